"""The offline search's engine (static/js/offline-search.js, `OfflineSearch`), run in chromium on a blank page
with the vendored MiniSearch, as bench/offline_search_quality.py runs it: a question in players' words finds
the rule through the phrasings of how players ask (the client index's `asked`), which its text does not use,
and through the players' wordings (`wordings`): a game's own with that game searched alone, over several games
only those every game shares, each scoring its own game's entries only."""
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
], "wordings": [["cap", ["hand size"]], ["limit", ["hand size"], True]]}
SKIRMISH = {"game": {"slug": "marvel-skirmish", "title": "Marvel: Skirmish!"}, "wordings": [], "entries": [
    {"id": "section:hand-size", "kind": "section", "title": "Hand Size", "url": "/sk/hand-size/",
     "text": "Draw up to your hand size."}]}


def searched(chromium, indexes, questions):
    page = chromium.new_page()
    try:
        page.set_content("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>")
        page.add_script_tag(path=str(ROOT / "static" / MINISEARCH))
        page.add_script_tag(path=str(ROOT / "static" / "js" / "offline-search.js"))
        return page.evaluate("""([indexes, questions]) => {
            const engine = window.OfflineSearch.engineFor(indexes);
            return questions.map((q) => window.OfflineSearch.find(engine, q).map((hit) => hit.id));
        }""", [indexes, questions])
    finally:
        page.close()


@pytest.mark.browser
def test_a_question_in_players_words_finds_the_rule_by_how_players_ask(chromium):
    found = searched(chromium, [INDEX], ["how many cards can I hold", "hand size", "discar"])
    assert found[0][0] == "union-city-alliance:section:hand-size"  # by its phrasing, above the text with the words
    assert found[1] == ["union-city-alliance:section:hand-size"]  # the rulebook's words, as before
    assert found[2] == ["union-city-alliance:section:hand-size"]  # a word's beginning


@pytest.mark.browser
def test_players_wordings_add_the_rulebooks_words_for_their_own_game(chromium):
    alone = searched(chromium, [INDEX], ["what is the cap", "what is the limit"])
    assert alone == [["union-city-alliance:section:hand-size"]] * 2  # "cap", "limit": no entry has the word
    both = searched(chromium, [INDEX, SKIRMISH], ["what is the cap", "what is the limit"])
    assert both[0] == []  # the game's own wording is not used over several games
    assert both[1] == ["union-city-alliance:section:hand-size"]  # an every-game one is, in its game's entries only
