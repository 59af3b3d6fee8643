"""Dealing Damage and Counter and Gambit phases: damage dealt to an enemy is placed on it; damage dealt
to a hero opens a phase in which heroes use counters and gambits, and what defense did not remove is
taken when it ends.

Each function takes the model first, so a model laid over this one (the plain stack) keeps its own hooks.
"""
from adjudicator.grammar import possessive

AREAS = {"hand": "its hero's hand", "active": "its hero's active area"}  # Counters and Gambits' words



def deal_damage(model, res, target, amount, source, critical):
    """Dealing Damage: damage dealt to an enemy is simply placed on it; damage dealt to a hero
    begins a Counter/Gambit phase (a when effect). Damage dealt to a hero during a phase opens
    a new phase after the current one has ended and its damage was taken, as its when effect."""
    if model.is_hero(res, target) and res.entities.get(target, {}).get("taken_out"):
        res.step("note", f"{res.name(target)} is taken out: the {amount} damage does not affect them",
                 rule=model.rules["taken-out-not-affected"])
        return
    res.emit({"event": "damage_dealt", "target": target, "source": source, "amount": amount,
              "critical": critical})
    if not model.is_hero(res, target):
        model.place_damage(res, target, amount, source, critical)
        return
    home, where, rule = model.phase_waits(res, res.nodes[res.current])
    res.seq += 1
    node = res.new_node(
        base=f"cg:{target}", kind="phase", label=f"Counter/Gambit phase for {res.name(target)}",
        parent=home, edge="when", you=target,
        trigger=(("amount", amount), ("critical", critical), ("source", source), ("target", target)),
        rule=model.rules["counter-and-gambit-phases"],
    )
    node.phase = {"target": target, "source": source, "amount": amount, "critical": critical,
                  "defense": 0, "used": [], "seq": res.seq, "opened": False}
    res.nodes[home].children.append(node.key)
    res.step("trigger", f"damage dealt to {res.name(target)} begins a Counter/Gambit phase ({where})", rule=rule)


def phase_waits(model, res, current):
    """Counter and Gambit phases: a phase is left for last among its siblings; damage dealt during a
    phase opens a new one after the current phase has ended."""
    open_phase = model.open_phase(res, current)
    if open_phase is not None:
        return open_phase.key, "after the current phase", model.rules["damage-in-a-phase"]
    return current.key, "left for last among its siblings", model.rules["counter-and-gambit-phases"]


def place_damage(model, res, target, amount, source, critical):
    """Damage dealt and damage taken: what is placed may be less than what was dealt."""
    taken = max(0, res.compute("damage_taken", amount, {"target": target, "source": source, "critical": critical}))
    if taken <= 0:
        res.step("note", f"{res.name(target)} takes no damage", rule=model.rules["doing-nothing"])
        return
    props = res.entities[target]
    props["damage"] = (props.get("damage", 0) or 0) + taken
    res.emit({"event": "damage_taken", "target": target, "source": source, "amount": taken,
              "critical": critical})


def open_phase(res, node):
    """The innermost Counter/Gambit phase still open around `node`, if any."""
    cursor = node
    while cursor is not None:
        if cursor.phase is not None and cursor.status == "running" and not cursor.phase.get("ended"):
            return cursor
        cursor = res.nodes[cursor.parent] if cursor.parent is not None else None
    return None


