"""What the checker remembers between scenarios (issue 28) is keyed on immutable inputs only, answers as a fresh
computation does, and never leaks one scenario's or one model's changes into another's."""
import copy
import pickle

from adjudicator.scenario.vocabulary import PropertyList, Vocabulary, zone_vocabulary
from adjudicator.timing.registry import load

KEYWORDS = Vocabulary("keywords", "keyword", ("guard", "retaliate"), numbered=("retaliate",))


def test_a_vocabulary_answers_a_word_as_a_fresh_one_does_every_time():
    asked = [KEYWORDS.check(word, "Game", "game") for word in ("guard", "gaurd", "retaliate", "retaliate 1", 3)]
    fresh = Vocabulary("keywords", "keyword", ("guard", "retaliate"), numbered=("retaliate",))
    again = [fresh.check(word, "Game", "game") for word in ("guard", "gaurd", "retaliate", "retaliate 1", 3)]
    assert asked == again
    assert asked[0] is None and "did you mean 'guard'" in asked[1] and "with its number" in asked[2]
    assert KEYWORDS.check("guard", "Other", "other") is None  # the game's names are part of what is remembered
    assert "for Other" in KEYWORDS.check("gaurd", "Other", "other")


def test_a_property_list_names_the_near_property_as_before():
    props = PropertyList((("damage", ""), ("hp", "")), prefixes=(("next_", ""),))
    assert props.check("next_hp", set(), "Game") is None
    assert "did you mean 'damage'" in props.check("damaeg", set(), "Game")
    assert props.check("seen", {"seen"}, "Game") is None
    assert "unknown property 'seen'" in props.check("seen", set(), "Game")  # what a scenario reads is never kept


def test_what_is_remembered_is_left_out_of_a_pickle_or_a_copy():
    KEYWORDS.check("gaurd", "Game", "game")
    props = PropertyList((("damage", ""),))
    props.check("damaeg", set(), "Game")
    for value in (KEYWORDS, props):
        for copied in (pickle.loads(pickle.dumps(value)), copy.deepcopy(value)):
            assert copied == value
            assert "_checked" not in copied.__dict__ and "_near" not in copied.__dict__
    assert pickle.loads(pickle.dumps(KEYWORDS)).check("gaurd", "Game", "game") == KEYWORDS.check("gaurd", "Game", "game")


def test_the_zone_vocabulary_of_one_tuple_of_names_is_made_once():
    assert zone_vocabulary(("hand", "deck")) is zone_vocabulary(("hand", "deck"))
    assert zone_vocabulary(("hand",)).words == ("hand",)


def test_each_model_gets_its_own_op_table_and_events():
    cls = load("marvel-champions")
    first, second = cls(), cls()
    assert first.ops == second.ops and first.ops is not second.ops
    first.ops["made-up"] = None
    events = first.events()
    events["made-up"] = ()
    assert "made-up" not in second.ops and "made-up" not in second.events() and "made-up" not in first.events()
