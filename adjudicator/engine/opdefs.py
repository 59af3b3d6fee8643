"""What an op is (`OpDef`: name, reader, handler, events, together) and the helpers handlers use.

An op is one step of an effect (`deal_damage`, `draw`, a game's `activate` …).
Its definition keeps in one place what the scenario checker needs (`read`:
fields in, validated args out, each problem with its path) and what the engine
runs (`run`). The built-in ops are in builtin_ops.py; a game's own are in its
`ops.py` and listed on its model (`op_defs`).

Helpers for model authors, all public:
- `entity_of(res, node, value, field, op)`: the entity an op field names (an id,
  this/you/current, trigger.FIELD, result.NAME), or a clear stop;
  `entities_of(...)` for a field that may be a list.
- `amount_of(res, node, value, op, field)`: an integer or an expression's value.
- `ref_of(res, node, value)`: a reference resolved, None when it names no entity.
- `pile_of(res, who, zone)`: a player's cards in a zone, top first; `discard_into_deck(res, who)`.
- `res.move(card, to, verb=…)`, `res.emit(event)`, `res.step(kind, text, rule=…)`,
  `res.compute(value_name, base, context)` on the resolution itself; `res.add(entity,
  prop, amount)` for a counter that only goes up by an amount not computed from it (the
  explorer lets such adds to one counter commute; a capped or clamped change assigns).

Every value an op needs is computed (and every choice made) before it changes
anything, so an op stopped for a decision can simply be run again.
"""
from dataclasses import dataclass, field
from collections.abc import Callable

from adjudicator.errors import ResolutionStopped
from adjudicator.expr import ExpressionError


@dataclass(frozen=True)
class OpDef:
    """One op. `read` is None for a model's internal op (made by its rules, never written in a
    scenario). `emits` names the events it may emit (their fields are in their EventDef)."""

    name: str
    read: Callable | None
    run: Callable  # (res, node, args, op) -> None
    emits: tuple = ()
    doc: str = field(default="", compare=False)  # one line: what it does, for a person
    example: dict | None = field(default=None, compare=False)  # the op as a scenario writes it, e.g. {"draw": {"who": "you", "count": 1}}

    @property
    def internal(self):
        return self.read is None


class NothingThere(Exception):
    """An op's entity comes from the trigger (e.g. `trigger.source`) and there is none: the op is wasted."""

    def __init__(self, message, rule_name):
        super().__init__(message)
        self.rule_name = rule_name


def run_op(res, node, op):
    """Run one op of `node` with the model's definition of it."""
    opdef = res.model.op(op.name)
    if opdef is None:
        raise ResolutionStopped(f"error: {res.model.slug} cannot run op {op.name!r} ({op.path})", "error")
    if op.path.startswith(("start.", "abilities.")):
        res.scenario_op = op.path  # the scenario's op whose work is under way (internal ops have no path of it)
    try:
        opdef.run(res, node, op.args, op)
    except ResolutionStopped as exc:
        if exc.kind == "error" and getattr(exc, "path", None) is None:
            exc.path = getattr(res, "scenario_op", None)  # where the input that stopped it is written
        raise
    except NothingThere as exc:
        res.step("note", f"{op.name}: {exc} — that part is wasted", rule=res.model.rule(exc.rule_name))


def ref_of(res, node, value):
    """A reference (id, this/you/current, trigger.FIELD, result.NAME) as an entity id, or None."""
    return res.env(node).ref(value)


def entity_of(res, node, value, field, op):
    """The entity an op's field names; an unknown trigger entity wastes the op (NothingThere)."""
    try:
        found = ref_of(res, node, value)
    except ExpressionError as exc:
        raise ResolutionStopped(f"error: {op.path}.{field}: {exc}", "error") from None
    if found is None and isinstance(value, str) and value.startswith("nearest("):
        raise NothingThere(f"{value} finds nothing in range", "doing-nothing")
    if found is None and isinstance(value, str) and value.startswith(("trigger.", "result.")):
        rule_name = "sources-of-damage" if "source" in value else "doing-nothing"
        head, kept = value.split(".", 1)
        missing = f"the triggering event has no {kept}" if head == "trigger" else f"no op before it kept a {kept}"
        raise NothingThere(f"{missing} ({value} is empty)", rule_name)
    if found is None or found not in res.entities:
        raise ResolutionStopped(f"error: {op.path}.{field}: {value!r} does not name an entity here", "error")
    return found


def entities_of(res, node, value, field, op):
    """The entities a field names: one reference or a list of them."""
    values = value if isinstance(value, tuple) else (value,)
    return [entity_of(res, node, v, field, op) for v in values]


def amount_of(res, node, value, op, field="amount"):
    """An op's integer field: a number, or an expression evaluated now (resolve time)."""
    return res.evaluate(value, res.env(node), f"{op.path}.{field}")


def pile_of(res, who, zone):
    """A hero's cards in a zone, top first (by `position`, then id)."""
    return sorted((c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == zone),
                  key=lambda c: (res.entities[c].get("position") or 10**6, c))


def discard_into_deck(res, who):
    """A hero's discard pile becomes the bottom of the deck (a shuffle whose order is not modelled: by id)."""
    cards = sorted(c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == "discard")
    for position, card in enumerate(cards, start=1):
        res.entities[card]["zone"] = "deck"
        res.entities[card]["position"] = 1000 + position
    return cards
