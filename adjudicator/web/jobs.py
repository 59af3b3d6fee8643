"""Heavy work (resolving, exploring, comparing, drawing) in a job process of its own, at a lower CPU priority.

A heavy view (settings.HEAVY_VIEWS) first takes one of the machine's heavy-work slots (config.heavy);
inside it, `run(fn, *args)` forks a job process that lowers its own priority (os.nice(HEAVY_NICE)),
runs `fn` and sends its answer back over a pipe, while the web worker waits without using the CPU.
So at most HEAVY_CONCURRENCY job processes run at once on the machine, and the kernel gives the
page and search workers the CPU first whenever they want it.

Each job has a generous wall-clock bound (HEAVY_JOB_SECONDS), so a stuck job cannot hold a slot
forever: past it the process is killed and `run` raises JobTimedOut, whose message says it was the
wall-clock bound. A scenario too big to resolve is stopped before that by the engine's own limit,
which counts CPU time (max_seconds, adjudicator/limits.py): a job at nice +10 waiting for the CPU on
a busy machine spends none of it, so the answer does not depend on the machine's load. A job process that dies without an answer (killed, out of memory) raises
JobCrashed. Both are ResolutionStopped (kind "limit" / "crashed"), so every view already answers
them 422 with the message, never a 500 or a request left hanging; config.heavy answers any it
missed the same way. An exception `fn` raises is raised again here, its type and fields intact.

Outside a heavy view (example pages, the editor's checks, tests, commands), or with
HEAVY_POOL = "off" (the development default), `fn` runs in the calling process: logged once per
process as a warning when it happens inside a heavy view.
"""
import contextlib
import contextvars
import logging
import os
import pickle
import select
import signal
import time
import traceback
from collections.abc import Callable, Iterator
from typing import Any

from django.conf import settings

from adjudicator.errors import ResolutionStopped

logger = logging.getLogger(__name__)

_in_heavy_view: contextvars.ContextVar[bool] = contextvars.ContextVar("in_heavy_view", default=False)
_fallback_logged = False
_inherited_connections: list = []  # the web worker's database connections, kept (never closed) in a job process
RESET_SIGNALS = ("SIGTERM", "SIGINT", "SIGQUIT", "SIGHUP", "SIGUSR1", "SIGUSR2", "SIGWINCH", "SIGTTIN", "SIGTTOU",
                 "SIGCHLD", "SIGALRM")


class JobFailed(ResolutionStopped):
    """A heavy job that gave no answer; its message says why and what to do."""


class JobTimedOut(JobFailed):
    def __init__(self, message: str):
        super().__init__(message, kind="limit")


class JobCrashed(JobFailed):
    def __init__(self, message: str):
        super().__init__(message, kind="crashed")


@contextlib.contextmanager
def heavy_view() -> Iterator[None]:
    """Mark the work done inside as a heavy view's (config.heavy does, holding a slot): `run` hands it to a job."""
    token = _in_heavy_view.set(True)
    try:
        yield
    finally:
        _in_heavy_view.reset(token)


def pool_enabled() -> bool:
    return settings.HEAVY_POOL == "process"


def run(fn: Callable[..., Any], *args: Any, what: str = "the resolution", **kwargs: Any) -> Any:
    """fn(*args, **kwargs): in a job process inside a heavy view when the pool is on, else here."""
    if not _in_heavy_view.get():
        return fn(*args, **kwargs)
    if not pool_enabled():
        global _fallback_logged
        if not _fallback_logged:
            _fallback_logged = True
            logger.warning("heavy work runs in the web worker itself (ADJ_HEAVY_POOL=%s): pages may wait behind it",
                           settings.HEAVY_POOL)
        return fn(*args, **kwargs)
    return run_in_job(fn, args, kwargs, what=what, seconds=settings.HEAVY_JOB_SECONDS, nice=settings.HEAVY_NICE)


