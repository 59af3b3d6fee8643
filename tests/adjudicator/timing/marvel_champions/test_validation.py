"""Bad Marvel Champions scenarios are refused before anything resolves, each problem with its path."""
import json

import pytest

from adjudicator.errors import ScenarioInvalid
from adjudicator.api import load_scenario
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, table


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


def refused(op):
    return problems(doc(table(), {}, [op]))


@pytest.mark.parametrize("op, path, words", [
    ({"basic_power": {"character": "black-cat", "power": "kick", "target": "rhino"}},
     "start.do[0].basic_power.power", "expected one of: atk, thw, rec"),
    ({"basic_power": {"character": "black-cat", "power": "atk"}},
     "start.do[0].basic_power.target", "required for an ATK power"),
    ({"basic_power": {"character": "spider-man", "power": "rec", "target": "rhino"}},
     "start.do[0].basic_power.target", "a REC power has no target"),
    ({"basic_power": {"character": "nobody", "power": "thw"}},
     "start.do[0].basic_power.character", "no entity 'nobody'"),
    ({"activate": {"enemy": "rhino", "target": "spider-man", "mode": "punch"}},
     "start.do[0].activate.mode", "expected one of: attack, scheme"),
    ({"activate": {"enemy": "rhino"}}, "start.do[0].activate.target", "is required"),
    ({"activate": {"enemy": "rhino", "target": "spider-man", "boost": "lots"}},
     "start.do[0].activate.boost", "no entity 'lots'"),
    ({"activate": {"enemy": "rhino", "target": "spider-man", "defender": "black-kat"}},
     "start.do[0].activate.defender", "did you mean 'black-cat'"),
    ({"villain_phase": {"villain": "rhino", "defenders": ["black-cat"]}},
     "start.do[0].villain_phase.defenders", "expected a mapping of enemy to its defender"),
    ({"villain_phase": {"villain": "rhino", "defenders": {"rhinoceros": "black-cat"}}},
     "start.do[0].villain_phase.defenders.rhinoceros", "no entity 'rhinoceros'"),
    ({"villain_phase": {"villian": "rhino"}}, "start.do[0].villain_phase.villian", "unknown key 'villian'"),
    ({"play_card": {"card": "black-cat", "pay": {"discard": "black-cat"}}},
     "start.do[0].play_card.pay", "expected a list of ops"),
    ({"play_card": {"card": "black-cat", "do": [{"deal_damage": {"to": "rhino"}}]}},
     "start.do[0].play_card.do[0].deal_damage.amount", "is required"),
    ({"play_card": {"card": "black-cat", "to": "Play Area"}},
     "start.do[0].play_card.to", "expected a zone name"),
    ({"use_ability": {"card": "black-cat", "pay": [{"exhaust": {}}]}},
     "start.do[0].use_ability.pay[0].exhaust.card", "is required"),
    ({"place_threat": {"scheme": "the-break-in"}}, "start.do[0].place_threat.amount", "is required"),
    ({"remove_threat": {"scheme": "the-break-in", "amount": "2 +"}},
     "start.do[0].remove_threat.amount", "bad expression"),
    ({"occur": {"do": []}}, "start.do[0].occur.emit", "is required"),
    ({"occur": {"emit": {"event": "Big Bang"}}}, "start.do[0].occur.emit.event", "expected an event name"),
    ({"cancel": 3}, "start.do[0].cancel.reason", "expected text"),
    ({"change_form": {"hero": "spider-man", "form": "hero"}}, "start.do[0].change_form.form", "unknown key"),
    ({"end_player_phase": {"discard": {"spider-man": "black-cat"}}},
     "start.do[0].end_player_phase.discard.spider-man", "expected a list of cards"),
    ({"exhaust": {"card": "black-cat", "twice": True}}, "start.do[0].exhaust.twice", "unknown key"),
])
def test_a_bad_field_names_its_path_and_what_was_expected(op, path, words):
    found = refused(op)
    assert path in found, found
    assert words in found[path]


def test_an_unknown_op_lists_the_marvel_champions_ones():
    found = refused({"activate_villain": {"enemy": "rhino"}})
    message = found["start.do[0].activate_villain"]
    assert "unknown op 'activate_villain'" in message
    for name in ("activate", "basic_power", "villain_phase", "play_card", "occur", "cancel"):
        assert name in message


def test_a_timing_class_of_another_game_is_refused_with_the_classes_of_this_one():
    found = problems(doc(table(), {"x": ability("counter", {"event": "damage_dealt"})}))
    message = found["abilities.x.timing"]
    assert "'counter' is not a timing class of marvel-champions" in message
    assert "forced-interrupt" in message and "when-defeated" in message


def test_an_interrupt_needs_the_event_it_answers_but_a_when_defeated_ability_does_not():
    found = problems(doc(table(), {"x": ability("interrupt"), "y": ability("when-defeated", card="black-cat")}))
    assert "abilities.x.on" in found and not any(p.startswith("abilities.y") for p in found)


def test_a_pattern_on_an_event_of_this_game_checks_its_fields():
    found = problems(doc(table(), {"x": ability("response", {"event": "threat_placed", "scheme": "the-break-in"})}))
    assert "threat_placed events have no field 'scheme'" in found["abilities.x.on.scheme"]
    assert "target, amount, by" in found["abilities.x.on.scheme"]


def test_a_constant_ability_says_its_window_with_its_kind():
    found = problems(doc(table(), {"x": ability("constant", {"event": "damage_dealt"}, kind="before")}))
    assert "a constant ability's kind is its window: when or after" in found["abilities.x.kind"]


def test_built_in_effect_ids_of_this_model_are_accepted_in_expect():
    entities = table()
    entities["rhino"]["stunned"] = True
    good = doc(entities, {}, [{"activate": {"enemy": "rhino", "target": "spider-man"}}],
               expect={"order": ["start", "stunned:rhino"]})
    scenario, _ = load_scenario(json.dumps(good))
    assert scenario.expect[0].order == ("start", "stunned:rhino")
    found = problems({**good, "expect": {"order": ["start", "dazed:rhino"]}})
    assert "stunned, confused, tough, piercing" in found["expect.order[1]"]
