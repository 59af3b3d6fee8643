"""Where the index lives on disk, how a new one replaces the old, and how searchers notice.

Layout under settings.RULES_INDEX_DIR:

    CURRENT              one line: the name of the version directory being served
    v-<ns>-<id>/         complete, verified Whoosh indexes (the current one and one previous)
    .build-<id>/         an index being written; never named by CURRENT
    .rebuild.lock        held (flock) by the one process that is building

A build writes into a .build- directory, verifies it, renames it to a v- name and only then
replaces CURRENT with os.replace, which is atomic: a reader sees the old name or the new one,
never half of a build. A crash before that leaves CURRENT naming the old index; the stale build
directory is removed by the next build. The version before the current one is kept so a search
already running on it can finish; older ones are deleted.

Searchers are cached per thread (Whoosh searchers are not shared between threads) and re-check
CURRENT on every search — a small file read — so a long-lived process starts serving a new index
on its first search after the swap instead of keeping the old one forever.
"""
import contextlib
import fcntl
import os
import re
import shutil
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from whoosh import index as whoosh_index
from whoosh.index import EmptyIndexError

from rulesapp.search.errors import IndexUnavailable
from rulesapp.search.scoring import RulesWeighting

POINTER_NAME = "CURRENT"
LOCK_NAME = ".rebuild.lock"
BUILD_PREFIX = ".build-"
VERSION_RE = re.compile(r"^v-\d{20}-[0-9a-f]{12}$")
PREVIOUS_VERSIONS_KEPT = 1


def index_root() -> Path:
    return Path(settings.RULES_INDEX_DIR)


def read_pointer(root: Path) -> str | None:
    """The version directory name CURRENT names, or None if there is no usable pointer."""
    try:
        name = (root / POINTER_NAME).read_text(encoding="utf-8").strip()
    except (FileNotFoundError, NotADirectoryError):
        return None
    return name if VERSION_RE.match(name) else None


def version_dirs(root: Path) -> list[str]:
    """Complete version directories, oldest first (names sort by creation time)."""
    if not root.is_dir():
        return []
    return sorted(entry.name for entry in root.iterdir() if entry.is_dir() and VERSION_RE.match(entry.name))


@contextlib.contextmanager
def rebuild_lock(root: Path):
    """One builder at a time per index root; a second one waits for the first to finish."""
    root.mkdir(parents=True, exist_ok=True)
    with open(root / LOCK_NAME, "a+b") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock_file, fcntl.LOCK_UN)


def new_build_dir(root: Path) -> Path:
    path = root / f"{BUILD_PREFIX}{uuid.uuid4().hex[:12]}"
    path.mkdir(parents=True)
    return path


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_tree(path: Path) -> None:
    for entry in path.iterdir():
        if entry.is_file():
            with open(entry, "rb") as handle:
                os.fsync(handle.fileno())
    _fsync_dir(path)


def publish(root: Path, build_dir: Path) -> str:
    """Give a finished build its version name and point CURRENT at it, atomically."""
    _fsync_tree(build_dir)
    version = f"v-{time.time_ns():020d}-{uuid.uuid4().hex[:12]}"
    os.rename(build_dir, root / version)
    _fsync_dir(root)
    pointer_tmp = root / f".{POINTER_NAME}.{uuid.uuid4().hex[:12]}.tmp"
    with open(pointer_tmp, "w", encoding="utf-8") as handle:
        handle.write(version + "\n")
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(pointer_tmp, root / POINTER_NAME)
    _fsync_dir(root)
    return version


def clean_up(root: Path) -> list[str]:
    """Remove failed builds, stray pointer temp files and versions older than the one kept in reserve.

    Call only while holding rebuild_lock, so no build in progress is mistaken for a failed one.
    """
    removed = []
    current = read_pointer(root)
    versions = [name for name in version_dirs(root) if name != current]
    keep = set(versions[-PREVIOUS_VERSIONS_KEPT:]) if PREVIOUS_VERSIONS_KEPT else set()
    for entry in root.iterdir():
        stale_build = entry.name.startswith(BUILD_PREFIX)
        stale_pointer = entry.name.startswith(f".{POINTER_NAME}.") and entry.name.endswith(".tmp")
        old_version = entry.name in versions and entry.name not in keep
        if stale_build or old_version:
            shutil.rmtree(entry, ignore_errors=True)
            removed.append(entry.name)
        elif stale_pointer:
            entry.unlink(missing_ok=True)
            removed.append(entry.name)
    return removed


@dataclass
class OpenIndex:
    """One version of the index opened for searching in one thread, with per-version caches."""

    root: Path
    version: str
    searcher: object
    cache: dict = field(default_factory=dict)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.searcher.close()


_thread_state = threading.local()


def _open_version(root: Path, version: str) -> OpenIndex:
    ix = whoosh_index.open_dir(str(root / version))
    return OpenIndex(root=root, version=version, searcher=ix.searcher(weighting=RulesWeighting()))


def open_current() -> OpenIndex:
    """This thread's searcher on the version CURRENT names now, reopened if CURRENT has moved."""
    root = index_root()
    held_by_root = getattr(_thread_state, "held", None)
    if held_by_root is None:
        held_by_root = _thread_state.held = {}
    key = str(root)
    for _attempt in range(3):
        version = read_pointer(root)
        if version is None:
            raise IndexUnavailable()
        held = held_by_root.get(key)
        if held is not None and held.version == version:
            return held
        try:
            opened = _open_version(root, version)
        except (EmptyIndexError, FileNotFoundError, NotADirectoryError):
            # CURRENT moved on and this version was cleaned up between reading and opening: retry.
            continue
        if held is not None:
            held.close()
        held_by_root[key] = opened
        return opened
    raise IndexUnavailable("The search index is being replaced too quickly to open; try again.")


def close_thread_searchers() -> None:
    """Close this thread's cached searchers (tests and long-running workers that want a clean slate)."""
    for held in (getattr(_thread_state, "held", None) or {}).values():
        held.close()
    _thread_state.held = {}
