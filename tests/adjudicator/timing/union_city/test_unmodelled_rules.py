"""Nothing silent: an entity property naming a rule the model does not resolve (Guard), and a start said to be
a Maneuver, are refused at their line naming the rule (judge12's two situations the format cannot say, kept
here, unchanged, as the proof); a move onto a block names the block."""
import json
from pathlib import Path

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import only, run, scenario

REFUSED = Path(__file__).parent / "refused"


def _problems(text) -> dict:
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(text)
    return {p.path: p.message for p in caught.value.problems}


def _judge12(number) -> dict:
    (path,) = REFUSED.glob(f"judge12-union-city-alliance-{number}-*.yaml")
    return _problems(path.read_text(encoding="utf-8"))


def test_judge12_05_a_guard_is_refused_at_its_line_quoting_the_rule():
    found = _judge12("05")
    assert list(found) == ["entities.raptor-goon.guards"]
    assert "Guard (union-city-alliance#guard)" in found["entities.raptor-goon.guards"]
    assert "cannot be damaged or destroyed" in found["entities.raptor-goon.guards"]


def test_judge12_10_a_maneuver_start_is_refused_at_its_line_quoting_the_rule():
    found = _judge12("10")
    assert list(found) == ["start.kind"]
    assert "`maneuver: {by: HERO, block: [x, y]}`" in found["start.kind"]
    assert "diagonal blocks are at range 2, not 1" in found["start.kind"]


GOON = {"type": "enemy", "zone": "board", "max_stamina": 4, "block": [0, 0]}


@pytest.mark.parametrize("prop", ["guards", "guarded_by", "guard", "engaged", "legacy", "difficulty"])
def test_a_property_naming_an_unmodelled_rule_is_refused(prop):
    found = _problems(json.dumps(scenario({"goon": {**GOON, prop: "boss"}})))
    assert f"entities.goon.{prop}" in found and "a rule this model does not resolve" in found[f"entities.goon.{prop}"]


def test_the_scenarios_own_counter_of_that_name_is_accepted():
    # an ability reading it keeps it as its own counter (scenario.vocabulary.PropertyList's rule)
    abilities = {"x": {"card": "goon", "timing": "when", "on": {"event": "moved"},
                       "if": "goon.engaged > 0", "do": [{"say": "engaged"}]}}
    load_scenario(json.dumps(scenario({"goon": {**GOON, "engaged": 1}}, abilities)))


def test_properties_the_model_reads_are_not_refused_though_they_name_a_rule():
    load_scenario(json.dumps(scenario({"hero": {"type": "hero", "max_stamina": 20, "heroism": 2, "block": [0, 0]},
                                       "card": {"type": "enemy", "zone": "board", "block": [0, 0],
                                                "issue_2_exclusive": True}})))


def test_an_ability_said_to_be_a_maneuver_is_refused():
    abilities = {"x": {"card": "goon", "timing": "when", "on": {"event": "moved"}, "kind": "maneuver",
                       "do": [{"say": "moved"}]}}
    found = _problems(json.dumps(scenario({"goon": GOON}, abilities)))
    assert "a maneuver is the `maneuver` op" in found["abilities.x.kind"]


def test_a_move_onto_the_board_names_the_block():
    entities = {"wrangler": {"type": "hero", "max_stamina": 20, "block": [0, 0]},
                "goon": {"type": "enemy", "max_stamina": 4, "zone": "city-deck"}}
    start = {"label": "the move", "do": [{"move": {"card": "goon", "to": "board", "block": [1, 1]}}]}
    outcome = only(run(scenario(entities, start=start, players=["wrangler"])))
    assert any(s["text"].endswith("to board, on block 1,1") for s in outcome["steps"]), \
        [s["text"] for s in outcome["steps"]]
    assert outcome["state"]["goon"]["block"] == [1, 1]


def test_a_modifiers_resource_a_letter_from_the_games_is_refused():
    # judge12-09's modifier of a heroism gain, written `herism`, would match no gain and never apply
    abilities = {"x": {"card": "goon", "timing": "modifier", "modifies": {"value": "gain", "resource": "herism"},
                       "by": {"add": 1}}}
    found = _problems(json.dumps(scenario({"goon": GOON}, abilities)))
    assert "did you mean 'heroism'" in found["abilities.x.modifies.resource"]
