"""Maneuver: "Exert one Speed to move to a block at range 1. Remember that diagonal blocks are at range 2, not 1.
If the player is engaged (on the same block as an enemy) then they may have to pay an extra disengage cost as noted
on the issue rules card."

The `maneuver` op of this game is that action: `maneuver: {by: HERO, block: [x, y]}`. A play the section forbids
(a block not at range 1, a diagonal block among them; a space, which is no block; a taken-out hero; no Speed in
the pool) is refused as a ruling (Resolution.refuse_play: a step quoting the rule, a `refused-play` warning): no
Speed is exerted and the hero stays. Otherwise one Speed leaves the hero's pool (`speed`) and the hero moves from
block to block (`moved`). Not modelled, and said: an engaged hero's disengage cost (the issue rules card's: the
resolution stops, naming the rule), and discarding three cards instead of exerting the Speed. Readings, each a
step when a scenario relies on it: a hero with no `speed` is taken to have the Speed the maneuver exerts.
"""
from adjudicator.engine.opdefs import OpDef, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import possessive
from adjudicator.scenario.readers import read_block, read_fields, read_ref
from adjudicator.timing.union_city.costs import exert
from adjudicator.timing.union_city.spaces import is_space

STAYS = "no Speed is exerted and the hero stays where they are"


def _at(block):
    return f"block {block[0]},{block[1]}"


def maneuver(res, node, args, op):
    """Maneuver, checked in the order the section states it: the block (at range 1), then the Speed exerted,
    then the move. Every value is computed before anything changes."""
    hero = entity_of(res, node, args["by"], "by", op)
    target = tuple(args["block"])
    props = res.entities[hero]
    refusal = _refusal(res, hero, target)
    if refusal is not None:
        why, rule_name = refusal
        res.refuse_play(f"{possessive(res.name(hero))} maneuver to {_at(target)}", why,
                        res.model.rules[rule_name], STAYS, done="be made")
        return
    here = tuple(props["block"])
    enemies = _engaged_with(res, hero, here)
    if enemies:
        raise ResolutionStopped(
            f"error: {op.path}: {res.name(hero)} is engaged (on the same block as {', '.join(enemies)}): a maneuver "
            "then pays the disengage cost of the issue rules card, which this model does not resolve "
            f"(Maneuver: \"{res.model.rules['maneuver-engaged'].quote}\")", "error")
    exert(res, hero, "speed", 1, res.model.rules["maneuver"], action="this maneuver", amount_words="one")
    props["block"] = target
    res.emit({"event": "moved", "card": hero, "from": _at(here), "to": _at(target), "who": props.get("owner") or hero})


def _refusal(res, hero, target):
    """Why the section forbids this maneuver and the rule that says so, or None (nothing is changed here)."""
    props = res.entities[hero]
    if not res.model.is_hero(res, hero) and not props.get("taken_out"):
        return f"{res.name(hero)} is not a hero: Maneuver is a hero's action", "maneuver"
    if props.get("taken_out"):
        return f"{res.name(hero)} is taken out and cannot move", "taken-out-range"
    here = props.get("block")
    if here is None:
        return (f"the scenario gives no block for {res.name(hero)}, so the range to {_at(target)} cannot be "
                "counted"), "maneuver"
    if is_space(res, target):
        return f"{target[0]},{target[1]} is a space, not a block", "space-move"
    dx, dy = abs(target[0] - here[0]), abs(target[1] - here[1])
    if dx + dy != 1:
        diagonal = " (a diagonal block)" if dx == 1 and dy == 1 else ""
        return (f"{_at(target)}{diagonal} is at range {dx + dy} from {possessive(res.name(hero))} {_at(here)}, "
                "not 1"), "maneuver"
    pool = props.get("speed")
    if pool is not None and pool < 1:
        return (f"{res.name(hero)} has {pool} Speed in the pool and a maneuver exerts one (Glossary, "
                "Exerting)"), "maneuver"
    return None


def _engaged_with(res, hero, here):
    """The enemies in play on the hero's block (Engaged: on the same block as an enemy), by name."""
    return [res.name(e) for e, p in sorted(res.entities.items())
            if e != hero and p.get("type") == "enemy" and p.get("zone") == "board" and not p.get("under")
            and p.get("space") is None and p.get("block") is not None and tuple(p["block"]) == here]


def op_defs(game_ops):
    """The game's ops with `maneuver`, the Maneuver action."""
    from adjudicator.engine import events as ev

    return tuple(game_ops) + (
        OpDef("maneuver", read_fields({"by": (read_ref, True), "block": (read_block, True)}), maneuver, (ev.MOVED,),
              doc="a hero exerts one Speed to move to a block at range 1 (never a diagonal block)",
              example={"maneuver": {"by": "you", "block": [1, 0]}}),)
