"""The ops an effect runs, each emitting its events (only when its amount is above zero).

Every value an op needs is computed (and every choice made) before it changes
anything, so an op stopped for a decision can simply be run again.
"""
from adjudicator.errors import ResolutionStopped
from adjudicator.scenario.vocabulary import EVENT_FIELDS

RESOURCE_ZONES = {"discard": "hand", "dismiss": "active"}


class NothingThere(Exception):
    """An op's entity comes from the trigger (e.g. `trigger.source`) and there is none: the op is wasted."""


def run_op(res, node, op):
    handler = res.model.op_handlers().get(op.name) or OPS.get(op.name)
    if handler is None:
        raise ResolutionStopped(f"error: {res.model.slug} cannot run op {op.name!r} ({op.path})", "error")
    try:
        handler(res, node, op.args, op)
    except NothingThere as exc:
        rule = res.model.rules.get("sources-of-damage" if "source" in str(exc) else "doing-nothing")
        res.step("note", f"{op.name}: {exc} — that part is wasted", rule=rule)


def _env(res, node):
    return res.env(node)


def _ref(res, node, value):
    return _env(res, node).ref(value)


def _entity(res, node, value, field, op):
    entity = _ref(res, node, value)
    if entity is None and isinstance(value, str) and value.startswith(("trigger.", "result.")):
        raise NothingThere(f"{value} is nobody here (the {value.split('.', 1)[1]} is unknown)")
    if entity is None or entity not in res.entities:
        raise ResolutionStopped(f"error: {op.path}.{field}: {value!r} does not name an entity here", "error")
    return entity


def _targets(res, node, value, field, op):
    values = value if isinstance(value, tuple) else (value,)
    return [_entity(res, node, v, field, op) for v in values]


def _amount(res, node, value, op, field="amount"):
    return res.evaluate(value, _env(res, node), f"{op.path}.{field}")


def deal_damage(res, node, args, op):
    targets = _targets(res, node, args["to"], "to", op)
    source = _ref(res, node, args["source"]) if args.get("source") else None
    critical = bool(args.get("critical", False))
    base = _amount(res, node, args["amount"], op)
    if args.get("any_order") and len(targets) > 1:
        targets = res.order_of(targets, "damage-order", res.model.rules.get("damage-order"),
                               "the heroes choose the order the damage is dealt in")
    amounts = [res.compute("damage", base, {"target": t, "source": source, "critical": critical}) for t in targets]
    for target, amount in zip(targets, amounts):
        damage(res, target, amount, source, critical)


def damage(res, target, amount, source, critical):
    """Damage dealt: nothing at all when the amount is zero (doing nothing triggers nothing)."""
    if amount <= 0:
        res.step("note", f"no damage is dealt to {res.name(target)} (amount {amount}): nothing triggers",
                 rule=res.model.rules.get("doing-nothing"))
        return
    res.model.deal_damage(res, target, amount, source, critical)


def assault(res, node, args, op):
    enemy = _entity(res, node, args["by"], "by", op)
    targets = _targets(res, node, args["target"], "target", op)
    fights = [res.compute("fight", res.entities[enemy].get("fight", 0) or 0, {"who": enemy, "target": t})
              for t in targets]
    critical = bool(args.get("critical", False))
    amounts = [res.compute("damage", f, {"target": t, "source": enemy, "critical": critical})
               for t, f in zip(targets, fights)]
    for target, amount in zip(targets, amounts):
        res.emit({"event": "assaults", "by": enemy, "target": target})
        damage(res, target, amount, enemy, critical)


def threaten(res, node, args, op):
    enemy = _entity(res, node, args["by"], "by", op)
    target = _entity(res, node, args["target"], "target", op)
    critical = bool(args.get("critical", False))
    fight = res.compute("fight", res.entities[enemy].get("fight", 0) or 0, {"who": enemy, "target": target})
    amount = res.compute("damage", fight, {"target": target, "source": enemy, "critical": critical})
    res.emit({"event": "threatens", "by": enemy, "target": target})
    destination = args.get("to") or res.entities[target].get("block")
    if args.get("move", True) and destination is not None:
        here = res.entities[enemy].get("block")
        if here != destination:
            res.entities[enemy]["block"] = destination
            res.emit({"event": "moved", "card": enemy, "from": _block(here), "to": _block(destination),
                      "who": enemy})
    res.emit({"event": "assaults", "by": enemy, "target": target})
    damage(res, target, amount, enemy, critical)


def _block(value):
    return "space" if value is None else f"block {value[0]},{value[1]}"


