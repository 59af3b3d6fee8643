"""A scenario skeleton from a (made-up) card: entity and abilities pre-filled, holes left at their lines."""
import json
import re
from pathlib import Path

import pytest

from adjudicator import api
from adjudicator.errors import ScenarioInvalid
from adjudicator.scenario.source import parse_text
from adjudicator.timing.marvel_champions.card_scenario import keywords, skeleton, unread_keywords

POOL = Path(__file__).resolve().parents[3] / "rulesapp" / "cards" / "made_up_pool"


def parsed(text):
    """The project's own YAML reading (`on` is a key, not YAML 1.1's true)."""
    return parse_text(text, 200_000, "yaml").data


def card(code):
    for path in (POOL / "pack").glob("*.json"):
        for found in json.loads(path.read_text()):
            if found["code"] == code:
                stats = {k: v for k, v in found.items() if k not in ("position", "quantity", "is_unique")
                         and (v is None or isinstance(v, (int, bool)))}
                return {**found, "subname": found.get("subname", ""), "stats": stats}
    raise KeyError(code)


def test_the_villain_skeleton_has_its_stats_keywords_and_read_trigger():
    text = skeleton(card("99010"))
    data = parsed(text)
    assert data["entities"]["the-dimmer"] == {"type": "villain", "name": "The Dimmer", "atk": 2, "sch": 1, "hp": 14,
                                              "keywords": ["retaliate 1", "toughness"]}
    assert "hp: 14  # HOLE: per player" in text and "atk: 2  # HOLE: ★" in text
    ability = data["abilities"]["the-dimmer-1"]
    assert ability == {"card": "the-dimmer", "timing": "forced-interrupt",
                       "label": "Forced Interrupt (When The Dimmer is defeated)",
                       "on": {"event": "defeated", "target": "this"},
                       "do": [{"place_threat": {"scheme": "HOLE: name the main scheme", "amount": 1}}]}


def test_keywords_are_the_cards_own_sentences_not_what_effects_give():
    assert keywords("Guard. Quickstrike.") == ["guard", "quickstrike"]
    assert keywords("<b>When Revealed</b>: If no one attacked, this card gains surge.") == []


HEADER = "format: 1\ngame: marvel-champions\ntitle: t\nplayers: [lantern-lass]\n"
START = "start:\n  label: s\n  do:\n    - deal_damage: {to: the-dimmer, amount: 14, source: lantern-lass}\n"


def test_a_role_the_scenario_must_name_is_a_hole_the_validator_refuses_at_its_line():
    assert "abilities" not in parsed(skeleton(card("99014")))  # a minion with keywords only
    hero = re.sub(r'do: "HOLE: write the effect.*"', "do: [{heal: {target: lantern-lass, amount: 1}}]",
                  skeleton(card("99001a")))  # the effect filled: only the role is left
    assert 'by: "HOLE: name the enemy"' in hero
    assert "by: you" in hero and "target: you" in hero  # the format's own `you`
    text = HEADER + hero + START.replace("the-dimmer", "lantern-lass")
    with pytest.raises(ScenarioInvalid) as invalid:
        api.load_scenario(text)
    lines = text.splitlines()
    by_line = next(number for number, line in enumerate(lines, 1) if "HOLE: name the enemy" in line)
    assert [(problem.line, "HOLE: name the enemy" in problem.message) for problem in invalid.value.problems] == [
        (by_line, True)]


def test_the_completed_skeleton_resolves_as_the_rules_say():
    """Filled in: 14 damage defeats the Dimmer; its Forced Interrupt resolves (placing 1 threat) at the defeat."""
    body = skeleton(card("99010")).replace("'HOLE: name the main scheme'", "plan")
    body = body.replace("abilities:\n", "  lantern-lass: {type: hero, name: Lantern Lass, form: hero, hp: 11}\n"
                        "  plan: {type: main-scheme, name: Plan, threat: 0, threat_limit: 10}\nabilities:\n")
    text = HEADER + body + START + "expect:\n  order: [start, the-dimmer-1]\n  state:\n    plan.threat: 1\n"
    result = api.adjudicate_text(text)
    assert result["expect"]["passed"] is True, result["expect"]


def test_the_form_a_bold_trigger_names_is_the_abilitys_form_field():
    """"Hero Interrupt" is an interrupt usable only in hero form: `form: hero`, which the engine honours."""
    data = parsed(skeleton(card("99001a")))
    assert data["abilities"]["lantern-lass-1"]["form"] == "hero"
    assert data["abilities"]["lantern-lass-1"]["timing"] == "would-interrupt"  # "When an enemy would attack you"


def test_each_hole_is_refused_at_its_own_line_saying_what_to_write():
    """The unfilled skeleton: `do` and the unnamed enemy are refused each at its line with the placeholder's
    words, and nothing else is reported (a hole is one thing to fill, not a cascade of problems)."""
    text = HEADER + skeleton(card("99001a")) + START.replace("the-dimmer", "lantern-lass")
    with pytest.raises(ScenarioInvalid) as invalid:
        api.load_scenario(text)
    lines = text.splitlines()
    holes = [(number, line.split(": ", 1)[0].strip()) for number, line in enumerate(lines, 1) if '"HOLE: ' in line]
    assert [(number, field) for number, field in holes] == [
        (number, field) for number, field in holes if field in ("by", "do")]
    found = sorted((problem.line, problem.path.rsplit(".", 1)[-1]) for problem in invalid.value.problems)
    assert found == sorted(holes)
    for problem in invalid.value.problems:
        assert problem.message.startswith("is a hole left to fill — HOLE: ")
    assert any("write the effect's ops" in problem.message for problem in invalid.value.problems)


