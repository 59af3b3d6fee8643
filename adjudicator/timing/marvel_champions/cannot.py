"""“Cannot” (the word is absolute): a lasting effect that forbids a card a game function — “cannot ready”,
“cannot attack”, “cannot thwart”, “cannot defend”, “cannot be healed” — kept in the resolution's flags and
checked where that function happens (the op, the player phase's ready step, an enemy attack's defender step)
and as a play is declared (targets.py: Target, "A target is not valid for an ability if that ability would
cause the target to perform a game function that another ability says the target cannot perform"). Written
with the `cannot` op (cannot_ops.py); ended with the other lasting effects (durations.py)."""
from __future__ import annotations

from typing import Any

from adjudicator.timing.marvel_champions.state import CANNOT

# the game functions a `cannot` may forbid, each with the engine's op or step that performs it, and its words
FUNCTIONS: dict[str, str] = {"ready": "ready", "attack": "attack", "thwart": "thwart", "defend": "defend",
                             "be_healed": "be healed"}
# the functions only a hero or an ally performs in the model (an enemy's attack is an activation)
PLAYER_SIDE = ("attack", "thwart", "defend")


def forbidding(res: Any, card: str, function: str) -> dict | None:
    """The first lasting effect under way that says `card` cannot perform `function`, else None."""
    return next((e for e in CANNOT.get(res) if e["card"] == card and e["function"] == function), None)


def why(res: Any, card: str, function: str) -> str | None:
    """“Web Trap: Rhino cannot ready”, or None when nothing forbids it."""
    effect = forbidding(res, card, function)
    if effect is None:
        return None
    return f"{effect['label']}: {res.name(card)} cannot {FUNCTIONS[function]}"


def ending(res: Any, tags: tuple) -> list[str]:
    """The `cannot` effects whose duration is one of `tags` end now; their labels, for the step saying so."""
    effects = CANNOT.get(res)
    ended = [e for e in effects if e["until"] in tags]
    if ended:
        CANNOT.set(res, tuple(e for e in effects if e["until"] not in tags))
    return [f"{e['label']} ({res.name(e['card'])} cannot {FUNCTIONS[e['function']]})" for e in ended]
