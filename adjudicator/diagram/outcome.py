"""Reading one engine outcome (a plain dict, as in the scenario contract).

The outcome is checked as it is read, and any problem is a DiagramError that
names the path of the bad value (tree.nodes[3].id), so a broken engine output
or a hand-edited request never reaches `dot` half-understood.
"""

from dataclasses import dataclass
from collections.abc import Mapping, Sequence

from .errors import DiagramError


@dataclass(frozen=True)
class Effect:
    index: int  # place in tree.nodes; the source of the generated names
    id: str
    label: str
    kind: str
    n: int | None  # resolution number, 1-based; None if it never resolved
    chosen: bool


@dataclass(frozen=True)
class Link:
    source: int  # Effect.index
    target: int
    kind: str


@dataclass(frozen=True)
class StepRecord:
    position: int  # 1-based place in steps
    effect: str
    path: str
    depth: int
    kind: str
    text: str
    rule: str | None


def _fail(path, problem):
    raise DiagramError(f"{path}: {problem}")


def _mapping(value, path):
    if not isinstance(value, Mapping):
        _fail(path, f"expected an object, got {type(value).__name__}")
    return value


def _list(value, path):
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        _fail(path, f"expected a list, got {type(value).__name__}")
    return value


def _text(value, path, default=""):
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        _fail(path, f"expected text, got {type(value).__name__}")
    return str(value)


def _int(value, path, default=None):
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        _fail(path, f"expected an integer, got {type(value).__name__}")
    return value


def _bool(value, path):
    if value is None:
        return False
    if not isinstance(value, bool):
        _fail(path, f"expected true or false, got {type(value).__name__}")
    return value


def read_tree(outcome):
    """The outcome's tree as (effects, links), checked."""
    outcome = _mapping(outcome, "outcome")
    tree = _mapping(outcome.get("tree"), "tree")
    order = outcome.get("resolution_order") or []
    _list(order, "resolution_order")
    first_place = {}
    for place, effect_id in enumerate(order, 1):
        first_place.setdefault(_text(effect_id, f"resolution_order[{place - 1}]"), place)

    effects, by_id = [], {}
    for index, node in enumerate(_list(tree.get("nodes"), "tree.nodes")):
        path = f"tree.nodes[{index}]"
        node = _mapping(node, path)
        effect_id = node.get("id")
        if not isinstance(effect_id, str) or not effect_id:
            _fail(f"{path}.id", "expected a non-empty string")
        if effect_id in by_id:
            _fail(f"{path}.id", f"duplicate effect id {effect_id!r}")
        n = _int(node.get("n"), f"{path}.n", default=first_place.get(effect_id))
        effect = Effect(
            index=index,
            id=effect_id,
            label=_text(node.get("label"), f"{path}.label", default=effect_id),
            kind=_text(node.get("kind"), f"{path}.kind"),
            n=n,
            chosen=_bool(node.get("chosen"), f"{path}.chosen"),
        )
        effects.append(effect)
        by_id[effect_id] = effect

    links = []
    for index, edge in enumerate(_list(tree.get("edges", []), "tree.edges")):
        path = f"tree.edges[{index}]"
        edge = _mapping(edge, path)
        ends = []
        for end in ("from", "to"):
            effect_id = edge.get(end)
            if not isinstance(effect_id, str) or effect_id not in by_id:
                _fail(f"{path}.{end}", f"no node has the id {effect_id!r}")
            ends.append(by_id[effect_id].index)
        links.append(Link(ends[0], ends[1], _text(edge.get("kind"), f"{path}.kind")))
    return effects, links


def read_steps(outcome):
    """The outcome's steps, checked, in the order given."""
    outcome = _mapping(outcome, "outcome")
    records = []
    for index, step in enumerate(_list(outcome.get("steps", []), "steps")):
        path = f"steps[{index}]"
        step = _mapping(step, path)
        depth = _int(step.get("depth"), f"{path}.depth", default=0)
        if depth < 0:
            _fail(f"{path}.depth", "expected 0 or more")
        rule = step.get("rule")
        records.append(StepRecord(
            position=index + 1,
            effect=_text(step.get("effect"), f"{path}.effect"),
            path=_text(step.get("path"), f"{path}.path"),
            depth=depth,
            kind=_text(step.get("kind"), f"{path}.kind"),
            text=_text(step.get("text"), f"{path}.text"),
            rule=None if rule is None else _text(rule, f"{path}.rule"),
        ))
    return records