def attack(res, node, args, op):
    attacker = _entity(res, node, args["by"], "by", op)
    target = _entity(res, node, args["target"], "target", op)
    amount = res.compute("damage", _amount(res, node, args["amount"], op),
                         {"target": target, "source": attacker, "critical": False})
    res.emit({"event": "attacked", "by": attacker, "target": target, "amount": amount})
    damage(res, target, amount, attacker, False)


def heal(res, node, args, op):
    target = _entity(res, node, args["target"], "target", op)
    amount = res.compute("heal", _amount(res, node, args["amount"], op), {"target": target, "card": node.card})
    props = res.entities[target]
    if props.get("zone") in ("trash", "destroyed", "removed"):
        res.step("note", f"{res.name(target)} is no longer in play: healing it does nothing",
                 rule=res.model.rules.get("triggers-affecting-damage"))
        return
    healed = max(0, min(amount, props.get("damage", 0) or 0))
    if healed <= 0:
        res.step("note", f"{res.name(target)} heals nothing", rule=res.model.rules.get("doing-nothing"))
        return
    props["damage"] = (props.get("damage", 0) or 0) - healed
    res.emit({"event": "healed", "target": target, "amount": healed})


def gain(res, node, args, op):
    who = _entity(res, node, args["who"], "who", op)
    resource = args["resource"]
    amount = res.compute("gain", _amount(res, node, args["amount"], op),
                         {"who": who, "resource": resource, "card": node.card})
    amount = max(0, amount)
    if args.get("as"):
        node.locals[args["as"]] = amount
    if amount == 0:
        res.step("note", f"{res.name(who)} gains no {resource}: that is not gaining",
                 rule=res.model.rules.get("doing-nothing"))
        return
    res.entities[who][resource] = (res.entities[who].get(resource, 0) or 0) + amount
    res.emit({"event": "gained", "who": who, "resource": resource, "amount": amount})


def lose(res, node, args, op):
    who = _entity(res, node, args["who"], "who", op)
    resource = args["resource"]
    wanted = _amount(res, node, args["amount"], op)
    have = res.entities[who].get(resource, 0) or 0
    amount = max(0, min(wanted, have))
    if args.get("as"):
        node.locals[args["as"]] = amount
    if amount == 0:
        res.step("note", f"{res.name(who)} has no {resource} to lose: nothing is lost",
                 rule=res.model.rules.get("doing-nothing"))
        return
    res.entities[who][resource] = have - amount
    res.emit({"event": "lost", "who": who, "resource": resource, "amount": amount})


def gain_defense(res, node, args, op):
    phase = res.model.open_phase(res, node)
    if phase is None:
        res.step("note", "defense gained outside a Counter/Gambit phase is lost",
                 rule=res.model.rules.get("counters-and-gambits"))
        return
    data = phase.phase
    amount = res.compute("defense", _amount(res, node, args["amount"], op),
                         {"who": data["target"], "by": node.you, "source": data["source"], "card": node.card})
    if amount <= 0:
        res.step("note", "no defense is gained", rule=res.model.rules.get("doing-nothing"))
        return
    data["defense"] += amount
    res.emit({"event": "defense_gained", "who": node.you, "amount": amount, "against": data["target"]})


def move(res, node, args, op):
    card = _entity(res, node, args["card"], "card", op)
    owner = _entity(res, node, args["owner"], "owner", op) if args.get("owner") else None
    if args.get("block"):
        res.entities[card]["block"] = args["block"]
    res.move(card, args["to"], owner=owner)


def draw(res, node, args, op):
    who = _entity(res, node, args["who"], "who", op)
    if args.get("cards"):
        cards = [_entity(res, node, c, "cards", op) for c in args["cards"]]
        count = res.compute("draw", len(cards), {"who": who, "card": node.card})
        cards = cards[:max(0, count)]
    else:
        count = res.compute("draw", _amount(res, node, args["count"], op, "count"), {"who": who, "card": node.card})
        deck = _pile(res, who, "deck")
        if len(deck) < count and _pile(res, who, "discard"):
            deck = deck + res.model.refill_deck(res, who)
        cards = deck[:max(0, count)]
    if args.get("as"):
        node.locals[args["as"]] = len(cards)
    if not cards:
        res.step("note", f"{res.name(who)} draws no cards", rule=res.model.rules.get("doing-nothing"))
        return
    for card in cards:
        res.move(card, "hand", verb="drawn", who=who)


def _pile(res, who, zone):
    """A hero's cards in a zone, top first (by `position`, then id)."""
    return sorted((c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == zone),
                  key=lambda c: (res.entities[c].get("position") or 10**6, c))


