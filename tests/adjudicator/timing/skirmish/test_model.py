"""Marvel Skirmish timing, one test (or a few) per rule; then validation of its ops, anchors, and the stack."""
import json
from pathlib import Path

import pytest

from adjudicator.api import adjudicate_text
from adjudicator.errors import ResolutionStopped, ScenarioInvalid
from tests.adjudicator.conftest import only, run, step_index

SCENARIOS = Path(__file__).resolve().parents[4] / "fixtures" / "scenarios" / "marvel-skirmish"
SLOTS = {
    "m1": {"type": "slot", "location": "manhattan", "order": 1, "civilians": 4},
    "m2": {"type": "slot", "location": "manhattan", "order": 2, "civilians": 4},
    "m3": {"type": "slot", "location": "manhattan", "order": 3, "civilians": 4},
    "s1": {"type": "slot", "location": "sanctum-sanctorum", "order": 4},
    "t1": {"type": "slot", "location": "avengers-tower", "order": 6},
}


def card(side, slot=None, strength=1, health=3, zone=None, **more):
    props = {"type": "character", "owner": side, "strength": strength, "health": health,
             "zone": zone or ("board" if slot else "hand")}
    if slot:
        props["slot"] = slot
    props.update(more)
    return props


def skirmish(cards, abilities=None, start=None, choices=None, players=("villains", "heroes"), **extra):
    """A Skirmish scenario: the two players, the slots, the given cards."""
    entities = {"villains": {"type": "player", "vp": 0}, "heroes": {"type": "player", "vp": 0}, **SLOTS, **cards}
    doc = {"format": 1, "game": "marvel-skirmish", "title": "test", "players": list(players),
           "entities": entities, "abilities": abilities or {},
           "start": start or {"you": players[0], "do": [{"attack_phase": players[0]}]}}
    if choices:
        doc["choices"] = choices
    doc.update(extra)
    return json.loads(json.dumps(doc))


def immediate(card_id, do, **more):
    return {"card": card_id, "timing": "immediate", "do": do, **more}


def attack_effect(card_id, do, **more):
    return {"card": card_id, "timing": "attack-effect", "do": do, **more}


def events(outcome, name):
    return [i for i, s in enumerate(outcome["steps"]) if s["kind"] == "event" and s["text"].startswith(name)]


def begin(outcome, effect):
    return step_index(outcome, lambda s: s["kind"] == "begin" and s["effect"] == effect)


def end(outcome, effect):
    return step_index(outcome, lambda s: s["kind"] == "end" and s["effect"] == effect)


# -- Using an Immediate Effect ---------------------------------------------------------------------------
def kang_and_leader(leader_immediate=True):
    cards = {"kang": card("villains", name="Kang"), "leader": card("villains", zone="discard", cost=2),
             "zola": card("villains", zone="deck", position=1)}
    place_leader = {"card": "leader", "slot": "m2", "max_cost": 2}
    if not leader_immediate:
        place_leader["immediate"] = False
    abilities = {
        "kang-immediate": immediate("kang", [{"place": place_leader}, {"gain": {"who": "you", "vp": 1}}]),
        "leader-immediate": immediate("leader", [{"draw": {"who": "you", "count": 1}}]),
    }
    return skirmish(cards, abilities, {"you": "villains", "do": [{"place": {"card": "kang", "slot": "m1"}}]})


def test_an_immediate_effect_is_carried_out_when_its_card_is_placed_and_nests():
    """Kang's effect plays Leader; Leader's draw resolves inside Kang's effect, then Kang's goes on."""
    outcome = only(run(kang_and_leader()))
    assert outcome["resolution_order"] == ["start", "kang-immediate", "leader-immediate"]
    drawn = step_index(outcome, lambda s: s["kind"] == "event" and "drawn" in s["text"])
    kang_vp = step_index(outcome, lambda s: s["kind"] == "event" and "gained 1 vp" in s["text"])
    assert end(outcome, "leader-immediate") < kang_vp < end(outcome, "kang-immediate")
    assert drawn < kang_vp
    paths = {s["effect"]: s["path"] for s in outcome["steps"] if s["kind"] == "begin"}
    assert paths == {"start": "1", "kang-immediate": "1.1", "leader-immediate": "1.1.1"}
    assert outcome["steps"][begin(outcome, "leader-immediate")]["rule"] == \
        "marvel-skirmish#using-an-immediate-effect"
    kinds = {n["id"]: n["kind"] for n in outcome["tree"]["nodes"]}
    assert kinds["kang-immediate"] == kinds["leader-immediate"] == "immediate"
    assert outcome["state"]["zola"]["zone"] == "hand" and outcome["state"]["villains"]["vp"] == 1


