"""Damage by the Rules Reference: dealt, then taken (two timing points, each with its own amounts),
one occurrence for several characters, prevention per character, excess damage, overkill, and the
modifiers of the values the rules compute."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, log, mark, resolve, table, text_index

TO_CAT = {"event": "damage_dealt", "target": "black-cat"}
CAT_TAKES = {"event": "damage_taken", "target": "black-cat"}


def note_of(outcome, fragment):
    return outcome["steps"][text_index(outcome, fragment)]


def test_interrupts_to_the_dealing_go_before_those_to_the_taking_and_each_sees_its_own_amount():
    abilities = {
        "when-taking": ability("interrupt", CAT_TAKES, [mark(2), {"prevent": 1},
                                                        {"set": {"target": "ledger", "prop": "seen", "value":
                                                                 "trigger.amount"}}]),
        "when-dealt": ability("interrupt", TO_CAT, [mark(1)]),
        "after-dealt": ability("response", TO_CAT, [{"set": {"target": "ledger", "prop": "dealt",
                                                              "value": "trigger.amount"}}]),
        "after-taken": ability("response", CAT_TAKES, [{"set": {"target": "ledger", "prop": "taken",
                                                                 "value": "trigger.amount"}}]),
    }
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": "black-cat", "amount": 2, "source": "rhino"}}]))
    assert log(outcome) == 12
    ledger = outcome["state"]["ledger"]
    assert (ledger["seen"], ledger["dealt"], ledger["taken"]) == (2, 2, 1)
    assert outcome["state"]["black-cat"]["damage"] == 1
    dealt = text_index(outcome, "2 damage dealt to Black Cat", "event")
    assert text_index(outcome, "when-dealt begins") < dealt < text_index(outcome, "when-taking begins")


def test_damage_to_several_characters_is_one_occurrence_with_one_window_of_each_kind():
    outcome = resolve(doc(table(), {}, [{"deal_damage": {"to": ["black-cat", "spider-man"], "amount": 1}}]))
    phases = [s["text"] for s in outcome["steps"] if s["kind"] == "phase" and "window" in s["text"]]
    assert phases == ["when window: interrupts before damage to Black Cat (1), Spider-Man (1)",
                      "when window: interrupts before the damage dealt to Black Cat and Spider-Man is taken",
                      "after window: responses to damage to Black Cat (1), Spider-Man (1)"]
    assert outcome["state"]["black-cat"]["damage"] == outcome["state"]["spider-man"]["damage"] == 1


def test_any_order_orders_nothing_here_and_says_so():
    outcome = resolve(doc(table(), {}, [{"deal_damage": {"to": ["black-cat", "spider-man"], "amount": 1,
                                                         "any_order": True}}]))
    step = note_of(outcome, "there is no order to choose")
    assert step["rule"] == "marvel-champions#rules-reference-triggering-condition"


def test_prevention_is_per_character_and_needs_a_damage_window():
    abilities = {"guard-cat": ability("interrupt", CAT_TAKES, [{"prevent": {"amount": "all", "target": "spider-man"}},
                                                               {"prevent": "all"}])}
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": ["black-cat", "hydra-soldier"], "amount": 1}}]))
    assert "no damage is being dealt to Spider-Man" in note_of(outcome, "prevents nothing")["text"]
    assert not outcome["state"]["black-cat"].get("damage")
    assert outcome["state"]["hydra-soldier"]["damage"] == 1
    outside = resolve(doc(table(), {}, [{"prevent": 2}]))
    warning = outside["warnings"][0]
    assert warning["kind"] == "did-nothing"
    assert "it does not interrupt damage being dealt or taken" in warning["text"]


def test_excess_damage_is_what_is_dealt_beyond_the_remaining_hit_points():
    entities = table()
    entities["black-cat"]["damage"] = 1  # 2 hit points left
    abilities = {"count": ability("response", TO_CAT, [{"set": {"target": "ledger", "prop": "excess",
                                                                 "value": "trigger.excess"}}])}
    outcome = resolve(doc(entities, abilities, [{"deal_damage": {"to": "black-cat", "amount": 5}}]))
    assert outcome["state"]["ledger"]["excess"] == 3
    assert outcome["state"]["black-cat"]["zone"] == "discard"
    # overkill is only for an attack: a source with the keyword dealing damage otherwise passes nothing on
    entities["rhino"]["keywords"] = ["overkill"]
    plain = resolve(doc(entities, {}, [{"deal_damage": {"to": "black-cat", "amount": 5, "source": "rhino"}}]))
    assert not plain["state"]["spider-man"].get("damage")


def test_a_character_that_left_play_during_the_dealing_is_dealt_nothing():
    abilities = {"away": ability("interrupt", TO_CAT, [{"move": {"card": "black-cat", "to": "hand"}}])}
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": "black-cat", "amount": 2}}]))
    assert not outcome["state"]["black-cat"].get("damage")
    assert "has left play: no damage is dealt to it" in note_of(outcome, "has left play")["text"]


# -- modifiers ---------------------------------------------------------------------------------------------
def modifier(value, change, **fields):
    return {"card": "ledger", "timing": "modifier", "modifies": {"value": value, **fields}, "by": change}


def test_damage_taken_modified_leaves_the_damage_dealt_as_it_was():
    abilities = {"thick-skin": modifier("damage_taken", {"subtract": 1}, target="black-cat"),
                 "after-dealt": ability("response", TO_CAT, [{"set": {"target": "ledger", "prop": "dealt",
                                                                       "value": "trigger.amount"}}])}
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": "black-cat", "amount": 2}}]))
    assert outcome["state"]["black-cat"]["damage"] == 1
    assert outcome["state"]["ledger"]["dealt"] == 2
    step = next(s for s in outcome["steps"] if s["kind"] == "modifier")
    assert step["text"] == "the damage taken by Black Cat is 1 (2 before modifiers; thick-skin subtract 1)"
    assert step["rule"] == "marvel-champions#rules-reference-modifiers"


def test_damage_dealt_modified_changes_what_is_taken_too():
    abilities = {"heavy-hitter": modifier("damage", {"add": 1}, source="rhino")}
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": "black-cat", "amount": 1, "source": "rhino"}}]))
    assert outcome["state"]["black-cat"]["damage"] == 2


def test_a_stat_modifier_with_a_condition_applies_only_while_it_holds():
    abilities = {"enraged": {**modifier("atk", {"add": 2}, who="rhino"), "if": "rhino.damage >= 3"}}
    calm = resolve(doc(table(), abilities, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0}}]))
    assert calm["state"]["spider-man"]["damage"] == 2
    entities = table()
    entities["rhino"]["damage"] = 3
    angry = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0}}]))
    assert angry["state"]["spider-man"]["damage"] == 4


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


def test_a_modifier_adds_subtracts_multiplies_or_sets_here_and_never_once():
    found = problems(doc(table(), {"m": {**modifier("damage", {"prevent_first": 2}), "once": True}}))
    assert "write an interrupt that uses the `prevent` op" in found["abilities.m.by.prevent_first"]
    assert "write a lasting effect with the `lasting` op" in found["abilities.m.once"]


def test_the_values_a_modifier_may_change_are_the_games():
    assert not _problems_or_none(doc(table(), {"m": modifier("sch", {"add": 1}, who="rhino")}))
    uca = {"format": 1, "game": "union-city-alliance", "title": "t", "entities": {"x": {"type": "enemy"}},
           "abilities": {"m": {"card": "x", "timing": "modifier", "modifies": {"value": "atk"}, "by": {"add": 1}}},
           "start": {"do": [{"say": "hi"}]}}
    assert "unknown value 'atk'" in problems(uca)["abilities.m.modifies.value"]


def test_a_halving_is_divide_here_only_and_a_float_amount_names_it():
    """Modifiers' halving is `divide: N` (N 1 or more); `multiply: 0.5` is refused naming it; another game
    has no `divide`."""
    assert not _problems_or_none(doc(table(), {"m": modifier("atk", {"divide": 2}, who="rhino")}))
    assert "a halving is `divide: 2`" in problems(doc(table(), {"m": modifier("atk", {"multiply": 0.5},
                                                                                      who="rhino")}))["abilities.m.by.multiply"]
    assert "a divisor is 1 or more" in problems(doc(table(), {"m": modifier("atk", {"divide": 0}, who="rhino")}))[
        "abilities.m.by.divide"]
    uca = {"format": 1, "game": "union-city-alliance", "title": "t", "entities": {"x": {"type": "enemy"}},
           "abilities": {"m": {"card": "x", "timing": "modifier", "modifies": {"value": "damage"}, "by": {"divide": 2}}},
           "start": {"do": [{"say": "hi"}]}}
    assert "`divide` is a change of marvel-champions only" in problems(uca)["abilities.m.by.divide"]


def _problems_or_none(document):
    try:
        load_scenario(json.dumps(document))
    except ScenarioInvalid as exc:
        return exc.problems
    return None
