"""What is where on the table: cards in play, numbers on them, the players in turn order, the encounter
deck and the main scheme (no rule is applied here)."""
from adjudicator.timing.marvel_champions.rules import PLAY_ZONES

REMOVED = "removed"  # the zone of a card removed from the game


def in_play(res, card):
    """In a play area, face up: "Facedown cards attached to in-play cards are out of play" (In Play and Out of
    Play)."""
    props = res.entities.get(card)
    return props is not None and props.get("zone", "play") in PLAY_ZONES and not facedown_attached(props)


def facedown_attached(props) -> bool:
    """A card attached to another face down (`facedown` and `attached_to`): out of play, its text inactive."""
    return bool(props.get("facedown")) and props.get("attached_to") is not None


def number(props, name, default=0):
    value = props.get(name, default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def player_order(res):
    """The players in turn order, starting with the first player."""
    players = list(res.scenario.players)
    if res.current_player in players:
        at = players.index(res.current_player)
        players = players[at:] + players[:at]
    return players


def players_in_game(res):
    """The players in turn order from the first player, without the eliminated ones: "Eliminated players no
    longer participate in the game" (Player Elimination)."""
    return [p for p in player_order(res) if not eliminated(res, p)]


def encounter_deck(res):
    cards = [c for c, p in res.entities.items() if p.get("zone") == "encounter-deck"]
    return sorted(cards, key=lambda c: (res.entities[c].get("position") or 10**6, c))


def top_encounter_card(res):
    deck = encounter_deck(res)
    return deck[0] if deck else None


def main_scheme(res):
    for card, props in res.entities.items():
        if props.get("type") == "main-scheme" and in_play(res, card):
            return card
    return None


def in_hand(res, who):
    return [c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == "hand"]


def villain_in_play(res):
    return next((c for c, p in res.entities.items() if p.get("type") == "villain" and in_play(res, c)), None)


def eliminated(res, player):
    """Whether a player's identity has been defeated (removed from the game: Player Elimination)."""
    return res.entities.get(player, {}).get("zone") in ("defeated", "removed")


def icons_in_play(res, icon):
    """How many of an icon (a property: `crisis`, `amplify`, `hazard`, `acceleration_icons`) the cards in
    play carry, and the first card that carries one (or None)."""
    cards = sorted(c for c, p in res.entities.items() if number(p, icon) > 0 and in_play(res, c))
    return sum(number(res.entities[c], icon) for c in cards), (cards[0] if cards else None)


def crisis_blocks(res, scheme, by=None):
    """Crisis Icon: the card in play whose crisis icon keeps threat on `scheme` (the main scheme) — from
    any player: an encounter card's removal (`by` an encounter card) is not stopped — or None."""
    if res.entities.get(scheme, {}).get("type") != "main-scheme":
        return None
    if by is not None and not res.model.owner_or_you(res, by) and res.entities.get(by, {}).get("type") != "hero":
        return None
    return icons_in_play(res, "crisis")[1]
