"""Ranking: BM25F over the weighted fields, then a per-kind weight.

A worked example repeats, in a few lines, text that is also in its section, so on term statistics
alone its short length lets it outrank the rule it illustrates. Players ask for the rule first
(the section page shows its examples), so examples keep their place in the results but count for
a little less than sections and glossary terms.
"""
from whoosh.scoring import BM25F

KIND_WEIGHTS = {"section": 1.0, "glossary": 1.0, "example": 0.6}
BM25_B = 0.75
BM25_K1 = 1.2


class RulesWeighting(BM25F):
    use_final = True

    def __init__(self):
        super().__init__(B=BM25_B, K1=BM25_K1)
        self._kinds = None

    def final(self, searcher, docnum, score):
        if self._kinds is None:  # one weighting per searcher, so the column reader can be kept
            self._kinds = searcher.reader().column_reader("kind")
        return score * KIND_WEIGHTS.get(self._kinds[docnum], 1.0)
