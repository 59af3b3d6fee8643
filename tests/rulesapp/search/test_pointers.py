"""A result whose whole text is "See: X" gives its place to X: the rule itself, saying how it was reached.

The small library's pointers are added here; the Marvel Champions Rules Reference's own are searched on
the session's whole site (tests/conftest.py `full_site`)."""
import pytest

from rulesapp import search as rules_search
from rulesapp.models import Game, GlossaryTerm, Section
from rulesapp.search import engine, pointers, storage
from rulesapp.search.pointer_targets import pointer_words
from tests.rulesapp.search.conftest import UCA, add_section

MC = "marvel-champions"


@pytest.fixture
def pointer_library(built_index):
    uca = Game.objects.get(slug=UCA)
    add_section(uca, "getting-hurt", "Getting Hurt", 30, "See: Dealing Damage, Being taken down")
    add_section(uca, "knocked-out", "Knocked Out", 31, "See: Being taken down, Knockout Rules")
    add_section(uca, "wounds", "Wounds", 32, "See: Dealing Damage")
    rules_search.rebuild_index()


def found(question, game=UCA, limit=10):
    return [(hit.anchor, hit.via, hit.via_words) for hit in rules_search.search(question, game=game, limit=limit).results]


def test_the_entries_a_pointer_names_take_its_place_in_its_order(pointer_library):
    assert found("getting hurt") == [("dealing-damage", "Getting Hurt", "Dealing Damage"),
                                     ("being-taken-down", "Getting Hurt", "Being taken down")]


def test_an_entry_ranked_above_the_pointer_keeps_its_place_and_is_never_shown_twice(pointer_library):
    results = found("dealing damage")
    anchors = [anchor for anchor, _via, _words in results]
    assert results[0] == ("dealing-damage", "", "")  # ranked for itself, above the pointers to it
    assert ("being-taken-down", "Getting Hurt", "Being taken down") in results
    assert len(anchors) == len(set(anchors)) and not {"getting-hurt", "wounds"} & set(anchors)


def test_an_entry_ranked_below_the_pointer_moves_up_into_its_place_once(pointer_library, monkeypatch):
    with monkeypatch.context() as unfollowed:
        unfollowed.setattr(pointers, "followed", lambda opened, memory, ranked: (ranked, {}))
        as_ranked = [anchor for anchor, _via, _words in found("wounds")]
    engine.recent_results.clear()
    assert as_ranked[0] == "wounds" and as_ranked.index("dealing-damage") > 0
    results = found("wounds")
    anchors = [anchor for anchor, _via, _words in results]
    assert results[0] == ("dealing-damage", "Wounds", "Dealing Damage")
    assert anchors.count("dealing-damage") == 1 and len(anchors) == len(set(anchors))


def test_a_part_that_names_no_entry_keeps_the_pointer_where_that_part_stood(pointer_library):
    response = rules_search.search("knocked out", game=UCA)
    assert [(hit.anchor, hit.via) for hit in response.results[:2]] == [("being-taken-down", "Knocked Out"),
                                                                       ("knocked-out", "")]
    assert "Knockout Rules" in response.results[1].snippet
    taken_down = found("taken down")  # its one named entry is above it: the pointer stays for its other part
    assert [anchor for anchor, _via, _words in taken_down[:2]] == ["being-taken-down", "knocked-out"]


def test_the_limit_counts_the_entries_put_in_the_pointers_place(pointer_library):
    assert found("getting hurt", limit=1) == [("dealing-damage", "Getting Hurt", "Dealing Damage")]
    assert [anchor for anchor, _via, _words in found("knocked out", limit=2)] == ["being-taken-down", "knocked-out"]


def test_the_keyword_path_follows_pointers_too(pointer_library):
    engine.semantic_enabled = False
    try:
        assert found("getting hurt") == [("dealing-damage", "Getting Hurt", "Dealing Damage"),
                                         ("being-taken-down", "Getting Hurt", "Being taken down")]
    finally:
        engine.semantic_enabled = True


