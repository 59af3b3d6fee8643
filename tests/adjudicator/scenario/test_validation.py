"""Scenario loading and validation: every problem reported, with its path and line."""
import json
from pathlib import Path

import pytest

from adjudicator.errors import ScenarioInvalid
from adjudicator.limits import Limits
from adjudicator.api import load_scenario

VALID = """\
format: 1
game: union-city-alliance
title: Kurt attacked
players: [captain-jupiter]
entities:
  captain-jupiter: {type: hero, max_stamina: 20, heroism: 5}
  kurt-von-kessel: {type: enemy, max_stamina: 6, damage: 1, fight: 4, zone: board}
abilities:
  roid-rage:
    card: kurt-von-kessel
    timing: when
    on: {event: attacked, target: this}
    if: "you.heroism <= 6"
    do:
      - assault: {by: this, target: you}
start:
  by: captain-jupiter
  do:
    - attack: {by: captain-jupiter, target: kurt-von-kessel, amount: 5}
expect:
  order: [start, roid-rage]
"""


def problems_of(text, **kw):
    with pytest.raises(ScenarioInvalid) as info:
        load_scenario(text, **kw)
    return [(p.path, p.message, p.line) for p in info.value.problems]


def test_a_valid_scenario_loads_into_frozen_data():
    scenario, _ = load_scenario(VALID)
    ability = scenario.abilities["roid-rage"]
    assert ability.timing == "when" and ability.on.event == "attacked"
    assert ability.zones == ("board", "active", "play")
    assert scenario.current == "captain-jupiter"
    with pytest.raises(TypeError):
        scenario.entities["kurt-von-kessel"]["damage"] = 9  # read-only


def test_json_and_yaml_give_the_same_scenario():
    from adjudicator.scenario.source import parse_text

    from_yaml, _ = load_scenario(VALID)
    from_json, _ = load_scenario(json.dumps(parse_text(VALID).data))
    assert from_yaml.abilities == from_json.abilities and dict(from_yaml.entities) == dict(from_json.entities)


def test_a_wrong_timing_class_lists_the_valid_ones_at_its_line():
    (path, message, line), = problems_of(VALID.replace("timing: when", "timing: whenever"))
    assert path == "abilities.roid-rage.timing"
    assert "counter" in message and "gambit" in message and "first" in message
    assert line == 11


def test_every_problem_is_reported_not_just_the_first():
    text = VALID.replace("event: attacked", "event: atacked").replace("target: you", "target: nobody") \
        .replace("amount: 5", "amount: five +")
    paths = [p for p, _, _ in problems_of(text)]
    assert paths == ["abilities.roid-rage.on.event", "abilities.roid-rage.do[0].assault.target",
                     "start.do[0].attack.amount"]


def test_a_misspelt_timing_class_suggests_the_right_one():
    (path, message, _), = problems_of(VALID.replace("timing: when", "timing: wehn"))
    assert path == "abilities.roid-rage.timing"
    assert "'wehn' is not a timing class of union-city-alliance (did you mean 'when'?)" in message
    (_, far, _), = problems_of(VALID.replace("timing: when", "timing: whenever"))
    assert "did you mean" not in far  # nothing near enough: the list alone


def test_a_misspelt_event_suggests_the_right_one():
    (_, message, _), = problems_of(VALID.replace("event: attacked", "event: atacked"))
    assert "did you mean 'attacked'" in message


def test_a_short_word_with_two_letters_swapped_gets_its_suggestion():
    """difflib's similarity alone misses short words ('mya' is 0.67 from 'may', under the 0.75 cutoff)."""
    from adjudicator.scenario.vocabulary import suggest

    assert suggest("mya", ["may", "move", "set"]) == " (did you mean 'may'?)"
    assert suggest("ste", ["may", "move", "set"]) == " (did you mean 'set'?)"
    assert suggest("xyz", ["may", "move", "set"]) == ""


def test_unknown_keys_are_errors_not_ignored():
    (path, message, _), = problems_of(VALID.replace("    if:", "    iff:"))
    assert path == "abilities.roid-rage.iff" and "unknown key" in message


def test_a_misspelt_key_suggests_the_right_one():
    (path, message, _), = problems_of(VALID.replace("    if:", "    iff:"))
    assert message.startswith("unknown key 'iff' (did you mean 'if'?); expected one of: ")  # the hint first
    found = {path: message for path, message, _ in problems_of(VALID.replace("    on:", "    no:"))}
    assert found["abilities.roid-rage.no"].startswith("unknown key 'no' (did you mean 'on'?);")  # two letters swapped
    (_, far, _), = problems_of(VALID.replace("    if:", "    whenever:"))
    assert "did you mean" not in far  # nothing near enough: the list alone


def test_a_pattern_field_the_event_does_not_carry_is_named():
    (path, message, _), = problems_of(VALID.replace("target: this}", "weapon: this}"))
    assert path == "abilities.roid-rage.on.weapon" and "attacked events" in message


