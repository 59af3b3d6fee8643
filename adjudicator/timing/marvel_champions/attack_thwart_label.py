"""A triggered ability labeled as an attack or a thwart (`kind: attack`, `kind: thwart`), as `kind: defense` is its
label as a defense (defense_label.py).

Attack (Player Action): "If a triggered ability is labeled as an attack—such as “Hero Action (attack)”—resolving that
ability is considered to attack the specified target. Unless specified by the ability’s text, a hero does not exhaust
when using such an ability. • An ability labeled as an attack is considered a single attack, even if that attack
deals multiple instances of damage." Thwart says the same of an ability labeled as a thwart and "the specified
scheme". The label decides: the ability's one `deal_damage` (`remove_threat`) is resolved as the `attack` (`thwart`)
op, by the character using it — its `source` (`by`), else the ability's card if a hero or ally, else its controller's
identity — so what an attack (thwart) is follows: a stunned (confused) character's is replaced by the removal of the
status card (Stun, Confuse), what answers an attack (thwart) answers it, retaliate. An ability written with the
`attack` (`thwart`) op already is one. Several instances of one attack's damage (or of one thwart's threat) are not
modelled: refused as the scenario is read, as is a labeled ability with nothing the label could make an attack.
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import entities_of, ref_of
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import cardops, thwarts

LABELS = {"attack": ("attack", "deal_damage", "to", "attack-labeled"),
          "thwart": ("thwart", "remove_threat", "scheme", "thwart-labeled")}  # label: (own op, plain op, its target, rule)


def label_of(ability: Any) -> str:
    """`attack` or `thwart` when the ability is labeled so, else ""."""
    kind = str(ability.kind).strip().lower()
    return kind if ability.timing not in ("constant", "modifier") and kind in LABELS else ""


def _effect_ops(ops: tuple):
    """The ops of an effect, nested ones included, less those of a cost (`pay`: not the labeled effect)."""
    for op in ops:
        yield op
        for key, value in (op.args.items() if isinstance(op.args, dict) else ()):
            if key != "pay" and isinstance(value, tuple) and value and all(hasattr(v, "path") for v in value):
                yield from _effect_ops(value)


def label_problems(ability: Any) -> list[tuple[str, str]]:
    """(path, why) for a labeled ability the model cannot make one attack (thwart) of."""
    label = label_of(ability)
    if not label:
        return []
    own, plain, _, _ = LABELS[label]
    names = [op.name for op in _effect_ops(ability.do)]
    if own in names and plain not in names or own not in names and names.count(plain) == 1:
        return []
    got = f"{names.count(own)} `{own}` and {names.count(plain)} `{plain}`"
    return [(f"abilities.{ability.id}.kind",
             f"an ability labeled as {'an attack' if label == 'attack' else 'a thwart'} (`kind: {label}`) is one "
             f"{label}: write it with one `{own}`, or one `{plain}` (the label makes it the {label}); several "
             f"instances of the {'damage' if label == 'attack' else 'threat'} of one {label} are not modelled (got {got})")]


def _labeled(res: Any, op: Any, label: str) -> Any:
    """The ability labeled `label` whose effect `op` is part of, else None."""
    for ability in res.scenario.abilities.values():
        if label_of(ability) == label and op.path.startswith(f"abilities.{ability.id}.do[") and ".pay[" not in op.path:
            return ability
    return None


def _user(res: Any, node: Any, ability: Any, written: Any) -> str:
    """The character using the ability: the one written (`source`, `by`), else its card if a hero or ally, else the
    identity of the player controlling it."""
    who = ref_of(res, node, written) if written else ability.card
    if res.entities.get(who, {}).get("type") in ("hero", "ally"):
        return who
    return res.model.owner_or_you(res, who) or node.you


def labeled(label: str, plain: Any) -> Any:
    """The handler of `deal_damage` (label `attack`) or `remove_threat` (label `thwart`): as written, unless it is
    the effect of an ability with that label, which resolves it as the attack or thwart."""
    _, _, target, entry = LABELS[label]

    def run(res: Any, node: Any, args: dict, op: Any) -> None:
        ability = _labeled(res, op, label)
        if ability is None:
            plain(res, node, args, op)
            return
        by = _user(res, node, ability, args.get("source" if label == "attack" else "by"))
        aimed = ", ".join(res.name(t) for t in entities_of(res, node, args[target], target, op))
        res.step("note", f"{node.label} is labeled as {'an attack' if label == 'attack' else 'a thwart'}: resolving "
                         f"it is {possessive(res.name(by))} {label} {'on' if label == 'attack' else 'of'} {aimed}",
                 rule=rule(res, entry))
        if label == "attack":
            cardops.attack(res, node, {"by": by, "target": args["to"], "amount": args["amount"]}, op)
        else:
            thwarts.thwart_op(res, node, {"by": by, "scheme": args["scheme"], "amount": args["amount"]}, op)

    run.__doc__ = plain.__doc__
    return run
