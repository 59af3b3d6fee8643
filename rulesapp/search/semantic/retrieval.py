"""The nearest documents to a question by meaning: cosine similarity of its vector to every passage.

Per opened index version (one per thread, like the searcher): the version's passage vectors with each
passage's document number and game. A document scores as its best passage, which is remembered so the
result can show it as the snippet. A phrasing of how players ask about the document (an "asked"
passage) counts ASKED_WEIGHT times its similarity toward the document's score, and is never its snippet.
A few thousand vectors of 384 numbers: one matrix-vector product.
"""
from typing import NamedTuple

import numpy as np

from rulesapp.search.semantic.passages import ASKED_SPAN
from rulesapp.search.semantic.vectors import PassageVectors

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    ASKED_WEIGHT, ASKED_SHOWN_FROM,
)


class NearDocument(NamedTuple):
    """A document and how close its best passage is (a named tuple: a search makes a thousand of them)."""

    docnum: int
    similarity: float
    span: tuple[int, int]  # the best passage's character span in the document's body
    passages: int  # how many passages of its body the document has (1: the passage is the whole body)
    asked: int = -1  # which of its phrasings of how players ask scored it (its place in the list); -1: its text


TEXT_SIMILARITIES_KEPT = 200_000  # pairs of documents whose text similarity is kept (a few MB)


class PassageIndex:
    def __init__(self, stored: PassageVectors, docnum_of: dict[str, int], game_of: list):
        self.vectors = stored.vectors
        self.spans = stored.spans
        docnums = [docnum_of.get(doc_id, -1) for doc_id in stored.doc_ids]
        self.docnums = np.array(docnums, dtype=np.int64)
        self.games = np.array([game_of[docnum] if docnum >= 0 else "" for docnum in docnums], dtype=object)
        # Passages are stored document by document: where each document's run of passages starts.
        starts = [row for row in range(len(docnums)) if row == 0 or docnums[row] != docnums[row - 1]]
        self.group_starts = np.array(starts, dtype=np.int64)
        self.group_docnums = self.docnums[self.group_starts] if starts else np.zeros(0, dtype=np.int64)
        self.group_sizes = np.diff(np.append(self.group_starts, len(docnums)))
        self._game_masks: dict[str, np.ndarray] = {}
        self._text_rows: dict[int, tuple[int, int]] | None = None  # docnum: (first row, rows of its text)
        self.asked = np.array([span == ASKED_SPAN for span in self.spans], dtype=bool)
        self.row_weights = np.where(self.asked, np.float32(ASKED_WEIGHT), np.float32(1.0)).astype(np.float32)
        self.text_sizes = self.group_sizes - np.add.reduceat(self.asked.astype(np.int64), self.group_starts) \
            if starts else self.group_sizes
        self.group_starts_list = self.group_starts.tolist()
        self.text_sizes_list = [int(size) for size in self.text_sizes]
        self.group_docnums_list = self.group_docnums.tolist()
        # (game, first row, end row) of each run of one game's passages (a few: the stored order is by kind
        # of document, then game); a passage of no known document is in a run of game "".
        self.game_runs = [(str(self.games[start]), start, end) for start, end in
                          zip(*_runs(self.games))]
        self.group_games = [str(self.games[start]) for start in self.group_starts_list]
        self.game_names = frozenset(self.group_games) - {""}
        self._group_of: dict[int, int] | None = None  # docnum: its group, made on first use
        # {(first, second): text_similarity}: see-also compares the same pairs of rules search after search
        self._text_similarities: dict[tuple[int, int], float] = {}

    def text_similarity(self, first: int, second: int) -> float:
        """How close two documents' texts are in meaning: the best cosine between a passage of one and a
        passage of the other (their phrasings of how players ask left out); 0.0 for one without vectors."""
        key = (first, second)
        known = self._text_similarities.get(key)
        if known is not None:
            return known
        if len(self._text_similarities) >= TEXT_SIMILARITIES_KEPT:
            self._text_similarities.clear()
        known = self._text_similarities[key] = self._text_similarity(first, second)
        return known

    def _text_similarity(self, first: int, second: int) -> float:
        if self._text_rows is None:
            self._text_rows = {int(docnum): (int(start), int(size)) for docnum, start, size in
                               zip(self.group_docnums, self.group_starts, self.text_sizes) if docnum >= 0}
        rows = [self._text_rows.get(docnum) for docnum in (first, second)]
        if None in rows or not rows[0][1] or not rows[1][1]:
            return 0.0
        (start_a, size_a), (start_b, size_b) = rows
        return float((self.vectors[start_a:start_a + size_a] @ self.vectors[start_b:start_b + size_b].T).max())

    def _in_game(self, game: str) -> np.ndarray:
        mask = self._game_masks.get(game)
        if mask is None:
            mask = self._game_masks[game] = self.games == game
        return mask

    def nearest(self, query_vector: np.ndarray | dict[str, np.ndarray], game: str | None,
                limit: int) -> list[NearDocument]:
        """The `limit` documents (of `game` only, when given) whose best passage is closest, closest first
        (see `nearness`)."""
        nearness = self.nearness(query_vector, game)
        return [nearness.near(docnum) for docnum in nearness.closest_first[:limit]]

    def nearness(self, query_vector: np.ndarray | dict[str, np.ndarray], game: str | None) -> "Nearness":
        """How close every document (of `game` only, when given) is to the question, by its best passage.
        `query_vector` may be one vector per game ({game: vector}): each game's passages are compared with
        its own (a game missing from it is left out)."""
        if not len(self.group_starts):
            return Nearness(self, np.zeros(0, dtype=np.float32), np.zeros(0, dtype=np.float32),
                            np.zeros(0, dtype=np.float32), np.zeros(0, dtype=bool))
        if isinstance(query_vector, dict):
            # Each run of one game's passages times that game's question vector: a matrix-vector product
            # per run reads only the rows asked about, and is several times faster than one product with
            # a column per game (BLAS handles a matrix of four or five columns poorly).
            similarity = np.full(len(self.vectors), -np.inf, dtype=np.float32)
            for each, start, end in self.game_runs:
                vector = query_vector.get(each)
                if vector is not None:
                    similarity[start:end] = self.vectors[start:end] @ vector
        else:
            similarity = self.vectors @ query_vector
        if game:
            similarity = np.where(self._in_game(game), similarity, -np.inf)
        weighted = similarity * self.row_weights
        best = np.maximum.reduceat(weighted, self.group_starts)
        valid = np.isfinite(best) & (self.group_docnums >= 0)
        return Nearness(self, similarity, weighted, best, valid)

    def group_of(self, docnum: int) -> int | None:
        """The run of rows (the group) of a document's passages; None for a document without vectors."""
        if self._group_of is None:
            self._group_of = {}
            for group, each in enumerate(self.group_docnums_list):
                if each >= 0:
                    self._group_of.setdefault(each, group)
        return self._group_of.get(docnum)


