"""Augments and Armor: the Manipulation icon's Augment Slot, and the Armor that negates damage.

An Organization's Augment is the one card in its Augment Slot (`zone: augment`, `owner: ORG`); cards
attached to it are in the slot too, with `attached_to: AUGMENT`, and do not count against the limit of
one. A card's Armor is its `armor` property: each point negates a point of damage and is spent doing it.
Reading (docs/ops-valiant-universe.md): when the last Armor point of an Augment is spent, its last effect
has been delivered, so it and its attached cards are discarded ("no Augment ... is discarded until the
last effects of an Augment are delivered").
"""

from adjudicator.grammar import possessive
from adjudicator.timing.base import rule


def slot_of(res, org):
    """The Organization's Augment (the card in its slot not attached to another), or None."""
    found = sorted(c for c, p in res.entities.items()
                   if p.get("owner") == org and p.get("zone") == "augment" and not p.get("attached_to"))
    return found[0] if found else None


def with_attached(res, augment):
    return [augment] + sorted(c for c, p in res.entities.items()
                              if p.get("attached_to") == augment and p.get("zone") == "augment")


def discard_augment(res, augment, why, rule_name):
    cards = with_attached(res, augment)
    res.step("op", f"{', '.join(res.name(c) for c in cards)} {'is' if len(cards) == 1 else 'are'} discarded "
                   f"from {possessive(res.name(res.entities[augment].get('owner')))} Augment Slot ({why})",
             rule=rule(res, rule_name))
    for card in cards:
        res.entities[card].pop("attached_to", None)
        res.move(card, "discard", verb="discarded")


def place(res, card, org):
    """Manipulation: the card goes into its Organization's Augment Slot; an Augment already there is
    discarded with everything attached to it."""
    older = slot_of(res, org)
    if older is not None:
        discard_augment(res, older, f"{res.name(card)} replaces it", "augment-replaced")
    res.step("op", f"{res.name(card)} goes into {possessive(res.name(org))} Augment Slot", rule=rule(res, "augment-slot"))
    res.move(card, "augment", verb="played", who=org, extra={"to": "augment"})


def absorb(res, org, amount):
    """Armor: each point on the Organization's Augment negates a point of damage; the damage left."""
    augment = slot_of(res, org)
    armor = (res.entities.get(augment) or {}).get("armor") if augment else None
    if not isinstance(armor, int) or isinstance(armor, bool) or armor <= 0 or amount <= 0:
        return amount
    negated = min(armor, amount)
    res.entities[augment]["armor"] = armor - negated
    res.step("op", f"{possessive(res.name(augment))} Armor negates {negated} of the {amount} damage to {res.name(org)} "
                   f"({armor - negated} Armor left)", rule=rule(res, "armor"))
    res.emit({"event": "armor_used", "card": augment, "who": org, "amount": negated})
    if armor - negated == 0:
        discard_augment(res, augment, "its last Armor point is spent: its last effect is delivered",
                        "augment-last-effect")
    return amount - negated
