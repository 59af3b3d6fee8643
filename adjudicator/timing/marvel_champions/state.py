"""Every fact the Marvel Champions model keeps during a resolution, declared once with its type.

The engine gives a model two open tables: `res.flags` (facts about the whole
resolution) and each effect node's `extra` (facts about one effect). Writing
their keys as strings everywhere let a typo read as "nothing there". Here each
fact is declared once, typed, and read and written only through its
declaration. The stored keys and values are unchanged (the explorer's footprint
tracking and the outputs depend on them), and every value stays immutable
(tuples, named tuples, replaced dicts), because a resolution copied for
exploring shares them.
"""
from __future__ import annotations

from typing import Any, Generic, NamedTuple, TypeVar

T = TypeVar("T")
PREFIX = "mc:"


class Fact(Generic[T]):
    """One fact about the whole resolution (`res.flags`)."""

    def __init__(self, name: str, default: T):
        self.key = PREFIX + name
        self.default = default

    def get(self, res: Any) -> T:
        return res.flags.get(self.key, self.default)

    def set(self, res: Any, value: T) -> None:
        res.flags[self.key] = value

    def clear(self, res: Any) -> None:
        res.flags.pop(self.key, None)


class FactPer(Generic[T]):
    """One fact per card, hero or kind of thing (`res.flags`, keyed `mc:NAME:WHO`)."""

    def __init__(self, name: str, default: T, suffix: str = ""):
        self.name = name
        self.default = default
        self.suffix = suffix

    def key(self, of: str) -> str:
        return f"{PREFIX}{self.name}{of}{self.suffix}"

    def get(self, res: Any, of: str) -> T:
        return res.flags.get(self.key(of), self.default)

    def set(self, res: Any, of: str, value: T) -> None:
        res.flags[self.key(of)] = value

    def clear(self, res: Any, of: str) -> None:
        res.flags.pop(self.key(of), None)


class NodeFact(Generic[T]):
    """One fact about an effect (`node.extra`)."""

    def __init__(self, name: str, default: T):
        self.key = PREFIX + name
        self.default = default

    def get(self, node: Any) -> T:
        return node.extra.get(self.key, self.default)

    def set(self, node: Any, value: T) -> None:
        node.extra[self.key] = value

    def take(self, node: Any) -> T:
        """Read and forget it."""
        return node.extra.pop(self.key, self.default)


class NodeFactPer(Generic[T]):
    """One fact per thing about an effect (`node.extra`, keyed `mc:NAME:WHO`)."""

    def __init__(self, name: str, default: T):
        self.name = name
        self.default = default

    def key(self, of: Any) -> str:
        return f"{PREFIX}{self.name}{of}"

    def get(self, node: Any, of: Any) -> T:
        return node.extra.get(self.key(of), self.default)

    def set(self, node: Any, of: Any, value: T) -> None:
        node.extra[self.key(of)] = value

    def take(self, node: Any, of: Any) -> T:
        return node.extra.pop(self.key(of), self.default)

    def has(self, node: Any, of: Any) -> bool:
        return self.key(of) in node.extra

    def drop(self, node: Any, of: Any) -> None:
        del node.extra[self.key(of)]

    def all(self, node: Any) -> list[tuple[int, Any]]:
        """Every numbered entry (`mc:1`, `mc:2` …) with its number."""
        found = []
        for key, value in node.extra.items():
            rest = key[len(PREFIX):] if key.startswith(PREFIX + self.name) else ""
            if rest.isdigit() and isinstance(value, dict):
                found.append((int(rest), value))
        return found


class Gained(NamedTuple):
    """A keyword a card gains for a while: who gave it, to whom, which, until when."""

    key: str
    card: str
    keyword: str
    tag: Any


class Peril(NamedTuple):
    """The peril card being resolved and the player who resolves it alone."""

    card: str
    who: str


# -- about the whole resolution ------------------------------------------------------------------------
COLLECTING = Fact[Any]("collect", None)            # the occurrence whose when window is collecting triggers
PERIL = Fact[Peril | None]("peril", None)
PHASE = Fact[str]("phase", "player")               # "player" or "villain"
FIRST_PLAYER = Fact[str | None]("first-player", None)
GAME_OVER = Fact[Any]("game-over", None)           # how the game ended, once it has
GAME_OVER_SAID = Fact[bool]("game-over-said", False)
ATTACKS = Fact[tuple[str, ...]]("attacks", ())   # the attacks under way, innermost last
LASTING = Fact[tuple[dict, ...]]("lasting", ())  # lasting effects, each with its `until`
GAINED = Fact[tuple[Gained, ...]]("gained", ())
DELAYED = Fact[tuple[dict, ...]]("delayed", ())  # delayed effects waiting for their event
DEALT = Fact[int]("dealt", 0)                      # encounter cards dealt so far
BEING_PLAYED = FactPer[bool]("being-played:", False)
DEFEATING = FactPer[bool]("defeating:", False)
FORM_CHANGED = FactPer[bool]("form-changed:", False)
COUNT_OF = FactPer[int]("", 0, "-count")           # how many times a kind of thing happened

# -- about one effect ------------------------------------------------------------------------------------
OCCURRENCE = NodeFact[int | None]("occ", None)           # the occurrence whose window triggered this effect
WINDOW = NodeFact[str | None]("window", None)        # "when" or "after"
LEVEL = NodeFact[int]("level", 9)                  # its priority within the window (rules.WHEN_LEVELS)
FROM_HAND = NodeFact[bool]("from-hand", False)
RECORDS_MADE = NodeFact[int]("n", 0)
RECORD = NodeFactPer[dict | None]("", None)               # occurrence N's record, `mc:N`
SURGES = NodeFact[tuple[str, ...]]("surges", ())
NO_CONSEQUENTIAL = NodeFactPer[bool]("no-consequential:", False)


def place(node: Any, occurrence: int | None, window: str, level: int, from_hand: bool | None = None) -> None:
    """Where a triggered effect waits: the occurrence whose window it answers (None once that has gone),
    the window and its priority, and for a card's ability whether it was used from the hand."""
    OCCURRENCE.set(node, occurrence)
    WINDOW.set(node, window)
    LEVEL.set(node, level)
    if from_hand is not None:
        FROM_HAND.set(node, from_hand)
