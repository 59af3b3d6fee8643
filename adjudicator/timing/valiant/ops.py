"""The Valiant Universe ops: each reader (readers.py), handler and the events it emits, together.

The attack sequence's steps are in attack.py and actions.py, the Facility's rules in facility.py;
these definitions tie each op a scenario can write to them. Documented in docs/ops-valiant-universe.md.
"""
from dataclasses import replace

from adjudicator.engine import events as ev
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.events import EventDef
from adjudicator.engine.opdefs import OpDef, amount_of, entity_of
from adjudicator.timing.valiant import actions, attack, facility, purchases, skipping, superheroes, turn
from adjudicator.timing.valiant.readers import READERS

# Events the Valiant ops and rules emit, with their fields (docs/ops-valiant-universe.md) and the
# sentences a step says them in, the first whose fields the event carries (ev.sentence): an entity
# field says the entity's name; a Sector's place ("Level 2, Block 3") and the numbers are said as they are.
RAW = ("amount", "durability", "from", "to")
EVENTS = tuple(EventDef(name, fields, ev.sentence(*forms, raw=raw)) for name, fields, forms, raw in (
    ("attack_declared", ("card", "by", "target", "who", "amount"),
     ("{by} attacks {target} with {card} ({amount} damage so far)", "{by} attacks {target} with {card}"), RAW),
    ("chain_extended", ("card", "by"), ("{by} chains {card} onto the attack", "{card} is chained onto the attack"),
     RAW),
    # `by`: the Organization whose attack the defense answers (a Counterattack Defense names no one card of it)
    ("defense_played", ("card", "who", "against", "by"),
     ("{who} plays {card} as a defense against {against}", "{who} plays {card} as a defense against {by}'s attack",
      "{who} plays {card} as a defense"), RAW),
    ("damage_reduced", ("card", "by", "amount"),
     ("{by} reduces the damage of {card} by {amount}", "the damage of {card} is reduced by {amount}"), RAW),
    ("damage_redirected", ("card", "by", "from", "to"),
     ("{by} redirects the damage of {card}", "the damage of {card} is redirected"), RAW),
    ("counterattack_opened", ("card", "by", "target"),
     ("{by} counterattacks {target} with {card}", "{by} counterattacks {target}"), RAW),
    ("coherence_damaged", ("who", "target", "source", "amount"), ("{who} loses {amount} Coherence",), RAW),
    ("eliminated", ("who",), ("{who} is eliminated",), RAW),
    ("sector_moved", ("sector", "from", "to", "by"),
     ("{sector} moves from {from} to {to}", "{sector} moves to {to}"), RAW),
    ("sector_shut_down", ("sector",), ("{sector} shuts down",), RAW),
    # `to`: the Sector the Superhero enters, said by its name
    ("superhero_moved", ("card", "from", "to"), ("{card} moves to {to}",), ("amount",)),
    ("facility_damaged", ("who", "amount"),
     ("{who} deals the Facility {amount} damage", "the Facility takes {amount} damage"), RAW),
    ("facility_reset", ("durability",), ("the Facility is reset to {durability} durability",
                                         "the Facility is reset"), RAW),
    ("ability_activated", ("who", "amount"),
     ("{who} activates an ability ({amount} so far)", "{who} activates an ability"), RAW),
    ("turn_ended", ("who",), ("{who}'s turn ends",), RAW),
    ("armor_used", ("card", "who", "amount"),
     ("the Armor of {card} negates {amount} damage", "the Armor of {card} negates damage"), RAW),
    ("token_moved", ("who",), ("the Lowest Coherence token moves to {who}",), RAW),
)) + (
    EventDef("game_won", ("who",),
             lambda n, e: f"{n(e['who'])} wins the game" if e.get("who") else "the Facility wins the game"),
)


def _shut_down(res, node, args, op):
    facility.shut_down(res, entity_of(res, node, args["sector"], "sector", op))


def _swap_sectors(res, node, args, op):
    first, second = (entity_of(res, node, ref, "sectors", op) for ref in args["sectors"])
    facility.swap_sectors(res, first, second, node.you)


def _enter_sector(res, node, args, op):
    hero = entity_of(res, node, args["superhero"], "superhero", op)
    sector = entity_of(res, node, args["sector"], "sector", op)
    turn.enter_sector(res, hero, sector, args.get("defenses", ()))


def _shift_line(res, node, args, op):
    line = "level" if args.get("level") is not None else "block"
    index = amount_of(res, node, args[line], op, line)
    spaces = amount_of(res, node, args.get("spaces", 1), op, "spaces")
    facility.shift_line(res, "level" if line == "level" else "column", index, args["direction"], spaces, node.you)


