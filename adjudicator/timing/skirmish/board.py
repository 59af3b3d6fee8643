"""The Marvel Skirmish board, read from a resolution's entities.

Kept as plain data, as simple as the rules need: a *slot* is an entity of
`type: slot` with a `location` (manhattan, sanctum-sanctorum, avengers-tower)
and an `order` (1 = nearest the Manhattan edge); each slot has one place on
each side, facing each other. A card in play has `zone: board`, a `slot`, and
a `side` (the player whose side of the board it is on; `owner` if omitted);
Doctor Strange placed under another hero has `under: HERO` instead of a slot
of his own. Cards carry `strength`, `health`, `damage` and, where it matters,
`color`, `cost` and `immune` (colors it takes no damage from).
"""

LOCATIONS = ("manhattan", "sanctum-sanctorum", "avengers-tower")
LOCATION_NAMES = {"manhattan": "Manhattan", "sanctum-sanctorum": "Sanctum Sanctorum",
                  "avengers-tower": "Avengers Tower"}
FACTIONS = ("heroes", "villains")


def in_play(res, card):
    return res.entities.get(card, {}).get("zone") == "board"


def side_of(res, card):
    """The side of the board a card is on (or would go to): its `side`, else its owner."""
    props = res.entities.get(card, {})
    return props.get("side") or props.get("owner")


def host_of(res, card):
    """The card another card lies under (Doctor Strange), or None."""
    host = res.entities.get(card, {}).get("under")
    return host if host and in_play(res, host) else None


def slot_of(res, card):
    host = host_of(res, card)
    return res.entities[host].get("slot") if host else res.entities.get(card, {}).get("slot")


def slot_order(res, slot):
    return res.entities.get(slot, {}).get("order", 0)


def location_of(res, slot):
    return res.entities.get(slot, {}).get("location")


def location_name(res, slot):
    return LOCATION_NAMES.get(location_of(res, slot), str(location_of(res, slot)))


def top_cards(res, side=None):
    """Cards in their own slot (not under another card), in slot order from the Manhattan edge."""
    cards = [c for c, p in res.entities.items()
             if p.get("zone") == "board" and p.get("slot") and not host_of(res, c)
             and (side is None or side_of(res, c) == side)]
    return sorted(cards, key=lambda c: (slot_order(res, res.entities[c]["slot"]), c))


def all_cards(res, side=None):
    """Every card in play, those under another card included, in slot order."""
    cards = [c for c, p in res.entities.items()
             if p.get("zone") == "board" and (p.get("slot") or host_of(res, c))
             and (side is None or side_of(res, c) == side)]
    sides = list(res.scenario.players)
    return sorted(cards, key=lambda c: (slot_order(res, slot_of(res, c)),
                                        sides.index(side_of(res, c)) if side_of(res, c) in sides else len(sides),
                                        bool(host_of(res, c)), c))


def card_in(res, slot, side):
    """The card in `slot` on `side` (the top one, if Doctor Strange lies under it), or None."""
    for card in top_cards(res, side):
        if res.entities[card]["slot"] == slot:
            return card
    return None


def cards_under(res, card):
    return [c for c, p in res.entities.items() if p.get("under") == card and p.get("zone") == "board"]


def opponent(res, side):
    """The other player: a Skirmish scenario has exactly two, one per side."""
    others = [p for p in res.scenario.players if p != side]
    return others[0] if others else None


def opposite(res, card):
    """The card facing `card` across the board: its defender, if any."""
    slot = slot_of(res, card)
    return card_in(res, slot, opponent(res, side_of(res, card))) if slot else None


def faction(res, player):
    """heroes or villains: the player's `faction`, else its id."""
    return res.entities.get(player, {}).get("faction") or player


def controller(res, card):
    """Whose card it is now: a player is itself; a card in play is its side's; otherwise its owner's."""
    if card is None:
        return None
    if card in res.scenario.players:
        return card
    props = res.entities.get(card, {})
    if props.get("zone") == "board" and side_of(res, card):
        return side_of(res, card)
    return props.get("owner") or props.get("side")


def number(props, name):
    value = props.get(name, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def colors(text):
    return set(str(text or "").replace(",", " ").split())
