"""One ranking from two: BM25F (the words) and the sentence model (the meaning), per document.

    fused = SEMANTIC_WEIGHT x similarity of the document's best passage to the question
          + (1 - SEMANTIC_WEIGHT) x the document's BM25F score / the best BM25F score of this question
                                      among its game's documents
    then x the document's kind weight, and x its game's boost when no game is chosen (game_evidence)

BM25F alone misses a question in the players' words ("can my hand get too big" for "there is no
limit"); the model alone misses exact terms and rare names. Dividing by the question's best BM25F score
puts the two on the same 0-1 footing whatever the question's length; taking the best within the
document's own game scores a document the same whether or not the search was kept to that game. Candidates are every document
BM25F matched and, of the SEMANTIC_DEPTH nearest by meaning, those at least SEMANTIC_FLOOR close.
"""
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import islice

from rulesapp.search.semantic.retrieval import NearDocument

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    SEMANTIC_WEIGHT, SEMANTIC_DEPTH, SEMANTIC_FLOOR,
)


@dataclass(frozen=True)
class FusedDocument:
    docnum: int
    score: float
    span: tuple[int, int] | None  # the best passage, when the document was cut into several
    asked: int = -1  # the phrasing of how players ask that scored its meaning (importer.asked), -1: its text
    see_also: tuple[int, ...] = ()  # documents of the game's other books shown with it (see_also)


def fuse(keyword: dict[int, float], similarity: dict[int, float],
         near_each: Callable[[list[int]], list[NearDocument | None]], nearest: Iterable[int], adjust, limit: int,
         game_of, semantic_weight: float = SEMANTIC_WEIGHT) -> list[FusedDocument]:
    """keyword: {docnum: BM25F score}; similarity: {docnum: the cosine of its best passage} (absent: none
    compared); near_each(docnums): their NearDocuments (best passage span, passages, the phrasing that
    scored it), asked only of the `limit` kept; nearest: docnums closest by meaning, best first;
    adjust(docnum, score) applies kind and game weights; game_of(docnum) is a document's game."""
    best_in_game: dict[str, float] = {}
    for docnum, score in keyword.items():
        game = game_of(docnum)
        best_in_game[game] = max(best_in_game.get(game, 0.0), score)
    candidates = set(keyword) | {docnum for docnum in islice(nearest, SEMANTIC_DEPTH)
                                 if similarity.get(docnum, 0.0) >= SEMANTIC_FLOOR}
    scored = []
    for docnum in candidates:
        best_keyword = best_in_game.get(game_of(docnum)) or 1.0
        score = (semantic_weight * max(similarity.get(docnum, 0.0), 0.0)
                 + (1 - semantic_weight) * keyword.get(docnum, 0.0) / best_keyword)
        scored.append((adjust(docnum, score), docnum))
    scored.sort(key=lambda pair: (-pair[0], pair[1]))
    kept = scored[:limit]
    fused = []
    for (score, docnum), found in zip(kept, near_each([docnum for _, docnum in kept])):
        span = found.span if found is not None and found.passages > 1 else None
        fused.append(FusedDocument(docnum, score, span, found.asked if found is not None else -1))
    return fused


def best_of_each_game_first(ranked: list[FusedDocument], game_of, limit: int) -> list[FusedDocument]:
    """For a question whose words point to no game: each game's best answer first (in score order), then
    the rest, so a player of any of the games finds their rule at the top rather than another game's."""
    firsts, seen = [], set()
    for document in ranked:
        game = game_of(document.docnum)
        if game not in seen:
            seen.add(game)
            firsts.append(document)
    chosen = {document.docnum for document in firsts}
    return (firsts + [document for document in ranked if document.docnum not in chosen])[:limit]


def repeat_key(game: str, title: str, body: str) -> tuple[tuple[str, str], str]:
    """What without_repeats compares of a document: ((game, title less letter case), body with its runs of
    white space made single spaces). Kept per index version (engine), never recomputed per search."""
    return (game, title.strip().lower()), " ".join(body.split())


def without_repeats(ranked: list[FusedDocument], key_of) -> list[FusedDocument]:
    """Each rule once: a Rules Reference entry is imported both as a section and as a glossary term (the
    term's definition is the section's opening), and two copies of one rule take two of the top places
    from the other rules. key_of(docnum) is its repeat_key; two documents of one game under one
    title (letter case aside) are copies when one's body begins with the other's. The higher-ranked copy
    stays (its page leads to the other)."""
    kept_bodies: dict[tuple[str, str], list[str]] = {}
    kept = []
    for document in ranked:
        key, body = key_of(document.docnum)
        earlier = kept_bodies.setdefault(key, [])
        if any(body.startswith(other) or other.startswith(body) for other in earlier):
            continue
        earlier.append(body)
        kept.append(document)
    return kept
