#!/usr/bin/env python
"""Take the screenshots of offline use shown in the README and docs/offline.md (docs/screenshots/offline-*.png).

A throwaway site as scripts/screenshots.py builds it, but with the offline copies only (`import_rulebooks`,
then the client indexes `rebuild_index` writes, without the search index: offline pages never use it); then
Debian's chromium saves a game for offline, the network is cut, and it searches and reads.

    .venv/bin/python scripts/screenshots_offline.py [--out docs/screenshots]
"""
import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

import scratch_site

ROOT = Path(__file__).resolve().parents[1]
GAME = "union-city-alliance"
QUESTION = "discard pile"


def prepare_site(workdir):
    scratch_site.prepare_site(workdir, "import_rulebooks")
    from rulesapp.offline import index as offline_index

    offline_index.write_all()


def take(page, path):
    page.screenshot(path=str(path))
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def save_game(page):
    page.goto(f"/games/{GAME}/")
    page.evaluate("async () => { await navigator.serviceWorker.ready; }")  # the worker active
    box = page.locator(f'[data-offline-game="{GAME}"]')
    box.get_by_role("button", name="Save for offline").click()
    box.and_(page.locator("[data-offline-saved]")).wait_for(timeout=180_000)
    return box


def shoot(base_url, out):
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT))
    from rulesapp.models import Example
    from tests.browser.chromium import DESKTOP_VIEWPORT, PHONE_OPTIONS, launch

    example = Example.objects.filter(game__slug=GAME).select_related("section").order_by("order").first()
    with sync_playwright() as playwright:
        browser = launch(playwright)
        desktop = browser.new_context(base_url=base_url, viewport={**DESKTOP_VIEWPORT, "height": 820}).new_page()
        box = save_game(desktop)
        box.scroll_into_view_if_needed()
        take(desktop, out / "offline-saved.png")
        desktop.context.set_offline(True)
        desktop.goto(f"/search/?q={QUESTION.replace(' ', '+')}&game={GAME}")
        desktop.locator("[data-offline-search-results] li").first.wait_for()
        take(desktop, out / "offline-search.png")

        phone = browser.new_context(base_url=base_url, **PHONE_OPTIONS).new_page()
        save_game(phone)
        phone.context.set_offline(True)
        phone.goto(example.get_absolute_url())
        phone.locator("#offline-banner").wait_for(state="visible")
        phone.evaluate("window.scrollTo(0, 0)")
        take(phone, out / "offline-phone-section.png")
        browser.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots", help="directory for the PNG files")
    args = parser.parse_args()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # ORM lookups run beside Playwright's event loop
    workdir = Path(tempfile.mkdtemp(prefix="rules-screenshots-offline-"))
    try:
        prepare_site(workdir)
        shoot(scratch_site.serve(), out)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
