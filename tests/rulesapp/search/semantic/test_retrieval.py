"""The nearest documents by meaning: the vectorised per-document best passage is the plain loop's."""
import numpy as np

from rulesapp.search.semantic.passages import ASKED_SPAN
from rulesapp.search.semantic.retrieval import PassageIndex
from rulesapp.search.semantic.vectors import PassageVectors
from rulesapp.search.weights import ASKED_SHOWN_FROM, ASKED_WEIGHT


def _index(seed: int = 3):
    """Twelve documents of two games, each with one to four text passages and zero to two phrasings;
    one passage of a document the index does not hold."""
    rng = np.random.default_rng(seed)
    doc_ids, spans = [], []
    for doc in range(12):
        for passage in range(int(rng.integers(1, 5))):
            doc_ids.append(f"d{doc}")
            spans.append((passage * 10, passage * 10 + 9))
        for _ in range(int(rng.integers(0, 3))):
            doc_ids.append(f"d{doc}")
            spans.append(ASKED_SPAN)
    doc_ids.append("gone")
    spans.append((0, 5))
    vectors = rng.normal(size=(len(doc_ids), 8)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    docnum_of = {f"d{doc}": doc for doc in range(12)}
    games = ["a" if doc % 2 else "b" for doc in range(12)]
    return PassageIndex(PassageVectors(tuple(doc_ids), tuple(spans), vectors), docnum_of, games), vectors, rng


def _by_loop(index: PassageIndex, similarity: np.ndarray, limit: int):
    """What nearest() did before it was vectorised: one argmax per document."""
    weighted = similarity * np.where(index.asked, ASKED_WEIGHT, 1.0).astype(np.float32)
    best = np.maximum.reduceat(weighted, index.group_starts)
    valid = np.isfinite(best) & (index.group_docnums >= 0)
    found = []
    for group in [g for g in np.argsort(-best, kind="stable") if valid[g]][:limit]:
        first, text_rows = index.group_starts[group], int(index.text_sizes[group])
        row = first + int(np.argmax(similarity[first:first + text_rows]))
        scored_by = int(np.argmax(weighted[first:first + index.group_sizes[group]]))
        shown = scored_by >= text_rows and similarity[first + scored_by] >= ASKED_SHOWN_FROM
        found.append((int(index.group_docnums[group]), float(best[group]), index.spans[row], text_rows,
                      scored_by - text_rows if shown else -1))
    return found


def _as_tuples(near):
    return [(n.docnum, n.similarity, n.span, n.passages, n.asked) for n in near]


def test_one_question_vector_ranks_as_the_loop_did():
    index, vectors, rng = _index()
    for _ in range(20):
        question = rng.normal(size=8).astype(np.float32)
        question /= np.linalg.norm(question)
        question = (question + 2 * vectors[int(rng.integers(len(vectors)))]) / 3  # near some phrasing too
        assert _as_tuples(index.nearest(question, None, 12)) == _by_loop(index, vectors @ question, 12)
        only_a = np.where(index.games == "a", vectors @ question, -np.inf).astype(np.float32)
        assert _as_tuples(index.nearest(question, "a", 5)) == _by_loop(index, only_a, 5)


def test_a_vector_per_game_compares_each_game_with_its_own():
    index, vectors, rng = _index(seed=11)
    own = {game: vector / np.linalg.norm(vector) for game, vector in
           (("a", rng.normal(size=8).astype(np.float32)), ("b", rng.normal(size=8).astype(np.float32)))}
    similarity = np.full(len(vectors), -np.inf, dtype=np.float32)
    for game, vector in own.items():
        similarity[index.games == game] = vectors[index.games == game] @ vector
    near = index.nearest(own, None, 12)
    assert [n.docnum for n in near] == [row[0] for row in _by_loop(index, similarity, 12)]
    assert np.allclose([n.similarity for n in near], [row[1] for row in _by_loop(index, similarity, 12)], atol=1e-6)
    assert [n.span for n in near] == [row[2] for row in _by_loop(index, similarity, 12)]
    only_a = index.nearest({"a": own["a"]}, None, 12)  # a game missing from the vectors is left out
    assert {n.docnum % 2 for n in only_a} == {1}


def test_nearness_answers_for_the_documents_asked_about_as_nearest_does():
    index, vectors, rng = _index(seed=5)
    question = rng.normal(size=8).astype(np.float32)
    question /= np.linalg.norm(question)
    nearness = index.nearness({"a": question, "b": question}, None)
    listed = index.nearest({"a": question, "b": question}, None, 12)
    assert nearness.closest_first == [near.docnum for near in listed]
    assert nearness.near_each([near.docnum for near in reversed(listed)] + [99]) == [*reversed(listed), None]
    assert nearness.similarity == {near.docnum: near.similarity for near in listed}
    expected: dict[str, float] = {}
    for near in listed:  # each game's closest, the closest game first
        expected.setdefault("a" if near.docnum % 2 else "b", near.similarity)
    assert nearness.closest_of_each_game() == expected and list(nearness.closest_of_each_game()) == list(expected)
    only_a = index.nearness({"a": question}, "a")
    assert set(only_a.similarity) == {docnum for docnum in range(12) if docnum % 2}  # b's are not compared
    assert only_a.near(0) is None
