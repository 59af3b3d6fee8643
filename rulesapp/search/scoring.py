"""Ranking: BM25F over the weighted fields, then a per-kind weight and, with no game filter, a per-game boost.

A worked example repeats, in a few lines, text that is also in its section, so on term statistics
alone its short length lets it outrank the rule it illustrates. Players ask for the rule first
(the section page shows its examples), so examples keep their place in the results but count for
a little less than sections and glossary terms.

Length normalisation of the body is kept low (BODY_B): documents run from a one-line flowchart step
to a rulebook section of several thousand characters, and with BM25's usual 0.75 a short card entry
that mentions a word once outranked the long rule section that is about it. Titles keep the usual
normalisation: a heading that is just the words asked for ("Villain Phase") should beat a longer one
that merely contains them ("5. Pass: ... Villain Phase ends.").

The game boost (see game_evidence) is set for one search at a time with `boosting_games`: a
searcher, and so its weighting, belongs to one thread, which runs one search at a time.
"""
import contextlib

from whoosh.scoring import BM25F

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    KIND_WEIGHTS, BM25_B, BODY_B, BM25_K1,
)


def adjusted(score: float, kind: str, game: str | None, game_boosts: dict[str, float]) -> float:
    """A document's BM25F score times its kind's weight and, when boosting, its game's boost."""
    score *= KIND_WEIGHTS.get(kind, 1.0)
    if game_boosts and game is not None:
        score *= game_boosts.get(game, 1.0)
    return score


class RulesWeighting(BM25F):
    use_final = True

    def __init__(self):
        super().__init__(B=BM25_B, K1=BM25_K1, body_B=BODY_B)
        self._kinds = None
        self._games = None
        self.game_boosts: dict[str, float] = {}

    def final(self, searcher, docnum, score):
        if self._kinds is None:  # one weighting per searcher, so the column readers can be kept
            reader = searcher.reader()
            self._kinds = reader.column_reader("kind")
            self._games = reader.column_reader("game") if reader.has_column("game") else None
        game = self._games[docnum] if self._games is not None else None
        return adjusted(score, self._kinds[docnum], game, self.game_boosts)

    @contextlib.contextmanager
    def boosting_games(self, boosts: dict[str, float]):
        """Multiply the scores of these games' documents during one search."""
        self.game_boosts = dict(boosts)
        try:
            yield
        finally:
            self.game_boosts = {}
