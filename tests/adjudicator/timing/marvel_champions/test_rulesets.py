"""`ruleset:` — which version of the Rules Reference a scenario is resolved under, and what changes."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import scenario
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, resolve, table

SHIELD = {"shield": ability("interrupt", {"event": "damage_dealt", "target": "spider-man"}, [{"prevent": "all"}],
                            card="spider-man")}
HIT = {"deal_damage": {"to": "spider-man", "amount": 3, "source": "rhino"}}


def tough_table():
    entities = table()
    entities["spider-man"]["tough"] = True
    return entities


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


def test_a_scenario_without_a_ruleset_is_resolved_under_the_latest():
    parsed, _ = load_scenario(json.dumps(doc(tough_table(), SHIELD, [HIT])))
    assert parsed.ruleset == "1.6"
    explicit, _ = load_scenario(json.dumps(doc(tough_table(), SHIELD, [HIT], ruleset="1.5")))
    assert explicit.ruleset == "1.5"


def test_under_1_5_the_tough_card_goes_before_an_interrupt_to_the_dealing_and_cites_the_damage_entry():
    outcome = resolve(doc(tough_table(), SHIELD, [HIT], ruleset="1.5"))
    assert outcome["resolution_order"] == ["start", "tough:spider-man", "shield"]
    assert outcome["state"]["spider-man"]["tough"] is False
    trigger = next(s for s in outcome["steps"] if s["kind"] == "trigger" and "tough" in s["text"])
    assert trigger["rule"] == "marvel-champions#rules-reference-damage"
    assert trigger["quote"].startswith("Tough status cards resolve before interrupts to the dealing of damage")
    assert "ruleset 1.5" in trigger["text"]


def test_under_1_6_an_interrupt_to_the_dealing_goes_first_and_the_step_says_it_is_a_reading():
    outcome = resolve(doc(tough_table(), SHIELD, [HIT]))
    assert outcome["resolution_order"] == ["start", "shield"]
    assert outcome["state"]["spider-man"]["tough"] is True
    unshielded = resolve(doc(tough_table(), {}, [HIT]))
    trigger = next(s for s in unshielded["steps"] if s["kind"] == "trigger" and "tough" in s["text"])
    assert trigger["rule"] == "marvel-champions#rules-reference-tough"
    assert "ruleset 1.6, a reading" in trigger["text"]
    assert not unshielded["state"]["spider-man"].get("damage")


def test_an_unknown_ruleset_is_refused_naming_those_there_are():
    found = problems(doc(table(), {}, [HIT], ruleset="2.0"))
    assert "unknown ruleset '2.0' for Marvel Champions; expected one of: 1.5, 1.6 (default 1.6)" in found["ruleset"]
    assert "ruleset" in problems(doc(table(), {}, [HIT], ruleset=1.5))


def test_a_game_with_one_version_of_its_rules_refuses_a_ruleset():
    uca = scenario({"wrangler": {"type": "hero", "max_stamina": 10}}, {}, {"do": [{"say": "hi"}]},
                   players=["wrangler"], ruleset="1.5")
    assert "has only one version of its rules" in problems(uca)["ruleset"]


def test_a_published_version_the_model_does_not_apply_is_refused_saying_why():
    found = problems(doc(table(), {}, [HIT], ruleset="1.8"))["ruleset"]
    assert "ruleset '1.8' of Marvel Champions is published but not modelled" in found
    assert "timing priority chart" in found and "expected one of: 1.5, 1.6 (default 1.6)" in found


def test_each_ruleset_says_when_and_where_its_version_was_published():
    from adjudicator.timing.marvel_champions.rules import LATER_VERSIONS, RULESET_SOURCES, RULESETS

    assert set(RULESET_SOURCES) == set(RULESETS)
    for date, source, url in RULESET_SOURCES.values():
        assert len(date) == 10 and source and url.startswith("https://")
    assert not set(LATER_VERSIONS) & set(RULESETS)
