"""Passage vectors are built with the index, only for changed text, and swapped with it."""
import json
import threading
import time

import numpy as np

from rulesapp import search as rules_search
from rulesapp.models import Section
from rulesapp.search import storage
from rulesapp.search.semantic import vectors


def current_dir():
    root = storage.index_root()
    return root / storage.read_pointer(root)


def test_each_version_holds_the_vectors_of_its_own_passages(built_index):
    stored = vectors.load(current_dir())
    assert stored is not None and len(stored.doc_ids) == len(stored.vectors) == built_index["passages"]
    assert np.allclose(np.linalg.norm(stored.vectors, axis=1), 1.0, atol=1e-5)
    assert "section:union-city-alliance:maneuver" in stored.doc_ids


def test_a_glossary_section_is_not_embedded_its_terms_are(built_index):
    """The section that is the glossary only repeats its terms, each a document with its own vectors."""
    Section.objects.filter(anchor="glossary").update(text="Counter: played from your hand when damage is dealt.")
    rules_search.rebuild_index()
    doc_ids = set(vectors.load(current_dir()).doc_ids)
    assert "glossary:union-city-alliance:counter" in doc_ids
    assert "section:union-city-alliance:glossary" not in doc_ids
    assert [hit.anchor for hit in rules_search.search("Glossary", game="union-city-alliance").results][:1] == ["glossary"]


def test_a_rebuild_embeds_only_the_text_that_changed(built_index, settings, tmp_path):
    settings.RULES_EMBEDDING_CACHE_DIR = tmp_path / "no-cache"  # only the version being replaced may help
    assert rules_search.rebuild_index()["embedded"] == 0
    before = current_dir()
    Section.objects.filter(anchor="maneuver").update(text="Exert one Speed to move to an adjacent block.")
    counts = rules_search.rebuild_index()
    assert counts["embedded"] == 1 and current_dir() != before
    stored = vectors.load(current_dir())
    old = vectors.load(before)
    row = stored.doc_ids.index("section:union-city-alliance:maneuver")
    assert not np.allclose(stored.vectors[row], old.vectors[old.doc_ids.index("section:union-city-alliance:maneuver")])


def test_the_machine_cache_spares_a_fresh_index_directory_from_embedding_again(built_index, settings, tmp_path):
    settings.RULES_INDEX_DIR = tmp_path / "another-index"
    assert rules_search.rebuild_index()["embedded"] == 0


def test_a_version_without_vectors_is_searched_by_its_words_alone(built_index):
    (current_dir() / vectors.VECTORS_FILE).unlink()
    vectors._load.cache_clear()
    storage.close_thread_searchers()
    assert rules_search.search("maneuver").results[0].anchor == "maneuver"


def test_a_rules_phrasings_are_its_asked_passages_stored_after_its_own_and_embedded_only_when_new(built_index, settings,
                                                                                                tmp_path):
    settings.RULES_EMBEDDING_CACHE_DIR = tmp_path / "no-cache"
    Section.objects.filter(anchor="maneuver").update(asked="can I walk to the next block\nhow far can I go")
    counts = rules_search.rebuild_index()
    assert counts["embedded"] == 2 and counts["passages"] == built_index["passages"] + 2
    stored = vectors.load(current_dir())
    rows = [row for row, doc_id in enumerate(stored.doc_ids) if doc_id == "section:union-city-alliance:maneuver"]
    text = Section.objects.get(anchor="maneuver").text
    assert [stored.spans[row] for row in rows] == [(0, len(text)), (-1, -1), (-1, -1)]
    Section.objects.filter(anchor="maneuver").update(asked="can I walk to the next block\nhow far may I go")
    assert rules_search.rebuild_index()["embedded"] == 1


def test_vectors_written_in_an_older_format_are_not_used(built_index):
    meta_path = current_dir() / vectors.PASSAGES_FILE
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta_path.write_text(json.dumps({**meta, "format": vectors.FORMAT_VERSION - 1}), encoding="utf-8")
    vectors._load.cache_clear()
    assert vectors.load(current_dir()) is None


class CountingModel:
    """Stands in for the sentence model where only how often text is embedded matters."""
    dimensions = 4

    def __init__(self):
        self.embedded = 0
        self.lock = threading.Lock()

    def encode(self, texts):
        time.sleep(0.2)  # long enough for a second build to arrive while this one embeds
        with self.lock:
            self.embedded += len(texts)
        return np.tile(np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32), (len(texts), 1))


def test_two_builds_at_once_embed_each_new_text_once_the_second_waits_for_the_machine_cache(settings, tmp_path):
    settings.RULES_EMBEDDING_CACHE_DIR = tmp_path / "cache"
    model = CountingModel()
    documents = [{"doc_id": f"section:g:{n}", "title": f"Rule {n}", "body": f"Text of rule {n}."} for n in range(5)]

    def build(name):
        collector = vectors.PassageCollector()
        for document in documents:
            collector.add(document, ["how do I do it"])
        (tmp_path / name).mkdir()
        results[name] = collector.write(tmp_path / name, None, model)

    results = {}
    threads = [threading.Thread(target=build, args=(name,)) for name in ("first", "second")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert model.embedded == 6  # five rules and the one phrasing they share, once
    assert sorted(result["embedded"] for result in results.values()) == [0, 6]


def test_a_build_that_finds_every_vector_in_the_cache_does_not_load_the_model(settings, tmp_path):
    """Loading the sentence model costs about 2 s of a core; a server's start rebuilds text it has embedded."""
    settings.RULES_EMBEDDING_CACHE_DIR = tmp_path / "cache"
    documents = [{"doc_id": f"section:g:{n}", "title": f"Rule {n}", "body": f"Text of rule {n}."} for n in range(3)]
    loads = []

    def load_model():
        loads.append(1)
        return CountingModel()

    for name in ("first", "second"):
        collector = vectors.PassageCollector()
        for document in documents:
            collector.add(document, ["how do I do it"])
        (tmp_path / name).mkdir()
        result = collector.write(tmp_path / name, None, load_model)
        assert np.load(tmp_path / name / vectors.VECTORS_FILE).shape == (result["passages"], CountingModel.dimensions)
    assert len(loads) == 1  # the first build embedded; the second found every vector in the machine's cache


def test_a_model_loaded_during_a_build_leaves_blas_on_one_thread(settings, tmp_path):
    """Loading the sentence model puts BLAS on one thread for the process (model.py); a build that loads it
    while embedding must not undo that when its own one-thread limit ends (it did: the limit restored what it
    found on entry, before the model was loaded, and a fresh machine's first build left BLAS on every core)."""
    from threadpoolctl import threadpool_info, threadpool_limits

    settings.RULES_EMBEDDING_CACHE_DIR = tmp_path / "cache"

    def load_model():
        threadpool_limits(limits=1, user_api="blas")  # what loading the sentence model does
        return CountingModel()

    with threadpool_limits(limits=2, user_api="blas"):  # a process that has not loaded the model yet
        collector = vectors.PassageCollector()
        collector.add({"doc_id": "section:g:1", "title": "Rule 1", "body": "Text of rule 1."}, [])
        (tmp_path / "build").mkdir()
        collector.write(tmp_path / "build", None, load_model)
        assert all(pool["num_threads"] == 1 for pool in threadpool_info() if pool["user_api"] == "blas")
