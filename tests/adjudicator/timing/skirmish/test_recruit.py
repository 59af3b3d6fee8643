"""Playing a card: its cost (colored and any-card symbols, battleground cards and civilian markers as
payment, the Cosmic Cube's discount), one copy of a main character in play (replacing it, free; a captured
hero kept off the heroes' side; Hela never replacing), and battleground cards."""
from tests.adjudicator.timing.skirmish.builders import RULES, card, problems, resolve, skirmish, state, steps

CAPTAIN = {"captain-marvel": card("heroes", strength=1, health=4, main=True, name="Captain Marvel", cost=3,
                                  cost_colors="red", color="red")}
HAND = {"red-card": card("heroes", color="red"), "yellow-card": card("heroes", color="yellow"),
        "ground": {"type": "battleground", "owner": "heroes", "zone": "hand", "color": "blue"}}


def recruit(pay, civilians=(), extra=None, abilities=None):
    body = {"card": "captain-marvel", "slot": "m1", "pay": list(pay)}
    if civilians:
        body["civilians"] = list(civilians)
    return resolve(skirmish({**CAPTAIN, **HAND, **(extra or {})}, abilities, {"recruit": body}))


def test_the_cost_is_paid_with_a_card_of_each_color_and_any_cards_for_the_rest():
    outcome = recruit(["red-card", "yellow-card", "ground"])
    assert state(outcome, "captain-marvel", "zone") == "board" and state(outcome, "captain-marvel", "slot") == "m1"
    assert state(outcome, "red-card", "zone") == "discard" and state(outcome, "yellow-card", "zone") == "discard"
    assert state(outcome, "ground", "zone") == "battleground-stack"  # a battleground card paid goes back to its stack
    paid = steps(outcome, "op", "pay")[0]
    assert paid["rule"] == RULES + "playing-a-card"


def test_a_missing_color_or_a_wrong_count_is_not_paying_the_cost():
    green = {"green-card": card("heroes", color="green")}
    for pay in (["yellow-card", "ground", "green-card"], ["red-card", "yellow-card"], ["red-card", "red-card", "ground"]):
        outcome = recruit(pay, extra=green)
        assert state(outcome, "captain-marvel", "zone") == "hand", pay
        assert all(state(outcome, c, "zone") == "hand" for c in pay)
        assert steps(outcome, "note", "its cost is not paid")


def test_the_heroes_may_pay_with_civilian_markers_of_the_matching_color():
    outcome = recruit(["yellow-card", "ground"], civilians=["red"],
                      extra={"heroes": {"type": "player", "vp": 0, "civilians": 2}})
    assert state(outcome, "captain-marvel", "zone") == "board"
    assert state(outcome, "heroes", "civilians") == 1 and state(outcome, "red-card", "zone") == "hand"
    assert "civilian markers of a matching color" in steps(outcome, "op", "1 civilian marker goes back")[0]["quote"]


def test_the_cosmic_cube_ignores_one_any_card_symbol():
    cube = {"cube": {"type": "artifact", "owner": "heroes", "zone": "play", "ignores_any_card": 1}}
    outcome = recruit(["red-card", "yellow-card"], extra=cube)
    assert state(outcome, "captain-marvel", "zone") == "board"
    assert steps(outcome, "note", "1 card less")[0]["rule"] == RULES + "artifacts"


COPY = {"captain-marvel-2": card("heroes", "m2", strength=2, health=4, damage=3, main=True, name="Captain Marvel",
                                 color="red")}


def test_playing_a_copy_of_a_main_character_in_play_replaces_it_free_and_clean():
    abilities = {"cm-immediate": {"card": "captain-marvel", "timing": "immediate",
                                  "do": [{"gain": {"who": "you", "vp": 1}}]},
                 "flame": {"card": "eternal-flame", "timing": "permanent", "on": {"event": "defeated", "owner": "you"},
                           "do": [{"gain": {"who": "you", "vp": 5}}]}}
    extra = {**COPY, "eternal-flame": {"type": "artifact", "owner": "heroes", "zone": "play"}}
    outcome = recruit(["red-card", "yellow-card", "ground"], extra=extra, abilities=abilities)
    assert state(outcome, "captain-marvel", "slot") == "m2" and state(outcome, "captain-marvel", "zone") == "board"
    assert state(outcome, "captain-marvel-2", "zone") == "discard" and state(outcome, "captain-marvel-2", "damage") == 0
    assert state(outcome, "red-card", "zone") == "hand"  # replacing is always free
    assert state(outcome, "heroes", "vp") == 1  # the new copy's immediate effect; the old one was not defeated
    assert "flame" not in outcome["resolution_order"]
    assert steps(outcome, "note", "replacing is always free")[0]["rule"] == RULES + "replacing-a-main-character"


def test_replace_says_outright_that_a_copy_replaces_another_and_refuses_when_there_is_none():
    outcome = resolve(skirmish({**CAPTAIN, **COPY}, {}, {"replace": "captain-marvel"}))
    assert state(outcome, "captain-marvel", "slot") == "m2" and state(outcome, "captain-marvel-2", "zone") == "discard"
    none = resolve(skirmish(CAPTAIN, {}, {"replace": "captain-marvel"}))
    assert state(none, "captain-marvel", "zone") == "hand"
    assert steps(none, "note", "replaces nothing")


