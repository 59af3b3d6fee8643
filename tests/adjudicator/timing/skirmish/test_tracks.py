"""The shared artifact track (one marker moving both ways; the tile taken at its end, the track reset to
the arrow on the other side) and the civilians of Manhattan (Red Hulk's limits)."""
from tests.adjudicator.timing.skirmish.builders import RULES, SLOTS, card, resolve, skirmish, state, steps

TRACK = {"track": {"type": "artifact-track", "last": 3, "arrow": 1},
         "cube": {"type": "artifact", "name": "Cosmic Cube", "zone": "sanctum", "position": 1},
         "flame": {"type": "artifact", "name": "Eternal Flame", "zone": "sanctum", "position": 2},
         "blade": {"type": "artifact", "name": "Ebony Blade", "zone": "artifact-stack", "position": 1},
         "rings": {"type": "artifact", "name": "The Ten Rings", "zone": "artifact-stack", "position": 2},
         "norn": {"type": "artifact", "name": "The Norn Stones", "zone": "artifact-stack", "position": 3}}


def sanctum_attack(heroes_artifact, villains_artifact, extra=None):
    doc = skirmish({"strange": card("heroes", "s1"), **TRACK, **(extra or {})})
    doc["entities"]["heroes"]["artifact"] = heroes_artifact
    doc["entities"]["villains"]["artifact"] = villains_artifact
    return resolve(doc)


def test_the_artifact_marker_moving_toward_the_heroes_first_takes_back_the_villains_lead():
    outcome = sanctum_attack(0, 2)
    assert state(outcome, "villains", "artifact") == 1 and state(outcome, "heroes", "artifact") == 0
    assert steps(outcome, "op", "artifact marker moves")[0]["quote"] == \
        "Sanctum Sanctorum: Advance the artifact marker one space in your direction."


def test_at_the_last_space_a_tile_is_taken_the_other_goes_under_two_are_revealed_and_the_marker_resets():
    outcome = sanctum_attack(2, 0, extra={"track": {**TRACK["track"], "take": "flame"}})
    assert state(outcome, "flame", "zone") == "play" and state(outcome, "flame", "owner") == "heroes"
    assert state(outcome, "cube", "zone") == "artifact-stack" and state(outcome, "cube", "position") == 4
    assert state(outcome, "blade", "zone") == "sanctum" and state(outcome, "rings", "zone") == "sanctum"
    assert state(outcome, "norn", "zone") == "artifact-stack"
    assert state(outcome, "heroes", "artifact") == 0 and state(outcome, "villains", "artifact") == 1
    reset = steps(outcome, "op", "moves to the arrow")[0]
    assert reset["rule"] == RULES + "phase-ii-attack" and "marked by the arrow" in reset["quote"]


def test_the_tile_taken_is_the_players_choice_and_the_step_says_how_to_name_it():
    outcome = sanctum_attack(2, 0)
    assert state(outcome, "cube", "zone") == "play"
    assert steps(outcome, "op", "the track's `take`")


def test_a_track_without_its_length_is_not_checked_and_says_so():
    outcome = resolve(skirmish({"strange": card("heroes", "s1")}))
    assert state(outcome, "heroes", "artifact") == 1
    assert steps(outcome, "note", "artifact track's length is not given")


def test_a_taken_tiles_permanent_effect_works_for_its_new_owner():
    abilities = {"flame-effect": {"card": "flame", "timing": "permanent", "on": {"event": "phase_started", "who": "you"},
                                  "do": [{"gain": {"who": "you", "vp": 1}}]}}
    doc = skirmish({"strange": card("heroes", "s1"), **TRACK, "track": {**TRACK["track"], "take": "flame"}},
                   abilities, {"attack_phase": "heroes"}, {"begin_phase": {"phase": "recruitment", "who": "heroes"}})
    doc["entities"]["heroes"]["artifact"] = 2
    outcome = resolve(doc)
    assert "flame-effect" in outcome["resolution_order"] and state(outcome, "heroes", "vp") == 1


RED_HULK_1 = {"red-hulk-limit": {"card": "red-hulk", "timing": "modifier",
                                 "modifies": {"value": "gain", "resource": "civilians"},
                                 "if": "trigger.slot_civilians < 4", "by": {"set": 0}}}


def test_red_hulk_lets_the_heroes_take_civilians_only_from_a_slot_with_all_four():
    slots = {**SLOTS, "m1": {**SLOTS["m1"], "civilians": 3}}
    cards = {"cap": card("heroes", "m1"), "widow": card("heroes", "m2"), "red-hulk": card("villains", "t1")}
    outcome = resolve(skirmish(cards, RED_HULK_1, slots=slots))
    assert state(outcome, "m1", "civilians") == 3 and state(outcome, "m2", "civilians") == 3
    assert state(outcome, "heroes", "civilians") == 1 and state(outcome, "heroes", "vp") == 0
    assert steps(outcome, "note", "no victory point either")[0]["rule"] == RULES + "phase-ii-attack"


def test_red_hulks_second_version_gives_the_heroes_no_civilians_at_all():
    abilities = {"red-hulk-none": {"card": "red-hulk", "timing": "modifier",
                                   "modifies": {"value": "gain", "resource": "civilians"}, "by": {"set": 0}}}
    cards = {"cap": card("heroes", "m1"), "red-hulk": card("villains", "t1")}
    outcome = resolve(skirmish(cards, abilities))
    assert state(outcome, "m1", "civilians") == 4 and state(outcome, "heroes", "civilians") == 0


def test_red_hulk_out_of_play_limits_nothing():
    cards = {"cap": card("heroes", "m1"), "red-hulk": card("villains", zone="discard")}
    outcome = resolve(skirmish(cards, RED_HULK_1, slots={**SLOTS, "m1": {**SLOTS["m1"], "civilians": 3}}))
    assert state(outcome, "heroes", "civilians") == 1
