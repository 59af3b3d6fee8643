"""The fixtures cited for "immediate effects nest" fail under an engine that delays the nested effect.

Using an Immediate Effect: "If this brings another card with an immediate effect into play, also carry out
that effect immediately after you place that card." Kang's and Iron Man's fixtures check what follows the
placing (the card Leader drew is played; Nick Fury's seventh victory point ends the game before Thor); with
the model's immediate triggers turned into deferred ones, both must fail.
"""
import pytest

from adjudicator.api import adjudicate_text
from adjudicator.timing.skirmish.model import MarvelSkirmish
from tests.adjudicator.scenarios.helpers import SCENARIOS

NESTING = ("kang-brings-back-leader", "iron-man-plays-nick-fury")


def verdict(name):
    text = (SCENARIOS / "marvel-skirmish" / f"{name}.yaml").read_text(encoding="utf-8")
    return adjudicate_text(text)["expect"]["passed"]


@pytest.mark.parametrize("name", NESTING)
def test_the_nesting_fixture_passes_and_fails_once_nested_effects_are_delayed(name, monkeypatch):
    assert verdict(name)
    monkeypatch.setattr(MarvelSkirmish, "trigger_mode", "deferred")
    assert not verdict(name)
