"""Damage landing on an Organization: its Coherence goes down (never below 0), after its Augment's Armor.

Every damage of the game ends here (an attack's, a defense's text, a shut-down Sector's). An
Organization brought to 0 is noted, and eliminated by game_end.settle once the damage that did it has
all landed; the first damage of the game gives the Lowest Coherence token (coherence_token.py).
"""
from adjudicator.grammar import possessive
from adjudicator.timing.valiant import augments, coherence_token
from adjudicator.timing.valiant import state
from adjudicator.timing.valiant.facility import organization_of
from adjudicator.timing.base import rule


def lose_coherence(res, target, amount, source, why, rule_name="targets", unreducible=False,
                   report: dict | None = None):
    """Damage lands: the Organization of `target` loses that much Coherence (never below 0), after its
    Augment's Armor has negated what it can (not Superhero-to-Superhero damage, which cannot be reduced
    in any way). An Organization brought to 0 is eliminated once the damage of this attack has all
    landed (game_end.settle). Returns the Coherence lost; `report["blocked"]` is set when Armor
    nullified all of it (damage to a Sector of no player, or to an Organization with no Coherence
    left, is dealt all the same: nothing blocked it)."""
    org = organization_of(res, target)
    name = res.name
    if org is None:
        res.step("note", f"{name(target)} belongs to no player's Organization: its {amount} damage changes no "
                         "Coherence", rule=rule(res, "targets"))
        return 0
    props = res.entities[org]
    if props.get("eliminated"):
        res.step("note", f"{name(org)} is already out of the game", rule=rule(res, "organization-elimination"))
        return 0
    if not unreducible:
        amount = augments.absorb(res, org, amount)
        if amount <= 0:
            if report is not None:
                report["blocked"] = True
            return 0
    have = props.get("coherence", 0) or 0
    lost = max(0, min(amount, have))
    if lost == 0:
        res.step("note", f"{name(org)} has no Coherence left to lose", rule=rule(res, "organization-elimination"))
        return 0
    props["coherence"] = have - lost
    through = "" if target == org else f" through {name(target)}"
    res.step("op", f"{amount} damage lands{through}: {possessive(name(org))} Coherence {have} -> {have - lost} ({why})",
             rule=rule(res, rule_name))
    res.emit({"event": "coherence_damaged", "who": org, "target": target, "source": source, "amount": lost})
    coherence_token.first_damaged(res, org)
    if props["coherence"] == 0 and org not in state.AT_ZERO.get(res):
        state.AT_ZERO.set(res, state.AT_ZERO.get(res) + (org,))
    return lost
