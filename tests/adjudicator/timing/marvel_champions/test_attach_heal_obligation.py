"""Attach To, Heal above the maximum, obligations given to a named player, hit points that end: bad
scenarios are refused at their line; the readings hold where a fixture alone does not show them."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, steps_of, table


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


@pytest.mark.parametrize("props, path, words", [
    ({"give_to": "rhino"}, "entities.notice.give_to", "is not an identity of this scenario"),
    ({"give_to": "spider-mann"}, "entities.notice.give_to", "did you mean 'spider-man'"),
    ({"attach_to": "nobody"}, "entities.notice.attach_to", "is not another entity of this scenario"),
    ({"attach_to": "notice"}, "entities.notice.attach_to", "is not another entity of this scenario"),
    ({"attach_if": 'rhino.zone == "play"'}, "entities.notice.attach_if", "write `attach_to` too"),
    ({"attach_to": "rhino", "attach_if": "rhino.zone =="}, "entities.notice.attach_if", "not a condition"),
])
def test_bad_attach_and_give_properties_are_refused_at_their_line(props, path, words):
    entities = table(notice={"type": "obligation", "name": "Notice", "zone": "encounter-deck", "position": 1, **props})
    found = problems(doc(entities, {}, [{"reveal": {"who": "spider-man"}}]))
    assert path in found and words in found[path], found


def test_heal_above_maximum_must_be_true_or_false():
    found = problems(doc(table(), {}, [{"heal": {"target": "spider-man", "amount": 1, "above_maximum": "yes"}}]))
    assert "start.do[0].heal.above_maximum" in found


def test_an_ordinary_heal_of_an_undamaged_character_heals_nothing_and_one_above_the_maximum_heals_all():
    plain = resolve(doc(table(), {}, [{"heal": {"target": "black-cat", "amount": 2}}]))
    assert not plain["state"]["black-cat"].get("damage")
    above = resolve(doc(table(), {}, [{"heal": {"target": "black-cat", "amount": 2, "above_maximum": True}}]))
    assert above["state"]["black-cat"]["damage"] == -2
    assert any("above its maximum" in s["text"] and "a reading" in s["text"] for s in steps_of(above, "note"))


def test_a_hit_point_modifier_that_ends_defeats_only_a_character_left_with_none():
    """Cat Suit (+2 hit points) leaves play: Black Cat with 2 damage of 3 stays; the Hydra Soldier with 2 of 2
    and no modifier was never over its hit points, so nothing else is defeated."""
    entities = table(cat_suit={"type": "upgrade", "name": "Cat Suit", "owner": "spider-man", "zone": "play",
                               "attached_to": "black-cat"})
    entities["black-cat"]["damage"] = 2
    abilities = {"suit": {"card": "cat-suit", "timing": "modifier", "modifies": {"value": "hp", "who": "black-cat"},
                          "by": {"add": 2}}}
    outcome = resolve(doc(entities, abilities, [{"discard": {"card": "cat-suit"}}]))
    assert outcome["state"]["black-cat"]["zone"] == "play"
    entities["black-cat"]["damage"] = 3
    outcome = resolve(doc(entities, abilities, [{"discard": {"card": "cat-suit"}}]))
    assert outcome["state"]["black-cat"]["zone"] == "discard"
    assert outcome["state"]["hydra-soldier"]["zone"] == "play"
