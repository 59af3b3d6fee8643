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
from adjudicator.timing.marvel_champions.happenings import (
    Happening,
    discard_attachments_of_the_stage,
    turn_to_next_stage,
)
from adjudicator.timing.marvel_champions.stage_sides import sides_revealed
from adjudicator.timing.marvel_champions.table import number

WHEN_COMPLETED = "when-completed"


def when_completed_abilities(res: Any, scheme: str) -> list[str]:
    """The labels of the scheme card's own When Completed abilities."""
    return [a.label for a in res.scenario.abilities.values() if a.timing == WHEN_COMPLETED and a.card == scheme]


def advance(res: Any, scheme: str) -> tuple:
    """Main Scheme: the deck advances to the next stage (its threat, its target threat value); each card
    attached to the stage that left is discarded (the ops returned)."""
    stage = turn_to_next_stage(res.entities[scheme])
    res.emit({"event": "stage_advanced", "card": scheme, "stage": stage})
    return discard_attachments_of_the_stage(res, scheme) + sides_revealed(scheme, stage)


def final_stage_note(res: Any, scheme: str) -> None:
    """At the last stage the villain wins at once: the card's When Completed abilities do not resolve."""
    labels = when_completed_abilities(res, scheme)
    if labels:
        res.step("note", f"the game is over, so {', '.join(labels)} (When Completed) does not resolve: a reading "
                         "(the villain wins as the final stage is completed)", rule=rule(res, "villain-wins-scheme"))


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
