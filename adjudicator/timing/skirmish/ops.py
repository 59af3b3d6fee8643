"""The Marvel Skirmish ops: what they do to the board and the events they emit.

The rules they rest on (what an attack does, when a card is defeated, which
effects trigger) are the model's (model.py); these handlers move cards and
tokens and call the model's rule methods. Documented in docs/ops-marvel-skirmish.md.
Each op computes everything it needs before it changes anything.
"""
import dataclasses

from adjudicator.engine import events as ev
from adjudicator.engine.events import EventDef
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.opdefs import OpDef, amount_of, entity_of, pile_of, ref_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import possessive
from adjudicator.scenario.model import Op
from adjudicator.timing.base import game_ended
from adjudicator.timing.skirmish import board, game_end, modifiers, recruit, tracks
from adjudicator.timing.skirmish import state
from adjudicator.timing.skirmish.readers import READERS


def stop(op, field, message):
    """A scenario that asks for something the board does not allow: a clear error with the op's path."""
    raise ResolutionStopped(f"error: {op.path}.{field}: {message}", "error")


def _stays(res, card):
    """What happens instead of a refused play: nothing is paid, and the card stays where it is."""
    props = res.entities[card]
    zone, owner = props.get("zone"), board.controller(res, card) or props.get("owner")
    where = f"in {possessive(res.name(owner))} hand" if zone == "hand" and owner else f"where it is ({res.zone_name(zone)})"
    return f"nothing is paid, and {res.name(card)} stays {where}"


def _slot_taken(res, card, slot, side, replace=None):
    """Playing a Card: "Each slot can hold only one card" — why `slot` cannot take `card` (None if it can;
    a main character's copy there is replaced instead, unless `replace: false`)."""
    occupant = board.card_in(res, slot, side)
    if occupant and not (recruit.copy_in_play(res, card) == occupant and replace is not False):
        return f"slot {slot} on the {side} side already holds {res.name(occupant)}"
    return None


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
            stop(op, "card", f"{possessive(name)} printed cost is {board.number(props, 'cost')} cards; "
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
        taken = _slot_taken(res, card, slot, side, args.get("replace"))
        if taken:
            res.refuse_play(name, taken, res.model.rules["one-card-a-slot"], _stays(res, card), done="be placed")
            return
    immediate = args.get("immediate", True)
    refused, old = recruit.entry_refusal(res, card, side)
    if refused is None and old is not None and args.get("replace") is False:
        refused = (f"another copy, {res.name(old)}, is on the {side} side, and {name} may not replace it",
                   "hela")
    if refused:
        why, rule_name = refused
        res.refuse_play(name, why, res.model.rules[rule_name], _stays(res, card), done="enter play")
        return
    paid = [entity_of(res, node, c, "pay", op) for c in args.get("pay", ())]
    unpaid = [c for c in paid if res.entities[c].get("zone") != "hand"]
    if unpaid:
        res.refuse_play(name, f"its cost cannot be paid ({res.name(unpaid[0])} is not in hand)",
                        res.model.rules["costs"], _stays(res, card), done="be placed")
        return
    for c in paid:
        res.move(c, "discard", verb="discarded", who=side)
    if old is not None:
        res.step("note", f"{name} is another copy of {res.name(old)}, a main character already in play: it must "
                         "replace that copy", rule=res.model.rules["replace"])
        recruit.replace(res, card, old, node.you or side)
        return
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
    if game_ended(res):
        return
    state.ATTACKED.clear_all(res)
    state.ATTACK_EFFECT_USED.clear_all(res)
    res.step("phase", f"attack phase of {res.name(side)}: every card with strength 1 or more attacks, one after "
                      "the other, from the Manhattan edge", rule=res.model.rules["attack-phase"])
    uses = tuple(args.get("use") or ())
    node.frames.append([(next_attack_op(side, 0, uses),), 0])
    res.emit({"event": "phase_started", "phase": "attack", "who": side})


def next_attack_op(side, after, uses=()):
    return Op("_next_attack", {"side": side, "after": after, "uses": uses}, f"skirmish:next-attack:{side}:{after}")


def next_attack(res, node, args, op):
    """The next slot (further from the Manhattan edge than the last one) holding a card of the side; a
    one-time effect the phase has reached (`use`) comes first, and the board is read again after it."""
    side, after, uses = args["side"], args["after"], args.get("uses", ())
    if game_ended(res):
        return
    waiting = [c for c in board.top_cards(res, side)
               if board.slot_order(res, res.entities[c]["slot"]) > after]
    reached = board.slot_order(res, res.entities[waiting[0]]["slot"]) if waiting else None
    for ability_id, before in uses:
        if state.ONE_TIME_USED.get(res, ability_id):
            continue
        if reached is None or board.slot_order(res, before) <= reached:
            node.frames.append([(next_attack_op(side, after, uses),), 0])
            res.model.use_one_time(res, ability_id, before, side, reached is None)
            return
    if not waiting:
        res.step("phase", f"attack phase of {res.name(side)} ends: no slot is left",
                 rule=res.model.rules["attack-phase"])
        return
    card = waiting[0]
    order = board.slot_order(res, res.entities[card]["slot"])
    node.frames.append([(next_attack_op(side, order, uses),), 0])
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
                         "the effect does nothing", rule=res.model.rules["black-panther"])
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
        res.refuse_play(f"moving {res.name(card)} to slot {slot}", f"slot {slot} on the {side} side is not empty "
                        f"({res.name(occupant)} is there)", res.model.rules["one-card-a-slot"],
                        f"{res.name(card)} stays in slot {res.entities[card]['slot']}", done="be made")
        return
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
    props.update(owner=taker, side=taker, slot=slot, damage=0, captured=True)
    res.step("op", f"{res.name(card)} is taken over by {res.name(taker)}: its damage is removed, and from now on "
                   f"it is one of {possessive(res.name(taker))} cards, in slot {slot}", rule=res.model.rules["loki"])
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
                   "then every one of them is checked for defeat", rule=res.model.rules[_many_rule(res, node.card)])
    for target in targets:
        res.model.deal_damage(res, target, amount, source, False)


