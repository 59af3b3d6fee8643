"""Heavy work in job processes (adjudicator/web/jobs.py): a job answers, or raises what it raised, at a lower
CPU priority; past its time bound it is killed with a clear message; a job process that dies is a clear error at
once, never a hung request; outside a heavy view, or with the pool off, the work stays in the web worker (the
latter logged). Through the views: an API resolution, a page and a diagram run in a job and answer as before;
a job past its wall-clock bound is a 422 saying which bound stopped it, a crash a 422 saying so, never a 500.
(The engine's own limit counts CPU time: tests/adjudicator/engine/test_cpu_time_limit.py.)"""
import logging
import os
import time
from pathlib import Path

import pytest

from adjudicator.errors import ModelUnfit, ScenarioInvalid
from adjudicator.web import jobs, service
from config.heavy import HeavyWorkGate

ROOT = Path(__file__).resolve().parents[3]
SCENARIO = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()
# The wall-clock bound of the jobs that are stopped by it (they sleep 30 s): the bound takes fractions, and what is
# tested is which bound stops a job and what it says, not how long it waited (a bound of 1 s had three tests wait
# 1 s each).
JOB_BOUND = 0.3


def where_and_how_nice():
    return os.getpid(), os.nice(0)


def die_by_signal():
    os.kill(os.getpid(), 9)


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


# -- the job runner ------------------------------------------------------------------------------------------

def test_a_job_runs_in_another_process_at_a_lower_priority_and_answers():
    pid, niceness = jobs.run_in_job(where_and_how_nice, nice=7)
    assert pid != os.getpid()
    assert niceness == os.nice(0) + 7


def test_a_job_resolves_a_scenario_as_the_web_worker_would():
    answer = jobs.run_in_job(service._resolve_text, (SCENARIO, "yaml", None, True, None, service.limits()))
    assert answer == service._resolve_text(SCENARIO, "yaml", None, True, None, service.limits())


def test_what_a_job_raises_is_raised_again_with_its_fields():
    with pytest.raises(ScenarioInvalid) as raised:
        jobs.run_in_job(service._resolve_text, ("format: [", "yaml", None, False, None, service.limits()))
    assert raised.value.problems[0].line == 2 and "not valid YAML" in raised.value.problems[0].message
    with pytest.raises(ModelUnfit) as unfit:  # an exception whose __init__ takes other arguments than its args
        jobs.run_in_job(service._resolve_text, (SCENARIO, "yaml", "marvel-skirmish", False, None, service.limits()))
    assert unfit.value.field == "model" and unfit.value.as_dict()["model"] == "marvel-skirmish"


def test_a_job_over_its_time_bound_is_killed_with_a_clear_message(monkeypatch, caplog):
    forked = []  # the job's pid, as the runner's fork returned it (a job killed before it wrote a line is still seen)
    real_fork = jobs.os.fork

    def fork():
        pid = real_fork()
        if pid:
            forked.append(pid)
        return pid

    monkeypatch.setattr(jobs.os, "fork", fork)
    started = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="adjudicator.web.jobs"):
        with pytest.raises(jobs.JobTimedOut) as raised:
            jobs.run_in_job(time.sleep, (30,), what="the resolution", seconds=JOB_BOUND)
    assert JOB_BOUND <= time.monotonic() - started < 5
    assert raised.value.kind == "limit"
    assert str(raised.value).startswith("The resolution was stopped after 0.3 s of wall-clock time on the server "
                                        "(the job's wall-clock bound, ADJ_HEAVY_JOB_SECONDS)")
    assert "very busy or the job is stuck" in str(raised.value) and "--explore" in str(raised.value)
    assert len(forked) == 1 and not alive(forked[0])  # killed and reaped, not left running
    assert "over the 0.3 s wall-clock bound" in caplog.text


@pytest.mark.parametrize("crash, ended", [(die_by_signal, "signal SIGKILL"), (lambda: os._exit(3), "exit status 3")])
def test_a_job_process_that_dies_is_a_clear_error_at_once(crash, ended, caplog):
    started = time.monotonic()
    with caplog.at_level(logging.ERROR, logger="adjudicator.web.jobs"):
        with pytest.raises(jobs.JobCrashed) as raised:
            jobs.run_in_job(crash, what="the resolution", seconds=30)
    assert time.monotonic() - started < 5  # not the 30 s bound: the end of the pipe says it at once
    assert raised.value.kind == "crashed"
    assert str(raised.value).startswith(f"The resolution stopped without an answer: its job process ended with {ended}")
    assert f"ended with {ended}" in caplog.text


def test_an_answer_that_cannot_be_sent_back_is_a_crash_not_a_hang():
    with pytest.raises(jobs.JobCrashed) as raised:
        jobs.run_in_job(lambda: (lambda: None))  # a lambda does not pickle
    assert "an answer it could not send" in str(raised.value)


# -- where run() puts the work -------------------------------------------------------------------------------

def test_outside_a_heavy_view_the_work_stays_in_this_process(settings):
    settings.HEAVY_POOL = "process"
    assert jobs.run(where_and_how_nice) == (os.getpid(), os.nice(0))


def test_inside_a_heavy_view_with_the_pool_on_the_work_is_a_job(settings):
    settings.HEAVY_POOL = "process"
    settings.HEAVY_NICE = 5
    with jobs.heavy_view():
        pid, niceness = jobs.run(where_and_how_nice)
    assert pid != os.getpid() and niceness == os.nice(0) + 5