def test_a_card_placed_without_its_immediate_effect_does_not_carry_it_out():
    """Iron Man / Kang: "if it has an immediate effect, you may carry it out" — or not."""
    outcome = only(run(kang_and_leader(leader_immediate=False)))
    assert outcome["resolution_order"] == ["start", "kang-immediate"]
    assert outcome["state"]["zola"]["zone"] == "deck"
    assert outcome["state"]["leader"]["zone"] == "board"


def test_an_immediate_effect_triggers_only_when_its_own_card_is_played():
    doc = kang_and_leader()
    doc["entities"]["leader"].update(zone="board", slot="m3")
    doc["abilities"]["kang-immediate"]["do"] = [{"gain": {"who": "you", "vp": 1}}]
    outcome = only(run(doc))
    assert "leader-immediate" not in outcome["resolution_order"]


def test_effects_triggered_together_are_the_players_to_order():
    doc = kang_and_leader()
    doc["entities"]["eye"] = {"type": "artifact", "owner": "villains", "zone": "play"}
    doc["abilities"]["eye-trigger"] = {"card": "eye", "timing": "permanent", "on": {"event": "played", "who": "you"},
                                       "do": [{"gain": {"who": "you", "vp": 1}}]}
    listed = only(run(doc))["resolution_order"]
    assert listed[:3] == ["start", "kang-immediate", "leader-immediate"]
    doc["choices"] = {"order": ["eye-trigger"]}
    chosen = only(run(doc))["resolution_order"]
    assert chosen[:3] == ["start", "eye-trigger", "kang-immediate"]
    doc["choices"] = {"order": "explore"}
    assert run(doc)["explored"]["orders"] > 1


# -- Phase II: Attack: slot order ------------------------------------------------------------------------
def test_cards_attack_slot_by_slot_from_the_manhattan_edge_whatever_their_listing():
    cards = {"tower": card("villains", "t1"), "sanctum": card("villains", "s1"), "third": card("villains", "m3"),
             "first": card("villains", "m1")}
    outcome = only(run(skirmish(cards)))
    assert outcome["resolution_order"] == ["start", "attack:first", "attack:third", "attack:sanctum", "attack:tower"]
    assert outcome["steps"][begin(outcome, "attack:first")]["rule"] == "marvel-skirmish#phase-ii-attack"


def test_a_card_that_arrives_in_a_later_slot_attacks_when_its_slot_is_up_but_not_in_an_earlier_one():
    cards = {"first": card("villains", "m2"), "later": card("villains"), "earlier": card("villains")}
    abilities = {"first-attack": attack_effect("first", [{"place": {"card": "later", "slot": "s1"}},
                                                         {"place": {"card": "earlier", "slot": "m1"}}])}
    outcome = only(run(skirmish(cards, abilities)))
    assert outcome["resolution_order"] == ["start", "attack:first", "first-attack", "attack:later"]
    villains = outcome["state"]["villains"]
    assert outcome["state"]["earlier"]["slot"] == "m1" and (villains["vp"], villains["artifact"]) == (1, 1)


def test_a_card_with_strength_zero_neither_attacks_nor_takes_the_bonus():
    outcome = only(run(skirmish({"hydra": card("villains", "m1", strength=0)})))
    assert outcome["resolution_order"] == ["start"]
    assert outcome["state"]["villains"]["vp"] == 0


# -- Phase II: Attack: defender or location bonus ----------------------------------------------------------
@pytest.mark.parametrize("side, slot, civilians, gained", [
    ("villains", "m1", 4, {"vp": 1}),
    ("heroes", "m1", 4, {"civilians": 1}),
    ("heroes", "m1", 0, {"vp": 1}),
    ("villains", "s1", None, {"artifact": 1}),
    ("heroes", "t1", None, {"battlegrounds": 1}),
])
def test_with_no_defender_the_attacker_takes_its_locations_bonus(side, slot, civilians, gained):
    doc = skirmish({"attacker": card(side, slot)}, start={"you": side, "do": [{"attack_phase": side}]})
    if civilians is not None:
        doc["entities"][slot]["civilians"] = civilians
    outcome = only(run(doc))
    player = outcome["state"][side]
    for resource, amount in gained.items():
        assert player[resource] == amount
    assert sum(player.get(r, 0) or 0 for r in ("vp", "civilians", "artifact", "battlegrounds")) == 1
    if "civilians" in gained:
        assert outcome["state"][slot]["civilians"] == civilians - 1


