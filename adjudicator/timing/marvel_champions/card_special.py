"""The card reader's words for another card's Special ability (card_effects.py calls it): "resolve the “Special”
ability on WHO [twice]", "resolve WHO's “Special” ability", and "resolve WHO's “NAME” ability" — a named ability
another card's text executes — as the `resolve_special` op (special_abilities.py; Rules Reference, Special:
"Special abilities may only be executed through the explicit instruction of another card ability").

A named ability is read as a Special one because only a Special ability is executed by another card's instruction
(the entry above); the scenario's op names it with `ability`, a hole the player fills, and the op refuses an ability
that is not one of that card's Special abilities, so a name that is not one is never resolved silently. A timing
word in the quotes ("resolve this card's “When Revealed” ability") is not a Special ability and is not read. WHO is a
role the reader knows, or "the [[T]] environment" (the one in play with the trait); a pronoun ("its") is not read.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

OPEN, CLOSE = "[\"“]", "[\"”]"
SPECIAL_ON_RE = re.compile(rf"resolve the {OPEN}special{CLOSE} ability (?:on|of) (?P<who>.+?)(?: (?P<times>once|twice|"
                           r"(?P<n>\d+) times))?", re.I)
SPECIAL_OF_RE = re.compile(rf"resolve (?P<who>.+?)['’]s? {OPEN}(?P<name>[^\"“”]+){CLOSE} ability(?: (?P<times>once|"
                           r"twice|(?P<n>\d+) times))?", re.I)
# the bold timing triggers (Rules Reference, Ability): a quoted one names a triggered ability of that class, not a
# Special one
TIMING_WORDS = re.compile(r"(?:hero |alter-ego )?(?:forced )?(?:interrupt|response|action|when revealed|when "
                          r"defeated|when completed|boost|resource|setup)", re.I)
TRAITED_KIND_RE = re.compile(r"the \[\[(?P<trait>[^\[\]]+)\]\] (?P<kind>environment|side scheme|main scheme)", re.I)
KINDS = {"environment": "environment", "side scheme": "side-scheme", "main scheme": "main-scheme"}
TIMES = {"once": 1, "twice": 2}
TRAITED_ROLE_RE = re.compile(r"(?P<kind>environment|side-scheme|main-scheme)\[(?P<trait>[^\[\]]+)\]")


def _who(words: str, card_name: str, subject: str | None, role: Callable) -> str | None:
    """The card whose Special ability resolves, as a role, or None when the reader does not know it."""
    if words.strip().lower() in ("it", "its", "him", "her", "them", "their"):
        return None
    traited = TRAITED_KIND_RE.fullmatch(words.strip())
    if traited:
        return f"{KINDS[traited['kind'].lower()]}[{traited['trait'].strip().lower()}]"
    return role(words, card_name, subject)


def piece(words: str, card_name: str, subject: str | None, cost: bool, effect_op: Callable,
          role: Callable) -> tuple[Any, str] | None:
    """One piece as a `resolve_special` EffectOp (amount: how many times; extra: the ability's name, when the text
    names one), or (None, why not); None when the piece is no such instruction."""
    found = SPECIAL_ON_RE.fullmatch(words)
    name = None
    if not found:
        found = SPECIAL_OF_RE.fullmatch(words)
        if not found:
            return None
        name = found["name"].strip()
        if name.lower() == "special":
            name = None
        elif TIMING_WORDS.fullmatch(name):
            return None, f"“{words}”: another card's {name} ability resolved (not a Special one): not read"
    who = _who(found["who"], card_name, subject, role)
    if who is None:
        return None, f"“{found['who']}”: not a card the reader knows, whose Special ability resolves"
    times = int(found["n"]) if found["n"] else TIMES.get((found["times"] or "once").lower(), 1)
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") if name else None
    return effect_op("resolve_special", who, str(times), slug, cost, words), ""


def scenario_op(op: Any, ref: str | None, hole: Callable[[str], str]) -> dict:
    """The read op as the scenario's `resolve_special`: the card (its role, or a hole to name it), the times, and
    the named ability's id as a hole (the scenario's ids are its own)."""
    traited = TRAITED_ROLE_RE.fullmatch(op.who)
    if ref is not None:
        card = ref
    elif traited:
        card = f"HOLE: name the {traited['kind'].replace('-', ' ')} in play with the trait {traited['trait']}"
    else:
        card = hole(op.who)
    fields: dict = {"card": card}
    if op.extra:
        fields["ability"] = f"HOLE: the id of that card's Special ability named {op.extra.replace('-', ' ')}"
    if op.amount and op.amount != "1":
        fields["times"] = int(op.amount)
    return {"resolve_special": fields}
