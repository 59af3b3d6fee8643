"""Heavy work cannot starve pages: at most HEAVY_CONCURRENCY heavy views run at once on this machine.

A heavy view (settings.HEAVY_VIEWS: resolving, exploring, drawing) can hold a worker for
seconds. Each one first takes one of HEAVY_CONCURRENCY slots — an exclusive flock on a file in
HEAVY_SLOTS_DIR, so the limit holds across every gunicorn worker of the machine (and across
threads, with a lock per slot in each process). When none is free, at most HEAVY_QUEUE requests
wait for one, each up to HEAVY_WAIT_SECONDS; any other gets 503 with Retry-After at once. So at
most HEAVY_CONCURRENCY + HEAVY_QUEUE workers are ever held by heavy work and the rest stay free
for the rules pages and searches. Slots are released when the response is ready, and by the
kernel if the worker dies.
"""
import fcntl
import os
import threading
import time

from django.conf import settings

from config.throttling import too_many

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
            slot = getattr(request, "_heavy_slot", None)
            if slot is not None:
                request._heavy_slot = None
                slot.release()

    def process_view(self, request, view_func, view_args, view_kwargs):
        name = request.resolver_match.view_name if request.resolver_match else ""
        if name not in settings.HEAVY_VIEWS:
            return None
        slot = self.acquire()
        if slot is None:
            retry = max(1, settings.ADJUDICATOR_WEB_MAX_SECONDS)
            return too_many(request, "The server is busy resolving other scenarios; this one was not started. "
                                     f"Try again in {retry} seconds.", retry, status=503)
        request._heavy_slot = slot
        return None
