"""Values and their modifiers ("Modifiers"): ATK, THW, SCH, DEF, damage dealt and damage taken.

A modifier is a constant ability (`timing: modifier`, `modifies: {value: …, FIELD: …}`, `by:
{add|subtract|multiply|divide|set: N}`, optional `if` — "while …") or a lasting effect (`lasting` op,
kept in the resolution's flags until it expires). A value is recalculated from its base with
every modifier active at that moment: the set modifier last made wins over the others; else
the additive and subtractive ones, then the doubling and halving ones (`multiply`, `divide`);
fractions are rounded up once all are applied; below zero is zero.
"""
from fractions import Fraction
from math import ceil

from adjudicator.grammar import possessive
from adjudicator.engine.patterns import fields_match
from adjudicator.timing.marvel_champions import state

# besides the format's damage and damage_taken; `thwart`: the threat a thwart-labeled ability removes (thwarts.py)
VALUES = ("atk", "thw", "sch", "def", "rec", "hp", "sch_thw", "thwart")
VALUES += ("cost",)  # a card's resource cost as it is played (resources.plan: Initiating Abilities 2-3)
STATS = ("atk", "thw", "sch", "def", "rec")  # a character's stats (Modifiers): what `ENTITY.modified_STAT` reads
NAMES = {"atk": "ATK", "thw": "THW", "sch": "SCH", "def": "DEF", "rec": "REC", "hp": "hit point maximum",
         "damage": "damage dealt", "damage_taken": "damage taken", "thwart": "threat removed by the thwart",
         "cost": "resource cost"}


def describe(res, name, context):
    who = context.get("who") or context.get("target")
    of = {"damage": " to", "damage_taken": " by"}.get(name, " of")
    return f"the {NAMES.get(name, name)}{of} {res.name(who)}" if who else f"the {NAMES.get(name, name)}"


def active_modifiers(res, name, context):
    """(label, how, amount) of every modifier of `name` that applies to this computation, in order:
    the scenario's modifier abilities as listed (live, pattern and condition holding), then the
    lasting effects in the order they were made."""
    model = res.model
    found = []
    for ability in res.scenario.abilities.values():
        if ability.timing != "modifier" or ability.modifies is None \
                or not _modifies(res, ability.modifies.event, name, context):
            continue
        you = model.owner_or_you(res, ability.card) or res.current_player
        if not model.is_live(res, ability, None) or not fields_match(res, ability.modifies.fields, context,
                                                                    ability.card, you):
            continue
        env = res.env(None, trigger=context)
        env.this, env.you = ability.card, you
        if ability.condition is not None and not res.evaluate(ability.condition, env, f"abilities.{ability.id}.if",
                                                              as_bool=True):
            continue
        amount = res.evaluate(ability.change.amount, env, f"abilities.{ability.id}.by")
        if not _divisor_holds(res, ability.label, ability.change.how, amount):
            continue
        found.append((ability.label, ability.change.how, amount))
    for effect in state.LASTING.get(res):
        if _modifies(res, effect["value"], name, context) and fields_match(res, effect["fields"], context, effect["card"], effect["you"]):
            if _divisor_holds(res, effect["label"], effect["how"], effect["amount"]):
                found.append((effect["label"], effect["how"], effect["amount"]))
    return found


def _divisor_holds(res, label, how, amount) -> bool:
    """A `divide` whose amount (an expression) comes to less than 1 halves nothing: it is left out, and a
    step says so."""
    if how != "divide" or (isinstance(amount, int) and amount >= 1):
        return True
    res.step("note", f"{label}: divide by {amount} is no halving: this modifier is left out",
             rule=res.model.rules["modifiers-additive-first"])
    return False


def _modifies(res, value, name, context):
    """Whether a modifier of `value` changes the computation of `name`: the same value, or “SCH/THW” —
    the SCH of a villain or minion, the THW of a hero or ally (Attachment)."""
    if value == name:
        return True
    if value != "sch_thw" or name not in ("sch", "thw"):
        return False
    kind = res.entities.get(context.get("who"), {}).get("type")
    return name == ("sch" if kind in ("villain", "minion") else "thw" if kind in ("hero", "ally") else None)


def calculate(base, modifiers):
    """Modifiers: a set wins over every other (the last one made); else add and subtract, then multiply
    and divide (doubling, halving), exactly; a fraction is rounded up once all are applied; never below zero."""
    return max(0, ceil(exact(base, modifiers)))


def exact(base, modifiers) -> Fraction:
    """The value before rounding up (Modifiers: "Fractional values are rounded up after all modifiers have
    been applied"): a set, or the additive ones then the doubling and halving ones."""
    sets = [amount for _, how, amount in modifiers if how == "set"]
    if sets:
        return Fraction(sets[-1])
    value = Fraction(base + sum(amount if how == "add" else -amount for _, how, amount in modifiers
                                if how in ("add", "subtract")))
    for _, how, amount in modifiers:
        if how == "multiply":
            value *= amount
        elif how == "divide":
            value /= amount
    return value


def modified(res, name, base, context, say=True):
    """The value now. With `say`, each modifier that applies is a `modifier` step citing Modifiers."""
    mods = active_modifiers(res, name, context)
    if not mods:
        return max(0, base)
    value = calculate(base, mods)
    if say:
        parts = ", ".join(f"{label} {how} {amount}" for label, how, amount in mods)
        rule = res.model.rules["modifiers-set" if any(how == "set" for _, how, _ in mods)
                               else "modifiers-additive-first" if any(how in ("multiply", "divide") for _, how, _ in mods)
                               else "modifiers-recalculated"]
        res.step("modifier", f"{describe(res, name, context)} is {value} ({base} before modifiers; {parts})", rule=rule)
        fraction = exact(base, mods)
        if fraction.denominator != 1:
            res.step("note", f"{describe(res, name, context)} comes to {fraction} ({float(fraction):g}) once every "
                             f"modifier is applied: rounded up to {value}", rule=res.model.rules["modifiers-rounded-up"])
    return value


def stat(res, card, name, context=None, say=True):
    """A character's ATK/THW/SCH/DEF/REC as modified now (a dash or nothing is 0)."""
    props = res.entities.get(card, {})
    base = props.get(name, 0)
    if base == "-" and say:
        res.step("note", f"{possessive(res.name(card))} {name.upper()} is a dash (–): it counts as 0",
                 rule=res.model.rules["dash-zero"])
    base = base if isinstance(base, int) and not isinstance(base, bool) else 0
    return modified(res, name, base, {"who": card, **(context or {})}, say=say)


def hit_points(res, card, say=True):
    """A character's hit points as modified now (“Gets”: hit points a card gives change its maximum and,
    with it, its remaining hit points while the ability is active); None if it has none."""
    base = res.entities.get(card, {}).get("hp")
    if not isinstance(base, int) or isinstance(base, bool):
        return None
    return modified(res, "hp", base, {"who": card}, say=say)
