"""Where things are (Range, Ties, taken-out heroes) and cards underneath another (Face down and
underneath cards), as the Union City Alliance model applies them."""
import json

import pytest

from adjudicator.api import adjudicate_text, fitting_models, lacks, load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import only, run, scenario

PLAYERS = ["green-death", "wrangler"]


def board(**more):
    entities = {
        "green-death": {"type": "hero", "max_stamina": 25, "block": [2, 1]},
        "wrangler": {"type": "hero", "max_stamina": 20, "block": [5, 5]},
        "jessica": {"type": "enemy", "zone": "gangster-deck"},
    }
    entities.update(more)
    return entities


def mobster(x, y, **more):
    return {"type": "enemy", "keywords": ["mobster"], "zone": "board", "block": [x, y], **more}


PLAY_ON_NEAREST = [{"play": {"card": "jessica", "to": "board", "on": "nearest(to=current, keyword=mobster, zone=board)"}}]


def test_nearest_counts_orthogonal_blocks_so_a_diagonal_block_is_at_range_2():
    doc = scenario(board(**{"a-diagonal": mobster(3, 2), "b-beside": mobster(2, 3)}),
                   start={"do": PLAY_ON_NEAREST}, players=PLAYERS)
    outcomes = run(doc)["outcomes"]  # both at range 2: a tie, the heroes' choice, each an outcome
    assert sorted(o["state"]["jessica"]["on"] for o in outcomes) == ["a-diagonal", "b-beside"]
    tie = [s for s in outcomes[0]["steps"] if s["kind"] == "choice"]
    assert tie and tie[0]["rule"] == "union-city-alliance#ties"
    doc = scenario(board(**{"a-diagonal": mobster(3, 2), "b-beside": mobster(2, 2)}),
                   start={"do": PLAY_ON_NEAREST}, players=PLAYERS)
    outcome = only(run(doc))
    assert outcome["state"]["jessica"]["on"] == "b-beside"
    found = next(s for s in outcome["steps"] if "`nearest(" in s["text"])
    assert "at range 1" in found["text"] and found["rule"] == "union-city-alliance#the-board"


def test_a_card_named_by_nearest_that_finds_nothing_wastes_the_op_and_says_so():
    doc = scenario(board(**{"gone": mobster(0, 0, zone="trash")}), start={"do": [{"trash": PLAY_ON_NEAREST[0]["play"]["on"]}]},
                   players=PLAYERS)
    outcome = only(run(doc))
    assert outcome["state"]["gone"]["zone"] == "trash"
    assert any("nothing that matches is in range of green-death" in s["text"] for s in outcome["steps"])
    assert any("finds nothing in range" in s["text"] and "wasted" in s["text"] for s in outcome["steps"])


@pytest.mark.parametrize("where, expected", [
    ({"block": [2, 1]}, 1),                             # on the hero's block
    ({"block": [2, 1], "under": "host", "zone": "under"}, 0),  # underneath a card: does not exist
    ({"space": [2, 1]}, 0),                             # on a space: in range of nothing
])
def test_in_range_leaves_out_cards_on_spaces_and_underneath(where, expected):
    entities = board(host={"type": "challenge", "zone": "board", "block": [2, 1]},
                     goon={"type": "enemy", "keywords": ["mobster"], **where})
    if "zone" not in where:
        entities["goon"]["zone"] = "board"
    start = {"do": [{"if": {"cond": "in_range(goon, current, 0)",
                            "then": [{"set": {"target": "green-death", "prop": "seen", "value": 1}}]}}]}
    outcome = only(run(scenario(entities, start=start, players=PLAYERS)))
    assert outcome["state"]["green-death"].get("seen", 0) == expected


def test_a_taken_out_hero_is_in_range_of_nothing():
    entities = board(**{"goon": mobster(2, 1)})
    entities["green-death"].update(taken_out=True, damage=25)
    start = {"do": [{"if": {"cond": "in_range(goon, green-death, 5)",
                            "then": [{"set": {"target": "goon", "prop": "seen", "value": 1}}]}}]}
    outcome = only(run(scenario(entities, start=start, players=PLAYERS)))
    assert outcome["state"]["goon"].get("seen", 0) == 0


