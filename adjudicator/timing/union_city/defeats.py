"""Effects of damage and Defeat: an enemy whose damage reaches its max stamina is defeated (to its trash,
its defeat effect following), a hero taken down (taken_down.py), each as a when effect.

Each function takes the model first, so a model laid over this one (the plain stack) keeps its own hooks.
"""
from adjudicator.timing import facts
from adjudicator.timing.union_city import state, taken_down

GONE_ZONES = ("trash", "destroyed", "removed", "taken-out")


def check_damage_thresholds(model, res, event):
    """Effects of damage: an enemy with damage at least its max stamina is defeated; a hero is
    taken down. Both are when effects of the effect in which the damage was taken."""
    target = event.get("target")
    if target not in res.entities:
        return
    props = res.entities[target]
    limit = props.get("max_stamina")
    if limit is None or (props.get("damage", 0) or 0) < limit or props.get("zone") in GONE_ZONES:
        return
    hero = model.is_hero(res, target)
    base = f"{'taken-down' if hero else 'defeat'}:{target}"
    pending = state.PENDING_TAKEN_DOWN if hero else facts.PENDING_DEFEAT
    if pending.get(res, target):
        return
    pending.set(res, target, True)
    by = event.get("source")
    if not (by and model.is_hero(res, by)):
        by = res.nodes[res.current].you if res.current is not None else res.current_player
    node = res.new_node(
        base=base, kind="taken-down" if hero else "defeat",
        label=f"{res.name(target)} is {'taken down' if hero else 'defeated'}",
        parent=res.current, edge="when", card=target, you=by,
        trigger=tuple(sorted((k, v) for k, v in event.items() if k != "causer")),
        rule=model.rules["hero-damage-threshold" if hero else "effects-of-damage"],
    )
    facts.mark_builtin_defeat(node, target, by)
    res.nodes[res.current].children.append(node.key)
    res.step("trigger", f"{res.name(target)} has damage {props['damage']} of {limit}: "
                        f"{'taken down' if hero else 'defeated'}, as a when effect",
             rule=model.rules["hero-damage-threshold" if hero else "effects-of-damage"])


def run_builtin(model, res, node):
    """The defeat or taking down a damage threshold queued (check_damage_thresholds)."""
    target = facts.DEFEAT_TARGET.get(node)
    if node.kind == "defeat":
        model.defeat(res, target, by=facts.DEFEAT_BY.get(node))
    elif node.kind == "taken-down":
        state.PENDING_TAKEN_DOWN.clear(res, target)
        taken_down.take_down(res, target)


def defeat(model, res, target, by=None):
    """Defeat: the enemy goes to its trash, and its defeat effect (a when effect) follows."""
    facts.PENDING_DEFEAT.clear(res, target)
    if res.entities[target].get("zone") in GONE_ZONES:
        res.step("note", f"{res.name(target)} has already left play", rule=model.rules["glossary"])
        return
    res.move(target, "trash", verb="defeated", extra={"target": target, "by": by})


def overcome(res, target, by=None):
    """Overcome: the card goes to its trash, as overcome (the event its overcome effect waits for)."""
    res.move(target, "trash", verb="overcome", extra={"target": target, "by": by})
