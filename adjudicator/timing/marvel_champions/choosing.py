"""Choose (Game Element): `choose_targets: {from: [REFS], count: N | any, chosen: [REFS], do: [OPS]}`.

"The phrase “choose a [game element]” … indicates that a player must select a game element that meets the
specific requirements of an ability." `from` lists the game elements that meet them, `count` how many are to be
chosen (`any`: "any number"), `chosen` the choice, and `do` the effect on them, which names its targets as any op
does (each must be one of `chosen`).

- "The player resolving the ability that uses the word “choose” is the player who makes the choice specified by
  the card": the step names that player (the effect's "you").
- "If multiple targets are required to be chosen by the same player, simultaneously choose as many as are
  available, to a maximum of the specified number": a choice of fewer than that, or of more than `count`, or of a
  game element not in `from` or not in play, is refused as a ruling; the step says what the choice must be, and
  the effect, written for the refused choice, does not resolve.
- "An effect that can choose “any number” of targets does not successfully resolve if zero of those targets are
  chosen": with none chosen, `do` does not resolve, and the effect counts as not fully resolved (a `then` after
  it does not resolve; an `otherwise` does).
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import NothingThere, entities_of, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.targets import TARGETED, _ops_now
from adjudicator.timing.marvel_champions.windows import count_for_then, push


def choose_targets_op(res: Any, node: Any, args: dict, op: Any) -> None:
    """`choose_targets`: the resolving player's choice, checked against Choose (Game Element); then `do`."""
    chooser = node.you or res.current_player
    pool = list(dict.fromkeys(entities_of(res, node, args["from"], "from", op)))
    available = [c for c in pool if in_play(res, c)]
    count = args.get("count", 1)
    chosen = list(dict.fromkeys(entities_of(res, node, args["chosen"], "chosen", op))) if args["chosen"] else []
    names = " and ".join(res.name(c) for c in chosen) or "none"
    who = res.name(chooser) if chooser else "the player resolving the ability"
    res.step("choice", f"{who} (the player resolving the ability) chooses {names} "
                       f"({'any number' if count == 'any' else f'up to {count}'} of "
                       f"{', '.join(res.name(c) for c in pool)})", rule=rule(res, "choose-who"))
    wrong = _wrong_choice(res, chosen, pool, available, count)
    if wrong:
        allowed = available if count == "any" else available[:count]
        res.refuse_play(f"the choice of {names}", wrong, rule(res, "choose-as-many"),
                        f"the choice must be {', '.join(res.name(c) for c in allowed) or 'none'}; the effect, written "
                        "for the choice refused, does not resolve (write `chosen` as the rule allows)", done="be made")
        count_for_then(node, happened=False)
        return
    if not chosen:
        if count == "any":
            res.step("note", "zero targets are chosen: the effect does not successfully resolve",
                     rule=rule(res, "choose-any-none"))
        else:
            res.step("note", "there is nothing to choose: the effect does not resolve", rule=rule(res, "choose-as-many"))
        count_for_then(node, happened=False)
        return
    _check_do(res, node, args["do"], chosen, op)
    push(res, node, list(args["do"]))


def _wrong_choice(res: Any, chosen: list, pool: list, available: list, count: Any) -> str | None:
    """Why the choice breaks Choose (Game Element), or None."""
    outside = [c for c in chosen if c not in available]
    if outside:
        where = "does not meet the requirement" if outside[0] not in pool else "is not in play"
        return f"{res.name(outside[0])} {where}"
    if count != "any":
        if len(chosen) > count:
            return f"{len(chosen)} are chosen, more than {count}"
        if len(chosen) < min(count, len(available)):
            return f"{len(chosen)} {'is' if len(chosen) == 1 else 'are'} chosen while {min(count, len(available))} are available"
    return None


def _check_do(res: Any, node: Any, ops: tuple, chosen: list, op: Any) -> None:
    """The effect acts on what was chosen: a target of `do` that was not chosen is an error in the scenario."""
    for inner in _ops_now(tuple(ops)):
        refs = inner.args.get(TARGETED[inner.name])
        try:
            targets = [entity_of(res, node, r, "do", inner) for r in (refs if isinstance(refs, tuple) else (refs,))]
        except (ResolutionStopped, NothingThere, KeyError):
            continue
        stray = [t for t in targets if t not in chosen]
        if stray:
            raise ResolutionStopped(f"error: {op.path}.do: {', '.join(res.name(t) for t in stray)} was not chosen: "
                                    "the effect acts on the chosen targets", "error")
