"""CPU time of a test run per test file and per phase (collection, set-up, call, tear-down), per process.

The machine is shared, so wall-clock times say more about the load than about the tests: this counts each
pytest process's own CPU time (user + sys, from getrusage) around each phase, and writes one JSON file per
process (each xdist worker, and the controller) under $CPU_TIMES_DIR. The time between phases (reports sent
to the controller, pytest's own bookkeeping) is shown as each worker's "between" figure. The CPU of the processes
a test starts (`python -m adjudicator`, manage.py, dot, a forked job) is shown apart, as "children": the
getrusage figure of the children the worker has waited for, and their own waited-for children (a child still
running when its test ends is counted under a later test, or not at all; `/usr/bin/time` around the whole run
counts everything). Run the fast tier through it, then read it:

    CPU_TIMES_DIR=/tmp/cpu PYTHONPATH=bench .venv/bin/python -m pytest -p pytest_cpu_times -n 2 --dist loadscope -m "not slow"
    .venv/bin/python bench/pytest_cpu_times.py /tmp/cpu [N]   # the N costliest files (default 40)
"""
from __future__ import annotations

import collections
import json
import os
import resource
import sys
from pathlib import Path

import pytest

_phases: dict[str, list[float]] = {}
_children: dict[str, float] = {}
_marks: dict[str, float] = {}


def _cpu(who: int = resource.RUSAGE_SELF) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """The CPU of the processes the test started (and waited for), set-up to tear-down."""
    start = _cpu(resource.RUSAGE_CHILDREN)
    yield
    spent = _cpu(resource.RUSAGE_CHILDREN) - start
    if spent:
        _children[item.nodeid] = _children.get(item.nodeid, 0.0) + spent


def pytest_configure(config):
    _marks["configure"] = _cpu()


def pytest_collection(session):
    _marks["collect_start"] = _cpu()


def pytest_collection_finish(session):
    _marks["collect_end"] = _cpu()


def _timed(index):
    @pytest.hookimpl(hookwrapper=True)
    def hook(item):
        start = _cpu()
        yield
        _phases.setdefault(item.nodeid, [0.0, 0.0, 0.0])[index] += _cpu() - start
    return hook


pytest_runtest_setup = _timed(0)
pytest_runtest_call = _timed(1)
pytest_runtest_teardown = _timed(2)


def pytest_unconfigure(config):
    _marks["end"] = _cpu()
    directory = os.environ.get("CPU_TIMES_DIR")
    if directory:
        Path(directory).mkdir(parents=True, exist_ok=True)
        name = f"{os.environ.get('PYTEST_XDIST_WORKER', 'master')}-{os.getpid()}.json"
        (Path(directory) / name).write_text(json.dumps({"marks": _marks, "phases": _phases, "children": _children}))


def report(directory: Path, shown: int = 40) -> None:
    """Each process's start-up, collection and between-phase CPU and its tests' children's, then the `shown`
    costliest files (their own phases and their children together)."""
    files: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0.0, 0.0, 0])
    for path in sorted(directory.glob("*.json")):
        recorded = json.loads(path.read_text())
        marks, phases, children = recorded["marks"], recorded["phases"], recorded.get("children", {})
        spent = sum(sum(times) for times in phases.values())
        collected = marks.get("collect_end", 0) - marks.get("collect_start", 0)
        after = marks["end"] - marks.get("collect_end", marks["configure"])
        print(f"{path.stem}: {marks['end']:.1f} s of CPU; start-up {marks['configure']:.1f}, collection "
              f"{collected:.1f}, tests {spent:.1f}, between {after - spent:.1f}; "
              f"its tests' children {sum(children.values()):.1f}")
        for nodeid, times in phases.items():
            totals = files[nodeid.split("::")[0]]
            for index in range(3):
                totals[index] += times[index]
            totals[3] += children.get(nodeid, 0.0)
            totals[4] += 1
    print("  total  set-up    call  tear-down  children  tests  file")
    for name, (setup, call, teardown, started, count) in sorted(files.items(), key=lambda kv: -sum(kv[1][:4]))[:shown]:
        print(f"{setup + call + teardown + started:7.2f} {setup:7.2f} {call:7.2f} {teardown:10.2f} {started:9.2f} "
              f"{count:6d}  {name}")


if __name__ == "__main__":
    report(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 40)
