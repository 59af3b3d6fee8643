"""A main scheme completed (Main Scheme; When Completed Abilities): the “When Completed” timing class.

"If the amount of threat on a main scheme is equal to or greater than its target threat value, that main
scheme is completed and the main scheme deck advances", and "When a main scheme is complete, all “When
Completed” abilities on the card resolve". Neither entry says when they resolve against the advance; the
model reads "completed and ... advances" as that order, and "on the card" as the card still there: a main
scheme with a When Completed ability is completed as an occurrence of its own (event `scheme_completed`
{target}), its When Completed abilities answer its when window, and then the deck advances (step 1
removes that card). A reading, said in a step. A scheme without one advances at once, as before (the
flowchart: "if it is complete, immediately advance to the next stage"). At the last stage the villain wins
at once (Winning the Game): a When Completed ability there does not resolve, and a note says so.
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.happenings import Happening
from adjudicator.timing.marvel_champions.stages import advance
from adjudicator.timing.marvel_champions.table import number

class SchemeCompleted(Happening):
    """A main scheme with a When Completed ability completed (not its last stage): its when window is
    where its When Completed abilities resolve; then the deck advances."""

    anchors = ("when-completed-ability", "main-scheme-completed", "main-scheme-completed")

    def events(self, res: Any, node: Any, data: dict) -> tuple:
        return ({"event": "scheme_completed", "target": data["scheme"]},)

    def label(self, res: Any, data: dict) -> str:
        return f"{res.name(data['scheme'])} is completed"

    def happen(self, res: Any, node: Any, n: int, rec: dict) -> tuple:
        scheme = rec["data"]["scheme"]
        res.emit(dict(rec["when"][0]))
        res.step("phase", f"{res.name(scheme)} advances to stage {number(res.entities[scheme], 'stage', 1) + 1}",
                 rule=rule(res, "main-scheme-completed"))
        return advance(res, scheme)


KINDS = {"scheme-completed": SchemeCompleted()}