def test_an_index_built_before_pointers_were_resolved_is_searched_as_it_was(pointer_library, index_dir):
    version = index_dir / storage.read_pointer(index_dir)
    (version / pointers.POINTERS_FILE).unlink()
    storage.close_thread_searchers()
    engine.recent_results.clear()
    assert found("getting hurt")[0] == ("getting-hurt", "", "")


def test_the_results_page_says_how_the_entry_was_reached_escaped(built_index, client):
    add_section(Game.objects.get(slug=UCA), "hurt", "<b>Hurt</b> & harm", 30, "See: Dealing Damage")
    rules_search.rebuild_index()
    page = client.get("/search/", {"q": "hurt harm", "game": UCA}).content.decode()
    first = page[page.index('class="result '):]
    first = first[:first.index("</li>")]
    assert '<p class="result-via">&lt;b&gt;Hurt&lt;/b&gt; &amp; harm: see Dealing Damage</p>' in first
    assert ">Dealing Damage</a></h3>" in first and "<b>Hurt" not in page


def test_the_api_gives_how_each_result_was_reached(pointer_library, client):
    results = client.get("/api/search", {"q": "knocked out", "game": UCA}).json()["results"]
    assert [(hit["anchor"], hit["via"], hit["via_words"]) for hit in results[:2]] == [
        ("being-taken-down", "Knocked Out", "Being taken down"), ("knocked-out", "", "")]


def test_overpaying_finds_the_cost_rule_first_reached_from_overpay(full_site):
    for game in (MC, None):
        results = rules_search.search("is it ok to overpay for a card", game=game).results
        assert (results[0].anchor, results[0].via, results[0].via_words) == ("rules-reference-cost", "Overpay", "Cost")
        assert "rules-reference-overpay" not in [hit.anchor for hit in results]


def test_running_out_of_cards_finds_both_decks_rules_in_the_pointers_order(full_site):
    results = rules_search.search("running out of cards", game=MC).results
    assert [(hit.anchor, hit.via, hit.via_words) for hit in results[:2]] == [
        ("rules-reference-encounter-deck", "Running Out of Cards", "Encounter Deck"),
        ("rules-reference-player-deck", "Running Out of Cards", "Player Deck")]
    anchors = [(hit.kind, hit.anchor) for hit in results]
    assert len(anchors) == len(set(anchors)) and ("glossary", "rules-reference-player-deck") not in anchors


def test_every_rulebook_pointer_resolves_but_the_one_whose_entry_is_titled_otherwise(full_site, settings):
    """The four games' pointers, resolved on the imported text: only the Rules Reference has any, and its
    "End of the Player Phase" names no entry (the book's is "END OF PLAYER PHASE"), so it stays visible."""
    root = settings.RULES_INDEX_DIR
    stored = pointers.load(root / storage.read_pointer(root))
    entries = [("section", row.game.slug, row.anchor, row.text) for row in Section.objects.select_related("game")]
    entries += [("glossary", row.game.slug, row.anchor, row.definition)
                for row in GlossaryTerm.objects.select_related("game")]
    whole_pointers = {f"{kind}:{game}:{anchor}" for kind, game, anchor, text in entries if pointer_words(text)}
    assert set(stored) == whole_pointers and len(stored) >= 33 and {key.split(":")[1] for key in stored} == {MC}
    unresolved = [(key, part.words) for key, pointer in stored.items() for part in pointer.parts if not part.targets]
    assert unresolved == [("section:marvel-champions:rules-reference-round-structure", "End of the Player Phase")]
    response = rules_search.search("round structure", game=MC)
    assert [(hit.anchor, hit.via_words) for hit in response.results[:3]] == [
        ("rules-reference-round-overview", "Overview - Round Overview"), ("rules-reference-round-structure", ""),
        ("rules-reference-player-phase", "Player Phase")]
