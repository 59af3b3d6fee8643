"""What a player does on their turn outside an attack, and the end of a turn's cards and token.

`play_action` plays a card for its Heal or Manipulation (Augment) action: the player must declare which
action they are using when the card is played, and both are played on the player's own turn. The end of
a turn (facility.end_turn) discards the hand and draws 5, shuffling the discard pile into a new draw pile
when the draw pile runs out, and moves the Lowest Coherence token.
"""
from adjudicator.engine.opdefs import discard_into_deck, entity_of, pile_of
from adjudicator.scenario.model import Op
from adjudicator.timing.valiant import augments, facility

HAND_SIZE = 5


def rule(res, name):
    return res.model.rules[name]


# -- playing a card for a Heal or Manipulation action ----------------------------------------------------
def play_action_op(res, node, args, op):
    """Open the card's action as its own effect (it resolves at once, before the next op), unless the
    rules forbid playing it now: then it stays in hand and a step says why."""
    ability = res.scenario.abilities[args["action"]]
    player = facility.organization_of(res, ability.card)
    what = f"{ability.label} ({res.name(ability.card)})"
    props = res.entities.get(ability.card) or {}
    why = None
    if props.get("zone") != "hand":
        why, rule_name = f"{res.name(ability.card)} is not in {res.name(player)}'s hand", "card-actions"
    elif player != res.current_player:
        why = f"it is {res.name(res.current_player)}'s turn, not {res.name(player)}'s"
        rule_name = "heal-active-turn" if ability.timing == "heal" else "augment-slot"
    if why:
        res.step("note", f"{what} cannot be played: {why}", rule=rule(res, rule_name))
        return
    tail = (Op("valiant:put-away", {}, f"{op.path}.put-away"),) if ability.timing == "heal" else ()
    head = (Op("valiant:augment", {}, f"{op.path}.augment"),) if ability.timing == "augment" else \
        (Op("valiant:play", {}, f"{op.path}.play"),)
    child = res.new_node(
        base=ability.id, kind=ability.timing, label=ability.label, parent=node.key, edge="when",
        ability=ability.id, card=ability.card, you=player, trigger=(("by", player), ("card", ability.card)),
        ops=head + tuple(ability.do) + tail, rule=rule(res, "card-actions"),
    )
    child.extra["valiant"] = ability.timing
    node.children.append(child.key)
    res.step("op", f"{res.name(player)} plays {res.name(ability.card)}, declaring its {ability.label} action",
             rule=rule(res, "card-actions"))


def augment_op(res, node, args, op):
    augments.place(res, node.card, node.you)


def put_away_op(res, node, args, op):
    if res.entities[node.card].get("zone") == "play":
        res.move(node.card, "discard")


def heal_op(res, node, args, op):
    """Heal: the Organization gains Coherence. A Heal action, unless its card says otherwise, affects only
    the active player's Organization."""
    target = entity_of(res, node, args["target"], "target", op)
    amount = res.compute("heal", res.evaluate(args["amount"], res.env(node), f"{op.path}.amount"),
                         {"target": target, "card": node.card})
    org = facility.organization_of(res, target)
    if node.extra.get("valiant") == "heal" and org != res.current_player:
        res.step("note", f"{node.label} cannot heal {res.name(org)}: a Heal action affects only the active "
                         f"player's Organization ({res.name(res.current_player)})", rule=rule(res, "heal-active-turn"))
        return
    if org is None or amount <= 0 or res.entities[org].get("eliminated"):
        res.step("note", f"nothing is healed ({res.name(target)}: amount {amount})", rule=rule(res, "heal"))
        return
    before = res.entities[org].get("coherence", 0) or 0
    res.entities[org]["coherence"] = before + amount
    res.step("op", f"{res.name(org)}'s Coherence {before} -> {before + amount}", rule=rule(res, "heal"))
    res.emit({"event": "healed", "target": org, "amount": amount})


