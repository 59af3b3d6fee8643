"""Which test module a parallel worker takes next: the costliest first.

`--dist loadscope` hands each worker whole modules; pytest-xdist orders them by their number of tests, so a module
of one long test (the OpenAPI check, a server started in processes of its own) came last and one worker carried it
while the other sat idle. Handing out the longest first (longest-processing-time scheduling) leaves only short
modules for the end. The costs are wall seconds measured in a whole run (tests/scope_seconds.json, written by
bench/pytest_timeline.py); a module the table does not list is estimated from its number of tests. Only the order
changes: every test still runs, on some worker, once.

The modules that read the shared fixture corpus (tests/adjudicator/corpus.py: every fixture parsed, validated,
resolved and explored once per process) are one unit, run by one worker: spread over both, each worker built the
whole corpus for itself (about 5 s of CPU)."""
from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from xdist.scheduler import LoadScopeScheduling

SCOPE_SECONDS_FILE = Path(__file__).with_name("scope_seconds.json")
SECONDS_PER_UNLISTED_TEST = 0.02  # the table lists every module of a second or more; the rest are this small
TESTS = Path(__file__).resolve().parent
CORPUS_UNIT = "the modules reading tests/adjudicator/corpus.py"
CORPUS_IMPORT = "from tests.adjudicator import corpus"


def corpus_modules(tests: Path = TESTS) -> frozenset[str]:
    """The test modules (node id paths, relative to the repository) that import the shared fixture corpus."""
    root = tests.parent
    return frozenset(path.relative_to(root).as_posix() for path in tests.rglob("test_*.py")
                     if CORPUS_IMPORT in path.read_text(encoding="utf-8"))


def measured_seconds(path: Path = SCOPE_SECONDS_FILE) -> dict[str, float]:
    return json.loads(path.read_text())["seconds"]


def estimated_seconds(scope: str, test_count: int, measured: Mapping[str, float],
                      members: frozenset[str] = frozenset()) -> float:
    if scope == CORPUS_UNIT:
        return sum(measured.get(module, 0.0) for module in members) or test_count * SECONDS_PER_UNLISTED_TEST
    return measured.get(scope, test_count * SECONDS_PER_UNLISTED_TEST)


def costliest_first(workqueue: Mapping[str, dict], measured: Mapping[str, float],
                    members: frozenset[str] = frozenset()) -> list[tuple[str, dict]]:
    """The work units (scope -> its tests) in the order to hand out: the costliest first, ties in the given order."""
    return sorted(workqueue.items(), key=lambda unit: -estimated_seconds(unit[0], len(unit[1]), measured, members))


class CostliestScopeFirst(LoadScopeScheduling):
    """pytest-xdist's loadscope scheduling with its queue ordered by cost once, when the first unit is handed out
    (the queue is complete by then; pinned pytest-xdist: requirements.txt)."""

    def __init__(self, config, log=None):
        super().__init__(config, log)
        self._measured = measured_seconds()
        self._corpus_modules = corpus_modules()
        self._ordered = False

    def _split_scope(self, nodeid: str) -> str:
        scope = super()._split_scope(nodeid)
        return CORPUS_UNIT if scope.split("::", 1)[0] in self._corpus_modules else scope

    def _assign_work_unit(self, node) -> None:
        if not self._ordered:
            ordered = costliest_first(self.workqueue, self._measured, self._corpus_modules)
            self.workqueue.clear()
            self.workqueue.update(ordered)
            self._ordered = True
        super()._assign_work_unit(node)


class SchedulerPlugin:
    """Registered by tests/conftest.py when pytest-xdist is loaded (the hook exists only then)."""

    def pytest_xdist_make_scheduler(self, config, log):
        if config.getvalue("dist") == "loadscope":
            return CostliestScopeFirst(config, log)
        return None
