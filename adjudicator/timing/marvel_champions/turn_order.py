"""Whose turn it is (Player Phase; Active Player), for the modules the turns themselves build on: durations.py
asks it for "until the end of your turn", and turns.py (which expires those durations) for the rest. A scenario
is played in turns when it writes `end_turn` anywhere (opt-in)."""
from __future__ import annotations

from typing import Any

from adjudicator.scenario.model import Op
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.table import eliminated, player_order

END_TURN = "end_turn"


def _writes_end_turn(ops: Any) -> bool:
    """Whether any op among `ops` (nested ones too) is an `end_turn`."""
    if isinstance(ops, Op):
        return ops.name == END_TURN or _writes_end_turn(ops.args)
    if isinstance(ops, dict):
        return any(_writes_end_turn(v) for v in ops.values())
    if isinstance(ops, (tuple, list)):
        return any(_writes_end_turn(v) for v in ops)
    return False


def in_use(res: Any) -> bool:
    """Whether the scenario is played in turns: it writes `end_turn` somewhere (opt-in)."""
    scenario = res.scenario
    return _writes_end_turn(scenario.start.do) or any(_writes_end_turn(a.do) for a in scenario.abilities.values())


def taken(res: Any) -> tuple[str, ...]:
    """The players who have ended their turn in this round's player phase."""
    round_, players = state.TURNS_TAKEN.get(res)
    return players if round_ == state.ROUND.get(res) else ()


def active_player(res: Any) -> str | None:
    """The player taking their turn (Active Player), or None: no turns, the villain phase, or every player
    has ended their turn this round."""
    if not in_use(res) or state.PHASE.get(res) != "player":
        return None
    done = taken(res)
    return next((p for p in player_order(res) if p not in done and not eliminated(res, p)), None)
