"""Keywords and status cards as the rules read them off a card (no rule is applied here).

A card's keywords are its `keywords` list ("piercing", "retaliate 1" …) with those it
has gained for a while (`gain_keyword … until`, kept in the resolution's flags).
A keyword followed by a number adds up over its instances ("Keywords"). A status
property (`stunned`, `confused`, `tough`) is `true` (one card) or a number of cards.
"""
import re

from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.vocabulary import (  # noqa: F401 (declared there)
    KEYWORDS,
    NUMBERED_KEYWORDS,
    STATUSES,
)

NUMBERED = re.compile(r"^([a-z-]+)\s+(\d+)$")


def keywords_of(res, card):
    """Every keyword instance the card has now: printed (its `keywords`) and gained."""
    own = tuple(res.entities.get(card, {}).get("keywords", ()) or ())
    gained = tuple(g.keyword for g in state.GAINED.get(res) if g.card == card)
    return own + gained


def has_keyword(res, card, name):
    return any(k == name or k.startswith(name + " ") for k in keywords_of(res, card))


def keyword_value(res, card, name):
    """The X of "Retaliate X" summed over its instances (0 if the card has none)."""
    total = 0
    for keyword in keywords_of(res, card):
        match = NUMBERED.match(keyword)
        if match and match.group(1) == name:
            total += int(match.group(2))
    return total


def status_cards(res, card, status):
    """How many status cards of this type the card has."""
    value = res.entities.get(card, {}).get(status)
    if value is True:
        return 1
    if isinstance(value, int) and not isinstance(value, bool):
        return max(0, value)
    return 0


def set_status_cards(res, card, status, count):
    res.entities[card][status] = count if count > 1 else bool(count)


def tough_on_entering(res, card, how: str = "") -> None:
    """Toughness: a character with toughness that enters play gets a tough status card (`how`: what the step
    adds, e.g. why a villain's new stage enters play)."""
    if has_keyword(res, card, "toughness") and not status_cards(res, card, "tough"):
        set_status_cards(res, card, "tough", 1)
        res.step("op", f"{res.name(card)} has toughness: it enters play with a tough status card{how}",
                 rule=res.model.rules["toughness"])


def cards_needed(res, card, status):
    """How many cards of a status make the character stunned or confused: two with steady (Steady)."""
    return 2 if status in ("stunned", "confused") and has_keyword(res, card, "steady") else 1


def most_cards(res, card, status):
    """A character has at most one status card of each type, or two stunned/confused with steady."""
    return cards_needed(res, card, status)


def is_status(res, card, status):
    """Whether the character is stunned / confused / tough now (stalwart: never stunned or confused)."""
    if status in ("stunned", "confused") and has_keyword(res, card, "stalwart"):
        return False
    return status_cards(res, card, status) >= cards_needed(res, card, status)
