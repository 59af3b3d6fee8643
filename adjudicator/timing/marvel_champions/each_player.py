"""“Each player”: an effect each player resolves, one player at a time (“Each Player”).

`each_player: {do: [OPS], order: in-player-order | [PLAYERS]}`. The ops resolve once for each player not
eliminated, with `you` that player, one player after the other (each with their own windows, as any op).
"If the effect does not specify what order the players resolve the effect in, the first player decides
the order": `order: in-player-order` is a text that says "in player order" (In Player Order); a list is
the first player's choice, written; without `order` the first player's choice is made as the scenario's
`choices.order` says (`explore`: every order, one outcome each; else player order, which a step says).
A player who cannot fully resolve it resolves it as fully as possible, and the next player goes on: each
op does what it can (an encounter deck that empties is made again before the next player discards).
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import entity_of
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.readers import PLAYER_ORDER
from adjudicator.timing.marvel_champions.table import eliminated, player_order
from adjudicator.timing.marvel_champions.windows import internal, push


def each_player(res: Any, node: Any, args: dict, op: Any) -> None:
    """`each_player`: the order the players resolve the effect in, then the ops once per player."""
    players = [p for p in player_order(res) if not eliminated(res, p)]
    order = args.get("order")
    first = res.name(players[0]) if players else "the first player"
    if order == PLAYER_ORDER:
        res.step("note", f"each player resolves it in player order: {', '.join(res.name(p) for p in players)}",
                 rule=rule(res, "in-player-order"))
    elif order:
        written = [entity_of(res, node, p, "order", op) for p in order]
        if sorted(written) != sorted(players):
            res.step("note", f"the order written ({', '.join(res.name(p) for p in written)}) does not name each "
                             f"player once ({', '.join(res.name(p) for p in players)}): it cannot be the first "
                             "player's choice, so they resolve it in player order instead",
                     rule=rule(res, "each-player-order"))
        else:
            players = written
            res.step("choice", f"{first}, the first player, decides the order: "
                               f"{', '.join(res.name(p) for p in players)}", rule=rule(res, "each-player-order"))
    elif len(players) > 1:
        players = res.order_of(players, "damage-order", rule(res, "each-player-order"),
                               f"{first}, the first player, decides the order the players resolve it in")
        if not getattr(getattr(res.policy, "base", res.policy), "explore_orders", False):
            res.step("note", "the scenario does not give the first player's order: player order stands in for it "
                             "(write `order`, or explore every order: `--explore`, or `choices.order: explore`)",
                     rule=rule(res, "each-player-order"))
    res.step("note", f"each player resolves it one at a time ({len(players)} player"
                     f"{'' if len(players) == 1 else 's'})", rule=rule(res, "each-player"))
    ops: list = []
    for player in players:
        ops.append(internal("_mc_as_player", who=player))
        ops.extend(args["do"])
    ops.append(internal("_mc_as_player", who=node.you, back=True))
    push(res, node, ops)


def as_player(res: Any, node: Any, args: dict, op: Any) -> None:
    """The effect's `you` becomes the player resolving their part of it (or is given back after the last)."""
    node.you = args["who"]
    if not args.get("back"):
        res.step("note", f"{possessive(res.name(args['who']))} part: “you” is {res.name(args['who'])}",
                 rule=rule(res, "each-player"))
