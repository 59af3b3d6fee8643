"""See also: a result carries the entries of its game's other books, and its book's glossary or rule
sections, that say the same thing, instead of their taking places further down the list.

Marvel Champions states most rules three times: in the Rules Reference (the authority), the Learn to Play
and the timing flowchart. A question about hand size found "End of Player Phase" (Learn to Play) third
and "Hand Size" (Rules Reference) fifth; a player learning from one book, or a judge wanting the
authority's words, had to read down the list past other rules to find the rest. A one-book game says a
rule twice too: Union City Alliance's glossary defines "Achieve" in a line and its section "Achieve a
Union Card" gives the whole rule; and a book's overview (Skirmish's "Short Overview") restates in a line
what its sections say in full. So, going down the ranking, each result takes with it the entries ranked
below it, within the first SEE_ALSO_DEPTH places of its game's ranking, that are of its game but on
another shelf (another book, or the other kind, section or glossary term, of its own book, or an
overview, which goes under a rule but never has one under it; a glossary term that is its own section's
copy, as each Rules Reference entry is, counts as that section) and whose text is at least
SEE_ALSO_SIMILARITY close to its own in meaning (the best pair of their passages: semantic.retrieval),
one per shelf; they are shown under it as "See also" and not again. Only rule text is grouped: worked
examples, rulings and card entries (cards) keep their own places.

A group takes the place (and score) of its best-ranked entry, and is led by the entry of the game's first
book (the order of the game page: for Marvel Champions the Rules Reference, the authority), never by an
overview when a rule is in it, the others under it: a judge reads the authority's words first, the Learn
to Play's one tap away. Every entry of a group is close in meaning to the one that ranked best, and all
of them are within the first places for the question.
"""
from collections.abc import Callable
from dataclasses import replace

from rulesapp.search.fusion import FusedDocument

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    SEE_ALSO_SIMILARITY, SEE_ALSO_DEPTH,
)
OVERVIEW = "overview"  # the kind of shelf_of for a section its book gives as an overview of its rules


def with_see_also(ranked: list[FusedDocument], shelf_of: Callable[[int], tuple[str, str, str] | None],
                  similarity: Callable[[int, int], float],
                  lead_order: Callable[[int], tuple] = lambda docnum: (),
                  game_of: Callable[[int], str] = lambda docnum: "") -> list[FusedDocument]:
    """`ranked` with each document's see-also companions attached and taken out of the list.
    shelf_of(docnum) is (game, book title, kind) for rule text that may be grouped, None otherwise;
    similarity(a, b) is text_similarity of two documents; lead_order(docnum) orders a group's members
    for leading it (the lowest leads; the best-ranked among equals); game_of(docnum) its game. Places
    are counted within each game's own ranking, so a search of every game groups what the search of
    one game does."""
    games = [game_of(document.docnum) for document in ranked]
    seen: dict[str, int] = {}
    game_place = []  # each document's place among its own game's
    for game in games:
        game_place.append(seen.get(game, 0))
        seen[game] = game_place[-1] + 1
    taken: set[int] = set()
    grouped = []
    for place, document in enumerate(ranked):
        if place in taken:
            continue
        companions = []
        shelf = shelf_of(document.docnum) if game_place[place] < SEE_ALSO_DEPTH else None
        if shelf is not None:
            shelves = {shelf}
            for later in range(place + 1, len(ranked)):
                if games[later] != games[place]:
                    continue  # another game's: never a companion, and it takes no place of this game's
                if game_place[later] >= SEE_ALSO_DEPTH:
                    break  # this game's later documents are all further down
                other = ranked[later].docnum
                other_shelf = shelf_of(other)
                if later in taken or other_shelf is None or other_shelf[0] != shelf[0] or other_shelf in shelves:
                    continue
                if shelf[2] == OVERVIEW and other_shelf[2] != OVERVIEW:
                    continue  # an overview restates many rules in brief: it goes under one, never one under it
                if similarity(document.docnum, other) >= SEE_ALSO_SIMILARITY:
                    shelves.add(other_shelf)
                    taken.add(later)
                    companions.append(other)
        grouped.append(_led(document, companions, ranked, lead_order) if companions else document)
    return grouped


def _led(best: FusedDocument, companions: list[int], ranked: list[FusedDocument], lead_order) -> FusedDocument:
    """The group of `best` and its companions, led by its first book's entry, at `best`'s score."""
    members = [best.docnum, *companions]
    leader = min(members, key=lambda docnum: (lead_order(docnum), members.index(docnum)))
    if leader == best.docnum:
        return replace(best, see_also=tuple(companions))
    led = next(document for document in ranked if document.docnum == leader)
    return replace(led, score=best.score, see_also=tuple(docnum for docnum in members if docnum != leader))
