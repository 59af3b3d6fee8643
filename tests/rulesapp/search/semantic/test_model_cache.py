"""The sentence model's disk cache (model_cache): a second process reads the inflated weights and the built graph
instead of making them, gets the same bits, and a copy that is corrupt, partial or not the pinned file is
rejected, said in the log, and made again."""
import hashlib
import logging
import shutil
import zipfile

import pytest

from rulesapp.search.semantic import model_cache, onnx_graph
from rulesapp.search.semantic.model import MODEL_SHA256, SentenceModel, model_zip_path

QUESTIONS = ["can I move diagonally", "When is a hero defeated?", "retaliate"]


def vectors(model: SentenceModel) -> bytes:
    return model.encode_questions(QUESTIONS).tobytes() + model.encode(QUESTIONS).tobytes()


def cached_files(directory, model: SentenceModel) -> list:
    """The int8 model's three files under `directory`: weights, graph, the graph's sidecar."""
    with zipfile.ZipFile(model_zip_path()) as archive:
        entry = archive.getinfo("model.safetensors")
    key = model_cache.graph_key(MODEL_SHA256, model._config, int8=True)
    return [model_cache.weights_path(directory, MODEL_SHA256, entry.CRC, entry.file_size),
            *model_cache.graph_paths(directory, key)]


def test_a_second_load_reads_the_cache_and_a_damaged_cache_is_rejected_and_rebuilt(settings, tmp_path, caplog,
                                                                                  monkeypatch):
    # The first load in the run's own cache (tests/embedding_cache.py), where this process or an earlier one
    # has usually built the files already: a build from nothing costs 1.6 s more and is the same code path.
    first = SentenceModel(runtime="onnx-int8")
    expected = vectors(first)
    directory = tmp_path / model_cache.SUBDIRECTORY
    directory.mkdir()
    for path in cached_files(model_cache.cache_dir(), first):
        shutil.copyfile(path, directory / path.name)
    weights, graph, _ = cached_files(directory, first)
    assert hashlib.sha256(weights.read_bytes()).hexdigest() == MODEL_SHA256
    settings.RULES_EMBEDDING_CACHE_DIR = tmp_path
    caplog.set_level(logging.INFO, logger=model_cache.__name__)

    # a second process: the cached weights, but altered (same name, same size): refused and inflated again;
    # the graph read, not built
    altered = bytearray(weights.read_bytes())
    altered[-1] ^= 1
    weights.write_bytes(bytes(altered))
    caplog.clear()

    def no_build(*args, **kwargs):
        raise AssertionError("the graph was built although a checked copy was cached")

    monkeypatch.setattr(onnx_graph, "build_bert_graph", no_build)
    second = SentenceModel(runtime="onnx-int8")
    assert second.runtime == "onnx-int8" and vectors(second) == expected
    assert [(r.levelno, str(weights) in r.getMessage(), "rejected" in r.getMessage()) for r in caplog.records] == [
        (logging.WARNING, True, True), (logging.INFO, True, False)]  # rejected, then inflated and kept again
    assert hashlib.sha256(weights.read_bytes()).hexdigest() == MODEL_SHA256


@pytest.mark.parametrize("damage", ["flipped byte", "cut short", "no sidecar", "no graph", "empty sidecar"])
def test_a_corrupt_or_partial_graph_is_rejected_and_logged(tmp_path, caplog, damage):
    data = bytes(range(256)) * 40
    caplog.set_level(logging.INFO, logger=model_cache.__name__)
    model_cache.keep_graph(tmp_path, "k" * 64, data)
    graph, sidecar = model_cache.graph_paths(tmp_path, "k" * 64)
    assert [r.getMessage() for r in caplog.records] == [f"sentence model cache: built {graph}"]
    assert model_cache.cached_graph(tmp_path, "k" * 64) == data
    if damage == "flipped byte":
        graph.write_bytes(data[:100] + bytes([data[100] ^ 1]) + data[101:])
    elif damage == "cut short":
        graph.write_bytes(data[:-1])
    elif damage == "no sidecar":
        sidecar.unlink()
    elif damage == "no graph":
        graph.unlink()
    else:
        sidecar.write_bytes(b"")
    assert model_cache.cached_graph(tmp_path, "k" * 64) is None
    assert any("rejected" in r.getMessage() and r.levelno == logging.WARNING for r in caplog.records)
    model_cache.keep_graph(tmp_path, "k" * 64, data)  # built again: accepted
    assert model_cache.cached_graph(tmp_path, "k" * 64) == data


def test_the_graph_key_changes_with_what_decides_the_graphs_bytes(monkeypatch, tmp_path):
    config = {"num_attention_heads": 12, "num_hidden_layers": 6}
    key = model_cache.graph_key(MODEL_SHA256, config, int8=True)
    assert key == model_cache.graph_key(MODEL_SHA256, dict(config), int8=True)
    assert key != model_cache.graph_key(MODEL_SHA256, config, int8=False)
    assert key != model_cache.graph_key("0" * 64, config, int8=True)
    assert key != model_cache.graph_key(MODEL_SHA256, {**config, "num_hidden_layers": 5}, int8=True)
    edited = tmp_path / "onnx_graph.py"
    edited.write_bytes(model_cache.GRAPH_CODE.read_bytes() + b"\n# an edit\n")
    monkeypatch.setattr(model_cache, "GRAPH_CODE", edited)
    assert key != model_cache.graph_key(MODEL_SHA256, config, int8=True)


def test_without_a_cache_directory_nothing_is_written(monkeypatch, settings, tmp_path):
    settings.RULES_EMBEDDING_CACHE_DIR = None
    monkeypatch.delenv(model_cache.CACHE_SETTING, raising=False)
    assert model_cache.cache_dir() is None
    model_cache.keep_graph(None, "k" * 64, b"data")
    assert model_cache.cached_graph(None, "k" * 64) is None


def test_an_unwritable_cache_is_said(tmp_path, caplog):
    blocker = tmp_path / "a-file"
    blocker.write_bytes(b"")
    directory = blocker / model_cache.SUBDIRECTORY  # cannot be made under a file
    model_cache.keep_graph(directory, "k" * 64, b"data")
    model_cache.keep_weights(directory, b"data", MODEL_SHA256, 1, 4)
    assert [("cannot write" in r.getMessage(), r.levelno) for r in caplog.records] == [(True, logging.WARNING)] * 2
    assert model_cache.cached_graph(directory, "k" * 64) is None
