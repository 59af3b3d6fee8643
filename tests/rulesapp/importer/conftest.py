"""Shared fixtures: the shipped rulebook texts and their parses (parsing needs no database)."""
from functools import cache

import pytest
from django.conf import settings

from rulesapp.importer import GAMES, GAMES_BY_SLUG, parse_document, parse_rulebook

SLUGS = [game.slug for game in GAMES]
# Every shipped document, as "game/document".
DOCUMENTS = [f"{game.slug}/{document.slug}" for game in GAMES for document in game.documents]


def spec_of(key):
    """(GameSpec, DocumentSpec) of "game/document", or of a game's original document for a bare slug."""
    slug, _, document = key.partition("/")
    game = GAMES_BY_SLUG[slug]
    return game, game.document(document) if document else game.primary


def rulebook_text(key):
    """The text of a game's original document (a bare slug) or of "game/document"."""
    _, document = spec_of(key)
    return (settings.RULEBOOK_DIR / document.file).read_text(encoding="utf-8")


@cache
def parsed_rulebook(key):
    if "/" not in key:
        return parse_rulebook(rulebook_text(key), key)
    game, document = spec_of(key)
    return parse_document(rulebook_text(key), game, document)


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


@pytest.fixture
def reference():
    return parsed_rulebook("marvel-champions/rules-reference")


@pytest.fixture
def learn_to_play():
    return parsed_rulebook("marvel-champions/learn-to-play")