# the book's three cards that damage many cards at once, each saying the defeats are checked after, in its own
# entry: a villain's effect is Thanos's kind, a hero's Winter Soldier's (first version), an artifact's the Tactigon's
MANY_RULES = {"villain": "thanos", "villains": "thanos", "hero": "winter-soldier", "heroes": "winter-soldier",
              "artifact": "tactigon"}


def _many_rule(res, card) -> str:
    """The rule a damage_each step cites: the entry of the kind of card whose effect it is (its `type`, else
    the side it was printed for, its owner); an effect of no card (the start) cites Thanos's, as before."""
    props = res.entities.get(card) or {}
    return MANY_RULES.get(props.get("type")) or MANY_RULES.get(props.get("owner")) or "thanos"


def begin_phase(res, node, args, op):
    """The start of a recruitment or draw phase, for permanent effects that trigger then."""
    who = entity_of(res, node, args["who"], "who", op)
    phase = args["phase"]
    rule = res.model.rules["recruitment" if phase == "recruitment" else "draw-phase"]
    res.step("phase", f"the {phase} phase of {res.name(who)} begins", rule=rule)
    res.emit({"event": "phase_started", "phase": phase, "who": who})


def replace_op(res, node, args, op):
    """Replacing a Main Character, said outright: the card replaces its copy on its player's side."""
    card = entity_of(res, node, args["card"], "card", op)
    side = node.you or board.side_of(res, card)
    if not recruit.is_main(res, card):
        stop(op, "card", f"{res.name(card)} is not a main character (main: true): only a main character replaces "
                         "another copy")
    refused, old = recruit.entry_refusal(res, card, side)
    if refused or old is None:
        why, rule_name = refused or (f"no other copy of {res.name(card)} is in play on the {side} side", "replace")
        res.step("note", f"{res.name(card)} replaces nothing: {why}", rule=res.model.rules[rule_name])
        return
    if res.entities[card].get("zone") != "hand":
        res.step("note", f"{res.name(card)} replaces nothing: the new copy comes from the hand (it is in "
                         f"{res.entities[card].get('zone')})", rule=res.model.rules["replace-how"])
        return
    recruit.replace(res, card, old, side)