class Nearness:
    """A question's closeness to every document, kept in NumPy: a search turns into Python values only the
    documents it uses (the nearest few, the keyword matches, each game's closest), not all ~1,100 (a
    NearDocument for each took more time than the product of the question with every passage)."""

    def __init__(self, index: PassageIndex, similarity: np.ndarray, weighted: np.ndarray, best: np.ndarray,
                 valid: np.ndarray):
        self._index, self._similarity, self._weighted = index, similarity, weighted
        order = np.argsort(-best, kind="stable")
        order = order[valid[order]]
        self._closest_groups: list[int] = order.tolist()
        self.closest_first: list[int] = index.group_docnums[order].tolist()  # docnums, closest first
        self._closest_similarity: list[float] = best[order].tolist()
        # {docnum: how close its best passage is (a phrasing counted at ASKED_WEIGHT)}, for the documents
        # with a passage compared (not those without vectors, nor another game's)
        self.similarity: dict[int, float] = dict(zip(self.closest_first, self._closest_similarity))

    def closest_of_each_game(self) -> dict[str, float]:
        """{game: the similarity of its closest document}, the closest game first."""
        closest: dict[str, float] = {}
        for group, similarity in zip(self._closest_groups, self._closest_similarity):
            game = self._index.group_games[group]
            if game not in closest:
                closest[game] = similarity
                if len(closest) == len(self._index.game_names):
                    break  # every game's closest found: the rest are further
        return closest

    def near(self, docnum: int) -> NearDocument | None:
        """The document's NearDocument; None when it has no passage compared."""
        return self.near_each([docnum])[0]

    def near_each(self, docnums: list[int]) -> list[NearDocument | None]:
        """Each document's NearDocument (its best text passage as the snippet, the phrasing that scored it);
        None for one with no passage compared. Asked of the few documents a search shows: each document's
        run of rows is read on its own."""
        index = self._index
        near: list[NearDocument | None] = []
        for docnum in docnums:
            group = index.group_of(docnum) if docnum in self.similarity else None
            if group is None:
                near.append(None)
                continue
            start = index.group_starts_list[group]
            end = start + int(index.group_sizes[group])
            # Its best text passage (the snippet; the body's passages come first, then the asked ones) and the
            # row that scored it, each the first of equals.
            text_row = start + int(np.argmax(np.where(index.asked[start:end], np.float32(-np.inf),
                                                      self._similarity[start:end])))
            scored_row = start + int(np.argmax(self._weighted[start:end]))
            by, text_count = scored_row - start, index.text_sizes_list[group]
            shown = by >= text_count and float(self._similarity[scored_row]) >= ASKED_SHOWN_FROM
            near.append(NearDocument(docnum, self.similarity[docnum], index.spans[text_row], text_count,
                                     by - text_count if shown else -1))
        return near


def _runs(values: np.ndarray) -> tuple[list[int], list[int]]:
    """(starts, ends) of the runs of equal values."""
    if not len(values):
        return [], []
    changes = (np.flatnonzero(values[1:] != values[:-1]) + 1).tolist()
    return [0, *changes], [*changes, len(values)]