def run_in_job(fn: Callable[..., Any], args: tuple = (), kwargs: dict | None = None, *, what: str = "the job",
               seconds: float = 15, nice: int = 10) -> Any:
    """fn(*args, **kwargs) in a forked process at `nice`, killed after `seconds`; its answer, or its exception."""
    started = time.monotonic()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the job process: never returns
        os.close(read_end)
        _job_process(write_end, fn, args, kwargs or {}, nice, seconds)
    os.close(write_end)
    try:
        data, finished = _read_until(read_end, started + seconds)
    finally:
        os.close(read_end)
    if not finished:
        _kill(pid)
        logger.warning("heavy job %s (pid %s) stopped after %.1f s: over the %g s wall-clock bound", what, pid,
                       time.monotonic() - started, seconds)
        raise JobTimedOut(f"{what[0].upper()}{what[1:]} was stopped after {seconds:g} s of wall-clock time on the "
                          "server (the job's wall-clock bound, ADJ_HEAVY_JOB_SECONDS): the server is very busy or "
                          "the job is stuck. Try again in a minute, or run it with the command line (python -m "
                          "adjudicator FILE --explore), which has no such bound.")
    status = _reap(pid)
    return _answer(data, status, what, pid, time.monotonic() - started)


def _job_process(write_end: int, fn: Callable[..., Any], args: tuple, kwargs: dict, nice: int, seconds: float):
    """Runs in the forked child: lower priority, run, write the pickled answer, exit without cleanup."""
    code = 0
    try:
        for name in RESET_SIGNALS:  # the web server's handlers are not the job's
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), signal.SIG_DFL)
        signal.alarm(int(seconds) + 2)  # dies by itself should its parent be gone before killing it
        os.nice(nice)
        _own_database_connections()
        try:
            answer: tuple = ("ok", fn(*args, **kwargs))
        except BaseException as exc:  # noqa: BLE001 — every exception goes back to the caller
            answer = ("raise", type(exc), exc.args, dict(vars(exc)), traceback.format_exc())
        try:
            data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001
            data = pickle.dumps(("crash", "its answer could not be passed back:\n" + traceback.format_exc()))
        view = memoryview(data)
        while view:
            view = view[os.write(write_end, view):]
    except BaseException:  # noqa: BLE001
        code = 70
    finally:
        os._exit(code)


def _own_database_connections() -> None:
    """A job that reads the database (a card's stats) opens its own connection: the web worker's socket or SQLite
    handle is not the job's to use, nor to close (closing a PostgreSQL one would end the worker's session)."""
    from django.db import connections

    for connection in connections.all(initialized_only=True):
        _inherited_connections.append(connection.connection)
        connection.connection = None


def _read_until(fd: int, deadline: float) -> tuple[bytes, bool]:
    """Everything written to `fd` until its end (True) or until `deadline` (False)."""
    chunks = []
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return b"".join(chunks), False
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return b"".join(chunks), True
        chunks.append(chunk)


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    _reap(pid)


def _reap(pid: int) -> int:
    while True:
        try:
            return os.waitpid(pid, 0)[1]
        except InterruptedError:
            continue
        except ChildProcessError:
            return 0


def _ended(status: int) -> str:
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            return f"signal {signal.Signals(number).name}"
        except ValueError:
            return f"signal {number}"
    return f"exit status {os.waitstatus_to_exitcode(status)}"


def _answer(data: bytes, status: int, what: str, pid: int, seconds: float) -> Any:
    crashed = (f"{what[0].upper()}{what[1:]} stopped without an answer: its job process ended with {{}}. It was "
               "logged; try a smaller scenario, or run it with the command line (python -m adjudicator FILE).")
    if not data:
        logger.error("heavy job %s (pid %s) ended with %s after %.1f s, without an answer", what, pid,
                     _ended(status), seconds)
        raise JobCrashed(crashed.format(_ended(status)))
    try:
        answer = pickle.loads(data)
    except Exception:  # noqa: BLE001 — a truncated answer is a crash too
        logger.error("heavy job %s (pid %s) ended with %s; its answer could not be read:\n%s", what, pid,
                     _ended(status), traceback.format_exc())
        raise JobCrashed(crashed.format(_ended(status))) from None
    logger.debug("heavy job %s (pid %s) answered in %.3f s", what, pid, seconds)
    if answer[0] == "ok":
        return answer[1]
    if answer[0] == "crash":
        logger.error("heavy job %s (pid %s) failed: %s", what, pid, answer[1])
        raise JobCrashed(crashed.format("an answer it could not send"))
    _, kind, args, fields, text = answer
    logger.debug("heavy job %s raised:\n%s", what, text)
    exc = kind.__new__(kind)  # as raised, without running its __init__ again
    exc.args = args
    vars(exc).update(fields)
    raise exc
