"""The card reader's “X cannot …” (card_effects.py calls `cannot_piece` for each piece of an effect): "Iron Man
cannot take damage this phase", "that minion cannot activate until the end of the phase" — the `cannot` op
(cannot.py), when the function is one the op knows and the sentence says how long: "this phase" / "this round"
(read as until the end of it) or "until the end of the phase / the round / your turn". Without a duration (a
triggered effect's “cannot” that lasts … how long?), with a pronoun ("He cannot …": who is not read) or with
more words ("cannot take more than 3 damage"), it is a hole or no match: never a guess."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# the cards' words for each function of the `cannot` op's closed list (cannot.FUNCTIONS)
FUNCTION_WORDS = {"take damage": "take_damage", "attack": "attack", "scheme": "scheme", "activate": "activate",
                  "ready": "ready", "thwart": "thwart", "defend": "defend", "be healed": "be_healed",
                  "be defeated": "be_defeated", "leave play": "leave_play", "be attacked": "be_attacked"}
DURATIONS = {"this phase": "phase", "this round": "round", "until the end of the phase": "phase",
             "until the end of the round": "round", "until the end of your turn": "turn"}
CANNOT_RE = re.compile(r"(?P<who>.+?) cannot (?P<function>" + "|".join(FUNCTION_WORDS) + r")"
                       r"(?: (?P<until>" + "|".join(DURATIONS) + r"))?", re.I)
# what card_effects' test for plain words (its NOT_PLAIN: "cannot", "until") leaves to `cannot_piece`: the words
# "cannot F [duration]" closing a sentence or a piece, nothing after them
CANNOT_MASK = re.compile(r"\bcannot (?:" + "|".join(FUNCTION_WORDS) + r")(?: (?:" + "|".join(DURATIONS) + r"))?"
                         r"(?=\s*(?:[.;]|$))", re.I)
PRONOUNS = ("he", "she", "it", "they", "him", "her", "them")


def cannot_piece(words: str, role_of: Callable[[str], str | None], cost: bool,
                 make: Callable[..., Any]) -> tuple[Any, str] | None:
    """The piece as a `cannot` op made by `make` (card_effects.EffectOp), or (None, why not); None when the words
    are no “X cannot F …” of a function the op knows. `role_of` reads who (card_effects.role)."""
    found = CANNOT_RE.fullmatch(words.strip())
    if found is None:
        return None
    who_words, function = found["who"], FUNCTION_WORDS[found["function"].lower()]
    if cost:
        return None, f"“{words}”: a “cannot” as a cost: not read"
    if found["until"] is None:
        return None, f"“{words}”: how long the “cannot” lasts is not said: not read"
    who = None if who_words.lower() in PRONOUNS else role_of(who_words)
    if who is None:
        return None, f"“{who_words}”: not someone the reader knows"
    return make("cannot", who, None, function, cost, words, until=DURATIONS[found["until"].lower()]), ""
