"""Permanent effects that change a number: Ant-Man's 1 less damage once per turn, Winter Soldier's +1 to
every other hero's attack, The Norn Stones' third card in the draw phase."""
from tests.adjudicator.timing.skirmish.builders import card, resolve, skirmish, state, steps

ANT_MAN = {"ant-man-less": {"card": "ant-man", "timing": "modifier",
                            "modifies": {"value": "damage_taken", "target": "this"}, "by": {"prevent_first": 1}}}


def test_ant_man_takes_1_less_damage_once_per_turn_and_again_next_turn():
    cards = {"ant-man": card("heroes", "m1", health=9)}
    hits = [{"deal_damage": {"to": "ant-man", "amount": 2}}, {"deal_damage": {"to": "ant-man", "amount": 2}},
            {"end_turn": "villains"}, {"deal_damage": {"to": "ant-man", "amount": 2}}]
    outcome = resolve(skirmish(cards, ANT_MAN, *hits, you="villains"))
    assert state(outcome, "ant-man", "damage") == 1 + 2 + 1
    assert len(steps(outcome, "modifier", "from 2 to 1")) == 2


def test_ant_man_out_of_play_changes_nothing():
    cards = {"ant-man": card("heroes", zone="hand", health=9), "hawkeye": card("heroes", "m1", health=9)}
    outcome = resolve(skirmish(cards, ANT_MAN, {"deal_damage": {"to": "hawkeye", "amount": 2}}, you="villains"))
    assert state(outcome, "hawkeye", "damage") == 2


WINTER_SOLDIER = {"ws-plus-one": {"card": "winter-soldier", "timing": "modifier",
                                  "modifies": {"value": "damage", "attack": True, "source": {"type": "character"}},
                                  "if": "trigger.source != this and trigger.source.owner == \"heroes\"",
                                  "by": {"add": 1}}}


def test_winter_soldier_adds_1_to_every_other_heros_attack_only():
    cards = {"winter-soldier": card("heroes", "m1", strength=2), "hulk": card("heroes", "m2", strength=3),
             "zola": card("villains", "m1", health=9), "leader": card("villains", "m2", health=9),
             "kang": card("villains", "m3", strength=2), "hawkeye": card("heroes", "m3", health=9)}
    outcome = resolve(skirmish(cards, WINTER_SOLDIER, {"attack_phase": "heroes"}, {"attack_phase": "villains"},
                               {"deal_damage": {"to": "leader", "amount": 1, "source": "hulk"}}))
    assert state(outcome, "zola", "damage") == 2  # Winter Soldier's own attack: no change
    assert state(outcome, "leader", "damage") == 3 + 1 + 1  # Hulk's attack +1; Hulk's effect damage is not an attack
    assert state(outcome, "hawkeye", "damage") == 2  # Kang is a villain
    assert steps(outcome, "modifier", "from 3 to 4")


def test_the_norn_stones_draw_3_in_the_draw_phase_only():
    deck = {f"d{i}": {"type": "character", "owner": "heroes", "zone": "deck", "position": i} for i in range(1, 7)}
    abilities = {"norn": {"card": "stones", "timing": "modifier", "modifies": {"value": "draw", "who": "you",
                                                                            "phase": "draw"}, "by": {"add": 1}}}
    stones = {"stones": {"type": "artifact", "owner": "heroes", "zone": "play"}}
    outcome = resolve(skirmish({**deck, **stones}, abilities, {"draw": {"who": "heroes", "count": 1}},
                               {"draw_phase": "heroes"}))
    assert [state(outcome, f"d{i}", "zone") for i in range(1, 7)] == ["hand"] * 4 + ["deck"] * 2