@pytest.mark.parametrize("slot", ["m1", "s1", "t1"])
def test_with_a_defender_the_attack_damages_it_and_takes_no_bonus(slot):
    doc = skirmish({"attacker": card("villains", slot, strength=2), "defender": card("heroes", slot, health=5)})
    outcome = only(run(doc))
    assert outcome["state"]["defender"]["damage"] == 2
    villains = outcome["state"]["villains"]
    assert villains["vp"] == 0 and not any(villains.get(r) for r in ("artifact", "battlegrounds"))


def test_a_defender_defeated_earlier_in_the_phase_leaves_its_slot_to_the_bonus():
    cards = {"first": card("villains", "m1"), "second": card("villains", "m2"),
             "blocker": card("heroes", "m2", health=1)}
    abilities = {"first-attack": attack_effect("first", [{"deal_damage": {"to": "blocker", "amount": 1,
                                                                          "source": "this"}}])}
    outcome = only(run(skirmish(cards, abilities)))
    assert outcome["resolution_order"] == ["start", "attack:first", "first-attack", "defeat:blocker", "attack:second"]
    assert outcome["state"]["villains"]["vp"] == 2


def test_ultron_takes_no_damage_from_a_color_he_is_immune_to_and_still_defends():
    cards = {"iron-man": card("heroes", "s1", strength=2, color="yellow"),
             "ultron": card("villains", "s1", immune="yellow blue", health=3)}
    outcome = only(run(skirmish(cards, start={"you": "heroes", "do": [{"attack_phase": "heroes"}]})))
    assert outcome["state"]["ultron"].get("damage", 0) == 0
    assert not outcome["state"]["heroes"].get("artifact")
    note = step_index(outcome, lambda s: "immune to damage from yellow" in s["text"])
    assert outcome["steps"][note]["rule"] == "marvel-skirmish#villains"


def test_ultron_takes_no_damage_from_an_effect_of_that_color_either():
    cards = {"hawkeye": card("heroes", "m2", color="red"), "ultron": card("villains", "m1", immune="red"),
             "zola": card("villains", "m2")}
    start = {"you": "heroes", "do": [{"deal_damage": {"to": ["ultron", "zola"], "amount": 2, "source": "hawkeye"}}]}
    outcome = only(run(skirmish(cards, start=start)))
    assert outcome["state"]["ultron"].get("damage", 0) == 0 and outcome["state"]["zola"]["damage"] == 2


def test_doctor_strange_under_a_hero_takes_its_damage_first_and_adds_his_strength():
    cards = {"hulk": card("heroes", "m1", strength=3, health=5), "red-hulk": card("villains", "m1", strength=3, health=5),
             "strange": card("heroes", zone="hand", strength=2, health=2)}
    start = {"you": "heroes", "do": [{"place": {"card": "strange", "under": "hulk"}}, {"attack_phase": "villains"}]}
    outcome = only(run(skirmish(cards, start=start)))
    assert outcome["state"]["strange"]["zone"] == "discard"  # 2 of the 3 damage on him: defeated
    assert outcome["state"]["hulk"]["damage"] == 1  # the rest on Hulk
    doc = skirmish({"hulk": card("heroes", "m1", strength=3, health=5),
                    "strange": card("heroes", zone="board", under="hulk", strength=2, health=2),
                    "red-hulk": card("villains", "m1", health=5)},
                   start={"you": "heroes", "do": [{"attack_phase": "heroes"}]})
    outcome = only(run(doc))
    assert outcome["state"]["red-hulk"]["zone"] == "discard"  # 3 + 2 together
    assert "attack:strange" not in outcome["resolution_order"]  # he attacks with Hulk, not on his own


# -- Using an Attack Effect --------------------------------------------------------------------------------
def test_an_attack_effect_comes_after_the_attack_and_after_its_defeat():
    cards = {"loki": card("villains", "m1", strength=2), "cap": card("heroes", "m1", health=2)}
    abilities = {"loki-attack": attack_effect("loki", [{"if": {"cond": 'cap.zone == "discard"', "then": [
        {"set": {"target": "loki", "prop": "saw_cap_discarded", "value": 1}}]}}])}
    outcome = only(run(skirmish(cards, abilities)))
    assert outcome["resolution_order"] == ["start", "attack:loki", "defeat:cap", "loki-attack"]
    damage = events(outcome, "2 damage dealt to cap")[0]
    defeated = step_index(outcome, lambda s: s["kind"] == "event" and "is defeated" in s["text"])
    assert damage < defeated < begin(outcome, "loki-attack")
    assert outcome["state"]["loki"]["saw_cap_discarded"] == 1
    assert outcome["steps"][begin(outcome, "loki-attack")]["rule"] == "marvel-skirmish#using-an-attack-effect"


