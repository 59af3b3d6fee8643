"""The built-in ops of the scenario format (scenario-format.md, "Ops"): each reader, handler and
the events it emits, defined together.

Each op's reader checks its fields (with the scenario checker `c`, which
records each problem with its path); its handler runs it against a resolution.
An op emits its events only when its amount is above zero: doing nothing
triggers nothing (each game's `doing-nothing` rule). What damage does once
dealt, what a defeat is, whether a cost can be paid, are the timing model's
(`res.model.deal_damage`, `.defeat`, `.can_pay` …).
"""
from adjudicator.engine import events as ev
from adjudicator.engine.choice import ChoicePoint
from adjudicator.engine.events import BUILTIN_EVENT_FIELDS
from adjudicator.engine.opdefs import OpDef, amount_of, entities_of, entity_of, pile_of, ref_of
from adjudicator.grammar import possessive, property_words
from adjudicator.scenario.readers import (
    read_amount,
    read_block,
    read_bool,
    read_cards,
    read_expr,
    read_fields,
    read_name,
    read_ops,
    read_ref,
    read_refs,
    read_text,
    read_zone,
)
from adjudicator.scenario.vocabulary import EVENT_RE, ID_RE, PROP_RE, SPECIAL_REFS, describe, suggest

# -- readers of the ops whose fields are more than a field map --------------------------------------

def read_resource_op(c, body, path):
    """gain / lose: `who`, exactly one resource with its amount, optional `as` to keep the actual amount."""
    if not c.keys(body, path, set(body) if isinstance(body, dict) else set(), ("who",)):
        return {}
    args = {"who": c.entity_ref(body["who"], f"{path}.who")} if "who" in body else {}
    resources = [k for k in body if k not in ("who", "as")]
    if len(resources) != 1:
        c.problem(path, f"name exactly one resource with its amount (e.g. heroism: 2); got {resources or 'none'}")
        return args
    res = resources[0]
    if not isinstance(res, str) or not PROP_RE.match(res):
        c.problem(f"{path}.{res}", "is not a resource name")
        return args
    args["resource"] = res
    args["amount"] = c.amount(body[res], f"{path}.{res}")
    if "as" in body:
        args["as"] = read_name(c, body["as"], f"{path}.as")
    return args


def read_draw_op(c, body, path):
    args = c.fields(body, path, {"who": (read_ref, True), "count": (read_amount, False), "cards": (read_cards, False),
                                 "as": (read_name, False)})
    if isinstance(body, dict) and ("count" in body) == ("cards" in body):
        c.problem(path, "needs exactly one of `count` (from the top of the deck) or `cards` (which cards)")
    return args


def read_emit_op(c, body, path):
    if not isinstance(body, dict) or "event" not in body:
        c.required(body, path, "event")
        return {}
    event = body["event"]
    if not isinstance(event, str) or not EVENT_RE.match(event):
        c.problem(f"{path}.event", f"expected an event name (lowercase letters, digits, '_', '-'), got {describe(event)}")
    args = {"event": event}
    for key, value in body.items():
        if key == "event":
            continue
        fpath = f"{path}.{key}"
        if not isinstance(key, str) or not PROP_RE.match(key):
            c.problem(fpath, "is not a field name")
        elif isinstance(value, str) and (value in SPECIAL_REFS or value in c.entities or value.startswith("trigger.")):
            args[key] = ("ref", c.entity_ref(value, fpath))
        elif isinstance(value, (bool, int, str)):
            args[key] = ("value", value)
        else:
            c.problem(fpath, f"expected an entity reference or a plain value, got {describe(value)}")
    return args


