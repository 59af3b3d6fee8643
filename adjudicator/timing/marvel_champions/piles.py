"""A deck and a discard pile as ordered cards: `position` 1 is the top (a deck's, and a discard pile's).

Discard: "If a player card is discarded, it is placed faceup on top of the owning player’s discard pile"
(an encounter card on top of the encounter discard pile). A card placed on a pile gets position 1 and the
pile's cards that have a position go one down; a card the scenario lists in a pile without a position
stays below them (its place was never written). No rule is applied here: the callers cite it.
"""
from adjudicator.grammar import possessive
from adjudicator.timing.marvel_champions.table import encounter_deck

ENCOUNTER = "encounter"  # how an op names the encounter deck (`deck: encounter`)


def deck_cards(res, deck: str) -> list[str]:
    """The cards of a deck, top first: the encounter deck (`encounter`) or a player's deck."""
    if deck == ENCOUNTER:
        return encounter_deck(res)
    return _ordered(res, [c for c, p in res.entities.items() if p.get("owner") == deck and p.get("zone") == "deck"])


def pile_cards(res, pile: str, owner: str | None) -> list[str]:
    """The cards of a discard pile (`discard` of `owner`, or `encounter-discard`), top first."""
    return _ordered(res, [c for c, p in res.entities.items() if p.get("zone") == pile
                          and (pile == "encounter-discard" or p.get("owner") == owner)])


def place_on_top(res, card: str, pile: str, owner: str | None) -> None:
    """`card`, about to move to `pile`, is its top card: position 1, the others with a position one lower (set
    just before the move, so the step of the move shows it)."""
    for other in pile_cards(res, pile, owner):
        position = res.entities[other].get("position")
        if other != card and isinstance(position, int) and not isinstance(position, bool):
            res.entities[other]["position"] = position + 1
    res.entities[card]["position"] = 1


def deck_words(res, deck: str) -> str:
    return "the encounter deck" if deck == ENCOUNTER else f"{possessive(res.name(deck))} deck"


def _ordered(res, cards: list[str]) -> list[str]:
    return sorted(cards, key=lambda c: (_position(res.entities[c]), c))


def _position(props: dict) -> int:
    position = props.get("position")
    return position if isinstance(position, int) and not isinstance(position, bool) else 10**6
