"""Modifiers: rules that do not say "when" change a value as it is computed, in the order the heroes
choose when the order matters; a "prevent the first N" spends itself over several values."""
from adjudicator.engine.patterns import fields_match
from adjudicator.grammar import fill
from adjudicator.timing import facts

VALUE_NAMES = {
    "damage": "the damage dealt to {target}", "damage_taken": "the damage {target} takes",
    "defense": "the defense gained against the damage dealt to {who}", "fight": "{who}'s fight",
    "heal": "the healing of {target}", "gain": "the {resource} {who} gains", "draw": "the cards {who} draws",
}


def apply_modifiers(model, res, value_name, base, context):
    """Modifiers: rules that do not say "when" (an "if" included) change a value as it is
    computed, before any when effect; if several apply to one number and the order matters,
    the heroes choose the order."""
    mods = [a for a in res.scenario.abilities.values()
            if a.timing == "modifier" and a.modifies is not None and a.modifies.event == value_name
            and model.is_live(res, a, None) and not (a.once and facts.ONCE_USED.get(res, a.id))
            and fields_match(res, a.modifies.fields, context, a.card, model.owner_or_you(res, a.card))]
    if not mods:
        return base
    if len(mods) > 6:
        mods = mods[:6]
    order = mods
    if len(mods) > 1:
        order = res.permutations_choice(mods, value_name, lambda p: _apply(model, res, p, base, context, dry=True,
                                                                           name=value_name))
    return _apply(model, res, order, base, context, dry=False, name=value_name)[0]


def _apply(model, res, mods, base, context, dry, name=""):
    value = base
    spent = {}
    for mod in mods:
        env = res.env(None, trigger=context)
        env.this, env.you = mod.card, model.owner_or_you(res, mod.card)
        amount = res.evaluate(mod.change.amount, env, f"abilities.{mod.id}.by")
        before = value
        if mod.change.how == "add":
            value += amount
        elif mod.change.how == "subtract":
            value -= amount
        elif mod.change.how == "multiply":
            value *= amount
        elif mod.change.how == "set":
            value = amount
        elif mod.change.how == "prevent_first":
            left = max(0, amount - facts.PREVENTED.get(res, mod.id) - spent.get(mod.id, 0))
            prevented = min(left, max(0, value))
            spent[mod.id] = spent.get(mod.id, 0) + prevented
            value -= prevented
        value = max(value, 0)  # no value (damage, defense, cards …) goes below zero
        if not dry:
            if mod.once:
                facts.ONCE_USED.set(res, mod.id, True)
            if value != before:
                res.step("modifier", f"{mod.label} changes {describe_value(res, name, context)} from {before} to {value}",
                         rule=model.rules["modifier-changes"])
            else:
                res.step("note", f"{mod.label} changes nothing here ({describe_value(res, name, context)} stays {value})",
                         rule=model.rules["modifier-changes"])
    if not dry:
        for mod_id, amount in spent.items():
            facts.PREVENTED.set(res, mod_id, facts.PREVENTED.get(res, mod_id) + amount)
    return value, tuple(sorted((facts.PREVENTED.key(mod_id), amount) for mod_id, amount in spent.items()))


def describe_value(res, name, context):
    """"the defense gained against the damage dealt to Captain Jupiter", for modifier steps."""
    template = VALUE_NAMES.get(name, "the value")
    fields = {k: res.name(v) if isinstance(v, str) and v in res.entities else v for k, v in context.items()}
    try:
        return fill(template, fields)
    except KeyError:
        return "the value"
