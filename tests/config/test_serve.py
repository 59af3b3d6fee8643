"""scripts/serve.sh, the README's third command: refuses to start without a secret key and allowed hosts,
then serves the site with gunicorn behind a TLS proxy (static files collected, /healthz for the load
balancer), imports the rulebooks only into an empty database, and logs each request to stdout."""
import importlib.util
import json
import os
import re
import sqlite3
import subprocess
from pathlib import Path

import pytest

from scripts import serving

pytestmark = pytest.mark.own_processes

ROOT = Path(__file__).resolve().parents[2]
# Two gunicorn workers, not the 4 x cores + 1 of production (test_gunicorn_config_sizes_workers_by_cores...
# checks that default): every worker loads the sentence model and reads the index before its first request
# (about 3.6 s of a core each), so nine cost 32 s of CPU per start; two still make a site of several workers.
WORKERS = 2
# The restart checks what a start does to the database the first one left (no re-import, the edit kept), not how
# many workers serve it: one worker, one search warm-up fewer (about 4 s of a core).
RESTART_WORKERS = 1


@pytest.mark.parametrize("missing", [("DJANGO_SECRET_KEY",), ("DJANGO_ALLOWED_HOSTS",),
                                     ("DJANGO_SECRET_KEY", "DJANGO_ALLOWED_HOSTS")])
def test_serve_refuses_to_start_without_its_two_settings(tmp_path, missing):
    env = serving.site_env(tmp_path, serving.free_port())
    for name in missing:
        env.pop(name)
    result = subprocess.run([str(ROOT / "scripts/serve.sh")], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    for name in missing:
        assert name in result.stderr
    assert "token_urlsafe" in result.stderr  # says how to make a key
    assert not (tmp_path / "db.sqlite3").exists()  # stopped before touching anything


def test_a_served_site_shares_the_callers_embedding_cache_and_nothing_else_of_its_settings(tmp_path, monkeypatch):
    """A test run that names its own cache of passage vectors: the sites it starts embed nothing again."""
    monkeypatch.setenv("RULES_EMBEDDING_CACHE_DIR", str(tmp_path / "vectors"))
    monkeypatch.setenv("RULES_INDEX_DIR", str(tmp_path / "callers-index"))
    monkeypatch.setenv("DJANGO_ENV", "test")
    env = serving.site_env(tmp_path / "site", 8123)
    assert env["RULES_EMBEDDING_CACHE_DIR"] == str(tmp_path / "vectors")
    assert env["RULES_INDEX_DIR"] == str(tmp_path / "site" / "index") and "DJANGO_ENV" not in env


def load_gunicorn_config(**env):
    spec = importlib.util.spec_from_file_location("gunicorn_conf", ROOT / "config/gunicorn.py")
    module = importlib.util.module_from_spec(spec)
    saved = dict(os.environ)
    try:
        os.environ.update(env)
        spec.loader.exec_module(module)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return module


def test_gunicorn_config_sizes_workers_by_cores_and_outlasts_the_longest_request():
    conf = load_gunicorn_config(ADJ_WEB_MAX_SECONDS="4", GRAPHVIZ_TIMEOUT_SECONDS="10", ADJ_HEAVY_WAIT_SECONDS="5")
    assert conf.workers == 4 * os.cpu_count() + 1
    assert conf.timeout > 4 + 10 + 5
    # A job's wall-clock bound: 10 times the resolving bound (which counts CPU time), room for a job at nice +10
    assert conf.heavy_job_seconds == 40
    assert conf.timeout > 5 + 4 * 40  # the wait, then the outline page's four heavy jobs at their bound
    assert conf.accesslog == "-"
    assert load_gunicorn_config(ADJ_WEB_MAX_SECONDS="30").timeout > 30
    assert load_gunicorn_config(WEB_CONCURRENCY="3").workers == 3


def test_serve_runs_the_site_behind_a_tls_proxy_and_keeps_admin_edits_across_restarts(tmp_path):
    section = "/games/union-city-alliance/"
    with serving.served(tmp_path, WEB_CONCURRENCY=WORKERS) as site:
        status, _, body = site.get(section)
        assert status == 200
        stylesheet = re.search(rb'href="(/static/css/site\.[0-9a-f]+\.css)"', body)
        assert stylesheet, "static files are served from the collected manifest"
        assert site.get(stylesheet.group(1).decode())[0] == 200
        icon = re.search(rb'<link rel="icon" href="(/static/favicon\.[0-9a-f]+\.svg)"', body)
        assert icon, "every page names its icon, so the browser does not ask for /favicon.ico"
        status, headers, _ = site.get(icon.group(1).decode())
        assert status == 200 and headers["Content-Type"].startswith("image/svg+xml")
        status, headers, _ = site.get("/favicon.ico")  # asked for by pages that name none (the admin, the API docs)
        assert status == 302 and headers["Location"] == icon.group(1).decode()
        status, headers, _ = site.get(section, headers={"X-Forwarded-Proto": "http"})
        assert status == 301 and headers["Location"].startswith("https://")
        assert site.get("/healthz", headers={"X-Forwarded-Proto": "http"})[0] == 200  # the probe is not redirected
        assert site.get("/api/search?q=counter+gambit")[0] == 200
        scenario = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_bytes()
        status, _, body = site.request("POST", "/api/adjudicate?explore=1", scenario,
                                       headers={"Content-Type": "application/yaml"})
        assert status == 200 and json.loads(body)["outcomes"], body[:300]  # resolved in a heavy job process
        log = site.log()
        assert "warmed its search" in log and "runs in the web worker itself" not in log
        assert "importing them" in log and "Listening at: http://127.0.0.1:" in log
        assert re.search(r'"GET /games/union-city-alliance/ HTTP/1.1" 200 \d+ \d+ms', log), "access log on stdout"

    # An admin's edit, made while the site is down, survives the next start: no re-import.
    with sqlite3.connect(tmp_path / "db.sqlite3") as db:
        db.execute("UPDATE rulesapp_game SET title = 'Union City Alliance (club edition)' "
                   "WHERE slug = 'union-city-alliance'")
    with serving.served(tmp_path, WEB_CONCURRENCY=RESTART_WORKERS) as site:
        assert "importing them" not in site.log()
        status, _, body = site.get(section)
        assert status == 200 and b"Union City Alliance (club edition)" in body