def test_what_the_reader_cannot_read_is_a_hole_in_its_field_never_a_guess():
    from adjudicator.timing.marvel_champions.card_abilities import ReadAbility, Hole
    from adjudicator.timing.marvel_champions.card_scenario import ability_lines

    unknown = ReadAbility("Mystic Response", "response", None, clause="After a [[Mystic]] card leaves play",
                          holes=[Hole("form", "“Mystic” is a restriction the model has no form for"),
                                 Hole("event", "not an event of the model")])
    lines = ability_lines(unknown, "x")
    assert 'form: "HOLE: write the form it is limited to, or remove this line: “Mystic” is a restriction' \
           in "\n".join(lines)
    assert 'on: "HOLE: write the event pattern {event: …}: not an event of the model"' in lines
    narrowed = ReadAbility("Response", "response", None, clause="After an exhausted minion attacks you",
                           event="attacks", subject="minion", target="you",
                           holes=[Hole("condition", "“exhausted” narrows the minion: not read")])
    lines = ability_lines(narrowed, "x")
    assert "  by: {type: minion}" in lines and "  target: you" in lines
    assert 'if: "HOLE: write the condition, or remove this line if none is needed: “exhausted” narrows the ' \
           'minion: not read"' in lines


def test_a_cards_counters_and_condition_resolve_from_its_skeleton():
    """A made-up support (not in the pool): "After you thwart, place 1 tick counter here. Then, if there are at
    least 2 tick counters here, draw 1 card." Two basic thwarts: the first leaves 1 counter and no draw; the second
    2 counters and the card drawn (Rules Reference, All-Purpose Counter; the "if" checked as the effect resolves)."""
    dial = {"code": "99901", "name": "Tick Dial", "subname": "", "type_code": "support", "stats": {},
            "text": "<b>Response</b>: After you thwart, place 1 tick counter here. Then, if there are at least 2 tick "
                    "counters here, draw 1 card."}
    body = skeleton(dial).replace("    name: \"Tick Dial\"\n", "    name: \"Tick Dial\"\n    owner: lantern-lass\n")
    body = body.replace("abilities:\n", "  lantern-lass: {type: hero, name: Lantern Lass, form: hero, hp: 11, thw: 1}\n"
                        "  plan: {type: main-scheme, name: Plan, threat: 5, threat_limit: 10}\n"
                        "  spare: {type: event, name: Spare, owner: lantern-lass, zone: deck, position: 1}\n"
                        "  other: {type: event, name: Other, owner: lantern-lass, zone: deck, position: 2}\n"
                        "abilities:\n")
    start = ("start:\n  do:\n    - basic_power: {character: lantern-lass, power: thw}\n"
             "    - ready: {card: lantern-lass}\n    - basic_power: {character: lantern-lass, power: thw}\n")
    expect = ("expect:\n  order: [start, tick-dial-1, tick-dial-1#2]\n  state:\n    tick-dial.tick: 2\n"
              "    spare.zone: hand\n    other.zone: deck\n    plan.threat: 3\n")  # one draw, not two
    result = api.adjudicate_text(HEADER + body + start + expect)
    assert result["expect"]["passed"] is True, result["expect"]


def test_ownership_and_controls_keywords_are_the_cards_own_sentences():
    # Permanent, Restricted, Temporary, Alliance, Victory X, Uses (X "type"), Teamwork (Trait): as the model writes them
    assert keywords("Permanent. Restricted. Uses (3 made counters).") == ["permanent", "restricted", "uses 3"]
    assert keywords("Victory 1. Temporary.\nAlliance.") == ["victory 1", "temporary", "alliance"]
    assert keywords("Uses (2 odd counters.) Guard.") == ["uses 2", "guard"]
    assert keywords("Teamwork ([[Made Up]]). Toughness.") == ["teamwork (made up)", "toughness"]
    # "Uses (1[per_hero] …)": how many is the scenario's to say, a hole, never a guess
    assert keywords("Uses (1[per_hero] odd counters).") == []
    assert unread_keywords("Uses (1[per_hero] odd counters).")
    assert keywords("<b>Forced Response</b>: After Made Up attacks, it is permanent.") == []


def test_a_printed_uses_the_reader_cannot_read_is_a_hole_never_left_out():
    # nothing silent: a "Uses (…)" in a form the keyword pattern does not take is named, not dropped
    for text in ("Uses (2 odd counters)", "Uses (1 odd counter, plus 1[per_hero] odd counter).",
                 "Guard. Uses (two odd counters)."):
        assert keywords(text) == [] or keywords(text) == ["guard"]
        assert any("Uses (" in why for why in unread_keywords(text)), text
    assert unread_keywords("Uses (3 made counters).") == []  # read whole: no hole