def read_choose_op(c, body, path):
    if not c.keys(body, path, {"options", "pick", "label"}, ("options",)):
        return {}
    options = body["options"]
    out = {}
    if not isinstance(options, dict) or not options:
        c.problem(f"{path}.options", "expected a mapping of option name to ops")
    else:
        for name, ops in options.items():
            if not isinstance(name, str) or not ID_RE.match(name):
                c.problem(f"{path}.options.{name}", "option names are ids")
                continue
            out[name] = c.ops(ops, f"{path}.options.{name}")
    pick = body.get("pick", next(iter(out), None))
    if pick != "explore" and (not isinstance(pick, str) or pick not in out):
        c.problem(f"{path}.pick", f"expected one of the options ({', '.join(out)}) or explore, got {pick!r}"
                                  f"{suggest(pick, [*out, 'explore'])}")
    label = c.text(body.get("label", "choice"), f"{path}.label", 200, one_line=True)
    return {"options": tuple(out.items()), "pick": pick, "label": label}


def read_set_op(c, body, path):
    return _read_set_fields(c, body, path)


def read_set_value(c, v, p):
    if isinstance(v, str) and not any(ch in v for ch in " +*()<>=.") and not v.isdigit():
        return ("text", v)
    return ("amount", c.amount(v, p))


# `set`'s fields, their schema's keys made once (read_fields): a sixth of the ops the checker reads are `set`s
_read_set_fields = read_fields({"target": (read_ref, True), "prop": (read_name, True), "value": (read_set_value, True)})


def read_gain_defense_op(c, body, path):
    if isinstance(body, dict):
        return c.fields(body, path, {"amount": (read_amount, True)})
    return {"amount": c.amount(body, path)}


def read_card_op(c, body, path):
    return c.fields(body, path, {"card": (read_ref, True)}, shorthand="card")


# -- handlers -------------------------------------------------------------------------------------

def deal_damage(res, node, args, op):
    targets = entities_of(res, node, args["to"], "to", op)
    source = ref_of(res, node, args["source"]) if args.get("source") else None
    critical = bool(args.get("critical", False))
    base = amount_of(res, node, args["amount"], op)
    if args.get("any_order") and len(targets) > 1:
        targets = res.order_of(targets, "damage-order", res.model.rule("damage-order"),
                               "the heroes choose the order the damage is dealt in")
    amounts = [res.compute("damage", base, {"target": t, "source": source, "critical": critical}) for t in targets]
    for target, amount in zip(targets, amounts, strict=True):
        damage(res, target, amount, source, critical)


def damage(res, target, amount, source, critical):
    """Damage dealt: nothing at all when the amount is zero (doing nothing triggers nothing)."""
    if amount <= 0:
        res.step("note", f"no damage is dealt to {res.name(target)} (amount {amount}): nothing triggers",
                 rule=res.model.rule("doing-nothing"))
        return
    res.model.deal_damage(res, target, amount, source, critical)


def assault(res, node, args, op):
    enemy = entity_of(res, node, args["by"], "by", op)
    targets = entities_of(res, node, args["target"], "target", op)
    fights = [res.compute("fight", res.entities[enemy].get("fight", 0) or 0, {"who": enemy, "target": t})
              for t in targets]
    critical = bool(args.get("critical", False))
    amounts = [res.compute("damage", f, {"target": t, "source": enemy, "critical": critical})
               for t, f in zip(targets, fights, strict=True)]
    for target, amount in zip(targets, amounts, strict=True):
        res.emit({"event": "assaults", "by": enemy, "target": target})
        damage(res, target, amount, enemy, critical)


def threaten(res, node, args, op):
    enemy = entity_of(res, node, args["by"], "by", op)
    target = entity_of(res, node, args["target"], "target", op)
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
    attacker = entity_of(res, node, args["by"], "by", op)
    target = entity_of(res, node, args["target"], "target", op)
    amount = res.compute("damage", amount_of(res, node, args["amount"], op),
                         {"target": target, "source": attacker, "critical": False, "attack": True})
    res.emit({"event": "attacked", "by": attacker, "target": target, "amount": amount})
    damage(res, target, amount, attacker, False)


