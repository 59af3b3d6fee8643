"""A near miss says "did you mean" right after the mistyped word, before the list of every word allowed: the op
list alone is sixty words now, and on a phone the editor's problem box cut the hint off below them (as the
keyword, form and period messages already do)."""
import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid

def two_heroes(title: str) -> str:
    """Spider-Man, She-Hulk and her Hired Gun in play, up to the start's ops (a template: `{…}` doubled)."""
    return f"""\
format: 1
game: marvel-champions
title: {title}
players: [spider-man, she-hulk]
entities:
  spider-man: {{{{type: hero, name: Spider-Man, form: hero, hp: 10}}}}
  she-hulk: {{{{type: hero, name: She-Hulk, form: hero, hp: 15}}}}
  hired-gun: {{{{type: ally, name: Hired Gun, owner: she-hulk, zone: play, hp: 3}}}}
start:
  do:
"""


SCENARIO = two_heroes("Spider-Man and She-Hulk take their turns") + """\
    - {op}
"""


def problems(op: str) -> list[str]:
    with pytest.raises(ScenarioInvalid) as refused:
        load_scenario(SCENARIO.format(op=op))
    return [str(p) for p in refused.value.problems]


@pytest.mark.parametrize("op, said", [
    ("end_trun: spider-man", "unknown op 'end_trun' (did you mean 'end_turn'?); expected one of: "),
    ("take_contrl: {card: hired-gun, who: spider-man}", "unknown op 'take_contrl' (did you mean 'take_control'?); "
                                                         "expected one of: "),
    ("take_control: {card: hired-gun, who: spider-man, untill: phase}",
     "unknown key 'untill' (did you mean 'until'?); expected one of: "),
])
def test_did_you_mean_comes_before_the_list_of_allowed_words(op, said):
    found = problems(op)
    assert any(said in p for p in found), found


CONDITION = two_heroes("Spider-Man takes Hired Gun") + """\
    - take_control: {{card: hired-gun, who: spider-man}}
    - if: {{cond: "{cond}", then: [{{set: {{target: spider-man, prop: held, value: 1}}}}]}}
"""


def test_a_condition_reading_a_property_one_letter_from_the_games_says_did_you_mean():
    """`hired-gun.controler` was read as a counter of the scenario's own that nothing set: the condition
    quietly did not hold. One letter from a Marvel Champions property, and written nowhere, it is a typo."""
    with pytest.raises(ScenarioInvalid) as refused:
        load_scenario(CONDITION.format(cond="hired-gun.controler == 'spider-man'"))
    found = [str(p) for p in refused.value.problems]
    assert any("'controler'" in p and "(did you mean 'controller'?)" in p for p in found), found
    load_scenario(CONDITION.format(cond="hired-gun.controller == 'spider-man' and spider-man.held == 0"))


def test_a_count_filtering_on_a_property_one_letter_from_the_games_says_did_you_mean():
    """`count(typ=ally, …)` counted nothing (X was 0) without a word: `typ` is one letter from `type`."""
    with pytest.raises(ScenarioInvalid) as refused:
        load_scenario(CONDITION.format(cond="count(typ=ally, zone=play) == 1"))
    found = [str(p) for p in refused.value.problems]
    assert any("'typ'" in p and "(did you mean 'type'?)" in p for p in found), found
    load_scenario(CONDITION.format(cond="count(type=ally, zone=play) == 1"))
    load_scenario(CONDITION.format(cond="count(trait=avenger, keyword=guard, controller=spider-man) == 0"))


def test_a_result_no_op_keeps_is_refused_with_did_you_mean():
    """`result.y` read 0 without a word: no op keeps a result `y`. The game's own (`result.x` from `where_x`) and
    any the scenario names with `as` are read; another is refused at its line."""
    with pytest.raises(ScenarioInvalid) as refused:
        load_scenario(CONDITION.format(cond="result.y == 0"))
    found = [str(p) for p in refused.value.problems]
    assert any("'result.y'" in p and "(did you mean 'x'?)" in p for p in found), found
    load_scenario(CONDITION.format(cond="result.x == 0 and result.this_way == 0"))
