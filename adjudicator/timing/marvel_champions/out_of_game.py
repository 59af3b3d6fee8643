"""A card moved out of the game's reach (`move` to zone `set-aside` or `removed`): the step that says what
that zone is, quoting its entry. The move itself is the shared `move` (with its windows, and Leaves Play
for a card that was in play): Set Aside and Removed from the Game are zones, not ops of their own.
"""
from adjudicator.timing.base import rule

OUT_OF_GAME = {
    "set-aside": ("set aside: out of play, it has no interaction with the game until instructions of the scenario "
                  "or a card ability refer to it", "set-aside"),
    "removed": ("removed from the game: set aside, it does not interact with the game in any manner, and with no "
                "duration given it stays removed until the end of the game", "removed-until-end"),
}


def out_of_game_note(res, card: str, to: str) -> None:
    """Say what a card moved to the set-aside area, or removed from the game, now is (nothing else changes)."""
    said = OUT_OF_GAME.get(to)
    if said is not None:
        res.step("note", f"{res.name(card)} is {said[0]}", rule=rule(res, said[1]))
