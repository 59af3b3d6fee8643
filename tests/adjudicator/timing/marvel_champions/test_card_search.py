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
