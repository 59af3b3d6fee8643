"""The offline search's engine (static/js/offline-search.js, `OfflineSearch`), run in chromium on a blank page
with the vendored MiniSearch, as bench/offline_search_quality.py runs it: a question in players' words finds
the rule through the phrasings of how players ask (the client index's `asked`), which its text does not use."""
from pathlib import Path

import pytest

from rulesapp.offline.views import MINISEARCH

ROOT = Path(__file__).resolve().parents[2]
INDEX = {"game": {"slug": "union-city-alliance", "title": "Union City Alliance"}, "entries": [
    {"id": "section:hand-size", "kind": "section", "title": "Hand Size", "url": "/hand-size/",
     "text": "At the end of your turn, discard down to your hand size of six.",
     "asked": "how many cards can I hold\ndo I have to throw cards away"},
    {"id": "section:holding-zones", "kind": "section", "title": "Zones", "url": "/zones/",
     "text": "Many cards stay in play; a hero may hold a card in reserve. Cards in reserve are face down."},
]}


@pytest.mark.browser
def test_a_question_in_players_words_finds_the_rule_by_how_players_ask(chromium):
    page = chromium.new_page()
    try:
        page.set_content("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>")
        page.add_script_tag(path=str(ROOT / "static" / MINISEARCH))
        page.add_script_tag(path=str(ROOT / "static" / "js" / "offline-search.js"))
        found = page.evaluate("""([index, questions]) => {
            const engine = window.OfflineSearch.engineFor([index]);
            return questions.map((q) => window.OfflineSearch.find(engine, q).map((hit) => hit.id));
        }""", [INDEX, ["how many cards can I hold", "hand size", "discar"]])
    finally:
        page.close()
    assert found[0][0] == "union-city-alliance:section:hand-size"  # by its phrasing, above the text with the words
    assert found[1] == ["union-city-alliance:section:hand-size"]  # the rulebook's words, as before
    assert found[2] == ["union-city-alliance:section:hand-size"]  # a word's beginning
