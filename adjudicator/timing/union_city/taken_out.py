"""While taken down: a taken-out hero is not a hero for any purpose, so the shared ops that would affect
one do nothing to them (a step says so), except drawing and discarding in their own Support action.

The ops keep their built-in readers and behaviour for everyone else: each definition here checks the
hero the op names, then hands over to the built-in op.
"""
from dataclasses import replace

from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.opdefs import entity_of
from adjudicator.timing import facts

SUPPORT = "support"  # the effect kind of a taken-out hero's Support action (start.kind)


def taken_out(res, hero):
    return bool(res.entities.get(hero, {}).get("taken_out"))


def refused(res, node, hero, what, cards=False):
    """True (and a step saying why) when `what` would affect a taken-out hero outside their Support action."""
    if not taken_out(res, hero):
        return False
    if cards and facts.EFFECT_KIND.get(node) == SUPPORT and node.you == hero:
        return False
    rule = res.model.rules["taken-out-cards" if cards else "taken-out-not-affected"]
    res.step("note", f"{res.name(hero)} is taken out: {what} does not affect them", rule=rule)
    return True


def _wrap(name, hero_of, cards=False):
    builtin = BUILTIN[name]

    def run(res, node, args, op):
        hero = hero_of(res, node, args, op)
        if refused(res, node, hero, f"{name} ({res.name(hero)})", cards=cards):
            return
        builtin.run(res, node, args, op)
    return replace(builtin, run=run)


def _who(res, node, args, op):
    return entity_of(res, node, args["who"], "who", op)


def _card_owner(res, node, args, op):
    card = entity_of(res, node, args["card"], "card", op)
    return res.entities[card].get("owner")


OP_DEFS = (
    _wrap("draw", _who, cards=True),
    _wrap("discard", _card_owner, cards=True),
    _wrap("gain", _who),
    _wrap("lose", _who),
)