def heal(res, node, args, op):
    target = entity_of(res, node, args["target"], "target", op)
    amount = res.compute("heal", amount_of(res, node, args["amount"], op), {"target": target, "card": node.card})
    props = res.entities[target]
    if props.get("zone") in ("trash", "destroyed", "removed"):
        res.step("note", f"{res.name(target)} is no longer in play: healing it does nothing",
                 rule=res.model.rule("triggers-affecting-damage"))
        return
    healed = max(0, min(amount, props.get("damage", 0) or 0))
    if healed <= 0:
        res.step("note", f"{res.name(target)} heals nothing", rule=res.model.rule("doing-nothing"))
        return
    props["damage"] = (props.get("damage", 0) or 0) - healed
    res.emit({"event": "healed", "target": target, "amount": healed})


def gain(res, node, args, op):
    who = entity_of(res, node, args["who"], "who", op)
    resource = args["resource"]
    amount = res.compute("gain", amount_of(res, node, args["amount"], op),
                         {"who": who, "resource": resource, "card": node.card})
    amount = max(0, amount)
    if args.get("as"):
        node.locals[args["as"]] = amount
    if amount == 0:
        res.step("note", f"{res.name(who)} gains no {resource}: that is not gaining",
                 rule=res.model.rule("doing-nothing"))
        return
    res.add(who, resource, amount)
    res.emit({"event": "gained", "who": who, "resource": resource, "amount": amount})


def lose(res, node, args, op):
    who = entity_of(res, node, args["who"], "who", op)
    resource = args["resource"]
    wanted = amount_of(res, node, args["amount"], op)
    have = res.entities[who].get(resource, 0) or 0
    amount = max(0, min(wanted, have))
    if args.get("as"):
        node.locals[args["as"]] = amount
    if amount == 0:
        res.step("note", f"{res.name(who)} has no {resource} to lose: nothing is lost",
                 rule=res.model.rule("doing-nothing"))
        return
    res.entities[who][resource] = have - amount
    res.emit({"event": "lost", "who": who, "resource": resource, "amount": amount})


def gain_defense(res, node, args, op):
    phase = res.model.open_phase(res, node)
    if phase is None:
        res.step("note", "defense gained outside a Counter/Gambit phase is lost",
                 rule=res.model.rule("counters-and-gambits"))
        return
    data = phase.phase
    amount = res.compute("defense", amount_of(res, node, args["amount"], op),
                         {"who": data["target"], "by": node.you, "source": data["source"], "card": node.card})
    if amount <= 0:
        res.step("note", "no defense is gained", rule=res.model.rule("doing-nothing"))
        return
    data["defense"] += amount
    res.emit({"event": "defense_gained", "who": node.you, "amount": amount, "against": data["target"]})


def move(res, node, args, op):
    """A card to another zone (or hero), or to another block of the board: moving to another block is
    a move (`moved` from block to block); to the block it is already on, nothing moves and nothing
    triggers (doing nothing triggers nothing: Invert Gravity's "a block in range 2" may be its own)."""
    card = entity_of(res, node, args["card"], "card", op)
    owner = entity_of(res, node, args["owner"], "owner", op) if args.get("owner") else None
    props = res.entities[card]
    block = tuple(args["block"]) if args.get("block") else None
    stays = props.get("zone") == args["to"] and (owner is None or owner == props.get("owner"))
    if block is None or not stays:
        if block is not None:
            props["block"] = block
        res.move(card, args["to"], owner=owner, block=block)
        return
    here = tuple(props["block"]) if props.get("block") is not None else None
    if here == block:
        res.step("note", f"{res.name(card)} is already on {_block(block)}: nothing moves, nothing triggers",
                 rule=res.model.rule("doing-nothing"))
        return
    props["block"] = block
    res.emit({"event": "moved", "card": card, "from": _block(here), "to": _block(block), "who": props.get("owner")})


