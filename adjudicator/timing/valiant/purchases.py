"""Purchase Actions: on their turn a player discards 2 cards from hand to buy 1 card from a Sector of
their Zone of Influence; the card goes to their discard pile; a Sector whose last card is bought shuts
down. A card action may make a purchase free or allow a Sector outside the ZOI ("Text on cards may
modify these rules"): the op says so with `free` and `anywhere`.

A card for sale is an entity of `type: card` with `zone: sector` and `sector: SECTOR`; a Sector's
`cards` is how many cards its deck still holds (for the shutdown when the last one is bought).
"""
from adjudicator.engine.opdefs import entities_of, entity_of, pile_of
from adjudicator.grammar import counted, possessive
from adjudicator.timing.valiant import facility
from adjudicator.timing.base import rule

PURCHASE_COST = 2  # cards discarded from hand for one purchase


def why_not(res, player, card, sector, args):
    """(why, rule name) the purchase is refused, or None."""
    name = res.name
    props = res.entities[card]
    if player != res.current_player:
        return f"it is {possessive(name(res.current_player))} turn, not {possessive(name(player))}", "purchase-turn"
    if props.get("zone") != "sector" or sector is None:
        return f"{name(card)} is not in a Sector of the Facility (zone sector, with its sector)", "purchase"
    if res.entities[sector].get("shutdown"):
        return f"{name(sector)} is shut down", "purchase-shutdown"
    owner = res.entities[player]
    zoi = (owner.get("zoi_level"), owner.get("zoi_column"))
    if not args.get("anywhere"):
        if zoi == (None, None):
            return f"{name(player)} has no zoi_level/zoi_column: their ZOI is not known", "zoi"
        if not facility.in_zoi(zoi, res.entities[sector]):
            where = facility.label(facility.position(res, sector))
            return (f"{name(sector)} ({where}) is not in {possessive(name(player))} ZOI (Level {zoi[0]} and Block "
                    f"{zoi[1]})", "zoi")
    return None


def purchase_op(res, node, args, op):
    player = entity_of(res, node, args["player"], "player", op)
    card = entity_of(res, node, args["card"], "card", op)
    sector = res.entities[card].get("sector")
    sector = sector if sector in res.entities else None
    refused = why_not(res, player, card, sector, args)
    hand = pile_of(res, player, "hand")
    discards = entities_of(res, node, args["discard"], "discard", op) if args.get("discard") else []
    if refused is None and not args.get("free"):
        if len(hand) < PURCHASE_COST:
            refused = (f"{res.name(player)} has {counted(len(hand), 'card')} in hand, and a purchase needs "
                       f"{PURCHASE_COST} discarded", "purchase")
        elif not discards:
            refused = (f"name the {PURCHASE_COST} cards {res.name(player)} discards (`discard`)", "purchase")
        else:
            missing = [c for c in discards if c not in hand]
            if missing:
                refused = (f"{', '.join(res.name(c) for c in missing)} is not in {possessive(res.name(player))} hand",
                           "purchase")
    if refused is not None:
        why, rule_name = refused
        res.step("note", f"{res.name(player)} cannot purchase {res.name(card)}: {why}", rule=rule(res, rule_name))
        return
    how = "for free (a card action)" if args.get("free") else \
        "discarding " + " and ".join(res.name(c) for c in discards)
    where = " from outside the ZOI (a card allows it)" if args.get("anywhere") else ""
    res.step("op", f"{res.name(player)} purchases {res.name(card)} from {res.name(sector)}{where}, {how}",
             rule=rule(res, "purchase-modified" if args.get("free") or args.get("anywhere") else "purchase"))
    if res.entities[sector].get("locked"):
        res.step("note", f"{res.name(sector)} is Locked, and its cards can still be purchased",
                 rule=rule(res, "purchase-locked"))
    if not args.get("free"):
        for discarded in discards:
            res.move(discarded, "discard", verb="discarded")
    props = res.entities[card]
    props.pop("sector", None)
    props["owner"] = player
    res.step("note", f"{res.name(card)} goes to {possessive(res.name(player))} discard pile", rule=rule(res, "purchase-discard"))
    res.move(card, "discard", who=player)
    left = res.entities[sector].get("cards")
    if left is None:
        return
    left = max(0, left - 1)
    res.entities[sector]["cards"] = left
    if left == 0:
        res.step("note", f"the last card of {res.name(sector)} has been purchased: it shuts down",
                 rule=rule(res, "purchase-last-card"))
        facility.shut_down(res, sector)
