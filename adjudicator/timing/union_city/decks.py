"""Decks, discards and trashes: "If a card needs to be drawn, played, revealed, trashed or otherwise
referenced from an empty deck, shuffle the trash back together to make the deck so you can
draw/play/reveal/trash/whatever the card. There are two exceptions to this. The Plot trash is never
shuffled back. The Union trash is shuffled back, but when you do split the Union trash into two halves
(this does not need to be exact). Shuffle the bottom half to make the new Union deck and leave the top
half as the Union trash."

A deck of the villain or the city is a zone (`city-deck`, `plot-deck`, `union-deck`, `peril-deck`, or the scenario's
own); a card in the trash says which deck it came from with `deck: ZONE` ("a card when trashed will
return to the trash associated with the deck it came from"). The shuffle's order is not modelled: cards
come back by position, then id (a step says so). A hero's deck and discard pile are the model's
refill_deck.
"""
from adjudicator.engine.opdefs import pile_of
from adjudicator.grammar import counted

PLOT_DECK = "plot-deck"
UNION_DECK = "union-deck"


def shuffle_back(res, deck: str) -> list[str]:
    """The deck is empty and a card is needed from it: its trash becomes the deck (the Plot trash never; the
    bottom half of the Union trash), with a step; the cards that came back, top first."""
    rules = res.model.rules
    where = res.zone_name(deck)
    if deck == PLOT_DECK:
        res.step("note", f"{where} is empty: the Plot trash is never shuffled back, so there is no card to take",
                 rule=rules["plot-trash"])
        return []
    in_trash = pile_of(res, None, "trash")
    trash = [card for card in in_trash if res.entities[card].get("deck") == deck]
    unsaid = [card for card in in_trash if not res.entities[card].get("deck")]
    if unsaid:
        res.step("note", f"{counted(len(unsaid), 'card')} in the trash {'does' if len(unsaid) == 1 else 'do'} not "
                         f"say which deck {'it' if len(unsaid) == 1 else 'they'} came from: not shuffled "
                         f"back into {where}", rule=rules["empty-deck"])
    if deck == UNION_DECK and trash:
        kept = len(trash) // 2  # the top half stays; "this does not need to be exact": the odd card goes back
        res.step("note", f"{where} is empty: the Union trash is split, its top {counted(kept, 'card')} left as the "
                         f"trash and the bottom {counted(len(trash) - kept, 'card')} shuffled to make the deck "
                         "(an odd card goes to the deck here; taken in trash order)", rule=rules["union-trash"])
        trash = trash[kept:]
    elif trash:
        res.step("note", f"{where} is empty: its trash ({counted(len(trash), 'card')}) is shuffled back to make the "
                         "deck (taken in trash order here)", rule=rules["empty-deck"])
    else:
        res.step("note", f"{where} is empty and its trash holds no card of it: there is no card to take",
                 rule=rules["empty-deck"])
    for position, card in enumerate(trash, start=1):
        res.entities[card]["zone"] = deck
        res.entities[card]["position"] = 1000 + position
    return trash
