"""Standard Shift (shift_line): one Level or Block shifts as a whole, wrapping; Locked lines stay."""
from tests.adjudicator.timing.valiant.builders import SECTORS, notes, problems, resolve, state, valiant


def test_a_block_shifts_up_and_wraps_from_the_top_to_the_bottom():
    # Block 2 holds Scout (Level 1) and Telesthesia (Level 2)
    outcome = resolve(valiant({}, {}, {"shift_line": {"block": 2, "direction": "up"}}))
    assert (state(outcome, "scout", "level"), state(outcome, "scout", "column")) == (5, 2)
    assert state(outcome, "telesthesia", "level") == 1
    assert state(outcome, "omega-psiot", "level") == 2  # Block 3: not shifted


def test_more_than_one_space_is_a_cards_own_rule():
    outcome = resolve(valiant({}, {}, {"shift_line": {"level": 2, "direction": "right", "spaces": 2}}))
    assert state(outcome, "telesthesia", "column") == 4 and state(outcome, "omega-psiot", "column") == 5
    assert any("more than a single shift" in (s["quote"] or "") for s in outcome["steps"])


def test_a_line_with_a_locked_sector_does_not_shift():
    entities = {"telesthesia": {**SECTORS["telesthesia"], "locked": True}}
    outcome = resolve(valiant(entities, {}, {"shift_line": {"level": 2, "direction": "left"}}))
    assert state(outcome, "omega-psiot", "column") == 3
    assert notes(outcome, "Level 2 does not shift")[0]["rule"] == "valiant-universe#card-action-icons"


def test_one_line_and_a_direction_along_it():
    found = problems(valiant({}, {}, {"shift_line": {"level": 2, "block": 1, "direction": "left"}},
                             {"shift_line": {"level": 2, "direction": "up"}},
                             {"shift_line": {"block": 6, "direction": "up"}}))
    assert "name exactly one line" in found["start.do[0].shift_line"]
    assert "a Level shifts left or right" in found["start.do[1].shift_line.direction"]
    assert "expected 1 to 5" in found["start.do[2].shift_line.block"]
