"""Superhero Move and Push (Actions): the geometry, the movement allowance and one push a turn."""
import pytest

from tests.adjudicator.timing.valiant.builders import notes, resolve, state, valiant

# Amy's Telesthesia is at Level 2, Block 2; Scout above it (1, 2), Omega Psiot right of it (2, 3),
# Medbot diagonal (3, 3), Far Away at (4, 4).
HEROES = {
    "livewire": {"type": "superhero", "name": "Livewire", "owner": "amy", "sector": "telesthesia"},
    "faith": {"type": "superhero", "name": "Faith", "owner": "neil", "sector": "scout"},
    "left": {"type": "sector", "level": 2, "column": 1},
    "below": {"type": "sector", "level": 3, "column": 2},
    "beyond": {"type": "sector", "level": 3, "column": 1},
}


def run_ops(*ops, **faith):
    entities = {**HEROES, "faith": {**HEROES["faith"], **faith}}
    return resolve(valiant(entities, {}, *ops, players=("neil", "amy")))


def test_a_move_is_one_space_orthogonally_within_the_movement():
    outcome = run_ops({"superhero_move": {"superhero": "faith", "sector": "telesthesia"}},
                      {"superhero_move": {"superhero": "faith", "sector": "below"}})
    assert state(outcome, "faith", "sector") == "telesthesia"
    assert notes(outcome, "has used its movement this turn (1)")
    two = run_ops({"superhero_move": {"superhero": "faith", "sector": "telesthesia"}},
                  {"superhero_move": {"superhero": "faith", "sector": "below"}}, movement=2)
    assert state(two, "faith", "sector") == "below"
    diagonal = run_ops({"superhero_move": {"superhero": "faith", "sector": "omega-psiot"}})
    assert state(diagonal, "faith", "sector") == "scout"
    assert "1 space orthogonally" in notes(diagonal, "cannot move")[0]["quote"]


@pytest.mark.parametrize("into, pushed", [
    ("below", True),        # the next Sector in line (Scout -> Telesthesia -> below)
    ("beyond", True),       # diagonal from Telesthesia, beside the next in line
    ("left", False),        # beside Telesthesia, not beyond it
    ("omega-psiot", False),
])
def test_a_push_from_an_adjacent_sector_goes_on_in_line_or_beside_it(into, pushed):
    outcome = run_ops({"push": {"superhero": "faith", "target": "livewire", "sector": into}})
    assert (state(outcome, "livewire", "sector") == into) is pushed
    if not pushed:
        refused = notes(outcome, "cannot be pushed into")[0]
        assert "Level 3, Block 2" in refused["text"] and "next Sector in line" in refused["quote"]
        assert [w["play"] for w in outcome["warnings"] if w["kind"] == "refused-play"] == ["Faith's push of Livewire"]


def test_a_push_in_the_same_sector_goes_to_any_of_the_eight_around_and_only_once_a_turn():
    outcome = run_ops({"push": {"superhero": "faith", "target": "livewire", "sector": "medbot"}},
                      {"push": {"superhero": "faith", "target": "livewire", "sector": "telesthesia"}},
                      sector="telesthesia")
    assert state(outcome, "livewire", "sector") == "medbot"
    assert "only push once" in notes(outcome, "already pushed")[0]["quote"]


def test_a_superhero_two_sectors_away_cannot_be_pushed():
    outcome = run_ops({"push": {"superhero": "faith", "target": "livewire", "sector": "left"}}, sector="far-away")
    assert state(outcome, "livewire", "sector") == "telesthesia"
    assert notes(outcome, "neither in Faith's Sector nor in an adjacent one")


def test_the_turn_end_gives_back_the_movement_and_the_push():
    outcome = run_ops({"superhero_move": {"superhero": "faith", "sector": "telesthesia"}},
                      {"end_turn": "neil"}, {"end_turn": "amy"},
                      {"superhero_move": {"superhero": "faith", "sector": "below"}})
    assert state(outcome, "faith", "sector") == "below"


def test_only_on_the_owners_turn():
    entities = {**HEROES}
    outcome = resolve(valiant(entities, {}, {"superhero_move": {"superhero": "livewire", "sector": "left"}},
                              players=("neil", "amy")))
    assert state(outcome, "livewire", "sector") == "telesthesia"
    assert notes(outcome, "it is Neil's turn: Livewire (Amy's) takes no Superhero action")
