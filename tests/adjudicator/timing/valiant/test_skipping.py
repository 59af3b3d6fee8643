"""Skipping Turn (Superhero Abilities): what refuses it, and the Ability it may give."""
from tests.adjudicator.timing.valiant.builders import card, resolve, state, valiant

HAND = {f"h{n}": card("amy") for n in range(1, 6)}
POWER = {
    "livewire": {"type": "superhero", "name": "Livewire", "owner": "amy", "sector": "telesthesia"},
    "tech-hero": {"type": "ability", "owner": "livewire", "level": "hero", "unlocked": False},
    "flight-super": {"type": "ability", "owner": "livewire", "level": "super", "unlocked": False},
    "nameless": {"type": "ability", "owner": "livewire", "unlocked": False},
}


def skip(*before, **args):
    return resolve(valiant({**HAND, **POWER}, {}, *before, {"skip_turn": {"player": "amy", **args}}))


def refusal(outcome):
    return next(s for s in outcome["steps"] if "cannot skip the turn" in s["text"])


def test_the_new_ability_must_be_the_lowest_level_available():
    refused = skip(ability="flight-super")
    assert state(refused, "flight-super", "unlocked") is False
    assert state(refused, "h1", "zone") == "hand" and state(refused, "amy", "abilities") is None
    assert "must be the lowest level available (hero)" in refusal(refused)["text"]
    assert "The new Ability must be the lowest level Ability available." in refusal(refused)["quote"]
    gained = skip(ability="tech-hero")
    assert state(gained, "tech-hero", "unlocked") is True and state(gained, "amy", "abilities") == 3


def test_an_ability_without_a_level_is_gained_and_the_step_says_the_level_is_not_checked():
    outcome = skip(ability="nameless")
    assert state(outcome, "nameless", "unlocked") is True
    assert any("is not checked" in s["text"] for s in outcome["steps"])


def test_a_player_who_has_already_attacked_this_turn_cannot_skip_it():
    abilities = {"hit": {"card": "strike", "timing": "attack", "label": "hit",
                         "do": [{"deal_damage": {"to": "trigger.target", "amount": 1}}]}}
    doc = valiant({**HAND, **POWER, "strike": card("amy")}, abilities,
                  {"attack_sequence": {"attacker": "amy", "defender": "neil",
                                       "attacks": [{"play": "hit", "target": "scout", "origin": "telesthesia"}]}},
                  {"skip_turn": {"player": "amy", "ability": "tech-hero"}})
    outcome = resolve(doc)
    assert state(outcome, "tech-hero", "unlocked") is False
    assert "already taken actions this turn" in refusal(outcome)["text"]
