"""A change of control for a stated duration (Ownership and Control: "Unless a duration is specified, a
control change persists as long as the card remains in play"): `take_control: {card, who, until}` with
`until` this attack, this phase or this round. When that time is over (durations.expire), a card still in
play under the taker's control goes back under its owner's, with what is attached to it and changed control
with it; the owner's ally limit and restricted limit are then checked. The return is the end of a lasting
effect, not an occurrence: nothing answers it (a reading: the text says nothing of it).
"""
from __future__ import annotations

from typing import Any

from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import restricted, until_entries
from adjudicator.timing.marvel_champions.control import attached_to, controller_of
from adjudicator.timing.marvel_champions.leaving import check_ally_limit
from adjudicator.timing.marvel_champions.state import CONTROL_UNTIL
from adjudicator.timing.marvel_champions.table import in_play


def remember(res: Any, card: str, who: str, tag: tuple | None) -> None:
    """The change of control of `card` to `who` lasts until `tag` (durations.duration_tag) ends, or (None) while
    the card is in play: a new change replaces the one before."""
    until_entries.keep(CONTROL_UNTIL, res, (card, who, tag) if tag is not None else None, card)


def expire_control(res: Any, tags: tuple, why: str) -> None:
    """The changes of control lasting until one of `tags` end: each card goes back to its owner's control."""
    for card, who, _ in until_entries.take_ending(CONTROL_UNTIL, res, tags):
        props = res.entities[card]
        if not in_play(res, card) or controller_of(res, card) != who:
            continue
        following = [c for c in attached_to(res, card) if res.entities[c].get("controller") == who]
        for other in [card] + following:
            res.entities[other].pop("controller", None)
        owner = props.get("owner")
        res.step("note", f"{why}: {possessive_of(res, who)} control of {res.name(card)} ends, and it goes back under "
                         f"its owner {possessive(res.name(owner))} control, keeping its state"
                         + (f" ({', '.join(res.name(c) for c in following)} with it)" if following else ""),
                 rule=rule(res, "control-lasts"))
        check_ally_limit(res, card)
        restricted.check_restricted(res, card)


def possessive_of(res: Any, who: str) -> str:
    return possessive(res.name(who))
