"""The Valiant Universe ops: each reader (readers.py), handler and the events it emits, together.

The attack sequence's steps are in attack.py and actions.py, the Facility's rules in facility.py;
these definitions tie each op a scenario can write to them. Documented in docs/ops-valiant-universe.md.
"""
from adjudicator.engine import events as ev
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.events import EventDef
from adjudicator.engine.opdefs import OpDef, entity_of
from adjudicator.timing.valiant import actions, attack, facility
from adjudicator.timing.valiant.readers import READERS

# Events the Valiant ops and rules emit, with their fields (docs/ops-valiant-universe.md).
EVENTS = tuple(EventDef(name, fields) for name, fields in {
    "attack_declared": ("card", "by", "target", "who", "amount"),
    "chain_extended": ("card", "by"),
    "defense_played": ("card", "who", "against"),
    "damage_reduced": ("card", "by", "amount"),
    "damage_redirected": ("card", "by", "from", "to"),
    "counterattack_opened": ("card", "by", "target"),
    "coherence_damaged": ("who", "target", "source", "amount"),
    "eliminated": ("who",),
    "sector_moved": ("sector", "from", "to", "by"),
    "sector_shut_down": ("sector",),
    "superhero_moved": ("card", "from", "to"),
    "facility_damaged": ("who", "amount"),
    "facility_reset": ("durability",),
    "ability_activated": ("who", "amount"),
    "turn_ended": ("who",),
}.items())


def _shut_down(res, node, args, op):
    facility.shut_down(res, entity_of(res, node, args["sector"], "sector", op))


def _enter_sector(res, node, args, op):
    hero = entity_of(res, node, args["superhero"], "superhero", op)
    sector = entity_of(res, node, args["sector"], "sector", op)
    facility.enter_sector(res, hero, sector, args.get("defenses", ()))


def _end_turn(res, node, args, op):
    player = entity_of(res, node, args["player"], "player", op)
    roll = res.evaluate(args["roll"], res.env(node), f"{op.path}.roll") if "roll" in args else None
    shutdown = entity_of(res, node, args["shutdown"], "shutdown", op) if args.get("shutdown") else None
    facility.end_turn(res, player, roll, shutdown, args.get("defenses", ()))


def _heal(res, node, args, op):
    """Heal: the player's Organization gains Coherence (not a card's damage, as in other games)."""
    target = entity_of(res, node, args["target"], "target", op)
    amount = res.compute("heal", res.evaluate(args["amount"], res.env(node), f"{op.path}.amount"),
                         {"target": target, "card": node.card})
    org = facility.organization_of(res, target)
    if org is None or amount <= 0:
        res.step("note", f"nothing is healed ({res.name(target)}: amount {amount})", rule=res.model.rules["heal"])
        return
    before = res.entities[org].get("coherence", 0) or 0
    res.entities[org]["coherence"] = before + amount
    res.step("op", f"{res.name(org)}'s Coherence {before} -> {before + amount}", rule=res.model.rules["heal"])
    res.emit({"event": "healed", "target": org, "amount": amount})


_E = {event.name: event for event in EVENTS}

OP_DEFS = (
    OpDef("heal", BUILTIN["heal"].read, _heal, (ev.HEALED,)),
    OpDef("attack_sequence", READERS["attack_sequence"], attack.attack_sequence_op),
    OpDef("reduce", READERS["reduce"], actions.reduce_op, (_E["damage_reduced"],)),
    OpDef("redirect", READERS["redirect"], actions.redirect_op, (_E["damage_redirected"],)),
    OpDef("move_sector", READERS["move_sector"], actions.move_sector_op),
    OpDef("shut_down", READERS["shut_down"], _shut_down),
    OpDef("enter_sector", READERS["enter_sector"], _enter_sector),
    OpDef("end_turn", READERS["end_turn"], _end_turn),
    # internal: the steps of an attack sequence (never written in a scenario)
    *(OpDef(name, None, handler) for name, handler in actions.INTERNAL_OPS.items()),
)
