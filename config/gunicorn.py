"""gunicorn settings for scripts/serve.sh (`gunicorn -c config/gunicorn.py config.wsgi`).

Sync workers, 4 per core plus one: each worker runs one request in its own process, so a
resolution that uses a core for seconds never holds the interpreter lock of a page request.
config.heavy lets heavy views run on at most half the cores and wait in a short queue, so they
hold at most about half the workers and the others stay free for pages; their work runs in job
processes at a lower CPU priority (adjudicator/web/jobs.py), so pages get the CPU first. A worker
waiting for a slot or a job costs memory, not CPU, which is why there are more workers than cores.
The timeout is above the longest a request may legitimately take: waiting for a heavy slot, then
its heavy jobs, each killed past ADJ_HEAVY_JOB_SECONDS. Access and error logs go to stdout/stderr
for whatever supervises the process.
"""
import multiprocessing
import os


def _int(name, default):
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise SystemExit(f"{name} must be an integer, not {raw!r}") from None


bind = f"{os.environ.get('HOST') or '127.0.0.1'}:{_int('PORT', 8000)}"
workers = _int("WEB_CONCURRENCY", 4 * multiprocessing.cpu_count() + 1)
worker_class = "sync"
# A heavy job is killed past ADJ_HEAVY_JOB_SECONDS of wall-clock time (default as in config/settings.py: 10 times
# the resolving bound, which counts CPU time, or the drawing bound plus 5); a page runs at most four of them
# (the outline page: two resolutions, its tree and its file).
heavy_job_seconds = _int("ADJ_HEAVY_JOB_SECONDS", max(10 * _int("ADJ_WEB_MAX_SECONDS", 4),
                                                      _int("GRAPHVIZ_TIMEOUT_SECONDS", 10) + 5))
timeout = _int("ADJ_HEAVY_WAIT_SECONDS", 5) + 4 * heavy_job_seconds + 10
graceful_timeout = timeout
keepalive = 5
max_requests = 2000  # recycle workers now and then; the jitter keeps them from restarting together
max_requests_jitter = 200
accesslog = "-"
errorlog = "-"
# %(M)s: the request's duration in milliseconds; %({x-forwarded-for}i)s: the client behind the proxy.
access_log_format = '%(h)s "%({x-forwarded-for}i)s" %(t)s "%(r)s" %(s)s %(b)s %(M)sms "%(a)s"'
# The TLS proxy in front says https with X-Forwarded-Proto (Django reads it: SECURE_PROXY_SSL_HEADER).
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
control_socket_disable = True  # no gunicornc; several servers may run on one machine
limit_request_line = 8190  # the most gunicorn allows: a 500-character search in any script fits


def post_worker_init(worker):
    """Warm a new worker before it takes a request: its first search loads the sentence model and reads the
    index (seconds of a core), which would otherwise be some player's wait — at start, and whenever
    max_requests replaces a worker. A failure is logged; the worker then serves, and search says what it lacks."""
    import logging
    import time

    from django.db import connections

    started = time.monotonic()
    try:
        from rulesapp.search.engine import search

        search("how many cards do I draw")
        worker.log.info("worker %s warmed its search in %.1f s", worker.pid, time.monotonic() - started)
    except Exception:  # noqa: BLE001 — never stop a worker for this
        logging.getLogger(__name__).exception("worker %s could not warm its search", worker.pid)
    finally:
        connections.close_all()
