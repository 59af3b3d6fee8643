"""`warnings`: what did not happen that the author probably expected (issue 11, "Never silent").

Each warning is computed by the engine from what it saw as the resolution ran,
with the model's hooks for what only the model knows; none is a special case of
a scenario.
"""
import json

from tests.adjudicator.conftest import only, run, scenario

SPIDER_MAN = {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10}
RHINO = {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 2}
SCHEME = {"type": "main-scheme", "name": "The Break-In!", "zone": "play", "threat": 2, "threat_limit": 7}


def rhino(attack, backflip_on="attacks", backflip_zones=None, card=("event", "Backflip")):
    """Issue 11's case: a forced response and a response "after Rhino attacks", the response on a
    player card in hand (an event, unless `card` gives another type and name)."""
    backflip = {"card": "backflip", "timing": "response", "label": card[1],
                "on": {"event": backflip_on, "by": "rhino"}, "do": [{"say": "Spider-Man flips away"}]}
    if backflip_zones:
        backflip["zones"] = backflip_zones
    return scenario(
        {"spider-man": SPIDER_MAN, "rhino": RHINO, "the-break-in": SCHEME,
         "charge": {"type": "attachment", "name": "Charge", "zone": "play"},
         "backflip": {"type": card[0], "name": card[1], "owner": "spider-man", "zone": "hand"}},
        {"charge-forced": {"card": "charge", "timing": "forced-response", "label": "Charge",
                           "on": {"event": "attacks", "by": "rhino"},
                           "do": [{"place_threat": {"scheme": "the-break-in", "amount": 1}}]},
         "backflip-response": backflip},
        {"label": "Rhino attacks Spider-Man", "do": [attack]},
        players=["spider-man"], game="marvel-champions")


SHARED_ATTACK = {"attack": {"by": "rhino", "target": "spider-man", "amount": 2}}
ACTIVATION = {"activate": {"enemy": "rhino", "target": "spider-man", "mode": "attack", "boost": 0}}


def by_ability(outcome):
    return {w["ability"]: w for w in outcome["warnings"] if "ability" in w}


def test_an_attack_a_card_causes_is_an_activation_so_what_waits_for_it_triggers():
    """Issue 11's case: under Marvel Champions the `attack` op of an enemy is an activation (Activation:
    "Some card abilities can also cause enemies to attack or scheme. These are also considered
    activations"), so the forced response "after Rhino attacks" triggers; so does the response on the
    event card in hand ("Event cards implicitly interact with the game from an out-of-play area"), and
    nothing is warned about."""
    outcome = only(run(rhino(SHARED_ATTACK)))
    assert outcome["resolution_order"] == ["start", "charge-forced", "backflip-response"]
    assert outcome["warnings"] == []


def test_a_response_on_an_ally_in_hand_is_not_live_and_the_author_is_told_where_it_works():
    """An ally's abilities "may only be used if the card is in play" (Ability): in hand it does not
    answer, and the warning says where the card was and where it works."""
    outcome = only(run(rhino(SHARED_ATTACK, card=("ally", "Aunt May"))))
    assert outcome["resolution_order"] == ["start", "charge-forced"]
    warnings = by_ability(outcome)
    assert "charge-forced" not in warnings
    aunt_may = warnings["backflip-response"]
    assert aunt_may["kind"] == "not-live"
    assert aunt_may["text"].startswith("Aunt May did not trigger when Rhino attacks Spider-Man (step ")
    assert aunt_may["text"].endswith("Aunt May was in hand, and this ability works only while its card is in "
                                     "board, active or play (give the ability `zones: [hand]` if it works from "
                                     "there).")


def test_an_ability_waiting_for_an_event_that_never_happened_names_the_nearest_that_did():
    """Waiting for the format's `attacked` under Marvel Champions, whose attacks emit `attacks`."""
    outcome = only(run(rhino(SHARED_ATTACK, backflip_on="attacked", backflip_zones=["hand"])))
    assert outcome["resolution_order"] == ["start", "charge-forced"]
    backflip = by_ability(outcome)["backflip-response"]
    assert backflip["kind"] == "never-triggered"
    assert "it waits for “attacked” (by: Rhino), and no “attacked” event happened" in backflip["text"]
    attacks = next(s for s in outcome["steps"] if s["kind"] == "event" and s["text"] == "Rhino attacks Spider-Man")
    assert f"The nearest that did: “attacks” at step {attacks['n']} (Rhino attacks Spider-Man)" in backflip["text"]
    assert backflip["step"] == attacks["n"]
    assert ", which no ability waits for" not in backflip["text"]  # Charge waits for `attacks`


def test_written_as_the_game_writes_it_both_trigger_and_nothing_is_warned():
    outcome = only(run(rhino(ACTIVATION, backflip_zones=["hand"])))
    assert outcome["resolution_order"] == ["start", "charge-forced", "backflip-response"]
    assert outcome["warnings"] == []


def test_an_event_with_other_fields_shows_the_nearest_one_and_the_field_that_differs():
    doc = scenario(
        {"wrangler": {"type": "hero", "name": "Wrangler"}, "odysseus": {"type": "hero", "name": "Odysseus"},
         "goon": {"type": "enemy", "name": "Raptor Goon", "zone": "board"}},
        {"payback": {"card": "goon", "timing": "when", "label": "Payback",
                     "on": {"event": "damage_dealt", "target": "odysseus"}, "do": [{"say": "payback"}]}},
        {"by": "goon", "do": [{"deal_damage": {"to": "wrangler", "amount": 2, "source": "goon"}}]},
        players=["wrangler", "odysseus"])
    warning = by_ability(only(run(doc)))["payback"]
    assert warning["kind"] == "never-triggered"
    assert "it waits for “damage_dealt” (target: Odysseus); the nearest “damage_dealt”, at step " in warning["text"]
    assert "had target Wrangler (not Odysseus)" in warning["text"]


