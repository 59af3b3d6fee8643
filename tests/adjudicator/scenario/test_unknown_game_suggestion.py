"""The game is a word from a closed list: a near miss is refused at its line with "did you mean", as a
keyword, a card type or a zone is."""
import pytest

from adjudicator.api import adjudicate_text
from adjudicator.errors import ScenarioInvalid

SCENARIO = """format: 1
game: {game}
title: A game's name typed with a letter missing
entities:
  a: {{type: hero, name: A}}
start:
  label: nothing
  do: []
"""


@pytest.mark.parametrize(("typed", "meant"), [("marvel-champion", "marvel-champions"),
                                               ("union-city-aliance", "union-city-alliance"),
                                               ("valiant-universes", "valiant-universe")])
def test_a_game_one_letter_off_is_refused_with_did_you_mean(typed, meant):
    with pytest.raises(ScenarioInvalid) as caught:
        adjudicate_text(SCENARIO.format(game=typed))
    game = [p for p in caught.value.problems if p.path == "game"]
    assert len(game) == 1 and game[0].line == 2
    assert f"unknown game '{typed}' (did you mean '{meant}'?); expected one of: " in game[0].message


def test_a_game_like_none_is_refused_without_a_guess():
    with pytest.raises(ScenarioInvalid) as caught:
        adjudicate_text(SCENARIO.format(game="chess"))
    game = [p for p in caught.value.problems if p.path == "game"][0]
    assert game.message.startswith("unknown game 'chess'; expected one of: ")


MARVEL_WORDS = """format: 1
game: marvel-champion
title: A valid Marvel Champions scenario but for its game's name
entities:
  spider-man: {type: hero, name: Spider-Man}
abilities:
  after-used:
    card: spider-man
    timing: response
    on: {event: used}
    do: []
start:
  label: nothing
  do: [{use_ability: {card: spider-man, do: []}}]
"""


def test_an_unknown_game_is_the_only_problem_said_and_the_rest_waits_for_the_game():
    """The rest of the scenario is in some game's words: checked as another game's, it would pile on errors
    ("unknown event 'used'") that are not there once the game is named right."""
    with pytest.raises(ScenarioInvalid) as caught:
        adjudicate_text(MARVEL_WORDS)
    problems = caught.value.problems
    assert [p.path for p in problems] == ["game"]
    assert "(did you mean 'marvel-champions'?)" in problems[0].message
    assert problems[0].message.endswith("the rest of the scenario is checked once the game is known")


def test_the_same_scenario_with_its_game_named_right_resolves():
    """What the test above holds back is valid Marvel Champions: those errors would have been made up."""
    result = adjudicate_text(MARVEL_WORDS.replace("game: marvel-champion\n", "game: marvel-champions\n"))
    assert result["outcomes"][0]["resolution_order"] == ["start", "after-used"]
