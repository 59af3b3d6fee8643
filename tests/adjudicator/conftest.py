"""Helpers for engine tests: build a scenario as Python data and resolve it."""
import copy
import json

import pytest

from adjudicator.api import adjudicate_text


def scenario(entities, abilities=None, start=None, choices=None, players=None, game="union-city-alliance", **extra):
    """A scenario document; every argument is deep-copied, so tests may share building blocks."""
    entities, abilities, start, choices, extra = copy.deepcopy((entities, abilities, start, choices, extra))
    doc = {"format": 1, "game": game, "title": extra.pop("title", "test"), "entities": entities,
           "abilities": abilities or {}, "start": start or {"do": [{"say": "nothing"}]}}
    if players is not None:
        doc["players"] = players
    if choices is not None:
        doc["choices"] = choices
    doc.update(extra)
    return doc


def run(doc, model=None, explore=False):
    return adjudicate_text(json.dumps(doc), model_slug=model, force_explore=explore)


def only(result):
    assert len(result["outcomes"]) == 1, [o["resolution_order"] for o in result["outcomes"]]
    return result["outcomes"][0]


def step_index(outcome, predicate):
    for i, step in enumerate(outcome["steps"]):
        if predicate(step):
            return i
    raise AssertionError("no such step")


@pytest.fixture
def resolve():
    return run
