"""The Marvel Skirmish ops: what they do to the board and the events they emit.

The rules they rest on (what an attack does, when a card is defeated, which
effects trigger) are the model's (model.py); these handlers move cards and
tokens and call the model's rule methods. Documented in docs/ops-marvel-skirmish.md.
Each op computes everything it needs before it changes anything.
"""
from adjudicator.engine import events as ev
from adjudicator.engine.events import EventDef
from adjudicator.engine.opdefs import OpDef, amount_of, entity_of, ref_of
from adjudicator.errors import ResolutionStopped
from adjudicator.scenario.model import Op
from adjudicator.timing.skirmish import board
from adjudicator.timing.skirmish.readers import READERS


def stop(op, field, message):
    """A scenario that asks for something the board does not allow: a clear error with the op's path."""
    raise ResolutionStopped(f"error: {op.path}.{field}: {message}", "error")


def place(res, node, args, op):
    """Put a card in an empty slot (or under a hero), then emit moved + played: its immediate effect follows."""
    card = entity_of(res, node, args["card"], "card", op)
    props = res.entities[card]
    name = res.name(card)
    if props.get("zone") == "board":
        stop(op, "card", f"{name} is already on the board")
    if args.get("max_cost") is not None:
        limit = amount_of(res, node, args["max_cost"], op, "max_cost")
        if board.number(props, "cost") > limit:
            stop(op, "card", f"{name}'s printed cost is {board.number(props, 'cost')} cards; "
                             f"this effect only plays a card costing at most {limit}")
    host = entity_of(res, node, args["under"], "under", op) if args.get("under") else None
    if host:
        if not board.in_play(res, host) or board.host_of(res, host):
            stop(op, "under", f"{res.name(host)} is not a card in its own slot on the board")
        slot, side = res.entities[host]["slot"], board.side_of(res, host)
    else:
        slot = args["slot"]
        side = entity_of(res, node, args["side"], "side", op) if args.get("side") else None
        side = side or node.you or board.side_of(res, card)
        occupant = board.card_in(res, slot, side)
        if occupant:
            stop(op, "slot", f"slot {slot} on the {side} side already holds {res.name(occupant)}: each slot holds "
                             "one card")
    immediate = args.get("immediate", True)
    props.update(side=side)
    if host:
        props["under"] = host
        props.pop("slot", None)
        where = f"under {res.name(host)} in slot {slot}"
    else:
        props["slot"] = slot
        where = f"in slot {slot}"
    res.step("op", f"{name} is placed {where} ({board.location_name(res, slot)}) on the {side} side"
             + ("" if immediate else "; its immediate effect is not carried out"))
    extra = {"to": "board", "slot": slot, "side": side, "immediate": immediate}
    if host:
        extra["on"] = host
    res.move(card, "board", verb="played", who=node.you or side, extra=extra)


def attack_phase(res, node, args, op):
    """Phase II: every card of the side attacks in turn; the turns are internal ops, one slot at a time."""
    side = entity_of(res, node, args["who"], "who", op)
    for key in [k for k in res.flags if k.startswith(("attacked:", "attack-effect:"))]:
        del res.flags[key]
    res.step("phase", f"attack phase of {res.name(side)}: every card with strength 1 or more attacks, one after "
                      "the other, from the Manhattan edge", rule=res.model.rules["attack-phase"])
    node.frames.append([(next_attack_op(side, 0),), 0])
    res.emit({"event": "phase_started", "phase": "attack", "who": side})


def next_attack_op(side, after):
    return Op("_next_attack", {"side": side, "after": after}, f"skirmish:next-attack:{side}:{after}")


