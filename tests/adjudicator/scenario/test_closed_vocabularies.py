"""Closed vocabularies (docs/scenario-format.md, "Closed vocabularies"): a word its game does not know is
refused at its line, with "did you mean"; a rulebook keyword the engine does not model is refused naming
the rulebook entry; a numbered keyword is checked for its number."""
import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid

MC = """\
format: 1
game: marvel-champions
title: Spider-Man attacks a minion
players: [spider-man]
entities:
  spider-man: {{type: hero, name: Spider-Man, form: {form}, hp: 10, atk: 2}}
  shocker: {{type: minion, name: Shocker, zone: play, hp: 3, engaged: spider-man, keywords: [{keywords}]}}
start:
  do:
    - attack: {{by: spider-man, target: shocker, amount: 2}}
"""

VALIANT = """\
format: 1
game: valiant-universe
title: A card with keywords
players: [amy]
entities:
  amy: {{type: organization, name: Amy, coherence: 20}}
  infiltration: {{type: card, name: Infiltration, owner: amy, zone: hand, keywords: [{keywords}]}}
start:
  do:
    - draw: {{who: amy, count: 0}}
"""

UCA = """\
format: 1
game: union-city-alliance
title: The nearest Mobster
players: [odysseus]
entities:
  odysseus: {{type: hero, name: Odysseus, max_stamina: 20, zone: board, block: [0, 0]}}
  goon: {{type: enemy, name: A Mobster, keywords: [{keywords}], fight: 3, max_stamina: 5, zone: board, block: [0, 0]}}
start:
  by: odysseus
  do:
    - attack: {{by: odysseus, target: "nearest(to=current, keyword={filter}, zone=board)", amount: 1}}
"""


def problems(text):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(text)
    return {p.path: (p.message, p.line) for p in caught.value.problems}


def test_a_misspelt_marvel_champions_keyword_is_refused_at_its_line_with_did_you_mean():
    found = problems(MC.format(form="hero", keywords="retaliat 1"))
    message, line = found["entities.shocker.keywords[0]"]
    assert "unknown keyword 'retaliat 1' for Marvel Champions (did you mean 'retaliate'?)" in message
    assert line == 7


@pytest.mark.parametrize("keyword, words", [
    ("setup", "the keyword Setup of Marvel Champions' rules (marvel-champions#rules-reference-setup-keyword), "
              "which the engine does not model yet"),
    ("requirement", "Requirement (Resources)"),
])
def test_a_rules_reference_keyword_not_modelled_is_refused_naming_its_entry(keyword, words):
    message, _ = problems(MC.format(form="hero", keywords=keyword))["entities.shocker.keywords[0]"]
    assert words in message


@pytest.mark.parametrize("keyword, words", [
    ("team-up", "team-up is written with its CHARACTER, CHARACTER in parentheses, e.g. `team-up (Spider-Man, "
                "Black Cat)`"),
    ("team-up (Spider-Man)", "the team-up keyword names two characters (Team-Up): write their titles with a comma"),
    ("teamwork", "teamwork is written with its trait in parentheses, e.g. `teamwork (hydra)`"),
])
def test_team_up_names_two_characters_in_parentheses(keyword, words):
    message, _ = problems(MC.format(form="hero", keywords=keyword))["entities.shocker.keywords[0]"]
    assert words in message


@pytest.mark.parametrize("keyword, words", [
    ("retaliate", "retaliate is written with its number, e.g. `retaliate 1`"),
    ("retaliate x", "the X of `retaliate X` is a number of 0 or more"),
    ("guard 2", "guard is written alone, without a number"),
])
def test_a_numbered_keyword_needs_its_number_and_no_other_has_one(keyword, words):
    message, _ = problems(MC.format(form="hero", keywords=keyword))["entities.shocker.keywords[0]"]
    assert words in message


def test_every_modelled_keyword_written_as_the_rules_write_it_is_accepted():
    load_scenario(MC.format(form="alter-ego", keywords="Retaliate 2, guard, patrol, quickstrike, villainous"))


def test_a_misspelt_form_is_refused():
    message, line = problems(MC.format(form="alter-eg", keywords="guard"))["entities.spider-man.form"]
    assert "unknown form 'alter-eg' for Marvel Champions (did you mean 'alter-ego'?)" in message
    assert line == 6


def test_a_misspelt_valiant_keyword_is_refused_and_armor_is_a_property():
    found = problems(VALIANT.format(keywords="chainabel, armor"))
    assert "(did you mean 'chainable'?)" in found["entities.infiltration.keywords[0]"][0]
    assert "write a card's Armor as its `armor` property" in found["entities.infiltration.keywords[1]"][0]


def test_an_attack_keyword_typo_says_did_you_mean():
    text = MC.format(form="hero", keywords="guard").replace("amount: 2}", "amount: 2, keywords: [pierceing]}")
    message, _ = problems(text)["start.do[0].attack.keywords[0]"]
    assert "(did you mean 'piercing'?)" in message


def test_union_city_keywords_are_open_words_but_a_filter_must_find_one():
    load_scenario(UCA.format(keywords="mobster, footsoldier", filter="mobster"))
    message, _ = problems(UCA.format(keywords="mobster", filter="mobstr"))["start.do[0].attack.target"]
    assert "keyword=mobstr: no entity has the keyword 'mobstr' (did you mean 'mobster'?)" in message