def test_damage_to_several_leaves_out_the_card_underneath_and_says_why():
    entities = board(host={"type": "challenge", "zone": "board"},
                     hidden={"type": "enemy", "max_stamina": 9, "zone": "under", "under": "host"},
                     goon={"type": "enemy", "max_stamina": 9, "zone": "board"})
    start = {"do": [{"deal_damage": {"to": ["hidden", "goon"], "amount": 2}}]}
    outcome = only(run(scenario(entities, start=start, players=PLAYERS)))
    assert outcome["state"]["goon"]["damage"] == 2
    assert outcome["state"]["hidden"].get("damage", 0) == 0
    refused = [s for s in outcome["steps"] if "is not considered to exist" in s["text"]]
    assert refused and refused[0]["rule"] == "union-city-alliance#face-down-and-underneath-cards"


@pytest.mark.parametrize("host, op, pile", [
    ({"type": "challenge", "zone": "board"}, {"trash": "host"}, "trash"),         # to the pile it goes to
    ({"type": "union", "zone": "active", "owner": "wrangler"},
     {"move": {"card": "host", "to": "hand"}}, "discard"),                         # a hero's card: discard
    ({"type": "challenge", "zone": "board"}, {"move": {"card": "host", "to": "city-deck"}}, "trash"),
])
def test_cards_underneath_follow_their_card_out_of_play(host, op, pile):
    owner = {"owner": "wrangler"} if host.get("owner") else {}
    entities = board(host=host, hidden={"type": "union", "zone": "under", "under": "host", **owner})
    outcome = only(run(scenario(entities, start={"do": [op]}, players=PLAYERS)))
    assert outcome["state"]["hidden"]["zone"] == pile
    assert "under" not in outcome["state"]["hidden"]


def test_cards_underneath_stay_when_their_card_moves_within_play():
    entities = board(host={"type": "challenge", "zone": "board", "block": [0, 0]},
                     hidden={"type": "union", "zone": "under", "under": "host"})
    start = {"do": [{"move": {"card": "host", "to": "active", "owner": "wrangler"}}]}
    outcome = only(run(scenario(entities, start=start, players=PLAYERS)))
    assert outcome["state"]["hidden"]["zone"] == "under"


def problems(doc):
    with pytest.raises(ScenarioInvalid) as invalid:
        adjudicate_text(json.dumps(doc))
    return {p.path: p.message for p in invalid.value.problems}


def test_a_card_underneath_names_its_card_and_has_no_zone_of_its_own():
    found = problems(scenario(board(hidden={"type": "union", "zone": "hand", "under": "nobody"}),
                              players=PLAYERS))
    assert "expected the id of the card it lies under" in found["entities.hidden.under"]
    assert "in no zone of its own" in found["entities.hidden.zone"]


def test_a_card_on_a_block_writes_zone_board_and_one_without_is_refused_at_its_line():
    # judge10 (uca-06): KRUSSH with a block and no zone was in no zone, his rule silently never working
    found = problems(scenario(board(krussh={"type": "enemy", "block": [2, 1]},
                                    plaza={"type": "block", "block": [2, 1]},
                                    goon=mobster(2, 1), hidden={"type": "union", "under": "goon", "block": [2, 1]}),
                              players=PLAYERS))
    assert set(found) == {"entities.krussh.block", "entities.plaza.block"}  # not heroes, the mobster, `under`
    assert "write `zone: board` beside its block" in found["entities.krussh.block"]
    assert "A card that is on any block, space, hero active area or villain zone is considered in play." \
        in found["entities.krussh.block"]


def test_a_reference_written_as_an_expression_must_be_nearest():
    found = problems(scenario(board(), start={"do": [
        {"play": {"card": "jessica", "on": "nearest(to=nobody, keyword=mobster)"}},
        {"trash": "nearest(keyword=mobster)"},
    ]}, players=PLAYERS))
    assert "no entity 'nobody'" in found["start.do[0].play.on"]
    assert "nearest needs `to=ENTITY`" in found["start.do[1].trash.card"]


