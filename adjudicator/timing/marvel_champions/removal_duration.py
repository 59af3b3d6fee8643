"""A removal from the game for a stated duration (Removed from the Game: "does not interact with the game in any
manner for the duration of its removal"): when that time is over (durations.expire) a card still removed comes
back to the zone it was removed from. Where it goes is a reading (the entry gives how long, not where to); the
return is a move like any other, so an ability that answers the card's move answers it."""
from __future__ import annotations

from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import until_entries
from adjudicator.timing.marvel_champions.state import REMOVED_UNTIL

REMOVED = "removed"


def remember(res: Any, card: str, zone: str, tag: tuple) -> None:
    """`card`, removed from `zone`, is removed until `tag` (durations.duration_tag) ends."""
    until_entries.keep(REMOVED_UNTIL, res, (card, zone, tag), card)


def expire_removals(res: Any, tags: tuple, why: str) -> None:
    """The removals lasting until one of `tags` end: each card still removed goes back where it was."""
    for card, zone, _ in until_entries.take_ending(REMOVED_UNTIL, res, tags):
        if res.entities[card].get("zone") != REMOVED:
            continue
        res.step("note", f"{why}: the removal of {res.name(card)} from the game is over, and it comes back to "
                         f"{res.zone_name(zone)}, where it was removed from (a reading: the entry gives how long a "
                         "removal lasts, not where the card goes then)", rule=rule(res, "removed"))
        res.move(card, zone)