def test_union_city_entity_keyword_one_letter_from_a_filtered_one_is_refused():
    found = problems(UCA.format(keywords="mobstr", filter="mobster"))
    assert "one letter from a keyword an expression filters on (did you mean 'mobster'?)" in \
        found["entities.goon.keywords[0]"][0]


def test_a_zone_one_letter_from_the_games_is_refused_and_a_scenarios_own_zone_is_not():
    text = MC.format(form="hero", keywords="guard").replace("zone: play", "zone: pley")
    message, line = problems(text)["entities.shocker.zone"]
    assert "'pley' is not a zone Marvel Champions' rules name (did you mean 'play'?)" in message and line == 7
    load_scenario(MC.format(form="hero", keywords="guard").replace("zone: play", "zone: set-aside-pile"))
    moved = MC.format(form="hero", keywords="guard").replace(
        "    - attack: {by: spider-man, target: shocker, amount: 2}", "    - move: {card: shocker, to: hnad}")
    assert "(did you mean 'hand'?)" in problems(moved)["start.do[0].move.to"][0]


def test_a_card_type_or_form_in_capitals_is_refused_since_the_rules_compare_the_word():
    text = MC.format(form="Hero", keywords="guard").replace("type: minion", "type: Minion")
    found = problems(text)
    assert "in lowercase: 'minion', not 'Minion'" in found["entities.shocker.type"][0]
    assert "in lowercase: 'hero', not 'Hero'" in found["entities.spider-man.form"][0]
    load_scenario(MC.format(form="hero", keywords="Guard, RETALIATE 1"))  # keywords are read in lowercase


def test_a_pattern_naming_a_status_the_game_has_not_would_never_match_and_is_refused():
    text = MC.format(form="hero", keywords="guard").replace("start:", """abilities:
  shake-it-off:
    card: spider-man
    timing: response
    on: {event: status_given, target: spider-man, status: stuned}
    do: [{say: shakes it off}]
start:""")
    message, _ = problems(text)["abilities.shake-it-off.on.status"]
    assert "status_given events carry a status of: stunned, confused, tough" in message
    assert "(did you mean 'stunned'?)" in message


def _with_ability(on):
    return MC.format(form="hero", keywords="guard").replace("start:", f"""abilities:
  brace:
    card: spider-man
    timing: interrupt
    on: {on}
    do: [{{say: braces}}]
start:""")


def test_a_pattern_naming_a_word_that_is_no_entity_is_refused_at_its_line_with_did_you_mean():
    """`by: enemy` names nothing: the pattern would never match (an entity field holds an entity id, a special
    ref, a list or {type: T}); it is refused at its line, never kept as a value that silently never matches."""
    message, line = problems(_with_ability("{event: attacked, by: enemy}"))["abilities.brace.on.by"]
    assert "'enemy' is not an entity of this scenario" in message
    assert line == 12
    message, _ = problems(_with_ability("{event: attacked, by: minion}"))["abilities.brace.on.by"]
    assert "to match any entity of that type write {type: minion}" in message  # what the writer likely meant
    message, _ = problems(_with_ability("{event: attacked, target: spider-mn}"))["abilities.brace.on.target"]
    assert "(did you mean 'spider-man'?)" in message
    message, _ = problems(_with_ability("{event: attacked, target: thsi}"))["abilities.brace.on.target"]
    assert "(did you mean 'this'?)" in message


def test_a_pattern_naming_no_entity_beside_an_entity_whose_type_is_malformed_is_refused_not_a_crash():
    """An entity whose `type` is a mapping (found by the mutation property in test_reduce) once made the
    "write {type: T}" hint hash it and raise TypeError: both lines are refused, each at its own path."""
    text = _with_ability("{event: attacked, by: enemy}").replace("type: minion, name: Shocker",
                                                                  "type: {}, name: Shocker")
    found = problems(text)
    assert "'enemy' is not an entity of this scenario" in found["abilities.brace.on.by"][0]
    assert "entities.shocker.type" in found


def test_a_pattern_word_field_still_takes_its_words():
    """Fields whose values are words, not entities (a zone, a phase, a resource …) keep taking them."""
    load_scenario(_with_ability("{event: attacked, by: shocker, target: this}"))
    load_scenario(_with_ability("{event: moved, card: shocker, to: discard}"))
    load_scenario(_with_ability("{event: phase_ended, phase: player}"))
    load_scenario(_with_ability("{event: attacked, by: {type: minion}}"))


def test_a_villains_next_stage_keywords_are_a_list_checked_as_its_keywords():
    """`next_keywords` (Villain Defeat: the next stage's keywords) is a list of the game's keywords: a typo is
    refused at its line with "did you mean", a word that is not a list is refused, a right one is read."""
    stage = MC.replace("start:", "  rhino: {{type: villain, name: Rhino, hp: 14, stage: 1, stages: 2, "
                                 "next_keywords: {next}}}\nstart:")
    found = problems(stage.format(form="hero", keywords="guard", next="[tougness]"))
    message, line = found["entities.rhino.next_keywords[0]"]
    assert "unknown keyword 'tougness' for Marvel Champions (did you mean 'toughness'?)" in message
    assert line == 8
    assert "entities.rhino.next_keywords" in problems(stage.format(form="hero", keywords="guard", next="toughness"))
    scenario, _ = load_scenario(stage.format(form="hero", keywords="guard", next="[toughness, steady]"))
    assert scenario.entities["rhino"]["next_keywords"] == ("toughness", "steady")