def _superhero_move(res, node, args, op):
    hero = entity_of(res, node, args["superhero"], "superhero", op)
    superheroes.move(res, hero, entity_of(res, node, args["sector"], "sector", op), args.get("defenses", ()))


def _push(res, node, args, op):
    hero = entity_of(res, node, args["superhero"], "superhero", op)
    target = entity_of(res, node, args["target"], "target", op)
    superheroes.push(res, hero, target, entity_of(res, node, args["sector"], "sector", op), args.get("defenses", ()))


def _end_turn(res, node, args, op):
    player = entity_of(res, node, args["player"], "player", op)
    roll = res.evaluate(args["roll"], res.env(node), f"{op.path}.roll") if "roll" in args else None
    shutdown = entity_of(res, node, args["shutdown"], "shutdown", op) if args.get("shutdown") else None
    turn.end_turn(res, player, roll, shutdown, args.get("defenses", ()))


_E = {event.name: event for event in EVENTS}

OP_DEFS = (
    replace(BUILTIN["heal"], run=turn.heal_op, doc="the active player's Organization gains Coherence (Heal)"),
    OpDef("attack_sequence", READERS["attack_sequence"], attack.attack_sequence_op,
          doc="a player's attack: every attack card played, then every defense, then the damage in order"),
    OpDef("reduce", READERS["reduce"], actions.reduce_op, (_E["damage_reduced"],),
          doc="a defense reduces the damage of the attack it answers"),
    OpDef("redirect", READERS["redirect"], actions.redirect_op, (_E["damage_redirected"],),
          doc="a defense moves the damage of the attack it answers to another target"),
    OpDef("boost", READERS["boost"], actions.boost_op,
          doc="a card played with the Superhero icon makes the Superhero attack it enhances deal more"),
    OpDef("move_sector", READERS["move_sector"], actions.move_sector_op,
          doc="an attack moves a Sector if its damage lands"),
    OpDef("shut_down", READERS["shut_down"], _shut_down,
          doc="a Sector shuts down", example={"shut_down": "scout"}),
    OpDef("swap_sectors", READERS["swap_sectors"], _swap_sectors, (_E["sector_moved"],),
          doc="two Sectors swap places"),
    OpDef("enter_sector", READERS["enter_sector"], _enter_sector,
          doc="a Superhero enters a Sector (and the Facility may damage it)"),
    OpDef("shift_line", READERS["shift_line"], _shift_line, (_E["sector_moved"],),
          doc="a Standard Shift: one Level (left or right) or one Block (up or down) shifts as a whole, wrapping",
          example={"shift_line": {"level": 1, "direction": "right"}}),
    OpDef("superhero_move", READERS["superhero_move"], _superhero_move, (_E["superhero_moved"],),
          doc="a Superhero's Move: 1 Sector orthogonally, within its movement this turn (checked)",
          example={"superhero_move": {"superhero": "faith", "sector": "telesthesia"}}),
    OpDef("push", READERS["push"], _push, (_E["superhero_moved"],),
          doc="a Superhero pushes another into a Sector the Push allows (checked), once a turn",
          example={"push": {"superhero": "faith", "target": "livewire", "sector": "telekinesis"}}),
    OpDef("end_turn", READERS["end_turn"], _end_turn,
          doc="the end of a player's turn: discard, draw five, the Facility's roll, shutdown damage"),
    OpDef("skip_turn", READERS["skip_turn"], skipping.skip_turn_op, (ev.MOVED, ev.DISCARDED, _E["ability_activated"]),
          doc="a player with five cards or more skips the turn: the hand discarded, a new Ability, the turn over",
          example={"skip_turn": {"player": "amy", "ability": "technopathy-hero", "roll": 3}}),
    OpDef("play_action", READERS["play_action"], turn.play_action_op,
          doc="a player plays a card's action (Heal, Augment …) on their turn"),
    OpDef("remove_augment", READERS["remove_augment"], turn.remove_augment_op, (ev.MOVED, ev.DISCARDED),
          doc="a Manipulation card removes another player's Augment"),
    OpDef("purchase", READERS["purchase"], purchases.purchase_op, (ev.MOVED, ev.DISCARDED, _E["sector_shut_down"]),
          doc="a player discards 2 cards to buy a card from a Sector of their ZOI (free or outside it when a card "
              "says so); it goes to their discard pile",
          example={"purchase": {"player": "neil", "card": "connections", "discard": ["omega-psiot", "the-soul"]}}),
    # internal: the steps of an attack sequence and of a played action (never written in a scenario)
    *(OpDef(name, None, handler) for name, handler in actions.INTERNAL_OPS.items()),
    OpDef("valiant:augment", None, turn.augment_op),
    OpDef("valiant:put-away", None, turn.put_away_op),
)
