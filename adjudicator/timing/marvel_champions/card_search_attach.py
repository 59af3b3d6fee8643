"""The card reader's words for a card a search finds and attaches (card_effects.py calls it): the sentence "Search the
encounter deck and discard pile for WHO and attach it to HOST" as the `search` op with `deck` and `discard_pile` both
`encounter` and `attach` (search_attach.py; Search: "the player adds that card to the game area indicated by the
instructions"; Attachment: "When an attachment enters play, it attaches to another card or game element"). The
encounter deck is shuffled once the ability has resolved: the search's own shuffle (Search).

The sentence is read whole or not at all: WHO must be another card by its name, or "a copy of" one (the criteria is
the name, whichever copy), its kind the criteria's type where the words give one; HOST a role the reader knows (this
card by its name or "this minion", the trigger's subject for a pronoun). Anything else (a kind or a trait for WHO, a
deck, hand or set-aside area besides, more words after HOST, "facedown") is left to the other readers, which leave a
hole.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

SEARCH_ATTACH_RE = re.compile(r"search the encounter deck and (?:its |the encounter )?discard pile for (?:(?P<copy>a "
                              r"copy of|1 copy of) )?(?P<who>.+?) and attach (?:it|him|her|them) to (?P<host>.+)", re.I)
KIND_RE = re.compile(r"(?:the )?(?P<name>.+?)(?: (?P<kind>attachment|upgrade|support|minion|treachery))?", re.I)


def read(effect: Any, sentence: str, card_name: str, subject: str | None, effect_op: Callable,
         role: Callable) -> bool:
    """The sentence as one `search … attach` op appended to the effect; False when it is not exactly such a
    sentence (the card by its name, the host a role the reader knows)."""
    found = SEARCH_ATTACH_RE.fullmatch(sentence)
    if not found or "facedown" in sentence.lower() or role(found["who"], card_name, subject) != "named":
        return False
    host = role(found["host"], card_name, subject)
    if host is None or host.startswith("each") or "-or-" in host or host in ("you", "named"):
        return False
    effect.ops.append(effect_op("search", "named", "encounter+discard", f"attach {host}", False, sentence))
    return True


def is_attach(op: Any) -> bool:
    return op.op == "search" and str(op.extra or "").startswith("attach ")


def scenario_op(op: Any, host_ref: str | None, hole: Callable[[str], str]) -> dict:
    """The read op as the scenario's `search` with `attach`: both areas of the encounter deck, the card by its name
    (and kind), and the host (its role, or a hole to name it)."""
    found = SEARCH_ATTACH_RE.fullmatch(op.words)
    named = KIND_RE.fullmatch(found["who"].strip()) if found else None
    criteria: dict = {"name": named["name"]} if named else {"name": "HOLE: the name of the card searched for"}
    if named and named["kind"]:
        criteria["type"] = named["kind"].lower()
    host = str(op.extra)[len("attach "):]
    return {"search": {"deck": "encounter", "discard_pile": "encounter", "for": criteria,
                       "attach": host_ref if host_ref is not None else hole(host)}}
