"""Attached cards (glossary, "Attached"): a card attached to another (`attached_to: HOST`) is on its
host's block, moves when its host moves, cannot be moved itself, and is trashed when its host leaves a
play area or the board (defeated, trashed, taken out …).

The card's own `zone` says where it lies (the board, a play area); its `block` is its host's, which
the scenario may leave out. Leaving is read as happening in the effect that made the host leave: the
attached card is trashed at once, inside that effect (a step says so), so what waits for it to be
trashed is a when effect of that effect.
"""
from dataclasses import replace

from adjudicator.scenario.vocabulary import suggest

IN_PLAY = ("board", "active", "play", "space")


def attached_to(res, host):
    return sorted(c for c, p in res.entities.items() if p.get("attached_to") == host)


def check(entities):
    """An attached card names its host, an entity other than itself, and is on its host's block."""
    problems = []
    for card, props in sorted(entities.items()):
        if not isinstance(props, dict) or "attached_to" not in props:
            continue
        host = props["attached_to"]
        if not isinstance(host, str) or host not in entities or host == card:
            problems.append((f"entities.{card}.attached_to", f"expected the id of the card or hero it is attached "
                                                             f"to, got {host!r}"
                                                             f"{suggest(str(host), [e for e in entities if e != card])}"))
            continue
        mine, theirs = props.get("block"), (entities[host] or {}).get("block")
        if mine is not None and theirs is not None and list(mine) != list(theirs):
            problems.append((f"entities.{card}.block", f"an attached card is on the block of what it is attached "
                                                       f"to ({host} is on {list(theirs)}): leave out `block` or "
                                                       f"write {list(theirs)}"))
    return problems


def follow(res, event):
    """On a host's `moved` (or a hero's `taken_down`): its attached cards move with it, or are trashed."""
    name = event["event"]
    if name == "taken_down":
        _trash(res, event.get("target"), "is taken out")
        return
    if name != "moved":
        return
    card, origin, to = event.get("card"), event.get("from"), event.get("to")
    if card in res.entities and res.entities[card].get("attached_to") and origin in IN_PLAY and to not in IN_PLAY:
        res.entities[card].pop("attached_to", None)  # an attached card that leaves play is attached to nothing
    if origin in IN_PLAY and to not in IN_PLAY:
        _trash(res, card, f"has left {'the board' if origin in ('board', 'space') else 'a play area'}")
    elif isinstance(origin, str) and isinstance(to, str) and origin.startswith("block ") and to.startswith("block "):
        _carry(res, card, origin, to)


def _trash(res, host, why):
    for item in attached_to(res, host):
        res.step("note", f"{res.name(host)} {why}: {res.name(item)}, attached to {res.name(host)}, is trashed",
                 rule=res.model.rules["attached-trashed"])
        res.entities[item].pop("attached_to", None)
        res.move(item, "trash", verb="trashed")


def _carry(res, host, origin, to):
    block = res.entities[host].get("block")
    for item in attached_to(res, host):
        props = res.entities[item]
        res.step("note", f"{res.name(host)} has moved: {res.name(item)}, attached to {res.name(host)}, moves "
                         "with it", rule=res.model.rules["attached-moves"])
        props["block"] = block
        res.emit({"event": "moved", "card": item, "from": origin, "to": to, "who": props.get("owner")})


def guard_move(opdef):
    """`move` with a `block` naming an attached card does nothing: it cannot be moved itself."""
    from adjudicator.engine.opdefs import entity_of

    run = opdef.run

    def guarded(res, node, args, op):
        card = entity_of(res, node, args["card"], "card", op)
        host = res.entities.get(card, {}).get("attached_to")
        if host and args.get("block") is not None:
            res.step("note", f"{res.name(card)} is attached to {res.name(host)}: it cannot be moved itself, so "
                             f"move does nothing to it", rule=res.model.rules["attached-not-moved"])
            return
        run(res, node, args, op)
    return replace(opdef, run=guarded)


def attach_on_play(opdef):
    """`play` with `attached_to: HOST`: the card is played attached to that card or hero (a Debut that
    states what it attaches to), on its host's block."""
    from adjudicator.engine.opdefs import entity_of
    from adjudicator.scenario.readers import read_block, read_fields, read_ref, read_zone

    run = opdef.run

    def attaching(res, node, args, op):
        if args.get("attached_to"):
            card = entity_of(res, node, args["card"], "card", op)
            host = entity_of(res, node, args["attached_to"], "attached_to", op)
            props = res.entities[card]
            res.step("note", f"{res.name(card)} is played attached to {res.name(host)}, on the same block",
                     rule=res.model.rules["attached-played"])
            props["attached_to"] = host
            block = res.entities.get(host, {}).get("block")
            if block is not None:
                props["block"] = block
            else:
                props.pop("block", None)
        run(res, node, args, op)
    read = read_fields({"card": (read_ref, True), "to": (read_zone, False), "on": (read_ref, False),
                        "block": (read_block, False), "attached_to": (read_ref, False)})
    read.extends = getattr(opdef.read, "extends", opdef.read)
    read.added = ("attached_to",)
    return replace(opdef, read=read, run=attaching,
                   doc=opdef.doc + " (`attached_to: HOST`: played attached to it)")


def op_defs(game_ops):
    """The game's ops, `move` refusing an attached card, with `play` able to attach one (`game_ops` lists
    the built-in ops the game changes; `play` is taken from the built-in table)."""
    from adjudicator.engine.builtin_ops import BUILTIN

    ops = [guard_move(op) if op.name == "move" else op for op in game_ops]
    if not any(op.name == "play" for op in ops):
        ops.append(attach_on_play(BUILTIN["play"]))
    return tuple(ops)
