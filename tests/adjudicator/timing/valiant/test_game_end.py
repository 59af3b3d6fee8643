"""Organization Elimination and Winning the Game: the damage of an attack lands in full before anyone is
eliminated; each elimination resets the Facility for the players left; the last player left wins, and
if all were eliminated at once the Facility won. Nothing happens after the game has ended."""
from tests.adjudicator.timing.valiant.builders import (
    ORGS, RULES, attack, card, hit, resolve, sequence, state, steps, valiant,
)

TONY = {"tony": {"type": "organization", "name": "Tony", "coherence": 20},
        "tony-sector": {"type": "sector", "name": "Mind Reader", "owner": "tony", "level": 2, "column": 4}}
PYRO = {"pyro": attack("firestarter", 2, {"deal_damage": {"to": "trigger.next_in_line", "amount": 1}})}


def test_one_attack_that_brings_two_players_to_0_eliminates_both_after_all_its_damage_and_the_last_wins():
    entities = {**TONY, "firestarter": card("amy"), "neil": {**ORGS["neil"], "coherence": 2},
                "tony": {**TONY["tony"], "coherence": 1}, "facility": {"type": "facility", "durability": 9}}
    outcome = resolve(valiant(entities, PYRO, sequence([hit("pyro", "omega-psiot")]),
                              {"end_turn": {"player": "amy", "roll": 6}}, players=("amy", "neil", "tony")))
    assert state(outcome, "neil", "eliminated") is True and state(outcome, "tony", "eliminated") is True
    assert state(outcome, "amy", "winner") is True
    texts = [s["text"] for s in outcome["steps"]]
    last_landing = max(i for i, t in enumerate(texts) if "damage lands" in t and "Coherence" in t)
    first_elimination = min(i for i, t in enumerate(texts) if "is eliminated" in t)
    assert last_landing < first_elimination
    won = steps(outcome, "phase", "Amy wins")[0]
    assert won["rule"] == RULES + "winning-the-game" and "last player remaining" in won["quote"]
    assert state(outcome, "facility", "durability") == 9  # the game is over: no reset, no end-of-turn roll
    assert not steps(outcome, None, "rolls")


def test_when_every_player_left_is_eliminated_at_once_the_facility_won():
    entities = {"firestarter": card("amy"), "amy": {**ORGS["amy"], "coherence": 1},
                "neil": {**ORGS["neil"], "coherence": 2}, "facility": {"type": "facility", "durability": 9},
                "own": {"type": "sector", "name": "Telekinesis", "owner": "amy", "level": 2, "column": 4}}
    outcome = resolve(valiant(entities, PYRO, sequence([hit("pyro", "omega-psiot")])))
    assert state(outcome, "amy", "eliminated") is True and state(outcome, "neil", "eliminated") is True
    assert state(outcome, "facility", "winner") is True
    assert state(outcome, "amy", "winner") is None and state(outcome, "neil", "winner") is None
    won = steps(outcome, "phase", "the Facility won")[0]
    assert won["quote"] == "If all remaining players were eliminated simultaneously, the Facility won!"


def test_an_elimination_with_players_left_resets_the_facility_for_them_and_the_game_goes_on():
    entities = {**TONY, "warfare": card("amy"), "neil": {**ORGS["neil"], "coherence": 1},
                "facility": {"type": "facility", "durability": 3}}
    outcome = resolve(valiant(entities, {"viral": attack("warfare", 2)}, sequence([hit("viral")]),
                              {"end_turn": {"player": "amy", "roll": 1}}, players=("amy", "neil", "tony")))
    assert state(outcome, "neil", "eliminated") is True
    assert state(outcome, "facility", "durability") == 12 - 1  # reset for 2 players, then Amy's roll
    assert state(outcome, "amy", "abilities") == 3 and state(outcome, "tony", "abilities") == 3
    assert state(outcome, "neil", "abilities") is None
    reset = steps(outcome, "phase", "shuts down a Sector and resets")[0]
    assert "Every time a player is eliminated" in reset["quote"]


def test_nothing_attacks_after_the_game_has_ended():
    entities = {"warfare": card("amy", "chainable"), "psiot-strike": card("amy"),
                "neil": {**ORGS["neil"], "coherence": 1}}
    abilities = {"viral": attack("warfare", 1), "muscle": attack("psiot-strike", 3)}
    outcome = resolve(valiant(entities, abilities, sequence([hit("viral"), hit("muscle")]),
                              sequence([hit("viral")])))
    assert state(outcome, "amy", "winner") is True
    assert len([s for s in outcome["steps"] if s["kind"] == "op" and "damage lands" in s["text"]]) == 1
    assert outcome["resolution_order"] == ["start", "attack:amy", "viral", "muscle"]
