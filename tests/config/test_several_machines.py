"""Several app servers over one PostgreSQL: each started by scripts/serve.sh with its own search index
directory, all stateless but for that index. A section edited in the admin of one, then reindexed on
each (`manage.py rebuild_index`, as the README says), is served — page and search — by both."""
import contextlib
import html.parser
import re
import subprocess
import sys
import urllib.parse
from pathlib import Path

import pytest

from scripts import serving
from tests.config import postgres

pytestmark = pytest.mark.own_processes

ROOT = Path(__file__).resolve().parents[2]
SECTION = "/games/union-city-alliance/maneuver/"
NEW_SENTENCE = "Club ruling: a hero may also maneuver through a zeppelinport block."
NEW_WORD = b"zeppelinport"  # the page links glossary terms inside the sentence; this word is in none
# One gunicorn worker per server, not production's 4 x cores + 1: each worker warms its search before its first
# request (about 4 s of a core, test_serve.WORKERS); the several processes serving one database here are the two
# machines, and a page, a search or an admin form is served by one worker as by any other.
WORKERS = 1


class FormReader(html.parser.HTMLParser):
    """The fields of the admin change form, as a browser would submit them."""

    def __init__(self):
        super().__init__()
        self.fields, self.textarea, self.select = {}, None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        name = attrs.get("name")
        if tag == "input" and name and attrs.get("type") not in ("submit", "checkbox", "file"):
            self.fields[name] = attrs.get("value", "")
        elif tag == "textarea" and name:
            self.textarea, self.fields[name] = name, ""
        elif tag == "select" and name:
            self.select, self.fields[name] = name, ""
        elif tag == "option" and self.select and "selected" in attrs:
            self.fields[self.select] = attrs.get("value", "")

    def handle_endtag(self, tag):
        if tag == "textarea":
            self.textarea = None
        elif tag == "select":
            self.select = None

    def handle_data(self, data):
        if self.textarea:
            self.fields[self.textarea] += data


class Browser:
    """Cookies and the CSRF referer, over serving.Site's proxied requests."""

    def __init__(self, site):
        self.site, self.cookies = site, {}

    def request(self, method, path, form=None):
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items()),
                   "Referer": f"https://localhost{path}"}
        body = None
        if form is not None:
            body = urllib.parse.urlencode(form).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        status, response_headers, content = self.site.request(method, path, body, headers)
        for cookie in response_headers.get_all("Set-Cookie") or []:
            name, _, value = cookie.split(";", 1)[0].partition("=")
            self.cookies[name] = value
        return status, response_headers, content.decode("utf-8", "replace")

    def form(self, path):
        status, _, page = self.request("GET", path)
        assert status == 200, (path, status)
        reader = FormReader()
        reader.feed(page)
        return reader.fields


def start_manage(env, *args):
    """A manage.py command started, not waited for (finish() waits and checks it)."""
    return subprocess.Popen([sys.executable, "manage.py", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def finish(process, what, timeout=300):
    _, stderr = process.communicate(timeout=timeout)
    assert process.returncode == 0, (what, stderr[-3000:])


def site_search(site, words):
    status, _, body = site.get("/api/search?" + urllib.parse.urlencode({"q": words, "game": "union-city-alliance"}))
    assert status == 200
    return [hit["anchor"] for hit in __import__("json").loads(body)["results"]]


def manage_on_each(envs, *args):
    """The same manage.py command on several machines at once (each its own process), all checked."""
    running = [start_manage(env, *args) for env in envs]
    for process in running:
        finish(process, args)


def test_two_app_servers_on_one_postgresql_serve_an_admin_edit_after_each_reindexes(tmp_path):
    with postgres.cluster() as base_url, contextlib.ExitStack() as running:
        database_url = postgres.create_database(base_url, "rules")
        sites = []
        running.callback(serving.stop_all, sites)  # both at once, when the test is done or fails
        first = serving.launch(tmp_path / "first", DATABASE_URL=database_url, WEB_CONCURRENCY=WORKERS)
        sites.append(first)
        # The second machine: the database is set up already, so it only builds its own index and serves. It
        # starts once the first has set the database up (migrated, imported, examples loaded), while the first
        # builds its own index: the two machines' index builds and starts overlap, as they would in a deploy.
        first.wait_for("==> building this server's search index", timeout=300)
        second = serving.launch(tmp_path / "second", DATABASE_URL=database_url, SERVE_SETUP_DATABASE=0,
                                WEB_CONCURRENCY=WORKERS)
        sites.append(second)
        # The staff account, made as the README says while the two servers start (the database is set up); its
        # system checks are serve.sh's, passed already on the same settings (`check --deploy`).
        admin_env = serving.site_env(tmp_path / "first", first.port, DATABASE_URL=database_url,
                                     DJANGO_ENV="production", DJANGO_SUPERUSER_PASSWORD="a-long-pass-phrase-1")
        superuser = start_manage(admin_env, "createsuperuser", "--noinput", "--skip-checks", "--username", "editor",
                                 "--email", "e@example.org")
        running.callback(superuser.kill)
        first.wait_healthy(300)
        second.wait_healthy(300)
        assert "importing them" in first.log() and "importing them" not in second.log()
        assert "migrating" not in second.log()
        assert all(NEW_WORD not in site.get(SECTION)[2] for site in sites)

        # A staff member edits the section in the first server's admin, behind the TLS proxy.
        finish(superuser, "createsuperuser")
        section_id = postgres.query_value(database_url, (
            "SELECT s.id FROM rulesapp_section s JOIN rulesapp_game g ON s.game_id = g.id "
            "WHERE g.slug = 'union-city-alliance' AND s.anchor = 'maneuver'"))
        browser = Browser(first)
        login = browser.form("/admin/login/")
        status, headers, _ = browser.request("POST", "/admin/login/?next=/admin/", dict(
            login, username="editor", password="a-long-pass-phrase-1"))
        assert status == 302 and headers["Location"] == "/admin/", "logged in"
        change = f"/admin/rulesapp/section/{section_id}/change/"
        fields = browser.form(change)
        fields["text"] = fields["text"].rstrip() + "\n\n" + NEW_SENTENCE
        status, headers, page = browser.request("POST", change, dict(fields, _save="Save"))
        assert status == 302, re.findall(r'class="errorlist[^>]*>(.*?)</ul>', page, re.S)

        # The page reads the database: both servers show the edit at once.
        assert all(NEW_WORD in site.get(SECTION)[2] for site in sites)
        # Search reads each server's own index: only after each one reindexes (each machine its own, at once).
        assert all("maneuver" not in site_search(site, "zeppelinport") for site in sites)
        manage_on_each([serving.site_env(tmp_path / name, site.port, DATABASE_URL=database_url,
                                         DJANGO_ENV="production") for name, site in (("first", first), ("second", second))],
                       "rebuild_index")
        assert all(site_search(site, "zeppelinport")[:1] == ["maneuver"] for site in sites)