def recruit_op(res, node, args, op):
    """Playing a card from hand, its cost paid: checked in full first, then paid, then the card placed (a
    battleground card scores, resolves, and goes to the bottom of its stack). A copy of a main character
    in play replaces it, free."""
    card = entity_of(res, node, args["card"], "card", op)
    props = res.entities[card]
    who = node.you or board.controller(res, card)
    paid = [entity_of(res, node, c, "pay", op) for c in args.get("pay", ())]
    civilians = list(args.get("civilians", ()))
    name = res.name(card)
    if props.get("zone") != "hand" or board.controller(res, card) != who:
        res.refuse_play(name, f"{name} is not in {possessive(res.name(who))} hand", res.model.rules["recruitment"],
                        _stays(res, card))
        return
    battleground = props.get("type") == "battleground"
    _, old = recruit.entry_refusal(res, card, who) if not battleground else (None, None)
    if old is not None:
        if paid or civilians:
            res.step("note", f"{name} replaces {res.name(old)}, and replacing is always free: nothing is paid",
                     rule=res.model.rules["replace-free"])
        place(res, node, {"card": args["card"], "slot": res.entities[old].get("slot") or args.get("slot")}, op)
        return
    problem = recruit.payment_problem(res, who, card, paid, civilians)
    if problem:
        res.refuse_play(name, f"its cost is not paid ({problem})", res.model.rules["costs"], _stays(res, card))
        return
    if battleground:
        if args.get("slot") or args.get("under"):
            res.refuse_play(name, f"{name} is a battleground card, and the scenario places it in a card slot",
                            res.model.rules["battleground-no-slot"], _stays(res, card))
            return
        recruit.pay(res, who, card, paid, civilians)
        node.frames.append([(Op("_to_battleground_stack", {"card": card}, f"{op.path}:stack"),), 0])
        recruit.battleground(res, who, card)
        return
    if not args.get("slot") and not args.get("under"):
        stop(op, "slot", f"{name} goes into an empty slot on your side: give `slot` (or `under`)")
    taken = _slot_taken(res, card, args["slot"], who) if args.get("slot") else None
    if taken:  # checked before anything is paid: a play that cannot be done costs nothing
        res.refuse_play(name, taken, res.model.rules["one-card-a-slot"], _stays(res, card))
        return
    recruit.pay(res, who, card, paid, civilians)
    place(res, node, {k: v for k, v in args.items() if k in ("card", "slot", "under")}, op)


def to_battleground_stack(res, node, args, op):
    if res.entities[args["card"]].get("zone") == "play":
        recruit.to_battleground_stack(res, args["card"], "battleground-play")


def gain_op(res, node, args, op):
    """`gain` of victory points or artifact spaces moves the shared marker toward the player; any other
    resource is the built-in gain."""
    if args["resource"] not in tracks.TRACKS:
        BUILTIN["gain"].run(res, node, args, op)
        return
    who = entity_of(res, node, args["who"], "who", op)
    amount = max(0, res.compute("gain", amount_of(res, node, args["amount"], op),
                                {"who": who, "resource": args["resource"], "card": node.card}))
    if args.get("as"):
        node.locals[args["as"]] = amount
    rule_name = "sanctum" if args["resource"] == "artifact" else "manhattan-villains"
    tracks.advance(res, who, args["resource"], amount, rule_name)


def draw_phase(res, node, args, op):
    """Phase III: draw two cards (The Norn Stones: a `draw` modifier with `phase: draw`)."""
    who = entity_of(res, node, args["who"], "who", op)
    if game_ended(res):
        return
    res.step("phase", f"the draw phase of {res.name(who)} begins", rule=res.model.rules["draw-phase"])
    res.emit({"event": "phase_started", "phase": "draw", "who": who})
    count = res.compute("draw", 2, {"who": who, "phase": "draw"})
    cards = pile_of(res, who, "deck")[:max(0, count)]
    if not cards:
        res.step("note", f"{possessive(res.name(who))} deck is empty: nothing is drawn", rule=res.model.rules["draw-phase"])
    for card in cards:
        res.move(card, "hand", verb="drawn", who=who)


def end_turn(res, node, args, op):
    """The end of a turn: the game ends if a player drew their last card during it; once-per-turn effects
    are available again."""
    who = entity_of(res, node, args["who"], "who", op)
    if game_ended(res):
        return
    res.step("phase", f"{possessive(res.name(who))} turn ends", rule=res.model.rules["game-end-last-card"])
    game_end.end_of_turn(res, who)
    modifiers.new_turn(res)
    state.LAST_CARD_DRAWN.clear_all(res)
    others = [p for p in res.scenario.players if p != who]
    if others:
        res.current_player = others[0]


