"""Where a card's abilities work: an event card's triggered abilities from its owner's hand.

Ability: "Card abilities on hero, alter-ego, ally, upgrade, and support cards may only be used if the
card is in play, unless the ability specifically refers to being used from an out-of-play state.
Event cards implicitly interact with the game from an out-of-play area, as per the rules of the event
card type." An ability's own `zones` still decide where it works.
"""
import pytest

from tests.adjudicator.timing.marvel_champions.builders import (
    ability,
    doc,
    log,
    mark,
    resolve,
    rule_of,
    steps_of,
    table,
    text_index,
)

ABILITY_ENTRY = "marvel-champions#rules-reference-ability"
EVENT_ENTRY = "marvel-champions#rules-reference-event"
EVENT_SENTENCE = ("Event cards implicitly interact with the game from an out-of-play area, as per the rules of the "
                  "event card type.")
DAMAGE_TO_CAT = {"event": "damage_dealt", "target": "black-cat"}
HIT_THE_CAT = {"deal_damage": {"to": "black-cat", "amount": 1, "source": "rhino"}}
IN_PLAY_ONLY = "and this ability works only while its card is in board, active or play"


def card(kind="event", name="Backflip", zone="hand", owner="spider-man"):
    props = {"type": kind, "name": name, "zone": zone}
    if owner:
        props["owner"] = owner
    return props


def warning_of(outcome, ability_id):
    return next(w for w in outcome["warnings"] if w.get("ability") == ability_id)


def played_steps(outcome, name="Backflip"):
    return [s for s in outcome["steps"] if s["text"] == f"Spider-Man declares playing {name}"]


def live_notes(outcome):
    return [s for s in steps_of(outcome, "note") if "is an event card in" in s["text"]]


