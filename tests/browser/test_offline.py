"""Offline at the table, in Chromium: a game saved with one click is read and searched with the network cut.

The client indexes are what `rebuild_index` writes (rulesapp.offline.index.write_all, called here on the test's
own index directory). `context.set_offline(True)` cuts the network of the page and of its service worker.
"""
import re

import pytest
from django.core.cache import cache

from rulesapp.models import Example, GlossaryTerm
from rulesapp.offline import index as offline_index
from tests.browser.helpers import expect, pages_wider_than_the_screen
from tests.rulesapp.pages.sample_library import build_library

pytestmark = pytest.mark.browser

UCA = "union-city-alliance"
SAVE_TIMEOUT_MS = 120_000  # a whole rulebook's pages through the test server, on a busy 2-core machine


@pytest.fixture
def rules_library(transactional_db, settings, tmp_path):
    settings.RULES_INDEX_DIR = tmp_path / "index"  # the offline copies this test writes, never var/index
    cache.clear()
    yield build_library()
    cache.clear()


def save_for_offline(page, slug):
    """Open the game's page, wait for the worker to be active, click Save for offline and wait for the end.

    Active, not controlling this page: a page whose navigation began while the worker was installing stays
    uncontrolled (clients.claim() skips it); the next navigation, offline included, is the worker's."""
    page.goto(f"/games/{slug}/")
    page.evaluate("async () => { await navigator.serviceWorker.ready; }")
    box = page.locator(f'[data-offline-game="{slug}"]')
    state = box.locator("[data-offline-state]")
    expect(state).to_contain_text("Not saved on this device")
    box.get_by_role("button", name="Save for offline").click()
    expect(box).to_have_attribute("data-offline-saved", re.compile(r"^[0-9a-f]{12}$"), timeout=SAVE_TIMEOUT_MS)
    return box, state


def check_offline_reading(page, slug, title, version, books, dated, search_word, section_url, term, example):
    """With the network cut: the search page is the offline one and finds the word; a section, a glossary
    entry and a worked example open from this device, which the page says, with the version and date."""
    page.context.set_offline(True)
    assert page.evaluate("() => navigator.onLine") is False

    page.goto(f"/search/?q={search_word}&game={slug}")
    expect(page.locator("h1")).to_have_text("Offline search")
    expect(page.locator("[data-offline-search-about]")).to_contain_text("Keyword-only offline search")
    expect(page.locator("[data-offline-search-scope]")).to_contain_text(
        f"Searching the offline copy of {title} ({books}, {dated})")
    results = page.locator("[data-offline-search-results] li.result")
    expect(results.first).to_be_visible()
    expect(page.locator("[data-offline-search-count]")).to_contain_text(f"for “{search_word}” (offline)")
    assert search_word in results.first.inner_text().lower()

    banner = page.locator("#offline-banner")
    page.goto(section_url)
    expect(page.locator("h1")).to_be_visible()
    expect(banner).to_have_text(f"Offline copy of {title}: {books}, {dated}. Copy {version}.")
    expect(banner.locator("small.offline-copy-id")).to_have_text(f" Copy {version}.")
    assert "rules version" not in banner.inner_text()

    page.goto(f"/games/{slug}/glossary/#{term.anchor}")
    expect(page.locator(f"[id='{term.anchor}']")).to_contain_text(term.term)
    expect(banner).to_be_visible()

    page.goto(example.get_absolute_url())
    expect(page.locator(f"[id='{example.anchor}']")).to_contain_text(" ".join(example.text.split()[:8]))
    expect(banner).to_be_visible()

    # The header's search box, on a page read offline, searches offline too.
    page.locator("#header-q").fill(search_word)
    page.locator("#header-q").press("Enter")
    expect(page.locator("h1")).to_have_text("Offline search")
    expect(results.first).to_be_visible()

    # The home page (the installed app's start page) is kept with the app, and its search box searches offline.
    page.goto("/")
    page.locator("form.search-form-hero #q").fill(search_word)
    page.locator("form.search-form-hero #q").press("Enter")
    expect(page.locator("h1")).to_have_text("Offline search")
    expect(results.first).to_be_visible()

    # A page this device does not keep says so (and is not an error page of the browser's).
    page.goto("/adjudicator/")
    expect(page.locator("[data-offline-missing]")).to_contain_text("“/adjudicator/” is not kept on this device")

    page.context.set_offline(False)
    page.goto(section_url)
    expect(page.locator("h1")).to_be_visible()
    expect(banner).to_be_hidden()


