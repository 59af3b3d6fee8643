"""How well the offline search (the device's keyword search, docs/offline.md) answers the judged questions,
beside the server's search and SQLite FTS5 on the same questions.

The offline search is run exactly as the page runs it: in Debian's chromium (Playwright, as the browser tests
start it), a blank page loads the vendored MiniSearch (rulesapp/offline/views.MINISEARCH) and the page's own
script (static/js/offline-search.js), whose `OfflineSearch.engineFor` builds the index with the page's options
and `OfflineSearch.find` returns the results the page lists. Nothing of the ranking is written here. The
indexes are the client indexes `rebuild_index` wrote (RULES_INDEX_DIR/offline/*.json). With the game filter
the engine holds that game's entries only (the page with ?game=); without it, all four games' (a device that
saved every game).

Every judged set of bench/search_quality.py (its questions, its counting: an example counts as its section, a
glossary copy of a section as the section, a term printed in a judged section as that section), with and
without the game filter:

    offline      the page's MiniSearch over the client index (top 10 of the 20 the page lists)
    server       rulesapp.search.search(): BM25F fused with the sentence model (search_quality's "ours")
    FTS5         bench/search_latency.SqliteFts5: SQLite FTS5, porter stemming, the field weights of BM25F

    MRR@10 / recall@3 / game@1 (definitions: bench/search_quality.py's docstring)

    .venv/bin/python manage.py import_rulebooks && .venv/bin/python manage.py rebuild_index
    .venv/bin/python bench/offline_search_quality.py [--set players|rulebook|mc-rules] [--offline-only]
"""
import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

import search_quality as quality  # noqa: E402  (sets up Django)
from playwright.sync_api import Page, sync_playwright  # noqa: E402

from rulesapp.offline import index as offline_index  # noqa: E402
from rulesapp.offline.views import MINISEARCH  # noqa: E402
from tests.browser.chromium import launch  # noqa: E402

PAGE_SCRIPT = ROOT / "static" / "js" / "offline-search.js"
KINDS = {"section": "section", "term": "glossary", "example": "example", "ruling": "ruling"}  # entry id -> kind
Ranked = list[tuple[str, str, str]]


class OfflineSearch:
    """The page's search in chromium: one engine per game (the filter) and one over every game."""

    def __init__(self, page: Page):
        self.page = page
        catalogue = offline_index.read_catalogue()
        if catalogue is None:
            sys.exit(f"no client index in {offline_index.offline_dir()}: run `manage.py rebuild_index`")
        indexes = [json.loads(offline_index.game_file(game["slug"]).read_bytes()) for game in catalogue["games"]]
        page.set_content("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>")
        page.add_script_tag(path=str(ROOT / "static" / MINISEARCH))
        page.add_script_tag(path=str(PAGE_SCRIPT))
        page.evaluate("""(indexes) => {
            window.engines = {"": window.OfflineSearch.engineFor(indexes)};
            indexes.forEach((index) => { window.engines[index.game.slug] = window.OfflineSearch.engineFor([index]); });
        }""", indexes)
        self.games = [index["game"]["slug"] for index in indexes]
        self.entries = sum(len(index["entries"]) for index in indexes)

    def search(self, question: str, game: str | None, limit: int = 10) -> Ranked:
        keys = self.page.evaluate("([q, game]) => window.OfflineSearch.find(window.engines[game], q).map((h) => h.id)",
                                  [question, game or ""])
        ranked = []
        for key in keys[:limit]:
            slug, kind, anchor = key.split(":", 2)
            ranked.append((slug, KINDS[kind], anchor))
        return ranked


def fts5_search() -> Callable[[str, str | None], Ranked]:
    import search_latency  # noqa: PLC0415  (after Django is set up)

    fts = search_latency.SqliteFts5()
    return lambda question, game: [tuple(row[:3]) for row in fts.search(question, game)]


def figures(search, judged, in_section, printed, use_filter: bool, parts: dict[str, list[int]]) -> dict:
    """{part: (MRR@10, recall@3, game@1)} for one search over one judged set."""
    rows = []
    for entry in judged:
        ranked = search(entry["question"], entry["game"] if use_filter else None)
        mrr, _hit3, recall3, _first = quality.score(ranked, entry, in_section, printed)
        rows.append((mrr, recall3, float(bool(ranked) and ranked[0][0] == entry["game"])))
    return {part: tuple(sum(rows[i][k] for i in positions) / max(len(positions), 1) for k in range(3))
            for part, positions in parts.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", choices=sorted(quality.SETS), help="only this judged set")
    parser.add_argument("--offline-only", action="store_true", help="only the offline search (faster)")
    args = parser.parse_args()

    quality.engine.recent_results.enabled = False  # each question really searched
    in_section, printed = quality.example_sections(), quality.printed_in()
    judged_sets = {which: quality.load(quality.SETS[which][1])
                   for which in ([args.set] if args.set else ["players", "rulebook", "mc-rules"])}
    asked = {(entry["question"], game) for judged in judged_sets.values() for entry in judged
             for game in (entry["game"], None)}
    # The browser first (Playwright's sync API runs an event loop in this thread, where Django refuses the
    # database), every question with and without its game; then the server's search and FTS5.
    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            offline = OfflineSearch(browser.new_page())
            offline_ranked = {pair: offline.search(*pair) for pair in sorted(asked, key=str)}
        finally:
            browser.close()
    print(f"offline: {offline.entries} entries of {len(offline.games)} games ({', '.join(offline.games)})")
    searches: dict[str, Callable] = {"offline": lambda question, game: offline_ranked[(question, game)]}
    if not args.offline_only:
        try:
            quality.ours("warm up", None)
        except quality.rules_search.IndexUnavailable as error:
            sys.exit(str(error))
        searches["server"] = quality.ours
        searches["FTS5"] = fts5_search()
    for which, judged in judged_sets.items():
        label = quality.SETS[which][0]
        parts = quality.parts_of(judged, which)
        for use_filter, filter_label in ((True, "with the game filter"), (False, "without a game filter")):
            print(f"\n{label}: {len(judged)} questions, {filter_label}; MRR@10 / recall@3 / game@1 per part")
            print(f"  {'':<9}" + "".join(f"{f'{part} ({len(positions)})':<22}" for part, positions in parts.items()))
            for name, search in searches.items():
                found = figures(search, judged, in_section, printed, use_filter, parts)
                print(f"  {name:<9}" + "".join(f"{'{:.3f} / {:.3f} / {:.3f}'.format(*found[part]):<22}"
                                               for part in parts))


if __name__ == "__main__":
    main()