def remove_augment_op(res, node, args, op):
    """Manipulation: on their turn a player may play a Manipulation card, ignoring its action, and discard
    another card from hand to remove another player's Augment and everything stacked under it."""
    ability = res.scenario.abilities[args["with"]]
    player = facility.organization_of(res, ability.card)
    victim = entity_of(res, node, args["player"], "player", op)
    paid = entity_of(res, node, args["discard"], "discard", op)
    augment = augments.slot_of(res, victim)
    what = f"{res.name(ability.card)}, played to remove {res.name(victim)}'s Augment,"
    why = None
    if player != res.current_player:
        why = f"it is {res.name(res.current_player)}'s turn, not {res.name(player)}'s"
    elif res.entities[ability.card].get("zone") != "hand":
        why = f"{res.name(ability.card)} is not in {res.name(player)}'s hand"
    elif paid == ability.card or res.entities[paid].get("zone") != "hand" \
            or facility.organization_of(res, paid) != player:
        why = f"{res.name(player)} must discard another card from their hand ({res.name(paid)} is not one)"
    elif victim == player:
        why = "it removes another player's Augment"
    elif augment is None:
        why = f"{res.name(victim)} has no Augment"
    if why:
        res.step("note", f"{what} cannot be played: {why}", rule=rule(res, "augment-removed"))
        return
    res.step("op", f"{res.name(player)} plays {res.name(ability.card)} ignoring its action and discards "
                   f"{res.name(paid)} to remove {res.name(victim)}'s Augment", rule=rule(res, "augment-removed"))
    res.move(ability.card, "discard", verb="played", who=player, extra={"to": "discard"})
    res.move(paid, "discard", verb="discarded", who=player)
    augments.discard_augment(res, augment, f"removed by {res.name(player)}", "augment-removed")


# -- the Lowest Coherence token ---------------------------------------------------------------------------
def holder(res):
    found = sorted(p for p in res.scenario.players if res.entities[p].get("lowest_coherence"))
    return found[0] if found else None


def first_damaged(res, org):
    """As soon as the first player is damaged, they receive the token (a scenario in which no player holds
    it is one in which nobody has been damaged yet)."""
    if holder(res) is not None or org not in res.scenario.players:
        return
    res.entities[org]["lowest_coherence"] = True
    res.step("note", f"{res.name(org)} is the first player damaged: {res.name(org)} receives the Lowest Coherence "
                     "token", rule=rule(res, "lowest-coherence-first"))
    res.emit({"event": "token_moved", "who": org})


def move_lowest_coherence_token(res):
    """At the end of a turn the token moves to the player with the lowest Coherence, if someone now has
    less than its holder; never on a tie (nor when two players tie for the lowest). A holder who has
    been eliminated passes it to the lowest of those left."""
    have = holder(res)
    left = [p for p in res.scenario.players if not res.entities[p].get("eliminated")]
    if have is None or not left:
        return
    coherence = {p: res.entities[p].get("coherence", 0) or 0 for p in left}
    lowest = min(coherence.values())
    at_lowest = [p for p in left if coherence[p] == lowest]
    if have in at_lowest:
        return
    if len(at_lowest) > 1:
        res.step("note", f"{' and '.join(res.name(p) for p in at_lowest)} tie for the lowest Coherence "
                         f"({lowest}): the Lowest Coherence token stays with {res.name(have)}",
                 rule=rule(res, "lowest-coherence-moves"))
        return
    res.entities[have].pop("lowest_coherence", None)
    res.entities[at_lowest[0]]["lowest_coherence"] = True
    res.step("op", f"{res.name(at_lowest[0])} now has the lowest Coherence ({lowest}): the Lowest Coherence token "
                   f"moves from {res.name(have)}", rule=rule(res, "lowest-coherence-moves"))
    res.emit({"event": "token_moved", "who": at_lowest[0]})


# -- the end of a turn: the hand discarded, 5 cards drawn ----------------------------------------------
def discard_hand_and_draw(res, player):
    """Basics of Play: the cards left in hand are discarded, then the player draws 5; if the draw pile runs
    out, they draw what is there, shuffle the discard pile into a new draw pile and draw the rest (the
    shuffle's order is not modelled: the cards come back by id)."""
    hand = pile_of(res, player, "hand")
    if hand:
        res.step("op", f"{res.name(player)} discards the {len(hand)} card(s) left in hand",
                 rule=rule(res, "end-of-turn-discard"))
        for card in hand:
            res.move(card, "discard", verb="discarded", who=player)
    drawn = _draw(res, player, HAND_SIZE)
    if drawn < HAND_SIZE and pile_of(res, player, "discard"):
        pile = discard_into_deck(res, player)
        res.step("note", f"{res.name(player)}'s draw pile has run out after {drawn} card(s): the discard pile "
                         f"({len(pile)} cards) is shuffled into a new draw pile (taken in id order here) to draw the "
                         f"remaining {HAND_SIZE - drawn}", rule=rule(res, "draw-refill-order"))
        drawn += _draw(res, player, HAND_SIZE - drawn)
    res.step("op" if drawn else "note", f"{res.name(player)} draws {drawn} card(s)"
             + ("" if drawn == HAND_SIZE else " (no more cards in the draw pile or the discard pile)"),
             rule=rule(res, "end-of-turn-draw"))


def _draw(res, player, count):
    cards = pile_of(res, player, "deck")[:count]
    for card in cards:
        res.move(card, "hand", verb="drawn", who=player)
    return len(cards)
