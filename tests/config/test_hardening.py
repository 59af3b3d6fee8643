"""Hardened serving: a Content-Security-Policy on every answer with no inline script anywhere, HSTS only when
asked for, a bad Host header logged in one line, and the home page counting the games the library holds."""
import collections
import io
import logging
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from django.core.management import call_command

from tests.config.test_settings import PRODUCTION_ENV, run_manage
from tests.rulesapp.pages.sample_library import build_library, make_game

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates"
MAX_PAGES = 120
# The pages of one folder (the examples of a game, the sections of a rulebook) are one view's, drawn by one
# template: a few of each are crawled, so the crawl reaches every kind of page before MAX_PAGES (it read 93 of
# one game's examples, and never reached another game's examples, a rulebook section or most lessons).
PER_FOLDER = 4
EXAMPLE = "/adjudicator/examples/union-city-alliance/kurt-von-kessel/"


# -- Content-Security-Policy -----------------------------------------------------------------------------------
def directives(policy):
    """{"script-src": ["'self'"], ...} from a policy header."""
    parsed = {}
    for part in policy.split(";"):
        words = part.split()
        if words:
            parsed[words[0]] = words[1:]
    return parsed


class Links(HTMLParser):
    """Every href and src of a page, and each <script> without src that a browser would run."""

    def __init__(self):
        super().__init__()
        self.urls, self.inline_scripts, self.handlers, self.style_attributes, self.style_elements = [], [], [], [], 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("href", "src", "action"):
            if attrs.get(name):
                self.urls.append(attrs[name])
        if tag == "script" and "src" not in attrs and attrs.get("type", "text/javascript") not in ("application/json",):
            self.inline_scripts.append(attrs)
        self.handlers += [name for name in attrs if name.startswith("on")]
        if "style" in attrs:
            self.style_attributes.append((tag, attrs["style"]))
        if tag == "style":
            self.style_elements += 1


def links_of(response):
    """The Links of an HTML page, or None for any other answer."""
    if "text/html" not in response.get("Content-Type", ""):
        return None
    links = Links()
    links.feed(response.content.decode("utf-8", "replace"))
    return links


def folder_of(url):
    """The folder a page's path is in ("/adjudicator/examples/union-city-alliance" for an example of that game)."""
    return urlsplit(url).path.rstrip("/").rsplit("/", 1)[0]


def crawl(client, start_urls):
    """GET every page reachable on the site from `start_urls` (at most MAX_PAGES, and at most PER_FOLDER of the
    pages one folder holds besides the start's): {url: (response, its Links or None)}. Each page is parsed once,
    here (parsing the pages again to check them was a fifth of the test)."""
    seen, queue, pages, in_folder = set(), list(start_urls), {}, collections.Counter()
    while queue and len(pages) < MAX_PAGES:
        url = queue.pop(0)
        if url in seen:
            continue
        seen.add(url)
        if url not in start_urls:
            in_folder[folder_of(url)] += 1
            if in_folder[folder_of(url)] > PER_FOLDER:
                continue
        response = client.get(url)
        links = links_of(response)
        pages[url] = response, links
        if links is None:
            continue
        for link in links.urls:
            parts = urlsplit(urljoin(url, link))
            if parts.netloc in ("", "testserver") and parts.scheme in ("", "http") and not parts.path.startswith("/static/"):
                queue.append(parts.path + (f"?{parts.query}" if parts.query else ""))
    return pages


@pytest.mark.django_db
def test_every_page_the_site_serves_carries_the_policy_and_runs_no_inline_script(client, settings, tmp_path):
    settings.RULES_INDEX_DIR = tmp_path / "index"
    build_library()
    call_command("load_scenarios", stdout=io.StringIO())
    pages = crawl(client, ["/", "/adjudicator/", "/adjudicator/tools/", "/adjudicator/examples/", "/adjudicator/learn/",
                           "/api/docs/", "/api/schema/", "/api/games", "/healthz", "/admin/login/", "/no-such-page/",
                           "/search/?q=discard", "/favicon.ico", EXAMPLE, EXAMPLE + "?step=3"])
    for name, response in (
            ("POST /adjudicator/tools/cardtext/", client.post("/adjudicator/tools/cardtext/", {"text": "Counter: Gain 2."})),
            ("POST /adjudicator/tools/outline/", client.post("/adjudicator/tools/outline/", {"outline": "A uses B"})),
            ("a NUL", client.get("/search/?q=%00"))):
        pages[name] = response, links_of(response)
    assert len(pages) > 40, sorted(pages)
    missing = [url for url, (response, _) in pages.items() if "Content-Security-Policy" not in response]
    assert not missing, missing
    for url, (_, links) in pages.items():
        if links is not None:
            assert not links.inline_scripts and not links.handlers, (url, links.inline_scripts, links.handlers)
            assert not links.style_attributes and not links.style_elements, (url, links.style_attributes)