def test_a_card_brought_back_from_the_discard_pile_replaces_its_copy_too():
    kang = {"captain-marvel": {**CAPTAIN["captain-marvel"], "zone": "discard"}}
    outcome = resolve(skirmish({**kang, **COPY}, {}, {"place": {"card": "captain-marvel", "slot": "m1"}}))
    assert state(outcome, "captain-marvel", "slot") == "m2" and state(outcome, "captain-marvel-2", "zone") == "discard"


def test_a_captured_hero_keeps_its_other_copies_off_the_heroes_side():
    captured = {"cap-taken": card("villains", "m2", main=True, name="Captain America", captured=True),
                "cap": card("heroes", main=True, name="Captain America")}
    outcome = resolve(skirmish(captured, {}, {"place": {"card": "cap", "slot": "m1"}}))
    assert state(outcome, "cap", "zone") == "hand"
    refused = steps(outcome, "note", "cannot enter play")[0]
    assert "cannot enter play on the heroes' side" in refused["quote"]


def test_hela_never_replaces_another_hela():
    helas = {"hela-1": card("villains", "m2", main=True, name="Hela"),
             "hela-2": card("villains", zone="discard", main=True, name="Hela")}
    outcome = resolve(skirmish(helas, {}, {"place": {"card": "hela-2", "slot": "m1", "replace": False}},
                               you="villains"))
    assert state(outcome, "hela-2", "zone") == "discard" and state(outcome, "hela-1", "zone") == "board"
    assert "not even to replace her" in steps(outcome, "note", "cannot enter play")[0]["quote"]


STREET = {"street-corner": {"type": "battleground", "owner": "heroes", "zone": "hand", "cost": 3,
                            "cost_colors": "yellow red blue", "vp": 2},
          "yellow-card": card("heroes", color="yellow"), "red-card": card("heroes", color="red"),
          "blue-card": card("heroes", color="blue"), "thor": card("heroes", "m1", damage=2, health=5)}
HEAL_ONE = {"street-heal": {"card": "street-corner", "timing": "immediate",
                            "do": [{"heal": {"target": "thor", "amount": 1}}]}}


def test_a_battleground_card_scores_its_points_then_its_effect_then_goes_under_its_stack():
    outcome = resolve(skirmish(STREET, HEAL_ONE, {"recruit": {"card": "street-corner",
                                                             "pay": ["yellow-card", "red-card", "blue-card"]}}))
    assert state(outcome, "heroes", "vp") == 2 and state(outcome, "thor", "damage") == 1
    assert state(outcome, "street-corner", "zone") == "battleground-stack"
    texts = [s["text"] for s in outcome["steps"]]
    heal = next(i for i, t in enumerate(texts) if "heals" in t)
    stack = next(i for i, t in enumerate(texts) if "bottom of the battleground cards stack" in t)
    assert heal < stack


def test_a_battleground_cards_points_that_end_the_game_are_the_last_thing_that_happens():
    # judge10 (marvel-skirmish-06): "The game ends immediately": no move to play, no effect, no stack after it
    outcome = resolve(skirmish(STREET, HEAL_ONE, {"recruit": {"card": "street-corner",
                                                             "pay": ["yellow-card", "red-card", "blue-card"]}},
                               vp=(5, 0)))
    assert state(outcome, "heroes", "vp") == 7 and state(outcome, "heroes", "winner") is True
    assert state(outcome, "thor", "damage") == 2 and state(outcome, "street-corner", "zone") == "hand"
    texts = [s["text"] for s in outcome["steps"]]
    ended = next(i for i, t in enumerate(texts) if "the game ends immediately" in t)
    said = outcome["steps"][ended + 1]  # the one step after the end says what is not done
    assert said["text"].startswith("the game has ended: street-corner's effect is not carried out")
    assert said["rule"].endswith("#game-end")
    assert [s["kind"] for s in outcome["steps"][ended + 2:]] == ["end"]


def test_the_ten_rings_make_a_battleground_card_one_card_cheaper_and_worth_one_more_point():
    rings = {"rings": {"type": "artifact", "owner": "heroes", "zone": "play", "battleground_discount": 1,
                       "battleground_vp": 1}}
    outcome = resolve(skirmish({**STREET, **rings}, HEAL_ONE, {"recruit": {"card": "street-corner",
                                                                           "pay": ["yellow-card", "red-card"]}}))
    assert state(outcome, "heroes", "vp") == 3


def test_a_battleground_card_is_never_placed_in_a_slot():
    # a ruling, not an error (issue 24): the card is not played, nothing is paid
    outcome = resolve(skirmish(STREET, HEAL_ONE, {"recruit": {"card": "street-corner", "slot": "m2",
                                                              "pay": ["yellow-card", "red-card", "blue-card"]}}))
    assert state(outcome, "street-corner", "zone") == "hand" and state(outcome, "red-card", "zone") == "hand"
    refused = steps(outcome, "note", "is a battleground card, and the scenario places it in a card slot")[0]
    assert "never placed in a card slot" in refused["quote"]
    assert [w["kind"] for w in outcome["warnings"]] == ["refused-play"]


def test_civilian_colors_are_checked_when_read():
    found = problems(skirmish(CAPTAIN, {}, {"recruit": {"card": "captain-marvel", "slot": "m1", "civilians": ["pink"]}}))
    assert "civilian marker colors" in found["start.do[0].recruit.civilians"]
