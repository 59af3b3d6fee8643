"""Scenarios invented for the timing rules the rulebook has no example for: the facts they pin."""
import pytest

from adjudicator.api import adjudicate_text
from adjudicator.errors import ResolutionStopped
from tests.adjudicator.scenarios.helpers import (
    INVALID, STACK, begins, ends, only_outcome, resolve, state, step_index, text_of,
)


def test_chain_of_three_finishes_a_then_b_then_c_and_a_stack_does_the_reverse():
    union_city = only_outcome(resolve("chain-of-three"))
    assert state(union_city, "notebook", "log") == 123
    assert only_outcome(resolve("chain-of-three", folder=STACK))["state"]["notebook"]["log"] == 321
    assert only_outcome(resolve("chain-of-three", model="stack"))["state"]["notebook"]["log"] == 321


def test_split_branches_are_finished_depth_first_in_every_order():
    output = resolve("branches-split-again")
    assert output["explored"]["distinct_outcomes"] == 4
    for outcome in output["outcomes"]:
        order = outcome["resolution_order"]
        x = order.index("x")
        assert sorted(order[x + 1:x + 3]) == ["x1", "x2"], order


def test_two_first_effects_both_precede_the_threat_in_either_order():
    explored = resolve("two-first-effects")
    assert explored["explored"]["orders"] == 2
    for first in ("showdown", "battle-cry-first"):
        outcome = only_outcome(resolve("two-first-effects", replace=[("order: explore", f"order: [{first}]")]))
        order = outcome["resolution_order"]
        assert order[0] == first
        assert max(order.index("showdown"), order.index("battle-cry-first")) < order.index("start")


def test_a_first_effect_s_own_chain_resolves_before_the_effect_it_precedes():
    outcome = only_outcome(resolve("first-effect-with-chain"))
    assert step_index(outcome, ends("spartan-fury-debut")) < step_index(outcome, begins("start"))
    assert state(outcome, "odysseus", "damage") == 7


def test_commuting_modifiers_offer_no_choice():
    output = resolve("modifiers-that-commute")
    assert output["explored"]["orders"] == 1
    assert "modifier_order" not in output["outcomes"][0]["choices"]


def test_a_once_modifier_applies_to_the_first_damage_only():
    outcome = only_outcome(resolve("once-modifier"))
    assert state(outcome, "green-death", "damage") == (5 - 2) + 5


def test_phases_follow_other_when_effects_and_keep_the_damage_order_whatever_the_chooser_asks():
    outcome = only_outcome(resolve("phases-in-damage-order"))
    assert outcome["resolution_order"] == ["start", "flurry-of-fists-alert", "cg:lady-sunbeam", "cg:wrangler"]


def test_damage_dealt_during_a_phase_opens_a_new_phase_after_the_current_damage_is_taken():
    outcome = only_outcome(resolve("damage-during-a-phase"))
    first_taken = step_index(outcome, lambda s: s["effect"] == "cg:lady-sunbeam" and s["kind"] == "event"
                             and "takes" in s["text"])
    assert first_taken < step_index(outcome, begins("cg:lady-sunbeam#2"))
    assert state(outcome, "lady-sunbeam", "damage") == (4 - 3) + 2


def test_counters_from_hand_and_gambits_from_active_only():
    outcome = only_outcome(resolve("counters-from-hand-gambits-from-active"))
    used = set(outcome["resolution_order"])
    assert {"quick-draw-counter", "lasso-trick-gambit"} <= used
    assert not {"steel-nerves-counter", "dust-devil-gambit"} & used


def test_a_gambit_is_used_once_per_damage():
    outcome = only_outcome(resolve("once-per-damage"))
    uses = [e for e in outcome["resolution_order"] if e.startswith("lasso-trick-gambit")]
    assert uses == ["lasso-trick-gambit", "lasso-trick-gambit#2"]
    assert state(outcome, "wrangler", "damage") == 4


def test_range_decides_who_may_help_and_the_user_of_the_card_draws():
    outcome = only_outcome(resolve("counter-range-and-you"))
    assert outcome["resolution_order"] == ["start", "cg:wrangler", "supersonic-speedster-counter"]
    assert state(outcome, "sunbeam-next-card", "zone") == "hand"
    assert state(outcome, "wrangler-next-card", "zone") == "deck"


def test_critical_damage_ignores_defense():
    outcome = only_outcome(resolve("critical-damage-ignores-defense"))
    assert "cosmic-gauntlets-counter" in outcome["resolution_order"]
    assert state(outcome, "captain-jupiter", "damage") == 3


def test_defeat_and_taken_down_are_when_effects_after_their_effect():
    taken_down = only_outcome(resolve("hero-taken-down"))
    assert taken_down["resolution_order"][-1] == "taken-down:captain-jupiter"
    assert state(taken_down, "captain-jupiter", "taken_out") is True
    defeat = only_outcome(resolve("enemy-defeat-after-the-effect"))
    gained = step_index(defeat, lambda s: s["effect"] == "start" and s["kind"] == "event" and "heroism" in s["text"])
    assert gained < step_index(defeat, begins("defeat:raptor-goon"))
    assert state(defeat, "dr-tomorrow-next-card", "zone") == "hand"


