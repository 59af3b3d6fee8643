"""The built-in ops every game shares: what `move` and `discard` do at the edges players argue about."""
from tests.adjudicator.conftest import only, run, scenario

HERO = {"wrangler": {"type": "hero", "name": "Wrangler", "max_stamina": 20, "block": [0, 0]}}
GOON = {"type": "enemy", "name": "Raptor Goon", "fight": 2, "max_stamina": 5, "zone": "board", "block": [1, 0]}
WHEN_IT_MOVES = {"goon-moves": {"card": "goon", "timing": "when", "on": {"event": "moved", "card": "this"},
                                "do": [{"gain": {"who": "wrangler", "heroism": 1}}]}}


def moved_goon(block):
    doc = scenario({**HERO, "goon": GOON}, WHEN_IT_MOVES,
                   {"do": [{"move": {"card": "goon", "to": "board", "block": block}}]}, players=["wrangler"])
    return only(run(doc))


def test_moving_to_another_block_is_a_move_that_triggers_what_waits_for_it():
    outcome = moved_goon([2, 0])
    assert outcome["state"]["goon"]["block"] == [2, 0]
    assert outcome["resolution_order"] == ["start", "goon-moves"]
    moved = [s for s in outcome["steps"] if s["kind"] == "event"]
    assert moved and "block 1,0" in moved[0]["text"] and "block 2,0" in moved[0]["text"]


def test_moving_to_the_block_it_is_on_moves_nothing_and_triggers_nothing():
    outcome = moved_goon([1, 0])
    assert outcome["resolution_order"] == ["start"]
    assert not [s for s in outcome["steps"] if s["kind"] == "event"]
    note = next(s for s in outcome["steps"] if s["kind"] == "note")
    assert note["rule"] == "union-city-alliance#doing-nothing"


def test_moving_onto_the_board_from_another_zone_sets_the_block_and_moves_the_card():
    doc = scenario({**HERO, "goon": {**GOON, "zone": "plot-deck"}}, WHEN_IT_MOVES,
                   {"do": [{"move": {"card": "goon", "to": "board", "block": [2, 2]}}]}, players=["wrangler"])
    outcome = only(run(doc))
    assert outcome["state"]["goon"]["zone"] == "board" and outcome["state"]["goon"]["block"] == [2, 2]
    assert "goon-moves" in outcome["resolution_order"]


def skirmish_discard(zone):
    entities = {
        "heroes": {"type": "player"}, "villains": {"type": "player"},
        "m1": {"type": "slot", "location": "manhattan", "order": 1},
        "cap": {"type": "hero", "owner": "heroes", "zone": zone, "health": 4, "damage": 1,
                **({"slot": "m1"} if zone == "board" else {})},
    }
    abilities = {"on-discard": {"card": "flame", "timing": "permanent", "on": {"event": "discarded", "card": "cap"},
                                "do": [{"gain": {"who": "heroes", "vp": 1}}]}}
    entities["flame"] = {"type": "artifact", "owner": "heroes", "zone": "play"}
    doc = scenario(entities, abilities, {"you": "heroes", "do": [{"discard": "cap"}]},
                   players=["heroes", "villains"], game="marvel-skirmish")
    return only(run(doc))


def test_discard_takes_a_card_in_play_where_the_game_discards_from_play():
    outcome = skirmish_discard("board")
    assert outcome["state"]["cap"]["zone"] == "discard"
    assert "on-discard" in outcome["resolution_order"]


def test_discard_of_a_card_where_the_game_does_not_discard_from_says_how_to_write_it():
    doc = scenario({**HERO, "jetpack": {"type": "origin", "owner": "wrangler", "zone": "active"}}, {},
                   {"do": [{"discard": "jetpack"}]}, players=["wrangler"])
    outcome = only(run(doc))
    assert outcome["state"]["jetpack"]["zone"] == "active"
    note = next(s for s in outcome["steps"] if s["kind"] == "note")
    assert "move: {card: jetpack, to: discard}" in note["text"]
    assert note["rule"] == "union-city-alliance#doing-nothing"