def draw(res, node, args, op):
    who = entity_of(res, node, args["who"], "who", op)
    if args.get("cards"):
        cards = [entity_of(res, node, c, "cards", op) for c in args["cards"]]
        count = res.compute("draw", len(cards), {"who": who, "card": node.card})
        cards = cards[:max(0, count)]
    else:
        count = res.compute("draw", amount_of(res, node, args["count"], op, "count"), {"who": who, "card": node.card})
        deck = pile_of(res, who, "deck")
        if len(deck) < count and pile_of(res, who, "discard"):
            deck = deck + res.model.refill_deck(res, who)
        cards = deck[:max(0, count)]
    if args.get("as"):
        node.locals[args["as"]] = len(cards)
    if not cards:
        res.step("note", f"{res.name(who)} draws no cards", rule=res.model.rule("doing-nothing"))
        return
    for card in cards:
        res.move(card, "hand", verb="drawn", who=who)




def _verb_op(zone, verb, origin=None):
    """dismiss (from an active area), trash, destroy."""
    def run(res, node, args, op):
        card = entity_of(res, node, args["card"], "card", op)
        where = res.entities[card].get("zone")
        if origin and where != origin:
            # a card with no zone (one under another card, as Union City Alliance writes it) is "in no zone"
            found = f"in {res.zone_name(where)}" if where else "in no zone"
            res.step("note", f"{res.name(card)} is not in {res.zone_name(origin)} (it is {found}): nothing is {verb}",
                     rule=res.model.rule("doing-nothing"))
            return
        res.move(card, zone, verb=verb)
    return run


def discard(res, node, args, op):
    """A card to its discard pile from a zone the game discards from (`model.discard_from`: the hand
    everywhere; a card in play too where the rulebook discards it from play). From anywhere else
    nothing is discarded, and the step says how to write what was meant."""
    card = entity_of(res, node, args["card"], "card", op)
    where = res.entities[card].get("zone")
    allowed = res.model.discard_from
    if where not in allowed:
        said = res.zone_name(where) if where is not None else "no zone (the scenario writes none)"
        piles = " or ".join(res.zone_name(z) for z in allowed)
        res.step("note", f"{res.name(card)} is in {said}: nothing is discarded ({res.model.title} discards "
                         f"from {piles}; to put it on the discard pile{' from ' + said if where else ''} anyway, write "
                         f"`move: {{card: {card}, to: discard}}`)", rule=res.model.rule("doing-nothing"))
        return
    res.move(card, "discard", verb="discarded")


def play(res, node, args, op):
    card = entity_of(res, node, args["card"], "card", op)
    to = args.get("to") or "board"
    on = ref_of(res, node, args["on"]) if args.get("on") else None
    if on:
        res.entities[card]["on"] = on
    if args.get("block"):
        res.entities[card]["block"] = args["block"]
    res.move(card, to, verb="played", who=node.you, extra={"to": to, **({"on": on} if on else {})})


def defeat(res, node, args, op):
    target = entity_of(res, node, args["target"], "target", op)
    res.model.defeat(res, target, by=node.you)


def overcome(res, node, args, op):
    target = entity_of(res, node, args["target"], "target", op)
    res.model.overcome(res, target, by=node.you)


def emit(res, node, args, op):
    event = {"event": args["event"]}
    event.update(dict.fromkeys(BUILTIN_EVENT_FIELDS.get(args["event"], ())))  # a built-in event's fields, even if not given
    for key, (kind, value) in ((k, v) for k, v in args.items() if k != "event"):
        event[key] = ref_of(res, node, value) if kind == "ref" else value
    res.emit(event)


def say(res, node, args, op):
    res.step("note", args)


def if_op(res, node, args, op):
    result = res.evaluate(args["cond"], res.env(node), f"{op.path}.cond", as_bool=True)
    branch = args["then"] if result else args.get("else", ())
    then = ("so what follows “then” happens" if args["then"] else "") if result else \
        ("so what follows “else” happens" if args.get("else") else "so what follows it does not happen")
    res.step("note", f"the condition `{args['cond'].source}` {'holds' if result else 'does not hold'} now"
                     + (f", {then}" if then else ""), rule=res.model.rule("resolving-effects"))
    if branch:
        node.frames.append([branch, 0])


