"""`cannot: {card, function, until, label}`: a lasting effect that says a card cannot perform a game function
(cannot.py has the closed list and the checks). With `until` (this attack, turn, phase or round) it ends with
the other lasting effects; without, it lasts until the end of the scenario, as a keyword gained for good."""
from adjudicator.engine.opdefs import OpDef, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.scenario.readers import read_fields, read_ref, read_text
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.cannot import (
    ENEMY_SIDE,
    FUNCTIONS,
    PLAYER_SIDE,
    SCHEME_SIDE,
    SCHEMES,
    forbidding,
)
from adjudicator.timing.marvel_champions.durations import duration_tag, next_key, not_under_way
from adjudicator.timing.marvel_champions.readers import DURATIONS, _one_of

ENEMIES = ("villain", "minion")


def cannot_op(res, node, args, op) -> None:
    """The effect starts now: from here on the function is refused where it would happen."""
    card = entity_of(res, node, args["card"], "card", op)
    function = args["function"]
    enemy = res.entities[card].get("type") in ENEMIES
    if function in PLAYER_SIDE and enemy:
        raise ResolutionStopped(f"error: {op.path}.function: {res.name(card)} is an enemy: the model checks "
                                f"“cannot {FUNCTIONS[function]}” for a hero or an ally only", "error")
    if function in ENEMY_SIDE and not enemy:
        raise ResolutionStopped(f"error: {op.path}.function: {res.name(card)} is no enemy: the model checks "
                                f"“cannot {FUNCTIONS[function]}” for a villain or a minion only", "error")
    if function in SCHEME_SIDE and res.entities[card].get("type") not in SCHEMES:
        raise ResolutionStopped(f"error: {op.path}.function: {res.name(card)} is no scheme: “cannot "
                                f"{FUNCTIONS[function]}” is for a main scheme or a side scheme only", "error")
    label = args.get("label") or node.label
    until = args.get("until")
    tag = duration_tag(res, until)
    if tag is None:
        res.step("note", f"{not_under_way(until)}: {label} ({res.name(card)} cannot {FUNCTIONS[function]}) lasts "
                         "for nothing", rule=rule(res, "lasting-only-during" if until == "turn" else "lasting"))
        return
    if forbidding(res, card, function) is not None:
        res.step("note", f"{res.name(card)} already cannot {FUNCTIONS[function]}: {label} says it again, until "
                         "the later of the two ends", rule=rule(res, "cannot"))
    effect = {"key": next_key(res, "cannot"), "card": card, "function": function, "until": tag, "label": label}
    state.CANNOT.set(res, state.CANNOT.get(res) + (effect,))
    lasts = f" until the end of the {until}" if until else ""
    res.step("op", f"{label}: {res.name(card)} cannot {FUNCTIONS[function]}{lasts}",
             rule=rule(res, "lasting" if until else "cannot"))


CANNOT_OP_DEFS = (
    OpDef("cannot", read_fields({"card": (read_ref, True), "function": (_one_of(tuple(FUNCTIONS)), True),
                                 "until": (_one_of(DURATIONS), False), "label": (read_text, False)}), cannot_op,
          doc="a lasting effect: a card cannot perform a game function (`function`: ready, attack, thwart, defend, "
              "be_healed, scheme, activate, take_damage, be_defeated, leave_play, be_attacked, have_threat_removed) "
              "for a stated duration (`until`: attack, turn, phase, round) or, with none, until the end of the "
              "scenario; the function is refused where it happens, and at declare (Target)",
          example={"cannot": {"card": "ally", "function": "ready", "until": "round", "label": "Web Trap"}}),
)
