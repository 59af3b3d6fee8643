"""Resolving Chains, Branches and "First" effects: which pending effect goes next, and why.

Each function takes the model first, so a model laid over this one (the plain stack) keeps its own hooks.
"""
from adjudicator.timing import facts
from adjudicator.timing.base import SiblingChoice


def sibling_choice(model, res, parent, pending):
    """Resolving Chains: an effect finishes completely before the when effects it caused; then
    Branches: the current player chooses which branch goes first, and each branch resolves
    entirely (depth first) before the next. Counter and Gambit phases: a Counter/Gambit phase
    is left for last among its siblings, and several go in the order the damage was dealt."""
    others = [k for k in pending if res.nodes[k].phase is None]
    if others:
        if len(others) == 1 and len(pending) == 1:
            return SiblingChoice(tuple(others), True, model.rules["resolving-chains"])
        if len(others) == 1:
            return SiblingChoice(tuple(others), True, model.rules["counter-and-gambit-phases"],
                                 f"{res.label_of(others[0], pending)} comes next: Counter/Gambit phases are left for last")
        return SiblingChoice(tuple(others), False, model.rules["branches"])
    phases = sorted(pending, key=lambda k: res.nodes[k].phase["seq"])
    reason = ""
    if len(phases) > 1:
        reason = (f"{res.label_of(phases[0], pending)} comes next: Counter/Gambit phases go in the order "
                  "the damage was dealt")
    return SiblingChoice((phases[0],), True, model.rules["damage-order" if reason else "counter-and-gambit-phases"],
                         reason)


def begin_rule(model, res, node):
    """The rule an effect begins by: a first effect's, a phase's use, a branch's or a chain's."""
    if node.precedes is not None:
        return model.rules["first-effects"]
    if node.edge == "phase":
        return model.rules["phase-more-uses"]
    if node.parent is None:
        return None
    return model.rules["branches" if node.chosen else "resolving-chains"]


def first_effects(model, res, node):
    """"First" effects: a first effect that names an effect about to begin resolves (with its
    whole chain) before it; the effect it preceded then follows as if it were a when."""
    kind = facts.EFFECT_KIND.get(node) or (res.scenario.abilities[node.ability].kind if node.ability else node.kind)
    made = []
    for ability in res.scenario.abilities.values():
        if ability.timing != "first" or ability.on is None:
            continue
        if ability.on.effect != kind:
            continue
        if ability.on.by is not None:
            env = res.env(node)
            want = env.ref(ability.on.by) if ability.on.by not in ("this",) else ability.card
            if want != node.card:
                continue
        if not model.is_live(res, ability, None):
            continue
        first = res.new_node(
            base=ability.id, kind="first", label=ability.label, parent=node.parent, edge="first",
            ability=ability.id, card=ability.card, you=node.you, trigger=node.trigger, ops=ability.do,
            precedes=node.key, rule=model.rules["first-effects"],
        )
        res.step("trigger", f"{ability.label} goes first, before {node.label}",
                 rule=model.rules["first-effects"], effect=node)
        made.append(first.key)
    return made


def first_choice(model, res, node, pending):
    """"First" effects: several that go before one effect are the chooser's to order."""
    return SiblingChoice(tuple(pending), len(pending) == 1, model.rules["first-effects"])