def test_an_attack_effect_also_follows_the_location_bonus():
    abilities = {"nick-attack": attack_effect("nick", [{"set": {"target": "nick", "prop": "vp_seen",
                                                                "value": "heroes.civilians"}}])}
    doc = skirmish({"nick": card("heroes", "m1")}, abilities, start={"you": "heroes", "do": [{"attack_phase": "heroes"}]})
    outcome = only(run(doc))
    assert outcome["state"]["nick"]["vp_seen"] == 1


def test_attack_effects_trigger_once_per_attack_phase():
    """Taskmaster's second attack does not trigger his attack effect again; the next phase does."""
    cards = {"taskmaster": card("villains", "t1", strength=2), "panther": card("heroes", "t1", health=2)}
    abilities = {"taskmaster-attack": attack_effect("taskmaster", [{"attack_with": "this"}])}
    start = {"you": "villains", "do": [{"attack_phase": "villains"}, {"attack_phase": "villains"}]}
    outcome = only(run(skirmish(cards, abilities, start=start)))
    assert outcome["resolution_order"] == [
        "start", "attack:taskmaster", "defeat:panther", "taskmaster-attack", "attack:taskmaster#2",
        "attack:taskmaster#3", "taskmaster-attack#2", "attack:taskmaster#4"]
    assert outcome["state"]["villains"]["battlegrounds"] == 3


def test_an_attack_that_may_not_take_the_bonus_again_does_nothing_without_a_defender():
    cards = {"taskmaster": card("villains", "t1")}
    abilities = {"taskmaster-attack": attack_effect("taskmaster", [{"attack_with": {"card": "this", "bonus": False}}])}
    outcome = only(run(skirmish(cards, abilities)))
    assert outcome["state"]["villains"]["battlegrounds"] == 1


def test_modok_lets_an_adjacent_villain_attack_instead_of_him():
    cards = {"modok": card("villains", "m1", strength=2), "leader": card("villains", "m2"),
             "hawkeye": card("heroes", "m1", health=4)}
    abilities = {"modok-attack": attack_effect("modok", [{"attack_with": {"card": "leader", "adjacent_to": "this"}}],
                                               kind="instead", optional=True)}
    outcome = only(run(skirmish(cards, abilities)))
    assert outcome["resolution_order"] == ["start", "modok-attack", "attack:leader", "attack:leader#2"]
    assert outcome["state"]["hawkeye"].get("damage", 0) == 0 and outcome["state"]["villains"]["vp"] == 2
    declined = only(run(skirmish(cards, abilities, choices={"decline": ["modok-attack"]})))
    assert declined["resolution_order"] == ["start", "attack:modok", "attack:leader"]
    assert declined["state"]["hawkeye"]["damage"] == 2


def test_thor_moved_to_a_later_slot_does_not_attack_again():
    cards = {"thor": card("heroes", "m1", strength=2, damage=1, health=5)}
    abilities = {"thor-attack": attack_effect("thor", [{"relocate": {"card": "this", "slot": "s1"}}])}
    outcome = only(run(skirmish(cards, abilities, start={"you": "heroes", "do": [{"attack_phase": "heroes"}]})))
    assert outcome["resolution_order"] == ["start", "attack:thor", "thor-attack"]
    assert outcome["state"]["thor"]["slot"] == "s1" and outcome["state"]["thor"]["damage"] == 1
    assert not outcome["state"]["heroes"].get("artifact")


def test_a_hero_taken_over_counts_for_its_new_side_and_goes_to_that_discard_pile():
    cards = {"loki": card("villains", "m1", strength=2), "cap": card("heroes", "m1", strength=2, health=2, damage=1),
             "hulk": card("heroes", "m2", health=2, strength=3)}
    abilities = {"loki-attack": attack_effect("loki", [{"take_over": {"card": "trigger.target", "slot": "m2"}}],
                                              on={"event": "attack_done", "defeated": "cap"})}
    outcome = only(run(skirmish(cards, abilities)))
    assert outcome["resolution_order"] == ["start", "attack:loki", "defeat:cap", "loki-attack", "attack:cap",
                                           "defeat:hulk"]
    cap = outcome["state"]["cap"]
    assert (cap["side"], cap["owner"], cap["slot"], cap["damage"]) == ("villains", "villains", "m2", 0)
    doc = skirmish({**cards, "zap": card("heroes", "m3", strength=5)}, abilities,
                   start={"you": "villains", "do": [{"attack_phase": "villains"},
                                                    {"deal_damage": {"to": "cap", "amount": 2, "source": "zap"}}]})
    outcome = only(run(doc))
    assert outcome["state"]["cap"]["zone"] == "discard" and outcome["state"]["cap"]["owner"] == "villains"


