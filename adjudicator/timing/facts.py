"""Facts a timing model keeps during a resolution, each declared once with its type.

The engine gives a model two open tables: `res.flags` (facts about the whole
resolution) and each effect node's `extra` (facts about one effect). Writing
their keys as strings everywhere let a typo read as "nothing there". A game
declares each of its facts once (its package's `state.py`) with one of these
classes and reads and writes it only through that declaration. The stored keys
and values are what the game stored before (the explorer's footprint tracking
and the outputs depend on them); values must stay immutable (tuples, named
tuples, replaced dicts), because a resolution copied for exploring shares them.
"""
from __future__ import annotations

from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Fact(Generic[T]):
    """One fact about the whole resolution (`res.flags[key]`)."""

    def __init__(self, key: str, default: T):
        self.key = key
        self.default = default

    def get(self, res: Any) -> T:
        return res.flags.get(self.key, self.default)

    def set(self, res: Any, value: T) -> None:
        res.flags[self.key] = value

    def take(self, res: Any) -> T:
        """Read and forget it."""
        return res.flags.pop(self.key, self.default)

    def clear(self, res: Any) -> None:
        res.flags.pop(self.key, None)


class FactPer(Generic[T]):
    """One fact per card, hero, player or kind of thing (`res.flags[prefix + who + suffix]`)."""

    def __init__(self, prefix: str, default: T, suffix: str = ""):
        self.prefix = prefix
        self.default = default
        self.suffix = suffix

    def key(self, of: Any) -> str:
        return f"{self.prefix}{of}{self.suffix}"

    def get(self, res: Any, of: Any) -> T:
        return res.flags.get(self.key(of), self.default)

    def set(self, res: Any, of: Any, value: T) -> None:
        res.flags[self.key(of)] = value

    def clear(self, res: Any, of: Any) -> None:
        res.flags.pop(self.key(of), None)

    def take(self, res: Any, of: Any) -> T:
        """Read and forget it."""
        return res.flags.pop(self.key(of), self.default)

    def clear_all(self, res: Any) -> None:
        """Forget it for everyone (a turn or an attack ends)."""
        for key in [k for k in res.flags if k.startswith(self.prefix) and k.endswith(self.suffix)]:
            del res.flags[key]

    def holders(self, res: Any) -> list[str]:
        """Everyone it is set for, in the order it was first set."""
        end = len(self.suffix) or None
        return [k[len(self.prefix):-end if end else None] for k in res.flags
                if k.startswith(self.prefix) and k.endswith(self.suffix)]


class NodeFact(Generic[T]):
    """One fact about an effect (`node.extra[key]`)."""

    def __init__(self, key: str, default: T):
        self.key = key
        self.default = default

    def get(self, node: Any) -> T:
        return node.extra.get(self.key, self.default)

    def set(self, node: Any, value: T) -> None:
        node.extra[self.key] = value

    def take(self, node: Any) -> T:
        """Read and forget it."""
        return node.extra.pop(self.key, self.default)


class NodeFactPer(Generic[T]):
    """One fact per thing about an effect (`node.extra[prefix + which]`)."""

    def __init__(self, prefix: str, default: T):
        self.prefix = prefix
        self.default = default

    def key(self, of: Any) -> str:
        return f"{self.prefix}{of}"

    def get(self, node: Any, of: Any) -> T:
        return node.extra.get(self.key(of), self.default)

    def set(self, node: Any, of: Any, value: T) -> None:
        node.extra[self.key(of)] = value

    def take(self, node: Any, of: Any) -> T:
        return node.extra.pop(self.key(of), self.default)

    def drop(self, node: Any, of: Any) -> None:
        del node.extra[self.key(of)]

    def all(self, node: Any) -> list[tuple[int, Any]]:
        """Every numbered entry (`prefix1`, `prefix2` …) whose value is a record, with its number."""
        found = []
        for key, value in node.extra.items():
            rest = key[len(self.prefix):] if key.startswith(self.prefix) else ""
            if rest.isdigit() and isinstance(value, dict):
                found.append((int(rest), value))
        return found


# -- facts more than one game keeps ------------------------------------------------------------------------
GAME_OVER = Fact[str | None]("game-over", None)              # the step that ended the game (base.end_game)
ONCE_USED = FactPer[bool]("once:", False)                    # a once-only modifier has been applied
PREVENTED = FactPer[int]("prevented:", 0)                    # damage a "prevent the first N" modifier took
PENDING_DEFEAT = FactPer[bool]("pending:defeat:", False)     # a defeat is waiting to resolve for this card
DEFEAT_TARGET = NodeFact[Any]("target", None)                # whom a rules-made defeat effect defeats
DEFEAT_BY = NodeFact[Any]("by", None)                        # and who caused it


def mark_builtin_defeat(node: Any, target: Any, by: Any) -> None:
    """A defeat (or taken down) made by the rules, not by a card: the engine runs it with run_builtin."""
    node.extra.update({"builtin": True, DEFEAT_TARGET.key: target, DEFEAT_BY.key: by})
EFFECT_KIND = NodeFact[Any]("effect_kind", None)             # written by the engine (Resolution.begin): the ability's kind
