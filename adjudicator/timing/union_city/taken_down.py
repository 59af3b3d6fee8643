"""Being taken down, step by step: the character is removed, the deck refreshed, then a Support action.

1. Remove your character: the hero is taken out (`taken_out: true`) and its standee leaves the board
   (its `block` is gone).
2. Refresh your deck: every hero card of the hero's hand, play area (active area) and discard pile goes
   on top of the deck, the deck is shuffled, and the hero draws until five cards are in hand. The
   shuffle's order is not modelled: the deck is taken in id order, as every shuffle in this engine is
   (a step says so); a scenario that needs other cards drawn names its cards so.
3. Take a Support action: the player's next action (a scenario writes it with `start.kind: support`),
   not part of this effect; a step says so.
"""
from adjudicator.grammar import possessive

HERO_AREAS = ("hand", "active", "discard")
HAND_SIZE = 5


def _cards_word(count):
    return f"{count} card{'' if count == 1 else 's'}"


def _cards(res, hero, zones):
    return sorted(c for c, p in res.entities.items() if p.get("owner") == hero and p.get("zone") in zones)


def take_down(res, hero):
    """The three steps of "Being taken down", each a step quoting its sentence."""
    rules = res.model.rules
    props = res.entities[hero]
    props["taken_out"] = True
    block = props.pop("block", None)
    where = f" (it was on block {block[0]},{block[1]})" if block is not None else ""
    res.step("op", f"{res.name(hero)} is taken down: 1. the character card and standee are removed from the "
                   f"game{where}", rule=rules["taken-down-remove"])
    res.emit({"event": "taken_down", "target": hero})
    _refresh(res, hero)
    res.step("note", f"{res.name(hero)} is taken down: 3. the Support action is the player's next action "
                     "(a scenario writes it with `start.kind: support`); nothing else happens in this effect",
             rule=rules["taken-down-support"])


def _refresh(res, hero):
    """Step 2: hand, play area and discard pile onto the deck, shuffled, then draw up to five."""
    rules = res.model.rules
    back = _cards(res, hero, HERO_AREAS)
    names = ", ".join(res.name(c) for c in back) or "no cards"
    res.step("op", f"{res.name(hero)} is taken down: 2. the hero cards of {possessive(res.name(hero))} hand, "
                   f"play area and discard pile ({names}) go on top of the deck", rule=rules["taken-down-refresh"])
    # a card moving out of the play area can take the cards under it to the discard pile: take those too
    while back:
        for card in back:
            res.move(card, "deck")
        back = _cards(res, hero, HERO_AREAS)
    deck = _cards(res, hero, ("deck",))
    for position, card in enumerate(deck, start=1):
        res.entities[card]["position"] = position
    res.step("op", f"{possessive(res.name(hero))} deck ({_cards_word(len(deck))}) is shuffled: the shuffle's order is "
                   "not modelled, the deck is taken in id order (as every shuffle here)",
             rule=rules["taken-down-refresh"])
    need = max(0, HAND_SIZE - len(_cards(res, hero, ("hand",))))
    drawn, left = deck[:need], deck[need:]
    res.step("op", f"{res.name(hero)} draws until five cards are in hand: {len(drawn)} drawn "
                   f"({', '.join(res.name(c) for c in drawn) or 'none'})"
             + ("" if len(drawn) == need else f"; the deck had only {_cards_word(len(deck))}"),
             rule=rules["taken-down-refresh"])
    for card in drawn:
        res.entities[card].pop("position", None)
        res.move(card, "hand", verb="drawn", who=hero)
    for position, card in enumerate(left, start=1):
        res.entities[card]["position"] = position
    if left:
        res.step("note", f"{_cards_word(len(left))} stay in {possessive(res.name(hero))} deck, from the top: "
                         f"{', '.join(res.name(c) for c in left)}", rule=rules["taken-down-refresh"])
