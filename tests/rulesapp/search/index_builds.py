"""Search indexes of a test library, built once per worker for each exact library and copied for each test
that asks for the same one.

A build of the small library costs a quarter of a second of CPU and about 140 tests ask for it; most then only
search. The key is everything the build reads: every document collect_documents yields from the database (its
ids, text, phrasings and flags), the games' titles, the players' vocabulary, the database's identity, and the
build code itself (every function and class the loaded rulesapp.search modules hold, by identity, so a test that
patches one before its index is built gets a build of its own). A test gets a copy of the index directory as
the build left it, before any test touched it, and the counts that build returned.
"""
import hashlib
import json
import shutil
import sys
from collections.abc import Callable
from pathlib import Path


def library_key() -> str:
    """A digest of every input of rulesapp.search.build.rebuild_index for the database as it is now."""
    from rulesapp.search import build, provenance

    inputs = {
        "documents": list(build.collect_documents()),
        "titles": build.game_titles(),
        "vocabulary": build.player_vocabulary().table,
        "database": provenance.identity()["id"],
        "code": sorted((name, attribute, id(value)) for name, module in list(sys.modules.items())
                       if name.startswith("rulesapp.search") and module is not None
                       for attribute, value in vars(module).items() if callable(value)),
    }
    return hashlib.sha256(json.dumps(inputs, sort_keys=True, default=repr).encode()).hexdigest()


class IndexBuilds:
    """The index directories built so far in this worker, under `store`, by library key."""

    def __init__(self, store: Path):
        self.store = store
        self.built: dict[str, tuple[Path, dict]] = {}

    def build_or_copy(self, index_dir: Path, rebuild: Callable[[], dict]) -> dict:
        """rebuild()'s counts, with `index_dir` holding the index: a copy of an earlier build of the same
        library, or built now by rebuild() (and kept). An `index_dir` that already holds something is built
        into for real, as the test left it."""
        if index_dir.exists():
            return rebuild()
        key = library_key()
        if key in self.built:
            source, counts = self.built[key]
            shutil.copytree(source, index_dir)
            return dict(counts)
        counts = rebuild()
        key = library_key()  # the build may have imported more of rulesapp.search (the sentence model's modules)
        if key not in self.built:
            kept = self.store / key
            shutil.copytree(index_dir, kept)
            self.built[key] = (kept, dict(counts))
        return counts
