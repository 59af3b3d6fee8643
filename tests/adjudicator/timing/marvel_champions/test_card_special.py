"""The card reader's words for another card's Special ability (card_special.py), on made-up card words: the
`resolve_special` op, its times and the named ability; a quoted timing word or a pronoun is a hole, never a guess."""
from adjudicator.timing.marvel_champions.card_effects import read_effect, scenario_ops


def keys(words, name="Made Up"):
    effect = read_effect(words, name, None)
    return effect.keys(), [hole.words for hole in effect.holes]


def test_the_special_ability_on_a_traited_environment_and_how_many_times():
    assert keys('Resolve the "Special" ability on the [[Lair]] environment.') == (
        ["resolve_special 1 environment[lair]"], [])
    effect = read_effect('resolve the “Special” ability on the [[Lair]] environment twice.', "Made Up", None)
    assert effect.keys() == ["resolve_special 2 environment[lair]"]
    assert scenario_ops(effect, {}) == [{"resolve_special": {
        "card": "HOLE: name the environment in play with the trait lair", "times": 2}}]
    assert keys('resolve the "Special" ability on Made Up 3 times.') == (["resolve_special 3 this"], [])


def test_a_named_ability_of_another_card_is_its_special_one_named_by_the_scenario():
    effect = read_effect("exhaust Made Up → resolve Other Card's “Trick Shot” ability.", "Made Up", None)
    assert effect.keys() == ["pay: exhaust this", "resolve_special 1 named trick-shot"]
    (cost,) = scenario_ops(effect, {})
    (resolve,) = cost["cost"]["then"]
    assert resolve["resolve_special"]["ability"].startswith("HOLE:") and "trick shot" in resolve["resolve_special"]["ability"]
    assert resolve["resolve_special"]["card"].startswith("HOLE:")


def test_a_quoted_timing_word_or_a_pronoun_is_not_read():
    assert keys('Resolve Other Card\'s "When Revealed" ability.')[0] == []
    assert keys('Resolve its "Trick Shot" ability.')[0] == []
    assert keys('Resolve the "Special" ability on it.')[0] == []


def test_after_an_already_sentence_it_is_the_if():
    assert keys('Exhaust your identity. If you were already exhausted, resolve the "Special" ability on the '
                '[[Lair]] environment.') == (
        ["if you.exhausted: resolve_special 1 environment[lair] else: exhaust you"], [])
