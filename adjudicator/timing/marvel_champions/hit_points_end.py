"""“Gets”: hit points a card gives end — its card leaves play, a lasting effect expires — or hit points a
card takes away begin — a lasting effect is made, a card with such a modifier enters play, a modifier's `if`
comes to hold — and a character left with zero or fewer remaining hit points is defeated then (Damage: "If a
character has zero or fewer remaining hit points, it is defeated"; Modifiers: "The game constantly checks ...").
When: at once, the next thing in the effect under way (before the rest of it), as a defeat by damage is — a
reading: neither entry says when (docs/rulings.md)."""
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.table import in_play, number
from adjudicator.timing.marvel_champions.values import hit_points
from adjudicator.timing.marvel_champions.windows import internal, push, schedule


def gave_hit_points(res, card: str) -> bool:
    """Whether a modifier ability of `card` changes hit points (it stops as the card leaves play)."""
    return any(a.card == card and a.timing == "modifier" and a.modifies is not None and a.modifies.event == "hp"
               for a in res.scenario.abilities.values())


def after_leaving(res, card: str) -> None:
    """A card whose modifier gave hit points has left play: the check waits until its move is over (while a
    card moves it counts as in both zones, its modifier still active), next in the effect under way."""
    if res.current is not None and gave_hit_points(res, card):
        push(res, res.nodes[res.current], [internal("_mc_step", step="hit-points-ended",
                                                     data={"why": f"{res.name(card)} has left play"})])


def after_entering(res, card: str) -> None:
    """A card whose modifier changes hit points has entered play: its modifier is active from now on, and the
    check waits until its move is over, next in the effect under way (as `after_leaving`)."""
    if res.current is not None and gave_hit_points(res, card):
        push(res, res.nodes[res.current], [internal("_mc_step", step="hit-points-ended",
                                                     data={"why": f"{res.name(card)} has entered play",
                                                           "begins": True})])


def check_step(res, node, data) -> None:
    if data.get("conditions"):
        check_conditions(res)
    else:
        defeat_the_spent(res, data["why"], begins=data.get("begins", False))


def conditional_hit_points(res) -> bool:
    """Whether a modifier ability of the scenario changes hit points while its `if` holds."""
    return any(a.timing == "modifier" and a.modifies is not None and a.modifies.event == "hp" and a.condition is not None
               for a in res.scenario.abilities.values())


def after_event(res) -> None:
    """An occurrence has happened: with a hit point modifier whose `if` may have come to hold (or stopped holding),
    the hit points are checked again once the move under way is over, next in the effect under way (Modifiers:
    "The game constantly checks ..."). Only in a scenario that has one."""
    if res.current is not None and conditional_hit_points(res):
        push(res, res.nodes[res.current], [internal("_mc_step", step="hit-points-ended", data={"conditions": True})])


def check_conditions(res) -> None:
    """Each character in play whose maximum hit points have dropped since last seen, as a modifier's `if` came to
    hold or stopped holding, and that is left with none, is defeated. Seen for the first time, what it had before
    is not known: it is checked (defeat_the_spent counts its remaining hit points from its hit points as modified
    now, every other modifier included — not from the printed value, which a modifier that stays may have raised:
    Modifiers, "The game constantly checks and (if necessary) updates the count of any variable quantity that is
    being modified")."""
    for card in res.entities:
        hp = hit_points(res, card, say=False) if in_play(res, card) else None
        if hp is None:
            continue
        seen = state.HIT_POINTS_SEEN.get(res, card)
        state.HIT_POINTS_SEEN.set(res, card, hp)
        if seen is None or hp < seen:
            defeat_the_spent(res, "a hit point modifier's condition has changed", begins=True, only=card)


def defeat_the_spent(res, why: str, begins: bool = False, only: str | None = None) -> None:
    """A hit point modifier has ended, or (`begins`) one has begun (`why`): each character in play now with
    zero or fewer remaining hit points (its hit points less its damage) is defeated — one defeat occurrence
    each, next in the effect under way. Modifiers: "The game constantly checks and (if necessary) updates
    the count of any variable quantity that is being modified"."""
    if res.current is None:
        return
    node = res.nodes[res.current]
    for card, props in res.entities.items():
        damage = number(props, "damage")
        if (only is not None and card != only) or not in_play(res, card) or state.DEFEATING.get(res, card):
            continue
        hp = hit_points(res, card, say=False)
        if hp is None or damage < hp:
            continue
        state.DEFEATING.set(res, card, True)
        if begins:
            res.step("note", f"{why}: {possessive(res.name(card))} maximum hit points are now {hp} and, with them, its "
                             f"remaining hit points {hp - damage} ({damage} damage)", rule=rule(res, "gets-hit-points"))
            res.step("note", f"the game checks {possessive(res.name(card))} remaining hit points as its hit points change: "
                             "it is defeated now, not at the next damage (a reading: at once, the next thing in the "
                             "effect under way)", rule=rule(res, "modifiers-constantly-checked"))
        else:
            res.step("note", f"{why}: {possessive(res.name(card))} hit points revert to {hp}, and its {damage} damage leave "
                             "it none: it is defeated now (a reading: at once, as the modifier ends)",
                     rule=rule(res, "gets-reverts"))
        res.step("note", f"{res.name(card)} has {damage} damage of {hp} hit points: defeated",
                 rule=rule(res, "damage-defeats"))
        schedule(res, node, "defeat", {"target": card, "by": None})
