"""Player turns (turns.py) and "each player" (each_player.py): the words they add are refused when
mistyped, turns are opt-in, and the plays the rules forbid out of turn are rulings."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, resolve, table, text_index

HULK = {"type": "hero", "name": "She-Hulk", "form": "hero", "hp": 15, "atk": 2}


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


@pytest.mark.parametrize("op, path, words", [
    ({"end_trun": "spider-man"}, "start.do[0].end_trun", "did you mean 'end_turn'"),
    ({"end_turn": {"whoo": "spider-man"}}, "start.do[0].end_turn.whoo", "did you mean 'who'"),
    ({"each_playr": {"do": []}}, "start.do[0].each_playr", "did you mean 'each_player'"),
    ({"each_player": {"do": [], "order": "in-player-ordr"}}, "start.do[0].each_player.order",
     "did you mean 'in-player-order'"),
    ({"each_player": {"do": [], "order": ["spider-mann"]}}, "start.do[0].each_player.order[0]",
     "did you mean 'spider-man'"),
    ({"lasting": {"modifies": {"value": "atk", "who": "rhino"}, "by": {"add": 1}, "until": "trun"}},
     "start.do[0].lasting.until", "did you mean 'turn'"),
    ({"use_ability": {"card": "black-cat", "requestd": True}}, "start.do[0].use_ability.requestd",
     "did you mean 'requested'"),
])
def test_a_mistyped_word_is_refused_with_a_suggestion(op, path, words):
    found = problems(doc(table(), {}, [op]))
    assert words in found[path], found


def test_a_mistyped_turn_event_is_refused_with_a_suggestion():
    found = problems(doc(table(), {"a": ability("response", on={"event": "turn_endd"})}, []))
    assert "did you mean 'turn_ended'" in found["abilities.a.on.event"]


def test_without_end_turn_plays_are_not_checked_against_turns():
    """Opt-in: another player's basic power, with no `end_turn` anywhere, is resolved as before."""
    outcome = resolve(doc(table(she_hulk=HULK), {}, [{"basic_power": {"character": "she-hulk", "power": "atk",
                                                                       "target": "rhino"}}],
                          players=("spider-man", "she-hulk")))
    assert outcome["state"]["rhino"]["damage"] == 2
    assert not any("turn" in s["text"] for s in outcome["steps"] if s["kind"] == "note")


def test_with_end_turn_another_players_basic_power_is_refused_in_your_turn():
    outcome = resolve(doc(table(she_hulk=HULK), {}, [
        {"basic_power": {"character": "she-hulk", "power": "atk", "target": "rhino"}},
        {"end_turn": "spider-man"}], players=("spider-man", "she-hulk")))
    assert outcome["state"]["rhino"].get("damage", 0) == 0
    step = outcome["steps"][text_index(outcome, "basic ATK power cannot be used")]
    assert "it is Spider-Man's turn, not She-Hulk's" in step["text"]
    assert step["rule"].endswith("#rules-reference-player-turn")


def test_end_player_phase_in_the_middle_of_the_turns_is_refused():
    outcome = resolve(doc(table(she_hulk=HULK), {}, [{"end_turn": "spider-man"}, {"end_player_phase": {}}],
                          players=("spider-man", "she-hulk")))
    step = outcome["steps"][text_index(outcome, "the end of the player phase cannot happen")]
    assert "She-Hulk has not ended their turn" in step["text"]
    assert not any(s["text"] == "the player phase ends" for s in outcome["steps"])


def test_no_turn_once_every_player_has_ended_theirs():
    """Once the last turn has ended (and with it the player phase) no player is taking a turn: an Action,
    even requested, is refused."""
    entities = table(she_hulk=HULK)
    outcome = resolve(doc(entities, {}, [
        {"end_turn": "spider-man"}, {"end_turn": "she-hulk"},
        {"use_ability": {"card": "black-cat", "requested": True,
                         "do": [{"deal_damage": {"to": "rhino", "amount": 1}}]}}],
        players=("spider-man", "she-hulk")))
    assert outcome["state"]["rhino"].get("damage", 0) == 0
    assert "every player has ended their turn this round" in outcome["steps"][
        text_index(outcome, "use of Black Cat cannot be declared")]["text"]


def test_until_the_end_of_your_turn_made_in_another_players_turn_is_a_reading():
    """"Your turn" for an effect of She-Hulk's made in Spider-Man's turn: the turn under way, and a note
    says it is a reading; it ends with Spider-Man's turn."""
    document = doc(table(she_hulk=HULK), {}, [
        {"lasting": {"modifies": {"value": "atk", "who": "rhino"}, "by": {"add": 2}, "until": "turn"}},
        {"end_turn": "spider-man"}], players=("spider-man", "she-hulk"))
    document["start"]["you"] = "she-hulk"
    outcome = resolve(document)
    reading = text_index(outcome, "a reading, it lasts until the end of the turn under way")
    ended = text_index(outcome, "Spider-Man's turn has ended:")
    assert reading < ended


def test_requested_is_said_to_change_nothing_without_turns():
    outcome = resolve(doc(table(), {}, [{"use_ability": {"card": "black-cat", "requested": True,
                                                         "do": [{"deal_damage": {"to": "rhino", "amount": 1}}]}}]))
    assert outcome["state"]["rhino"]["damage"] == 1
    text_index(outcome, "`requested` changes nothing")


def test_only_an_action_may_be_requested():
    outcome = resolve(doc(table(she_hulk=HULK, web_ally={"type": "ally", "name": "Web Ally", "owner": "she-hulk",
                                                          "zone": "hand"}),
                          {}, [{"play_card": {"card": "web-ally", "requested": True}}, {"end_turn": "spider-man"}],
                          players=("spider-man", "she-hulk")))
    assert outcome["state"]["web-ally"]["zone"] == "hand"
    text_index(outcome, "(only an Action may be triggered by request)")
