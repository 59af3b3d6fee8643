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
# "If NAME is in play, A. Otherwise, B." (In Play and Out of Play; “Otherwise”: B only if A's condition fails, as the
# judged words write it, `if … else`); "Shuffle the encounter deck if it was searched this way." after such a search
# is the search's own shuffle (Search: "If any portion of a deck is searched … shuffle that entire deck"), no op more.
IN_PLAY_IF_RE = re.compile(r"if (?P<who>.+?) is in play, (?P<rest>.+)", re.I)
OTHERWISE_RE = re.compile(r"otherwise, (?P<rest>.+)", re.I)
SHUFFLE_IF_SEARCHED_RE = re.compile(r"shuffle the encounter deck if it was searched(?: this way)?", re.I)
# the condition is the player's to confirm: the reader cannot check that an entity's `name` is written as printed
IN_PLAY_RE = re.compile(r'HOLE: [^"]+ in play: write count\(name="[^"]+", zone=play\) > 0 .*')


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


def condition_key(expression: str) -> str:
    """A condition as the judged words write it: "named in play" for a card by its name in play."""
    return "named in play" if IN_PLAY_RE.fullmatch(expression) else expression


def _in_play(words: str, card_name: str, subject: str | None, role: Callable) -> str | None:
    """"NAME is in play" as count(name=NAME, zone=play) > 0, written as a hole the player confirms (the entity's
    `name` must be the printed one, which the reader cannot check), or None (a card the reader does not name)."""
    named = KIND_RE.fullmatch(words.strip())
    if role(words, card_name, subject) != "named" or not named or '"' in named["name"]:
        return None
    return (f'HOLE: {named["name"]} in play: write count(name="{named["name"]}", zone=play) > 0 with the name of '
            "that card's entity in your scenario")


def _ops(words: str, card_name: str, subject: str | None, effect_op: Callable, role: Callable,
         plain_ops: Callable) -> list | None:
    """The words as plain ops, or as the search of both areas that reveals a card by its name; None otherwise."""
    effect = type("Read", (), {"ops": []})()
    if read(effect, words, card_name, subject, effect_op, role):
        return effect.ops
    return plain_ops(words)


def read_in_play(effect: Any, sentence: str, before: tuple[int, int], card_name: str, subject: str | None,
                 effect_op: Callable, role: Callable, plain_ops: Callable) -> bool:
    """"If NAME is in play, A." as an `if`; "Otherwise, B." right after it (read whole) as its `else`; "Shuffle the
    encounter deck if it was searched this way." after a search read, as nothing more (the search shuffles). False
    when the sentence is none of these, or is not read whole (the other readers leave their hole)."""
    found = IN_PLAY_IF_RE.fullmatch(sentence)
    if found:
        condition = _in_play(found["who"], card_name, subject, role)
        ops = _ops(found["rest"], card_name, subject, effect_op, role, plain_ops) if condition else None
        if not ops:
            return False
        effect.ops.append(effect_op("if", "", extra=condition, words=sentence, then=ops))
        return True
    last = effect.ops[-1] if effect.ops else None
    found = OTHERWISE_RE.fullmatch(sentence)
    if found:
        whole = len(effect.ops) == before[0] + 1 and len(effect.holes) == before[1]
        if not whole or last is None or last.op != "if" or last.otherwise or not IN_PLAY_RE.fullmatch(str(last.extra)):
            return False
        ops = _ops(found["rest"], card_name, subject, effect_op, role, plain_ops)
        if not ops:
            return False
        last.otherwise = ops
        return True
    searched = last is not None and any(op.op == "search" for op in [last, *last.then, *last.otherwise])
    return bool(SHUFFLE_IF_SEARCHED_RE.fullmatch(sentence)) and searched and not effect.holes