def cost(res, node, args, op):
    unpaid = [p for p in args["pay"] if not res.model.can_pay(res, node, p)]
    if unpaid:
        reasons = [why for why in (res.model.why_unpaid(res, node, p) for p in unpaid) if why]
        res.step("note", f"the cost ({', '.join(p.name for p in unpaid)}) cannot be paid in full"
                         f"{' (' + '; '.join(reasons) + ')' if reasons else ''}, "
                         "so what it pays for does not happen", rule=res.model.rule("costs"))
        return
    res.step("note", "the cost can be paid: pay it, then the rest happens", rule=res.model.rule("costs"))
    node.frames.append([args["then"], 0])
    node.frames.append([args["pay"], 0])


def choose(res, node, args, op):
    names = tuple(name for name, _ in args["options"])
    pick = args["pick"]
    if pick == "explore" and res.policy.explores_choices:
        group_of = tuple(range(len(names)))
        point = ChoicePoint("choose", names, group_of, res.model.rule("making-choices"),
                            node.id or node.base, names)
        index = res.decide(point)
        pick = names[index]
        res.decisions.append(("choose", f"{args['label']}: {pick}"))
    elif pick == "explore":
        pick = names[0]
    res.step("choice", f"{args['label']}: {pick}", rule=res.model.rule("making-choices"))
    ops = dict(args["options"])[pick]
    if ops:
        node.frames.append([ops, 0])


def set_op(res, node, args, op):
    target = entity_of(res, node, args["target"], "target", op)
    kind, value = args["value"]
    if kind == "amount":
        value = amount_of(res, node, value, op, "value")
    res.entities[target][args["prop"]] = value
    said = res.name(value) if kind == "text" and value in res.entities else value  # a place, a card: its name
    res.step("op", f"{possessive(res.name(target))} {property_words(args['prop'])} is now {said}")


DAMAGE = (ev.DAMAGE_DEALT, ev.DAMAGE_TAKEN)
CARD_MOVES = (ev.MOVED,)