def next_attack(res, node, args, op):
    """The next slot (further from the Manhattan edge than the last one) holding a card of the side."""
    side, after = args["side"], args["after"]
    waiting = [c for c in board.top_cards(res, side)
               if board.slot_order(res, res.entities[c]["slot"]) > after]
    if not waiting:
        res.step("phase", f"attack phase of {res.name(side)} ends: no slot is left",
                 rule=res.model.rules["attack-phase"])
        return
    card = waiting[0]
    order = board.slot_order(res, res.entities[card]["slot"])
    node.frames.append([(next_attack_op(side, order),), 0])
    res.model.slot_turn(res, card)


def strike(res, node, args, op):
    """An attack node's first op: damage to the defender, or the location bonus."""
    res.model.strike(res, node, args["card"], args["bonus"])


def after_attack(res, node, args, op):
    """An attack node's second op: the attack is over (its defeats checked); attack effects now."""
    res.model.attack_over(res, node, args["card"])


def attack_with(res, node, args, op):
    """M.O.D.O.K. or Taskmaster: a card carries out an attack now, as if its slot were up."""
    card = entity_of(res, node, args["card"], "card", op)
    if not board.in_play(res, card) or board.host_of(res, card):
        res.step("note", f"{res.name(card)} is not in a slot on the board: it cannot attack",
                 rule=res.model.rules["doing-nothing"])
        return
    if args.get("adjacent_to"):
        other = entity_of(res, node, args["adjacent_to"], "adjacent_to", op)
        if not _adjacent(res, card, other):
            stop(op, "card", f"{res.name(card)} is not in a slot next to {res.name(other)} on the same side")
    res.model.open_attack(res, card, bonus=args.get("bonus", True))


def _adjacent(res, card, other):
    if board.side_of(res, card) != board.side_of(res, other) or not board.in_play(res, other):
        return False
    here, there = board.slot_of(res, card), board.slot_of(res, other)
    return abs(board.slot_order(res, here) - board.slot_order(res, there)) == 1


def move_damage(res, node, args, op):
    """Black Panther: damage tokens move from one card to another (no damage is dealt)."""
    giver = entity_of(res, node, args["from"], "from", op)
    taker = entity_of(res, node, args["to"], "to", op)
    wanted = amount_of(res, node, args["amount"], op)
    moved = min(wanted, board.number(res.entities[giver], "damage"))
    if not (board.in_play(res, giver) and board.in_play(res, taker)) or moved <= 0:
        res.step("note", f"no damage token moves from {res.name(giver)} to {res.name(taker)}: "
                         "the effect does nothing", rule=res.model.rules["heroes"])
        return
    if res.model.immune(res, taker, node.card):
        return
    res.entities[giver]["damage"] = board.number(res.entities[giver], "damage") - moved
    res.entities[taker]["damage"] = board.number(res.entities[taker], "damage") + moved
    res.emit({"event": "damage_moved", "from": giver, "to": taker, "amount": moved})
    res.model.check_defeat(res, taker)


def relocate(res, node, args, op):
    """Thor: a card moves to an empty slot on its own side, its damage tokens with it."""
    card = entity_of(res, node, args["card"], "card", op)
    slot = args["slot"]
    if not board.in_play(res, card) or board.host_of(res, card):
        stop(op, "card", f"{res.name(card)} is not in a slot on the board")
    side = board.side_of(res, card)
    occupant = board.card_in(res, slot, side)
    if occupant:
        stop(op, "slot", f"slot {slot} on the {side} side is not empty ({res.name(occupant)} is there)")
    origin = res.entities[card]["slot"]
    res.entities[card]["slot"] = slot
    res.emit({"event": "relocated", "card": card, "from": origin, "to": slot})


def take_over(res, node, args, op):
    """Loki: a defeated hero comes onto the taker's side, its damage removed, without its immediate effect."""
    card = entity_of(res, node, args["card"], "card", op)
    slot = args["slot"]
    taker = node.you
    if board.in_play(res, card):
        stop(op, "card", f"{res.name(card)} is still on the board; only a defeated card can be taken over")
    occupant = board.card_in(res, slot, taker)
    if occupant:
        stop(op, "slot", f"slot {slot} on the {taker} side already holds {res.name(occupant)}")
    props = res.entities[card]
    props.update(owner=taker, side=taker, slot=slot, damage=0)
    res.step("op", f"{res.name(card)} is taken over by {res.name(taker)}: its damage is removed, and from now on "
                   f"it is one of {res.name(taker)}'s cards, in slot {slot}", rule=res.model.rules["villains"])
    res.move(card, "board", verb="taken_over", who=taker, extra={"slot": slot})


