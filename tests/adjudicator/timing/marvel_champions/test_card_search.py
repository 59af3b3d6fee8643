"""The card reader's "search the encounter deck and discard pile for NAME and reveal it" (card_search.py), on made-up
card words: one `search` of both areas with `reveal`, its criteria the card's name and kind; anything else a hole."""
from adjudicator.timing.marvel_champions.card_effects import read_effect, scenario_ops


def test_the_named_card_searched_for_in_both_areas_is_revealed():
    effect = read_effect("Search the encounter deck and discard pile for the Made Up Lair side scheme and reveal it.",
                         "Made Up", None)
    assert effect.read and effect.keys() == ["search encounter+discard named reveal"]
    assert scenario_ops(effect, {}) == [{"search": {"deck": "encounter", "discard_pile": "encounter",
                                                    "for": {"name": "Made Up Lair", "type": "side-scheme"},
                                                    "reveal": True}}]


def test_a_copy_a_kind_or_more_after_the_reveal_is_not_read():
    assert not read_effect("Search the encounter deck and discard pile for a copy of the Goo attachment and reveal "
                           "it.", "Made Up", None).read
    assert not read_effect("Search the encounter deck and discard pile for a minion and reveal it.", "Made Up",
                           None).read
    assert not read_effect("Search the encounter deck and discard pile for Goo Gun, reveal it, and shuffle the "
                           "encounter deck.", "Made Up", None).read


def test_if_a_card_by_its_name_is_in_play_otherwise_the_search_and_its_own_shuffle():
    effect = read_effect("If Goo Gun is in play, deal 1 encounter card to each player. Otherwise, search the encounter "
                         "deck and discard pile for Goo Gun and reveal it. Shuffle the encounter deck if it was "
                         "searched this way.", "Made Up", None)
    assert effect.read and effect.keys() == [
        "if named in play: deal_encounter 1 each-player else: search encounter+discard named reveal"]
    (op,) = scenario_ops(effect, {})
    # the entity's name is the scenario's: the condition is a hole that says what to write
    assert op["if"]["cond"].startswith("HOLE: Goo Gun in play") and 'count(name="Goo Gun", zone=play) > 0' in \
        op["if"]["cond"]
    assert op["if"]["else"] == [{"search": {"deck": "encounter", "discard_pile": "encounter",
                                            "for": {"name": "Goo Gun"}, "reveal": True}}]


def test_the_shuffle_sentence_alone_or_an_otherwise_after_another_if_is_not_read():
    assert not read_effect("Shuffle the encounter deck if it was searched this way.", "Made Up", None).read
    assert not read_effect("If a [[Goo]] character is in play, draw 1 card. Otherwise, search the encounter deck and "
                           "discard pile for Goo Gun and reveal it.", "Made Up", None).read
    assert not read_effect("If it is in play, draw 1 card.", "Made Up", None).read
