"""Face down and underneath cards: "If a face-down card is turned face up, it counts as being played which
will trigger Debut effects."

A card is turned face up by `set: {target: CARD, prop: facedown, value: 0}` on a card that is face down
(`facedown` true, e.g. `facedown: 1` in `entities`): the property changes, a step quoting the rule says the
card counts as played, and a `played` event follows (to the zone the card lies in), so its Debut triggers as
a when effect. The other `set`s of `facedown` are never silent: a card already face up "turned" face up is not
played (a step says nothing is turned, nothing triggers), and a card turned face down is not played either (a
step says so). Every other property is set as the shared `set` sets it.
"""
from dataclasses import replace

from adjudicator.engine import events as ev
from adjudicator.engine.opdefs import entity_of


def _set_op(base_run):
    def run(res, node, args, op):
        if args.get("prop") != "facedown":
            base_run(res, node, args, op)
            return
        card = entity_of(res, node, args["target"], "target", op)
        was = bool(res.entities[card].get("facedown"))
        base_run(res, node, args, op)
        now = bool(res.entities[card].get("facedown"))
        rule = res.model.rules["face-down-turned-up"]
        if was and not now:
            res.step("note", f"{res.name(card)} is turned face up: it counts as being played", rule=rule)
            zone = res.entities[card].get("zone")
            res.emit({"event": "played", "card": card, "who": node.you, "to": zone, "on": None})
        elif not was and not now:
            res.step("note", f"{res.name(card)} was already face up: nothing is turned face up, so it is not "
                             "played and nothing triggers", rule=res.model.rules["doing-nothing"])
        elif not was:
            res.step("note", f"{res.name(card)} is placed face down: that is not playing it, nothing triggers",
                     rule=res.model.rules["face-down-placed"])
    return run


def op_defs(game_ops):
    """The game's ops with `set` turning a face-down card face up (played); the others unchanged."""
    from adjudicator.engine.builtin_ops import BUILTIN

    base = {op.name: op for op in game_ops}.get("set", BUILTIN["set"])
    turned = replace(base, run=_set_op(base.run), emits=tuple(base.emits) + (ev.PLAYED,),
                     doc=base.doc + " (`facedown` from true to 0: the card is turned face up and counts as played)")
    return tuple(op for op in game_ops if op.name != "set") + (turned,)
