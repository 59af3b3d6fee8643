"""Term-at-a-time scoring from cached postings gives Whoosh's own BM25F scores and ranking.

Whoosh's matcher-tree search of the very same query object is the reference: any difference in how a
union, a phrase, a boost or the game filter combine scores shows up as a different score or order.
"""
import pytest
from whoosh import query as wq
from whoosh.collectors import TopCollector

from rulesapp.search import storage
from rulesapp.search.engine import rank
from rulesapp.search.postings import IndexMemory, QueryScorer
from rulesapp.search.querying import plan_query, to_whoosh, tokenize
from tests.rulesapp.search.conftest import SKIRMISH, UCA

QUESTIONS = [
    ("can I move diagonally", UCA),
    ("what happens when the union deck runs out", None),
    ('"damage dealt" counter', UCA),
    ("enemy threatens and assaults the hero", None),
    ("card defeated when damage equal to health", SKIRMISH),
    ("counter gambit damage dealt hero", None),
    ('"the union trash"', None),
]


def whoosh_reference(searcher, query, game, limit=50):
    if game:
        query = wq.Require(query, wq.Term("game", game))
    collector = TopCollector(limit=limit, usequality=False, replace=0)
    searcher.search_with_collector(query, collector)
    return [(hit.docnum, hit.score) for hit in collector.results()]


@pytest.mark.parametrize("question, game", QUESTIONS)
def test_scores_and_order_match_whooshs_own_search(built_index, question, game):
    opened = storage.open_current()
    query = to_whoosh(plan_query(tokenize(question), {}, game))
    expected = whoosh_reference(opened.searcher, query, game)
    ranked = rank(opened, query, game, limit=50)
    got = [(document["doc_id"], score) for document, score in ranked.documents]
    assert expected, "the question must match something for the comparison to mean anything"
    assert [opened.searcher.stored_fields(docnum)["doc_id"] for docnum, _ in expected] == [doc for doc, _ in got]
    assert [score for _, score in got] == pytest.approx([score for _, score in expected], rel=1e-9)
    assert not ranked.timed_out


def test_a_phrase_needs_its_words_in_order_and_adjacent(built_index):
    memory = IndexMemory(storage.open_current().searcher)
    titles = lambda scores: {memory.stored(docnum)["title"] for docnum in scores}  # noqa: E731
    in_order = QueryScorer(memory).scores(wq.Phrase("body", ["damag", "dealt"]))
    reversed_words = QueryScorer(memory).scores(wq.Phrase("body", ["dealt", "damag"]))
    assert titles(in_order) == {"Damage dealt and damage taken"}
    assert reversed_words == {}


def test_a_phrase_with_slop_allows_words_between(built_index):
    memory = IndexMemory(storage.open_current().searcher)
    # "damage is dealt" / "damage being dealt": one word between, so slop 2 finds them and slop 1 does not.
    exact = QueryScorer(memory).scores(wq.Phrase("body", ["damag", "dealt"], slop=1))
    near = QueryScorer(memory).scores(wq.Phrase("body", ["damag", "dealt"], slop=2))
    assert set(exact) < set(near)
    assert {memory.stored(docnum)["anchor"] for docnum in set(near) - set(exact)} >= {"counter", "gambit"}


def test_a_phrases_matches_are_checked_once_per_index_version(built_index, monkeypatch):
    """Kept in the index version's memory: a later search (another scorer) with the same word pair reads them,
    scoring as before, and checks no positions again."""
    memory = IndexMemory(storage.open_current().searcher)
    checked = []
    real = QueryScorer._phrase_matches
    monkeypatch.setattr(QueryScorer, "_phrase_matches",
                        lambda self, *args: checked.append(args) or real(self, *args))
    query = wq.Or([wq.Phrase("body", ["damag", "dealt"], boost=2.0), wq.Term("body", "hero")])
    first = QueryScorer(memory).scores(query)
    second = QueryScorer(memory).scores(query)
    assert first == second and first
    assert checked == [("body", ["damag", "dealt"], 1)]
