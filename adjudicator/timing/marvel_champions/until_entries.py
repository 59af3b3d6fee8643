"""Effects on one card that last until a duration ends (durations.duration_tag), kept as entries
(card, what, tag) in a Fact: a change of control (control_duration.py), a removal from the game
(removal_duration.py). A new entry for a card replaces its last; a duration's end takes its entries."""
from __future__ import annotations

from typing import Any


def keep(fact: Any, res: Any, entry: tuple | None, card: str) -> None:
    """`entry` (card, what, tag) replaces the card's last one; None only drops the last one."""
    kept = tuple(e for e in fact.get(res) if e[0] != card)
    fact.set(res, kept + ((entry,) if entry is not None else ()))


def take_ending(fact: Any, res: Any, tags: tuple) -> list[tuple]:
    """The entries whose duration is one of `tags` (each ends now), dropped from `fact`."""
    waiting = fact.get(res)
    ending = [e for e in waiting if e[2] in tags]
    if ending:
        fact.set(res, tuple(e for e in waiting if e[2] not in tags))
    return ending
