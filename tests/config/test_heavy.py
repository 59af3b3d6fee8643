"""Heavy views take one of a few machine-wide slots; when none is free (and no room to wait) they answer
429 with Retry-After and a message to try again at once (the server is busy, not failing: never a 5xx),
while pages and searches go on. Slots are held across processes."""
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()
HOLD = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)
fcntl.flock(fd, fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(float(sys.argv[2]))
"""


def hold_slot(path, seconds):
    """Another process holding one slot, as another gunicorn worker resolving would."""
    path.parent.mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(path), str(seconds)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    return holder


@pytest.fixture
def one_slot(settings, tmp_path):
    settings.HEAVY_SLOTS_DIR = tmp_path / "slots"
    settings.HEAVY_CONCURRENCY = 1
    settings.HEAVY_QUEUE = 0
    settings.HEAVY_WAIT_SECONDS = 0
    return settings.HEAVY_SLOTS_DIR


def adjudicate(client):
    return client.post("/api/adjudicate", SCENARIO, content_type="application/yaml")


def test_a_heavy_request_runs_when_a_slot_is_free(client, db, one_slot):
    assert adjudicate(client).status_code == 200
    assert adjudicate(client).status_code == 200  # the slot was given back


def test_with_every_slot_taken_a_heavy_request_is_429_with_retry_after_and_pages_still_answer(client, db, one_slot,
                                                                                          settings):
    holder = hold_slot(one_slot / "run" / "slot-0.lock", 30)
    try:
        busy = adjudicate(client)
        assert busy.status_code == 429
        assert int(busy["Retry-After"]) == settings.ADJUDICATOR_WEB_MAX_SECONDS
        assert "busy" in busy.json()["error"] and "Try again in 4 seconds" in busy.json()["error"]
        assert busy.json()["retry_after"] == settings.ADJUDICATOR_WEB_MAX_SECONDS
        page = client.post("/adjudicator/tools/outline/", {"outline": "Wrangler uses Galvanize"})
        assert page.status_code == 429 and "busy" in page.content.decode()
        assert int(page["Retry-After"]) == settings.ADJUDICATOR_WEB_MAX_SECONDS
        resolve = client.post("/adjudicator/resolve/", {"scenario": SCENARIO})
        assert resolve.status_code == 429 and "send it again" in resolve.content.decode()
        assert client.get("/adjudicator/").status_code == 200
        assert client.get("/adjudicator/tools/cardtext/").status_code == 200
        assert client.post("/api/cardtext", json.dumps({"text": "Galvanize: move."}),
                           content_type="application/json").status_code == 200
    finally:
        holder.kill()
        holder.wait()
    assert adjudicate(client).status_code == 200  # the kernel released the dead holder's slot


def test_a_heavy_request_waits_in_the_queue_for_a_slot_that_frees_up(client, db, one_slot, settings):
    settings.HEAVY_QUEUE = 1
    settings.HEAVY_WAIT_SECONDS = 10
    holder = hold_slot(one_slot / "run" / "slot-0.lock", 0.4)  # a short hold: what is proved is the wait for it
    try:
        assert adjudicate(client).status_code == 200
        # it ran only once the holder had ended (the kernel lets its lock go as it exits): a request that took the
        # slot while it was held would be answered during the hold (a check of the time waited, with 0.1 s to
        # spare, would fail whenever this process was descheduled that long after the holder started)
        assert holder.poll() is not None
    finally:
        holder.wait()


def test_a_full_queue_is_not_joined(client, db, one_slot, settings):
    settings.HEAVY_QUEUE = 1
    settings.HEAVY_WAIT_SECONDS = 10
    running = hold_slot(one_slot / "run" / "slot-0.lock", 30)
    waiting = hold_slot(one_slot / "wait" / "slot-0.lock", 30)
    started = time.monotonic()
    try:
        assert adjudicate(client).status_code == 429
    finally:
        for holder in (running, waiting):
            holder.kill()
            holder.wait()
    assert time.monotonic() - started < 5  # refused at once, not after the wait


def test_a_slot_is_released_when_the_view_fails_on_bad_input(client, db, one_slot):
    assert client.post("/api/adjudicate", "format: [", content_type="application/yaml").status_code == 400
    assert adjudicate(client).status_code == 200


def test_a_wait_that_runs_out_is_a_429_too_not_a_5xx(client, db, one_slot, settings):
    settings.HEAVY_QUEUE = 1
    settings.HEAVY_WAIT_SECONDS = 0.3  # the bound takes fractions (a deadline on the monotonic clock)
    holder = hold_slot(one_slot / "run" / "slot-0.lock", 30)
    started = time.monotonic()
    try:
        busy = adjudicate(client)
    finally:
        holder.kill()
        holder.wait()
    assert 0.3 <= time.monotonic() - started < 5  # waited its bound, then refused
    assert busy.status_code == 429 and "Retry-After" in busy
