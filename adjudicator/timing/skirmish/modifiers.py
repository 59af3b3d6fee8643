"""Permanent effects that change a number as it is computed: the model's `modifier` abilities.

Ant-Man takes 1 less damage once per turn (`damage_taken`, `prevent_first: 1`); Winter Soldier's second
version adds 1 to every other hero's attack (`damage` with `attack: true`); Red Hulk limits the civilian
markers the Heroes get (`gain` of `civilians`, with the slot's `slot_civilians`); The Norn Stones draw 3
in the draw phase (`draw` with `phase: draw`). A modifier's `if` is checked against the computation
(`trigger.FIELD`). The rulebook gives no order for several at once: they apply in the order the
scenario lists them, and a step says so.
"""
from adjudicator.engine.patterns import fields_match
from adjudicator.timing.base import rule
from adjudicator.timing import facts


def applying(res, value_name, context):
    model = res.model
    found = []
    for mod in res.scenario.abilities.values():
        if mod.timing != "modifier" or mod.modifies is None or mod.modifies.event != value_name:
            continue
        if not model.is_live(res, mod, None) or (mod.once and facts.ONCE_USED.get(res, mod.id)):
            continue
        you = model.owner_or_you(res, mod.card)
        if not fields_match(res, mod.modifies.fields, context, mod.card, you):
            continue
        if mod.condition is not None:
            env = res.env(None, trigger=context)
            env.this, env.you = mod.card, you
            if not res.evaluate(mod.condition, env, f"abilities.{mod.id}.if", as_bool=True):
                continue
        found.append(mod)
    return found


def apply(res, value_name, base, context):
    mods = applying(res, value_name, context)
    if len(mods) > 1:
        res.step("note", f"{', '.join(m.label for m in mods)} all change this number: the rulebook gives no order, "
                         "so they apply in the order the scenario lists them", rule=rule(res, "permanent-affects-attack"))
    value = base
    for mod in mods:
        env = res.env(None, trigger=context)
        env.this, env.you = mod.card, res.model.owner_or_you(res, mod.card)
        amount = res.evaluate(mod.change.amount, env, f"abilities.{mod.id}.by")
        before = value
        how = mod.change.how
        if how == "add":
            value += amount
        elif how == "subtract":
            value -= amount
        elif how == "multiply":
            value *= amount
        elif how == "set":
            value = amount
        elif how == "prevent_first":
            prevented = min(max(0, amount - facts.PREVENTED.get(res, mod.id)), max(0, value))
            facts.PREVENTED.set(res, mod.id, facts.PREVENTED.get(res, mod.id) + prevented)
            value -= prevented
        value = max(0, value)
        if mod.once:
            facts.ONCE_USED.set(res, mod.id, True)
        if value != before:
            res.step("modifier", f"{mod.label} changes it from {before} to {value}", rule=rule(res, "about-the-cards"))
        else:
            res.step("note", f"{mod.label} changes nothing here (it stays {value})", rule=rule(res, "about-the-cards"))
    return value


def new_turn(res):
    """Once per turn is once per turn: what was spent this turn is available again."""
    facts.PREVENTED.clear_all(res)