def damage_each(res, node, args, op):
    """Thanos, Winter Soldier, Tactigon: the same damage to many cards at once; defeats are checked after."""
    amount = amount_of(res, node, args["amount"], op)
    source = ref_of(res, node, args["source"]) if args.get("source") else node.card
    side = entity_of(res, node, args["side"], "side", op) if args.get("side") else None
    excepted = args.get("except") or ()
    spared = {entity_of(res, node, ref, "except", op)
              for ref in (excepted if isinstance(excepted, tuple) else (excepted,))}
    if args.get("not_opposite"):
        facing = board.opposite(res, entity_of(res, node, args["not_opposite"], "not_opposite", op))
        if facing:
            spared.add(facing)
    targets = [c for c in board.all_cards(res, side) if c not in spared
               and (not args.get("opposed") or board.opposite(res, c))]
    if not targets or amount <= 0:
        res.step("note", "no card is dealt damage: the effect does nothing", rule=res.model.rules["doing-nothing"])
        return
    res.step("op", f"{amount} damage to each of {', '.join(res.name(t) for t in targets)}; "
                   "then every one of them is checked for defeat", rule=res.model.rules["villains"])
    for target in targets:
        res.model.deal_damage(res, target, amount, source, False)


def begin_phase(res, node, args, op):
    """The start of a recruitment or draw phase, for permanent effects that trigger then."""
    who = entity_of(res, node, args["who"], "who", op)
    phase = args["phase"]
    rule = res.model.rules["recruitment" if phase == "recruitment" else "draw-phase"]
    res.step("phase", f"the {phase} phase of {res.name(who)} begins", rule=rule)
    res.emit({"event": "phase_started", "phase": phase, "who": who})


# The events of Skirmish's rules and ops (a built-in name here adds fields to the built-in event).
EVENTS = (
    EventDef("played", ("card", "who", "to", "on", "slot", "side", "immediate"), ev.PLAYED.describe),
    EventDef("defeated", ("target", "by", "owner", "slot"), ev.DEFEATED.describe),
    EventDef("attack_done", ("by", "target", "slot", "location", "result", "defeated")),
    EventDef("location_bonus", ("by", "who", "slot", "location")),
    EventDef("damage_moved", ("from", "to", "amount")),
    EventDef("relocated", ("card", "from", "to")),
    EventDef("taken_over", ("card", "who", "slot")),
    EventDef("phase_started", ("phase", "who")),
)
_E = {event.name: event for event in EVENTS}

OP_DEFS = (
    OpDef("place", READERS["place"], place, (ev.MOVED, _E["played"])),
    OpDef("attack_phase", READERS["attack_phase"], attack_phase, (_E["phase_started"],)),
    OpDef("attack_with", READERS["attack_with"], attack_with),
    OpDef("move_damage", READERS["move_damage"], move_damage, (_E["damage_moved"],)),
    OpDef("relocate", READERS["relocate"], relocate, (_E["relocated"],)),
    OpDef("take_over", READERS["take_over"], take_over, (ev.MOVED, _E["taken_over"])),
    OpDef("damage_each", READERS["damage_each"], damage_each),
    OpDef("begin_phase", READERS["begin_phase"], begin_phase, (_E["phase_started"],)),
    # internal: the attack phase, one slot at a time (never written in a scenario)
    OpDef("_next_attack", None, next_attack),
    OpDef("_strike", None, strike),
    OpDef("_after_attack", None, after_attack),
)
