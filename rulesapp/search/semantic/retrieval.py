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
        self.game_names = sorted({str(name) for name in self.games if name})
        self.game_column = {name: column for column, name in enumerate(self.game_names)}
        unknown = len(self.game_names)  # the last column: a passage of no known document, never compared
        self.row_game_columns = np.array([self.game_column.get(name, unknown) for name in self.games], dtype=np.int64)
        self.row_indices = np.arange(len(docnums), dtype=np.int64)
        self.group_starts_list = self.group_starts.tolist()
        self.text_sizes_list = [int(size) for size in self.text_sizes]
        self.group_docnums_list = self.group_docnums.tolist()
        self.group_of_row = np.repeat(np.arange(len(starts), dtype=np.int64), self.group_sizes)

    def text_similarity(self, first: int, second: int) -> float:
        """How close two documents' texts are in meaning: the best cosine between a passage of one and a
        passage of the other (their phrasings of how players ask left out); 0.0 for one without vectors."""
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
        """The `limit` documents (of `game` only, when given) whose best passage is closest, closest first.
        `query_vector` may be one vector per game ({game: vector}): each game's passages are compared with
        its own (a game missing from it is left out)."""
        if not len(self.group_starts):
            return []
        if isinstance(query_vector, dict):
            # One product with every game's question vector, then each row's own game's column.
            columns = np.zeros((self.vectors.shape[1], len(self.game_names) + 1), dtype=np.float32)
            for each, vector in query_vector.items():
                if each in self.game_column:
                    columns[:, self.game_column[each]] = vector
            asked_by_game = np.array([name in query_vector for name in self.game_names] + [False])
            similarity = (self.vectors @ columns)[self.row_indices, self.row_game_columns]
            similarity[~asked_by_game[self.row_game_columns]] = -np.inf
        else:
            similarity = self.vectors @ query_vector
        if game:
            similarity = np.where(self._in_game(game), similarity, -np.inf)
        weighted = similarity * self.row_weights
        best = np.maximum.reduceat(weighted, self.group_starts)
        valid = np.isfinite(best) & (self.group_docnums >= 0)
        order = np.argsort(-best, kind="stable")
        order = order[valid[order]][:limit]
        # Within each document's run of rows: its best text passage (the snippet; the body's passages come
        # first, then the asked ones) and the row that scored it, each the first of equals, as argmax would.
        text_best = _first_of_best(np.where(self.asked, np.float32(-np.inf), similarity), self.group_starts,
                                   self.group_of_row)
        scored_rows = _first_of_best(weighted, self.group_starts, self.group_of_row)
        # Plain Python numbers for the loop: indexing NumPy arrays one element at a time costs more than
        # the products above, over a thousand documents.
        starts, sizes, docnums = self.group_starts_list, self.text_sizes_list, self.group_docnums_list
        best_of, text_row_of, scored_row_of = best.tolist(), text_best.tolist(), scored_rows.tolist()
        similarity_of_scored = similarity[scored_rows[order]].tolist()
        found = []
        for group, scored_similarity in zip(order.tolist(), similarity_of_scored):
            first, text_rows = starts[group], sizes[group]
            scored_by = scored_row_of[group] - first
            shown = scored_by >= text_rows and scored_similarity >= ASKED_SHOWN_FROM
            found.append(NearDocument(docnums[group], best_of[group], self.spans[text_row_of[group]], text_rows,
                                      scored_by - text_rows if shown else -1))
        return found


def _first_of_best(values: np.ndarray, starts: np.ndarray, group_of_row: np.ndarray) -> np.ndarray:
    """Per run of rows (runs start at `starts`), the row of its largest value, the first of equals: the
    segment-wise np.argmax, without a Python loop over a few thousand documents."""
    best = np.maximum.reduceat(values, starts)
    rows = np.flatnonzero(values == best[group_of_row])
    groups = group_of_row[rows]  # ascending: the first row of each run among them is where the run changes
    first = np.flatnonzero(np.diff(groups, prepend=-1))
    found = starts.copy()  # a run whose values are all NaN keeps its first row
    found[groups[first]] = rows[first]
    return found