def test_specific_is_the_union_city_models_own_field_so_another_model_lacks_it():
    entities = board(host={"type": "challenge", "zone": "board"},
                     hidden={"type": "union", "zone": "under", "under": "host"})
    plain = scenario(entities, start={"do": [{"trash": "hidden"}]}, players=PLAYERS)
    named = scenario(entities, start={"do": [{"trash": {"card": "hidden", "specific": True}}]}, players=PLAYERS)
    assert "marvel-champions" in fitting_models(load_scenario(json.dumps(plain).encode())[0])
    found = lacks(load_scenario(json.dumps(named).encode())[0], "marvel-champions")
    assert [(lack.what, lack.name) for lack in found] == [("op", "trash")]
    outcome = only(run(named))
    assert outcome["state"]["hidden"]["zone"] == "trash"


def test_nothing_moves_to_a_space_and_a_block_played_there_takes_its_cards():
    entities = board(goon=mobster(0, 0), drone={"type": "enemy", "zone": "board", "space": [4, 4]},
                     plot={"type": "block", "zone": "block-stack"})
    refused = only(run(scenario(entities, start={"do": [{"move": {"card": "goon", "to": "board", "block": [4, 4]}}]},
                                players=PLAYERS)))
    assert refused["state"]["goon"]["block"] == [0, 0]
    assert any("is a space, not a block" in s["text"] and s["rule"] == "union-city-alliance#spaces-and-blocks"
               for s in refused["steps"])
    start = {"do": [{"play": {"card": "plot", "to": "board", "block": [4, 4]}},
                    {"move": {"card": "goon", "to": "board", "block": [4, 4]}}]}
    explored = only(run(scenario(entities, start=start, players=PLAYERS)))
    assert explored["state"]["drone"]["block"] == [4, 4] and "space" not in explored["state"]["drone"]
    assert explored["state"]["goon"]["block"] == [4, 4]  # a block now: moving there works


def test_count_leaves_out_a_card_underneath_and_move_puts_a_card_under_a_card_in_play():
    entities = {"wrangler": {"type": "hero", "max_stamina": 20, "block": [0, 0]},
                "host": {"type": "challenge", "zone": "board", "block": [0, 0]},
                "gone": {"type": "challenge", "zone": "trash"},
                "a": {"type": "union", "zone": "trash", "cost": 5},
                "b": {"type": "union", "zone": "trash", "cost": 5}}
    outcome = only(run(scenario(entities, players=["wrangler"], start={"do": [
        {"move": {"card": "a", "to": "under", "under": "host"}},
        {"move": {"card": "b", "to": "under", "under": "gone"}},
        {"set": {"target": "wrangler", "prop": "seen", "value": "count(type=union, cost=5)"}}]})))
    assert outcome["state"]["a"]["zone"] == "under" and outcome["state"]["a"]["under"] == "host"
    assert outcome["state"]["b"]["zone"] == "trash"  # under a card not in play: nothing moves
    assert outcome["state"]["wrangler"]["seen"] == 1  # a is under host: it does not exist
    assert any("not in play" in s["text"] and "does not move" in s["text"] for s in outcome["steps"])


def test_a_card_put_under_another_goes_to_under_and_under_names_an_entity():
    entities = {"wrangler": {"type": "hero", "max_stamina": 20},
                "host": {"type": "challenge", "zone": "board"}, "a": {"type": "union", "zone": "trash"}}
    for move, path, message in (({"card": "a", "to": "board", "under": "host"}, "start.do[0].move.to",
                                  "goes `to: under`"),
                                 ({"card": "a", "to": "under", "under": "nobody"}, "start.do[0].move.under",
                                  "no entity 'nobody'")):
        doc = scenario(entities, players=["wrangler"], start={"do": [{"move": move}]})
        with pytest.raises(ScenarioInvalid) as invalid:
            adjudicate_text(json.dumps(doc))
        found = {p.path: p.message for p in invalid.value.problems}
        assert message in found[path], found
