"""Run scripts/serve.sh as an operator would, on a throwaway site, for tests and bench/load.py.

    with served(workdir, port) as site:   # waits until /healthz answers 200
        site.get("/games/union-city-alliance/")

The site gets its own SQLite database (unless DATABASE_URL is given), index, static files and
heavy-work slots under `workdir`, production settings, and listens on 127.0.0.1 only.
Requests carry X-Forwarded-Proto: https, as the TLS proxy in front would send.
"""
import contextlib
import os
import secrets
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROXY_HEADERS = {"X-Forwarded-Proto": "https", "Host": "localhost"}
# How often a wait looks at the log (a read of a small file) or asks /healthz: a step reached is seen within it.
POLL_SECONDS = 0.05


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# Kept from the caller's environment: the machine's cache of passage vectors (not a setting of one site), so a
# site started by a test run that names its own cache embeds nothing that run has embedded already.
SHARED_SETTINGS = ("RULES_EMBEDDING_CACHE_DIR",)


def site_env(workdir, port, **extra):
    env = {k: v for k, v in os.environ.items()
           if k in SHARED_SETTINGS or not k.startswith(("DJANGO_", "ADJ_", "RULES_"))}
    env.update({
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50), "DJANGO_ALLOWED_HOSTS": "localhost,127.0.0.1",
        "DATABASE_URL": f"sqlite:///{workdir / 'db.sqlite3'}", "RULES_INDEX_DIR": str(workdir / "index"),
        "DJANGO_STATIC_ROOT": str(workdir / "static"), "ADJ_HEAVY_SLOTS_DIR": str(workdir / "slots"),
        "HOST": "127.0.0.1", "PORT": str(port),
    })
    env.update({key: str(value) for key, value in extra.items()})
    return env


class Site:
    def __init__(self, process, port, log_path):
        self.process = process
        self.port = port
        self.log_path = log_path
        self.url = f"http://127.0.0.1:{port}"

    def log(self):
        return self.log_path.read_text(errors="replace")

    def get(self, path, headers=None, timeout=30):
        """(status, headers, body bytes); redirects are not followed."""
        return self.request("GET", path, headers=headers, timeout=timeout)

    def request(self, method, path, body=None, headers=None, timeout=30):
        """Any request, as the TLS proxy would pass it on: (status, headers, body bytes), no redirects."""
        request = urllib.request.Request(self.url + path, data=body, method=method,
                                         headers=dict(PROXY_HEADERS, **(headers or {})))
        opener = urllib.request.build_opener(NoRedirect)
        try:
            with opener.open(request, timeout=timeout) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    def wait_for(self, text, timeout):
        """Wait until `text` is in the log (a step of scripts/serve.sh reached); polled every POLL_SECONDS."""
        deadline = time.monotonic() + timeout
        while text not in self.log():
            if self.process.poll() is not None:
                raise RuntimeError(f"scripts/serve.sh exited {self.process.returncode}:\n{self.log()[-4000:]}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{text!r} not in the log within {timeout} s:\n{self.log()[-4000:]}")
            time.sleep(POLL_SECONDS)

    def wait_healthy(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"scripts/serve.sh exited {self.process.returncode}:\n{self.log()[-4000:]}")
            if f"Listening at: {self.url} " not in self.log():
                time.sleep(POLL_SECONDS)  # not ours yet: gunicorn has not bound the port (another server may have)
                continue
            try:
                if self.get("/healthz", timeout=5)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(POLL_SECONDS)
        raise RuntimeError(f"/healthz did not answer 200 within {timeout} s:\n{self.log()[-4000:]}")

    def terminate(self):
        """SIGTERM to gunicorn's process group (the master and its workers, all started here), not waited for."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)

    def stop(self):
        """Terminated and waited for: SIGKILL to the group if it has not stopped within 30 s."""
        self.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()


def stop_all(sites):
    """Stop several sites at once: each told to stop before any is waited for (a stop takes seconds on a busy
    machine: the master waits for its workers to exit)."""
    for site in sites:
        site.terminate()
    for site in sites:
        site.stop()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def start(workdir, port=None, timeout=300, **extra_env):
    """scripts/serve.sh started, once /healthz answers 200 (stopped again if it does not within `timeout`)."""
    site = launch(workdir, port, **extra_env)
    try:
        site.wait_healthy(timeout)
    except BaseException:
        site.stop()
        raise
    return site


def launch(workdir, port=None, **extra_env):
    """scripts/serve.sh started, not waited for: the caller waits (Site.wait_for, Site.wait_healthy) and stops it."""
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    port = port or free_port()
    log_path = workdir / f"serve-{port}.log"
    with open(log_path, "ab") as log:
        process = subprocess.Popen([str(ROOT / "scripts" / "serve.sh")], cwd=ROOT, env=site_env(workdir, port, **extra_env),
                                   stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    return Site(process, port, log_path)


@contextlib.contextmanager
def served(workdir, port=None, timeout=300, **extra_env):
    site = start(workdir, port, timeout, **extra_env)
    try:
        yield site
    finally:
        site.stop()
