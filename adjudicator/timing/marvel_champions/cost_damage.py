"""“Take X damage” as a cost (Prevent), apart from “deal X damage”.

Prevent: "If taking damage is a cost, that cost is not considered paid unless all of that damage was taken. (If
any of the damage is prevented, then the cost has not been paid.)" and "If dealing damage is a cost, that cost is
considered paid even if some or all of that damage is prevented." Cost Arrow Icon: "Non-bolded text before the cost
arrow icon must be paid and/or resolved in full before the text after the cost arrow icon can be resolved."

`take_damage: {who, amount, source}` in a `cost`'s `pay` deals the damage to `who` (default "you") as `deal_damage`
does — one occurrence, dealt then taken, with its windows — and counts what `who` takes of it; once it has
resolved, a step says whether all of it was taken: if not, the cost is not paid and the cost's `then` does not
resolve. A `deal_damage` in a `pay` is paid whatever is prevented, and a step says so. Outside a cost's `pay`, `take_damage` is that
damage and nothing more.
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine import events as ev
from adjudicator.engine.opdefs import OpDef, amount_of, entity_of, ref_of
from adjudicator.scenario.model import Op
from adjudicator.scenario.readers import read_amount, read_fields, read_ref
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.cardops import deal_damage
from adjudicator.timing.marvel_champions.windows import internal, push, schedule

CHECK = "_mc_cost_taken"


def _cost_then_depth(node: Any, op: Op) -> int | None:
    """Where in `node.frames` the `then` of the cost whose `pay` is running `op` lies, or None when `op` is not in
    a cost's `pay` (the cost op pushed its `then`, then its `pay`, over the frame it ran in: builtin_ops.cost)."""
    if len(node.frames) < 3:
        return None
    (pay, _), (then, _), (outer, index) = node.frames[-1], node.frames[-2], node.frames[-3]
    cost = outer[index - 1] if 0 < index <= len(outer) else None  # the cost op has run: its frame went past it
    if not isinstance(cost, Op) or cost.name != "cost" or op not in pay:
        return None
    return len(node.frames) - 2 if cost.args.get("pay") is pay and cost.args.get("then") is then else None


def take_damage_op(res: Any, node: Any, args: dict, op: Op) -> None:
    """`take_damage`: the damage dealt to `who`, then (in a cost's `pay`) the check whether all of it was taken."""
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else node.you
    source = ref_of(res, node, args["source"]) if args.get("source") else None
    amount = amount_of(res, node, args["amount"], op)
    depth = _cost_then_depth(node, op)
    if depth is not None:
        state.COST_TAKEN.set(node, state.COST_TAKEN.get(node) + ((who, 0),))
    schedule(res, node, "damage", {"hits": ((who, amount),), "source": source})
    if depth is not None:
        push(res, node, [internal(CHECK, depth=depth, who=who, amount=amount)])


def deal_damage_op(res: Any, node: Any, args: dict, op: Op) -> None:
    """`deal_damage` (cardops.deal_damage); in a cost's `pay`, then a step that the cost is paid whatever was
    prevented (Prevent: dealing damage as a cost)."""
    in_cost = _cost_then_depth(node, op) is not None  # before the damage's own ops are pushed over the `pay`
    deal_damage(res, node, args, op)
    if in_cost:
        push(res, node, [internal(CHECK, dealt=True)])


def heard(res: Any, event: dict) -> None:
    """Damage taken by the character a `take_damage` cost of the resolving effect waits for counts toward it."""
    if event.get("event") != "damage_taken" or res.current is None:
        return
    node = res.nodes[res.current]
    waiting = state.COST_TAKEN.get(node)
    if waiting and waiting[-1][0] == event.get("target"):
        who, taken = waiting[-1]
        state.COST_TAKEN.set(node, waiting[:-1] + ((who, taken + int(event.get("amount") or 0)),))


def check_op(res: Any, node: Any, args: dict, op: Op) -> None:
    """The cost's damage has resolved: paid if all of it was taken, else the cost's `then` does not resolve (a
    `deal_damage` cost is paid whatever was prevented)."""
    if args.get("dealt"):
        res.step("note", "dealing that damage is the cost: it is paid, even if some or all of it was prevented",
                 rule=rule(res, "prevent-cost-dealt"))
        return
    waiting = state.COST_TAKEN.get(node)
    taken = waiting[-1][1] if waiting else 0
    state.COST_TAKEN.set(node, waiting[:-1])
    who, amount = res.name(args["who"]), args["amount"]
    if taken >= amount:
        res.step("note", f"{who} took all {amount} damage the cost asks: the cost is paid",
                 rule=rule(res, "prevent-cost-taken"))
        return
    res.step("note", f"{who} took {taken} of the {amount} damage the cost asks (the rest was prevented): the cost is "
                     "not paid, so what it pays for does not happen", rule=rule(res, "prevent-cost-taken"))
    frame = node.frames[args["depth"]]
    frame[1] = len(frame[0])


COST_DAMAGE_OP_DEFS = (
    OpDef("take_damage", read_fields({"who": (read_ref, False), "amount": (read_amount, True),
                                      "source": (read_ref, False)}),
          take_damage_op, (ev.DAMAGE_DEALT, ev.DAMAGE_TAKEN),
          doc="“take X damage”, a cost in a `cost`'s `pay`: X damage dealt to `who` (default you); the cost is paid "
              "only if all of it is taken (Prevent), unlike a `deal_damage` cost, paid even if prevented",
          example={"cost": {"pay": [{"take_damage": {"who": "you", "amount": 1}}],
                            "then": [{"draw": {"who": "you", "count": 1}}]}}),
    OpDef(CHECK, None, check_op),
)
