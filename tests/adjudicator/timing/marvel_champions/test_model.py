"""Marvel Champions timing: windows around each occurrence, the priority page, replacement, nesting.

The sequences of the flowchart (playing a card, basic powers, activations, the villain phase) are
tested in tests/adjudicator/timing/marvel_champions/.
"""
from pathlib import Path

import pytest

from adjudicator.errors import ResolutionStopped
from tests.adjudicator.timing.marvel_champions.builders import (
    ability,
    doc,
    log,
    mark,
    resolve,
    rule_of,
    run,
    table,
    text_index,
)

FIXTURES = Path(__file__).resolve().parents[4] / "fixtures" / "scenarios" / "marvel-champions"
PRIORITY = "marvel-champions#when-after-effects-timing-priority"
TIMING = "marvel-champions#rules-reference-ability"  # the Rules Reference's timing priority list
DAMAGE_TO_CAT = {"event": "damage_dealt", "target": "black-cat"}
HIT_THE_CAT = {"deal_damage": {"to": "black-cat", "amount": 1, "source": "rhino"}}


def flag_if(condition, prop):
    """An op setting the ledger's `prop` to 1 if `condition` holds when it runs."""
    return {"if": {"cond": condition, "then": [{"set": {"target": "ledger", "prop": prop, "value": 1}}]}}


