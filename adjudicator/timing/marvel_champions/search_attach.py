"""A card a search finds that the instructions attach to another card: the `search` op's `attach` ("search … for X
and attach it to Y").

Search: "the player adds that card to the game area indicated by the instructions on the search effect": here play,
attached to Y (Attachment: "When an attachment enters play, it attaches to another card or game element"; Attach To:
"it must be attached to … the specified game element as it enters play"). Attach To: "The “attach to” phrase is
checked for legality when the card would be attached to a game element … If the initial “attach to” check does not
pass, the card is not able to be attached, so it remains in its prior state or game area": a reading takes the
instruction's Y as that element, so a Y not in play, or a card whose own `attach_to` names another element, leaves
the card where it was found (a deck or a discard pile, where it can remain). Otherwise its entering play attached
to Y is an occurrence with its windows (`moved` {card, from, to: play}); it is attached as it enters play.
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import entity_of
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import attaching
from adjudicator.timing.marvel_champions.happenings import Happening
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.windows import schedule


def attach_found(res: Any, node: Any, op: Any, who: str, card: str, host_ref: str) -> None:
    """The card found enters play attached to the card `host_ref` names, or stays where it was, and a step says why."""
    host = entity_of(res, node, host_ref, "attach", op)
    props = res.entities[card]
    where = res.zone_name(props.get("zone") or "play")
    own = props.get("attach_to")
    if not in_play(res, host) or (own is not None and own != host):
        why = f"{res.name(host)} is not in play" if not in_play(res, host) else \
            f"its “attach to” names {res.name(own)}, not {res.name(host)}"
        attaching.say_failed(res, card, why, f"it stays where it was found ({where})")
        return
    res.step("op", f"{res.name(who)} finds {res.name(card)} and puts it into play from {where}, attached to "
                   f"{res.name(host)}, as the search instructs", rule=rule(res, "attachment-attaches"))
    schedule(res, node, "attach-found", {"card": card, "host": host, "from": props.get("zone")})


class AttachFound(Happening):
    """A card found by a search enters play attached to the card the search names (search_attach.py)."""

    def check(self, res: Any, node: Any, data: dict) -> str | None:
        if not in_play(res, data["host"]):  # its when window may have taken the card away
            return f"{res.name(data['host'])} is not in play: {res.name(data['card'])} stays where it was found"
        return None

    def events(self, res: Any, node: Any, data: dict) -> tuple:
        return ({"event": "moved", "card": data["card"], "from": data["from"], "to": "play",
                 "who": res.entities[data["card"]].get("owner")},)

    def label(self, res: Any, data: dict) -> str:
        return f"{res.name(data['card'])} enters play attached to {res.name(data['host'])}"

    def happen(self, res: Any, node: Any, n: int, rec: dict) -> tuple:
        data = rec["data"]
        res.entities[data["card"]]["attached_to"] = data["host"]  # attached as it enters play (Attach To)
        res.move(data["card"], "play")
        return ()


KINDS = {"attach-found": AttachFound()}
