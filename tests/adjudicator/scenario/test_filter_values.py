"""A filter's value in count(…)/nearest(…) names an entity, a zone, a card type, a trait or a word some entity
carries: one a letter from such a word, that nothing carries, would make the filter count nothing without a
word (`count(owner=spider-mn)` counted 0). It is refused at its line with "did you mean"."""
import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid

MC = """\
format: 1
game: marvel-champions
title: Counting the cards in a hand
players: [spider-man]
entities:
  spider-man: {{type: hero, name: Spider-Man, form: hero, hp: 10}}
  web-ball: {{type: event, name: Web Ball, owner: spider-man, zone: hand, traits: [web]}}
  rhino: {{type: villain, name: Rhino, zone: play, hp: 14}}
start:
  do:
    - set: {{target: spider-man, prop: tally, value: '{expression}'}}
"""
UCA = """\
format: 1
game: union-city-alliance
title: Counting the enemies
players: [hero]
entities:
  hero: {{type: hero, heroism: 4}}
  goon: {{type: enemy, zone: board}}
start:
  do:
    - set: {{target: hero, prop: tally, value: '{expression}'}}
"""


def problems(template, expression):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(template.format(expression=expression))
    return {p.path: p.message for p in caught.value.problems}


@pytest.mark.parametrize("template, expression, original", [
    (MC, "count(owner=spider-mn, zone=hand)", "spider-man"),
    (MC, "count(controller=spidr-man)", "spider-man"),
    (MC, "count(type=evnt, zone=hand)", "event"),
    (MC, "count(trait=wb, zone=hand)", "web"),
    (MC, 'count(zone="hnd")', "hand"),
    (MC, "count(attached_to=rhno)", "rhino"),
    (UCA, "count(type=enmy, zone=board)", "enemy"),
    (UCA, "in_range(nearest(to=hro, type=enemy), hero, 1)", "hero"),
    (UCA, "in_range(nearest(to=curent, type=enemy), hero, 1)", "current"),
])
def test_a_filter_value_one_letter_from_a_known_word_is_refused_at_its_line(template, expression, original):
    found = problems(template, expression)
    assert list(found) == ["start.do[0].set.value"], found
    assert f"did you mean {original!r}?" in found["start.do[0].set.value"]


@pytest.mark.parametrize("template, expression", [
    (MC, "count(owner=spider-man, zone=hand)"),
    (MC, "count(owner=you, zone=hand)"),
    (MC, "count(type=event, trait=web)"),
    (MC, "count(cost=5)"),
    (UCA, "count(type=enemy, zone=board)"),
    (UCA, "count(type=thug, zone=board)"),  # nothing carries it and it is near no word: a count of 0, not a typo
])
def test_a_filter_value_that_is_a_known_word_or_near_none_is_taken(template, expression):
    load_scenario(template.format(expression=expression))
