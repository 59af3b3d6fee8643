"""The nearest documents to a question by meaning: cosine similarity of its vector to every passage.

Per opened index version (one per thread, like the searcher): the version's passage vectors with each
passage's document number and game. A document scores as its best passage, which is remembered so the
result can show it as the snippet. A few hundred passages of 384 numbers: one matrix-vector product.
"""
from dataclasses import dataclass

import numpy as np

from rulesapp.search.semantic.vectors import PassageVectors


@dataclass(frozen=True)
class NearDocument:
    docnum: int
    similarity: float
    span: tuple[int, int]  # the best passage's character span in the document's body
    passages: int  # how many passages the document has (1: the passage is the whole body)


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
            similarity = np.full(len(self.docnums), -np.inf, dtype=np.float32)
            for each, vector in query_vector.items():
                mask = self._in_game(each)
                similarity[mask] = self.vectors[mask] @ vector
        else:
            similarity = self.vectors @ query_vector
        if game:
            similarity = np.where(self._in_game(game), similarity, -np.inf)
        best = np.maximum.reduceat(similarity, self.group_starts)
        valid = np.isfinite(best) & (self.group_docnums >= 0)
        order = [group for group in np.argsort(-best, kind="stable") if valid[group]][:limit]
        found = []
        for group in order:
            first = self.group_starts[group]
            row = first + int(np.argmax(similarity[first:first + self.group_sizes[group]]))
            found.append(NearDocument(int(self.group_docnums[group]), float(best[group]), self.spans[row],
                                      int(self.group_sizes[group])))
        return found
