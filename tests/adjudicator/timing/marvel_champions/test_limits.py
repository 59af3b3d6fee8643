"""`limit: {times, per}` — a printed "Limit X per [period]" (Limit): written right, it counts each use and
starts again when its period ends (fixtures/scenarios/marvel-champions/limit-once-per-phase-counts-a-cancelled-use.yaml);
written wrong, or in a game without such limits, it is refused at its line."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import run, scenario
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, table


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


def limited(limit, timing="response"):
    return doc(table(), {"a": ability(timing, {"event": "attacks", "target": "you"}, card="spider-man", limit=limit)},
               [{"attack": {"by": "rhino", "target": "spider-man", "boost": 0}}])


@pytest.mark.parametrize("limit, path, words", [
    ({"times": 1, "per": "rownd"}, "abilities.a.limit.per", "did you mean 'round'"),
    ({"times": 0, "per": "round"}, "abilities.a.limit.times", "1 or more"),
    ({"times": 1}, "abilities.a.limit", "expected {times: X, per: PERIOD}"),
    ("once per round", "abilities.a.limit", "expected {times: X, per: PERIOD}"),
])
def test_a_limit_written_wrong_is_refused_at_its_line(limit, path, words):
    assert words in problems(limited(limit))[path]


def test_a_game_without_printed_limits_refuses_the_field():
    document = scenario({"hero": {"type": "hero"}},
                        {"a": {"card": "hero", "timing": "when", "on": {"event": "drawn"},
                               "limit": {"times": 1, "per": "round"}, "do": [{"say": "x"}]}})
    assert "has no “Limit X per [period]” abilities" in problems(document)["abilities.a.limit"]


def test_twice_per_round_triggers_twice_then_says_why_not():
    document = doc(table(), {"a": ability("response", {"event": "attacks", "target": "you"}, card="spider-man",
                                          limit={"times": 2, "per": "round"})},
                   [{"attack": {"by": "rhino", "target": "spider-man", "boost": 0}}] * 3)
    outcome = run(document)["outcomes"][0]
    assert outcome["resolution_order"] == ["start", "a", "a#2"]
    said = [s for s in outcome["steps"] if "limit of twice per round is used up" in s["text"]]
    assert len(said) == 1 and said[0]["rule"] == "marvel-champions#rules-reference-limit"


@pytest.mark.parametrize("limit, path, words", [
    ({"times": 1, "per": "turn"}, "start.do[0].use_ability.limit.per", "expected one of: phase, round, game"),
    ({"times": -1, "per": "round"}, "start.do[0].use_ability.limit.times", "1 or more"),
])
def test_an_actions_limit_written_wrong_is_refused_at_its_line(limit, path, words):
    document = doc(table(), {}, [{"use_ability": {"card": "spider-man", "limit": limit, "do": [{"say": "x"}]}}])
    assert words in problems(document)[path]