# -- Defeat checks and moving damage --------------------------------------------------------------------
def test_an_effect_that_damages_many_cards_places_all_damage_before_any_defeat():
    """Thanos: 2 damage to every card in play, then every card is checked."""
    cards = {"thanos": card("villains", zone="hand", health=6), "ultron": card("villains", "m1", health=2),
             "hulk": card("heroes", "m1", health=2), "hawkeye": card("heroes", "m2", health=3, damage=1),
             "iron-man": card("heroes", "s1", health=4)}
    abilities = {"thanos-immediate": immediate("thanos", [{"damage_each": {"amount": 2}}])}
    start = {"you": "villains", "do": [{"place": {"card": "thanos", "slot": "m2"}}]}
    outcome = only(run(skirmish(cards, abilities, start=start)))
    dealt = events(outcome, "2 damage dealt")
    defeated = [i for i, s in enumerate(outcome["steps"]) if s["kind"] == "event" and s["text"].endswith("by villains")
                and "defeated" in s["text"]]
    assert len(dealt) == 5 and len(defeated) == 3
    assert max(dealt) < min(defeated)
    state = outcome["state"]
    assert [c for c in cards if state[c]["zone"] == "discard"] == ["ultron", "hulk", "hawkeye"]
    assert state["thanos"]["damage"] == 2 and state["iron-man"]["damage"] == 2


def test_damage_each_picks_its_cards_by_side_facing_and_exceptions():
    cards = {"soldier": card("heroes", "m1"), "leader": card("villains", "m1", health=9),
             "zola": card("villains", "m2", health=9), "ares": card("villains", "m3", health=9),
             "hulk": card("heroes", "m3", health=9), "kang": card("villains", "s1", health=9),
             "hawkeye": card("heroes", "s1", health=9)}
    start = {"you": "heroes", "do": [{"damage_each": {"amount": 1, "source": "soldier", "side": "villains",
                                                      "opposed": True, "not_opposite": "soldier",
                                                      "except": ["kang"]}}]}
    state = only(run(skirmish(cards, start=start)))["state"]
    hit = {c for c in cards if state[c].get("damage")}
    assert hit == {"ares"}  # leader faces the soldier, zola faces nobody, kang is excepted, heroes are not villains


def test_damage_in_separate_ops_is_checked_after_each():
    cards = {"zola": card("villains", "m1", health=1), "leader": card("villains", "m2", health=1)}
    abilities = {"watch": {"card": "flame", "timing": "permanent", "on": {"event": "defeated"},
                           "do": [{"set": {"target": "flame", "prop": "leader_damage_seen", "value": "leader.damage"}}]}}
    cards["flame"] = {"type": "artifact", "owner": "villains", "zone": "play"}
    start = {"you": "heroes", "do": [{"deal_damage": {"to": "zola", "amount": 1}},
                                     {"deal_damage": {"to": "leader", "amount": 1}}]}
    outcome = only(run(skirmish(cards, abilities, start=start)))
    assert outcome["resolution_order"] == ["start", "defeat:zola", "watch", "defeat:leader", "watch#2"]
    assert outcome["state"]["flame"]["leader_damage_seen"] == 0  # zola's defeat came before leader's damage


def test_a_defeated_card_goes_to_its_owners_discard_without_its_tokens():
    outcome = only(run(skirmish({"leader": card("villains", "m1", damage=2, health=3)},
                                start={"you": "heroes", "do": [{"deal_damage": {"to": "leader", "amount": 1}}]})))
    leader = outcome["state"]["leader"]
    assert (leader["zone"], leader["damage"], leader.get("slot")) == ("discard", 0, None)


def test_moving_damage_tokens_can_defeat_the_card_that_receives_them():
    cards = {"panther": card("heroes", zone="hand"), "fury": card("heroes", "m1", damage=2),
             "kang": card("villains", "m1", health=4, damage=3), "ares": card("villains", "m2", health=4)}
    abilities = {"panther-immediate": immediate("panther", [{"move_damage": {"from": "fury", "to": "kang", "amount": 1}},
                                                            {"move_damage": {"from": "fury", "to": "ares", "amount": 5}}])}
    outcome = only(run(skirmish(cards, abilities, start={"you": "heroes",
                                                         "do": [{"place": {"card": "panther", "slot": "s1"}}]})))
    assert outcome["resolution_order"] == ["start", "panther-immediate", "defeat:kang"]
    state = outcome["state"]
    assert state["fury"]["damage"] == 0 and state["ares"]["damage"] == 1 and state["kang"]["zone"] == "discard"


