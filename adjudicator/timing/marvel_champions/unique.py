"""Unique Icon, for minions: "some unique minions may have the same title as other friendly or enemy
characters". A unique minion revealed while another unique character with its title is in play is
discarded by the player revealing it, who then reveals a new card from the encounter deck; one a card
ability would put into play then cannot enter play, the "put into play" failing and the rest of the
ability resolving. Titles only (`name`): the subtitles and alter-egos that let two cards coexist are not
known to the model.
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.encounter_deck import take_top
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.windows import internal, occurrence_op, schedule

REVEAL_NEW = "unique-reveal-new"

CHARACTERS = ("hero", "ally", "villain", "minion")


def title_in_play(res: Any, card: str) -> str | None:
    """Another unique character in play with the title of `card`, a unique minion; else None."""
    props = res.entities.get(card, {})
    if props.get("type") != "minion" or props.get("unique") is not True:
        return None
    title = props.get("name") or card
    return next((c for c, p in sorted(res.entities.items()) if c != card and p.get("unique") is True
                 and p.get("type") in CHARACTERS and (p.get("name") or c) == title and in_play(res, c)), None)


def revealed_clash(res: Any, card: str, who: str) -> tuple | None:
    """A revealed unique minion that may not enter play: discarded, and the ops that reveal a new card (None
    when it may enter play)."""
    other = title_in_play(res, card)
    if other is None:
        return None
    res.step("phase", f"{res.name(card)} is a unique minion and {res.name(other)}, a unique character with its title, "
                      f"is in play: {res.name(who)} discards it, then reveals a new card from the encounter deck",
             rule=rule(res, "unique-minion-revealed"))
    discard = occurrence_op("moves", {"cards": ((who, card),), "to": "encounter-discard", "verb": "discarded",
                                      "label": f"{res.name(who)} discards {res.name(card)}"})
    return (discard, internal("_mc_step", step=REVEAL_NEW, data={"who": who}))


def reveal_new_step(res: Any, node: Any, data: dict) -> None:
    """"then reveals a new card from the encounter deck": the top card once the discard has resolved."""
    new = take_top(res)
    if new is not None:
        schedule(res, node, "reveal", {"card": new, "who": data["who"]})


def put_into_play_fails(res: Any, card: str) -> bool:
    """A card ability would put a unique minion into play while its title is in play: it cannot enter play
    (a step says so) and True; the rest of the ability resolves."""
    if in_play(res, card):
        return False
    other = title_in_play(res, card)
    if other is None:
        return False
    res.step("note", f"{res.name(card)} is a unique minion and {res.name(other)}, a unique character with its title, "
                     "is in play: it cannot enter play, and putting it into play fails; the rest of the ability "
                     "resolves", rule=rule(res, "unique-minion-put-into-play"))
    return True
