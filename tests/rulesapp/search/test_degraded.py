"""Degrading loudly: when search cannot read a question's meaning it says "searching by words only" and why,
on the results page, in the API and in the log; the speller never hides (or keeps) a model that failed to load."""
import logging

import pytest

from rulesapp import search as rules_search
from rulesapp.search import engine, spelling, storage
from rulesapp.search.semantic import model as semantic_model
from rulesapp.search.semantic import vectors as passage_vectors

pytestmark = pytest.mark.django_db
QUESTION = "damage dealt to a hero"


def no_model():
    raise semantic_model.ModelUnavailable("The sentence-embedding model package is not installed: pip install …")


def test_without_the_sentence_model_search_says_it_searches_by_words_only(built_index, monkeypatch, client, caplog):
    monkeypatch.setattr(engine, "sentence_model", no_model)
    with caplog.at_level(logging.WARNING, logger="rulesapp.search.engine"):
        response = rules_search.search(QUESTION)
    assert response.results  # the words still find the rules
    assert response.notice.startswith("Searching by words only: ")
    assert "model package is not installed" in response.notice
    assert any(r.name == "rulesapp.search.engine" and "words only" in r.getMessage() for r in caplog.records)
    page = client.get("/search/", {"q": QUESTION + " again", "game": ""}).content.decode()
    assert "Searching by words only: " in page and "model package is not installed" in page
    api = client.get("/api/search", {"q": QUESTION + " once more"}).json()
    assert api["notice"].startswith("Searching by words only: ") and api["results"]


def test_an_index_without_passage_vectors_is_searched_by_words_and_says_so(built_index, caplog):
    opened = storage.open_current()
    (opened.root / opened.version / passage_vectors.VECTORS_FILE).unlink()
    passage_vectors._load.cache_clear()
    with caplog.at_level(logging.WARNING):
        response = rules_search.search(QUESTION)
    assert response.results
    assert response.notice.startswith("Searching by words only: ") and "rebuild_index" in response.notice
    assert any("words only" in r.getMessage() for r in caplog.records)


def test_a_full_search_has_no_notice(built_index):
    assert rules_search.search(QUESTION).notice == ""


def test_the_speller_logs_a_model_that_fails_to_load_and_tries_again_later(monkeypatch, caplog):
    calls = []

    def failing():
        calls.append("tried")
        no_model()

    spelling.forget_english_words()
    monkeypatch.setattr(semantic_model, "sentence_model", failing)
    try:
        with caplog.at_level(logging.WARNING, logger="rulesapp.search.spelling"):
            spelling.english_words()
            spelling.english_words()
        assert calls == ["tried", "tried"]  # the failure is not kept for the life of the process
        assert any("model package is not installed" in r.getMessage() for r in caplog.records
                   if r.name == "rulesapp.search.spelling")
    finally:
        spelling.forget_english_words()


def test_without_onnx_runtime_questions_are_read_by_numpy_and_the_search_says_so(built_index, monkeypatch, client):
    import builtins

    real_import = builtins.__import__

    def no_onnxruntime(name, *args, **kwargs):
        if name.split(".")[0] == "onnxruntime":
            raise ImportError("No module named 'onnxruntime'")
        return real_import(name, *args, **kwargs)

    with monkeypatch.context() as patched:
        patched.setattr(builtins, "__import__", no_onnxruntime)
        slower = semantic_model.SentenceModel(runtime="onnx-int8")
    monkeypatch.setattr(engine, "sentence_model", lambda: slower)
    response = rules_search.search(QUESTION)
    assert response.results and response.notice == slower.fallback
    assert response.notice.startswith("Questions are read by the slower NumPy runtime") and "onnxruntime" in response.notice
    api = client.get("/api/search", {"q": QUESTION + " once more"}).json()
    assert api["notice"] == slower.fallback and api["results"]
