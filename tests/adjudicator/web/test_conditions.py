"""The pages say a scenario's conditions with the entities' names (issue 11, plain language): the engine
quotes `plucky-interns.zone == "hand"`, a person reads “Plucky Interns' zone is hand”."""
import pytest

from adjudicator.compare import Names
from adjudicator.expr import ExpressionError, compile_expression
from adjudicator.web import present
from adjudicator.web.conditions import QUOTED, say_conditions
from tests.adjudicator import corpus


def names(**entities):
    known = Names({})
    known.entities = dict(entities)
    return known


@pytest.mark.parametrize("quoted, said", [
    ('`plucky-interns.zone == "hand"`', "“Plucky Interns' zone is hand”"),
    ("`you.heroism >= 1`", "“your heroism is at least 1”"),
    ("`hawkeye.damage == 0`", "“Hawkeye's damage is 0”"),
    ("`rhino.tough`", "“Rhino's tough”"),
    ('`trigger.card.main and count(owner=heroes, zone="hand") > 0`',
     "“the triggering event's card's main and the number of cards with owner heroes and zone hand is more than 0”"),
    ("`not rhino.tough or max(1, you.heroism) - 2 < 3`",
     "“not (Rhino's tough) or the larger of 1 and your heroism minus 2 is less than 3”"),
    ("`in_range(rhino, nearest(to=hawkeye, zone=board), 1)`",
     "“Rhino and the nearest card with zone board to Hawkeye are at most 1 apart”"),
    ('`"X-MEN" in trigger.card.traits`', "“the triggering event's card's traits include X-MEN”"),
    ('`not "elite" in rhino.traits`', "“not (Rhino's traits include elite)”"),
    ('`target == "rhino"`', "`target == \"rhino\"`"),  # a name it does not know: left as written
    ("`zones: [hand]`", "`zones: [hand]`"),  # not an expression: left as written
])
def test_a_quoted_condition_is_said_with_names(quoted, said):
    people = names(**{"plucky-interns": "Plucky Interns", "hawkeye": "Hawkeye", "rhino": "Rhino"})
    assert say_conditions(f"the condition {quoted} holds now", people) == f"the condition {said} holds now"


def test_markup_in_a_name_stays_text_for_the_template_to_escape():
    assert say_conditions('`x.zone == "hand"`', names(x="<b>X</b>")) == "“<b>X</b>'s zone is hand”"


def expressions(text):
    """The quoted parts of a text that are expressions (a quoted op a step suggests writing is not one)."""
    found = []
    for quoted in QUOTED.findall(text):
        try:
            compile_expression(quoted)
        except ExpressionError:
            continue
        found.append(quoted)
    return found


def no_condition_as_code(path):
    result = corpus.resolved(path)
    known = present.names_for(result)
    for outcome in result["outcomes"]:
        for row in present.step_rows(outcome, {}, known):
            assert not expressions(row.text), row.text
    for row in present.warning_rows(result, 1, known):
        assert not expressions(row.text), row.text


@pytest.mark.parametrize("game", corpus.GAMES)
def test_no_condition_of_a_fixture_reaches_the_page_as_code(game):
    corpus.each_fixture(no_condition_as_code, game)
