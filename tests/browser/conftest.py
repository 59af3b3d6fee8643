"""Browser fixtures: Debian's chromium driven by Playwright (sync API) against pytest-django's live_server.

Reusable by every app's browser tests:
- `chromium`: one browser per session; fails (never skips) when /usr/bin/chromium-headless-shell (tests/browser/chromium.py) is missing.
- `browser_page`: a desktop page (1280x900) whose relative URLs go to the live server.
- `phone_page`: a phone page (375x740, touch, mobile) likewise; `large_phone_page` the same at 390x844.
Both fail the test if the page raised a JavaScript error. Mark browser tests `@pytest.mark.browser`.
Rows the pages need must come from a `transactional_db` fixture (the live server runs in another thread);
`rulebooks_site` provides the four real rulebooks, imported and indexed.
"""
import os

import pytest

from tests.browser.chromium import (CHROMIUM_PATH, DESKTOP_VIEWPORT, LARGE_PHONE_OPTIONS, PHONE_OPTIONS, ChromiumMissing,
                                    check_chromium, launch)
from tests.conftest import wait_for_live_server_requests

DEFAULT_TIMEOUT_MS = 10_000


@pytest.fixture(scope="session")
def chromium():
    """A headless chromium for the whole session.

    Playwright's sync API keeps an event loop in the test thread, so Django's ORM would refuse to
    run there: DJANGO_ALLOW_ASYNC_UNSAFE is set while the browser is up.
    """
    try:
        check_chromium()
    except ChromiumMissing as missing:
        pytest.fail(str(missing), pytrace=False)
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import sync_playwright

    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            try:
                browser = launch(playwright)
            except PlaywrightError as error:
                pytest.fail(f"{CHROMIUM_PATH} did not start under Playwright: {error}", pytrace=False)
            yield browser
            browser.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


def _opened_page(browser, base_url, **context_options):
    """A page of a fresh context whose relative URLs go to `base_url`; closed after the test, which then
    fails if the page raised a JavaScript error or the Content-Security-Policy blocked anything on it."""
    context = browser.new_context(base_url=base_url, **context_options)
    page = context.new_page()
    page.set_default_timeout(DEFAULT_TIMEOUT_MS)
    errors = []  # each with the page it happened on: a test may visit several
    page.on("pageerror", lambda error: errors.append(f"{page.url}: {error}"))
    page.on("console", lambda message: errors.append(f"{page.url}: {message.text}") if message.type == "error"
            and "Content Security Policy" in message.text else None)  # what the policy blocked (config.security)
    yield page
    context.close()
    wait_for_live_server_requests()  # before the test's database is emptied (tests/conftest.py)
    assert not errors, f"JavaScript errors or blocked content on the page: {errors}"


@pytest.fixture
def browser_page(chromium, live_server):
    """A desktop-sized page; `page.goto("/")` opens the live server's home page."""
    yield from _opened_page(chromium, live_server.url, viewport=DESKTOP_VIEWPORT)


@pytest.fixture
def phone_page(chromium, live_server):
    """A phone-sized touch page (375x740): taps, no hover, no mouse."""
    yield from _opened_page(chromium, live_server.url, **PHONE_OPTIONS)


@pytest.fixture
def large_phone_page(chromium, live_server):
    """A larger phone (390x844, touch): the size most phones at the table have."""
    yield from _opened_page(chromium, live_server.url, **LARGE_PHONE_OPTIONS)


@pytest.fixture
def rulebooks_site(full_site):
    """The four real rulebooks imported and indexed, and the examples library, as the live server serves
    them (the session's snapshot of the whole site: tests/conftest.py `full_site`)."""
