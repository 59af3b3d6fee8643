"""The players' turns (Player Phase; Player Turn; End of a Player's Turn), opt-in.

A scenario that writes `end_turn` anywhere is played in turns: the player phase begins with the first
player's turn, `end_turn` ends the active player's turn, the next player in player order takes theirs,
and the end of the last player's turn ends the player phase (its End of Player Phase steps follow at
once). In such a scenario, a play the scenario writes itself (not a card's text) is an option of a
turn: taken in the player's own turn, or, for an Action, by request in another player's (`requested`);
any other is refused with a step quoting the rule (Action; Player Turn). A scenario that never ends a
turn is read as before: its plays are not checked against turns.

The end of a turn is an occurrence, event `turn_ended` {who}, after what lasted "until the end of your
turn" has ended (`until: turn`): a `delayed` effect on it is "at the end of your turn".
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import entity_of
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.durations import expire
from adjudicator.timing.marvel_champions.turn_order import active_player, in_use, taken
from adjudicator.timing.marvel_champions.windows import internal, push, schedule

def _no_turn_why(res: Any) -> str:
    if state.PHASE.get(res) != "player":
        return "it is the villain phase: no player is taking a turn"
    return "every player has ended their turn this round: no player is taking a turn"


# -- `end_turn` ----------------------------------------------------------------------------------------------
def end_turn(res: Any, node: Any, args: dict, op: Any) -> None:
    """`end_turn`: the active player announces that their turn is complete (End of a Player's Turn); what
    lasted until the end of their turn ends, then the end of the turn is an occurrence with its windows;
    then the next player begins their turn, or, after the last one, the player phase ends."""
    active = active_player(res)
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else active
    if active is None:
        res.refuse_play(f"the end of {possessive(res.name(who)) if who else 'a'} turn", _no_turn_why(res),
                        rule(res, "player-phase-turns"), "nothing ends", done="happen")
        return
    if who != active:
        res.refuse_play(f"the end of {possessive(res.name(who))} turn",
                        f"it is {possessive(res.name(active))} turn, not {possessive(res.name(who))}: each player "
                        "takes their turn in player order", rule(res, "player-phase-turns"),
                        f"{possessive(res.name(active))} turn goes on", done="happen")
        return
    res.step("phase", f"{res.name(who)} announces that their turn is complete", rule=rule(res, "turn-complete"))
    expire(res, (("turn", who),), f"{possessive(res.name(who))} turn has ended", "lasting-expires")
    state.FORM_CHANGED.clear(res, who)  # "This option may only be performed once each turn" (Player Turn)
    schedule(res, node, "phase-end", {"events": ({"event": "turn_ended", "who": who},),
                                      "label": f"{possessive(res.name(who))} turn ends"},
             anchors=("end-turn",) * 3)
    push(res, node, [internal("_mc_turn_over", who=who, discard=tuple(args.get("discard", ())))])


def turn_over(res: Any, node: Any, args: dict, op: Any) -> None:
    """After the end of a turn and its windows: the next player begins their turn, or after the last
    player's turn the player phase ends (End of Player Phase, at once)."""
    state.TURNS_TAKEN.set(res, (state.ROUND.get(res), taken(res) + (args["who"],)))
    following = active_player(res)
    if following is not None:
        res.step("phase", f"{res.name(following)} begins their turn", rule=rule(res, "next-turn"))
        return
    res.step("phase", "every player has completed a turn: the End of Player Phase sequence follows",
             rule=rule(res, "all-turns-taken"))
    end_of_player_phase(res, node, args["discard"], op)


def end_of_player_phase(res: Any, node: Any, discard: Any, op: Any) -> None:
    """Player Phase 2: discard, draw and ready, in that order, then the phase ends (the steps sequences.py
    runs); after the last turn, or by `end_player_phase` in a scenario not played in turns."""
    chosen = tuple((entity_of(res, node, who, "discard", op), tuple(entity_of(res, node, c, "discard", op) for c in cards))
                   for who, cards in discard)
    push(res, node, [internal("_mc_step", step="end-discard", data={"chosen": chosen}),
                     *(internal("_mc_step", step=name, data={}) for name in ("end-draw", "end-ready", "end-phase"))])


def end_player_phase_refused(res: Any) -> bool:
    """In a scenario played in turns, `end_player_phase` written while a player's turn is under way (the
    phase ends on its own after the last turn): a step says why, and True."""
    active = active_player(res)
    if active is None:
        if in_use(res) and state.PHASE.get(res) == "player" and taken(res):
            res.refuse_play("the end of the player phase", "it has already ended: the end of the last player's "
                            "turn ended it", rule(res, "all-turns-taken"), "nothing more happens", done="happen")
            return True
        return False
    res.refuse_play("the end of the player phase", f"{res.name(active)} has not ended their turn",
                    rule(res, "end-player-phase"), f"{possessive(res.name(active))} turn goes on", done="happen")
    return True


# -- what may be done, and when ------------------------------------------------------------------------------
def out_of_turn(res: Any, node: Any, who: str, play: str, *, action: bool, requested: bool = False,
                instead: str = "", done: str = "be played", rule_name: str = "player-turn-options") -> bool:
    """A play the scenario writes itself (not a card's text), in a scenario played in turns: an option of
    the player's own turn (Player Turn), or an Action by request during another player's turn (Action).
    True, with a step saying why and what happens instead, when it is not allowed now."""
    if node.ability is not None:
        return False
    if not in_use(res):
        if requested:
            res.step("note", f"{play}: the scenario is not played in turns (it writes no `end_turn`), so "
                             "`requested` changes nothing", rule=rule(res, "action-ability"))
        return False
    active = active_player(res)
    if active is not None and who == active:
        if requested:
            res.step("note", f"{play}: it is {possessive(res.name(who))} own turn, so no request is needed",
                     rule=rule(res, "action-ability"))
        return False
    if active is None:
        why, rule_name = _no_turn_why(res), "action-ability" if action else rule_name
    elif action and requested:
        res.step("note", f"{res.name(active)} asks {res.name(who)} to trigger an Action during {possessive(res.name(active))} "
                         f"turn, and {res.name(who)} decides to: {play}", rule=rule(res, "ask-action"))
        return False
    elif action:
        why = (f"it is {possessive(res.name(active))} turn, and no request was made (write `requested: true` when "
               f"{res.name(active)} asks for it, or accepts {possessive(res.name(who))} offer)")
        rule_name = "action-ability"
    else:
        why = f"it is {possessive(res.name(active))} turn, not {possessive(res.name(who))}"
        if requested:
            why += " (only an Action may be triggered by request)"
    res.refuse_play(play, why, rule(res, rule_name), instead, done=done)
    return True