def test_the_policy_allows_no_inline_script_or_style(client, db):
    policy = directives(client.get("/")["Content-Security-Policy"])
    assert policy["default-src"] == ["'self'"]
    assert policy["script-src"] == ["'self'"] and policy["style-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"] and policy["frame-ancestors"] == ["'none'"]
    assert policy["base-uri"] == ["'none'"] and policy["form-action"] == ["'self'"]


def test_a_diagram_keeps_its_own_stricter_policy(client):
    body = "format: 1\ngame: stack\ntitle: A start\nentities: {}\nstart: {do: []}\n"
    response = client.post("/api/adjudicate/diagram", body, content_type="application/yaml")
    assert response.status_code == 200
    assert "sandbox" in response["Content-Security-Policy"]


@pytest.mark.django_db
def test_the_current_steps_effect_is_outlined_without_script_or_inline_style(client, tmp_path):
    """Before, an inline <style> outlined it; the policy forbids that, so the server marks the node itself.
    Only the example's own file is loaded into the library (the page is its alone; loading all the fixtures
    took most of this test)."""
    game = EXAMPLE.strip("/").split("/")[-2]
    (tmp_path / game).mkdir()
    shutil.copy(ROOT / "fixtures/scenarios" / game / (EXAMPLE.strip("/").split("/")[-1] + ".yaml"), tmp_path / game)
    call_command("load_scenarios", str(tmp_path), stdout=io.StringIO())
    page = client.get(EXAMPLE + "?step=1").content.decode()
    current = re.findall(r'<g id="([^"]+)" class="current node', page)
    assert current == ["effect&#45;0"], current
    later = client.get(EXAMPLE + "?step=99").content.decode()
    assert len(re.findall(r'class="current node', later)) == 1 and 'class="current node' not in later.split("effect&#45;0")[1][:5]


SCRIPT_TAG = re.compile(r"<script\b([^>]*)>", re.I)
HANDLER = re.compile(r"\s on[a-z]+\s*=", re.I | re.X)


def test_no_template_has_inline_script_or_style():
    offenders = []
    for template in sorted(TEMPLATES.rglob("*.html")):
        text = template.read_text(encoding="utf-8")
        name = template.relative_to(ROOT)
        offenders += [f"{name}: <script{attrs}>" for attrs in SCRIPT_TAG.findall(text) if "src=" not in attrs]
        offenders += [f"{name}: an on… handler" for _ in HANDLER.findall(text)]
        offenders += [f"{name}: javascript: URL" for _ in re.findall(r"javascript:", text, re.I)]
        offenders += [f"{name}: <style>" for _ in re.findall(r"<style\b", text, re.I)]
        offenders += [f"{name}: style attribute" for _ in re.findall(r"\sstyle\s*=", text, re.I)]
    assert not offenders, offenders


# -- HSTS ---------------------------------------------------------------------------------------------------------
HSTS_SETTINGS = ("from django.conf import settings as s; "
                 "print(s.SECURE_HSTS_SECONDS, s.SECURE_HSTS_INCLUDE_SUBDOMAINS, s.SECURE_HSTS_PRELOAD)")


def production_setting(extra=None):
    result = run_manage("shell", "-v", "0", "-c", HSTS_SETTINGS, extra_env={**PRODUCTION_ENV, **(extra or {})})
    return result.returncode, result.stdout.strip(), result.stderr


def test_hsts_is_off_unless_asked_for_and_never_preloaded_by_default():
    assert production_setting() == (0, "0 False False", "")
    assert production_setting({"DJANGO_HSTS_SECONDS": "3600"})[:2] == (0, "3600 False False")
    asked = {"DJANGO_HSTS_SECONDS": "31536000", "DJANGO_HSTS_INCLUDE_SUBDOMAINS": "1", "DJANGO_HSTS_PRELOAD": "yes"}
    assert production_setting(asked)[:2] == (0, "31536000 True True")


@pytest.mark.parametrize("variable, value", [("DJANGO_HSTS_SECONDS", "a year"), ("DJANGO_HSTS_PRELOAD", "maybe"),
                                             ("DJANGO_HSTS_SECONDS", "-1")])
def test_a_bad_hsts_value_stops_the_site_naming_it(variable, value):
    status, _out, err = production_setting({variable: value})
    assert status != 0 and variable in err


def test_preload_without_a_long_max_age_and_subdomains_is_refused():
    """The preload list takes a site only with max-age of a year or more and includeSubDomains: asking for it
    otherwise would send a header that promises what the list refuses."""
    status, _out, err = production_setting({"DJANGO_HSTS_SECONDS": "3600", "DJANGO_HSTS_PRELOAD": "1"})
    assert status != 0 and "DJANGO_HSTS_PRELOAD" in err


