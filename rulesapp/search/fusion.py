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
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import islice

import numpy as np

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
    # Ranked by fuse, so its best passage (span) and phrasing (asked) are read from the meaning if it is
    # shown (with_passages): a search ranks FUSION_POOL documents and shows ten.
    passage_unread: bool = False


def fuse(keyword: dict[int, float], similarity: dict[int, float], nearest: Iterable[int],
         weights: Sequence[np.ndarray], game_ids: np.ndarray, limit: int,
         semantic_weight: float = SEMANTIC_WEIGHT) -> list[FusedDocument]:
    """keyword: {docnum: BM25F score}; similarity: {docnum: the cosine of its best passage} (absent: none
    compared); nearest: docnums closest by meaning, best first;
    weights: arrays by docnum (the cards weight, the kind weight, the game boost), each multiplying the
    fused score in turn (1.0 where one does not apply); game_ids: a number per game, by docnum.

    In NumPy over the few hundred candidates, in float64 and in the order the scalar formula above is
    written, so every score is the very number a loop over the candidates gives (a loop cost more than
    the comparison of the question with every passage). Their best passages are read only for the
    documents shown (with_passages)."""
    matched = np.fromiter(keyword, dtype=np.int64, count=len(keyword))
    matched_scores = np.fromiter(keyword.values(), dtype=np.float64, count=len(keyword))
    by_meaning = [docnum for docnum in islice(nearest, SEMANTIC_DEPTH)
                  if similarity.get(docnum, 0.0) >= SEMANTIC_FLOOR and docnum not in keyword]
    candidates = np.concatenate([matched, np.array(by_meaning, dtype=np.int64)])
    if not len(candidates):
        return []
    games = game_ids[candidates]
    best_in_game = np.zeros(int(game_ids.max()) + 1 if len(game_ids) else 1, dtype=np.float64)
    np.maximum.at(best_in_game, games[:len(matched)], matched_scores)
    best_keyword = best_in_game[games]
    best_keyword[best_keyword == 0.0] = 1.0  # a game with no keyword score: its documents' BM25F share is 0
    closeness = np.fromiter((similarity.get(docnum, 0.0) for docnum in candidates.tolist()), dtype=np.float64,
                            count=len(candidates))
    words = np.concatenate([matched_scores, np.zeros(len(by_meaning), dtype=np.float64)])
    scores = semantic_weight * np.maximum(closeness, 0.0) + (1 - semantic_weight) * words / best_keyword
    for weight in weights:
        scores *= weight[candidates]
    kept = np.lexsort((candidates, -scores))[:limit]  # best first, equal scores by document number
    return [FusedDocument(docnum, score, None, passage_unread=True)
            for docnum, score in zip(candidates[kept].tolist(), scores[kept].tolist())]


def with_passages(ranked: list[FusedDocument],
                  near_each: Callable[[list[int]], list[NearDocument | None]]) -> list[FusedDocument]:
    """The shown documents that fuse ranked with their best passage (when the document was cut into several)
    and the phrasing that scored it, from near_each(docnums), their NearDocuments."""
    unread = [document.docnum for document in ranked if document.passage_unread]
    if not unread:
        return ranked
    near = dict(zip(unread, near_each(unread)))
    read = []
    for document in ranked:
        if document.passage_unread:
            found = near[document.docnum]
            span = found.span if found is not None and found.passages > 1 else None
            document = replace(document, span=span, asked=found.asked if found is not None else -1,
                               passage_unread=False)
        read.append(document)
    return read


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


def without_repeats(ranked: list[FusedDocument], key_of,
                    shares_title: Callable[[int], bool] = lambda docnum: True) -> list[FusedDocument]:
    """Each rule once: a Rules Reference entry is imported both as a section and as a glossary term (the
    term's definition is the section's opening), and two copies of one rule take two of the top places
    from the other rules. key_of(docnum) is its repeat_key; two documents of one game under one
    title (letter case aside) are copies when one's body begins with the other's. The higher-ranked copy
    stays (its page leads to the other). shares_title(docnum) is False for a document no other of its game
    is titled like: it is kept without a comparison."""
    kept_bodies: dict[tuple[str, str], list[str]] = {}
    kept = []
    for document in ranked:
        if not shares_title(document.docnum):
            kept.append(document)
            continue
        key, body = key_of(document.docnum)
        earlier = kept_bodies.setdefault(key, [])
        if any(body.startswith(other) or other.startswith(body) for other in earlier):
            continue
        earlier.append(body)
        kept.append(document)
    return kept
