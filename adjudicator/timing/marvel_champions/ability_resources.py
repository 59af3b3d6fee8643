"""A triggered ability's cost in resources ("spend [energy] [mental] resources → …"): the `spend_resources` op,
written in a `cost`'s `pay` (Play a Card/Use an Ability 2.2: "If playing an event or triggering an ability with
an ->, pay any costs to the left of that ->"). The payment is resources.py's, as for an action's `resource_cost`:
the cards of `spend` generate the resources (a card in hand discarded, a Resource ability used), the types named
must be generated (Resource: "the specified types in the specified quantities must be generated in order to pay
the cost of the ability"), and once paid it is `resources_paid`, an occurrence an ability can answer."""
from __future__ import annotations

from adjudicator.engine.opdefs import OpDef, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.scenario.readers import read_fields, read_ref
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import resources
from adjudicator.timing.marvel_champions.resources import read_spend, read_types


def _payer_and_card(res, node, args, op) -> tuple[str, str]:
    """Who pays (`who`, default the ability's "you") and the card whose ability the cost is of."""
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else node.you
    if who is None or node.card is None:
        raise ResolutionStopped(f"error: {op.path}: a resource cost is an ability's: write it in an ability's "
                                "`cost`, with `who` the player paying it", "error")
    return who, node.card


def plan(res, node, args, op):
    """The payment the cost makes, or (why, rule name) when the cards spent cannot cover it."""
    who, card = _payer_and_card(res, node, args, op)
    return resources.plan(res, node, {"resource_cost": args["resources"], "spend": args["spend"]}, card, who, True, op)


def can_pay(res, node, op) -> bool:
    """Whether the cards spent generate the types the cost names (checked before any cost is paid)."""
    return not isinstance(plan(res, node, op.args, op), tuple)


def why_unpaid(res, node, op) -> str | None:
    """Why the cards spent cannot pay the cost, or None when they can."""
    payment = plan(res, node, op.args, op)
    return payment[0] if isinstance(payment, tuple) else None


def spend_resources_op(res, node, args, op) -> None:
    """`spend_resources`: the cards of `spend` generate the resources and they are spent on the ability's cost; a
    payment that cannot cover it pays nothing, and a step says why."""
    payment = plan(res, node, args, op)
    if isinstance(payment, tuple):
        why, rule_name = payment
        res.step("note", f"the resource cost cannot be paid: {why}; nothing is spent", rule=rule(res, rule_name))
        return
    resources.pay_step(res, node, {"spend": payment, "pay": ()})


ABILITY_RESOURCE_OP_DEFS = (
    OpDef("spend_resources", read_fields({"resources": (read_types, True), "spend": (read_spend, True),
                                          "who": (read_ref, False)}),
          spend_resources_op,
          doc="a triggered ability's cost in resources (“spend [energy] [mental] resources →”), in a `cost`'s "
              "`pay`: the cards of `spend` generate them, the types named must be among them (Resource)",
          example={"cost": {"pay": [{"spend_resources": {"resources": ["energy"], "spend": ["card"]}}],
                            "then": [{"discard": "this"}]}}),
)
