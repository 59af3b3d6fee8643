"""Marvel Champions' entity properties are a closed list (docs/scenario-format.md, "Entity property names"):
a property the model does not know is refused at its line, with "did you mean" — a crisis or amplify icon
written one letter wrong would otherwise be ignored without a word — unless the scenario's abilities keep it
as their own counter; a game without the list takes any property."""
import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid

MC = """\
format: 1
game: marvel-champions
title: A side scheme with an icon
players: [spider-man]
entities:
  spider-man: {{type: hero, name: Spider-Man, form: hero, hp: 10, thw: 1}}
  the-break-in: {{type: main-scheme, name: The Break-In!, zone: play, threat: 3, threat_limit: 10}}
  lab: {{type: side-scheme, name: Lab, zone: play, threat: 2, {prop}: 1}}
start:
  do:
    - {op}
"""
THWART = "basic_power: {character: spider-man, power: thw}"
COUNT = "set: {target: lab, prop: tally, value: lab.tally + 1}"


def problems(prop, op=THWART):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(MC.format(prop=prop, op=op))
    return {p.path: p.message for p in caught.value.problems}


@pytest.mark.parametrize("typo, word", [("crsis", "crisis"), ("amplfy", "amplify"), ("hazrd", "hazard"),
                                        ("boost_icon", "boost_icons")])
def test_a_property_one_letter_from_the_games_is_refused_at_its_line(typo, word):
    found = problems(typo)
    assert list(found) == [f"entities.lab.{typo}"]
    assert f"did you mean {word!r}?" in found[f"entities.lab.{typo}"]


def test_a_property_nothing_reads_is_refused_with_the_games_list():
    message = problems("sparkle")["entities.lab.sparkle"]
    assert "unknown property 'sparkle' for Marvel Champions" in message and "crisis, amplify" in message


@pytest.mark.parametrize("prop", ["crisis", "amplify", "hazard", "acceleration_icons", "next_threat", "attached_to"])
def test_the_games_properties_are_taken(prop):
    value = "the-break-in" if prop == "attached_to" else 1
    load_scenario(MC.format(prop=prop, op=THWART).replace(f"{prop}: 1", f"{prop}: {value}"))


def test_the_scenarios_own_counter_is_taken_when_its_abilities_keep_it():
    load_scenario(MC.format(prop="tally", op=COUNT))


def test_the_scenarios_own_counter_one_letter_from_the_games_is_still_refused():
    found = problems("threta", op="set: {target: lab, prop: threta, value: 2}")
    assert "did you mean 'threat'?" in found["entities.lab.threta"]


def test_attached_to_names_another_entity():
    text = MC.format(prop="tally", op=COUNT).replace("tally: 1", "attached_to: spidr-man")
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(text)
    (problem,) = caught.value.problems
    assert problem.path == "entities.lab.attached_to" and "did you mean 'spider-man'?" in problem.message


def test_a_game_without_the_list_takes_any_property():
    load_scenario("""\
format: 1
game: union-city-alliance
title: Any property
players: [odysseus]
entities:
  odysseus: {type: hero, name: Odysseus, max_stamina: 5, sparkle: 3}
start:
  do:
    - say: nothing
""")
