"""A one-time artifact used at a point of an attack phase (attack_phase's `use`): what is refused."""
import pytest

from adjudicator.api import adjudicate_text
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.scenarios.helpers import SCENARIOS

TACTIGON = (SCENARIOS / "marvel-skirmish" / "tactigon-in-the-opponents-attack-phase.yaml").read_text(encoding="utf-8")


def problems(text):
    with pytest.raises(ScenarioInvalid) as invalid:
        adjudicate_text(text)
    return {p.path: p.message for p in invalid.value.problems}


def test_only_a_one_time_ability_may_be_used_and_before_names_a_slot():
    found = problems(TACTIGON.replace("timing: one-time", "timing: permanent\n    on: {event: nothing}")
                     .replace("before: m2", "before: hulk"))
    assert "is not an ability of timing one-time" in found["start.do[0].attack_phase.use[0].ability"]
    assert "not a slot" in found["start.do[0].attack_phase.use[0].before"]


def test_a_tile_no_longer_in_front_of_its_player_is_not_used_and_a_step_says_so():
    outcome = adjudicate_text(TACTIGON.replace("owner: heroes, zone: play}", "owner: heroes, zone: box}"))
    outcome = outcome["outcomes"][0]
    assert outcome["state"]["zola"]["zone"] == "board" and outcome["state"]["hulk"]["damage"] == 3
    assert any("cannot be used before slot m2" in s["text"] for s in outcome["steps"])


def test_a_use_past_the_last_card_comes_as_the_phase_ends():
    outcome = adjudicate_text(TACTIGON.replace("zola: {type: villain, name: Zola, owner: villains, zone: board, "
                                               "slot: m2", "zola: {type: villain, name: Zola, owner: villains, "
                                               "zone: hand"))["outcomes"][0]
    assert outcome["resolution_order"] == ["start", "attack:leader", "tactigon-effect", "defeat:leader"]
    assert any("as the phase ends" in s["text"] for s in outcome["steps"])
