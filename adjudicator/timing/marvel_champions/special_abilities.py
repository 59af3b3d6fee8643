"""Special abilities (Rules Reference, Special: "A special ability is a type of triggered ability, indicated by the
bold “Special” timing trigger. Special abilities may only be executed through the explicit instruction of another
card ability."): the timing class `special`, whose abilities never trigger on their own (no `on`), and the op
`resolve_special: {card, ability, times}` that executes one, as the card text instructs ("resolve the “Special”
ability on the [[Setting]] environment", "resolve the Badoon Ship's “Charge Up” ability", "… twice").

The Special ability's ops resolve as part of the effect that instructs it (it is that effect's instruction), one
after the other, each with its own windows; within them "this" is the card the Special ability is on, and "you" the
player resolving the instructing effect (a reading: the entry says nothing of "you", and only the instructing
effect has a player). A card out of play executes nothing (In Play and Out of Play: "Card abilities only interact
with, and can only target, cards that are in play"): a step says so, and the rest of the effect goes on.
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import OpDef, amount_of, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import possessive
from adjudicator.scenario.readers import read_amount, read_fields, read_ref, read_text
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.windows import internal, push

SPECIAL = "special"  # the timing class (model.py: never triggered, no window)
AS_CARD_OP = "_mc_as_card"


def scenario_problems(abilities: Any) -> list[tuple[str, str]]:
    """A Special ability is executed only when another ability says so: it has no `on` (its triggering condition
    is the instruction)."""
    specials = [ability for ability in abilities.values() if ability.timing == SPECIAL]
    return [(f"abilities.{ability.id}.on", "a special ability never triggers on its own (Special: “Special abilities "
             "may only be executed through the explicit instruction of another card ability”): write no `on`, and "
             "resolve it with the `resolve_special` op")
            for ability in specials if ability.on is not None] + [
        (f"abilities.{ability.id}.if", "a special ability is executed whole when another ability says so: write a "
         "condition of its text as an `if` op in its `do`") for ability in specials if ability.condition is not None]


def _special_of(res: Any, card: str, written: str | None, op: Any) -> Any:
    """The card's Special ability: the one `ability` names, else its only one; an error when there is none or
    several and none is named (which one the text means is the scenario's to say)."""
    specials = [a for a in res.scenario.abilities.values() if a.card == card and a.timing == SPECIAL]
    if written is not None:
        chosen = [a for a in specials if a.id == written]
        if not chosen:
            names = ", ".join(a.id for a in specials) or "none"
            raise ResolutionStopped(f"error: {op.path}.ability: {written!r} is not a special ability of "
                                    f"{res.name(card)} (its special abilities: {names})", "error")
        return chosen[0]
    if len(specials) != 1:
        why = "has no special ability" if not specials else (
            f"has {len(specials)} special abilities ({', '.join(a.id for a in specials)}): name one with `ability`")
        raise ResolutionStopped(f"error: {op.path}.card: {res.name(card)} {why}", "error")
    return specials[0]


def resolve_special(res: Any, node: Any, args: dict, op: Any) -> None:
    """`resolve_special`: the card's Special ability's ops, `times` times (default 1), as part of this effect."""
    card = entity_of(res, node, args["card"], "card", op)
    ability = _special_of(res, card, args.get("ability"), op)
    times = amount_of(res, node, args["times"], op, "times") if "times" in args else 1
    label = ability.label or ability.id
    if not in_play(res, card):
        res.step("note", f"{res.name(card)} is not in play: {possessive(res.name(card))} special ability ({label}) "
                         "is not executed", rule=rule(res, "target-in-play"))
        return
    if times <= 0:
        res.step("note", f"{possessive(res.name(card))} special ability ({label}) is executed no times (times "
                         f"{times})", rule=rule(res, "special"))
        return
    res.step("op", f"{possessive(res.name(card))} special ability ({label}) is executed"
                   + (f" {times} times" if times > 1 else "") + ", as this effect instructs (“this” in it is "
                   f"{res.name(card)}; “you”, the player resolving this effect: a reading)",
             rule=rule(res, "special"))
    ops: list = []
    for _ in range(times):
        ops.append(internal(AS_CARD_OP, card=card))
        ops.extend(ability.do)
    ops.append(internal(AS_CARD_OP, card=node.card, back=True))
    push(res, node, ops)


def as_card(res: Any, node: Any, args: dict, op: Any) -> None:
    """"this" becomes the card whose Special ability resolves (or is given back after it)."""
    node.card = args["card"]


SPECIAL_OP_DEFS = (
    OpDef("resolve_special", read_fields({"card": (read_ref, True), "ability": (read_text, False),
                                          "times": (read_amount, False)}, shorthand="card"),
          resolve_special,
          doc="executes a card's Special ability (timing `special`) as this effect instructs (Special): its ops "
              "resolve now, `times` times (default 1), “this” the card; `ability` names it when the card has "
              "several; a card out of play executes nothing",
          example={"resolve_special": {"card": "savage-land", "times": 1}}),
    OpDef(AS_CARD_OP, None, as_card),
)