# The events of Skirmish's rules and ops (a built-in name here adds fields to the built-in event).
EVENTS = (
    EventDef("played", ("card", "who", "to", "on", "slot", "side", "immediate", "replaced"), ev.PLAYED.describe),
    EventDef("defeated", ("target", "by", "owner", "slot"), ev.DEFEATED.describe),
    EventDef("attack_done", ("by", "target", "slot", "location", "result", "defeated"),
             ev.sentence("{by}'s attack is over", "the attack is over")),
    EventDef("location_bonus", ("by", "who", "slot", "location"),
             ev.sentence("{who} takes the {location} bonus", "the {location} bonus is taken", raw=("location",))),
    EventDef("damage_moved", ("from", "to", "amount"),
             ev.sentence("{amount} damage moves from {from} to {to}", "damage moves from {from} to {to}",
                         raw=("amount",))),
    EventDef("relocated", ("card", "from", "to"),
             ev.sentence("{card} moves to slot {to}", "{card} moves to another slot", raw=("from", "to"))),
    EventDef("taken_over", ("card", "who", "slot"), ev.sentence("{who} takes over {card}", "{card} is taken over")),
    EventDef("phase_started", ("phase", "who"),
             ev.sentence("the {phase} phase of {who} begins", "the {phase} phase begins", raw=("phase",))),
    EventDef("artifact_taken", ("card", "who"), ev.sentence("{who} takes {card}", "{card} is taken")),
    EventDef("game_won", ("who",),
             lambda n, e: f"{n(e['who'])} wins the game" if e.get("who") else "the game ends with no winner"),
)
_E = {event.name: event for event in EVENTS}

OP_DEFS = (
    OpDef("place", READERS["place"], place, (ev.MOVED, _E["played"]),
          doc="put a card in a slot or under a hero; its immediate effect follows"),
    OpDef("attack_phase", READERS["attack_phase"], attack_phase, (_E["phase_started"],),
          doc="a player's attack phase: each of their cards attacks, slot by slot from the Manhattan edge"),
    OpDef("attack_with", READERS["attack_with"], attack_with,
          doc="a card attacks now, as an effect says (not in the attack phase)"),
    OpDef("move_damage", READERS["move_damage"], move_damage, (_E["damage_moved"],),
          doc="move damage tokens from one card to another"),
    OpDef("relocate", READERS["relocate"], relocate, (_E["relocated"],),
          doc="move a card on the board to another slot"),
    OpDef("take_over", READERS["take_over"], take_over, (ev.MOVED, _E["taken_over"]),
          doc="put a card from the other side on your side of the board, in a slot"),
    OpDef("damage_each", READERS["damage_each"], damage_each,
          doc="deal damage to each card on the board that the fields select"),
    OpDef("begin_phase", READERS["begin_phase"], begin_phase, (_E["phase_started"],),
          doc="the start of a player's recruitment or draw phase, for permanent effects that wait for it"),
    OpDef("recruit", READERS["recruit"], recruit_op, (ev.MOVED, ev.DISCARDED, _E["played"]),
          doc="play a card from hand, its cost paid (a copy of a main character in play replaces it, free)"),
    OpDef("replace", READERS["replace"], replace_op, (ev.MOVED, ev.DISCARDED, _E["played"]),
          doc="a card replaces the copy of its main character in play (Replacing a Main Character)",
          example={"replace": "card"}),
    dataclasses.replace(BUILTIN["gain"], run=gain_op, emits=(ev.GAINED, ev.LOST),
            doc="a player gains a resource; victory points and artifact spaces move the shared marker"),
    OpDef("draw_phase", READERS["draw_phase"], draw_phase, (_E["phase_started"], ev.MOVED, ev.DRAWN),
          doc="Phase III: the player draws two cards"),
    OpDef("end_turn", READERS["end_turn"], end_turn, (_E["game_won"],),
          doc="the end of a turn: the game ends if a player drew their last card in it"),
    # internal: the attack phase, one slot at a time (never written in a scenario)
    OpDef("_next_attack", None, next_attack),
    OpDef("_strike", None, strike),
    OpDef("_after_attack", None, after_attack),
    OpDef("_to_battleground_stack", None, to_battleground_stack),
)
