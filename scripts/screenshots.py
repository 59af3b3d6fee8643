#!/usr/bin/env python
"""Take the screenshots of the rules pages shown in the README (docs/screenshots/*.png).

It builds a throwaway site so the pictures always show the four real rulebooks and never touch
db.sqlite3 or var/index: a temporary SQLite database and index directory, `import_rulebooks` and
`rebuild_index`, served on a free local port; then Debian's chromium visits the pages.

    .venv/bin/python scripts/screenshots.py [--out docs/screenshots]
"""
import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

import scratch_site

ROOT = Path(__file__).resolve().parents[1]
SEARCH_QUESTION = "what happens when the union deck runs out"
GAME = "union-city-alliance"
SHOWCASE_SECTION = "branches"  # Wrangler's Social Networking example, full of glossary terms


def prepare_site(workdir):
    scratch_site.prepare_site(workdir, "import_rulebooks", "rebuild_index")


serve = scratch_site.serve


def showcase_example():
    """A worked example of GAME with a glossary term in it (SHOWCASE_SECTION's first): the section shot opens that term."""
    from django.db.models import Case, IntegerField, Value, When

    from rulesapp.models import Example
    from rulesapp.templatetags.glossary_links import linker_for_game

    showcase_first = Case(When(section__anchor=SHOWCASE_SECTION, then=Value(0)), default=Value(1), output_field=IntegerField())
    examples = Example.objects.filter(game__slug=GAME).select_related("section", "game")
    for example in examples.order_by(showcase_first, "order"):
        if 'class="term"' in linker_for_game(example.game).link(example.text):
            return example
    raise SystemExit(f"No worked example of {GAME} mentions a glossary term: nothing to show in the section shot.")


def glossary_term_url(preferred="Activate"):
    """A deep link to one entry, so the shot shows the :target highlight."""
    from rulesapp.models import GlossaryTerm

    terms = GlossaryTerm.objects.filter(game__slug=GAME).order_by("term")
    term = terms.filter(term__iexact=preferred).first() or terms.first()
    if term is None:
        raise SystemExit(f"{GAME} has no glossary terms: was the import empty?")
    return term.get_absolute_url()


def open_term_popover(page, scope):
    """Focus the first glossary term in `scope` (as a keyboard user would), so its popover opens."""
    term = page.locator(f"{scope} a.term").first
    bring_near_top(page, term)
    term.focus()
    page.locator("#term-popover").wait_for(state="visible")


def bring_near_top(page, locator, margin=120):
    locator.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.evaluate(f"window.scrollBy(0, -{margin})")


def take(page, path, full_page=False):
    page.screenshot(path=str(path), full_page=full_page)
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def shoot(base_url, out):
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT))
    from tests.browser.chromium import DESKTOP_VIEWPORT, PHONE_OPTIONS, launch

    example = showcase_example()
    section_url = example.section.get_absolute_url()
    search_url = "/search/?q=" + SEARCH_QUESTION.replace(" ", "+")
    with sync_playwright() as playwright:
        browser = launch(playwright)
        desktop = browser.new_context(base_url=base_url, viewport={**DESKTOP_VIEWPORT, "height": 820}).new_page()
        desktop.goto("/")
        take(desktop, out / "home.png")
        desktop.goto(f"/games/{GAME}/")
        take(desktop, out / "game.png")
        desktop.goto(section_url)
        open_term_popover(desktop, f"#{example.anchor}")
        take(desktop, out / "section-example-popover.png")
        desktop.goto(glossary_term_url())
        desktop.evaluate("window.scrollTo(0, 0)")  # the A-Z bar and the highlighted entry in one picture
        take(desktop, out / "glossary.png")
        desktop.goto(search_url)
        take(desktop, out / "search.png")

        phone = browser.new_context(base_url=base_url, **PHONE_OPTIONS).new_page()
        phone.goto(section_url)
        bring_near_top(phone, phone.locator(f"#{example.anchor}"), margin=20)
        phone.locator(f"#{example.anchor} a.term").first.tap()
        phone.locator("#term-popover").wait_for(state="visible")
        take(phone, out / "phone-section-popover.png")
        phone.goto(search_url)
        take(phone, out / "phone-search.png")
        browser.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots", help="directory for the PNG files")
    args = parser.parse_args()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # ORM lookups run beside Playwright's event loop
    workdir = Path(tempfile.mkdtemp(prefix="rules-screenshots-"))
    try:
        prepare_site(workdir)
        shoot(serve(), out)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
