"""Player Deck: a player deck that empties (the part the occurrences that take cards from a deck call).

"If a player deck empties, the player shuffles their discard pile to make a new deck. That player immediately
deals themself one facedown encounter card from the top of the encounter deck." An occurrence that takes cards
from a player's deck (a draw, a discard from its top, the draw up to hand size) notes the decks it takes from
before it moves them (`decks_taken_from`), and once they have moved, `emptied` gives, for each deck left with no
card, the step that makes the new deck and deals the card (player_deck_draw.deck_emptied_step): it runs within
the occurrence, before its after window ("immediately").
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from adjudicator.scenario.model import Op
from adjudicator.timing.marvel_champions.piles import deck_cards
from adjudicator.timing.marvel_champions.windows import internal

DECK_EMPTIED = "player-deck-emptied"


def decks_taken_from(res: Any, cards: Iterable[str | None]) -> tuple[str, ...]:
    """The players whose deck holds one of `cards` now, in the order first met."""
    found: list[str] = []
    for card in cards:
        props = res.entities.get(card) if card else None
        owner = props.get("owner") if props else None
        if props and props.get("zone") == "deck" and owner and res.model.is_player(res, owner) and owner not in found:
            found.append(owner)
    return tuple(found)


def emptied(res: Any, decks: Iterable[str], verb: str) -> tuple[Op, ...]:
    """The step for each of `decks` that has no card left (`verb`: what took the cards, drawn or discarded)."""
    return tuple(internal("_mc_step", step=DECK_EMPTIED, data={"who": who, "verb": verb})
                 for who in decks if not deck_cards(res, who))
