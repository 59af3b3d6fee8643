"""Passage vectors stored beside each index version, built with it and swapped with it.

In a version directory:

    passages.json          the model's sha256, the passage settings, and per passage: document id,
                           character span in the document's body, sha256 of the embedded text
    passage_vectors.npy    float32 (passages x dimensions) unit vectors, in the same order

A document's passages are stored together, its "asked" ones (span -1, -1: how players ask) last.

A build embeds only text it has not embedded before: vectors whose embedded text (and model) are
unchanged are copied from the version being replaced, or from the machine's embedding cache (every
vector this checkout has computed, keyed by model and text: test suites and fresh index directories
build the same text many times). The files are written into the build directory before it is verified
and published, so they are swapped atomically with the Whoosh files they belong to.
"""
import contextlib
import fcntl
import hashlib
import json
import logging
import os
import uuid
import zipfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import FunctionType

import numpy as np
from django.conf import settings
from threadpoolctl import threadpool_limits

from rulesapp.search.semantic.passages import PASSAGE_WORDS, STRIDE_WORDS, Passage, asked_passages, passages_of

logger = logging.getLogger(__name__)

PASSAGES_FILE = "passages.json"
VECTORS_FILE = "passage_vectors.npy"
FORMAT_VERSION = 2  # 2: a document's passages may end with its "asked" ones (span -1, -1)
BUILD_THREADS = 1  # measured: with two, a build on a busy machine ran ten times slower (BLAS threads spin)


def _text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class PassageCollector:
    """Gathers every document's passages during a build, then embeds and writes them."""

    def __init__(self):
        self.passages: list[Passage] = []

    def add(self, document: dict, asked=()) -> None:
        """The document's passages, then one per phrasing of how players ask about it."""
        self.passages.extend(passages_of(document))
        self.passages.extend(asked_passages(document["doc_id"], asked))

    def write(self, directory: Path, previous: Path | None, model, before_embedding=None) -> dict:
        """Embed what `previous` (a published version, or None) does not already hold; write both files.
        `model` is the sentence model, or a function that loads it: then it is loaded only when a passage
        needs embedding (loading it costs about 2 s of a core, which a rebuild that finds every vector in
        the cache, as every server start does, need not pay).
        `before_embedding(count)`, if given, is called just before the model embeds `count` (> 0) passages:
        on a fresh machine that takes a minute or more, and an operator should hear why it is quiet.
        Returns {"passages": n, "embedded": newly embedded, "reused": copied from previous}."""
        from rulesapp.search.semantic.model import MODEL_SHA256

        load_model = model if isinstance(model, FunctionType) else lambda: model

        hashes = [_text_hash(passage.text) for passage in self.passages]
        previous_vectors = _previous_vectors(previous, MODEL_SHA256) if previous is not None else {}
        cache = EmbeddingCache(MODEL_SHA256)
        with cache.held():  # a second build of the same text waits for this one, then finds it cached
            cached = cache.vectors(set(hashes))
            known = {**cached, **previous_vectors}
            reused = sum(1 for digest in hashes if digest in known)
            missing = sorted({digest: passage.text for digest, passage in zip(hashes, self.passages)
                              if digest not in known}.items())
            if missing:
                if before_embedding is not None:
                    before_embedding(len(missing))
                sentence_model = load_model()  # first: loading it puts BLAS on one thread for the process, which
                # the limit below would undo on leaving if the model were loaded inside it
                with threadpool_limits(limits=BUILD_THREADS, user_api="blas"):
                    fresh = sentence_model.encode([text for _digest, text in missing])
                known = {**known, **{digest: fresh[row] for row, (digest, _text) in enumerate(missing)}}
            uncached = {digest: known[digest] for digest in hashes if digest not in cached}
            if uncached:
                cache.add(uncached)
        dimensions = len(next(iter(known.values()))) if known else load_model().dimensions
        vectors = np.zeros((len(self.passages), dimensions), dtype=np.float32)
        for row, digest in enumerate(hashes):
            vectors[row] = known[digest]
        np.save(directory / VECTORS_FILE, vectors, allow_pickle=False)
        meta = {
            "format": FORMAT_VERSION,
            "model": MODEL_SHA256,
            "passage_words": PASSAGE_WORDS,
            "stride_words": STRIDE_WORDS,
            "passages": [[passage.doc_id, passage.start, passage.end, digest]
                         for passage, digest in zip(self.passages, hashes)],
        }
        with open(directory / PASSAGES_FILE, "w", encoding="utf-8") as handle:
            json.dump(meta, handle, separators=(",", ":"))
        return {"passages": len(self.passages), "embedded": len(missing), "reused": reused}


