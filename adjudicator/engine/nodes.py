"""The chain and branch tree: one node per effect, pending or resolved.

Nodes are plain mutable records referenced by key (their creation index), so a
whole resolution can be copied cheaply for exploration and compared by a
canonical form that ignores creation order.
"""
from dataclasses import dataclass, field


@dataclass
class Node:
    key: int
    base: str  # effect id before numbering: an ability id, "start", "defeat:ENEMY", "cg:HERO" …
    kind: str  # the family drawn in diagrams: action, when, first, phase, counter, defeat …
    label: str
    parent: int | None
    edge: str  # how it hangs from its parent: when | first | phase
    ability: str | None = None
    card: str | None = None
    you: str | None = None
    trigger: tuple = ()  # the triggering event as sorted (field, value) pairs
    ops: tuple = ()
    children: list = field(default_factory=list)  # pending triggered effects, in trigger order
    firsts: list = field(default_factory=list)  # pending "first" effects that go before this one
    firsts_checked: bool = False
    precedes: int | None = None  # for a first effect: the effect it goes before
    id: str | None = None  # effect id, given when it begins
    path: str = ""
    depth: int = 0
    n: int | None = None  # resolution number (1-based)
    begun: int = 0  # how many children have begun (numbers branch paths)
    status: str = "pending"  # pending | running | done | dropped
    chosen: bool = False  # the chooser decided its place among its siblings
    rule: str | None = None  # the rule that made it (trigger citation)
    frames: list = field(default_factory=list)  # [[ops, index], ...] while its ops run
    locals: dict = field(default_factory=dict)  # values kept with `as`
    phase: dict | None = None  # Counter/Gambit phase data
    extra: dict = field(default_factory=dict)  # model-specific data (e.g. alert card, defeat by)
    entity_hash: int = 0  # entity state when it began (loop detection)

    def trigger_dict(self):
        return dict(self.trigger)

    def clone(self):
        copy = Node(**{k: getattr(self, k) for k in self.__dataclass_fields__})
        copy.children = list(self.children)
        copy.firsts = list(self.firsts)
        copy.frames = [list(f) for f in self.frames]
        copy.locals = dict(self.locals)
        copy.extra = dict(self.extra)
        if self.phase is not None:
            copy.phase = {k: (list(v) if isinstance(v, list) else v) for k, v in self.phase.items()}
        return copy


_LEAVES = frozenset({str, int, bool, type(None)})


def freeze(value):
    """A hashable, order-independent form of plain data. (The engine freezes its whole state at every step, for
    loop checks and exploring: a text, number or None, most of the values, is taken as it is without a call.)"""
    if type(value) in _LEAVES:
        return value
    if isinstance(value, dict):
        return tuple(sorted([(k, v if type(v) in _LEAVES else freeze(v)) for k, v in value.items()]))
    if isinstance(value, (list, tuple)):
        return tuple([v if type(v) in _LEAVES else freeze(v) for v in value])
    if isinstance(value, set):
        return tuple(sorted([v if type(v) in _LEAVES else freeze(v) for v in value]))
    return value
