"""A deck's cards in order (deck_ops.py): look, search, find, shuffle, discard until, the game's alternate
end, the main scheme advanced by a card. The fixtures under fixtures/scenarios/marvel-champions/ prove each
Rules Reference entry; these pin the edges: mistyped words refused with "did you mean", a pick the search did
not find refused as a ruling, nothing invented when a scenario lists fewer cards than asked."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, resolve, table, text_index

DECK = {
    "backflip": {"type": "event", "name": "Backflip", "owner": "spider-man", "zone": "deck", "position": 1},
    "aunt-may": {"type": "ally", "name": "Aunt May", "owner": "spider-man", "zone": "deck", "position": 2,
                 "hp": 5},
}


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


@pytest.mark.parametrize("op, path, words", [
    ({"serach": {"deck": "spider-man", "for": {"type": "ally"}}}, "start.do[0].serach", "did you mean 'search'"),
    ({"search": {"deck": "spider-man", "for": {"tpye": "ally"}}}, "start.do[0].search.for.tpye",
     "did you mean 'type'"),
    ({"search": {"deck": "spider-man", "for": {"type": "aly"}}}, "start.do[0].search.for.type",
     "did you mean 'ally'"),
    ({"search": {"deck": "spider-man", "for": {"keyword": "gaurd"}}}, "start.do[0].search.for.keyword",
     "did you mean 'guard'"),
    ({"search": {"deck": "spider-man", "for": "ally"}}, "start.do[0].search.for", "expected a mapping"),
    ({"search": {"deck": "spider-man", "for": {"type": "ally"}, "to": "hnad"}}, "start.do[0].search.to",
     "did you mean 'hand'"),
    ({"search": {"deck": "spider-man"}}, "start.do[0].search.for", "is required"),
    ({"lok": {"deck": "encounter", "count": 1}}, "start.do[0].lok", "did you mean 'look'"),
    ({"look": {"deck": "encounter", "cuont": 1}}, "start.do[0].look.cuont", "did you mean 'count'"),
    ({"shufle": {"deck": "encounter"}}, "start.do[0].shufle", "did you mean 'shuffle'"),
    ({"shuffle": {"deck": "encountr"}}, "start.do[0].shuffle.deck", "no deck 'encountr' (did you mean 'encounter'?)"),
    ({"fnid": {"card": "black-cat"}}, "start.do[0].fnid", "did you mean 'find'"),
    ({"find": {"card": "black-cat", "to": "set-asdie"}}, "start.do[0].find.to", "did you mean 'set-aside'"),
    ({"move": {"card": "black-cat", "to": "set-asid"}}, "start.do[0].move.to", "did you mean 'set-aside'"),
    ({"discard_top": {"deck": "encounter", "until": {"type": "minon"}}}, "start.do[0].discard_top.until.type",
     "did you mean 'minion'"),
    ({"discard_top": {"deck": "encounter", "untl": {"type": "minion"}}}, "start.do[0].discard_top.untl",
     "did you mean 'until'"),
    ({"discard_top": {"deck": "encounter", "count": 1, "until": {"type": "minion"}}}, "start.do[0].discard_top",
     "one of the two"),
    ({"discard_top": {"deck": "encounter"}}, "start.do[0].discard_top", "one of the two"),
    ({"end_game": {"players": "loose"}}, "start.do[0].end_game.players", "did you mean 'lose'"),
    ({"end_gmae": {"players": "win"}}, "start.do[0].end_gmae", "did you mean 'end_game'"),
    ({"advance_schme": {"scheme": "the-break-in"}}, "start.do[0].advance_schme", "did you mean 'advance_scheme'"),
    ({"search": {"discard_pil": "spider-man", "for": {"type": "ally"}}}, "start.do[0].search.discard_pil",
     "did you mean 'discard_pile'"),
    # a deck and its own discard pile may be searched together (search_areas.py); another's pile may not
    ({"search": {"deck": "spider-man", "discard_pile": "encounter", "for": {"type": "ally"}}},
     "start.do[0].search.discard_pile", "the discard pile searched is that deck's"),
    ({"search": {"for": {"type": "ally"}}}, "start.do[0].search", "or both (the deck and its discard pile)"),
    ({"look": {"hnad": "spider-man"}}, "start.do[0].look.hnad", "did you mean 'hand'"),
    ({"remove_from_game": {"card": "black-cat", "until": "rond"}}, "start.do[0].remove_from_game.until",
     "did you mean 'round'"),
    ({"remove_from_gmae": {"card": "black-cat"}}, "start.do[0].remove_from_gmae", "did you mean 'remove_from_game'"),
    ({"look": {"crad": "black-cat"}}, "start.do[0].look.crad", "did you mean 'card'"),
    ({"look": {"card": "black-cat", "deck": "encounter", "count": 1}}, "start.do[0].look", "one of the three"),
    ({"look": {"deck": "encounter"}}, "start.do[0].look.count", "is required with `deck`"),
    ({"look": {"card": "black-cat", "count": 1}}, "start.do[0].look.count", "goes with `deck` only"),
])
def test_a_mistyped_word_is_refused_at_its_line_with_did_you_mean(op, path, words):
    found = problems(doc(table(**DECK), {}, [op]))
    assert path in found and words in found[path], found


def test_a_side_one_letter_off_in_a_pattern_is_refused():
    bad = ability("when-revealed", on={"event": "stage_revealed", "card": "the-break-in", "side": "c"},
                  card="the-break-in")
    found = problems(doc(table(), {"side": bad}, []))
    assert "carry a side of: a, b" in found["abilities.side.on.side"]


def test_a_subtitle_one_letter_off_is_refused():
    entities = table(**{"get-ready": {"type": "event", "name": "Get Ready", "subtile": "Again",
                                      "owner": "spider-man", "zone": "hand"}})
    found = problems(doc(entities, {}, []))
    assert any("did you mean 'subtitle'" in message for message in found.values()), found


def test_a_pick_the_search_did_not_find_is_refused_as_a_ruling_and_the_player_chooses_among_those_found():
    out = resolve(doc(table(**DECK), {}, [{"search": {"deck": "spider-man", "for": {"type": "ally"},
                                                      "pick": "backflip", "who": "spider-man"}}]))
    refused = text_index(out, "Backflip (the search's pick) cannot be chosen")
    assert "not among the cards found" in out["steps"][refused]["text"]
    assert out["steps"][refused]["rule"] == "marvel-champions#rules-reference-search"
    assert any(w["kind"] == "refused-play" for w in out["warnings"])
    assert out["state"]["aunt-may"]["zone"] == "hand" and out["state"]["backflip"]["zone"] == "deck"


def test_a_look_at_more_cards_than_the_scenario_lists_names_only_those():
    out = resolve(doc(table(**DECK), {}, [{"look": {"deck": "spider-man", "count": 5, "who": "spider-man"}}]))
    step = out["steps"][text_index(out, "looks at the top 5 cards")]
    assert "Backflip, Aunt May" in step["text"] and "invents no other" in step["text"]
    assert out["state"]["backflip"]["position"] == 1 and out["state"]["aunt-may"]["position"] == 2


def test_a_look_after_a_shuffle_says_the_order_is_a_stand_in():
    out = resolve(doc(table(**DECK), {}, [{"shuffle": {"deck": "spider-man"}},
                                          {"look": {"deck": "spider-man", "count": 1, "who": "spider-man"}}]))
    assert "stand-in" in out["steps"][text_index(out, "looks at the top 1 card")]["text"]


def test_discarding_a_players_deck_until_a_card_none_has_invents_no_card():
    """Every card is discarded; the deck is then empty, so (Player Deck) its discard pile becomes the new deck."""
    out = resolve(doc(table(**DECK), {}, [{"discard_top": {"deck": "spider-man", "until": {"type": "upgrade"}}}]))
    assert "invents no other card" in out["steps"][text_index(out, "no card the scenario lists")]["text"]
    discarded = text_index(out, "Aunt May moves from deck to discard")
    assert text_index(out, "Backflip moves from deck to discard") < discarded < text_index(out, "deck is empty")
    assert out["state"]["backflip"]["zone"] == "deck" and out["state"]["aunt-may"]["zone"] == "deck"


def test_the_game_ended_drops_what_was_waiting():
    out = resolve(doc(table(), {}, [{"end_game": {"players": "lose"}},
                                    {"deal_damage": {"to": "rhino", "amount": 3}}]))
    assert "damage" not in out["state"]["rhino"] or out["state"]["rhino"]["damage"] == 0
    step = out["steps"][text_index(out, "the players lose the game")]
    assert step["rule"] == "marvel-champions#rules-reference-winning-the-game"
