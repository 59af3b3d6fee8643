"""Game End: the Heroes at 7 victory points, the Villains at 9, at most 2 civilians left in Manhattan,
the last card drawn (at the end of that turn); the resolution stops there. The victory point track has
one marker: scoring on the opponent's side takes it back first."""
from tests.adjudicator.timing.skirmish.builders import RULES, SLOTS, card, resolve, skirmish, state, steps

NO_CIVILIANS = {**SLOTS, "m1": {**SLOTS["m1"], "civilians": 0}}


def test_the_heroes_win_at_7_and_nothing_attacks_afterwards():
    cards = {"fury": card("heroes", "m1"), "strange": card("heroes", "s1")}
    abilities = {"fury-vp": {"card": "fury", "timing": "attack-effect", "do": [{"gain": {"who": "you", "vp": 1}}]}}
    outcome = resolve(skirmish(cards, abilities, vp=(6, 0), slots=NO_CIVILIANS))
    assert state(outcome, "heroes", "vp") == 7 and state(outcome, "heroes", "winner") is True
    assert state(outcome, "heroes", "artifact") is None  # Strange's Sanctum attack never comes
    assert outcome["resolution_order"] == ["start", "attack:fury"]  # nor Nick Fury's attack effect
    won = steps(outcome, "phase", "the game ends immediately")[0]
    assert won["rule"] == RULES + "game-end" and won["quote"] == "when the Heroes score 7 victory points -- they win."


def test_the_villains_win_at_9():
    outcome = resolve(skirmish({"zola": card("villains", "m1")}, {}, {"attack_phase": "villains"}, you="villains",
                               vp=(0, 8)))
    assert state(outcome, "villains", "vp") == 9 and state(outcome, "villains", "winner") is True


def test_one_marker_scoring_on_the_opponents_side_takes_it_back_first():
    outcome = resolve(skirmish({"zola": card("villains", "m1")}, {}, {"attack_phase": "villains"}, you="villains",
                               vp=(2, 0)))
    assert state(outcome, "heroes", "vp") == 1 and state(outcome, "villains", "vp") == 0
    assert "advance the victory point marker one space in your direction" in steps(outcome, "op", "marker moves")[0]["quote"]


def test_the_heroes_win_when_at_most_2_civilians_are_left_in_manhattan():
    slots = {**SLOTS, "m1": {**SLOTS["m1"], "civilians": 1}, "m2": {**SLOTS["m2"], "civilians": 1},
             "m3": {**SLOTS["m3"], "civilians": 1}}
    outcome = resolve(skirmish({"cap": card("heroes", "m1")}, {}, slots=slots))
    assert state(outcome, "m1", "civilians") == 0 and state(outcome, "heroes", "winner") is True
    assert steps(outcome, "phase", "only 2 civilian markers are left")[0]["rule"] == RULES + "game-end"


def test_with_fewer_than_three_manhattan_slots_the_civilian_end_is_not_checked_and_says_so():
    slots = {"m1": {**SLOTS["m1"], "civilians": 1}, "s1": SLOTS["s1"]}
    outcome = resolve(skirmish({"cap": card("heroes", "m1")}, {}, slots=slots))
    assert state(outcome, "heroes", "winner") is None
    assert steps(outcome, "note", "cannot be counted")


def deck(owner, n):
    return {f"{owner}-deck-{i}": {"type": "character", "owner": owner, "zone": "deck", "position": i}
            for i in range(1, n + 1)}


def test_the_last_card_drawn_ends_the_game_at_the_end_of_that_turn_and_more_victory_points_win():
    outcome = resolve(skirmish(deck("heroes", 1), {}, {"draw_phase": "heroes"}, {"gain": {"who": "villains", "vp": 0}},
                               {"end_turn": "heroes"}, vp=(0, 3)))
    assert state(outcome, "heroes-deck-1", "zone") == "hand"
    assert state(outcome, "villains", "winner") is True
    drew = steps(outcome, "note", "drawn the last card")[0]
    texts = [s["text"] for s in outcome["steps"]]
    assert texts.index(drew["text"]) < next(i for i, t in enumerate(texts) if "turn ends" in t)


def test_the_last_card_drawn_with_the_marker_at_0_ends_the_game_without_a_winner():
    outcome = resolve(skirmish(deck("heroes", 2), {}, {"draw_phase": "heroes"}, {"end_turn": "heroes"}))
    assert state(outcome, "heroes", "winner") is None and state(outcome, "villains", "winner") is None
    assert steps(outcome, "phase", "names no winner")


def test_a_turn_without_the_last_card_drawn_does_not_end_the_game():
    outcome = resolve(skirmish(deck("heroes", 3), {}, {"draw_phase": "heroes"}, {"end_turn": "heroes"}))
    assert not steps(outcome, "phase", "the game ends")
    assert state(outcome, "heroes-deck-3", "zone") == "deck"