# -- A bad Host header ------------------------------------------------------------------------------------------
def test_a_bad_host_is_logged_in_one_line_without_a_traceback(client, db):
    stream = io.StringIO()
    handlers = [h for h in logging.getLogger().handlers if h.get_name() == "console"]
    assert handlers, "the console handler of settings.LOGGING"
    old = [h.setStream(stream) for h in handlers]
    try:
        response = client.get("/", HTTP_HOST="evil.example")
    finally:
        for handler, previous in zip(handlers, old):
            handler.setStream(previous)
    assert response.status_code == 400
    lines = stream.getvalue().splitlines()
    assert len(lines) == 1, lines
    assert "evil.example" in lines[0] and "Traceback" not in stream.getvalue()


# -- Counts and lists from the library --------------------------------------------------------------------------
@pytest.mark.django_db
def test_the_home_page_counts_the_games_the_library_holds(client):
    build_library()  # two games
    from rulesapp.models import Game

    def home():
        return client.get("/").content.decode()

    assert "both games" in home() and "four" not in home()
    for slug in ("crisis", "legacy", "sentinels"):
        make_game(slug, slug.title(), f"{slug}.md")
    page = home()
    assert Game.objects.count() == 5 and "Search the rules of all five games" in page
    assert "four" not in page and page.count('class="game-card"') == Game.objects.count()


def test_no_template_or_view_counts_the_games_by_hand():
    sources = [*TEMPLATES.rglob("*.html"), *(ROOT / "rulesapp").glob("*.py"), *(ROOT / "adjudicator/web").glob("*.py"),
               ROOT / "config/settings.py"]
    counted = [str(path.relative_to(ROOT)) for path in sources
               if re.search(r"\b(four|4) (superhero )?(card )?games\b", path.read_text(encoding="utf-8"), re.I)]
    assert not counted, counted


# -- Behind a TLS proxy (the README's smoke test and CSRF trusted origins) ------------------------------------------
BEHIND_PROXY = dict(SECURE_SSL_REDIRECT=True, SECURE_PROXY_SSL_HEADER=("HTTP_X_FORWARDED_PROTO", "https"),
                    SECURE_REDIRECT_EXEMPT=[r"^healthz$"], ALLOWED_HOSTS=["rules.example.org"])
HTTPS = {"HTTP_HOST": "rules.example.org", "HTTP_X_FORWARDED_PROTO": "https"}


@pytest.mark.django_db
def test_the_smoke_test_before_tls_healthz_plain_and_pages_as_if_proxied(client, settings):
    for name, value in BEHIND_PROXY.items():
        setattr(settings, name, value)
    build_library()
    assert client.get("/healthz", HTTP_HOST="rules.example.org").status_code in (200, 503)  # answered, not redirected
    plain = client.get("/", HTTP_HOST="rules.example.org")
    assert plain.status_code == 301 and plain["Location"] == "https://rules.example.org/"
    assert client.get("/", **HTTPS).status_code == 200


@pytest.mark.django_db
def test_a_form_behind_a_proxy_on_another_port_needs_its_origin_trusted(settings):
    from django.test import Client

    for name, value in BEHIND_PROXY.items():
        setattr(settings, name, value)
    def post_from_the_page():
        browser = Client(enforce_csrf_checks=True)  # a new one: the CSRF middleware reads the setting once
        browser.get("/adjudicator/tools/cardtext/", **HTTPS)
        form = {"text": "Counter: Gain 2 defense.", "csrfmiddlewaretoken": browser.cookies["csrftoken"].value}
        return browser.post("/adjudicator/tools/cardtext/", form, HTTP_ORIGIN="https://rules.example.org:8443", **HTTPS)

    assert post_from_the_page().status_code == 403
    settings.CSRF_TRUSTED_ORIGINS = ["https://rules.example.org:8443"]
    assert post_from_the_page().status_code == 200


def test_csrf_trusted_origins_come_from_the_environment():
    result = run_manage("shell", "-v", "0", "-c", "from django.conf import settings; print(settings.CSRF_TRUSTED_ORIGINS)",
                        extra_env={**PRODUCTION_ENV, "DJANGO_CSRF_TRUSTED_ORIGINS": "https://rules.example.org:8443"})
    assert result.stdout.strip() == "['https://rules.example.org:8443']", result.stderr


def test_a_trusted_origin_without_its_scheme_stops_the_checks():
    result = run_manage("check", extra_env={"DJANGO_CSRF_TRUSTED_ORIGINS": "rules.example.org:8443"})
    assert result.returncode != 0 and "CSRF_TRUSTED_ORIGINS" in result.stderr + result.stdout


def test_static_files_served_by_whitenoise_carry_the_policy_too(settings):
    from django.test import Client

    settings.WHITENOISE_USE_FINDERS, settings.WHITENOISE_AUTOREFRESH = True, True  # as DEBUG serves them
    response = Client().get("/static/css/site.css")
    assert response.status_code == 200 and "Content-Security-Policy" in response
