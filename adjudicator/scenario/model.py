"""The validated scenario: frozen data the engine reads and never changes.

`validation.py` builds these from YAML/JSON after checking every field; the
engine keeps its own mutable state (entity properties, pending work) apart.
"""
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

# Zones in which a card's abilities are live when neither the ability nor its game's
# `default_zones` says otherwise (scenario-format.md).
PLAY_ZONES = ("board", "active", "play")


@dataclass(frozen=True)
class Matcher:
    """One field of an event pattern: a reference, a list of them, a `{type: T}`, or a literal."""

    kind: str  # "ref" | "any" | "type" | "literal"
    value: Any


@dataclass(frozen=True)
class Pattern:
    event: str
    fields: tuple  # ((field name, Matcher), ...)


@dataclass(frozen=True)
class FirstPattern:
    """What a `first` ability goes before: an effect of this kind, by this card."""

    effect: str
    by: str | None


@dataclass(frozen=True)
class Op:
    name: str
    args: Any  # validated values: refs as strings, amounts as int or Expression, nested ops as tuples
    path: str


@dataclass(frozen=True)
class ModifierChange:
    how: str  # add | subtract | multiply | divide (Marvel Champions) | set | prevent_first
    amount: Any  # int or Expression


@dataclass(frozen=True)
class Ability:
    id: str
    card: str
    timing: str
    index: int  # its place in the scenario's listing, for `listed` orders
    on: Pattern | FirstPattern | None = None
    condition: Any = None  # Expression checked when triggered
    do: tuple = ()
    optional: bool = False
    range: Any = None  # "self" or an integer (counters/gambits)
    zones: tuple | None = PLAY_ZONES  # None: live in any zone
    zones_written: bool = False  # it wrote `zones` (else its class's default, which a game may widen)
    kind: str = ""
    label: str = ""
    modifies: Pattern | None = None  # for modifiers: event name is the value computed
    change: ModifierChange | None = None
    once: bool = False
    form: str = ""  # the form its trigger is restricted to ("Hero Response"), where the game has forms
    limit: tuple = ()  # (times, period): a printed "Limit X per [period]", where the game has such limits


@dataclass(frozen=True)
class Start:
    label: str
    kind: str
    by: str | None
    you: str | None
    do: tuple
    use: str | None = None  # an ability whose effect is the start


@dataclass(frozen=True)
class Choices:
    order: Any = "listed"  # "listed" | "explore" | tuple of effect ids
    modifier_order: Any = "listed"
    counters: tuple = ()
    decline: tuple = ()


@dataclass(frozen=True)
class Expectation:
    when_order: tuple | None = None
    order: tuple = ()
    state: tuple = ()  # ((entity, prop, value), ...)
    not_triggered: tuple = ()
    triggered: tuple = ()
    distinct_outcomes: int | None = None
    when_modifier_order: tuple | None = None  # a case about outcomes whose modifiers applied in this order


@dataclass(frozen=True)
class Scenario:
    format: int
    game: str
    title: str
    description: str
    cites: tuple
    players: tuple
    current: str | None
    entities: Any  # read-only mapping id -> read-only mapping of properties
    abilities: Any  # read-only mapping id -> Ability, in listed order
    start: Start
    choices: Choices
    expect: tuple = ()  # of Expectation
    expect_cases: bool = False  # expect was a list of `when` cases
    source: Any = field(default=None, compare=False, repr=False)  # the plain data it came from
    ruleset: str | None = None  # the version of the game's rules it is resolved under (None: the game has one)

    def entity_type(self, entity_id):
        entity = self.entities.get(entity_id)
        return entity.get("type") if entity else None


def frozen_mapping(data):
    return MappingProxyType(dict(data))
