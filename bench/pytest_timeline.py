"""When each test ran, on which worker, and what it cost: for seeing where a parallel run's wall time goes
(a worker idle while the other carries a long module at the end) and for measuring the test modules' costs
that the scheduler orders by (tests/scheduling.py, tests/scope_seconds.json).

Record a run (any selection), then read it, or write the scheduler's table from it:

    TIMELINE_DIR=/tmp/tl PYTHONPATH=bench .venv/bin/python -m pytest -p pytest_timeline -n 2 --dist loadscope
    .venv/bin/python bench/pytest_timeline.py /tmp/tl                       # idle time, tail, longest modules
    .venv/bin/python bench/pytest_timeline.py /tmp/tl --write tests/scope_seconds.json

Each row is one test: its node id, wall start and end (seconds since the epoch), the CPU its worker spent
(user + sys) and the CPU of the processes it started and waited for (RUSAGE_CHILDREN).
"""
from __future__ import annotations

import collections
import json
import os
import resource
import sys
import time
from pathlib import Path

import pytest

_rows: list[tuple[str, float, float, float, float]] = []


def _cpu() -> tuple[float, float]:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    started, (own, children) = time.time(), _cpu()
    yield
    own_after, children_after = _cpu()
    _rows.append((item.nodeid, started, time.time(), own_after - own, children_after - children))


def pytest_unconfigure(config):
    directory = os.environ.get("TIMELINE_DIR")
    if directory and _rows:
        Path(directory).mkdir(parents=True, exist_ok=True)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "master")
        (Path(directory) / f"{worker}-{os.getpid()}.json").write_text(json.dumps(_rows))


def scope_of(nodeid: str) -> str:
    """The unit `--dist loadscope` hands to a worker whole: the module (or class), as pytest-xdist splits it."""
    return nodeid.rsplit("::", 1)[0]


def recorded(directory: Path) -> dict[str, list[tuple[str, float, float, float, float]]]:
    runs = {path.stem: sorted((tuple(row) for row in json.loads(path.read_text())), key=lambda row: row[1])
            for path in sorted(directory.glob("*.json"))}
    return {worker: rows for worker, rows in runs.items() if rows}


def scope_seconds(runs: dict[str, list[tuple[str, float, float, float, float]]]) -> dict[str, float]:
    """Each scope's wall seconds (the sum of its tests' protocol times, set-up and tear-down included)."""
    seconds: dict[str, float] = collections.defaultdict(float)
    for rows in runs.values():
        for nodeid, started, ended, _own, _children in rows:
            seconds[scope_of(nodeid)] += ended - started
    return dict(seconds)


def report(runs: dict[str, list[tuple[str, float, float, float, float]]], shown: int = 25) -> None:
    start = min(rows[0][1] for rows in runs.values())
    end = max(rows[-1][2] for rows in runs.values())
    print(f"first test to last: {end - start:.0f} s")
    for worker, rows in runs.items():
        busy = sum(ended - started for _, started, ended, _, _ in rows)
        print(f"{worker}: tests from {rows[0][1] - start:.0f} s to {rows[-1][2] - start:.0f} s, busy {busy:.0f} s, "
              f"idle at the end {end - rows[-1][2]:.0f} s; CPU {sum(row[3] for row in rows):.0f} s own, "
              f"{sum(row[4] for row in rows):.0f} s in processes it started")
        segments: list[list] = []
        for nodeid, started, ended, _, _ in rows:
            scope = scope_of(nodeid)
            if segments and segments[-1][0] == scope:
                segments[-1][2] = ended
            else:
                segments.append([scope, started, ended])
        for scope, started, ended in segments[-3:]:
            print(f"   last: {started - start:5.0f}-{ended - start:5.0f} s  {scope}")
    print("longest scopes (wall s):")
    for scope, seconds in sorted(scope_seconds(runs).items(), key=lambda kv: -kv[1])[:shown]:
        print(f"{seconds:8.1f}  {scope}")


def write_table(runs, path: Path, smallest: float = 1.0) -> None:
    """The scheduler's table: every scope that took at least `smallest` seconds (the rest it estimates)."""
    seconds = {scope: round(value, 1) for scope, value in sorted(scope_seconds(runs).items()) if value >= smallest}
    path.write_text(json.dumps({"about": "Wall seconds per test module in a whole run (-n 2), measured by "
                                         "bench/pytest_timeline.py; tests/scheduling.py hands out the costliest "
                                         "first. Only the order matters: regenerate when modules grow or move.",
                                "seconds": seconds}, indent=1) + "\n")


if __name__ == "__main__":
    runs = recorded(Path(sys.argv[1]))
    if len(sys.argv) > 3 and sys.argv[2] == "--write":
        write_table(runs, Path(sys.argv[3]))
    else:
        report(runs)
