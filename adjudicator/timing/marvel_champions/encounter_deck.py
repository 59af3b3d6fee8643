"""The encounter deck running out (Encounter Deck): the discard pile is shuffled into a new deck and an
acceleration token goes next to the main scheme.

The model takes the top card through `take_top` whenever a card must come from the encounter deck (a
boost card, an encounter card dealt, a card revealed, a surge). A scenario lists only the encounter
cards it needs, so the model refills the deck when a card is needed from an empty one rather than the
moment it empties (a reading: the difference is only when the acceleration token arrives). A shuffle's
order is unknown: the new deck is the discard pile in the order its cards are listed (a stand-in,
which the step says); with one card there is nothing to guess.

With no card in the deck nor in its discard pile the Rules Reference's infinite loop happens and the
players lose: the game ends there, when the scenario describes its encounter deck (it listed a card in
the encounter deck or its discard pile) and the cards have all gone into play. A scenario that lists
none has not described them (a reading: most scenarios list only the cards they need): no card is
taken, and a step says so and what the rule would do.
"""
from adjudicator.timing.marvel_champions.table import encounter_deck, main_scheme, number
from adjudicator.timing.marvel_champions.windows import game_over


def _elsewhere(res) -> str:
    """What an author who wrote `zone: encounter` needs to read: the cards in a zone of the scenario's own that
    names the encounter, which is not the deck ("" when there are none)."""
    own = [(c, p["zone"]) for c, p in res.entities.items() if isinstance(p.get("zone"), str)
           and "encounter" in p["zone"] and p["zone"] not in res.model.zone_names]
    if not own:
        return ""
    where = "; ".join(f"{res.name(c)} is in the zone “{zone}”" for c, zone in own)
    return (f" ({where}, one of the scenario's own: the encounter deck is the cards in zone encounter-deck "
            "(in the order of their position), its discard pile those in zone encounter-discard)")


def take_top(res):
    """The top card of the encounter deck, refilling an empty deck from its discard pile first; None if
    both are empty: then the players have lost and the game is over (said in a step)."""
    deck = encounter_deck(res)
    if deck:
        return deck[0]
    rules = res.model.rules
    pile = [c for c, p in res.entities.items() if p.get("zone") == "encounter-discard"]
    if not pile and not _described(res):
        res.step("note", "the encounter deck and its discard pile are both empty: the Rules Reference calls this an "
                         "infinite loop the players lose, but a scenario lists only the encounter cards it needs, so "
                         "the model does not end the game: no card is taken" + _elsewhere(res),
                 rule=rules["encounter-loop"])
        return None
    if not pile:
        res.step("phase", "a card must come from the encounter deck, and the encounter deck and its discard pile are "
                          "both empty (the scenario's encounter cards are all elsewhere): acceleration tokens are "
                          "placed without end, the game ends and the players lose", rule=rules["encounter-loop"])
        game_over(res, "the players have lost: the encounter deck and its discard pile are both empty")
        return None
    refill(res, pile)
    return encounter_deck(res)[0]


def refill(res, pile=None):
    """The empty encounter deck made again from its discard pile, and an acceleration token placed
    (Encounter Deck); nothing if the discard pile is empty too."""
    rules = res.model.rules
    pile = pile if pile is not None else [c for c, p in res.entities.items() if p.get("zone") == "encounter-discard"]
    if not pile:
        return
    for position, card in enumerate(pile, start=1):
        res.entities[card]["position"] = position
        res.entities[card]["facedown"] = True
        res.move(card, "encounter-deck")
    order = "" if len(pile) == 1 else (" (the order of a shuffle is unknown: the model keeps the order the scenario "
                                       "lists them in, a stand-in)")
    res.step("phase", f"the encounter deck is empty: its discard pile ({len(pile)} card{'s' if len(pile) > 1 else ''}) "
                      f"is shuffled to make a new encounter deck{order}", rule=rules["encounter-reshuffle"])
    scheme = main_scheme(res)
    if scheme is not None:
        props = res.entities[scheme]
        props["acceleration_tokens"] = number(props, "acceleration_tokens") + 1
        res.step("phase", f"an acceleration token is placed next to {res.name(scheme)} "
                          f"({props['acceleration_tokens']} in all)", rule=rules["encounter-token"])
    else:
        res.step("note", "no main scheme in play: the acceleration token has nowhere to go",
                 rule=rules["encounter-token"])


def _described(res) -> bool:
    """Whether the scenario describes its encounter deck: it listed a card in the encounter deck or the
    encounter discard pile at the start."""
    return any(props.get("zone") in ("encounter-deck", "encounter-discard") for props in res.scenario.entities.values())
