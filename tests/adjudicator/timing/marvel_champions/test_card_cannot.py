"""The card reader's “X cannot …” (card_cannot.py) on made-up words: the `cannot` op when the function is one the
op knows and the sentence says how long; otherwise a hole with its words, never a guess."""
import pytest

from adjudicator.timing.marvel_champions.card_effects import read_effect, scenario_ops


def read(words, name="Made Up", subject=None):
    effect = read_effect(words, name, subject)
    return effect.keys(), [hole.words for hole in effect.holes]


@pytest.mark.parametrize("words, key", [
    ("Made Up cannot take damage this phase.", "cannot take_damage this phase"),
    ("The villain cannot attack until the end of the round.", "cannot attack villain round"),
    ("Rhino cannot scheme this round.", "cannot scheme named round"),
    ("This card cannot leave play until the end of the phase.", "cannot leave_play this phase"),
    ("You cannot be healed until the end of your turn.", "cannot be_healed you turn"),
    ("that minion cannot activate until the end of the phase.", "cannot activate that-minion phase"),
    ("Made Up cannot be attacked this phase.", "cannot be_attacked this phase"),
])
def test_a_cannot_with_its_duration_is_read(words, key):
    assert read(words, subject="minion") == ([key], [])


def test_the_scenario_op_names_the_function_and_the_duration():
    effect = read_effect("Deal each player an encounter card. Made Up cannot take damage this phase.", "Made Up")
    assert effect.read
    assert scenario_ops(effect, {})[-1] == {"cannot": {"card": "this", "function": "take_damage", "until": "phase"}}


@pytest.mark.parametrize("words", [
    "Made Up cannot take damage.",  # how long: not said
    "He cannot take damage this phase.",  # who: a pronoun
    "You cannot take more than 3 damage from this attack.",  # more words than the function
    "You cannot attack the villain this phase.",  # a target: not the op's
    "Made Up cannot be canceled this phase.",  # no function of the op
    "Made Up cannot be attacked again this phase.",  # more words than the function
])
def test_any_other_cannot_is_a_hole_with_its_words(words):
    keys, holes = read(words)
    assert keys == [] and holes


def test_if_you_cannot_is_not_read_as_a_cannot():
    """"If you cannot, B" is card_conditions.py's `otherwise`, never the `cannot` op."""
    keys, holes = read("Exhaust your identity. If you cannot, place 2 threat on the main scheme.")
    assert keys == ["otherwise: exhaust you | place_threat 2 main-scheme"] and not holes