# -- Permanent and one-time effects ----------------------------------------------------------------------
def flame_board():
    cards = {"flame": {"type": "artifact", "owner": "villains", "zone": "play"},
             "tactigon": {"type": "artifact", "owner": "heroes", "zone": "play"},
             "zola": card("villains", "m1", health=1), "leader": card("villains", "m2", health=1),
             "hulk": card("heroes", "m1", health=5)}
    abilities = {
        "tactigon-use": {"card": "tactigon", "timing": "one-time", "do": [{"damage_each": {"amount": 1, "side": "villains"}}]},
        "eternal-flame": {"card": "flame", "timing": "permanent", "on": {"event": "defeated", "owner": "you"},
                          "do": [{"deal_damage": {"to": "hulk", "amount": 1, "source": "this"}}]},
    }
    return skirmish(cards, abilities, start={"use": "tactigon-use", "you": "heroes"})


def test_the_eternal_flame_triggers_on_each_defeat_of_its_owners_cards():
    outcome = only(run(flame_board()))
    assert outcome["resolution_order"] == ["start", "defeat:zola", "eternal-flame", "defeat:leader", "eternal-flame#2"]
    assert outcome["state"]["hulk"]["damage"] == 2
    assert outcome["steps"][begin(outcome, "eternal-flame")]["rule"] == "marvel-skirmish#about-the-cards"


def test_the_eternal_flame_does_not_trigger_on_the_opponents_defeats():
    doc = flame_board()
    doc["abilities"]["tactigon-use"]["do"] = [{"damage_each": {"amount": 5, "side": "heroes"}}]
    outcome = only(run(doc))
    assert outcome["resolution_order"] == ["start", "defeat:hulk"]


def test_a_one_time_effect_goes_back_to_the_box_once_used():
    outcome = only(run(flame_board()))
    assert outcome["state"]["tactigon"]["zone"] == "box"


@pytest.mark.parametrize("in_play, triggered", [(3, True), (2, False)])
def test_the_wand_of_watoomb_needs_three_cards_at_the_start_of_recruitment(in_play, triggered):
    cards = {"wand": {"type": "artifact", "owner": "heroes", "zone": "play"},
             "late": card("heroes", zone="hand")}
    for i in range(in_play):
        cards[f"hero-{'abc'[i]}"] = card("heroes", f"m{i + 1}")
    abilities = {"wand-of-watoomb": {"card": "wand", "timing": "permanent",
                                     "on": {"event": "phase_started", "phase": "recruitment", "who": "you"},
                                     "if": 'count(owner=you, zone="board") >= 3',
                                     "do": [{"gain": {"who": "you", "vp": 1}}]}}
    start = {"you": "heroes", "do": [{"begin_phase": {"phase": "recruitment", "who": "heroes"}},
                                     {"place": {"card": "late", "slot": "s1"}}]}
    outcome = only(run(skirmish(cards, abilities, start=start)))
    assert ("wand-of-watoomb" in outcome["resolution_order"]) is triggered
    assert outcome["state"]["heroes"]["vp"] == (1 if triggered else 0)


def test_a_permanent_effect_of_a_card_out_of_play_does_not_trigger():
    doc = flame_board()
    doc["entities"]["flame"]["zone"] = "box"
    assert "eternal-flame" not in only(run(doc))["resolution_order"]


# -- Board errors at run time --------------------------------------------------------------------------
def test_placing_a_card_in_an_occupied_slot_is_a_ruling_not_an_error():
    # "Each slot can hold only one card": the rules forbid the play (issue 24), the format reads it
    doc = skirmish({"kang": card("villains"), "zola": card("villains", "m1")},
                   start={"you": "villains", "do": [{"place": {"card": "kang", "slot": "m1"}}]})
    outcome = only(run(doc))
    assert outcome["state"]["kang"]["zone"] == "hand" and outcome["state"]["zola"]["slot"] == "m1"
    refused = [w for w in outcome["warnings"] if w["kind"] == "refused-play"]
    assert refused and "slot m1 on the villains side already holds zola" in refused[0]["text"]
    assert "Each slot can hold only one card" in outcome["steps"][refused[0]["step"] - 1]["quote"]


def test_playing_a_card_above_the_effects_cost_limit_is_a_clear_error():
    doc = kang_and_leader()
    doc["entities"]["leader"]["cost"] = 3
    with pytest.raises(ResolutionStopped, match=r"abilities\.kang-immediate\.do\[0\]\.place\.card: leader's "
                                               r"printed cost is 3 cards"):
        run(doc)


