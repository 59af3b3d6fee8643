"""Who pays a cost: Cost — "While a player is paying a cost, that player must pay costs with cards and/or
game elements they control" — and Alliance — "When a player declares their intention to play a card with
the alliance keyword, any player(s) may help pay the costs for that card."

A play's or use's costs are its `pay` ops. The game elements each one spends are another player's when it
discards a card from another player's hand, exhausts or takes counters off a card another player
controls, or makes another player lose a resource. Playing a card with alliance, that is allowed (a step
names the players who help); otherwise the play or use is refused as a ruling, nothing paid.
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.control import controller_of
from adjudicator.timing.marvel_champions.keywords import has_keyword

CARD_COSTS = ("discard", "exhaust", "remove_counters")  # a cost op spending a card: its field is `card`


def helpers(res: Any, node: Any, who: str, pay: tuple) -> list[str]:
    """The other players whose cards or resources the `pay` ops spend, in order."""
    env = res.env(node)
    found: list[str] = []
    for op in pay:
        holder = None
        try:
            if op.name in CARD_COSTS:
                holder = controller_of(res, env.ref(op.args["card"]))
            elif op.name == "lose":
                holder = env.ref(op.args["who"])
        except Exception:  # a reference known only as it resolves: the op checks it then
            continue
        if holder and holder != who and res.model.is_player(res, holder) and holder not in found:
            found.append(holder)
    return found


def payer_problem(res: Any, node: Any, card: str, who: str, pay: tuple, use: bool) -> tuple[str, str] | None:
    """(why, rule name) when the costs spend another player's game elements and alliance does not allow it;
    None otherwise (with a step when alliance lets others help)."""
    others = helpers(res, node, who, pay)
    if not others:
        return None
    names = ", ".join(res.name(p) for p in others)
    if not use and has_keyword(res, card, "alliance"):
        res.step("note", f"{res.name(card)} has alliance: {names} help{'s' if len(others) == 1 else ''} "
                         f"{res.name(who)} pay its costs", rule=rule(res, "alliance"))
        return None
    return (f"its costs spend game elements {names} control{'s' if len(others) == 1 else ''}, and a player pays "
            "costs with what they control" + ("" if use else f" ({res.name(card)} has no alliance)"), "cost-control")
