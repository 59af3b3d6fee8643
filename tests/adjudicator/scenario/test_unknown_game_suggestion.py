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
