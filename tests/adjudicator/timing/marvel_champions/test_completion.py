"""When Completed abilities (completion.py): a timing class of its own, refused when mistyped; at the last
stage the villain wins at once and the ability does not resolve (a note says so)."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, resolve, table, text_index


def test_a_mistyped_when_completed_is_refused_with_a_suggestion():
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(doc(table(), {"a": ability("when-complete", card="the-break-in")}, [])))
    found = {p.path: p.message for p in caught.value.problems}
    assert "did you mean 'when-completed'" in found["abilities.a.timing"]


def test_at_the_last_stage_the_villain_wins_and_when_completed_does_not_resolve():
    entities = table()
    entities["the-break-in"] = {**entities["the-break-in"], "threat": 11}
    outcome = resolve(doc(entities, {"a": ability("when-completed", card="the-break-in",
                                                  do=[{"deal_damage": {"to": "spider-man", "amount": 2}}])},
                          [{"place_threat": {"scheme": "the-break-in", "amount": 1}}]))
    assert outcome["state"]["spider-man"].get("damage", 0) == 0
    step = outcome["steps"][text_index(outcome, "(When Completed) does not resolve")]
    assert step["rule"].endswith("#rules-reference-winning-the-game")


def test_a_scheme_advanced_without_a_when_completed_ability_advances_at_once():
    entities = table()
    entities["the-break-in"] = {**entities["the-break-in"], "threat": 11, "stages": 2}
    outcome = resolve(doc(entities, {}, [{"place_threat": {"scheme": "the-break-in", "amount": 1}}]))
    text_index(outcome, "complete, it advances to stage 2 at once")
    assert not any("is completed" in s["text"] for s in outcome["steps"])
