"""`remove_from_game: {card, until}` (Removed from the Game): `remove_from_game: CARD` is the spelling of
`move: {card: CARD, to: removed}` — the same move, with the same steps, windows and Leaves Play, a card already
removed included — and lasts until the end of the game; `until` (this attack, turn, phase or round) is what only
it adds: the removal lasts that long and removal_duration.py brings the card back."""
from adjudicator.engine.opdefs import OpDef, entity_of
from adjudicator.scenario.model import Op
from adjudicator.scenario.readers import read_fields, read_ref
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import removal_duration
from adjudicator.timing.marvel_champions.durations import duration_tag, not_under_way
from adjudicator.timing.marvel_champions.readers import DURATIONS, _one_of
from adjudicator.timing.marvel_champions.windows import internal, push

REMOVED_SINCE = "_mc_removed_since"


def remove_from_game_op(res, node, args, op) -> None:
    """The move to `removed`, then (once it has happened) the duration is remembered; a card already removed is
    given none (the move says it is already removed)."""
    card = entity_of(res, node, args["card"], "card", op)
    until = args.get("until")
    tag = duration_tag(res, until) if until else None
    if until and tag is None:
        res.step("note", f"{res.name(card)} would be removed until the end of this {until}, but {not_under_way(until)}"
                         ": the removal lasts for nothing, and the card stays where it is",
                 rule=rule(res, "removed"))
        return
    ops = [Op("move", {"card": card, "to": removal_duration.REMOVED}, f"{op.path}.move")]
    if tag is not None and res.entities[card].get("zone") != removal_duration.REMOVED:
        ops.append(internal(REMOVED_SINCE, card=card, zone=res.entities[card].get("zone") or "play", tag=tag,
                            until=until))
    push(res, node, ops)


def removed_since_op(res, node, args, op) -> None:
    """The removal for a duration has happened (the card is in `removed`): it lasts until its time is over."""
    card = args["card"]
    if res.entities[card].get("zone") != removal_duration.REMOVED:
        return
    removal_duration.remember(res, card, args["zone"], args["tag"])
    res.step("note", f"{res.name(card)} is removed from the game until the end of this {args['until']} (its stated "
                     "duration), not until the end of the game", rule=rule(res, "removed"))


REMOVAL_OP_DEFS = (
    OpDef("remove_from_game", read_fields({"card": (read_ref, True), "until": (_one_of(DURATIONS), False)},
                                          shorthand="card"), remove_from_game_op,
          doc="remove a card from the game (Removed from the Game): to the zone `removed`, for a stated duration "
              "(`until`: attack, turn, phase, round) or, with none, until the end of the game",
          example={"remove_from_game": {"card": "ally", "until": "round"}}),
    OpDef(REMOVED_SINCE, None, removed_since_op),  # internal: the duration of a removal, once it has happened
)