class EmbeddingCache:
    """Every passage vector computed on this machine for one model, as {text sha256: vector}, in one .npz
    file under RULES_EMBEDDING_CACHE_DIR (default ~/.cache/rules-adjudicator/embedding-cache, shared by every
    checkout on the machine; var/embedding-cache without the setting). Only ever a shortcut: a missing,
    unreadable or foreign file means embedding again, and it is replaced whole (write, then rename). A vector
    is found by the sha256 of its text under the model's own sha256, so a changed text or model is a miss,
    never a stale vector."""

    def __init__(self, model_sha: str):
        directory = getattr(settings, "RULES_EMBEDDING_CACHE_DIR", None) or Path(settings.BASE_DIR) / "var" / "embedding-cache"
        self.path = Path(directory) / f"{model_sha[:16]}.npz"

    def _read(self) -> dict[str, np.ndarray]:
        try:
            with np.load(self.path, allow_pickle=False) as stored:
                keys, vectors = stored["keys"], stored["vectors"]
        except FileNotFoundError:
            return {}
        except (OSError, ValueError, KeyError, zipfile.BadZipFile) as error:
            logger.warning("embedding cache %s unreadable, embedding again: %s", self.path, error)
            return {}
        return {str(key): vectors[row] for row, key in enumerate(keys)} if len(keys) == len(vectors) else {}

    def vectors(self, wanted: set[str]) -> dict[str, np.ndarray]:
        if not wanted:
            return {}
        stored = self._read()
        return {digest: stored[digest] for digest in wanted if digest in stored}

    @contextlib.contextmanager
    def held(self):
        """The cache to this process alone while it reads, embeds what is missing and adds it: two builds
        at once (the test workers, two servers starting) would otherwise both embed the same text. Not
        held when the lock file cannot be made: the cache is only a shortcut."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock = open(self.path.with_suffix(".lock"), "a+b")
        except OSError:
            yield
            return
        with lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            yield

    def add(self, added: dict[str, np.ndarray]) -> None:
        """Merge `added` into the file; call it inside `held()`."""
        try:
            merged = {**self._read(), **added}
            temporary = self.path.with_name(f".{self.path.name}.{uuid.uuid4().hex[:8]}.tmp.npz")
            keys = np.array(sorted(merged))
            np.savez(temporary, keys=keys, vectors=np.stack([merged[key] for key in keys]))
            os.replace(temporary, self.path)
        except OSError as error:  # a cache that cannot be written only costs time
            logger.warning("embedding cache %s not written: %s", self.path, error)


def _previous_vectors(directory: Path, model_sha: str) -> dict[str, np.ndarray]:
    """{embedded text sha256: vector} from a published version made with the same model, else {}."""
    try:
        with open(directory / PASSAGES_FILE, encoding="utf-8") as handle:
            meta = json.load(handle)
        vectors = np.load(directory / VECTORS_FILE, allow_pickle=False)
    except (OSError, ValueError):
        return {}
    if meta.get("format") != FORMAT_VERSION or meta.get("model") != model_sha or len(meta["passages"]) != len(vectors):
        return {}
    return {row[3]: vectors[index] for index, row in enumerate(meta["passages"])}


@dataclass(frozen=True)
class PassageVectors:
    """One version's passages (document id and body span) and their unit vectors; read-only, shared."""

    doc_ids: tuple[str, ...]
    spans: tuple[tuple[int, int], ...]
    vectors: np.ndarray


def load(directory: Path) -> PassageVectors | None:
    """The passage vectors of a version, or None for a version built without them."""
    return _load(str(directory))[0]


def load_or_why(directory: Path) -> tuple[PassageVectors | None, str]:
    """(the passage vectors of a version, "") or (None, why it has none a search can use)."""
    return _load(str(directory))


REBUILD = "rebuild it with manage.py rebuild_index"


@lru_cache(maxsize=4)
def _load(directory: str) -> tuple[PassageVectors | None, str]:
    """Cached per version directory: a published version never changes."""
    from rulesapp.search.semantic.model import MODEL_SHA256

    try:
        with open(Path(directory) / PASSAGES_FILE, encoding="utf-8") as handle:
            meta = json.load(handle)
        vectors = np.load(Path(directory) / VECTORS_FILE, allow_pickle=False)
    except FileNotFoundError as error:
        return None, f"the search index has no passage vectors ({Path(error.filename).name} is missing; {REBUILD})"
    except (OSError, ValueError) as error:
        return None, f"the search index's passage vectors cannot be read ({error}; {REBUILD})"
    if meta.get("format") != FORMAT_VERSION or meta.get("model") != MODEL_SHA256 or len(meta["passages"]) != len(vectors):
        return None, f"the search index's passage vectors were made another way (format or model; {REBUILD})"
    vectors.setflags(write=False)
    return PassageVectors(doc_ids=tuple(row[0] for row in meta["passages"]),
                          spans=tuple((row[1], row[2]) for row in meta["passages"]), vectors=vectors), ""
