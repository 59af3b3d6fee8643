"""Flipping a card: `flip: {card}` turns a double-sided card over to its other side.

Double-Sided Card: "A card is double-sided if neither of its sides has a card back." The entry gives the flip
no consequence of its own: the card stays where it is, with what is on it, and shows its other side. The model
keeps which side is faceup as `side` (`a`, as a card is put into play with its first side, or `b`); the other
side's abilities are the scenario's, written with `if: 'this.side == "b"'`. Flipping is an occurrence with both
windows (`flipped` {card, side}: "After you flip to this side" answers it). An identity turned over is changing
form ("each player is permitted to change form by flipping their identity card", Form): `flip` of an identity is
a change of form a card causes. A card with a card back has no other side: nothing is flipped, and a step says
why.
"""
from __future__ import annotations

from typing import Any

from adjudicator.grammar import possessive
from adjudicator.engine.opdefs import entity_of
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.happenings import Happening
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.windows import schedule


def other_side(side: Any) -> str:
    """The side a flip shows: `b` after `a` (a card with no `side` written shows `a`), `a` after `b`."""
    return "a" if str(side or "a") == "b" else "b"


def flip_op(res, node, args, op) -> None:
    """`flip`: an identity changes form (a card causes it); any other card is turned over, an occurrence."""
    card = entity_of(res, node, args["card"], "card", op)
    if res.entities[card].get("type") == "hero":
        res.step("note", f"flipping {possessive(res.name(card))} identity card is changing form: a card ability causes it",
                 rule=rule(res, "flip-identity"))
        schedule(res, node, "form", {"who": card})
        return
    schedule(res, node, "flip", {"card": card})


class Flip(Happening):
    """A double-sided card turned over to its other side (Double-Sided Card)."""

    anchors = ("flip", "flip", "flip")

    def check(self, res, node, data):
        card = data["card"]
        if not res.entities[card].get("double_sided"):
            return (f"{res.name(card)} is not double-sided (`double_sided: true`): a card with a card back has no "
                    "other side to turn to, so nothing is flipped")
        if not in_play(res, card):
            return f"{res.name(card)} is not in play: nothing is flipped"
        return None

    def events(self, res, node, data):
        return ({"event": "flipped", "card": data["card"], "side": other_side(res.entities[data["card"]].get("side"))},)

    def label(self, res, data):
        return f"{res.name(data['card'])} is flipped to side {other_side(res.entities[data['card']].get('side'))}"

    def happen(self, res, node, n, rec):
        event = rec["when"][0]
        res.entities[event["card"]]["side"] = event["side"]
        res.emit(dict(event))
        return ()


KINDS = {"flip": Flip()}
