"""Unique Icon: which unique card may not join one in play — a copy by title and subtitle (unique_copy_in_play),
an ally of its title one of the two without a subtitle (unsubtitled_namesake_in_play); a player card put into play
beside one does not enter play, a reading (player_copy_fails). For minions: "some unique minions may have the same
title as other friendly or enemy characters". A unique minion revealed while another unique character with its title is in
play is discarded by the player revealing it, who then reveals a new card from the encounter deck; one a card
ability would put into play then cannot enter play, the "put into play" failing and the rest of the ability
resolving (titles only, `name`). Alter-egos, which let two identities or a hero and an ally coexist, are not known
to the model.
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.copies import are_copies, copy_title
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


def player_copy_fails(res: Any, card: str) -> bool:
    """A unique card that is not a minion, put into play (not played) while a unique card it cannot coexist with is
    in play (a copy by title and subtitle, or an ally of its title one of the two without a subtitle): it does not
    enter play, and the rest of the ability resolves (a step says so) — True; else False. The entry forbids the
    second copy ("permitted to have only one copy ... in play") and says what happens to the effect only for a
    minion ("that minion cannot enter play and the “put into play” effect fails to resolve. Resolve the remainder
    of the card ability as normal."): a reading that a player card's fails the same way, with the Marked for Death
    ruling (Mockingbird "cannot" be placed "as there is already a unique character in play with the same title/
    subtitle")."""
    props = res.entities.get(card, {})
    if props.get("unique") is not True or props.get("type") == "minion" or in_play(res, card):
        return False
    copy = unique_copy_in_play(res, card)
    other = copy or unsubtitled_namesake_in_play(res, card)
    if other is None:
        return False
    res.step("note", f"{copy_title(res, card)} is unique and {copy_title(res, other)}, which it cannot coexist with, is "
                     "in play: it cannot enter play, and putting it into play fails; the rest of the ability resolves "
                     "(a reading: the entry says so for a unique minion, and forbids a second copy in play)",
             rule=rule(res, "unique" if copy else "unique-subtitle-none"))
    return True


def unique_copy_in_play(res, card) -> str | None:
    """Unique Icon: "The players as a group are permitted to have only one copy of each unique card (by title)
    in play": a unique card in play that is a copy of this unique card about to be played (its title and
    subtitle: Copy), else None. (The model knows no alter-ego, which lets two such cards coexist.)"""
    props = res.entities[card]
    if props.get("unique") is not True:
        return None
    return next((c for c, p in sorted(res.entities.items()) if c != card and p.get("unique") is True
                 and are_copies(res, card, c) and in_play(res, c)), None)


def unsubtitled_namesake_in_play(res, card) -> str | None:
    """Unique Icon: "An ally without a subtitle cannot coexist with an ally that has a subtitle if those allies
    share the same title": a unique ally in play with the title of this unique ally about to be played, one of
    the two with a subtitle and the other without, else None. (Two subtitled allies are copies only with the same
    subtitle: unique_copy_in_play.)"""
    props = res.entities[card]
    if props.get("unique") is not True or props.get("type") != "ally":
        return None
    title, subtitled = props.get("name") or card, bool(props.get("subtitle"))
    return next((c for c, p in sorted(res.entities.items()) if c != card and p.get("unique") is True
                 and p.get("type") == "ally" and (p.get("name") or c) == title
                 and bool(p.get("subtitle")) != subtitled and in_play(res, c)), None)
