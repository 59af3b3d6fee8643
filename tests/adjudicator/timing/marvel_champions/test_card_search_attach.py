"""The card reader's "Search the encounter deck and discard pile for WHO and attach it to HOST" (card_search_attach.py),
on made-up card words: one `search` with `attach`, read whole or not at all."""
from adjudicator.timing.marvel_champions.card_effects import read_effect, scenario_ops


def keys(words, name="Made Up", subject=None):
    effect = read_effect(words, name, subject)
    return effect.keys(), [hole.words for hole in effect.holes]


def test_a_copy_of_an_attachment_by_its_name_attached_to_this_card():
    effect = read_effect("Search the encounter deck and discard pile for a copy of the Steel Claws attachment and "
                         "attach it to Made Up. <i>(Shuffle.)</i>", "Made Up", None)
    assert (effect.keys(), effect.holes) == (["search encounter+discard named attach this"], [])
    assert scenario_ops(effect, {}) == [{"search": {"deck": "encounter", "discard_pile": "encounter",
                                                    "for": {"name": "Steel Claws", "type": "attachment"},
                                                    "attach": "this"}}]


def test_the_host_a_pronoun_for_the_trigger_s_subject_or_this_minion():
    assert keys("search the encounter deck and discard pile for Steel Claws and attach it to her.",
                subject="this") == (["search encounter+discard named attach this"], [])
    assert keys("Search the encounter deck and discard pile for Steel Claws and attach it to this minion.") == (
        ["search encounter+discard named attach this"], [])


def test_not_read_a_kind_a_host_the_reader_does_not_know_facedown_or_more_areas():
    for words in ("Search the encounter deck and discard pile for a minion and attach it to Made Up.",
                  "Search the encounter deck and discard pile for Steel Claws and attach it to the ally with the highest cost.",
                  "Search the encounter deck and discard pile for Steel Claws and attach it to Made Up facedown.",
                  "Search the encounter deck, discard pile, and set-aside area for Steel Claws and attach it to Made Up."):
        assert not any(key.startswith("search") for key in keys(words)[0]), words
