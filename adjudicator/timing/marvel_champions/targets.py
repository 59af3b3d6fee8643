"""Valid targets at Declare Intent (Target; In Play and Out of Play; Initiating Abilities).

"If an ability specifies one or more targets, that ability can only be initiated if it has at least one valid
target." A play's text is looked at as it is declared: the targets of its attacks, damage, status cards, threat
removed and thwarts that are known then. A target is not valid when it is out of play ("Card abilities only
interact with, and can only target, cards that are in play"), when no part of the ability can affect it ("A
target is not valid for an ability if no part of that ability can affect that target": threat removed from a
scheme with none, or from the main scheme while a crisis icon is in play; a thwart of a scheme that cannot be
thwarted), or when the ability would make it do what another ability says it cannot ("A target is not valid
for an ability if that ability would cause the target to perform a game function that another ability says the
target cannot perform": a stalwart character stunned or confused). "If an ability has multiple effects on its
target, the target is valid if at least one of those effects can affect the target": the play is refused only
when none of them has a valid target — and, for a target no part can affect, only when the text has no other
effect, whose target ("you", "a player": Target's examples) may be valid. (A text whose only targets are out
of play is refused as before, whatever else it does.) The ops of a delayed or lasting effect act on targets to come ("An effect
that refers to a future target … does not require a target to initiate"), and a target known only as the play
resolves (`trigger.card` …) is checked then: neither refuses a play.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from adjudicator.engine.opdefs import NothingThere, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.scenario.model import Op
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import cannot
from adjudicator.timing.marvel_champions.keywords import has_keyword, is_status
from adjudicator.timing.marvel_champions.table import crisis_blocks, in_play, number
from adjudicator.timing.marvel_champions.thwarts import unthwartable

# the ops whose target a play chooses, and the field naming it
TARGETED = {"attack": "target", "deal_damage": "to", "give_status": "target", "remove_threat": "scheme",
            "thwart": "scheme"}
FUTURE = ("delayed", "lasting")  # their ops act later, on targets to come
# the ops that make their target perform a game function a `cannot` may forbid (cannot.py), the field naming the
# target and the function: such a target is looked at only for that (out of play, it is not refused here)
FUNCTION_OPS = {"ready": ("card", "ready"), "heal": ("target", "be_healed")}


NO_TARGET = ("say", "set")  # ops that are no effect on a game element


def _ops_now(ops: tuple, every: bool = False) -> Iterator[Op]:
    """Every targeting op in `ops` and the ops nested in their fields, depth first, but not those of an
    effect that acts later; with `every`, every op that holds no other ops (each effect of the text)."""
    for op in ops:
        if not isinstance(op, Op):
            continue
        nested_ops = list(_nested(op)) if op.name not in FUTURE else []
        if op.name in TARGETED or (not every and op.name in FUNCTION_OPS) \
                or (every and not nested_ops and op.name not in FUTURE and op.name not in FUNCTION_OPS):
            yield op
        for inner in nested_ops:
            yield from _ops_now(inner, every)


def _nested(op: Op) -> Iterator[tuple]:
    for value in (op.args.values() if isinstance(op.args, dict) else ()):
        nested = value if isinstance(value, tuple) else (value,)
        ops = tuple(v for v in nested if isinstance(v, Op))
        if ops:
            yield ops
        for item in nested:
            if isinstance(item, tuple) and any(isinstance(v, Op) for v in item):
                yield tuple(v for v in item if isinstance(v, Op))


def _why_not(res: Any, node: Any, op: Op, target: str, card: str) -> tuple[str, str] | None:
    """Why `target` is no valid target of `op` (and the rule), or None if the op can affect it."""
    if not in_play(res, target):
        return ("", "")  # out of play: said together, in the words the refusal has always used
    if op.name == "attack" and _stunned(res, node, op):
        # Stun: "A stunned character can attempt to attack or use an attack ability even if there are no enemies
        # that can be attacked": the stunned card replaces the attack as it resolves (happenings.stunned_attempt)
        return None
    if op.name == "attack" and cannot.unattackable(res, target):  # “cannot be attacked”
        return (cannot.unattackable(res, target) or "", "target-cannot-be-attacked")
    if op.name in ("attack", "deal_damage") and cannot.no_damage_target(res, target):  # “cannot take damage”
        return (cannot.no_damage_target(res, target) or "", "target-no-part")
    if op.name == "give_status" and op.args.get("status") in ("stunned", "confused") \
            and has_keyword(res, target, "stalwart"):
        return (f"{res.name(target)} has stalwart: it cannot be {op.args['status']}", "target-game-function")
    if op.name == "remove_threat":
        by = _by(res, node, op) or card
        crisis = crisis_blocks(res, target, by)
        if crisis:
            return (f"{res.name(crisis)} has a crisis icon: threat cannot be removed from {res.name(target)}",
                    "target-no-part")
        if number(res.entities[target], "threat") <= 0:
            return (f"{res.name(target)} has no threat to remove", "target-no-part")
        if cannot.threat_kept(res, target):  # “threat cannot be removed from this scheme”
            return (cannot.threat_kept(res, target) or "", "target-no-part")
    if op.name == "thwart":
        by = _by(res, node, op)
        if by is not None and not is_status(res, by, "confused"):
            invalid = unthwartable(res, by, target)
            if invalid is not None:
                return invalid
    return None


def _forbidden_function(res: Any, node: Any, op: Op) -> list[tuple[str, tuple[str, str]]]:
    """The target of a ready or a heal, when a “cannot” forbids it that function (Target: "a character with an
    attachment that says “attached character cannot ready” is not a valid target for a card that readies a
    character"); else nothing: that op's target is not looked at otherwise."""
    field, function = FUNCTION_OPS[op.name]
    try:
        target = entity_of(res, node, op.args[field], field, op)
    except (ResolutionStopped, NothingThere, KeyError):
        return []
    forbidden = cannot.why(res, target, function) if in_play(res, target) else None
    rule_name = "target-cannot-ready" if function == "ready" else "target-no-part"
    return [(target, (forbidden, rule_name))] if forbidden else []


def _stunned(res: Any, node: Any, op: Op) -> bool:
    """Whether the attack's `by` is stunned (with steady, twice), as a thwart's is looked at for confused."""
    by = _by(res, node, op)
    return by is not None and is_status(res, by, "stunned")


def _by(res: Any, node: Any, op: Op) -> str | None:
    try:
        return entity_of(res, node, op.args["by"], "by", op) if op.args.get("by") else None
    except (ResolutionStopped, NothingThere):
        return None


def no_valid_target(res: Any, node: Any, ops: tuple, card: str) -> str | None:
    """Why the play of `card` whose text is `ops` has no valid target as it is declared (each target's reason
    said in a step quoting its rule), else None."""
    found: list[tuple[str, tuple[str, str] | None]] = []
    for op in _ops_now(ops):
        if op.name in FUNCTION_OPS:
            found += _forbidden_function(res, node, op)
            continue
        field = TARGETED[op.name]
        refs = op.args.get(field)
        try:  # `deal_damage: {to: [a, b]}` names several (Choose: as many as are available)
            targets = [entity_of(res, node, ref, field, op) for ref in (refs if isinstance(refs, (list, tuple))
                                                                       else (refs,))]
        except (ResolutionStopped, NothingThere, KeyError):
            return None  # a target known only as it resolves: checked then
        found += [(t, _why_not(res, node, op, t, card)) for t in targets]
    if not found or any(why is None for _, why in found):
        return None
    said = [why for _, why in found if why and why != ("", "")]
    others = [o.name for o in _ops_now(ops, every=True) if o.name not in TARGETED and o.name not in NO_TARGET]
    if said and others:  # another effect ("draw a card": "you") may have a valid target (Target: "you", "a player")
        return None
    out = list(dict.fromkeys(t for t, why in found if why == ("", "")))
    said = list(dict.fromkeys(said))
    if not said:
        return (f"{' and '.join(res.name(t) for t in out)} {'is' if len(out) == 1 else 'are'} not in play, and it "
                "targets nothing else: it has no valid target")
    for why, name in said:
        res.step("note", f"{why}: it is no valid target", rule=rule(res, name))
    reasons = [w for w, _ in said] + [f"{res.name(t)} is not in play" for t in out]
    return "; ".join(reasons) + ": it has no valid target"
