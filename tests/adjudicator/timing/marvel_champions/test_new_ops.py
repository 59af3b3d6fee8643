"""The ops the Rules Reference needed and the model lacked: indirect damage (Indirect Damage), the
replacement effect (Replacement Effect, “Would”), encounter cards dealt and discarded by a card (Deal;
Encounter Deck), a double-sided card leaving play (Double-Sided Card). The fixtures under
fixtures/scenarios/marvel-champions/ prove each entry; these pin the edges."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from adjudicator.timing.marvel_champions.indirect import divisions
from tests.adjudicator.timing.marvel_champions.builders import (
    ability,
    doc,
    log,
    mark,
    resolve,
    run,
    table,
    text_index,
)


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


# -- declarations and checking ------------------------------------------------------------------------
@pytest.mark.parametrize("op, path, words", [
    ({"deal_indirect_damge": {"to": "spider-man", "amount": 1}}, "start.do[0].deal_indirect_damge",
     "did you mean 'deal_indirect_damage'"),
    ({"deal_indirect_damage": {"to": "spider-man", "amount": 2, "assign": {"black-kat": 2}}},
     "start.do[0].deal_indirect_damage.assign.black-kat", "did you mean 'black-cat'"),
    ({"deal_indirect_damage": {"to": "spider-man", "amount": 2, "assign": ["black-cat"]}},
     "start.do[0].deal_indirect_damage.assign", "expected a mapping of character to its share"),
    ({"deal_indirect_damage": {"to": "spider-man"}}, "start.do[0].deal_indirect_damage.amount", "is required"),
    ({"replace": {"label": "instead"}}, "start.do[0].replace.do", "is required"),
    ({"replcae": {"do": []}}, "start.do[0].replcae", "did you mean 'replace'"),
    ({"thne": {"do": [], "then": []}}, "start.do[0].thne", "did you mean 'then'"),
    ({"maay": {"do": []}}, "start.do[0].maay", "did you mean 'may'"),
    ({"may": {"do": [], "pick": "resolv"}}, "start.do[0].may.pick", "did you mean 'resolve'"),
    ({"move_thret": {"from": "spider-man", "to": "spider-man", "amount": 1}}, "start.do[0].move_thret",
     "did you mean 'move_threat'"),
    ({"move_threat": {"form": "spider-man", "to": "spider-man", "amount": 1}}, "start.do[0].move_threat.form",
     "did you mean 'from'"),
    ({"then": {"do": [], "thne": []}}, "start.do[0].then.thne", "did you mean 'then'"),
    ({"deal_encounter": {"who": "spider-man", "cards": 2}}, "start.do[0].deal_encounter.cards", "unknown key"),
])
def test_a_bad_field_of_a_new_op_is_refused_at_its_path(op, path, words):
    found = problems(doc(table(), {}, [op]))
    assert path in found, found
    assert words in found[path]


def test_an_instead_effect_id_names_an_ability_with_did_you_mean():
    document = doc(table(), {"saves": ability("would-interrupt", {"event": "damage_dealt"})},
                   [{"deal_damage": {"to": "black-cat", "amount": 1}}])
    document["expect"] = {"order": ["start", "instead:savse"]}
    found = problems(document)
    assert "did you mean 'saves'" in found["expect.order[1]"]


def test_the_new_ops_are_in_the_reference_panel_with_their_fields():
    from adjudicator.web.reference import reference

    ops = {op["name"]: {name: required for name, required, _what in op["fields"]}
           for op in reference("marvel-champions")["ops"]}
    assert ops["deal_indirect_damage"] == {"to": True, "amount": True, "source": False, "assign": False}
    assert ops["replace"] == {"do": True, "label": False}
    assert ops["deal_encounter"] == {"who": False, "count": False}
    assert "discard_encounter" not in ops  # discarding from the encounter deck is discard_top's (one op)


# -- indirect damage --------------------------------------------------------------------------------------
def test_divisions_give_the_identity_the_largest_share_first_and_respect_each_limit():
    assert divisions(["hero", "ally"], {"hero": 10, "ally": 2}, 3) == [(3, 0), (2, 1), (1, 2)]
    assert divisions(["hero", "ally"], {"hero": 1, "ally": 2}, 3) == [(1, 2)]
    assert divisions(["hero", "ally"], {"hero": None, "ally": 1}, 2) == [(2, 0), (1, 1)]


def test_a_group_divides_indirect_damage_among_friendly_characters_in_play():
    entities = table(she_hulk={"type": "hero", "name": "She-Hulk", "form": "hero", "hp": 15})
    outcome = resolve(doc(entities, {}, [{"deal_indirect_damage": {"to": ["spider-man", "she-hulk"], "amount": 3,
                                                                   "assign": {"she-hulk": 2, "black-cat": 1}}}],
                          players=("spider-man", "she-hulk")))
    assert outcome["state"]["she-hulk"]["damage"] == 2 and outcome["state"]["black-cat"]["damage"] == 1
    assert outcome["steps"][text_index(outcome, "indirect damage as the scenario says")]["rule"].endswith(
        "rules-reference-indirect-damage")


def test_a_player_cannot_give_indirect_damage_to_another_players_character():
    entities = table(she_hulk={"type": "hero", "name": "She-Hulk", "form": "hero", "hp": 15})
    document = doc(entities, {}, [{"deal_indirect_damage": {"to": "spider-man", "amount": 1,
                                                            "assign": {"she-hulk": 1}}}],
                   players=("spider-man", "she-hulk"))
    outcomes = run(document)["outcomes"]
    assert len(outcomes) == 2  # refused, the division is Spider-Man's to make: himself or Black Cat
    for outcome in outcomes:
        assert any(w["kind"] == "refused-play" for w in outcome["warnings"])
        assert outcome["state"]["she-hulk"].get("damage", 0) == 0


def test_indirect_damage_beyond_what_would_defeat_every_character_is_not_dealt():
    entities = table()
    entities["spider-man"]["damage"] = 8   # 2 left
    entities["black-cat"]["damage"] = 2    # 1 left
    outcome = resolve(doc(entities, {}, [{"deal_indirect_damage": {"to": "spider-man", "amount": 5}}]))
    assert text_index(outcome, "can be assigned only 3 of the 5 indirect damage") >= 0
    assert text_index(outcome, "the only way the entry allows: Spider-Man 2, Black Cat 1") >= 0
    assert outcome["state"]["spider-man"]["damage"] == 10 and outcome["state"]["black-cat"]["damage"] == 3


# -- replacement ------------------------------------------------------------------------------------------
def test_replace_outside_an_interrupt_window_replaces_nothing():
    outcome = resolve(doc(table(), {}, [{"replace": {"do": [mark(1)]}}]))
    assert text_index(outcome, "has nothing to replace") >= 0
    assert log(outcome) == 0


def test_a_cancel_after_a_replacement_is_not_used_the_replacement_resolves():
    abilities = {
        "swap": ability("would-interrupt", {"event": "damage_dealt", "target": "black-cat"},
                        [{"replace": {"do": [mark(1)]}}]),
        "stop": ability("interrupt", {"event": "damage_dealt", "target": "black-cat"}, [{"cancel": {}}]),
    }
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": "black-cat", "amount": 1}}]))
    assert outcome["resolution_order"] == ["start", "swap", "instead:swap"]
    assert log(outcome) == 1 and outcome["state"]["black-cat"].get("damage", 0) == 0


def test_replace_in_a_replacement_class_ability_also_waits_for_the_occurrences_turn():
    abilities = {
        "swap": ability("replacement", {"event": "damage_dealt", "target": "black-cat"},
                        [{"replace": {"do": [mark(1)]}}]),
        "first": ability("forced-would-interrupt", {"event": "damage_dealt", "target": "black-cat"}, [mark(2)]),
    }
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": "black-cat", "amount": 1}}]))
    assert outcome["resolution_order"] == ["start", "swap", "instead:swap"]
    assert log(outcome) == 1 and outcome["state"]["black-cat"].get("damage", 0) == 0


# -- encounter cards ------------------------------------------------------------------------------------
def test_a_card_dealt_by_an_ability_stays_face_down_until_the_villain_phase():
    entities = table(bad_luck={"type": "treachery", "name": "Bad Luck", "zone": "encounter-deck", "position": 1})
    outcome = resolve(doc(entities, {}, [{"deal_encounter": {"who": "spider-man"}}]))
    card = outcome["state"]["bad-luck"]
    assert card["zone"] == "facedown" and card["dealt_to"] == "spider-man" and card["facedown"] is True


def test_dealing_from_an_empty_deck_and_discard_pile_deals_nothing_and_says_so():
    outcome = resolve(doc(table(), {}, [{"deal_encounter": {"who": "spider-man", "count": 2}}]))
    assert text_index(outcome, "both empty") >= 0


def test_a_huge_count_deals_the_cards_there_are_without_building_a_step_for_each():
    """`count: 1000000000` built a billion pending steps at once (a web worker grew to 19 GB and never
    answered); the cards are dealt one at a time, and when none is left one note says so."""
    import resource

    entities = table(bad_luck={"type": "treachery", "name": "Bad Luck", "zone": "encounter-deck", "position": 1})
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (2 * 1024 ** 3, hard))  # a list of a billion steps cannot be built
    try:
        outcome = resolve(doc(entities, {}, [{"deal_encounter": {"who": "spider-man", "count": 10 ** 9}}]))
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    assert outcome["state"]["bad-luck"]["zone"] == "facedown"
    notes = [s["text"] for s in outcome["steps"] if s["text"].startswith("no encounter card is left")]
    assert notes == ["no encounter card is left to deal to Spider-Man (999,999,999 of the 1,000,000,000 not dealt)"]


def test_an_encounter_card_is_dealt_to_a_player_only():
    with pytest.raises(Exception) as caught:
        resolve(doc(table(), {}, [{"deal_encounter": {"who": "rhino"}}]))
    assert "Rhino is not a player" in str(caught.value)


def test_an_empty_encounter_deck_names_the_cards_in_a_zone_of_the_scenarios_own_that_says_encounter():
    """`zone: encounter` is a zone of the scenario's own, not the encounter deck: the note that the deck is empty
    says where the card is and what the deck's zone is, so the author sees why nothing was dealt."""
    entities = table(shadow={"type": "treachery", "name": "Shadow of the Past", "zone": "encounter"})
    outcome = resolve(doc(entities, {}, [{"deal_encounter": {"who": "spider-man"}}]))
    note = outcome["steps"][text_index(outcome, "both empty")]["text"]
    assert "Shadow of the Past is in the zone “encounter”, one of the scenario's own" in note
    assert "zone encounter-deck" in note and "encounter-discard" in note
