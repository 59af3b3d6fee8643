"""Face down and underneath cards: a card under another (`under: HOST`) is not considered to exist.

An op that names such a card does nothing to it, with a step quoting the rule, unless the card
text refers to it specifically (by name, by "this", or as the card under another): the op then
says `specific: true` (the rulebook's two exceptions). When a card with cards under it stops
being in play, the cards under it go to a trash or discard pile (`follow`). `move` with `under: HOST`
puts a card under another (`put_under`).
"""
from dataclasses import replace

from adjudicator.engine.opdefs import entities_of
from adjudicator.timing.union_city import exclusive, spaces
from adjudicator.scenario.model import Op
from adjudicator.scenario.readers import (
    read_amount,
    read_block,
    read_bool,
    read_fields,
    read_ref,
    read_refs,
    read_zone,
)

IN_PLAY = ("board", "active", "play", "space")  # blocks, spaces, active areas and villain zones
PILES = ("discard", "trash")

# the op, the fields its reader takes (the built-in op's own, plus `specific`), the fields naming cards
_CARD = {"card": (read_ref, True)}
_SPECIFIC = {"specific": (read_bool, False)}
CARD_OPS = {
    "move": ({"card": (read_ref, True), "to": (read_zone, True), "owner": (read_ref, False),
              "block": (read_block, False), "under": (read_ref, False)}, None, ("card",)),
    "discard": (_CARD, "card", ("card",)),
    "dismiss": (_CARD, "card", ("card",)),
    "trash": (_CARD, "card", ("card",)),
    "destroy": (_CARD, "card", ("card",)),
    "defeat": ({"target": (read_ref, True)}, "target", ("target",)),
    "overcome": ({"target": (read_ref, True)}, "target", ("target",)),
    "heal": ({"target": (read_ref, True), "amount": (read_amount, True)}, None, ("target",)),
    "deal_damage": ({"to": (read_refs, True), "amount": (read_amount, True), "source": (read_ref, False),
                     "critical": (read_bool, False), "any_order": (read_bool, False)}, None, ("to",)),
}


def host_of(res, card):
    """The card `card` lies under, or None."""
    return (res.entities.get(card) or {}).get("under")


def _refuse_step(res, card, op):
    host = host_of(res, card)
    res.step("note", f"{res.name(card)} is under {res.name(host)}: it is not considered to exist, so "
                     f"{op.name} does nothing to it (an effect that names it or refers to the card under "
                     f"{res.name(host)} says `specific: true`)", rule=res.model.rules["underneath"])


def existing(res, node, args, op, fields):
    """The op's args without the cards underneath another it names (each with a step quoting the rule)
    and without an issue 2+ exclusive card in issue 1 (set aside: exclusive.py), or None when nothing
    it names is left; unless the op refers to the card specifically."""
    if args.get("specific"):
        return args
    for field in fields:
        cards = entities_of(res, node, args[field], field, op)
        left = []
        for card in cards:
            if host_of(res, card) is not None:
                _refuse_step(res, card, op)
            elif not exclusive.set_aside_now(res, node, card):
                left.append(card)
        if len(left) == len(cards):
            continue
        if not left or not isinstance(args[field], tuple):
            return None
        args = {**args, field: tuple(left)}
    return args


def _wrap(opdef, schema, shorthand, fields):
    run = opdef.run

    def guarded(res, node, args, op):
        args = existing(res, node, args, op, fields)
        if args is None or (op.name == "move" and spaces.move_refused(res, node, args, op)):
            return
        if op.name == "move" and args.get("under"):
            put_under(res, entities_of(res, node, args["card"], "card", op)[0],
                      entities_of(res, node, args["under"], "under", op)[0])
            return
        if args.get("specific"):
            for field in fields:
                for card in entities_of(res, node, args[field], field, op):
                    if res.entities[card].get("issue_2_exclusive") and exclusive.current_issue(res) == 1:
                        res.step("note", f"{op.name} refers to {res.name(card)}, an issue 2+ exclusive card, "
                                         "specifically: it is not set aside",
                                 rule=res.model.rules["issue-exclusive-named"])
                    host = host_of(res, card)
                    if host is not None:
                        res.entities[card].pop("under", None)
                        res.step("note", f"{op.name} refers specifically to {res.name(card)}, so the card "
                                         f"under {res.name(host)} counts as existing",
                                 rule=res.model.rules["underneath-specific"])
        run(res, node, args, op)
    read = read_fields({**schema, **_SPECIFIC}, shorthand=shorthand)
    read.extends = getattr(opdef.read, "extends", opdef.read)  # the built-in op's fields, and `specific`
    read.added = tuple(_SPECIFIC)
    return replace(opdef, read=read, run=guarded,
                   doc=opdef.doc + " (a card underneath another only with `specific: true`)")


