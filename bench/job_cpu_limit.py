"""A heavy exploration run as the web runs it (a forked job at nice +10, the web's 4 s limit), on the machine
as loaded now: its answer, the CPU seconds it used and the wall-clock seconds it took.

The engine's max_seconds counts CPU time (adjudicator/limits.py), so on a busy machine a job may take several
times its CPU time on the wall clock and still answer as on a quiet one; ADJ_HEAVY_JOB_SECONDS (40 s) bounds the
wall clock. Two explorations of bench/adjudicator.py's simultaneous alerts, one under the limit, one over it.

    .venv/bin/python bench/job_cpu_limit.py
"""
import importlib.util
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402

django.setup()  # a job hands the web worker's database connections over (adjudicator/web/jobs.py)

from adjudicator.api import adjudicate, load_scenario  # noqa: E402
from adjudicator.errors import ResolutionStopped  # noqa: E402
from adjudicator.limits import Limits  # noqa: E402
from adjudicator.web import jobs  # noqa: E402

LIMITS = Limits(max_steps=1_000_000, max_orders=1_000_000, max_seconds=4)  # the web's: ADJ_WEB_MAX_SECONDS
NICE = 10  # ADJ_HEAVY_NICE
WALL_SECONDS = 40  # ADJ_HEAVY_JOB_SECONDS


def scenario_maker():
    spec = importlib.util.spec_from_file_location("bench_adjudicator", ROOT / "bench" / "adjudicator.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.branches_scenario


def explored(text: str) -> tuple[str, float]:
    """(what the job answered, the CPU seconds it used), run inside the job."""
    started = time.thread_time()
    scenario, source = load_scenario(text, LIMITS, "yaml")
    try:
        answer = f"{len(adjudicate(scenario, None, LIMITS, force_explore=True, source=source)['outcomes'])} outcomes"
    except ResolutionStopped as stopped:
        answer = str(stopped)
    return answer, time.thread_time() - started


def main() -> None:
    branches_scenario = scenario_maker()
    for alerts in (8, 9):
        started = time.monotonic()
        answer, cpu = jobs.run_in_job(explored, (branches_scenario(alerts, alerts - 1),), seconds=WALL_SECONDS,
                                      nice=NICE)
        print(f"{alerts} alerts, {alerts - 1} dependent: {answer}; CPU {cpu:.2f} s, wall {time.monotonic() - started:.2f} s"
              f" (load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
