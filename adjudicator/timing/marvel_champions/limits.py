"""Printed limits (Limit): "Limit X per [period]" on a player card's ability, written `limit: {times: X,
per: phase|round|game}` on the scenario's ability.

An ability counts a use each time it triggers (so a use whose effects are then cancelled still counts:
"If an effect with a limit is canceled, ... it counts toward the limit"); once it has been used X times
in the period it does not trigger again, and a step says so. The count starts again when its period ends
(the end of the player phase or the villain phase for `phase`; the end of the round for `round`).
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.marvel_champions import state

PERIODS = ("phase", "round", "game")


def used_up(res: Any, ability: Any) -> str | None:
    """Why the ability cannot trigger now (its limit is used up), or None."""
    if not ability.limit:
        return None
    times, per = ability.limit
    used = state.LIMIT_USED.get(res, ability.id)
    if used < times:
        return None
    return f"its limit of {_times(times)} per {per} is used up ({_times(used)} this {per})"


def action_used_up(res: Any, card: str, limit: tuple) -> str | None:
    """Why an action of `card` with a printed limit (`use_ability`'s `limit`) cannot be used now, or None."""
    times, per = limit
    used = state.LIMIT_USED.get(res, f"use:{card}")
    if used < times:
        return None
    return f"its limit of {_times(times)} per {per} is used up ({_times(used)} this {per})"


def count_action(res: Any, card: str, limit: tuple) -> None:
    """One more use of a limited action of `card` in its period (counted as it is declared, so a use
    whose effects are cancelled counts)."""
    key = f"use:{card}"
    state.LIMIT_USED.set(res, key, state.LIMIT_USED.get(res, key) + 1)
    state.ACTION_LIMITS.set(res, {**state.ACTION_LIMITS.get(res), key: limit[1]})


def count_use(res: Any, ability: Any) -> None:
    """One more use of a limited ability in its period."""
    if ability.limit:
        state.LIMIT_USED.set(res, ability.id, state.LIMIT_USED.get(res, ability.id) + 1)


def period_ends(res: Any, periods: tuple[str, ...], ended: str, rule: Any) -> None:
    """The limits per one of `periods` start again (said when one had been used); `ended` says what ended."""
    again = []
    for ability in res.scenario.abilities.values():
        if ability.limit and ability.limit[1] in periods and state.LIMIT_USED.get(res, ability.id):
            state.LIMIT_USED.clear(res, ability.id)
            again.append(ability.label)
    for key, per in state.ACTION_LIMITS.get(res).items():
        if per in periods and state.LIMIT_USED.get(res, key):
            state.LIMIT_USED.clear(res, key)
            again.append(f"the action of {res.name(key.removeprefix('use:'))}")
    if again:
        res.step("note", f"{ended}: {', '.join(again)} may be used again "
                         "(its limit counts from zero)", rule=rule)


def _times(count: int) -> str:
    return {1: "once", 2: "twice"}.get(count, f"{count} times")