def op_defs(game_ops):
    """The game's ops (`game_ops`, over the built-in ones), the card ops among them refusing a card
    underneath another."""
    from adjudicator.engine.builtin_ops import BUILTIN

    table = {**BUILTIN, **{op.name: op for op in game_ops}}
    guarded = {name: _wrap(table[name], schema, shorthand, fields)
               for name, (schema, shorthand, fields) in CARD_OPS.items()}
    return tuple({**{op.name: op for op in game_ops}, **guarded}.values())


def put_under(res, card, host):
    """`move: {card, to: under, under: HOST}`: the card goes under a card in play; from then on it is not
    considered to exist (a step says so). Under a card that is not in play, nothing moves."""
    where = (res.entities.get(host) or {}).get("zone")
    if where not in IN_PLAY or host_of(res, host) is not None:
        res.step("note", f"{res.name(host)} is not in play (it is in {where}): nothing can be put under it, so "
                         f"{res.name(card)} does not move", rule=res.model.rules["underneath"])
        return
    res.entities[card]["under"] = host
    res.step("op", f"{res.name(card)} is put under {res.name(host)}: from now on it is not considered to exist",
             rule=res.model.rules["underneath"])
    res.move(card, "under")


def check_moves_under(data):
    """Every `move` with `under` says `to: under` (load time; the op's reader checks the entity)."""
    problems = []

    def walk(value, path):
        if isinstance(value, dict):
            body = value.get("move")
            if isinstance(body, dict) and "under" in body:
                if body.get("to") != "under":
                    problems.append((f"{path}.move.to", "a card put under another goes `to: under`"))
            for key, item in value.items():
                walk(item, f"{path}.{key}" if path else str(key))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                walk(item, f"{path}[{index}]")

    walk({"abilities": data.get("abilities"), "start": data.get("start")}, "")
    return problems


def _ops_in(value):
    """Every op in an ability's `do`, nested ones (if, cost, choose) included."""
    if isinstance(value, Op):
        yield value
        value = value.args
    if hasattr(value, "values"):
        value = tuple(value.values())
    if isinstance(value, (tuple, list)):
        for item in value:
            yield from _ops_in(item)


def _said_otherwise(res, host, card):
    """Whether an ability of `host` has an op that refers specifically to `card` (the card under it)."""
    for ability in res.scenario.abilities.values():
        if ability.card != host:
            continue
        for op in _ops_in(ability.do):
            if op.name not in CARD_OPS or not op.args.get("specific"):
                continue
            for field in CARD_OPS[op.name][2]:
                value = op.args.get(field)
                if value == card or (isinstance(value, tuple) and card in value):
                    return True
    return False


def follow(res, event):
    """A card that stops being in play takes the cards under it to a pile: the pile it goes to, when it
    goes to a discard pile or a trash; otherwise its owner's discard pile for a hero's card, the trash
    for any other (a reading: the rulebook says "the relevant trash or discard pile")."""
    card, origin, to = event.get("card"), event.get("from"), event.get("to")
    if origin not in IN_PLAY or to in IN_PLAY:
        return
    under = sorted(c for c, p in res.entities.items() if p.get("under") == card)
    kept = [c for c in under if _said_otherwise(res, card, c)]
    for item in kept:
        res.step("note", f"{res.name(card)} has stopped being in play, and its own text says where "
                         f"{res.name(item)}, the card under it, goes (\"unless otherwise specified\"): it stays "
                         "under it until then", rule=res.model.rules["underneath-follow"])
    under = [c for c in under if c not in kept]
    if not under:
        return
    names = ", ".join(res.name(c) for c in under)
    res.step("note", f"{res.name(card)} has stopped being in play: the cards "
                     f"under it ({names}) go to a trash or discard pile as well",
             rule=res.model.rules["underneath-follow"])
    for item in under:
        props = res.entities[item]
        props.pop("under", None)
        if to in PILES:
            pile = to
        else:
            pile = "discard" if props.get("owner") in res.scenario.players else "trash"
        res.move(item, pile)
