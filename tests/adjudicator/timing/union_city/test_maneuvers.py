"""Maneuver ("Exert one Speed to move to a block at range 1. Remember that diagonal blocks are at range 2, not
1."): the plays it forbids are refused as rulings (no Speed exerted, the hero stays), an engaged hero's
disengage cost stops the resolution naming the rule, and a hero with no Speed given is a reading said in a step.
The fixtures maneuver-*.yaml prove the range and the Speed."""
import pytest

from adjudicator.errors import ResolutionStopped
from tests.adjudicator.conftest import only, run, scenario


def maneuver(hero=None, to=(1, 0), others=None):
    entities = {"wrangler": {"type": "hero", "max_stamina": 20, "speed": 1, "block": [0, 0], **(hero or {})},
                **(others or {})}
    entities = {k: {p: v for p, v in props.items() if v is not None} for k, props in entities.items()}
    do = [{"maneuver": {"by": "wrangler", "block": list(to)}}]
    return only(run(scenario(entities, start={"label": "the maneuver", "do": do}, players=["wrangler"])))


def refused(outcome):
    return [w for w in outcome.get("warnings", []) if w["kind"] == "refused-play"]


def test_a_block_at_range_1_is_reached_for_one_speed():
    outcome = maneuver()
    assert outcome["state"]["wrangler"]["block"] == [1, 0] and outcome["state"]["wrangler"]["speed"] == 0
    assert not refused(outcome)


@pytest.mark.parametrize("to, why", [((1, 1), "(a diagonal block) is at range 2"), ((2, 0), "is at range 2"),
                                     ((0, 0), "is at range 0")])
def test_a_block_not_at_range_1_is_refused(to, why):
    outcome = maneuver(to=to)
    assert outcome["state"]["wrangler"]["block"] == [0, 0] and outcome["state"]["wrangler"]["speed"] == 1
    assert why in refused(outcome)[0]["text"] and refused(outcome)[0]["rule"] == "union-city-alliance#maneuver"


def test_a_space_is_no_block_to_maneuver_to():
    outcome = maneuver(others={"outpost": {"type": "challenge", "zone": "board", "space": [1, 0]}})
    assert outcome["state"]["wrangler"]["block"] == [0, 0]
    assert refused(outcome)[0]["rule"] == "union-city-alliance#spaces-and-blocks"


def test_a_taken_out_hero_does_not_maneuver():
    outcome = maneuver(hero={"taken_out": True})
    assert outcome["state"]["wrangler"]["block"] == [0, 0] and outcome["state"]["wrangler"]["speed"] == 1
    assert refused(outcome)[0]["rule"] == "union-city-alliance#while-taken-down"


def test_a_hero_with_no_block_cannot_count_the_range():
    outcome = maneuver(hero={"block": None})
    assert "cannot be counted" in refused(outcome)[0]["text"]


def test_no_speed_given_is_a_reading_said_in_a_step():
    outcome = maneuver(hero={"speed": None})
    assert outcome["state"]["wrangler"]["block"] == [1, 0]
    assert any("the scenario gives no Speed for" in s["text"] for s in outcome["steps"])


def test_an_engaged_hero_stops_naming_the_disengage_cost():
    goon = {"goon": {"type": "enemy", "zone": "board", "max_stamina": 4, "block": [0, 0]}}
    with pytest.raises(ResolutionStopped, match="disengage cost"):
        maneuver(others=goon)


def test_only_a_hero_maneuvers():
    entities = {"wrangler": {"type": "hero", "max_stamina": 20, "block": [5, 5]},
                "goon": {"type": "enemy", "zone": "board", "max_stamina": 4, "block": [0, 0]}}
    do = [{"maneuver": {"by": "goon", "block": [1, 0]}}]
    outcome = only(run(scenario(entities, start={"label": "the maneuver", "do": do}, players=["wrangler"])))
    assert outcome["state"]["goon"]["block"] == [0, 0] and "is not a hero" in refused(outcome)[0]["text"]
