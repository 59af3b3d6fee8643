"""The Valiant Universe ops: each reader (readers.py), handler and the events it emits, together.

The attack sequence's steps are in attack.py and actions.py, the Facility's rules in facility.py;
these definitions tie each op a scenario can write to them. Documented in docs/ops-valiant-universe.md.
"""
from adjudicator.engine import events as ev
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.events import EventDef
from adjudicator.engine.opdefs import OpDef, entity_of
from adjudicator.timing.valiant import actions, attack, facility, turn
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
    "armor_used": ("card", "who", "amount"),
    "token_moved": ("who",),
    "game_won": ("who",),
}.items())


def _shut_down(res, node, args, op):
    facility.shut_down(res, entity_of(res, node, args["sector"], "sector", op))


def _swap_sectors(res, node, args, op):
    first, second = (entity_of(res, node, ref, "sectors", op) for ref in args["sectors"])
    facility.swap_sectors(res, first, second, node.you)


def _enter_sector(res, node, args, op):
    hero = entity_of(res, node, args["superhero"], "superhero", op)
    sector = entity_of(res, node, args["sector"], "sector", op)
    turn.enter_sector(res, hero, sector, args.get("defenses", ()))


def _end_turn(res, node, args, op):
    player = entity_of(res, node, args["player"], "player", op)
    roll = res.evaluate(args["roll"], res.env(node), f"{op.path}.roll") if "roll" in args else None
    shutdown = entity_of(res, node, args["shutdown"], "shutdown", op) if args.get("shutdown") else None
    turn.end_turn(res, player, roll, shutdown, args.get("defenses", ()))


_E = {event.name: event for event in EVENTS}

OP_DEFS = (
    OpDef("heal", BUILTIN["heal"].read, turn.heal_op, (ev.HEALED,)),
    OpDef("attack_sequence", READERS["attack_sequence"], attack.attack_sequence_op),
    OpDef("reduce", READERS["reduce"], actions.reduce_op, (_E["damage_reduced"],)),
    OpDef("redirect", READERS["redirect"], actions.redirect_op, (_E["damage_redirected"],)),
    OpDef("boost", READERS["boost"], actions.boost_op),
    OpDef("move_sector", READERS["move_sector"], actions.move_sector_op),
    OpDef("shut_down", READERS["shut_down"], _shut_down),
    OpDef("swap_sectors", READERS["swap_sectors"], _swap_sectors, (_E["sector_moved"],)),
    OpDef("enter_sector", READERS["enter_sector"], _enter_sector),
    OpDef("end_turn", READERS["end_turn"], _end_turn),
    OpDef("play_action", READERS["play_action"], turn.play_action_op),
    OpDef("remove_augment", READERS["remove_augment"], turn.remove_augment_op, (ev.MOVED, ev.DISCARDED)),
    # internal: the steps of an attack sequence and of a played action (never written in a scenario)
    *(OpDef(name, None, handler) for name, handler in actions.INTERNAL_OPS.items()),
    OpDef("valiant:augment", None, turn.augment_op),
    OpDef("valiant:put-away", None, turn.put_away_op),
)