def discard_into_deck(res, who):
    """A hero's discard pile becomes the bottom of the deck (a shuffle whose order is not modelled: by id)."""
    pile = sorted(c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == "discard")
    for position, card in enumerate(pile, start=1):
        res.entities[card]["zone"] = "deck"
        res.entities[card]["position"] = 1000 + position
    return pile


def _verb_op(zone, verb, origin=None):
    """discard (from a hand), dismiss (from an active area), trash, destroy."""
    def run(res, node, args, op):
        card = _entity(res, node, args["card"], "card", op)
        where = res.entities[card].get("zone")
        if origin and where != origin:
            res.step("note", f"{res.name(card)} is not in {origin} (it is in {where}): nothing is {verb}",
                     rule=res.model.rules.get("doing-nothing"))
            return
        res.move(card, zone, verb=verb)
    return run


def play(res, node, args, op):
    card = _entity(res, node, args["card"], "card", op)
    to = args.get("to") or "board"
    on = _ref(res, node, args["on"]) if args.get("on") else None
    if on:
        res.entities[card]["on"] = on
    if args.get("block"):
        res.entities[card]["block"] = args["block"]
    res.move(card, to, verb="played", who=node.you, extra={"to": to, **({"on": on} if on else {})})


def defeat(res, node, args, op):
    target = _entity(res, node, args["target"], "target", op)
    res.model.defeat(res, target, by=node.you)


def overcome(res, node, args, op):
    target = _entity(res, node, args["target"], "target", op)
    res.model.overcome(res, target, by=node.you)


def emit(res, node, args, op):
    event = {"event": args["event"]}
    event.update(dict.fromkeys(EVENT_FIELDS.get(args["event"], ())))  # a built-in event's fields, even if not given
    for key, (kind, value) in ((k, v) for k, v in args.items() if k != "event"):
        event[key] = _ref(res, node, value) if kind == "ref" else value
    res.emit(event)


def say(res, node, args, op):
    res.step("note", args)


def if_op(res, node, args, op):
    result = res.evaluate(args["cond"], _env(res, node), f"{op.path}.cond", as_bool=True)
    branch = args["then"] if result else args.get("else", ())
    res.step("note", f"if {args['cond'].source}: {'yes' if result else 'no'}",
             rule=res.model.rules.get("resolving-effects"))
    if branch:
        node.frames.append([branch, 0])


def cost(res, node, args, op):
    unpaid = [p for p in args["pay"] if not res.model.can_pay(res, node, p)]
    if unpaid:
        res.step("note", f"the cost ({', '.join(p.name for p in unpaid)}) cannot be paid in full, "
                         "so what it pays for does not happen", rule=res.model.rules.get("costs"))
        return
    res.step("note", "the cost can be paid: pay it, then the rest happens", rule=res.model.rules.get("costs"))
    node.frames.append([args["then"], 0])
    node.frames.append([args["pay"], 0])


def choose(res, node, args, op):
    from adjudicator.engine.resolution import ChoicePoint

    names = tuple(name for name, _ in args["options"])
    pick = args["pick"]
    if pick == "explore" and res.policy.explores_choices:
        group_of = tuple(range(len(names)))
        point = ChoicePoint("choose", names, group_of, res.model.rules.get("making-choices"),
                            node.id or node.base, names)
        index = res.decide(point)
        pick = names[index]
        res.decisions.append(("choose", f"{args['label']}: {pick}"))
    elif pick == "explore":
        pick = names[0]
    res.step("choice", f"{args['label']}: {pick}", rule=res.model.rules.get("making-choices"))
    ops = dict(args["options"])[pick]
    if ops:
        node.frames.append([ops, 0])


def set_op(res, node, args, op):
    target = _entity(res, node, args["target"], "target", op)
    kind, value = args["value"]
    if kind == "amount":
        value = _amount(res, node, value, op, "value")
    res.entities[target][args["prop"]] = value
    res.step("op", f"{res.name(target)}'s {args['prop']} is now {value}")


OPS = {
    "deal_damage": deal_damage,
    "assault": assault,
    "threaten": threaten,
    "attack": attack,
    "heal": heal,
    "gain": gain,
    "lose": lose,
    "gain_defense": gain_defense,
    "move": move,
    "draw": draw,
    "discard": _verb_op("discard", "discarded", "hand"),
    "dismiss": _verb_op("discard", "dismissed", "active"),
    "trash": _verb_op("trash", "trashed"),
    "destroy": _verb_op("destroyed", "destroyed"),
    "play": play,
    "defeat": defeat,
    "overcome": overcome,
    "emit": emit,
    "say": say,
    "if": if_op,
    "cost": cost,
    "choose": choose,
    "set": set_op,
}
