"""The card reader's pronoun after the sentence before (card_effects.py calls it): "it" / "its" opening a sentence
("Resolve its “NAME” ability", "Exhaust it") is the one card the sentence before named, and is read as that card's
role, when that is certain:

- the sentence before was read whole (no hole) into exactly one plain op about one card, that card being this card or
  another card by its name (no count, no choice, no condition: nothing else it could name);
- the pronoun is the only one of its sentence and comes first in it, after at most its verb, so no card of its own
  sentence comes before it;
- the trigger's clause names no other card (a subject, when there is one, is that same card);
- every op of the sentence read is about that card.

Anything else is left to the other readers, which leave the pronoun a hole: never a guess. The sentence is read with
the pronoun standing for the card (its name, or a stand-in name for another card by its name), and each op keeps the
sentence's own words.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from adjudicator.grammar import possessive

PRONOUN_FIRST_RE = re.compile(r"(?P<before>(?:[a-z]+ )?)(?P<pronoun>its|it)\b(?P<rest>.*)", re.I)
ANY_PRONOUN_RE = re.compile(r"\b(?:it|its|itself|he|him|his|she|her|they|them|their)\b", re.I)
# a stand-in name for another card by its name: card_effects.role reads it as "named", as it reads the name itself
STAND_IN = "Named Card"
REFERENTS = ("this", "named")


def referent(ops: list, holes_before: int, holes_now: int, subject: str | None) -> str | None:
    """The role of the one card the sentence before named (its ops `ops`), or None when it is not certain."""
    if holes_now != holes_before or len(ops) != 1:
        return None
    op = ops[0]
    if op.who not in REFERENTS or op.then or op.otherwise or op.options or op.before or op.amount_of \
            or op.until or (op.amount is not None and not str(op.amount).isdigit()):
        return None
    if subject is not None and subject != op.who:
        return None
    return op.who


def read(effect: Any, sentence: str, this_way_at: tuple[int, int], card_name: str, subject: str | None,
         plain_ops: Callable[[str], list | None]) -> bool:
    """The sentence, its opening pronoun the card the sentence before named, as plain ops appended to `effect`;
    False (nothing appended) when the pronoun is not certain or the sentence is not read whole."""
    found = PRONOUN_FIRST_RE.fullmatch(sentence)
    if not found or len(ANY_PRONOUN_RE.findall(sentence)) != 1:
        return False
    who = referent(effect.ops[this_way_at[0]:], this_way_at[1], len(effect.holes), subject)
    if who is None or (who == "this" and not card_name):
        return False
    name = card_name if who == "this" else STAND_IN
    stand_in = possessive(name) if found["pronoun"].lower() == "its" else name
    ops = plain_ops(f"{found['before']}{stand_in}{found['rest']}")
    if not ops or any(op.who != who or op.then or op.options or op.before for op in ops):
        return False
    effect.ops += [dataclasses.replace(op, words=sentence) for op in ops]
    return True
