"""A change of control as a game occurrence (Ownership and Control): `take_control` has when and after
windows, event `control_taken` {card, who, from}; the change itself is control.change_control. Once a
player controls one more ally or restricted card, the ally limit and the restricted limit are checked."""
from __future__ import annotations

from typing import Any

from adjudicator.timing.marvel_champions import control, control_duration, restricted
from adjudicator.timing.marvel_champions.durations import duration_tag
from adjudicator.timing.marvel_champions.happenings import Happening
from adjudicator.timing.marvel_champions.leaving import check_ally_limit
from adjudicator.timing.marvel_champions.table import in_play


class ControlChange(Happening):
    """A player takes control of a card in play."""

    def check(self, res: Any, node: Any, data: dict) -> str | None:
        if not in_play(res, data["card"]):
            return f"{res.name(data['card'])} is not in play: its control does not change"
        return None

    def events(self, res: Any, node: Any, data: dict) -> tuple:
        return ({"event": "control_taken", "card": data["card"], "who": data["who"],
                 "from": control.controller_of(res, data["card"])},)

    def label(self, res: Any, data: dict) -> str:
        return f"{res.name(data['who'])} takes control of {res.name(data['card'])}"

    def happen(self, res: Any, node: Any, n: int, rec: dict) -> tuple:
        data = rec["data"]
        control.change_control(res, data["card"], data["who"], data.get("until"))
        tag = duration_tag(res, data["until"]) if data.get("until") else None
        control_duration.remember(res, data["card"], data["who"], tag)
        res.emit(dict(rec["when"][0]))
        check_ally_limit(res, data["card"])
        restricted.check_restricted(res, data["card"])
        return ()


KINDS = {"control": ControlChange()}
