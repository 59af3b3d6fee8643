"""Obligation: an obligation that "must be given to a specific player" (`give_to`: the identity it names) goes
into the play area of the player who controls that identity, who resolves it (its "you"); if that identity
has been eliminated, the card's ability is ignored, it is removed from the game, and the revealing player
reveals an additional encounter card. One a player draws from their player deck goes into their play area, and is
not replaced unless they are refilling their hand to their hand size (drawn_to_play_area, refill_cards)."""
from typing import Any

from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.table import REMOVED, eliminated


def given_to(res: Any, card: str) -> str | None:
    """The player an obligation must be given to (`give_to`), or None."""
    props = res.entities.get(card, {})
    return props.get("give_to") if props.get("type") == "obligation" else None


def holder(res: Any, card: str) -> str | None:
    """The player with the obligation `card` in their play area (Obligation: "Only the player with the obligation
    in their play area can trigger abilities or pay costs on that obligation"): the one it was given to, else the
    one whose play area it was placed in (`play_area`); None for another card or one in no play area."""
    props = res.entities.get(card, {})
    if props.get("type") != "obligation":
        return None
    player = props.get("give_to") or props.get("play_area")
    return player if player and res.model.is_player(res, player) else None


def for_the_eliminated(res: Any, card: str, who: str) -> bool:
    """Revealing `card`: True if it is an obligation for an eliminated identity — then it is removed from the
    game (its ability ignored: it never enters play, so nothing of it triggers); the caller reveals another."""
    player = given_to(res, card)
    if player is None or not eliminated(res, player):
        return False
    res.step("note", f"{res.name(card)} must be given to the player of {res.name(player)}, who has been eliminated: "
                     f"its ability is ignored, it is removed from the game, and {res.name(who)} reveals an additional "
                     "encounter card", rule=rule(res, "obligation-eliminated"))
    res.move(card, REMOVED)
    return True


def give(res: Any, card: str, who: str) -> None:
    """Revealing `card`: an obligation to be given to another player goes into that player's play area (the
    model keeps it in `give_to`: its abilities' "you", model.you_for); a step says so."""
    player = given_to(res, card)
    if player is None:
        return
    whose = "their own" if player == who else f"{possessive(res.name(player))}"
    res.step("phase", f"{res.name(card)} must be given to the player of {res.name(player)}: {res.name(who)} revealed "
                      f"it, and it goes into {whose} play area; {res.name(player)} resolves it",
             rule=rule(res, "obligation-given"))


def is_obligation(res: Any, card: str) -> bool:
    return res.entities.get(card, {}).get("type") == "obligation"


def drawn_to_play_area(res: Any, card: str, who: str, refilling: bool) -> None:
    """Obligation: "If a player draws an obligation card from their player deck, they place that obligation into
    their play area": once drawn (in hand for the draw's own events), it moves to `who`'s play area (`play_area`);
    a step says whether the draw replaces it ("The player does not draw a card to replace the obligation unless
    they are refilling their hand to their hand size")."""
    props = res.entities.get(card, {})
    if props.get("type") != "obligation" or props.get("zone") != "hand":
        return
    res.step("note", f"{res.name(who)} drew {res.name(card)}, an obligation: it goes into {possessive(res.name(who))} "
                     "play area, not their hand (a reading: it is drawn, as the rule says, then placed: what answers a draw answers it)",
             rule=rule(res, "obligation-drawn"))
    props["play_area"] = who
    res.move(card, "play", who=who)
    res.step("note", f"{res.name(who)} is refilling their hand to their hand size, so the draw goes on in its place"
             if refilling else f"{res.name(who)} does not draw a card to replace it",
             rule=rule(res, "obligation-drawn-replaced"))


def refill_cards(res: Any, deck: list, wanted: int) -> tuple[list, int]:
    """Drawing up to hand size one card at a time (Hand Size), an obligation drawn going to the play area (and not
    counting toward the hand): the deck's cards drawn, and how many cards the hand still lacks after them."""
    taken = []
    for card in deck:
        if wanted <= 0:
            break
        taken.append(card)
        if not is_obligation(res, card):
            wanted -= 1
    return taken, wanted
