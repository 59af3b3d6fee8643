"""Running Graphviz `dot`: a hard CPU-time limit, a generous wall-clock bound, no shell, and a bounded cache.

`dot` reads the source on stdin. The timeout counts its CPU time (RLIMIT_CPU, whole seconds: the kernel
kills it past them), so a huge or pathological graph costs at most that much CPU, and a drawing that waits
for the CPU on a busy machine (a job at nice +10) still finishes; it is also killed past WALL_FACTOR times
the timeout of wall-clock time, so a stuck `dot` cannot hold a request for ever. Results are kept in
an in-memory LRU keyed by a hash of (dot path, format, source): the same
diagram asked for twice runs `dot` once.
"""

import contextlib
import hashlib
import logging
import math
import re
import resource
import signal
import subprocess
import threading
import time
from collections import OrderedDict

from .errors import DiagramError

FORMATS = ("svg", "png")
CACHE_ENTRIES = 128
CACHE_BYTES = 32 * 1024 * 1024
TICK = 0.02  # CPU time is charged in scheduler ticks (up to 10 ms): a limit may be reached that much early
WALL_FACTOR = 10  # the wall-clock bound, in timeouts: room for a low-priority job on a busy machine
# Without prlimit (not Linux) the timeout is wall-clock time, as it was: logged once.
CAN_LIMIT_CPU = hasattr(resource, "prlimit")
logger = logging.getLogger(__name__)
_fallback_logged = False

_cache = OrderedDict()  # key -> output bytes, least recently used first
_cache_lock = threading.Lock()
# How many times this process has started `dot`; tests read it to see the cache work.
dot_runs = 0


def _key(source, fmt, dot):
    digest = hashlib.sha256()
    for part in (dot, fmt, source):
        digest.update(part.encode("utf-8", "surrogatepass"))
        digest.update(b"\0")
    return digest.hexdigest()


def _cached(key):
    with _cache_lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    return None


def _store(key, output):
    with _cache_lock:
        _cache[key] = output
        _cache.move_to_end(key)
        total = sum(len(value) for value in _cache.values())
        while len(_cache) > CACHE_ENTRIES or (total > CACHE_BYTES and len(_cache) > 1):
            _, dropped = _cache.popitem(last=False)
            total -= len(dropped)


def cache_clear():
    with _cache_lock:
        _cache.clear()


def cache_size():
    with _cache_lock:
        return len(_cache)


def _log_fallback_once():
    global _fallback_logged
    if not _fallback_logged:
        _fallback_logged = True
        logger.warning("this system cannot limit dot's CPU time (no resource.prlimit): the Graphviz timeout is "
                       "wall-clock time, so a busy machine can stop a drawing a quiet one finishes")


def run_dot(source, fmt="svg", dot="dot", timeout=10):
    """Run `dot -T<fmt>` on `source` once, uncached; return its output bytes."""
    global dot_runs
    if fmt not in FORMATS:
        raise DiagramError(f"unsupported diagram format {fmt!r}; expected one of {', '.join(FORMATS)}")
    if not isinstance(timeout, (int, float)) or isinstance(timeout, bool) or timeout <= 0:
        raise DiagramError(f"the Graphviz timeout must be a positive number of seconds, got {timeout!r}")
    if not isinstance(dot, str) or not dot:
        raise DiagramError(f"the Graphviz dot path must be a non-empty string, got {dot!r}")
    try:
        data = source.encode("utf-8")
    except UnicodeEncodeError as error:
        raise DiagramError(f"the DOT source cannot be encoded as UTF-8: {error.reason}") from None
    # Before the start: dot's CPU time can then not exceed the wall time since (one thread), which is how a
    # SIGKILL from its CPU limit is told from any other (a stamp taken after Popen returned could be a few ms
    # late, and a dot killed at exactly its limit read as "failed, no message")
    started = time.monotonic()
    try:
        process = subprocess.Popen(
            [dot, f"-T{fmt}"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, shell=False, close_fds=True,
        )
    except FileNotFoundError:
        raise DiagramError(f"Graphviz dot not found at {dot!r}: install graphviz or set GRAPHVIZ_DOT") from None
    except OSError as error:
        raise DiagramError(f"Graphviz dot at {dot!r} could not be started: {error.strerror or error}") from None
    with _cache_lock:
        dot_runs += 1
    cpu_seconds = math.ceil(timeout)
    wall_seconds = timeout * WALL_FACTOR if CAN_LIMIT_CPU else timeout
    if CAN_LIMIT_CPU:
        with contextlib.suppress(ProcessLookupError):  # already finished: nothing to limit
            # soft = hard: at the limit the kernel sends SIGKILL (no SIGXCPU, so no core file)
            resource.prlimit(process.pid, resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))
    else:
        _log_fallback_once()
    try:
        output, errors = process.communicate(data, timeout=wall_seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        raise DiagramError(f"Graphviz dot was stopped after {wall_seconds:g} s of wall-clock time (the "
                           "server is very busy or dot is stuck); try again in a minute") from None
    if CAN_LIMIT_CPU and process.returncode == -signal.SIGKILL and time.monotonic() - started >= cpu_seconds - TICK:
        raise DiagramError(f"Graphviz dot used more than {cpu_seconds} s of CPU time and was stopped "
                           "(the diagram is too large)")
    if process.returncode != 0:
        detail = errors.decode("utf-8", "replace").strip()[:500] or "no message"
        raise DiagramError(f"Graphviz dot failed (exit status {process.returncode}): {detail}")
    return output


def render(source, fmt="svg", dot="dot", timeout=10, cache=True):
    """DOT source -> rendered bytes, from the cache when the same source was rendered before.

    SVG comes back as the whole document `dot` writes: the XML prolog, the
    doctype, then the <svg> element (see `svg_element` for embedding inline).
    Failures (dot missing, timed out, exited non-zero) raise DiagramError.
    """
    if not isinstance(source, str):
        raise DiagramError(f"the DOT source must be text, got {type(source).__name__}")
    key = _key(source, fmt, dot)
    if cache:
        hit = _cached(key)
        if hit is not None:
            return hit
    output = run_dot(source, fmt=fmt, dot=dot, timeout=timeout)
    if cache:
        _store(key, output)
    return output


def svg_element(svg):
    """The SVG document from its <svg> element on, for inlining in an HTML page."""
    start = svg.find(b"<svg")
    if start < 0:
        raise DiagramError("the Graphviz output has no <svg> element")
    return svg[start:]


def svg_size(svg):
    """(width, height) in points of a Graphviz SVG, from its <svg> element's attributes."""
    head = svg[svg.find(b"<svg"):svg.find(b">", svg.find(b"<svg")) + 1].decode("utf-8", "replace")
    found = {}
    for name in ("width", "height"):
        match = re.search(rf'\b{name}="([0-9.]+)(pt|px)?"', head)
        if not match:
            raise DiagramError(f"the Graphviz output's <svg> has no {name}")
        value = float(match.group(1))
        found[name] = value * 0.75 if match.group(2) == "px" else value
    return found["width"], found["height"]
