"""Shared fixtures: the shipped rulebook texts and their parses (parsing needs no database)."""
from functools import lru_cache

import pytest
from django.conf import settings

from rulesapp.importer import parse_rulebook

SLUGS = ["union-city-alliance", "marvel-champions", "marvel-skirmish", "valiant-universe"]


def rulebook_text(slug):
    return (settings.RULEBOOK_DIR / f"{slug}.txt").read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def parsed_rulebook(slug):
    return parse_rulebook(rulebook_text(slug), slug)


@pytest.fixture
def uca():
    return parsed_rulebook("union-city-alliance")


@pytest.fixture
def champions():
    return parsed_rulebook("marvel-champions")


@pytest.fixture
def skirmish():
    return parsed_rulebook("marvel-skirmish")


@pytest.fixture
def valiant():
    return parsed_rulebook("valiant-universe")