def test_an_event_cards_interrupt_and_response_work_from_its_owners_hand():
    abilities = {"backflip-interrupt": ability("interrupt", DAMAGE_TO_CAT, [mark(1)], card="backflip"),
                 "swing-response": ability("response", DAMAGE_TO_CAT, [mark(2)], card="swing")}
    outcome = resolve(doc(table(backflip=card(), swing=card(name="Swing")), abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "backflip-interrupt", "swing-response"]
    assert log(outcome) == 12
    assert outcome["warnings"] == []
    notes = live_notes(outcome)
    assert [n["text"] for n in notes] == [
        "Backflip is an event card in Spider-Man's hand: its interrupt works from there, as an event is played "
        "from its owner's hand",
        "Swing is an event card in Spider-Man's hand: its response works from there, as an event is played "
        "from its owner's hand",
    ]
    assert {(n["rule"], n["quote"]) for n in notes} == {(ABILITY_ENTRY, EVENT_SENTENCE)}
    damage = text_index(outcome, "1 damage dealt to Black Cat", "event")
    assert text_index(outcome, "its interrupt works from there") < text_index(outcome, "backflip-interrupt triggers", "trigger") < damage
    assert damage < text_index(outcome, "its response works from there")


def test_the_player_whose_hand_it_is_is_you():
    abilities = {"backflip-response": ability(
        "response", {"event": "damage_dealt", "target": "you"}, [mark(1)], card="backflip")}
    outcome = resolve(doc(table(backflip=card()), abilities,
                          [{"deal_damage": {"to": "spider-man", "amount": 1, "source": "rhino"}}]))
    assert outcome["resolution_order"] == ["start", "backflip-response"]


@pytest.mark.parametrize("kind", ["ally", "upgrade", "support"])
def test_the_other_player_cards_in_hand_are_not_live_and_the_warning_says_where_they_work(kind):
    abilities = {"from-hand": ability("response", DAMAGE_TO_CAT, [mark(1)], card="aunt-may")}
    outcome = resolve(doc(table(aunt_may=card(kind, "Aunt May")), abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start"]
    warning = warning_of(outcome, "from-hand")
    assert warning["kind"] == "not-live"
    assert warning["text"].endswith(f"Aunt May was in hand, {IN_PLAY_ONLY} (give the ability `zones: [hand]` if it "
                                    "works from there).")


@pytest.mark.parametrize("zone", ["discard", "deck"])
def test_an_event_in_its_discard_pile_or_deck_keeps_its_zones(zone):
    """The Rules Reference plays events from hand; elsewhere an event works only where `zones` say."""
    abilities = {"backflip-response": ability("response", DAMAGE_TO_CAT, [mark(1)], card="backflip")}
    outcome = resolve(doc(table(backflip=card(zone=zone)), abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start"]
    warning = warning_of(outcome, "backflip-response")
    assert warning["kind"] == "not-live"
    assert warning["text"].endswith(f"Backflip was in {zone}, {IN_PLAY_ONLY} (give the ability `zones: [{zone}]` "
                                    "if it works from there).")


def test_zones_written_on_the_ability_decide_for_an_event_too():
    abilities = {"only-in-play": ability("response", DAMAGE_TO_CAT, [mark(1)], card="backflip", zones=["play"]),
                 "from-discard": ability("response", DAMAGE_TO_CAT, [mark(2)], card="web", zones=["discard"]),
                 "from-hand": ability("response", DAMAGE_TO_CAT, [mark(3)], card="swing", zones=["hand"])}
    entities = table(backflip=card(), web=card(name="Web", zone="discard"), swing=card(name="Swing"))
    outcome = resolve(doc(entities, abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "from-discard", "from-hand"]
    assert live_notes(outcome) == []  # their zones made them live, not their card type
    warning = warning_of(outcome, "only-in-play")
    assert warning["kind"] == "not-live"
    assert warning["text"].endswith("Backflip was in hand, and this ability works only while its card is in play "
                                    "(give the ability `zones: [hand]` if it works from there).")


def test_an_event_in_a_hand_with_no_player_as_owner_is_not_live_and_the_warning_says_why():
    abilities = {"backflip-response": ability("response", DAMAGE_TO_CAT, [mark(1)], card="backflip")}
    outcome = resolve(doc(table(backflip=card(owner=None)), abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start"]
    warning = warning_of(outcome, "backflip-response")
    assert warning["kind"] == "not-live"
    assert warning["text"].endswith("an event card's abilities work from its owner's hand, and Backflip has no "
                                    "owner among the players (give it `owner`).")


def test_an_events_constant_ability_and_modifier_do_nothing_from_hand():
    abilities = {
        "backflip-constant": ability("constant", DAMAGE_TO_CAT, [mark(1)], card="backflip"),
        "backflip-modifier": {"card": "backflip", "timing": "modifier", "modifies": {"value": "damage",
                                                                                  "target": "black-cat"},
                              "by": {"add": 1}},
    }
    outcome = resolve(doc(table(backflip=card()), abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start"]
    assert outcome["state"]["black-cat"]["damage"] == 1
    warning = warning_of(outcome, "backflip-constant")
    assert warning["kind"] == "not-live"
    assert warning["text"].endswith("an event card's triggered abilities work from its owner's hand, and this one "
                                    "is a constant ability, whose text works only in play.")


def test_an_event_used_by_its_interrupt_is_gone_from_hand_when_its_response_would_answer():
    """Its interrupt played it (to the discard pile), so its response to the same hit is not live."""
    abilities = {"backflip-interrupt": ability("interrupt", DAMAGE_TO_CAT, [mark(1)], card="backflip"),
                 "backflip-response": ability("response", DAMAGE_TO_CAT, [mark(2)], card="backflip")}
    outcome = resolve(doc(table(backflip=card()), abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "backflip-interrupt"]
    assert log(outcome) == 1
    assert outcome["state"]["backflip"]["zone"] == "discard"
    assert warning_of(outcome, "backflip-response")["text"].startswith("backflip-response did not trigger")


def test_an_event_does_not_answer_while_it_is_being_played():
    """An event in hand answers another event being played, not itself: it is the card leaving the hand.
    Swing's interrupt plays Swing; Web, declared and not yet on the table, does not answer that play
    either (using it would play it a second time)."""
    on_played = {"event": "played", "card": {"type": "event"}}
    abilities = {"web-watch": ability("interrupt", on_played, [mark(1)], card="web"),
                 "swing-watch": ability("interrupt", on_played, [mark(2)], card="swing")}
    entities = table(web=card(name="Web"), swing=card(name="Swing"))
    outcome = resolve(doc(entities, abilities, [{"play_card": {"card": "web", "do": [{"say": "thwip"}]}}]))
    assert outcome["resolution_order"] == ["start", "swing-watch"]
    assert log(outcome) == 2
    assert outcome["state"]["web"]["zone"] == "discard"
    assert outcome["state"]["swing"]["zone"] == "discard"
    assert len(played_steps(outcome, "Web")) == 1
    warning = warning_of(outcome, "web-watch")
    assert warning["kind"] == "not-live"
    assert "when Swing is played" in warning["text"]
    assert warning["text"].endswith("an event card's abilities work from its owner's hand, and Web is being played.")


def test_an_event_does_not_answer_its_own_being_played():
    abilities = {"web-watch": ability("interrupt", {"event": "played", "card": {"type": "event"}}, [mark(1)],
                                      card="web")}
    outcome = resolve(doc(table(web=card(name="Web")), abilities,
                          [{"play_card": {"card": "web", "do": [{"say": "thwip"}]}}]))
    assert outcome["resolution_order"] == ["start"]
    assert outcome["state"]["web"]["zone"] == "discard"
    warning = warning_of(outcome, "web-watch")
    assert warning["kind"] == "not-live"
    assert warning["text"].endswith("this was Web being played.")


PLAY_ENTRY = "marvel-champions#rules-reference-play-put-into-play"
PLAY_SENTENCE = ("When an event card is played, place it on the table, resolve its ability, and place the card in "
                 "its owner’s discard pile.")



def test_using_an_events_ability_from_hand_plays_it_and_puts_it_in_the_discard_pile():
    """Event; Play, Put Into Play: the ability's ops are the played card's effects, resolved on the table,
    then the card goes to its owner's discard pile, so the second hit finds it there, not live."""
    abilities = {"backflip-response": ability("response", DAMAGE_TO_CAT, [mark(1)], card="backflip")}
    outcome = resolve(doc(table(backflip=card()), abilities, [HIT_THE_CAT, HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "backflip-response"]
    assert log(outcome) == 1
    assert outcome["state"]["backflip"]["zone"] == "discard"
    assert len(played_steps(outcome)) == 1
    using = outcome["steps"][text_index(outcome, "using Backflip's response from Spider-Man's hand is playing "
                                                 "Backflip", "note")]
    assert (using["rule"], using["quote"]) == (PLAY_ENTRY, PLAY_SENTENCE)
    order = [text_index(outcome, "using Backflip's response"), text_index(outcome, "Spider-Man declares playing"),
             text_index(outcome, "the scenario gives no cost for playing Backflip: none is paid (a reading"),
             text_index(outcome, "interrupts before Spider-Man plays Backflip"),
             text_index(outcome, "Backflip moves from hand to resolving"),
             text_index(outcome, "Backflip has resolved: it goes to the discard pile now"),
             text_index(outcome, "Backflip moves from resolving to discard"),
             text_index(outcome, "responses to Spider-Man plays Backflip")]
    assert order == sorted(order)
    assert rule_of(outcome, "Backflip has resolved") == EVENT_ENTRY
    assert not any("is still in" in s["text"] for s in steps_of(outcome, "note"))


def test_the_played_event_opens_its_play_windows_for_other_cards():
    abilities = {"backflip-response": ability("response", DAMAGE_TO_CAT, [mark(2)], card="backflip"),
                 "cat-watch": ability("interrupt", {"event": "played", "card": "backflip"}, [mark(1)],
                                      card="black-cat")}
    outcome = resolve(doc(table(backflip=card()), abilities, [HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "backflip-response", "cat-watch"]
    assert log(outcome) == 12  # the interrupt to the play resolves before the event's effects


def test_an_events_cost_op_is_paid_as_the_cost_of_playing_it():
    """Play a Card 2.2: "If playing an event ..., pay any costs to the left of that ->"."""
    pays = [{"cost": {"pay": [{"discard": {"card": "web"}}], "then": [mark(1)]}}]
    abilities = {"backflip-response": ability("response", DAMAGE_TO_CAT, pays, card="backflip")}
    outcome = resolve(doc(table(backflip=card(), web=card(name="Web")), abilities, [HIT_THE_CAT]))
    assert log(outcome) == 1
    assert outcome["state"]["web"]["zone"] == "discard"
    assert outcome["state"]["backflip"]["zone"] == "discard"
    assert text_index(outcome, "the cost of Backflip is paid") < text_index(outcome, "Web moves from hand") \
        < text_index(outcome, "interrupts before Spider-Man plays Backflip")
    assert not any("gives no cost" in s["text"] for s in outcome["steps"])


def test_an_ability_that_plays_its_own_event_plays_it_once():
    """Written as the card is played (`play_card` of `this`), the ability is not played a second time."""
    plays_itself = [{"play_card": {"card": "this", "do": [mark(1)]}}]
    abilities = {"backflip-response": ability("response", DAMAGE_TO_CAT, plays_itself, card="backflip")}
    outcome = resolve(doc(table(backflip=card()), abilities, [HIT_THE_CAT, HIT_THE_CAT]))
    assert outcome["resolution_order"] == ["start", "backflip-response"]
    assert log(outcome) == 1
    assert outcome["state"]["backflip"]["zone"] == "discard"
    assert len(played_steps(outcome)) == 1
    assert not any("not in hand" in s["text"] for s in outcome["steps"])
    assert not any("is still in" in s["text"] for s in steps_of(outcome, "note"))


def test_an_ability_whose_own_play_does_not_happen_leaves_it_in_hand_and_says_so():
    """Its `play_card` of `this` is behind a condition that fails: the model does not play it again."""
    maybe = [{"if": {"cond": "rhino.damage >= 5", "then": [{"play_card": {"card": "this", "do": [mark(1)]}}]}}]
    abilities = {"backflip-response": ability("response", DAMAGE_TO_CAT, maybe, card="backflip")}
    outcome = resolve(doc(table(backflip=card()), abilities, [HIT_THE_CAT]))
    assert outcome["state"]["backflip"]["zone"] == "hand"
    assert played_steps(outcome) == []
    still = outcome["steps"][text_index(outcome, "Backflip is still in Spider-Man's hand", "note")]
    assert still["rule"] == EVENT_ENTRY
    assert "its ability's own play of it did not happen" in still["text"]
    assert still["n"] < outcome["steps"][text_index(outcome, "backflip-response has resolved", "end")]["n"]
