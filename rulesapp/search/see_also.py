"""See also, in the game's other books: a result carries the entries of the other rulebooks that say the
same thing, instead of their taking places further down the list.

Marvel Champions states most rules three times: in the Rules Reference (the authority), the Learn to
Play and the timing flowchart. A question about hand size found "End of Player Phase" (Learn to Play)
third and "Hand Size" (Rules Reference) fifth; a player learning from one book, or a judge wanting the
authority's words, had to read down the list past other rules to find the rest. So, going down the
ranking, each result takes with it the entries ranked below it, within the first SEE_ALSO_DEPTH places,
that are of its game but another of its books, and whose text is at least SEE_ALSO_SIMILARITY close to
its own in meaning (the best pair of their passages: semantic.retrieval), one per book; they are shown
under it as "See also" and not again. Only rule text (sections and glossary terms) is grouped; worked
examples and rulings keep their own places. A game with one book is unchanged.
"""
from collections.abc import Callable
from dataclasses import replace

from rulesapp.search.fusion import FusedDocument

# Measured on the players' tuning questions, the rulebook-words and the Rules Reference questions (bench/
# search_quality.py, with the game filter; recall@3 counts what the top 3 results show): at 0.8 a Learn
# to Play section and the Rules Reference entry on the same rule were often apart (Marvel Champions
# tuning recall@3 0.78); at 0.7, 0.90; at 0.6 and below, sections on neighbouring rules joined (the
# scheme deck with side schemes) for little more. 0.7 it is.
SEE_ALSO_SIMILARITY = 0.7
SEE_ALSO_DEPTH = 15  # places of the ranking a companion may come from: it must answer the question too
GROUPED_KINDS = frozenset({"section", "glossary"})


def with_see_also(ranked: list[FusedDocument], book_of: Callable[[int], tuple[str, str]],
                  kind_of: Callable[[int], str], similarity: Callable[[int, int], float]) -> list[FusedDocument]:
    """`ranked` with each document's see-also companions attached and taken out of the list.
    book_of(docnum) is (game, book title); similarity(a, b) is text_similarity of two documents."""
    taken: set[int] = set()
    grouped = []
    for place, document in enumerate(ranked):
        if place in taken:
            continue
        companions = []
        if place < SEE_ALSO_DEPTH and kind_of(document.docnum) in GROUPED_KINDS:
            game, book = book_of(document.docnum)
            books = {book}
            for later in range(place + 1, min(len(ranked), SEE_ALSO_DEPTH)):
                other = ranked[later].docnum
                other_game, other_book = book_of(other)
                if (later in taken or other_game != game or other_book in books
                        or kind_of(other) not in GROUPED_KINDS):
                    continue
                if similarity(document.docnum, other) >= SEE_ALSO_SIMILARITY:
                    books.add(other_book)
                    taken.add(later)
                    companions.append(other)
        grouped.append(replace(document, see_also=tuple(companions)) if companions else document)
    return grouped