def test_with_the_pool_off_a_heavy_view_works_in_this_process_and_says_so_once(settings, caplog, monkeypatch):
    settings.HEAVY_POOL = "off"
    monkeypatch.setattr(jobs, "_fallback_logged", False)
    with caplog.at_level(logging.WARNING, logger="adjudicator.web.jobs"), jobs.heavy_view():
        assert jobs.run(where_and_how_nice) == (os.getpid(), os.nice(0))
        jobs.run(where_and_how_nice)
    said = [r.getMessage() for r in caplog.records if "runs in the web worker itself" in r.getMessage()]
    assert said == ["heavy work runs in the web worker itself (ADJ_HEAVY_POOL=off): pages may wait behind it"]


# -- through the views -----------------------------------------------------------------------------------------

@pytest.fixture
def pool(settings):
    settings.HEAVY_POOL = "process"
    settings.HEAVY_JOB_SECONDS = 15
    return settings


@pytest.fixture
def jobs_run(monkeypatch):
    """Every job started, by what it was for."""
    started = []
    real = jobs.run_in_job

    def counting(fn, args=(), kwargs=None, **options):
        started.append(options.get("what"))
        return real(fn, args, kwargs, **options)

    monkeypatch.setattr(jobs, "run_in_job", counting)
    return started


def test_an_api_resolution_runs_in_a_job_and_answers_as_before(client, db, pool, jobs_run):
    response = client.post("/api/adjudicate?explore=1", SCENARIO, content_type="application/yaml")
    assert response.status_code == 200
    assert response.json()["outcomes"][0]["resolution_order"]
    assert jobs_run == ["the resolution"]
    bad = client.post("/api/adjudicate", "format: [", content_type="application/yaml")
    assert bad.status_code == 400 and bad.json()["problems"][0]["line"] == 2  # raised in the job, answered alike


def test_a_diagram_runs_its_resolution_and_its_drawing_in_jobs(client, db, pool, jobs_run):
    response = client.post("/api/adjudicate/diagram?explore=1", SCENARIO, content_type="application/yaml")
    assert response.status_code == 200 and response["Content-Type"] == "image/svg+xml"
    assert response.content.lstrip().startswith(b"<?xml") and b"<svg" in response.content
    assert jobs_run == ["the resolution", "the diagram"]


def test_a_page_that_is_not_heavy_never_starts_a_job(client, db, pool, jobs_run):
    assert client.get("/adjudicator/tools/cardtext/").status_code == 200
    assert client.post("/api/validate", SCENARIO, content_type="application/yaml").status_code == 200
    assert jobs_run == []


def test_a_resolution_over_the_job_bound_is_a_422_naming_the_wall_clock_bound(client, db, pool, monkeypatch):
    pool.HEAVY_JOB_SECONDS = JOB_BOUND
    monkeypatch.setattr(service, "_resolve_text", lambda *args: time.sleep(30))
    started = time.monotonic()
    response = client.post("/api/adjudicate?explore=1", SCENARIO, content_type="application/yaml")
    assert time.monotonic() - started < 5
    assert response.status_code == 422
    assert response.json()["kind"] == "limit"
    assert response.json()["error"].startswith("The resolution was stopped after 0.3 s of wall-clock time on the "
                                               "server (the job's wall-clock bound, ADJ_HEAVY_JOB_SECONDS)")


def test_a_crashed_resolution_is_a_422_saying_so(client, db, pool, monkeypatch):
    monkeypatch.setattr(service, "_resolve_text", lambda *args: os._exit(1))
    response = client.post("/api/adjudicate", SCENARIO, content_type="application/yaml")
    assert response.status_code == 422
    assert response.json() == {"kind": "crashed", "error": response.json()["error"]}
    assert "its job process ended with exit status 1" in response.json()["error"]


def test_a_shared_scenario_page_over_the_job_bound_says_so_on_the_page(client, db, pool, monkeypatch):
    from adjudicator.web import resolving

    saved = client.post("/adjudicator/resolve/", {"scenario": SCENARIO})
    assert saved.status_code == 303
    pool.HEAVY_JOB_SECONDS = JOB_BOUND
    monkeypatch.setattr(resolving, "_resolved", lambda *args: time.sleep(30))
    page = client.get(saved["Location"] + "?explore=1")  # options not resolved yet: not in the cache
    assert page.status_code == 200  # as for any resolution that stops: the page says why
    assert "of wall-clock time on the server (the job&#x27;s wall-clock bound" in page.content.decode()


def test_a_job_failure_a_view_left_unanswered_is_a_422_not_a_500(rf, db):
    gate = HeavyWorkGate(lambda request: None)
    api = gate.process_exception(rf.get("/api/adjudicate"), jobs.JobTimedOut("The resolution took too long."))
    assert api.status_code == 422 and b'"kind": "limit"' in api.content
    page = gate.process_exception(rf.get("/adjudicator/s/abc/"), jobs.JobCrashed("The resolution stopped."))
    assert page.status_code == 422 and "The resolution stopped." in page.content.decode()
    assert gate.process_exception(rf.get("/"), ValueError("other")) is None


def test_an_outline_resolves_in_a_job_and_its_page_draws_in_jobs(client, db, pool, jobs_run):
    api = client.post("/api/outline", "Wrangler uses Galvanize", content_type="text/plain")
    assert api.status_code == 200 and api.json()["result"]["outcomes"]
    assert jobs_run == ["the outline"]
    page = client.post("/adjudicator/tools/outline/", {"outline": "Wrangler uses Galvanize"})
    assert page.status_code == 200 and "<svg" in page.content.decode()
    assert jobs_run[1] == "the outline" and set(jobs_run[2:]) == {"the diagram"}