def test_bad_expressions_are_caught_before_resolving():
    (path, message, _), = problems_of(VALID.replace('"you.heroism <= 6"', '"you.heroism <<= 6"'))
    assert path == "abilities.roid-rage.if" and "bad expression" in message


def test_expressions_cannot_read_entities_that_do_not_exist():
    (path, message, _), = problems_of(VALID.replace('"you.heroism <= 6"', '"ghost.heroism <= 6"'))
    assert "no entity 'ghost'" in message


def test_expect_names_real_effects():
    (path, message, _), = problems_of(VALID.replace("order: [start, roid-rage]", "order: [start, roid-rag]"))
    assert path == "expect.order[1]" and "roid-rage" in message


def test_ids_must_be_slugs():
    problems = problems_of(VALID.replace("kurt-von-kessel: {", "Kurt_Von_Kessel: {"))
    assert problems[0][0] == "entities.Kurt_Von_Kessel"


@pytest.mark.parametrize("text, fragment", [
    ("", "empty"),
    ("format: 1\nformat: 1\n", "duplicate key"),
    ("a: &x [1]\nb: *x\n", "aliases"),
    ("a: &x 1\nb: 2\n", "anchors and aliases are not allowed"),  # an anchor no alias uses
    ("- 1\n- 2\n", "expected a mapping"),
    ("{\"format\": 1, \"format\": 1}", "duplicate key"),
    ("key: !!python/object/apply:os.system ['true']", "not valid YAML"),
    ("[" * 10_000, "nest"),
])
def test_hostile_or_malformed_documents_are_refused_clearly(text, fragment):
    problems = problems_of(text)
    assert any(fragment in message for _, message, _ in problems), problems


@pytest.mark.parametrize("text, key, line", [
    ('{"format": 1,\n "game": "union-city-alliance",\n "game": "stack"}', "game", 3),
    ('{"entities": {"a": {"type": "hero", "tags": ["type", "type"]},\n  "b": {"type": "hero"},\n'
     '  "a": {}}}', "a", 3),
    ('{"title": "\\"game\\": 1, \\"game\\"",\n "start": {"label": "x",\n\n "label": "y"}}', "label", 4),
])
def test_a_key_twice_in_json_names_its_line_as_yaml_does(text, key, line):
    """The line of the key's second appearance, as the YAML reader gives it; not a repeated word inside a string."""
    assert problems_of(text) == [("", f"not valid JSON: duplicate key {key!r}", line)]
    as_yaml = "format: 1\ngame: union-city-alliance\ngame: stack\n"
    assert problems_of(as_yaml) == [("", "not valid YAML: duplicate key 'game'", 3)]


def test_the_size_limit_is_checked_before_parsing():
    (_, message, _), = problems_of("x: 1\n" * 1000, limits=Limits(max_document_bytes=100))
    assert message == "The scenario is 5,000 bytes; at most 100 bytes are accepted."  # said as the site says it


def test_a_counter_in_choices_must_be_a_counter_or_gambit():
    text = VALID + "choices: {counters: [roid-rage]}\n"
    (path, message, _), = problems_of(text)
    assert path == "choices.counters[0]" and "not a counter or gambit" in message


def test_yaml_on_is_a_key_not_a_boolean():
    scenario, _ = load_scenario(VALID)
    assert scenario.abilities["roid-rage"].on is not None


def test_what_the_checker_keeps_of_a_game_follows_a_replaced_declaration(monkeypatch):
    """The checker keeps one model per game and what it asks of the model's class (its zones, words, property
    names) once per class (validation._game_words, Catalog.shared_model); a declaration replaced since (here the
    plain stack's zones) is read again, not answered from what was kept."""
    from adjudicator.timing import registry

    text = CHAIN.replace("zone: deck, position: 1", "zone: graveyrd")
    load_scenario(text)  # `graveyrd` is a zone of the scenario's own: the stack's rules name no graveyard
    stack = registry.load("stack")
    monkeypatch.setattr(stack, "zone_names", (*stack.zone_names, "graveyard"))
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(text)
    assert any(p.path.endswith(".zone") and "did you mean 'graveyard'" in p.message for p in caught.value.problems)
    flip = CHAIN.replace("- draw: {who: you, count: 1}", "- flip: {}")
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(flip)
    assert any("unknown op 'flip'" in p.message for p in caught.value.problems)
    marvel = registry.load("marvel-champions")
    monkeypatch.setattr(stack, "op_defs", tuple(op for op in marvel.op_defs if op.name == "flip"))  # its own ops
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(flip)
    assert not any("unknown op" in p.message for p in caught.value.problems)


CHAIN = (Path(__file__).resolve().parents[3] / "fixtures" / "scenarios" / "stack" / "chain-of-three.yaml").read_text(
    encoding="utf-8")
