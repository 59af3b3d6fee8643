"""What a player does on their turn outside an attack, and the end of a turn's cards and token.

`play_action` plays a card for its Heal or Manipulation (Augment) action: the player must declare which
action they are using when the card is played, and both are played on the player's own turn. The end of
a turn (facility.end_turn) discards the hand and draws 5, shuffling the discard pile into a new draw pile
when the draw pile runs out, and moves the Lowest Coherence token.
"""
from adjudicator.engine.opdefs import discard_into_deck, entity_of, pile_of
from adjudicator.grammar import counted, possessive
from adjudicator.scenario.model import Op
from adjudicator.timing.valiant import augments, coherence_token, facility, game_end
from adjudicator.timing.valiant import state
from adjudicator.timing.valiant.coherence import lose_coherence
from adjudicator.timing.base import rule

HAND_SIZE = 5


def _stays(res, card):
    """What happens instead of a refused play: the card is not played and stays where it is."""
    props = res.entities.get(card) or {}
    owner = facility.organization_of(res, card)
    where = (f"in {possessive(res.name(owner))} hand" if props.get("zone") == "hand" and owner
             else f"where it is ({props.get('zone') or 'no zone'})")
    return f"it is not played, and {res.name(card)} stays {where}"


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
        why, rule_name = f"{res.name(ability.card)} is not in {possessive(res.name(player))} hand", "card-actions"
    elif player != res.current_player:
        why = f"it is {possessive(res.name(res.current_player))} turn, not {possessive(res.name(player))}"
        rule_name = "heal-active-turn" if ability.timing == "heal" else "augment-slot"
    if why:
        res.refuse_play(what, why, rule(res, rule_name), _stays(res, ability.card))
        return
    tail = (Op("valiant:put-away", {}, f"{op.path}.put-away"),) if ability.timing == "heal" else ()
    head = (Op("valiant:augment", {}, f"{op.path}.augment"),) if ability.timing == "augment" else \
        (Op("valiant:play", {}, f"{op.path}.play"),)
    child = res.new_node(
        base=ability.id, kind=ability.timing, label=ability.label, parent=node.key, edge="when",
        ability=ability.id, card=ability.card, you=player, trigger=(("by", player), ("card", ability.card)),
        ops=head + tuple(ability.do) + tail, rule=rule(res, "card-actions"),
    )
    state.KIND.set(child, ability.timing)
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
    if state.KIND.get(node) == "heal" and org != res.current_player:
        res.step("note", f"{node.label} cannot heal {res.name(org)}: a Heal action affects only the active "
                         f"player's Organization ({res.name(res.current_player)})", rule=rule(res, "heal-active-turn"))
        return
    if org is None or amount <= 0 or res.entities[org].get("eliminated"):
        res.step("note", f"nothing is healed ({res.name(target)}: amount {amount})", rule=rule(res, "heal"))
        return
    before = res.entities[org].get("coherence", 0) or 0
    res.entities[org]["coherence"] = before + amount
    res.step("op", f"{possessive(res.name(org))} Coherence {before} -> {before + amount}", rule=rule(res, "heal"))
    res.emit({"event": "healed", "target": org, "amount": amount})


def remove_augment_op(res, node, args, op):
    """Manipulation: on their turn a player may play a Manipulation card, ignoring its action, and discard
    another card from hand to remove another player's Augment and everything stacked under it."""
    ability = res.scenario.abilities[args["with"]]
    player = facility.organization_of(res, ability.card)
    victim = entity_of(res, node, args["player"], "player", op)
    paid = entity_of(res, node, args["discard"], "discard", op)
    augment = augments.slot_of(res, victim)
    what = f"{res.name(ability.card)}, played to remove {possessive(res.name(victim))} Augment,"
    why = None
    if player != res.current_player:
        why = f"it is {possessive(res.name(res.current_player))} turn, not {possessive(res.name(player))}"
    elif res.entities[ability.card].get("zone") != "hand":
        why = f"{res.name(ability.card)} is not in {possessive(res.name(player))} hand"
    elif paid == ability.card or res.entities[paid].get("zone") != "hand" \
            or facility.organization_of(res, paid) != player:
        why = f"{res.name(player)} must discard another card from their hand ({res.name(paid)} is not one)"
    elif victim == player:
        why = "it removes another player's Augment"
    elif augment is None:
        why = f"{res.name(victim)} has no Augment"
    if why:
        res.refuse_play(what, why, rule(res, "augment-removed"), _stays(res, ability.card))
        return
    res.step("op", f"{res.name(player)} plays {res.name(ability.card)} ignoring its action and discards "
                   f"{res.name(paid)} to remove {possessive(res.name(victim))} Augment", rule=rule(res, "augment-removed"))
    res.move(ability.card, "discard", verb="played", who=player, extra={"to": "discard"})
    res.move(paid, "discard", verb="discarded", who=player)
    augments.discard_augment(res, augment, f"removed by {res.name(player)}", "augment-removed")


