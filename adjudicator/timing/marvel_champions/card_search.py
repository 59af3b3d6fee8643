"""The card reader's words for a search of the encounter deck and its discard pile whose card is revealed
(card_effects.py calls it): the sentence "Search the encounter deck and discard pile for WHO and reveal it" as the
`search` op with `deck` and `discard_pile` both `encounter` and `reveal` (search_areas.py; Rules Reference, Search:
"the player adds that card to the game area indicated by the instructions"; Reveal: "If a player is instructed by card
text to reveal an encounter card from the encounter deck or any other game area, this same resolution procedure
applies"). The encounter deck is shuffled once the ability has resolved: the search's own shuffle (Search).

The sentence is read whole or not at all: WHO must be another card by its name ("the Superior Tactics side scheme",
"Super Absorbing Power"), which is the search's criteria (its name, and its kind where the words give one); "a copy
of …", a kind, a trait, or anything after "reveal it" ("…, reveal it, and shuffle …") is left to the other readers,
which leave a hole.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

SEARCH_REVEAL_RE = re.compile(r"search the encounter deck and (?:its |the encounter )?discard pile for (?P<who>.+?) "
                              r"and reveal (?:it|him|her|them)", re.I)
KIND_RE = re.compile(r"(?:the )?(?P<name>.+?)(?: (?P<kind>side scheme|main scheme|attachment|environment|minion|"
                     r"treachery|obligation))?", re.I)
KINDS = {"side scheme": "side-scheme", "main scheme": "main-scheme"}


def read(effect: Any, sentence: str, card_name: str, subject: str | None, effect_op: Callable,
         role: Callable) -> bool:
    """The sentence as one `search … reveal` op appended to the effect; False when it is not exactly such a
    sentence about another card by its name."""
    found = SEARCH_REVEAL_RE.fullmatch(sentence)
    if not found or role(found["who"], card_name, subject) != "named":
        return False
    effect.ops.append(effect_op("search", "named", "encounter+discard", "reveal", False, sentence))
    return True


def scenario_op(op: Any) -> dict:
    """The read op as the scenario's `search`: both areas of the encounter deck, the card by its name (and kind), and
    `reveal`."""
    found = SEARCH_REVEAL_RE.fullmatch(op.words)
    named = KIND_RE.fullmatch(found["who"]) if found else None
    criteria: dict = {"name": named["name"]} if named else {"name": "HOLE: the name of the card searched for"}
    if named and named["kind"]:
        kind = named["kind"].lower()
        criteria["type"] = KINDS.get(kind, kind)
    return {"search": {"deck": "encounter", "discard_pile": "encounter", "for": criteria, "reveal": True}}