# -- windows around an occurrence ----------------------------------------------------------------------
def test_interrupts_go_before_the_occurrence_and_responses_after_it():
    """Play a Card 4.1-4.3: "when" abilities, then the occurrence, then "after" abilities."""
    abilities = {
        "before-it": ability("interrupt", DAMAGE_TO_CAT, [mark(1), {"set": {"target": "ledger", "prop": "cat_then",
                                                                              "value": "black-cat.damage"}}]),
        "after-it": ability("response", DAMAGE_TO_CAT, [mark(2), {"set": {"target": "ledger", "prop": "cat_later",
                                                                            "value": "black-cat.damage"}}]),
    }
    outcome = resolve(doc(table(), abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "before-it", "after-it"]
    assert not outcome["state"]["ledger"]["cat_then"]
    assert outcome["state"]["ledger"]["cat_later"] == 1
    event = text_index(outcome, "1 damage dealt to Black Cat", "event")
    assert text_index(outcome, "before-it begins") < event < text_index(outcome, "after-it begins")
    assert rule_of(outcome, "when window") == "marvel-champions#play-a-card-use-an-ability-4-1"
    assert rule_of(outcome, "it happens") == "marvel-champions#play-a-card-use-an-ability-4-2"
    assert rule_of(outcome, "after window") == "marvel-champions#play-a-card-use-an-ability-4-3"


def test_an_occurrence_that_changes_nothing_opens_no_windows():
    """Nothing is dealt when the amount is 0, so nothing interrupts or responds to it."""
    abilities = {"before-it": ability("interrupt", DAMAGE_TO_CAT), "after-it": ability("response", DAMAGE_TO_CAT)}
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": "black-cat", "amount": 0}}]))
    assert outcome["resolution_order"] == ["start"]
    assert not any("window" in s["text"] for s in outcome["steps"])


# -- When/After Effects Timing Priority -----------------------------------------------------------------
def test_a_when_window_goes_before_then_constant_then_forced_then_optional_then_when_defeated():
    """The flowchart's "before" effects (0), then the Rules Reference's list: 1 constant abilities, 3 forced
    interrupts, 4 interrupts, 5 When Defeated — whatever order the abilities are listed in; each cites
    the sentence of the list that puts it there."""
    defeated = {"event": "defeated", "target": "black-cat"}
    abilities = {
        "its-last-words": ability("when-defeated", None, [mark(5)], card="black-cat"),
        "optional": ability("interrupt", defeated, [mark(4)]),
        "forced": ability("forced-interrupt", defeated, [mark(3)]),
        "keyword": ability("constant", defeated, [mark(2)], kind="when"),
        "before-effect": ability("before", defeated, [mark(1)]),
    }
    outcome = resolve(doc(table(), abilities, [{"defeat": "black-cat"}], ruleset="1.6"))
    assert outcome["resolution_order"] == ["start", "before-effect", "keyword", "forced", "optional",
                                           "its-last-words"]
    assert log(outcome) == 12345
    begins = [s for s in outcome["steps"] if s["kind"] == "begin" and s["effect"] != "start"]
    assert {s["effect"]: s["rule"] for s in begins} == {
        "before-effect": f"{PRIORITY}-0", "keyword": TIMING, "forced": TIMING, "optional": TIMING,
        "its-last-words": TIMING}
    assert [s["quote"] for s in begins[1:]] == [
        "1. Constant abilities, keywords, and Acceleration, Amplify, Crisis, Hazard icons.",
        "3. “Forced Interrupt” abilities.", "4. “Interrupt” abilities.",
        "5. “Boost,” “When Defeated,” and “When Revealed” abilities."]


def test_an_after_window_goes_constant_then_forced_then_optional():
    abilities = {
        "optional": ability("response", DAMAGE_TO_CAT, [mark(3)]),
        "forced": ability("forced-response", DAMAGE_TO_CAT, [mark(2)]),
        "keyword": ability("constant", DAMAGE_TO_CAT, [mark(1)]),
    }
    outcome = resolve(doc(table(), abilities, [HIT_THE_CAT]))
    assert log(outcome) == 123
    assert outcome["resolution_order"] == ["start", "keyword", "forced", "optional"]


def test_a_constant_ability_is_in_the_after_window_unless_its_kind_is_when():
    abilities = {"when-keyword": ability("constant", DAMAGE_TO_CAT, [mark(1)], kind="when"),
                 "after-keyword": ability("constant", DAMAGE_TO_CAT, [mark(2)])}
    outcome = resolve(doc(table(), abilities, [HIT_THE_CAT]))
    event = text_index(outcome, "1 damage dealt to Black Cat", "event")
    assert text_index(outcome, "when-keyword begins") < event < text_index(outcome, "after-keyword begins")


def test_the_chooser_orders_abilities_of_one_priority():
    """Several abilities of one priority: listed order, a named order, or every order explored."""
    abilities = {"one": ability("interrupt", DAMAGE_TO_CAT, [mark(1)]),
                 "two": ability("interrupt", DAMAGE_TO_CAT, [mark(2)])}
    assert log(resolve(doc(table(), abilities, [HIT_THE_CAT], ruleset="1.6"))) == 12
    named = resolve(doc(table(), abilities, [HIT_THE_CAT], choices={"order": ["two"]}, ruleset="1.6"))
    assert log(named) == 21
    choice = next(s for s in named["steps"] if s["kind"] == "choice")
    assert (choice["rule"], choice["quote"]) == (TIMING, "4. “Interrupt” abilities.")
    explored = run(doc(table(), abilities, [HIT_THE_CAT], choices={"order": "explore"}, ruleset="1.6"))
    assert explored["explored"]["orders"] == 2
    assert sorted(o["state"]["ledger"]["log"] for o in explored["outcomes"]) == [12, 21]


def test_the_chooser_cannot_put_an_optional_interrupt_before_a_forced_one():
    abilities = {"optional": ability("interrupt", DAMAGE_TO_CAT, [mark(2)]),
                 "forced": ability("forced-interrupt", DAMAGE_TO_CAT, [mark(1)])}
    explored = run(doc(table(), abilities, [HIT_THE_CAT], choices={"order": "explore"}))
    assert explored["explored"]["orders"] == 1
    assert [o["state"]["ledger"]["log"] for o in explored["outcomes"]] == [12]


def test_a_lower_priority_is_looked_at_only_after_the_higher_one_has_resolved():
    """Each priority triggers in turn: a forced interrupt that discards the card of an optional one
    stops it from triggering at all."""
    abilities = {
        "optional": ability("interrupt", DAMAGE_TO_CAT, [mark(2)], card="spider-tracer"),
        "forced": ability("forced-interrupt", DAMAGE_TO_CAT, [mark(1), {"move": {"card": "spider-tracer",
                                                                                 "to": "discard"}}]),
    }
    entities = table(spider_tracer={"type": "upgrade", "zone": "play", "owner": "spider-man"})
    outcome = resolve(doc(entities, abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "forced"]
    assert log(outcome) == 1


# -- replacement effects and status cards ----------------------------------------------------------------
def test_a_replacement_takes_the_place_of_the_occurrence_and_of_its_windows():
    """Priority 2 (with the status cards): a replacement resolves instead of the occurrence; "further
    interrupts to the original triggering condition cannot be triggered", and nothing responds."""
    abilities = {
        "forced": ability("forced-interrupt", DAMAGE_TO_CAT, [mark(9)]),
        "instead": ability("replacement", DAMAGE_TO_CAT, [mark(1)]),
        "after-it": ability("response", DAMAGE_TO_CAT, [mark(8)]),
    }
    outcome = resolve(doc(table(), abilities, [HIT_THE_CAT, mark(2)]))
    assert outcome["resolution_order"] == ["start", "instead"]
    assert log(outcome) == 12
    assert outcome["state"]["black-cat"].get("damage", 0) == 0
    replaced = outcome["steps"][text_index(outcome, "is replaced", "note")]
    assert replaced["rule"] == "marvel-champions#rules-reference-interrupt"
    assert replaced["quote"].startswith("If an interrupt changes (via a replacement effect) or cancels")
    assert not any("damage dealt to Black Cat" in s["text"] for s in outcome["steps"] if s["kind"] == "event")


def test_a_tough_status_card_prevents_the_damage_taken_not_the_damage_dealt():
    """Tough: a character with a tough status card that would take damage discards one card instead and
    is not considered to have taken damage — but the damage was dealt (Prevent)."""
    entities = table()
    entities["black-cat"]["tough"] = 2
    abilities = {"after-dealt": ability("response", DAMAGE_TO_CAT, [mark(1)]),
                 "after-taken": ability("response", {"event": "damage_taken", "target": "black-cat"}, [mark(9)])}
    outcome = resolve(doc(entities, abilities, [HIT_THE_CAT, HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "tough:black-cat", "after-dealt", "tough:black-cat#2",
                                           "after-dealt#2"]
    assert outcome["state"]["black-cat"]["tough"] is False
    assert outcome["state"]["black-cat"].get("damage", 0) == 0
    assert log(outcome) == 11


ATTACK_THE_CAT = {"attack": {"by": "rhino", "target": "black-cat", "boost": 0}}


def test_piercing_discards_tough_before_the_damage_of_an_attack_and_only_of_an_attack():
    """Piercing: "An attack with the piercing keyword discards any tough status cards from the attacked
    character before dealing damage" — a keyword, so ahead of the status card; damage that is not an
    attack leaves the tough card to do its work."""
    entities = table()
    entities["black-cat"].update(tough=True, hp=5)
    entities["rhino"]["keywords"] = ["piercing"]
    outcome = resolve(doc(entities, {}, [ATTACK_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "piercing:rhino"]
    assert outcome["state"]["black-cat"]["damage"] == 2
    assert rule_of(outcome, "Piercing of Rhino", "trigger") == "marvel-champions#rules-reference-piercing"
    not_an_attack = resolve(doc(entities, {}, [{"deal_damage": {"to": "black-cat", "amount": 2, "source": "rhino"}}]))
    assert not_an_attack["resolution_order"] == ["start", "tough:black-cat"]
    assert not not_an_attack["state"]["black-cat"].get("damage")


def test_a_stunned_enemy_activation_is_replaced_entirely():
    entities = table(charge={"type": "treachery", "zone": "encounter-deck", "position": 1, "boost_icons": 2})
    entities["rhino"]["stunned"] = True
    abilities = {"sense": ability("interrupt", {"event": "attacks", "target": "spider-man"}),
                 "after-attack": ability("response", {"event": "attacks", "by": "rhino"})}
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man",
                                                              "defender": "black-cat"}}]))
    assert outcome["resolution_order"] == ["start", "stunned:rhino"]
    state = outcome["state"]
    assert state["rhino"]["stunned"] is False
    assert state["charge"]["zone"] == "encounter-deck"
    assert not state["black-cat"].get("exhausted") and not state["spider-man"].get("damage")


def test_a_confused_enemy_does_not_scheme():
    entities = table()
    entities["rhino"]["confused"] = True
    outcome = resolve(doc(entities, {}, [{"activate": {"enemy": "rhino", "target": "spider-man", "mode": "scheme",
                                                       "boost": 0}}]))
    assert outcome["resolution_order"] == ["start", "confused:rhino"]
    assert outcome["state"]["the-break-in"]["threat"] == 2


def test_an_interrupt_can_cancel_the_occurrence_and_what_waits_in_its_window():
    abilities = {"counter": ability("interrupt", DAMAGE_TO_CAT, [mark(1), {"cancel": "it is dodged"}, mark(2)]),
                 "too-late": ability("interrupt", DAMAGE_TO_CAT, [mark(9)]),
                 "after-it": ability("response", DAMAGE_TO_CAT, [mark(8)])}
    result = run(doc(table(), abilities, [HIT_THE_CAT]))
    outcome = result["outcomes"][0]
    assert log(outcome) == 12
    assert outcome["resolution_order"] == ["start", "counter"]
    statuses = {n["id"]: n["status"] for n in outcome["tree"]["nodes"]}
    assert statuses["too-late (not resolved)"] == "dropped"
    assert "it is dodged" in outcome["steps"][text_index(outcome, "is cancelled", "note")]["text"]


def test_cancel_outside_a_when_window_cancels_nothing():
    abilities = {"after-it": ability("response", DAMAGE_TO_CAT, [{"cancel": {}}, mark(1)])}
    outcome = resolve(doc(table(), abilities, [HIT_THE_CAT]))
    assert log(outcome) == 1 and outcome["state"]["black-cat"]["damage"] == 1
    assert "has no occurrence to cancel" in outcome["steps"][text_index(outcome, "no occurrence")]["text"]


# -- nesting --------------------------------------------------------------------------------------------
def test_an_occurrence_inside_an_ability_resolves_its_windows_before_the_ability_goes_on():
    """Play a Card 4: "interrupting/responding to each game occurrence" — nested, depth first."""
    attacks = {"event": "attacks", "by": "rhino"}
    abilities = {
        "roar": ability("forced-interrupt", attacks, [mark(1), HIT_THE_CAT, mark(3)], card="rhino"),
        "cat-hurt": ability("response", DAMAGE_TO_CAT, [mark(2)]),
    }
    outcome = resolve(doc(table(), abilities, [{"activate": {"enemy": "rhino", "target": "spider-man",
                                                             "boost": 0}}]))
    assert log(outcome) == 123
    paths = {s["effect"]: s["path"] for s in outcome["steps"] if s["kind"] == "begin"}
    assert paths["cat-hurt"] == "1.1.1"
    edges = {(e["from"], e["to"]): e["kind"] for e in outcome["tree"]["edges"]}
    assert edges[("start", "roar")] == "when"
    assert edges[("roar", "cat-hurt")] == "nested"
    nodes = {n["id"]: n["kind"] for n in outcome["tree"]["nodes"]}
    assert nodes["roar"] == "forced-interrupt" and nodes["cat-hurt"] == "response"


def test_damage_that_defeats_shares_its_after_window_with_the_defeat():
    """Using a Basic Power 3.2-3.3: when-defeated abilities before the discard, then the responses to
    the damage and to the defeat together, by priority."""
    entities = table()
    entities["black-cat"]["hp"] = 1
    abilities = {
        "after-damage": ability("response", DAMAGE_TO_CAT, [mark(3)]),
        "after-defeat": ability("forced-response", {"event": "defeated", "target": "black-cat"}, [mark(2)]),
        "last-words": ability("when-defeated", None, [mark(1), flag_if('black-cat.zone == "play"', "in_play")],
                              card="black-cat"),
    }
    outcome = resolve(doc(entities, abilities, [HIT_THE_CAT]))
    assert log(outcome) == 123
    assert outcome["state"]["ledger"]["in_play"] == 1
    assert outcome["state"]["black-cat"]["zone"] == "discard"
    assert sum(1 for s in outcome["steps"] if s["text"].startswith("after window")) == 1


# -- triggering -----------------------------------------------------------------------------------------
def test_a_condition_is_checked_when_the_window_reaches_its_priority():
    abilities = {"only-if-hurt": ability("response", DAMAGE_TO_CAT, [mark(1)], **{"if": "black-cat.damage >= 2"})}
    once = resolve(doc(table(), abilities, [HIT_THE_CAT]))
    assert once["resolution_order"] == ["start"]
    twice = resolve(doc(table(), abilities, [HIT_THE_CAT, HIT_THE_CAT]))
    assert twice["resolution_order"] == ["start", "only-if-hurt"]


def test_an_optional_ability_the_player_declines_does_not_trigger():
    abilities = {"maybe": ability("response", DAMAGE_TO_CAT, [mark(1)], optional=True)}
    outcome = resolve(doc(table(), abilities, [HIT_THE_CAT], choices={"decline": ["maybe"]}, ruleset="1.6"))
    assert outcome["resolution_order"] == ["start"]
    assert rule_of(outcome, "declines", "note") == TIMING


def test_a_card_out_of_play_does_not_answer():
    """An ally's abilities "may only be used if the card is in play" (Ability), unless its `zones` say
    otherwise (events in hand: test_events_in_hand.py)."""
    abilities = {"from-hand": ability("interrupt", DAMAGE_TO_CAT, [mark(1)], card="aunt-may"),
                 "in-hand": ability("interrupt", DAMAGE_TO_CAT, [mark(2)], card="aunt-may", zones=["hand"])}
    entities = table(aunt_may={"type": "ally", "name": "Aunt May", "owner": "spider-man", "zone": "hand"})
    outcome = resolve(doc(entities, abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "in-hand"]


def test_the_shared_ops_open_a_when_window_too():
    entities = table(web={"type": "event", "owner": "spider-man", "zone": "hand"})
    abilities = {
        "on-discard": ability("interrupt", {"event": "discarded", "card": "web"},
                              [flag_if('web.zone == "hand"', "still_in_hand")]),
        "on-emit": ability("forced-interrupt", {"event": "rampage"}, [mark(1)]),
        "after-emit": ability("response", {"event": "rampage"}, [mark(2)]),
    }
    outcome = resolve(doc(entities, abilities, [{"discard": "web"}, {"emit": {"event": "rampage", "by": "rhino"}}]))
    assert outcome["state"]["ledger"]["still_in_hand"] == 1
    assert outcome["state"]["web"]["zone"] == "discard"
    assert log(outcome) == 12


def test_an_interrupt_on_an_op_without_a_when_window_is_reported():
    abilities = {"on-gain": ability("interrupt", {"event": "gained"}, [mark(1)])}
    outcome = resolve(doc(table(), abilities, [{"gain": {"who": "spider-man", "focus": 1}}]))
    assert outcome["resolution_order"] == ["start"]
    assert "opens no when window" in outcome["steps"][text_index(outcome, "would interrupt")]["text"]


def test_a_trigger_loop_stops_with_a_clear_message():
    abilities = {"retaliate": ability("forced-response", DAMAGE_TO_CAT, [HIT_THE_CAT], card="black-cat")}
    entities = table()
    entities["black-cat"]["hp"] = 100
    with pytest.raises(ResolutionStopped, match=r"loop: retaliate"):
        run(doc(entities, abilities, [HIT_THE_CAT]))


def test_the_game_ends_when_the_last_stage_of_the_villain_is_defeated():
    entities = table()
    entities["rhino"].update(hp=1, stage=1, stages=1)
    outcome = resolve(doc(entities, {}, [{"deal_damage": {"to": "rhino", "amount": 1, "source": "spider-man"}},
                                         {"place_threat": {"scheme": "the-break-in", "amount": 1}}]))
    assert outcome["state"]["rhino"]["zone"] == "defeated"
    assert outcome["state"]["the-break-in"]["threat"] == 2
    assert "the game is over" in outcome["steps"][text_index(outcome, "game is over")]["text"]


# -- comparison with the plain stack --------------------------------------------------------------------
def test_on_the_stack_the_interrupts_answer_the_damage_together_and_the_last_triggered_goes_first():
    """The plain stack laid over this model (timing/stack) keeps what each ability answers: both
    interrupts answer the damage about to be dealt, the response the damage dealt. It has no priorities:
    the two interrupts trigger together in the scenario's order (Quick Reflexes, then Hunted) and the last
    triggered, Hunted, resolves first, where Marvel Champions puts it first by priority (forced interrupt
    3, interrupt 4): the same order, here, for another reason."""
    from adjudicator.api import adjudicate_text

    result = adjudicate_text((FIXTURES / "forced-interrupt-before-optional.yaml").read_bytes(), compare="stack")
    ours, stack = result["outcomes"][0], result["compare"]["outcomes"][0]
    assert ours["resolution_order"] == stack["resolution_order"] == [
        "start", "hunted-interrupt", "quick-reflexes-interrupt", "patched-up-response"]
    steps = stack["steps"]
    damage = next(i for i, s in enumerate(steps) if s["kind"] == "event" and "damage dealt" in s["text"])
    begins = {s["effect"]: i for i, s in enumerate(steps) if s["kind"] == "begin"}
    assert begins["hunted-interrupt"] < damage and begins["quick-reflexes-interrupt"] < damage
    assert begins["patched-up-response"] > damage
    choice = next(s for s in steps if s["kind"] == "choice")
    assert choice["rule"] == "stack#last-in-first-out" and "the last effect triggered resolves first" in choice["text"]
    assert result["compare"]["differences"]["same"]
