"""The table's common situations the Rules Reference settles (issue 23): what the fixtures cannot check
by state alone — the order of steps, the warnings, the refusals of bad input. Each test quotes its rule."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import run, scenario
from tests.adjudicator.timing.marvel_champions.builders import (
    ability,
    doc,
    log,
    mark,
    resolve,
    rule_of,
    table,
    text_index,
)

RR = "marvel-champions#rules-reference-"


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


# -- Attack (Enemy Activation) 3b-3d: the Boost ability, then the icons, then the discard ---------------------
def test_the_boost_ability_resolves_before_the_icons_count_and_the_card_is_discarded_before_the_damage():
    entities = table(charge={"type": "treachery", "name": "Charge", "zone": "encounter-deck", "position": 1,
                             "boost_icons": 2})
    abilities = {"charge-boost": ability("boost", None, [mark(1)], card="charge")}
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man"}}]))
    boost = text_index(outcome, "charge-boost triggers", "trigger")
    icons = text_index(outcome, "from Charge's boost icons", "phase")
    discarded = text_index(outcome, "it is discarded now", "phase")
    damage = text_index(outcome, "Rhino attacks: ATK 2 + boost 2", "phase")
    assert boost < icons < discarded < damage
    assert rule_of(outcome, "from Charge's boost icons", "phase") == RR + "attack-enemy-activation"
    assert log(outcome) == 1
    assert outcome["state"]["spider-man"]["damage"] == 4


# -- Ability: a trigger restricted to a form ------------------------------------------------------------------
def test_a_hero_response_in_alter_ego_form_does_not_fire_and_a_warning_says_wrong_form():
    entities = table()
    entities["spider-man"]["form"] = "alter-ego"
    abilities = {"hero-response": ability("response", {"event": "schemes", "by": "rhino"}, [mark(1)],
                                          form="hero", label="Hero Response")}
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man",
                                                              "boost": 0}}]))
    assert log(outcome) == 0
    assert rule_of(outcome, "does not trigger — wrong form") == RR + "ability"
    warning = next(w for w in outcome["warnings"] if w["ability"] == "hero-response")
    assert "wrong form" in warning["text"] and "alter-ego form" in warning["text"]


def test_a_form_the_game_does_not_know_is_refused_with_did_you_mean():
    abilities = {"a": ability("response", {"event": "schemes"}, form="heroic")}
    found = problems(doc(table(), abilities, [{"say": "x"}]))
    assert "did you mean 'hero'" in found["abilities.a.form"]


def test_a_game_without_forms_refuses_the_field():
    document = scenario({"hero": {"type": "hero"}},
                        {"a": {"card": "hero", "timing": "when", "on": {"event": "drawn"}, "form": "hero",
                               "do": [{"say": "x"}]}})
    assert "has no forms" in problems(document)["abilities.a.form"]


# -- Keywords: numbered ones need their number ------------------------------------------------------------------
@pytest.mark.parametrize("keyword, words", [
    ("incite", "incite is written with its number, e.g. `incite 1`"),
    ("hinder", "hinder is written with its number, e.g. `hinder 1`"),
    ("peril 2", "peril is written alone, without a number"),
    ("insite 1", "did you mean 'incite'"),
])
def test_a_keyword_written_wrong_is_refused(keyword, words):
    found = problems(doc(table(), {}, [{"gain_keyword": {"card": "rhino", "keyword": keyword}}]))
    assert words in found["start.do[0].gain_keyword.keyword"]


# -- “Would” ---------------------------------------------------------------------------------------------------
def test_a_forced_would_interrupt_goes_before_a_would_interrupt_and_both_before_plain_ones():
    defeated = {"event": "defeated", "target": "black-cat"}
    abilities = {"plain": ability("interrupt", defeated, [mark(4)]),
                 "forced": ability("forced-interrupt", defeated, [mark(3)]),
                 "would": ability("would-interrupt", defeated, [mark(2)]),
                 "forced-would": ability("forced-would-interrupt", defeated, [mark(1)])}
    outcome = resolve(doc(table(), abilities, [{"deal_damage": {"to": "black-cat", "amount": 3}}], ruleset="1.6"))
    assert log(outcome) == 1234
    assert rule_of(outcome, "priority 4, “would”", "trigger") == RR + "would"


# -- Villain Phase 2b: minions in the player's order ----------------------------------------------------------
def test_without_exploring_the_minions_activate_in_the_order_listed_and_a_choice_step_says_so():
    entities = table(brute={"type": "minion", "name": "Brute", "zone": "play", "engaged": "spider-man", "hp": 5,
                            "atk": 1})
    outcome = resolve(doc(entities, {}, [{"villain_phase": {"villain": "rhino"}}]))
    choice = text_index(outcome, "chooses the order the minions engaged with them activate in", "choice")
    assert outcome["steps"][choice]["rule"] == RR + "villain-phase"
    assert text_index(outcome, "Hydra Soldier, engaged with") < text_index(outcome, "Brute, engaged with")


def test_exploring_offers_both_orders_of_two_engaged_minions():
    entities = table(brute={"type": "minion", "name": "Brute", "zone": "play", "engaged": "spider-man", "hp": 5,
                            "atk": 1})
    abilities = {"soldier": ability("forced-response", {"event": "attacks", "by": "hydra-soldier"}, [mark(1)]),
                 "brute": ability("forced-response", {"event": "attacks", "by": "brute"}, [mark(2)])}
    result = run(doc(entities, abilities, [{"villain_phase": {"villain": "rhino"}}]), explore=True)
    assert sorted(o["state"]["ledger"]["log"] for o in result["outcomes"]) == [12, 21]
    firsts = {next(s["text"] for s in o["steps"] if "engaged with Spider-Man, activates" in s["text"])
              for o in result["outcomes"]}
    assert any(t.startswith("Brute") for t in firsts) and any(t.startswith("Hydra Soldier") for t in firsts)
