"""Superhero Move and Push (Actions): a Move is 1 space orthogonally, as many as the Superhero's
`movement` (1 unless an Ability or card gives more) in a turn; a Push moves another Superhero from the
pusher's own Sector into any of the 8 around it, or from an orthogonally adjacent Sector into the next
Sector in line or either Sector diagonally beside the target's; a Superhero pushes once a turn. A
move or push the rules do not allow is refused with the sentence, and nothing moves. Entering a
shut-down Sector then costs 1 Coherence (turn.enter_sector).
"""
from adjudicator.grammar import possessive
from adjudicator.timing.valiant import facility, turn
from adjudicator.timing.valiant import state
from adjudicator.timing.valiant.legality import offset
from adjudicator.timing.base import rule


def _cell(res, hero):
    where = res.entities[hero].get("sector")
    return where, (facility.position(res, where) if where in res.entities else None)


def _refuse(res, why, rule_name):
    """A note for what the scenario leaves out (a Superhero with no `sector`): not a rules refusal."""
    res.step("note", why, rule=rule(res, rule_name))


def _forbid(res, play, why, rule_name, instead):
    """A move or push the rules forbid: a ruling (Resolution.refuse_play), and the rest goes on."""
    res.refuse_play(play, why, rule(res, rule_name), instead, done="be made")


def _not_their_turn(res, hero):
    owner = facility.organization_of(res, hero)
    if owner == res.current_player:
        return False
    _forbid(res, f"{possessive(res.name(hero))} Superhero action",
            f"it is {possessive(res.name(res.current_player))} turn: {res.name(hero)} ({possessive(res.name(owner))}) "
            "takes no Superhero action", "superhero-turn", f"{res.name(hero)} stays where it is")
    return True


def move(res, hero, sector, defenses):
    """Move: 1 space orthogonally (up, down, left or right), within the Superhero's movement this turn."""
    name = res.name
    if _not_their_turn(res, hero):
        return
    where, here = _cell(res, hero)
    if here is None:
        return _refuse(res, f"{name(hero)} stands on no Sector (give its `sector`): it cannot move", "superhero-move")
    there = facility.position(res, sector)
    dl, dc = offset(here, there)
    if abs(dl) + abs(dc) != 1:
        return _forbid(res, f"{possessive(name(hero))} move to {name(sector)}",
                       f"{name(hero)} cannot move from {name(where)} ({facility.label(here)}) to {name(sector)} "
                       f"({facility.label(there)}): a Move is 1 space orthogonally", "superhero-move",
                       f"{name(hero)} stays on {name(where)}")
    allowance = res.entities[hero].get("movement", 1)
    used = state.MOVES.get(res, hero)
    if used >= allowance:
        return _forbid(res, f"{possessive(name(hero))} move to {name(sector)}",
                       f"{name(hero)} has used its movement this turn ({allowance}): it cannot move again",
                       "superhero-movement", f"{name(hero)} stays on {name(where)}")
    state.MOVES.set(res, hero, used + 1)
    res.step("op", f"{name(hero)} moves 1 Sector, from {name(where)} to {name(sector)}", rule=rule(res, "superhero-move"))
    turn.enter_sector(res, hero, sector, defenses)


def push_targets(here, there):
    """The cells a Superhero at `there` may be pushed into by one at `here` (an empty tuple: not pushable)."""
    dl, dc = offset(here, there)
    if (dl, dc) == (0, 0):
        return tuple((facility.wrap(there[0] + a), facility.wrap(there[1] + b))
                     for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0))
    if abs(dl) + abs(dc) != 1:
        return ()
    ahead = (facility.wrap(there[0] + dl), facility.wrap(there[1] + dc))
    sideways = ((0, 1), (0, -1)) if dl else ((1, 0), (-1, 0))
    return (ahead,) + tuple((facility.wrap(ahead[0] + a), facility.wrap(ahead[1] + b)) for a, b in sideways)


def push(res, hero, target, sector, defenses):
    """Push: from the pusher's Sector into any of the 8 around it; from an orthogonally adjacent Sector into
    the next Sector in line or either of the two beside it (diagonal from the target's); once a turn."""
    name = res.name
    if _not_their_turn(res, hero):
        return
    if state.PUSHED.get(res, hero):
        return _forbid(res, f"{possessive(name(hero))} push of {name(target)}", f"{name(hero)} has already pushed this turn",
                       "superhero-once", f"{name(target)} stays where it is")
    where, here = _cell(res, hero)
    target_where, there = _cell(res, target)
    if here is None or there is None:
        return _refuse(res, f"{name(hero)} and {name(target)} must stand on Sectors (their `sector`) for a push",
                       "superhero-push")
    cells = push_targets(here, there)
    if not cells:
        return _forbid(res, f"{possessive(name(hero))} push of {name(target)}",
                       f"{name(target)} on {name(target_where)} is neither in {possessive(name(hero))} Sector nor in an "
                       f"adjacent one: it cannot be pushed", "superhero-push", f"{name(target)} stays on {name(target_where)}")
    into = facility.position(res, sector)
    if into not in cells:
        labels = [facility.label(c) for c in sorted(cells)]
        allowed = "; ".join(labels[:-1]) + "; or " + labels[-1]
        which = "superhero-push-same" if here == there else "superhero-push-adjacent"
        return _forbid(res, f"{possessive(name(hero))} push of {name(target)}",
                       f"{name(target)} cannot be pushed into {name(sector)} ({facility.label(into)}): from "
                       f"{name(hero)} on {name(where)} the push may go to {allowed}", which,
                       f"{name(target)} stays on {name(target_where)}")
    state.PUSHED.set(res, hero, True)
    which = "superhero-push-same" if here == there else "superhero-push-adjacent"
    res.step("op", f"{name(hero)} pushes {name(target)} from {name(target_where)} into {name(sector)}",
             rule=rule(res, which))
    turn.enter_sector(res, target, sector, defenses)
