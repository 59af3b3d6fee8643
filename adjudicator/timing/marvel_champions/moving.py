"""Move (threat, damage): threat moved from one scheme to another is placed on the one it moves to; damage
moved from one character (a dial or a card) to another is dealt to the one it moves to.

`move_threat: {from: SCHEME, to: SCHEME, amount: N}`. Move: "If threat is moved to a scheme, the moved
threat is considered to be placed to that scheme": the move is a threat placement on `to`, with its
windows, and `from` loses the threat as that placement happens (happenings.PlaceThreat, `moved_from`).
The entry calls only the destination's side a placement, so the source's loss is no removal (no window,
nothing answers it as threat removed): a reading. A move to the same scheme, or with no valid source
(out of play, or no threat) or destination (out of play), cannot be made: a step says so.

`move_damage: {from: CHARACTER, to: CHARACTER, amount: N}`. Move: "If damage is moved to a character, the
moved damage is considered to be dealt to that character": the move is damage dealt to `to` (no source),
with its windows, its taking, tough, prevention and any defeat; `from` (its dial, for an identity or a
villain, or its card) loses the damage as it is dealt ("remove damage from the card and reduce the dial";
"increase the hit points tracked by the dial"), which is no healing: a reading, as for threat. A source
holding less than N moves what it holds (a reading: the dial goes up "no higher than the card’s maximum
hit points"). A destination with no hit points is no valid destination.
"""
from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import cannot
from adjudicator.timing.marvel_champions.table import in_play, number
from adjudicator.timing.marvel_champions.windows import schedule

DIALS = ("hero", "alter-ego", "identity", "villain")  # the cards whose hit points a dial tracks (Move)


def _what_moves(res, node, args, op, token: str, destination_problem) -> tuple | None:
    """Move's checks, shared by threat and damage: a token cannot move to where it is, and needs a valid source
    (in play, holding some) and destination (`destination_problem(to)`: why not, or None); at most what the
    source holds moves. (source, destination, amount moving, a note when less than asked), or None: a step
    says why the move cannot be made."""
    source = entity_of(res, node, args["from"], "from", op)
    to = entity_of(res, node, args["to"], "to", op)
    amount = amount_of(res, node, args["amount"], op)
    if source == to:
        res.step("note", f"{token} cannot move from {res.name(source)} to itself: the move cannot be made",
                 rule=rule(res, "move-same"))
        return None
    held = number(res.entities.get(source, {}), token) if in_play(res, source) else 0
    kept = cannot.threat_kept(res, source) if token == "threat" else None  # “threat cannot be removed”
    why = (f"{kept} (a reading: the threat would leave it, so it is no valid source)" if kept else
           destination_problem(to) if held > 0 else
           f"{res.name(source)} {f'has no {token}' if in_play(res, source) else 'is not in play'}")
    if why:
        res.step("note", f"{why}: no valid source or destination, the move cannot be made",
                 rule=rule(res, "move-invalid"))
        return None
    moved = min(amount, held)
    return source, to, moved, f" (it holds {held}: only that much moves, a reading)" if moved < amount else ""


def move_threat_op(res, node, args, op) -> None:
    """`move_threat`: refused as the entry says, else a placement of what the source holds (at most)."""
    moving = _what_moves(res, node, args, op, "threat",
                         lambda to: None if in_play(res, to) else f"{res.name(to)} is not in play")
    if moving is None:
        return
    source, to, moved, short = moving
    res.step("phase", f"{moved} threat moves from {res.name(source)} to {res.name(to)}{short}: it is placed on "
                      f"{res.name(to)}; {res.name(source)} loses it as it is placed, which is no removal (a reading)",
             rule=rule(res, "move-threat"))
    schedule(res, node, "place-threat", {"scheme": to, "amount": moved, "by": None, "moved_from": source})


def _no_damage_destination(res, to: str) -> str | None:
    if not in_play(res, to):
        return f"{res.name(to)} is not in play"
    return None if isinstance(res.entities.get(to, {}).get("hp"), int) else f"{res.name(to)} has no hit points"


def move_damage_op(res, node, args, op) -> None:
    """`move_damage`: refused as the entry says, else damage dealt to `to` of what the source holds (at most)."""
    moving = _what_moves(res, node, args, op, "damage", lambda to: _no_damage_destination(res, to))
    if moving is None:
        return
    source, to, moved, short = moving
    where = "dial" if res.entities[source].get("type") in DIALS else "card"
    rules = {("dial", "card"): "move-damage-dial-to-card", ("card", "dial"): "move-damage-card-to-dial"}
    name = rules.get((where, "dial" if res.entities[to].get("type") in DIALS else "card"), "move-damage-any")
    res.step("phase", f"{moved} damage moves from {possessive(res.name(source))} {where} to {res.name(to)}{short}",
             rule=rule(res, name))
    res.step("phase", f"the moved damage is dealt to {res.name(to)}; {res.name(source)} loses it as it is dealt, "
                      "which is no healing (a reading)", rule=rule(res, "move-damage"))
    schedule(res, node, "damage", {"hits": ((to, moved),), "source": None, "moved_from": source})
