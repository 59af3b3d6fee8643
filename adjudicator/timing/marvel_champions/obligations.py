"""Obligation: an obligation that "must be given to a specific player" (`give_to`: the identity it names) goes
into the play area of the player who controls that identity, who resolves it (its "you"); if that identity
has been eliminated, the card's ability is ignored, it is removed from the game, and the revealing player
reveals an additional encounter card."""
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