def test_a_saved_game_is_read_and_searched_offline(browser_page, rules_library):
    """The small library (its rows made in the test, so no import date): the whole path, quickly."""
    page = browser_page
    page.goto(f"/games/{UCA}/")  # before any rebuild_index: nothing to save, and the box says why
    expect(page.locator("[data-offline-state]")).to_have_text(
        "Not saved on this device, and the server has no offline copy of this game yet (an operator runs "
        "manage.py rebuild_index).")
    expect(page.get_by_role("button", name="Save for offline")).to_be_hidden()

    catalogue = {game["slug"]: game for game in offline_index.write_all()}
    entry = catalogue[UCA]
    box, state = save_for_offline(page, UCA)
    dated = f"import date not recorded (indexed {entry['built_at'][:10]})"
    books = "; ".join(entry["books"])
    assert books, "the catalogue names the game's books"
    expect(state).to_have_text(re.compile(
        rf"^Saved\. Kept on this device: {re.escape(books)}, {re.escape(dated)}; {entry['pages']} pages, "
        rf"\d+ kB\. Copy {entry['version']}\.$"))
    check_offline_reading(page, UCA, "Union City Alliance", entry["version"], books, dated, "discard",
                          "/games/union-city-alliance/setting-up-heroes/", rules_library["terms"]["discard-pile"],
                          Example.objects.get(anchor="example-wrangler-attacks"))

    # Online again after an edit and a rebuild: opening a page refreshes the saved copy to the new version.
    heroes = rules_library["sections"]["heroes"]
    heroes.text += "\n\nA sentence added in the admin."
    heroes.save()
    new_version = {game["slug"]: game for game in offline_index.write_all()}[UCA]["version"]
    assert new_version != entry["version"]
    page.goto(f"/games/{UCA}/")
    expect(box).to_have_attribute("data-offline-saved", new_version, timeout=SAVE_TIMEOUT_MS)
    expect(state).to_contain_text(f"Saved. Kept on this device: {books}, ")
    expect(state).to_contain_text(f"Copy {new_version}.")
    page.context.set_offline(True)
    page.goto("/games/union-city-alliance/setting-up-heroes/")
    expect(page.locator("#offline-banner")).to_contain_text(f"Copy {new_version}.")
    expect(page.locator("main")).to_contain_text("A sentence added in the admin.")
    assert page.evaluate("""async () => (await caches.keys()).filter(name => name.startsWith("game:"))""") == [
        f"game:{UCA}:{new_version}"]  # the old copy is gone once the new one is complete


def test_the_real_rulebook_is_saved_and_read_offline(browser_page, rulebooks_site):
    """Union City Alliance as imported: saved whole, then searched and read with the network cut."""
    catalogue = {game["slug"]: game for game in offline_index.write_all()}
    entry = catalogue[UCA]
    assert entry["imported_at"], "the import records its date"
    term = GlossaryTerm.objects.filter(game__slug=UCA).order_by("term").first()
    example = Example.objects.filter(game__slug=UCA).select_related("section").order_by("order").first()
    page = browser_page
    box, state = save_for_offline(page, UCA)
    dated = f"imported {entry['imported_at'][:10]}"
    books = "; ".join(entry["books"])
    assert books == "Rulebook"  # the book's title as the game declares it (adjudicator/timing/union_city/model.py)
    expect(state).to_contain_text(f"Kept on this device: {books}, {dated}; {entry['pages']} pages, ")
    check_offline_reading(page, UCA, "Union City Alliance", entry["version"], books, dated, "discard",
                          example.section.get_absolute_url(), term, example)


def script_has_run(page):
    expect(page.locator("[data-offline-state], [data-offline-search-scope]").first).not_to_contain_text(
        "needs the page's script")


def test_the_offline_pages_fit_a_phone(phone_page, rules_library):
    """Each page in one phone page, once its script has run; the failure names each page that scrolls sideways."""
    offline_index.write_all()
    wider = pages_wider_than_the_screen(phone_page, ["/offline/", "/offline/search/?q=discard", f"/games/{UCA}/"],
                                        ready=script_has_run)
    assert not wider, wider
