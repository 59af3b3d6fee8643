"""“Gets”: hit points a card gives end — its card leaves play, a lasting effect expires — and a character
left with zero or fewer remaining hit points is defeated then (Damage: "If a character has zero or fewer
remaining hit points, it is defeated"). When: at once, the next thing in the effect under way (before the
rest of it), as a defeat by damage is — a reading: neither entry says when (docs/rulings.md)."""
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


def check_step(res, node, data) -> None:
    defeat_the_spent(res, data["why"])


def defeat_the_spent(res, why: str) -> None:
    """A hit point modifier has ended (`why`): each character in play now with no remaining hit points
    (some damage on it, as much as its hit points) is defeated — one defeat occurrence each, next in the
    effect under way."""
    if res.current is None:
        return
    node = res.nodes[res.current]
    for card, props in res.entities.items():
        damage = number(props, "damage")
        if damage <= 0 or not in_play(res, card) or state.DEFEATING.get(res, card):
            continue
        hp = hit_points(res, card, say=False)
        if hp is None or damage < hp:
            continue
        state.DEFEATING.set(res, card, True)
        res.step("note", f"{why}: {possessive(res.name(card))} hit points revert to {hp}, and its {damage} damage leave it "
                         "none: it is defeated now (a reading: at once, as the modifier ends)",
                 rule=rule(res, "gets-reverts"))
        res.step("note", f"{res.name(card)} has {damage} damage of {hp} hit points: defeated",
                 rule=rule(res, "damage-defeats"))
        schedule(res, node, "defeat", {"target": card, "by": None})
