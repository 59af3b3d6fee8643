"""`max_seconds` counts the resolving thread's CPU time, not the wall clock (adjudicator/limits.py): a resolution
that waits for the CPU (a job at nice +10 on a busy machine, here a sleep standing in for being descheduled)
finishes as it would on a quiet machine, and a CPU-bound runaway still stops, with a message that says it was
the CPU-time limit. With the old wall-clock deadline the waiting cases stopped with "more than 1 seconds"."""
import time
from pathlib import Path

import pytest

from adjudicator.api import adjudicate, load_scenario
from adjudicator.engine import resolution
from adjudicator.errors import ResolutionStopped
from adjudicator.limits import CpuBudget, Limits
from adjudicator.web import jobs

ROOT = Path(__file__).resolve().parents[3]
BLACK_FLAG = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()
# The resolution's own check runs on the first tick when max_steps is 256 + 1 (it checks every 256th step).
# max_seconds takes fractions: 0.4 s is still over twice the CPU the quiet resolutions below take (a cold first
# run 0.15 s, then 3 ms and 20 ms), and the waiting tests wait only a little longer than it (WAITS_FOR), since
# what they prove is that waiting past max_seconds by the clock is not counted (a bound of 1 s had each wait 1.3 s).
FIRST_CHECK_AT_ONCE = Limits(max_steps=257, max_seconds=0.4)
WAITS_FOR = 0.5
# The runaways' bound: what is tested is which limit stops them and what it says, so they burn only a little more
# than this (a bound of 1 s had them burn 1.2 s each, in this process and in a job's; 0.2 s, 0.25 s each).
RUNAWAY_STOPS_AT = Limits(max_steps=257, max_seconds=0.05)
RUNAWAY_STEP_BURNS = 0.06
# The job's wall-clock bound in these tests: far above what the job needs on any machine (at nice +10 under a
# load of 10 on two cores, 1.2 s of CPU took over 15 s of wall clock), since what is tested is which limit
# stops it, never how fast it runs.
JOB_WALL_BOUND = 120


def four_alerts() -> str:
    """Four heroes' alerts drawn at once, two of them reading h0's valor: exploring walks several situations."""
    lines = ["format: 1", "game: union-city-alliance", "title: four alerts, two dependent",
             "players: [h0, h1, h2, h3]", "entities:"]
    for i in range(4):
        lines += [f"  h{i}: {{type: hero, valor: 0}}", f"  c{i}: {{type: union, owner: h{i}, zone: deck, position: 1}}"]
    lines.append("abilities:")
    for i in range(4):
        do = f"[{{gain: {{who: h{i}, valor: 1}}}}]"
        if i in (1, 2):
            do = (f"[{{if: {{cond: 'h0.valor < 1', then: [{{gain: {{who: h0, valor: 1}}}}], "
                  f"else: [{{gain: {{who: h{i}, valor: 1}}}}]}}}}]")
        lines += [f"  alert-{i}:", f"    card: c{i}", "    timing: alert", f"    do: {do}"]
    lines += ["start:", "  do:"] + [f"    - draw: {{who: h{i}, count: 1}}" for i in range(4)]
    lines += ["choices: {order: explore}"]
    return "\n".join(lines) + "\n"


def resolved(text: str, limits: Limits, explore: bool) -> dict:
    scenario, source = load_scenario(text, limits, "yaml")
    return adjudicate(scenario, None, limits, force_explore=explore, source=source)


def burn_cpu(seconds: float) -> None:
    until = time.thread_time() + seconds
    while time.thread_time() < until:
        pass


@pytest.fixture
def first_step_waits(monkeypatch):
    """The next step any resolution takes first waits `waiting["seconds"]` (sleeps: no CPU), once."""
    real = resolution.Resolution.tick
    waiting = {"seconds": 0.0}

    def waits(self):
        if waiting["seconds"]:
            time.sleep(waiting["seconds"])
            waiting["seconds"] = 0.0
        return real(self)

    monkeypatch.setattr(resolution.Resolution, "tick", waits)
    return waiting


@pytest.fixture
def every_step_spins(monkeypatch):
    """Every step burns RUNAWAY_STEP_BURNS of CPU first (more than RUNAWAY_STOPS_AT allows): a CPU-bound runaway,
    stopped at the first check."""
    real = resolution.Resolution.tick

    def spinning(self):
        burn_cpu(RUNAWAY_STEP_BURNS)
        return real(self)

    monkeypatch.setattr(resolution.Resolution, "tick", spinning)


@pytest.mark.parametrize("text, explore", [(BLACK_FLAG, False), (four_alerts(), True)], ids=["resolve", "explore"])
def test_a_resolution_that_waits_for_the_cpu_finishes_as_on_a_quiet_machine(text, explore, first_step_waits):
    quiet = resolved(text, FIRST_CHECK_AT_ONCE, explore)
    first_step_waits["seconds"] = WAITS_FOR
    started = time.monotonic()
    busy = resolved(text, FIRST_CHECK_AT_ONCE, explore)
    assert time.monotonic() - started > FIRST_CHECK_AT_ONCE.max_seconds  # longer than max_seconds by the clock …
    assert busy == quiet  # … and the same answer


@pytest.mark.usefixtures("every_step_spins")
def test_a_cpu_bound_runaway_stops_with_the_cpu_time_message():
    with pytest.raises(ResolutionStopped) as stopped:
        resolved(BLACK_FLAG, RUNAWAY_STOPS_AT, False)
    assert stopped.value.kind == "limit"
    assert str(stopped.value) == "limit: used more than 0.05 seconds of CPU time (max_seconds)"


def test_exploring_names_itself_in_the_cpu_time_message():
    budget = CpuBudget(RUNAWAY_STOPS_AT, "exploring ")
    budget.check()
    burn_cpu(RUNAWAY_STEP_BURNS)
    with pytest.raises(ResolutionStopped) as stopped:
        budget.check()
    assert str(stopped.value) == "limit: exploring used more than 0.05 seconds of CPU time (max_seconds)"


def test_a_sleeping_job_at_a_lower_priority_still_finishes(first_step_waits):
    """Through the web's job runner (forked, nice +10): waiting is not counted, only the job's wall bound."""
    first_step_waits["seconds"] = WAITS_FOR
    answer = jobs.run_in_job(resolved, (BLACK_FLAG, FIRST_CHECK_AT_ONCE, False), seconds=JOB_WALL_BOUND, nice=10)
    assert answer["outcomes"]


@pytest.mark.usefixtures("every_step_spins")
def test_a_spinning_job_stops_with_the_engines_cpu_message_not_the_wall_bound():
    with pytest.raises(ResolutionStopped) as stopped:
        jobs.run_in_job(resolved, (BLACK_FLAG, RUNAWAY_STOPS_AT, False), seconds=JOB_WALL_BOUND, nice=10)
    assert not isinstance(stopped.value, jobs.JobFailed)
    assert str(stopped.value) == "limit: used more than 0.05 seconds of CPU time (max_seconds)"
