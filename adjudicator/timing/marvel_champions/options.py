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
    _say_judged(res, args, scores, res.model.rules[f"choose-option-{kind}"])
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


JUDGED = ("discard", "exhaust", "lose", "remove_threat", *TARGETED)  # the ops whose resolving is judged


def _say_judged(res: Any, args: dict, scores: dict, rule: Any) -> None:
    """A step saying how much of each option was judged to resolve, and which ops were taken to resolve because
    the model does not judge them (a `say`, a `heal` …), when an option has such an op: an option written with
    them counts as resolvable, which the output should not hide."""
    unjudged = {name: sorted({op.name for op in ops if op.name not in JUDGED}) for name, ops in args["options"]}
    if len(scores) < 2 or not any(unjudged.values()):
        return
    parts = []
    for name, score in scores.items():
        how = "all of it" if score == 1 else "none of it" if score == 0 else f"{round(score * 100)}% of its ops"
        taken = unjudged[name]
        parts.append(f"{name}: {how}" + (f" ({', '.join(taken)} taken to resolve: the model does not judge "
                                          f"{'it' if len(taken) == 1 else 'them'})" if taken else ""))
    res.step("note", f"{args['label']}: how much of each option can resolve now — {'; '.join(parts)}", rule=rule)


def _how_much(res: Any, node: Any, ops: tuple) -> float:
    """How much of an option can resolve now: 1 all of it, 0 none of it. A card an earlier op of the option
    discards cannot be discarded or exhausted by a later one, nor one it exhausts exhausted again (a reading:
    it is gone, or exhausted, by then)."""
    discarded: set = set()
    exhausted: set = set()
    parts = []
    for op in ops:
        card = _card_of(res, node, op) if op.name in ("discard", "exhaust") else None
        spent = card is not None and (card in discarded or (op.name == "exhaust" and card in exhausted))
        parts.append(0.0 if spent else _op_part(res, node, op))
        if card is not None:
            (discarded if op.name == "discard" else exhausted).add(card)
    return sum(parts) / len(parts) if parts else 1.0


def _card_of(res: Any, node: Any, op: Any) -> str | None:
    try:
        return res.env(node).ref(op.args["card"])
    except Exception:  # a reference known only as it resolves: judged by the op alone
        return None


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
