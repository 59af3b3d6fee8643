"""A main scheme's stages (Main Scheme; When Completed Abilities): turning to the next stage, discarding what
was attached to the stage that left, revealing the new stage's sides, and the card's When Completed abilities.
Apart from happenings.py (which advances a scheme as threat is placed) and completion.py / scheme_advance.py
(the occurrences that advance it otherwise), which all build on it."""
from __future__ import annotations

from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.stage_sides import sides_revealed
from adjudicator.timing.marvel_champions.table import in_play, number
from adjudicator.timing.marvel_champions.windows import occurrence_op

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


def turn_to_next_stage(props: dict) -> int:
    """Main Scheme: the next stage's threat and target threat value replace the last's; returns the new stage."""
    stage = number(props, "stage", 1) + 1
    props.update(stage=stage, threat=number(props, "next_threat"))
    if isinstance(props.get("next_threat_limit"), int):
        props["threat_limit"] = props.pop("next_threat_limit")
    props.pop("next_threat", None)
    return stage


def discard_attachments_of_the_stage(res, scheme) -> tuple:
    """Main Scheme, advancing, step 1: "discard each card attached to it" — each a discard from play with its
    windows, before the new stage's When Revealed abilities (the after window of the advance)."""
    attached = sorted(c for c, p in res.entities.items() if p.get("attached_to") == scheme and in_play(res, c))
    if not attached:
        return ()
    res.step("phase", f"{', '.join(res.name(c) for c in attached)} {'was' if len(attached) == 1 else 'were'} "
                      f"attached to the stage of {res.name(scheme)} that left: discarded",
             rule=res.model.rules["main-scheme-advance-attachments"])
    return tuple(occurrence_op("discard-from-play", {"card": card}) for card in attached)
