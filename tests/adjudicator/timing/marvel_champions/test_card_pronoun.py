"""The card reader's "it"/"its" opening a sentence as the one card the sentence before named (card_pronoun.py), on
made-up card words: read only when that card is certain, else a hole as before, never a guess."""
from adjudicator.timing.marvel_champions.card_effects import read_effect, scenario_ops


def keys(words, name="Made Up", subject=None):
    effect = read_effect(words, name, subject)
    return effect.keys(), [hole.words for hole in effect.holes]


def test_its_ability_is_the_card_the_sentence_before_named():
    effect = read_effect("Place 1 clue counter on Other Card. Resolve its “Trick Shot” ability.", "Made Up", None)
    assert (effect.keys(), effect.holes) == (["add_counter 1 clue named", "resolve_special 1 named trick-shot"], [])
    assert effect.ops[1].words == "Resolve its “Trick Shot” ability"  # the card's own words, not the stand-in
    counter, resolve = scenario_ops(effect, {})
    assert resolve["resolve_special"]["card"].startswith("HOLE:")
    assert "trick shot" in resolve["resolve_special"]["ability"]


def test_it_is_this_card_when_the_sentence_before_named_this_card():
    assert keys("Place 1 clue counter on Made Up. Exhaust it.") == (["add_counter 1 clue this", "exhaust this"], [])


def test_not_read_when_the_sentence_before_names_more_than_one_card_or_a_chosen_one():
    assert "resolve_special 1 named trick-shot" not in keys(
        "Place 1 clue counter on Other Card and 1 clue counter on Made Up. Resolve its “Trick Shot” ability.")[0]
    assert not any(key.startswith("exhaust") and key.endswith(("named", "this"))
                   for key in keys("Deal 1 damage to an enemy. Exhaust it.")[0])


def test_not_read_when_the_pronoun_may_name_a_card_of_its_own_sentence_or_the_trigger_s():
    assert not any(key.startswith("resolve_special") for key in keys(
        "Place 1 clue counter on Other Card. Discard the top card of your deck and resolve its “Trick Shot” ability.")[0])
    assert "exhaust named" not in keys("Place 1 clue counter on Other Card. Exhaust it.", subject="enemy")[0]


def test_not_read_when_the_sentence_before_is_not_read_whole_or_counts():
    assert "resolve_special 1 named trick-shot" not in keys(
        "Place 1 [per_hero] clue counter on Other Card. Resolve its “Trick Shot” ability.")[0]
    assert "resolve_special 1 named trick-shot" not in keys(
        "Frobnicate Other Card. Resolve its “Trick Shot” ability.")[0]
