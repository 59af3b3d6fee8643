"""Victory X: a card with the keyword that leaves play under the entry's conditions goes to the victory
display (zone `victory`: "an out-of-play game area shared by all players") instead of its owner's discard
pile — an ally, minion or side scheme when it is defeated; an attachment when the card it is attached to is
defeated (that card is discarded as normal); a card that also has uses when its last counter is removed
(card_keywords.uses_empty_step). "X indicates how many victory points that card is worth": the model keeps
X on the card's keyword and counts nothing (no scenario or campaign here counts victory points).
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.keywords import has_keyword, keyword_value
from adjudicator.timing.marvel_champions.state import DEFEATED_NOW

VICTORY_ZONE = "victory"
DEFEATED_TYPES = ("ally", "minion", "side-scheme")


def leaves_by_defeat(res: Any, card: str, discard: Any) -> None:
    """Defeat: the defeated card leaves play — by `discard` (leaving.discard_from_play) unless victory X
    sends it, or an attachment on it, to the victory display."""
    DEFEATED_NOW.set(res, card, True)
    try:
        discard(res, card)
    finally:
        DEFEATED_NOW.clear(res, card)


def to_victory_display(res: Any, card: str) -> bool:
    """Where a card would be discarded from play: if victory X places it in the victory display instead, it
    is moved there (with the step that says why) and True; else False."""
    if not has_keyword(res, card, "victory"):
        return False
    props = res.entities[card]
    host = props.get("attached_to")
    if DEFEATED_NOW.get(res, card) and props.get("type") in DEFEATED_TYPES:
        why, rule_name = f"{res.name(card)} is defeated", "victory-defeated"
    elif props.get("type") == "attachment" and host and DEFEATED_NOW.get(res, host):
        why, rule_name = f"{res.name(host)}, the card it is attached to, is defeated", "victory-attachment"
    else:
        return False
    place(res, card, why, rule_name)
    return True


def place(res: Any, card: str, why: str, rule_name: str) -> None:
    """The card goes to the victory display, not to a discard pile: nothing answers a discard."""
    res.step("op", f"{why}: {res.name(card)} has victory {keyword_value(res, card, 'victory')}, so it is placed in "
                   "the victory display instead of its discard pile", rule=rule(res, rule_name))
    res.move(card, VICTORY_ZONE)
