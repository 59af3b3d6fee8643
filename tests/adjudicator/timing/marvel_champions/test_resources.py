"""Resources and paying costs with them (resources.py): the words are closed lists refused with "did you mean",
the Requirement keyword points to its property, and a payment is checked against the cost as it is declared."""
import pytest

from adjudicator.api import adjudicate_text, load_scenario
from adjudicator.errors import ScenarioInvalid

SCENARIO = """\
format: 1
game: marvel-champions
title: Spider-Man pays for a card with resources
players: [spider-man]
entities:
  spider-man: {{type: hero, name: Spider-Man, form: hero, hp: 10}}
  strike: {{type: event, name: Strike, owner: spider-man, zone: hand, cost: {cost}{extra}}}
  grip: {{type: resource, name: Grip, owner: spider-man, zone: hand, resources: {resources}}}
  tower: {{type: support, name: Tower, owner: spider-man, zone: play, resource_ability: [wild]{tower}}}
start:
  do:
    - play_card: {{card: strike, spend: {spend}}}
"""


def scenario(cost=1, resources="[physical]", spend="[grip]", extra="", tower=""):
    return SCENARIO.format(cost=cost, resources=resources, spend=spend, extra=extra, tower=tower)


def problems(text):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(text)
    return {p.path: p.message for p in caught.value.problems}


@pytest.mark.parametrize("where, text, path, near", [
    ("resources", scenario(resources="[physcial]"), "entities.grip.resources[0]", "physical"),
    ("resource_ability", scenario(tower=", resource_for: [aly]").replace("[wild]", "[wilde]"),
     "entities.tower.resource_ability[0]", "wild"),
    ("resource_for", scenario(tower=", resource_for: [aly]"), "entities.tower.resource_for[0]", "ally"),
    ("requirement", scenario(extra=", requirement: [mentl]"), "entities.strike.requirement[0]", "mental"),
    ("spend as", scenario(spend="[{card: grip, as: [enrgy]}]"), "start.do[0].play_card.spend[0].as[0]", "energy"),
])
def test_a_mistyped_resource_word_is_refused_with_did_you_mean(where, text, path, near):
    message = problems(text)[path]
    assert f"(did you mean {near!r}?)" in message, (where, message)


def test_a_resource_list_written_as_one_word_is_refused():
    assert "expected a list of resource types" in problems(scenario(resources="physical"))["entities.grip.resources"]


def test_the_requirement_keyword_says_to_write_the_requirement_list():
    text = scenario().replace("cost: 1", "cost: 1, keywords: [requirement]")
    message = problems(text)["entities.strike.keywords[0]"]
    assert "Requirement (Resources)" in message and "`requirement: [mental]`" in message


def test_a_card_named_twice_in_spend_and_a_bad_cost_are_refused():
    found = problems(scenario(spend="[grip, grip]"))
    assert "already in this `spend`" in found["start.do[0].play_card.spend[1]"]
    assert "printed resource cost" in problems(scenario(cost="-1"))["entities.strike.cost"]
    assert "no `resource_ability`" in problems(scenario(extra=", resource_for: [ally]"))["entities.strike.resource_for"]


def refused(text):
    outcome, = adjudicate_text(text)["outcomes"]
    return [w for w in outcome["warnings"] if w["kind"] == "refused-play"]


def test_too_few_resources_refuse_the_play_and_enough_pay_it():
    assert refused(scenario(cost=3, resources="[physical, physical]"))
    assert not refused(scenario(cost=2, resources="[physical, physical]"))


def test_a_wild_declared_as_one_type_for_a_card_with_none_is_refused():
    message = refused(scenario(spend="[{card: grip, as: [mental]}]"))[0]["text"]
    assert "`as` names 1 type for Grip, which generates no wild resource:" in message


def test_a_card_cannot_pay_for_itself_and_a_requirement_beyond_the_cost_cannot_be_met():
    itself = scenario(spend="[strike]").replace("cost: 1", "cost: 1, resources: [physical]")
    assert "is the card being paid for" in refused(itself)[0]["text"]
    beyond = scenario(cost=1, resources="[mental, mental]", extra=", requirement: [mental, mental]")
    assert "more than its cost of 1" in refused(beyond)[0]["text"]


def test_a_card_with_a_cost_played_without_spend_generates_nothing_and_is_refused():
    text = scenario().replace("    - play_card: {card: strike, spend: [grip]}", "    - play_card: {card: strike}")
    assert "nothing generates a resource" in refused(text)[0]["text"]
    assert not refused(scenario(cost=0).replace(", spend: [grip]", ""))


def test_a_resource_timing_class_is_refused_saying_how_a_resource_ability_is_written():
    text = scenario().replace("start:", "abilities:\n  a: {card: tower, timing: resource, do: [{exhaust: tower}]}\n"
                                        "start:")
    assert "`resource_ability: [wild]`" in problems(text)["abilities.a.timing"]


@pytest.mark.parametrize("grip, spend, paid", [
    ("[physical]", "[grip]", False),  # a cost that requires a wild resource: a physical one is not one
    ("[wild]", "[grip]", True),
    ("[wild]", "[{card: grip, as: [wild]}]", True),
    ("[wild]", "[{card: grip, as: [physical]}]", False),  # declared physical: no longer a wild for this cost
])
def test_an_ability_cost_requiring_a_wild_resource_takes_only_one_used_as_wild(grip, spend, paid):
    text = scenario(resources=grip).replace("    - play_card: {card: strike, spend: [grip]}",
                                            f"    - use_ability: {{card: tower, resource_cost: [wild], spend: {spend}}}")
    assert bool(refused(text)) is not paid


def test_a_required_wild_takes_a_declared_wild_before_one_left_open_for_another_type():
    text = scenario(resources="[wild]").replace(
        "  tower:", "  grip-2: {type: resource, name: Grip, owner: spider-man, zone: hand, resources: [wild]}\n  tower:"
    ).replace("    - play_card: {card: strike, spend: [grip]}",
              "    - use_ability: {card: tower, resource_cost: [wild, mental], spend: [grip, {card: grip-2, as: [wild]}]}")
    assert not refused(text)
