"""Copy: "A copy of a card is defined by title. A second copy of a card is any other card that shares the same
title and subtitle (if any), regardless of card’s type, text, artwork, or any other differing characteristics
between the cards." A card's title is its `name` (its id without one), its subtitle `subtitle`; what counts
copies (Max, Unique Icon) compares this, and nothing else of the cards.
"""


def copy_title(res, card: str) -> str:
    """What makes two cards copies: the title, and the subtitle when the card has one."""
    props = res.entities[card]
    title = props.get("name") or card
    subtitle = props.get("subtitle")
    return f"{title} ({subtitle})" if subtitle else title


def are_copies(res, card: str, other: str) -> bool:
    return copy_title(res, card) == copy_title(res, other)