def test_attacking_with_a_villain_that_is_not_adjacent_is_a_clear_error():
    cards = {"modok": card("villains", "m1"), "far": card("villains", "m3")}
    abilities = {"modok-attack": attack_effect("modok", [{"attack_with": {"card": "far", "adjacent_to": "this"}}],
                                               kind="instead")}
    with pytest.raises(ResolutionStopped, match="far is not in a slot next to modok"):
        run(skirmish(cards, abilities))


def test_moving_a_card_into_an_occupied_slot_is_a_ruling_not_an_error():
    cards = {"thor": card("heroes", "m1"), "hawkeye": card("heroes", "m2")}
    abilities = {"thor-attack": attack_effect("thor", [{"relocate": {"card": "this", "slot": "m2"}}])}
    outcome = only(run(skirmish(cards, abilities, start={"you": "heroes", "do": [{"attack_phase": "heroes"}]})))
    assert outcome["state"]["thor"]["slot"] == "m1" and outcome["state"]["hawkeye"]["slot"] == "m2"
    refused = [w for w in outcome["warnings"] if w["kind"] == "refused-play"]
    assert refused and refused[0]["play"] == "moving thor to slot m2" and "thor stays in slot m1" in refused[0]["text"]


# -- Validation of the ops and the board -----------------------------------------------------------------
def problems(doc):
    with pytest.raises(ScenarioInvalid) as info:
        run(doc)
    return {p.path: p.message for p in info.value.problems}


def test_place_needs_exactly_one_of_slot_or_under():
    doc = skirmish({"kang": card("villains")}, start={"you": "villains", "do": [{"place": {"card": "kang"}}]})
    assert "exactly one of `slot`" in problems(doc)["start.do[0].place"]
    doc["start"]["do"][0]["place"].update(slot="m1", under="kang")
    assert "exactly one of `slot`" in problems(doc)["start.do[0].place"]


def test_place_names_a_slot_and_a_card_with_health():
    doc = skirmish({"kang": {"type": "villain", "owner": "villains", "zone": "hand"}},
                   start={"you": "villains", "do": [{"place": {"card": "kang", "slot": "kang"}}]})
    found = problems(doc)
    assert found["start.do[0].place.slot"] == "'kang' is a villain, not a slot (an entity with type: slot)"
    assert "has no health" in found["start.do[0].place.card"]
    doc["start"]["do"][0]["place"]["slot"] = "m9"
    assert "no slot 'm9'" in problems(doc)["start.do[0].place.slot"]


def test_the_board_is_checked_with_paths_to_each_problem():
    cards = {"drifter": card("villains", "m1"), "twin": card("villains", "m1"), "lost": card("heroes", "m2"),
             "frail": card("heroes", "m3", health=0)}
    doc = skirmish(cards)
    del doc["entities"]["lost"]["slot"]
    doc["entities"]["s1"]["location"] = "asgard"
    doc["entities"]["t1"]["order"] = 1
    found = problems(doc)
    assert "already holds 'drifter'" in found["entities.twin.slot"]
    assert "is required for a card on the board" in found["entities.lost.slot"]
    assert "is required for a card on the board" in found["entities.frail.health"]
    assert found["entities.s1.location"].startswith("expected one of: manhattan, sanctum-sanctorum, avengers-tower")
    assert "also the order of slot 'm1'" in found["entities.t1.order"]


def test_a_skirmish_board_has_two_players_heroes_and_villains():
    doc = skirmish({"zola": card("villains", "m1")}, players=("villains",))
    assert "needs two players" in problems(doc)["players"]
    doc = skirmish({"zola": card("villains", "m1")})
    doc["entities"]["heroes"]["faction"] = "villains"
    assert "one player is the heroes" in problems(doc)["players"]
    doc = skirmish({"zola": card("villains", "m1")}, players=("villains", "goodies"))
    doc["entities"]["goodies"] = {"type": "player"}
    assert "is required: heroes or villains" in problems(doc)["entities.goodies.faction"]


def test_op_fields_are_checked():
    doc = skirmish({"zola": card("villains", "m1")}, start={"you": "villains", "do": [
        {"attack_phase": "zola"}, {"move_damage": {"from": "zola", "to": "zola"}},
        {"begin_phase": {"phase": "attack", "who": "heroes"}}, {"relocate": {"card": "zola"}}]})
    found = problems(doc)
    assert "is not one of the players" in found["start.do[0].attack_phase.who"]
    assert found["start.do[1].move_damage.amount"] == "is required"
    assert "expected one of: recruitment, draw" in found["start.do[2].begin_phase.phase"]
    assert found["start.do[3].relocate.slot"] == "is required"