def test_zero_amounts_trigger_nothing():
    outcome = only_outcome(resolve("zero-amounts-trigger-nothing"))
    assert outcome["resolution_order"] == ["start"]
    assert not any(s["kind"] == "trigger" for s in outcome["steps"])


def test_a_card_leaving_play_counts_in_both_zones_for_that_move():
    output = resolve("leaving-play-counts-in-both")
    heroism = {o["resolution_order"][1]: state(o, "dr-tomorrow", "heroism") for o in output["outcomes"]}
    assert heroism == {"defeat:raptor-goon": 2, "defeat:gang-boss": 1}


def test_costs_and_then():
    unpaid = only_outcome(resolve("cost-not-paid"))
    assert state(unpaid, "wrangler", "location") == "main-street"
    paid = only_outcome(resolve("cost-paid"))
    assert state(paid, "wrangler", "location") == "block-with-an-enemy"
    if_you_do = only_outcome(resolve("cost-if-you-do"))
    assert state(if_you_do, "captain-jupiter", "heroism") == 1
    assert state(if_you_do, "jupiter-card-1", "zone") == "deck"
    then = only_outcome(resolve("then-still-happens"))
    assert state(then, "jupiter-card-1", "zone") == "hand"


@pytest.mark.parametrize("name, gains, keeps", [
    ("you-hero-card", ("lady-sunbeam", 1), ("wrangler", 0)),
    ("you-defeat-effect", ("wrangler", 2), ("lady-sunbeam", 0)),
    ("you-when-effect", ("wrangler", 2), ("lady-sunbeam", 3)),
])
def test_who_you_is(name, gains, keeps):
    outcome = only_outcome(resolve(name))
    assert state(outcome, gains[0], "heroism") == gains[1]
    assert state(outcome, keeps[0], "heroism") == keeps[1]


def test_you_on_a_villain_card_is_the_current_player():
    outcome = only_outcome(resolve("you-villain-card"))
    assert "cg:wrangler" in outcome["resolution_order"]
    assert "cg:lady-sunbeam" not in outcome["resolution_order"]


def test_rally_resolves_only_the_first_time():
    outcome = only_outcome(resolve("rally-only-the-first-time"))
    assert [e for e in outcome["resolution_order"] if e.startswith("call-to-arms-rally")] == ["call-to-arms-rally"]
    assert state(outcome, "wrangler", "heroism") == 1


def test_an_alert_is_dropped_when_its_card_left_the_hand_before_the_effect_ended():
    output = resolve("alert-dropped")
    outcome = only_outcome(output)
    assert "flurry-of-fists-alert" not in outcome["resolution_order"]
    assert output["expect"]["passed"]  # its expect says the alert never triggered
    assert state(outcome, "wrangler-next-card", "zone") == "deck"


def test_damage_triggers_outlive_their_source_but_healing_a_defeated_enemy_does_nothing():
    outcome = only_outcome(resolve("bloodsucker-after-defeat"))
    assert "bloodsucker" in outcome["resolution_order"]
    assert state(outcome, "red-leech", "damage") == 8


def test_end_of_phase_effects_are_branches_each_finished_before_the_next():
    outcome = only_outcome(resolve("end-of-phase-branches"))
    assert outcome["resolution_order"] == [
        "start", "smoke-bomb-end-of-threat", "smoke-bomb-defeat", "curfew-end-of-threat"]


def test_a_phase_inside_a_debut_branch_ends_before_the_next_debut():
    outcome = only_outcome(resolve("debuts-threaten-after-the-peril"))
    assert step_index(outcome, ends("cg:odysseus")) < step_index(outcome, begins("cataphract-2-debut"))


def test_weakening_the_source_after_the_damage_is_dealt_changes_nothing():
    outcome = only_outcome(resolve("source-weakened-after-damage-dealt"))
    assert state(outcome, "brute", "fight") == 2
    assert state(outcome, "wrangler", "damage") == 5 - 1


def test_prevent_first_is_spent_for_the_turn():
    outcome = only_outcome(resolve("hard-head-once-per-turn"))
    assert state(outcome, "jimmy-hornhead", "damage") == (6 - 2) + 2


def test_a_trigger_loop_stops_with_a_message_naming_the_loop():
    text = text_of("trigger-loop", folder=INVALID)
    with pytest.raises(ResolutionStopped) as stopped:
        adjudicate_text(text)
    assert str(stopped.value) == "loop: rising-tide-rule -> ebb-and-flow-rule -> rising-tide-rule"


def test_damage_to_each_hero_lets_the_heroes_order_the_phases():
    output = resolve("each-hero-dealt-damage-heroes-choose")
    shielded = {o["resolution_order"][1]: o for o in output["outcomes"]}
    assert set(shielded) == {"cg:odysseus", "cg:wrangler"}
    assert state(shielded["cg:odysseus"], "odysseus", "damage") in (0, None)
    assert state(shielded["cg:odysseus"], "wrangler", "damage") == 3
    assert state(shielded["cg:wrangler"], "odysseus", "damage") == 3


def test_drawing_from_an_empty_deck_takes_back_the_discard_pile():
    outcome = only_outcome(resolve("draw-from-an-empty-deck"))
    assert state(outcome, "lone-star", "zone") == "hand"