CONDITIONAL = {
    "wrangler": {"type": "hero", "name": "Wrangler", "heroism": 9},
    "goon": {"type": "enemy", "name": "Raptor Goon", "zone": "board"},
}


def conditional(**extra):
    return scenario(
        CONDITIONAL,
        {"escalate": {"card": "goon", "timing": "when", "label": "Escalate", "if": "wrangler.heroism <= 6",
                      "on": {"event": "damage_dealt", "target": "wrangler"}, "do": [{"say": "escalates"}]}},
        {"by": "goon", "do": [{"deal_damage": {"to": "wrangler", "amount": 1, "source": "goon"}}]},
        players=["wrangler"], **extra)


def test_a_condition_false_at_trigger_time_is_named():
    warning = by_ability(only(run(conditional())))["escalate"]
    assert warning["kind"] == "condition-false"
    assert warning["text"].startswith("Escalate did not trigger when 1 damage dealt to Wrangler by Raptor Goon")
    assert warning["text"].endswith("its condition `wrangler.heroism <= 6` was false then.")


def test_an_ability_the_scenario_expects_not_to_trigger_is_not_warned_about():
    assert only(run(conditional(expect={"not_triggered": ["escalate"]})))["warnings"] == []


def test_an_optional_ability_the_player_declines_is_not_warned_about():
    doc = conditional()
    doc["abilities"]["escalate"].pop("if")
    doc["abilities"]["escalate"]["optional"] = True
    doc["choices"] = {"decline": ["escalate"]}
    assert only(run(doc))["warnings"] == []


def test_an_alert_whose_card_was_never_drawn_waits_for_it_to_reach_the_hand():
    """An alert has no `on`: the model says what it waits for (trigger_pattern)."""
    doc = scenario(
        {"wrangler": {"type": "hero", "name": "Wrangler"},
         "genius": {"type": "union", "name": "Scientific Genius", "owner": "wrangler", "zone": "deck", "position": 2},
         "filler": {"type": "union", "name": "Filler", "owner": "wrangler", "zone": "deck", "position": 1}},
        {"genius-alert": {"card": "genius", "timing": "alert", "label": "Scientific Genius' alert",
                          "do": [{"say": "alert"}]}},
        {"by": "wrangler", "do": [{"draw": {"who": "wrangler", "count": 1}}]}, players=["wrangler"])
    warning = by_ability(only(run(doc)))["genius-alert"]
    assert warning["kind"] == "never-triggered"
    assert "waits for “moved” (card: Scientific Genius, to: hand)" in warning["text"]
    assert "had card Filler (not Scientific Genius)" in warning["text"]


def test_an_op_that_changed_nothing_is_named_with_the_reason_the_step_gave():
    doc = scenario({"wrangler": {"type": "hero", "name": "Wrangler"}},
                   start={"label": "Wrangler draws", "by": "wrangler", "do": [{"draw": {"who": "wrangler", "count": 1}}]},
                   players=["wrangler"])
    outcome = only(run(doc))
    assert outcome["warnings"] == [{
        "kind": "did-nothing", "effect": "start", "op": "start.do[0].draw",
        "text": "“draw” changed nothing in Wrangler draws: Wrangler draws no cards.",
    }]


def test_statements_and_ops_that_change_something_are_not_warned_about():
    doc = scenario({"wrangler": {"type": "hero", "name": "Wrangler", "heroism": 1}},
                   start={"by": "wrangler", "do": [{"say": "a statement"}, {"gain": {"who": "wrangler", "heroism": 1}},
                                                   {"if": {"cond": "wrangler.heroism > 5", "then": [{"say": "no"}]}}]},
                   players=["wrangler"])
    assert only(run(doc))["warnings"] == []


def test_warnings_are_deterministic_and_never_change_the_expectations_or_the_order():
    doc = rhino(SHARED_ATTACK, backflip_on="attacked")
    first, second = run(doc), run(doc)
    assert json.dumps(first) == json.dumps(second)
    assert first["expect"]["passed"]


def test_each_outcome_has_its_own_warnings_when_exploring():
    """Two alerts drawn together: whichever goes first, the other still triggers — no warnings; a
    when ability that only one order allows is warned about in the other outcome only."""
    doc = scenario(
        {"wrangler": {"type": "hero", "name": "Wrangler", "heroism": 0},
         "a": {"type": "union", "name": "Card A", "owner": "wrangler", "zone": "deck", "position": 1},
         "b": {"type": "union", "name": "Card B", "owner": "wrangler", "zone": "deck", "position": 2},
         "watch": {"type": "union", "name": "Watch", "owner": "wrangler", "zone": "active"}},
        {"a-alert": {"card": "a", "timing": "alert", "label": "A's alert",
                     "do": [{"gain": {"who": "wrangler", "heroism": 1}}]},
         "b-alert": {"card": "b", "timing": "alert", "label": "B's alert",
                     "do": [{"if": {"cond": "wrangler.heroism == 0",
                                    "then": [{"gain": {"who": "wrangler", "valor": 1}}]}}]},
         "valor-watch": {"card": "watch", "timing": "when", "label": "Valor watch",
                         "on": {"event": "gained", "resource": "valor"}, "do": [{"say": "valor"}]}},
        {"by": "wrangler", "do": [{"draw": {"who": "wrangler", "count": 2}}]},
        players=["wrangler"], choices={"order": "explore"})
    result = run(doc)
    assert len(result["outcomes"]) == 2
    warned = [[w["ability"] for w in o["warnings"]] for o in result["outcomes"]]
    assert sorted(warned) == [[], ["valor-watch"]]