def run_phase(model, res, node):
    """Counter and Gambit phases: heroes use counters (from hand) and gambits (from the active
    area) in range, each card once per damage, one after another, each with its whole chain
    before the next — so a card drawn during the phase can be used in it."""
    data = node.phase
    if not data["opened"]:
        data["opened"] = True
        crit = " critical" if data["critical"] else ""
        source = f" from {res.name(data['source'])}" if data["source"] else " (unsourced)"
        res.step("phase", f"Counter/Gambit phase begins: {data['amount']}{crit} damage dealt to "
                          f"{res.name(data['target'])}{source}", rule=model.rules["phase-opens"],
                 effect=node)
    for aid in res.scenario.choices.counters:
        if aid in data["used"]:
            continue
        ability = res.scenario.abilities[aid]
        reason = _unusable(model, res, ability, data)
        if reason:
            continue
        data["used"].append(aid)
        user = model.owner_or_you(res, ability.card) or res.current_player
        counter = res.new_node(
            base=ability.id, kind=ability.timing, label=ability.label, parent=node.key, edge="phase",
            ability=ability.id, card=ability.card, you=user, trigger=node.trigger, ops=ability.do,
            rule=model.rules["phase-more-uses"],
        )
        res.step("phase", f"{res.name(user)} uses the {ability.timing} of "
                          f"{res.card_and_ability(ability.card, ability.label, user)}",
                 rule=model.rules["counters-and-gambits"], effect=node)
        return counter.key
    return None


def _unusable(model, res, ability, data):
    """Why a counter/gambit cannot be used now (None if it can): a reason and the rule that gives it, with
    the words a step says it in (a card gone from its zone after its counter was used is not said again)."""
    card = res.entities.get(ability.card, {})
    zones = ability.zones or (card.get("zone"),)
    if card.get("zone") not in zones:
        if any(n.ability == ability.id for n in res.nodes):
            return "not in its zone"  # used earlier, its card gone: said by the step of its use
        return ("counters-and-gambits", f"its card is not in {' or '.join(AREAS.get(z, res.zone_name(z)) for z in zones)}")
    user = model.owner_or_you(res, ability.card)
    target = res.name(data["target"])
    if user and res.entities.get(user, {}).get("taken_out"):
        return ("while-taken-down", f"{res.name(user)} is taken out and cannot use counters or gambits")
    if ability.range == "self":
        if user in (None, data["target"]):
            return None
        return ("self-counter", f"it says Self and is {possessive(res.name(user))}, not {possessive(target)}, "
                                "who is being dealt the damage")
    here, there = res.entities.get(user, {}).get("block"), res.entities.get(data["target"], {}).get("block")
    if here is None or there is None:
        return None  # positions not modelled: the scenario says it may be used
    distance = abs(here[0] - there[0]) + abs(here[1] - there[1])
    if distance <= ability.range:
        return None
    return ("range-counter", f"it has Range {ability.range} and {target} is at range {distance} from "
                             f"{res.name(user)}")


def _say_unused(model, res, phase):
    """As the phase ends, a step for each counter/gambit the players chose that was not used in it, saying
    why it could not answer this damage (said at the end: a card drawn or a hero moved during the phase may
    make one usable later in it)."""
    for aid in res.scenario.choices.counters:
        if aid in phase.phase["used"]:
            continue
        ability = res.scenario.abilities[aid]
        reason = _unusable(model, res, ability, phase.phase)
        if not isinstance(reason, tuple):
            continue
        rule_name, why = reason
        res.step("note", f"{possessive(res.name(ability.card))} {ability.timing} cannot answer this damage: {why}; "
                         "it is not used and the card stays where it is", rule=model.rules[rule_name], effect=phase)


def end_phase(model, res, node):
    """When the phase ends, the damage not removed by defense is taken (critical damage ignores
    defense). Affecting the source of damage afterwards changes nothing: it was dealt."""
    data = node.phase
    _say_unused(model, res, node)
    data["ended"] = True
    left = data["amount"] if data["critical"] else max(0, data["amount"] - data["defense"])
    note = " (critical: defense does not reduce it)" if data["critical"] and data["defense"] else ""
    res.step("phase", f"Counter/Gambit phase ends: {data['amount']} dealt, {data['defense']} defense, "
                      f"{left} left to take{note}", rule=model.rules["critical" if note else "phase-ends"],
             effect=node)
    if left <= 0:
        res.step("note", f"{res.name(data['target'])} takes no damage, so nothing about taking damage "
                         "triggers", rule=model.rules["doing-nothing"], effect=node)
        return
    model.place_damage(res, data["target"], left, data["source"], data["critical"])