BUILTIN_OPS = (
    OpDef("deal_damage", read_fields({"to": (read_refs, True), "amount": (read_amount, True),
                                      "source": (read_ref, False), "critical": (read_bool, False),
                                      "any_order": (read_bool, False)}),
          deal_damage, DAMAGE,
          doc="deal damage to one or more characters (from a source, or unsourced)",
          example={"deal_damage": {"to": "enemy", "amount": 2, "source": "you"}}),
    OpDef("assault", read_fields({"by": (read_ref, True), "target": (read_refs, True), "critical": (read_bool, False)}),
          assault, (ev.ASSAULTS,) + DAMAGE,
          doc="an enemy deals its fight as damage to a hero",
          example={"assault": {"by": "enemy", "target": "you"}}),
    OpDef("threaten", read_fields({"by": (read_ref, True), "target": (read_ref, True), "move": (read_bool, False),
                                   "to": (read_block, False), "critical": (read_bool, False)}),
          threaten, (ev.THREATENS, ev.MOVED, ev.ASSAULTS) + DAMAGE,
          doc="an enemy threatens a hero: it moves to the hero's block, then assaults",
          example={"threaten": {"by": "enemy", "target": "you"}}),
    OpDef("attack", read_fields({"by": (read_ref, True), "target": (read_ref, True), "amount": (read_amount, True)}),
          attack, (ev.ATTACKED,) + DAMAGE,
          doc="a character attacks another for an amount of damage",
          example={"attack": {"by": "enemy", "target": "you", "amount": 2}}),
    OpDef("heal", read_fields({"target": (read_ref, True), "amount": (read_amount, True)}), heal, (ev.HEALED,),
          doc="remove damage from a character",
          example={"heal": {"target": "you", "amount": 1}}),
    OpDef("gain", read_resource_op, gain, (ev.GAINED,),
          doc="a player gains an amount of one resource",
          example={"gain": {"who": "you", "heroism": 1}}),
    OpDef("lose", read_resource_op, lose, (ev.LOST,),
          doc="a player loses an amount of one resource (as much as they have)",
          example={"lose": {"who": "you", "heroism": 1}}),
    OpDef("gain_defense", read_gain_defense_op, gain_defense, (ev.DEFENSE_GAINED,),
          doc="gain defense against the damage of the open Counter/Gambit phase",
          example={"gain_defense": 2}),
    OpDef("move", read_fields({"card": (read_ref, True), "to": (read_zone, True), "owner": (read_ref, False),
                               "block": (read_block, False)}),
          move, (ev.MOVED,),
          doc="move a card to a zone (or another player's zone)",
          example={"move": {"card": "card", "to": "discard"}}),
    OpDef("draw", read_draw_op, draw, (ev.MOVED, ev.DRAWN),
          doc="a player draws cards from the top of their deck, or the cards named",
          example={"draw": {"who": "you", "count": 1}}),
    OpDef("discard", read_card_op, discard, (ev.MOVED, ev.DISCARDED),
          doc="discard a card from hand",
          example={"discard": "card"}),
    OpDef("dismiss", read_card_op, _verb_op("discard", "dismissed", "active"), (ev.MOVED, ev.DISMISSED),
          doc="dismiss a card from the active area",
          example={"dismiss": "card"}),
    OpDef("trash", read_card_op, _verb_op("trash", "trashed"), (ev.MOVED, ev.TRASHED),
          doc="trash a card",
          example={"trash": "card"}),
    OpDef("destroy", read_card_op, _verb_op("destroyed", "destroyed"), (ev.MOVED, ev.DESTROYED),
          doc="destroy a card",
          example={"destroy": "card"}),
    OpDef("play", read_fields({"card": (read_ref, True), "to": (read_zone, False), "on": (read_ref, False),
                               "block": (read_block, False)}),
          play, (ev.MOVED, ev.PLAYED),
          doc="play a card (to the board unless `to` says otherwise)",
          example={"play": {"card": "card"}}),
    OpDef("defeat", read_fields({"target": (read_ref, True)}, shorthand="target"), defeat, (ev.DEFEATED,),
          doc="defeat an enemy",
          example={"defeat": "enemy"}),
    OpDef("overcome", read_fields({"target": (read_ref, True)}, shorthand="target"), overcome, (ev.OVERCOME,),
          doc="overcome a challenge",
          example={"overcome": "enemy"}),
    OpDef("emit", read_emit_op, emit,
          doc="an event of the scenario's own, with its fields, for abilities to listen for",
          example={"emit": {"event": "alarm-raised", "who": "you"}}),
    OpDef("say", read_text, say,
          doc="a step of narration: nothing happens",
          example={"say": "The villain laughs."}),
    OpDef("if", read_fields({"cond": (read_expr, True), "then": (read_ops, True), "else": (read_ops, False)}), if_op,
          doc="do one thing or another by a condition checked when it resolves",
          example={"if": {"cond": "enemy.damage >= 1", "then": [{"say": "hurt"}], "else": [{"say": "unhurt"}]}}),
    OpDef("cost", read_fields({"pay": (read_ops, True), "then": (read_ops, True)}), cost,
          doc='"X to Y": Y happens only if every op of X can be done in full',
          example={"cost": {"pay": [{"discard": "card"}], "then": [{"draw": {"who": "you", "count": 1}}]}}),
    OpDef("choose", read_choose_op, choose,
          doc="a choice inside an effect: the option picked, or every option explored",
          example={"choose": {"label": "draw or heal", "options": {"draw": [{"draw": {"who": "you", "count": 1}}], "heal": [{"heal": {"target": "you", "amount": 1}}]}}}),
    OpDef("set", read_set_op, set_op,
          doc="set a property of an entity (a number, or a word)",
          example={"set": {"target": "enemy", "prop": "marked", "value": 1}}),
)
BUILTIN = {op.name: op for op in BUILTIN_OPS}
