"""Choose (Option): which options of a `choose` a player may pick.

"When an encounter card requires a player to choose an option, they must choose an option they can
resolve. If they cannot fully resolve any option, they must choose the option they can most fully
resolve." "When a player card requires a player to choose an option, they cannot choose an option that
cannot be at least partially resolved." How much of an option can resolve is judged op by op, as the
model judges costs (a card to discard in hand, a card to exhaust ready, a resource or threat there) and
targets (a character dealt damage or attacked in play); any other op is taken to resolve. A `choose` in
no card's ability (a scenario's start) is left as written.
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.timing.marvel_champions.leaving import PLAYER_CARD_TYPES
from adjudicator.timing.marvel_champions.table import in_play, number

TARGETED = {"attack": "target", "deal_damage": "to"}


def choose_option(res: Any, node: Any, args: dict, op: Any) -> None:
    """`choose` in Marvel Champions: the options the rules forbid are set aside (said in a step, quoting
    Choose (Option)); a `pick` among them becomes the first allowed option, said too; then the shared op."""
    kind = _card_kind(res, node.card)
    if kind is None:
        BUILTIN["choose"].run(res, node, args, op)
        return
    scores = {name: _how_much(res, node, ops) for name, ops in args["options"]}
    if kind == "encounter":
        best = max(scores.values())
        allowed = [n for n, s in scores.items() if s == best]
        rule = res.model.rules["choose-option-encounter"]
        why = "it cannot be fully resolved" if best == 1 else "another can be resolved more fully"
    else:
        allowed = [n for n, s in scores.items() if s > 0] or list(scores)
        rule = res.model.rules["choose-option-player"]
        why = "it cannot be even partly resolved"
    barred = [n for n in scores if n not in allowed]
    if not barred:
        BUILTIN["choose"].run(res, node, args, op)
        return
    res.step("note", f"{args['label']}: {', '.join(barred)} cannot be chosen ({why}); "
                     f"{'the choice is among' if len(allowed) > 1 else 'the option left is'} {', '.join(allowed)}",
             rule=rule)
    pick = args["pick"]
    if pick != "explore" and pick not in allowed:
        res.step("note", f"the scenario picks {pick}, which cannot be chosen: {allowed[0]} is chosen instead",
                 rule=rule)
        pick = allowed[0]
    options = tuple((n, ops) for n, ops in args["options"] if n in allowed)
    BUILTIN["choose"].run(res, node, {**args, "options": options, "pick": pick}, op)


def _card_kind(res: Any, card: str | None) -> str | None:
    """"player" for a player card (or an identity), "encounter" for an encounter card, None if unknown."""
    if not card or card not in res.entities:
        return None
    if res.model.is_player(res, card) or res.entities[card].get("type") in PLAYER_CARD_TYPES:
        return "player"
    return "encounter"


def _how_much(res: Any, node: Any, ops: tuple) -> float:
    """How much of an option can resolve now: 1 all of it, 0 none of it."""
    parts = [_op_part(res, node, op) for op in ops]
    return sum(parts) / len(parts) if parts else 1.0


def _op_part(res: Any, node: Any, op: Any) -> float:
    if op.name in ("discard", "exhaust", "lose"):
        return 1.0 if res.model.can_pay(res, node, op) else 0.0
    env = res.env(node)
    if op.name == "remove_threat":
        there = number(res.entities.get(env.ref(op.args["scheme"]), {}), "threat")
        need = res.evaluate(op.args["amount"], env)
        return 1.0 if there >= need else (0.5 if there > 0 else 0.0)
    if op.name in TARGETED:
        refs = op.args.get(TARGETED[op.name])
        refs = refs if isinstance(refs, (list, tuple)) else (refs,)
        cards = [env.ref(r) for r in refs]
        return sum(1 for c in cards if in_play(res, c)) / len(cards) if cards else 1.0
    return 1.0
