"""“May”: the text that follows is an option, held by the player named or else the card's controller.

`may: {do: [OPS], who: PLAYER, label: TEXT, pick: resolve|decline|explore}`. May: "The word “may”
indicates that a specified player has the option to resolve the text that follows. If no player is
specified, the option is granted to the controller of the card with the ability in question." A step
names who holds the option (`who`, else the controller of the effect's card: its owner unless its control
changed, control.controller_of); the option is then a choice between resolving `do` and declining it, made
by `pick` (default resolve; `explore` follows both).
"""
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.opdefs import entity_of
from adjudicator.timing.base import rule


def may_op(res, node, args, op) -> None:
    """`may`: say whose option it is, then the choice to resolve the text or not."""
    label = args.get("label") or "resolve the text that follows"
    if args.get("who"):
        holder = entity_of(res, node, args["who"], "who", op)
        res.step("note", f"{res.name(holder)} may {label}: the option is the player's it names",
                 rule=rule(res, "may"))
    else:
        holder = res.model.owner_or_you(res, node.card)
        whose = (f"{res.name(holder)}, who controls {res.name(node.card)}" if holder else
                 "not a player's: the effect has no player's card, so the scenario's pick is taken as written "
                 "(a reading)")
        res.step("note", f"“may” {label}: no player is named, so the option is {whose}",
                 rule=rule(res, "may-controller"))
    BUILTIN["choose"].run(res, node, {"options": (("resolve", args["do"]), ("decline", ())),
                                      "pick": args.get("pick", "resolve"), "label": f"may {label}"}, op)
