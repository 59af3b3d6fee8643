"""Heavy work cannot starve pages: at most HEAVY_CONCURRENCY heavy views run at once on this machine,
their work in job processes of lower CPU priority (adjudicator/web/jobs.py).

A heavy view (settings.HEAVY_VIEWS: resolving, exploring, drawing) can hold a worker for
seconds. Each one first takes one of HEAVY_CONCURRENCY slots — an exclusive flock on a file in
HEAVY_SLOTS_DIR, so the limit holds across every gunicorn worker of the machine (and across
threads, with a lock per slot in each process). When none is free, at most HEAVY_QUEUE requests
wait for one, each up to HEAVY_WAIT_SECONDS; any other (and one whose wait ran out) gets 429 with
Retry-After and a message saying to try again, at once — the server is well, only busy, so never a
5xx. So at most HEAVY_CONCURRENCY + HEAVY_QUEUE workers are ever held by heavy work and the rest
stay free for the rules pages and searches. Slots are released when the response is ready, and by
the kernel if the worker dies.

Holding its slot, the view runs inside jobs.heavy_view(): with HEAVY_POOL "process" its resolving
and drawing go to a job process at nice HEAVY_NICE, so even the HEAVY_CONCURRENCY running jobs give
the CPU to pages and searches whenever they want it. A job that ran out of time or crashed and that
the view did not answer itself is answered here: 422 with its message, never a 500.
"""
import fcntl
import logging
import os
import threading
import time

from django.conf import settings
from django.http import JsonResponse
from django.shortcuts import render

from adjudicator.web import jobs
from config.throttling import too_many

logger = logging.getLogger(__name__)

POLL_SECONDS = 0.02


class Slot:
    def __init__(self, path):
        self.path = path
        self.thread_lock = threading.Lock()
        self.fd = None

    def try_acquire(self):
        if not self.thread_lock.acquire(blocking=False):
            return False
        try:
            if self.fd is None:
                self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            self.thread_lock.release()
            return False
        except BaseException:
            self.thread_lock.release()
            raise

    def release(self):
        fcntl.flock(self.fd, fcntl.LOCK_UN)
        self.thread_lock.release()


class Slots:
    """HEAVY_CONCURRENCY slots shared by every process that uses the same directory."""

    def __init__(self, directory, count):
        directory.mkdir(parents=True, exist_ok=True)
        self.slots = [Slot(directory / f"slot-{number}.lock") for number in range(count)]
        self.offset = os.getpid()  # processes start their search at different slots

    def acquire(self, wait_seconds):
        deadline = time.monotonic() + wait_seconds
        while True:
            for index in range(len(self.slots)):
                slot = self.slots[(self.offset + index) % len(self.slots)]
                if slot.try_acquire():
                    return slot
            if time.monotonic() >= deadline:
                return None
            time.sleep(POLL_SECONDS)


class HeavyWorkGate:
    def __init__(self, get_response):
        self.get_response = get_response
        self.running = Slots(settings.HEAVY_SLOTS_DIR / "run", settings.HEAVY_CONCURRENCY)
        self.waiting = Slots(settings.HEAVY_SLOTS_DIR / "wait", settings.HEAVY_QUEUE)

    def acquire(self):
        """A running slot, or None when there is none free and no room to wait (or the wait ran out)."""
        slot = self.running.acquire(0)
        if slot is not None or not self.waiting.slots:
            return slot
        place = self.waiting.acquire(0)
        if place is None:
            return None
        try:
            return self.running.acquire(settings.HEAVY_WAIT_SECONDS)
        finally:
            place.release()

    def __call__(self, request):
        try:
            return self.get_response(request)
        finally:
            lane = getattr(request, "_heavy_lane", None)
            if lane is not None:
                request._heavy_lane = None
                lane.__exit__(None, None, None)
            slot = getattr(request, "_heavy_slot", None)
            if slot is not None:
                request._heavy_slot = None
                slot.release()

    def process_view(self, request, view_func, view_args, view_kwargs):
        name = request.resolver_match.view_name if request.resolver_match else ""
        if name not in settings.HEAVY_VIEWS:
            return None
        started = time.monotonic()
        slot = self.acquire()
        if slot is None:
            retry = max(1, settings.ADJUDICATOR_WEB_MAX_SECONDS)
            logger.warning("heavy work: %s refused after %.1f s, every slot taken and the queue full (429)", name,
                           time.monotonic() - started)
            return too_many(request, "The server is busy resolving other scenarios; this one was not started. "
                                     f"Try again in {retry} seconds.", retry)
        request._heavy_slot = slot
        request._heavy_lane = jobs.heavy_view()
        request._heavy_lane.__enter__()  # left in __call__, once the response is ready
        return None

    def process_exception(self, request, exception):
        """A heavy job that ran out of time or crashed, which the view did not answer itself: 422, its message."""
        if not isinstance(exception, jobs.JobFailed):
            return None
        if request.path.startswith("/api/"):
            return JsonResponse({"error": str(exception), "kind": exception.kind}, status=422)
        return render(request, "adjudicator/job_failed.html", {"message": str(exception)}, status=422)
