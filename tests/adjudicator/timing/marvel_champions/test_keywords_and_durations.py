"""Keywords and status cards, delayed and lasting effects, revealing and surge: how they are written
(the checker's paths and words) and what they do at their edges."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, log, mark, resolve, table, text_index

RR = "marvel-champions#rules-reference-"


def problems(op):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(doc(table(), {}, [op])))
    return {p.path: p.message for p in caught.value.problems}


@pytest.mark.parametrize("op, path, words", [
    ({"gain_keyword": {"card": "rhino", "keyword": "sneaky"}}, "start.do[0].gain_keyword.keyword",
     "unknown keyword 'sneaky' for Marvel Champions; expected one of: guard, hinder X, incite X, overkill"),
    ({"gain_keyword": {"card": "rhino", "keyword": "retaliate"}}, "start.do[0].gain_keyword.keyword",
     "retaliate is written with its number, e.g. `retaliate 1`"),
    ({"gain_keyword": {"card": "rhino", "keyword": "guard", "until": "tomorrow"}}, "start.do[0].gain_keyword.until",
     "expected one of: attack, turn, phase, round"),
    ({"give_status": {"target": "rhino", "status": "dazed"}}, "start.do[0].give_status.status",
     "expected one of: stunned, confused, tough"),
    ({"prevent": "most"}, "start.do[0].prevent.amount", "expected an amount (a number or an expression) or `all`"),
    ({"attack": {"by": "rhino", "target": "spider-man", "keywords": ["sneaky"]}}, "start.do[0].attack.keywords[0]",
     "expected one of: overkill, piercing, ranged"),
    ({"delayed": {"on": {"event": "attack"}, "do": []}}, "start.do[0].delayed.on.event", "unknown event 'attack'"),
    ({"delayed": {"do": []}}, "start.do[0].delayed.on", "is required"),
    ({"lasting": {"modifies": {"value": "atk"}, "by": {"add": 1}, "until": "forever"}},
     "start.do[0].lasting.until", "expected one of: attack, turn, phase, round"),
    ({"lasting": {"modifies": {"value": "speed"}, "by": {"add": 1}, "until": "round"}},
     "start.do[0].lasting.modifies.value", "unknown value 'speed'"),
    ({"engage": {"who": "spider-man"}}, "start.do[0].engage.minion", "is required"),
    ({"reveal": {"card": "nothing-here"}}, "start.do[0].reveal.card", "no entity 'nothing-here'"),
])
def test_a_bad_field_of_a_new_op_names_its_path_and_what_was_expected(op, path, words):
    found = problems(op)
    assert path in found, found
    assert words in found[path]


def test_a_status_card_is_given_at_most_once_and_a_stalwart_character_is_never_stunned():
    entities = table()
    entities["rhino"]["keywords"] = ["stalwart"]
    entities["rhino"]["stunned"] = True  # printed so, still not stunned: stalwart
    outcome = resolve(doc(entities, {}, [
        {"give_status": {"target": "black-cat", "status": "tough"}},
        {"give_status": {"target": "black-cat", "status": "tough"}},
        {"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0}},
    ]))
    assert outcome["state"]["black-cat"]["tough"] is True
    assert outcome["state"]["spider-man"]["damage"] == 2
    assert outcome["steps"][text_index(outcome, "already has 1 tough")]["rule"] == RR + "status-cards"


def test_a_keyword_gained_until_the_end_of_the_attack_ends_with_it_even_when_the_attack_is_replaced():
    entities = table()
    entities["rhino"]["stunned"] = True
    gain = ability("interrupt", {"event": "attacks", "by": "rhino"},
                   [{"gain_keyword": {"card": "spider-man", "keyword": "retaliate 3", "until": "attack"}}])
    outcome = resolve(doc(entities, {"gain": gain}, [
        {"attack": {"by": "rhino", "target": "spider-man", "boost": 0}},
        {"attack": {"by": "rhino", "target": "spider-man", "boost": 0}},
    ]))
    assert outcome["resolution_order"] == ["start", "stunned:rhino", "gain", "retaliate:spider-man"]
    assert outcome["state"]["rhino"]["damage"] == 3  # only the second attack, the first was replaced
    nothing = resolve(doc(table(), {}, [{"gain_keyword": {"card": "rhino", "keyword": "guard", "until": "attack"}}]))
    assert "no attack is under way" in nothing["steps"][text_index(nothing, "no attack is under way")]["text"]


def test_a_delayed_effect_resolves_once_and_only_for_a_matching_event():
    setup = ability("interrupt", {"event": "attacks", "by": "rhino"},
                    [{"delayed": {"on": {"event": "attacks", "by": "hydra-soldier"}, "do": [mark(1)]}}],
                    **{"if": "ledger.log == 0"})
    outcome = resolve(doc(table(), {"setup": setup}, [
        {"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0}},
        {"activate": {"enemy": "hydra-soldier", "target": "spider-man"}},
        {"activate": {"enemy": "hydra-soldier", "target": "spider-man"}},
    ], ruleset="1.6"))
    assert outcome["resolution_order"] == ["start", "setup", "delayed:ledger"]
    assert log(outcome) == 1
    assert outcome["steps"][text_index(outcome, "a delayed effect")]["rule"] == RR + "delayed-effect"


def test_a_lasting_effect_made_in_the_villain_phase_ends_with_it_not_before():
    entities = table(blank={"type": "treachery", "zone": "encounter-deck", "position": 1})
    entities["spider-man"]["form"] = "alter-ego"
    entities["hydra-soldier"]["zone"] = "discard"
    buff = ability("interrupt", {"event": "schemes", "by": "rhino"},
                   [{"lasting": {"modifies": {"value": "sch", "who": "rhino"}, "by": {"add": 2}, "until": "phase"}}],
                   **{"if": "ledger.log == 0"})
    outcome = resolve(doc(entities, {"buff": buff}, [
        {"villain_phase": {"villain": "rhino"}},
        {"set": {"target": "ledger", "prop": "log", "value": 1}},
        {"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0}},
    ]))
    # accelerate 1, the scheme with its boost card: 1 + 2, then after the phase: 1
    assert outcome["state"]["the-break-in"]["threat"] == 2 + 1 + 3 + 1
    ended = outcome["steps"][text_index(outcome, "the villain phase and the round have ended")]
    assert ended["rule"] == RR + "villain-phase"
    assert ended["quote"].startswith("6. Any effects that last")


def test_surge_from_a_card_an_interrupt_revealed_waits_for_the_end_of_that_interrupt():
    entities = table(shadows={"type": "treachery", "zone": "encounter-deck", "position": 1, "keywords": ["surge"]},
                     ambush={"type": "treachery", "zone": "encounter-deck", "position": 2})
    abilities = {
        "peek": ability("interrupt", {"event": "attacks", "by": "rhino"}, [{"reveal": {"who": "spider-man"}}, mark(2)]),
        "shadows-wr": ability("when-revealed", None, [mark(1)], card="shadows"),
        "ambush-wr": ability("when-revealed", None, [mark(3)], card="ambush"),
    }
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0}}], ruleset="1.6"))
    assert log(outcome) == 123
    assert outcome["state"]["ambush"]["zone"] == "encounter-discard"
    empty = resolve(doc(table(), {}, [{"reveal": {"who": "spider-man"}}], ruleset="1.6"))
    assert "the encounter deck is empty" in empty["steps"][text_index(empty, "encounter deck is empty")]["text"]


def test_a_minion_put_into_play_by_engage_gets_its_tough_card_from_toughness_and_engages():
    entities = table(brute={"type": "minion", "zone": "encounter-deck", "position": 1, "hp": 3, "atk": 1,
                            "keywords": ["toughness"]})
    outcome = resolve(doc(entities, {"seen": ability("response", {"event": "engaged", "card": "brute"}, [mark(1)])},
                          [{"engage": {"minion": "brute", "who": "spider-man"}}]))
    state = outcome["state"]["brute"]
    assert (state["zone"], state["engaged"], state["tough"]) == ("play", "spider-man", True)
    assert log(outcome) == 1
    not_a_minion = resolve(doc(table(), {}, [{"engage": {"minion": "rhino", "who": "spider-man"}}]))
    assert "Rhino is not a minion" in not_a_minion["steps"][text_index(not_a_minion, "not a minion")]["text"]
