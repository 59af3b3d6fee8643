"""How long a lasting effect or a gained keyword lasts (Lasting Effects): this attack, this turn, this
phase, this round, or for good; and ending them when that time is over. Kept in the resolution's flags."""

from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import cannot, control_duration, removal_duration, state
from adjudicator.timing.marvel_champions.turn_order import active_player


def duration_tag(res, until):
    """What a lasting effect's duration ends with: this attack (the one under way), this turn (the active
    player's: turns.py), this phase, this round. None: no such time is under way."""
    if until is None:
        return ("ever",)
    if until == "attack":
        attacks = state.ATTACKS.get(res)
        return ("attack", attacks[-1]) if attacks else None
    if until == "turn":
        active = active_player(res)
        return ("turn", active) if active else None
    if until == "phase":
        return ("phase", state.PHASE.get(res))
    return ("round",)


def not_under_way(until) -> str:
    """What a step says when a lasting effect's duration is not under way (it lasts for nothing)."""
    return "no player's turn is under way" if until == "turn" else "no attack is under way"


def expire(res, tags, why, rule_name="lasting-expires"):
    """Lasting effects and gained keywords whose duration is one of `tags` end now (Lasting Effects), and the
    changes of control that last that long (control_duration.py)."""
    control_duration.expire_control(res, tags, why)
    removal_duration.expire_removals(res, tags, why)
    effects = state.LASTING.get(res)
    gained = state.GAINED.get(res)
    ending = [e for e in effects if e["until"] in tags]
    losing = [g for g in gained if g[3] in tags]
    forbidding = cannot.ending(res, tags)
    if not ending and not losing and not forbidding:
        return
    state.LASTING.set(res, tuple(e for e in effects if e["until"] not in tags))
    state.GAINED.set(res, tuple(g for g in gained if g.tag not in tags))
    said = [e["label"] for e in ending] + [f"{possessive(res.name(g[1]))} {g[2]}" for g in losing] + forbidding
    res.step("note", f"{why}: {', '.join(said)} ends", rule=rule(res, rule_name))
    if any(e["value"] == "hp" for e in ending):
        from adjudicator.timing.marvel_champions.hit_points_end import defeat_the_spent  # it imports values

        defeat_the_spent(res, ", ".join(e["label"] for e in ending if e["value"] == "hp") + " has ended")


def next_key(res, kind):
    count = state.COUNT_OF.get(res, kind) + 1
    state.COUNT_OF.set(res, kind, count)
    return count