# -- the end of a turn: the hand discarded, 5 cards drawn ----------------------------------------------
def discard_hand_and_draw(res, player):
    """Basics of Play: the cards left in hand are discarded, then the player draws 5; if the draw pile runs
    out, they draw what is there, shuffle the discard pile into a new draw pile and draw the rest (the
    shuffle's order is not modelled: the cards come back by id)."""
    hand = pile_of(res, player, "hand")
    if hand:
        res.step("op", f"{res.name(player)} discards the {counted(len(hand), 'card')} left in hand",
                 rule=rule(res, "end-of-turn-discard"))
        for card in hand:
            res.move(card, "discard", verb="discarded", who=player)
    drawn = _draw(res, player, HAND_SIZE)
    if drawn < HAND_SIZE and pile_of(res, player, "discard"):
        pile = discard_into_deck(res, player)
        res.step("note", f"{possessive(res.name(player))} draw pile has run out after {counted(drawn, 'card')}: the discard pile "
                         f"({counted(len(pile), 'card')}) is shuffled into a new draw pile (taken in id order here) to draw the "
                         f"remaining {HAND_SIZE - drawn}", rule=rule(res, "draw-refill-order"))
        drawn += _draw(res, player, HAND_SIZE - drawn)
    res.step("op" if drawn else "note", f"{res.name(player)} draws {counted(drawn, 'card')}"
             + ("" if drawn == HAND_SIZE else " (no more cards in the draw pile or the discard pile)"),
             rule=rule(res, "end-of-turn-draw"))


def _draw(res, player, count):
    cards = pile_of(res, player, "deck")[:count]
    for card in cards:
        res.move(card, "hand", verb="drawn", who=player)
    return len(cards)


# -- Superhero moves and the end of a turn ----------------------------------------------------------
def enter_sector(res, hero, sector, defenses):
    """Sector Shutdown: the moment a Superhero enters a shut-down Sector, on anyone's turn, its
    Organization takes 1 damage, which cannot be defended against."""
    props = res.entities[hero]
    before = props.get("sector")
    if before == sector:
        res.step("note", f"{res.name(hero)} is already in {res.name(sector)}: it enters nothing",
                 rule=rule(res, "shutdown-enter"))
        return
    props["sector"] = sector
    res.emit({"event": "superhero_moved", "card": hero, "from": before, "to": sector})
    if not res.entities[sector].get("shutdown"):
        if defenses:
            res.step("note", "no damage: there is nothing to defend against", rule=rule(res, "shutdown-enter"))
        return
    if props.get("ignores_shutdown"):
        res.step("note", f"{possessive(res.name(hero))} Ability: the shutdown has no effect on it",
                 rule=rule(res, "shutdown-enter"))
        return
    facility.refuse_defenses(res, defenses, "damage from a shut-down Sector cannot be defended against")
    lose_coherence(res, hero, 1, sector, f"{res.name(hero)} entered the shut-down {res.name(sector)}",
                   "shutdown-enter")
    game_end.settle(res)


def end_turn(res, player, roll, shutdown, defenses):
    """The end of a player's turn, in this order (the rulebook names the die roll "the very last action"
    and leaves the rest unordered; see docs/ops-valiant-universe.md): each shut-down Sector in their ZOI
    deals 1 and so does each shut-down Sector their Superhero is on (cumulative, not defendable); the
    Lowest Coherence token moves if someone now has less; the hand is discarded and 5 cards drawn
    (shuffling the discard pile when the draw pile runs out); then the die roll damages the Facility,
    which at 0 shuts a Sector down and resets."""
    name = res.name
    res.step("phase", f"{possessive(name(player))} turn ends: shut-down Sectors deal their damage, the hand is discarded and "
                      "5 cards drawn, then the die is rolled as the very last action",
             rule=rule(res, "facility-durability-tracker"))
    props = res.entities[player]
    zoi = (props.get("zoi_level"), props.get("zoi_column"))
    hits = []
    for sid, p in sorted(res.entities.items()):
        if p.get("type") == "sector" and p.get("shutdown") and facility.in_zoi(zoi, p):
            hits.append((player, sid, f"the shut-down {name(sid)} is in {possessive(name(player))} ZOI", "shutdown-zoi"))
    for hid, p in sorted(res.entities.items()):
        if p.get("type") == "superhero" and p.get("owner") == player and p.get("sector") in res.entities \
                and res.entities[p["sector"]].get("shutdown") and not p.get("ignores_shutdown"):
            hits.append((hid, p["sector"], f"{name(hid)} ends the turn on the shut-down {name(p['sector'])}",
                         "superhero-ends-on-shutdown"))
    if zoi == (None, None):
        res.step("note", f"{name(player)} has no zoi_level/zoi_column: no ZOI damage is checked",
                 rule=rule(res, "zoi"))
    if hits:
        facility.refuse_defenses(res, defenses, "damage from shut-down Sectors cannot be defended against")
    for target, sector, why, rule_name in hits:
        lose_coherence(res, target, 1, sector, why, rule_name)
    if game_end.settle(res):
        return
    coherence_token.move_lowest_coherence_token(res)
    discard_hand_and_draw(res, player)
    if roll is not None:
        facility.roll_die(res, player, roll, shutdown)
    for fact in state.PLAYER_ACTIONS:
        fact.clear(res, player)
    for hero in sorted(h for h, p in res.entities.items() if p.get("type") == "superhero" and p.get("owner") == player):
        for fact in state.SUPERHERO_ACTIONS:  # Actions: a Superhero's Move and Push are per turn
            fact.clear(res, hero)
    res.emit({"event": "turn_ended", "who": player})
    players = [p for p in res.scenario.players if not res.entities[p].get("eliminated")]
    if player in res.scenario.players and players:
        order = list(res.scenario.players)
        later = order[order.index(player) + 1:] + order[:order.index(player) + 1]
        res.current_player = next(p for p in later if p in players)