def test_timing_classes_are_skirmishs_own_and_permanent_effects_need_a_trigger():
    doc = skirmish({"zola": card("villains", "m1")},
                   {"a": {"card": "zola", "timing": "when", "on": {"event": "played"}, "do": []},
                    "b": {"card": "zola", "timing": "permanent", "do": []}})
    found = problems(doc)
    assert found["abilities.a.timing"].endswith("expected one of: immediate, attack-effect, permanent, one-time, modifier")
    assert "is required for a permanent ability" in found["abilities.b.on"]


# -- Anchors, fixtures and the plain stack ----------------------------------------------------------------
@pytest.mark.real_rulebooks
@pytest.mark.django_db
def test_every_rule_its_scenarios_cite_is_a_section_of_the_imported_rulebook():
    from django.core.management import call_command

    from rulesapp.models import Section

    call_command("import_rulebooks", verbosity=0)
    anchors = set(Section.objects.filter(game__slug="marvel-skirmish").values_list("anchor", flat=True))
    import yaml

    cited = set()
    for path in sorted(SCENARIOS.glob("*.yaml")):
        doc = yaml.safe_load(path.read_text())
        assert doc.get("cites"), path.name
        cited |= {c.split("#", 1)[1] for c in doc["cites"] if c.startswith("marvel-skirmish#")}
    assert cited and cited <= anchors, cited - anchors


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.yaml")), ids=lambda p: p.stem)
def test_each_skirmish_scenario_meets_its_expect(path):
    result = adjudicate_text(path.read_text())
    assert result["expect"]["checked"] and result["expect"]["passed"], result["outcomes"][0]["expect"]["failures"]


def test_the_plain_stack_is_laid_over_skirmish_and_runs_its_ops():
    """The plain stack keeps every Skirmish rule but timing (timing/stack): its ops run, and with one
    effect at a time there is nothing for the stack's order to change."""
    text = (SCENARIOS / "kang-brings-back-leader.yaml").read_text()
    own, stack = adjudicate_text(text), adjudicate_text(text, model_slug="stack")
    assert stack["model"] == "stack"
    assert stack["outcomes"][0]["resolution_order"] == own["outcomes"][0]["resolution_order"]
    assert stack["outcomes"][0]["state"] == own["outcomes"][0]["state"]
    assert adjudicate_text(text, compare="stack")["compare"]["differences"]["same"]


def test_a_phase_a_modifier_or_a_trigger_names_is_one_of_the_games_phases():
    """The Norn Stones' `draw` modifier with `phase: drw` (a typo) would never apply, and a permanent effect
    waiting for `phase_started` of `recruitmnt` would never trigger: both refused at their line with "did you
    mean" (Skirmish's phases: recruitment, attack, draw)."""
    cards = {"stones": {"type": "artifact", "owner": "heroes", "zone": "play"}}
    abilities = {"norn": {"card": "stones", "timing": "modifier", "modifies": {"value": "draw", "phase": "drw"},
                          "by": {"add": 1}},
                 "wand": {"card": "stones", "timing": "permanent",
                          "on": {"event": "phase_started", "phase": "recruitmnt"}, "do": [{"gain": {"vp": 1}}]}}
    found = problems(skirmish(cards, abilities, start={"you": "heroes", "do": [{"draw_phase": "heroes"}]}))
    assert "did you mean 'draw'" in found["abilities.norn.modifies.phase"]
    assert "did you mean 'recruitment'" in found["abilities.wand.on.phase"]


@pytest.mark.parametrize("kind, owner, section, quoted", [
    ("hero", "heroes", "heroes", "Then, check for every villain if they are defeated"),  # Winter Soldier (first version)
    ("villain", "villains", "villains", "Then check for every single card on both sides"),  # Thanos
    ("artifact", "heroes", "artifacts", "Then check whether one or more cards have been defeated"),  # Tactigon
])
def test_damage_to_many_cites_the_entry_of_the_kind_of_card_whose_effect_it_is(kind, owner, section, quoted):
    """judge7-marvel-skirmish-06: Winter Soldier's damage to every opposed villain cited Thanos's sentence in the
    Villains' entries; a hero's effect quotes Winter Soldier's, an artifact's the Tactigon's."""
    cards = {"source": {"type": kind, "owner": owner, "zone": "play"} if kind == "artifact" else card(owner, "m2"),
             "zola": card("villains", "m1", health=9)}
    cards["source"]["type"] = kind
    abilities = {"many": {"card": "source", "timing": "one-time", "do": [{"damage_each": {"amount": 1,
                                                                                      "side": "villains"}}]}}
    outcome = only(run(skirmish(cards, abilities, start={"use": "many", "you": owner})))
    step = next(s for s in outcome["steps"] if "damage to each of" in s["text"])
    assert step["rule"] == f"marvel-skirmish#{section}" and step["quote"].startswith(quoted), step
