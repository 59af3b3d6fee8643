"""Augments (the Manipulation icon's slot) and Armor: one Augment a slot, a new one discards the old
with what is attached, another player's Augment removed at the price of a card, Armor negating damage
point for point until its last point is spent."""
from tests.adjudicator.timing.valiant.builders import (
    RULES, action, attack, card, hit, notes, resolve, sequence, state, steps, valiant,
)

PLATING = {"plating": card("neil", armor=2)}
IN_SLOT = {"plating": card("neil", zone="augment", armor=2)}
WARFARE = {"warfare": card("amy")}


def test_an_augment_goes_into_its_organizations_slot_and_replaces_the_one_there_with_its_attachments():
    entities = {"old": card("amy", zone="augment"), "stacked": card("amy", zone="augment", attached_to="old"),
                "new": card("amy")}
    outcome = resolve(valiant(entities, {"install": action("new", "augment")}, {"play_action": "install"}))
    assert state(outcome, "new", "zone") == "augment"
    assert state(outcome, "old", "zone") == "discard" and state(outcome, "stacked", "zone") == "discard"
    replaced = steps(outcome, "op", "replaces it")[0]
    assert replaced["rule"] == RULES + "card-action-icons-continued"
    assert "the older card and any other cards/tokens attached to it" in replaced["quote"]


def test_an_augment_is_played_on_the_players_own_turn():
    outcome = resolve(valiant({"new": card("amy")}, {"install": action("new", "augment")},
                              {"play_action": "install"}, current="neil"))
    assert state(outcome, "new", "zone") == "hand"


def test_armor_negates_damage_point_for_point_and_is_spent():
    outcome = resolve(valiant({**WARFARE, "plating": card("neil", zone="augment", armor=3)},
                              {"viral": attack("warfare", 2)}, sequence([hit("viral")])))
    assert state(outcome, "neil", "coherence") == 20
    assert state(outcome, "plating", "armor") == 1 and state(outcome, "plating", "zone") == "augment"
    negated = steps(outcome, "op", "Armor negates 2")[0]
    assert negated["quote"] == "Armor: Armor nullifies damage: 1 armor point negates 1 point of damage."


def test_an_augment_whose_last_armor_point_is_spent_is_discarded():
    outcome = resolve(valiant({**WARFARE, **IN_SLOT}, {"viral": attack("warfare", 3)}, sequence([hit("viral")])))
    assert state(outcome, "neil", "coherence") == 19  # 2 negated, 1 lands
    assert state(outcome, "plating", "zone") == "discard"
    assert "until the last effects of an Augment are delivered" in steps(outcome, "op", "last Armor point")[0]["quote"]


def test_armor_does_not_reduce_superhero_to_superhero_damage():
    heroes = {"bloodshot": {"type": "superhero", "owner": "amy", "sector": "scout"},
              "livewire": {"type": "superhero", "owner": "neil", "sector": "scout"}}
    outcome = resolve(valiant({**heroes, **IN_SLOT}, {}, sequence([{"superhero": "bloodshot", "target": "livewire"}])))
    assert state(outcome, "neil", "coherence") == 19 and state(outcome, "plating", "armor") == 2


def test_another_players_augment_is_removed_with_a_manipulation_card_and_a_discard():
    entities = {**IN_SLOT, "stacked": card("neil", zone="augment", attached_to="plating"),
                "wrench": card("amy"), "spare": card("amy")}
    abilities = {"sunder": action("wrench", "augment")}
    outcome = resolve(valiant(entities, abilities,
                              {"remove_augment": {"player": "neil", "with": "sunder", "discard": "spare"}}))
    assert {c: state(outcome, c, "zone") for c in ("plating", "stacked", "wrench", "spare")} == \
        dict.fromkeys(("plating", "stacked", "wrench", "spare"), "discard")
    assert "ignoring the associated action" in steps(outcome, "op", "ignoring its action")[0]["quote"]


def test_removing_an_augment_needs_another_card_to_discard():
    entities = {**IN_SLOT, "wrench": card("amy")}
    outcome = resolve(valiant(entities, {"sunder": action("wrench", "augment")},
                              {"remove_augment": {"player": "neil", "with": "sunder", "discard": "wrench"}}))
    assert state(outcome, "plating", "zone") == "augment" and state(outcome, "wrench", "zone") == "hand"
    assert notes(outcome, "must discard another card")[0]["rule"] == RULES + "card-action-icons-continued"
