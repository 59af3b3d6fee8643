"""Restricted: "A player cannot have more than two cards with the restricted keyword in play under their
control at the same time." A restricted card may still be played or put into play beyond that; then "they
must immediately choose and discard from play restricted cards they control until they have only two in
play" — as the ally limit does (leaving.py): a choice of the controller's, every pick explored, made at
once (the entry, unlike Ally Limit, does not say before or after abilities on entering play: the model
makes it at the same point as the ally limit's, a reading).
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.choice import ChoicePoint
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.card_keywords import discardable
from adjudicator.timing.marvel_champions.control import controller_of
from adjudicator.timing.marvel_champions.keywords import has_keyword
from adjudicator.timing.marvel_champions.leaving import discard_from_play
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.windows import next_op_of_the_effect

RESTRICTED_LIMIT = 2


def restricted_of(res: Any, player: str) -> list[str]:
    """The restricted cards in play under `player`'s control."""
    return [c for c in res.entities if in_play(res, c) and has_keyword(res, c, "restricted")
            and controller_of(res, c) == player]


def check_restricted(res: Any, card: str) -> None:
    """A restricted card entered play or changed control: if its controller now controls more than two, the
    choice to discard is the next op of the effect (as the ally limit's)."""
    if not has_keyword(res, card, "restricted"):
        return
    player = controller_of(res, card)
    if not player or len(restricted_of(res, player)) <= RESTRICTED_LIMIT:
        return
    next_op_of_the_effect(res, "restricted", {"card": card, "player": player}, restricted_step)


def restricted_step(res: Any, node: Any, data: dict) -> None:
    """The player chooses a restricted card they control to discard, and again, until two are left; every pick
    is explored, the card that just arrived first."""
    card, player = data["card"], data["player"]
    cards = restricted_of(res, player)
    while len(cards) > RESTRICTED_LIMIT:
        choosable = discardable(res, cards, player, "restricted cards")
        if not choosable:
            break
        options = tuple([card] + [c for c in choosable if c != card] if card in choosable else choosable)
        res.step("phase", f"{res.name(player)} controls {len(cards)} restricted cards, more than two: they must "
                          "choose one to discard at once", rule=rule(res, "restricted-discard"))
        at = (res.nodes[res.current].id or res.nodes[res.current].base) if res.current is not None else ""
        point = ChoicePoint("choose", options, tuple(range(len(options))), rule(res, "restricted-discard"), at,
                            options)
        pick = options[res.decide(point)]
        res.decisions.append(("choose", f"the restricted card {res.name(player)} discards: {pick}"))
        res.step("choice", f"{res.name(player)} discards {res.name(pick)}", rule=rule(res, "restricted-discard"))
        discard_from_play(res, pick)
        cards = restricted_of(res, player)
