"""A card moved out of the game's reach (`move` to zone `set-aside` or `removed`): the step that says what
that zone is, quoting its entry. The move itself is the shared `move` (with its windows, and Leaves Play
for a card that was in play): Set Aside and Removed from the Game are zones, not ops of their own.
"""
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.rules import PLAY_ZONES
from adjudicator.timing.marvel_champions.victory import VICTORY_ZONE

# Double-Sided Card: the out-of-play areas a double-sided card may enter; any other sends it out of the game
DOUBLE_SIDED_MAY_ENTER = (VICTORY_ZONE, "set-aside", "removed")

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


def double_sided_destination(res, card: str, to: str) -> str:
    """Double-Sided Card: "When a double-sided card would enter an out-of-play area other than the victory
    display or set-aside area, it is removed from the game." A `move` of one to a hand, a deck or a discard
    pile goes to `removed` instead, with the step quoting the entry (leaving.discard_from_play does the same
    for a discard from play); the zone it goes to, else `to`."""
    if not res.entities[card].get("double_sided") or to in PLAY_ZONES or to in DOUBLE_SIDED_MAY_ENTER:
        return to
    res.step("note", f"{res.name(card)} is double-sided: instead of entering {res.zone_name(to)} (out of play) it is "
                   "removed from the game", rule=rule(res, "double-sided-removed"))
    return "removed"
