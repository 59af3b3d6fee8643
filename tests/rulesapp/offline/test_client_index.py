"""The client index rebuild_index writes for offline use, and the views that serve it and the app's worker."""
import json
from datetime import UTC, datetime

import pytest
from django.contrib.staticfiles import finders

from rulesapp.models import Document, Game, PlayerWording, Ruling
from rulesapp.offline import index as offline_index
from rulesapp.offline import views as offline_views
from tests.rulesapp.pages.sample_library import build_library


@pytest.fixture
def offline_dir(settings, tmp_path):
    settings.RULES_INDEX_DIR = tmp_path / "index"
    return tmp_path / "index" / "offline"


@pytest.fixture
def library(db):
    return build_library()


def read(directory, name):
    return json.loads((directory / name).read_bytes())


def test_each_game_gets_its_sections_glossary_examples_and_pages(library, offline_dir):
    catalogue = offline_index.write_all()

    assert [game["slug"] for game in catalogue] == ["marvel-skirmish", "union-city-alliance"]  # by title
    uca = read(offline_dir, "union-city-alliance.json")
    assert uca["game"] == {"slug": "union-city-alliance", "title": "Union City Alliance"}
    by_id = {entry["id"]: entry for entry in uca["entries"]}
    assert by_id["section:setting-up-heroes"]["url"] == "/games/union-city-alliance/setting-up-heroes/"
    assert by_id["section:setting-up-heroes"]["text"].startswith("Each player chooses a hero")
    assert by_id["term:discard-pile"] == {"id": "term:discard-pile", "kind": "glossary", "title": "Discard pile",
                                          "text": "Where discarded cards go.",
                                          "url": "/games/union-city-alliance/glossary/#discard-pile"}
    assert by_id["example:example-wrangler-attacks"] == {
        "id": "example:example-wrangler-attacks", "kind": "example", "title": "Wrangler attacks",
        "text": "Wrangler attacks the Raptor Goon and discards a card.", "where": "Setting up Heroes",
        "url": "/games/union-city-alliance/setting-up-heroes/#example-wrangler-attacks"}
    assert [e["kind"] for e in uca["entries"]].count("section") == 5
    # The section anchored "glossary" has the glossary page's address (that page wins): kept once.
    assert uca["pages"] == [
        "/games/union-city-alliance/", "/games/union-city-alliance/glossary/",
        "/games/union-city-alliance/read/rulebook/",  # five sections: short enough to be read whole
    ] + [f"/games/union-city-alliance/{anchor}/" for anchor in
         ("game-setup", "setting-up-heroes", "choosing-heroes", "setting-up-the-map-zone")]
    entry = next(game for game in catalogue if game["slug"] == "union-city-alliance")
    assert entry["pages"] == len(uca["pages"]) and entry["entries"] == len(uca["entries"])
    assert entry["index_bytes"] == (offline_dir / "union-city-alliance.json").stat().st_size
    # what the save box names before a copy is saved: the books' titles, never only the fingerprint
    assert entry["books"] == [document["title"] for document in uca["documents"]] and entry["books"]
    assert read(offline_dir, "games.json") == {"format": 1, "games": catalogue}


def test_every_listed_page_is_served(library, offline_dir, client):
    offline_index.write_all()
    for slug in ("union-city-alliance", "marvel-skirmish"):
        for url in read(offline_dir, f"{slug}.json")["pages"]:
            assert client.get(url).status_code == 200, url


def test_a_ruling_is_searchable_and_its_page_kept(library, offline_dir):
    uca = library["uca"]
    Ruling.objects.create(game=uca, section=library["sections"]["heroes"], anchor="ruling-team-up",
                          question="Can Odysseus use a team up deck?", answer="No.", source="FAQ")
    offline_index.write_all()
    index = read(offline_dir, "union-city-alliance.json")
    assert "/games/union-city-alliance/rulings/" in index["pages"]
    assert {"id": "ruling:ruling-team-up", "kind": "ruling", "title": "Can Odysseus use a team up deck?",
            "text": "No.", "url": "/games/union-city-alliance/setting-up-heroes/#ruling-team-up"} in index["entries"]


def test_how_players_ask_is_kept_for_the_offline_search_only_where_there_is_some(library, offline_dir):
    """The phrasings of how players ask (docs/rulebooks.md) are the offline search's third field: one per line,
    blank lines dropped; an entry without any carries no "asked" key (the file stays small). Changing them
    changes the version, so a device's copy is refreshed."""
    first = offline_index.write_all()
    heroes = library["sections"]["heroes"]
    heroes.asked = "how do I pick my hero\n\n  what does my hero start with  \n"
    heroes.save()
    again = offline_index.write_all()
    by_id = {entry["id"]: entry for entry in read(offline_dir, "union-city-alliance.json")["entries"]}
    assert by_id["section:setting-up-heroes"]["asked"] == "how do I pick my hero\nwhat does my hero start with"
    assert "asked" not in by_id["section:game-setup"] and "asked" not in by_id["term:discard-pile"]
    versions = {game["slug"]: game["version"] for game in first}
    assert {game["slug"]: game["version"] == versions[game["slug"]] for game in again} == {
        "union-city-alliance": False, "marvel-skirmish": True}


def test_the_players_wordings_of_each_game_go_with_it_and_change_its_version(library, offline_dir):
    """A game's file holds its own wordings and every game's (marked true), as the admin has them; a game's new
    wording changes that game's version only (a device refreshes the copy whose search it changes)."""
    PlayerWording.objects.all().delete()
    PlayerWording.objects.create(game="", players_say="bad guy", rulebook_says="villain\nenemy")
    first = offline_index.write_all()
    PlayerWording.objects.create(game="union-city-alliance", players_say="hold", rulebook_says="hand size")
    again = offline_index.write_all()
    uca = read(offline_dir, "union-city-alliance.json")
    assert uca["wordings"] == [["bad guy", ["villain", "enemy"], True], ["hold", ["hand size"]]]
    assert read(offline_dir, "marvel-skirmish.json")["wordings"] == [["bad guy", ["villain", "enemy"], True]]
    versions = {game["slug"]: game["version"] for game in first}
    assert {game["slug"]: game["version"] == versions[game["slug"]] for game in again} == {
        "union-city-alliance": False, "marvel-skirmish": True}


def test_the_version_changes_with_the_text_and_only_with_it(library, offline_dir):
    first = offline_index.write_all()
    again = offline_index.write_all()
    assert [game["version"] for game in again] == [game["version"] for game in first]
    assert again[0]["built_at"] >= first[0]["built_at"]

    heroes = library["sections"]["heroes"]
    heroes.text += " One more sentence."
    heroes.save()
    edited = {game["slug"]: game["version"] for game in offline_index.write_all()}
    before = {game["slug"]: game["version"] for game in first}
    assert edited["union-city-alliance"] != before["union-city-alliance"]
    assert edited["marvel-skirmish"] == before["marvel-skirmish"]  # another game's text did not change
    assert len(edited["union-city-alliance"]) == 12


def test_the_import_date_is_the_latest_recorded_or_null(library, offline_dir):
    offline_index.write_all()
    assert read(offline_dir, "union-city-alliance.json")["imported_at"] is None  # imported before dates were kept

    uca = library["uca"]
    Document.objects.filter(game=uca).update(imported_at=datetime(2026, 11, 30, 9, 15, tzinfo=UTC))
    Document.objects.create(game=uca, slug="faq", title="FAQ", source_file="faq.md", order=1)  # undated: older
    offline_index.write_all()
    index = read(offline_dir, "union-city-alliance.json")
    assert index["imported_at"] == "2026-11-30T09:15:00Z"
    assert [(d["slug"], d["imported_at"]) for d in index["documents"]] == [
        ("rulebook", "2026-11-30T09:15:00Z"), ("faq", None)]


def test_a_removed_game_loses_its_file(library, offline_dir):
    offline_index.write_all()
    Game.objects.filter(slug="marvel-skirmish").delete()
    catalogue = offline_index.write_all()
    assert [game["slug"] for game in catalogue] == ["union-city-alliance"]
    assert not (offline_dir / "marvel-skirmish.json").exists()
    assert sorted(path.name for path in offline_dir.iterdir()) == ["games.json", "union-city-alliance.json"]


def test_before_any_build_the_views_say_what_to_run(library, offline_dir, client):
    for url in ("/offline/games.json", "/offline/games/union-city-alliance.json"):
        response = client.get(url)
        assert response.status_code == 404
        assert "manage.py rebuild_index" in response.json()["error"]
    assert "No offline copy has been built" in client.get("/offline/").content.decode()


def test_the_index_is_served_with_its_version_as_etag(library, offline_dir, client):
    catalogue = offline_index.write_all()
    version = next(game["version"] for game in catalogue if game["slug"] == "union-city-alliance")

    listed = client.get("/offline/games.json")
    assert listed.status_code == 200 and listed["Cache-Control"] == "no-store"
    assert listed.json()["games"] == catalogue

    response = client.get("/offline/games/union-city-alliance.json")
    assert response.status_code == 200 and response["ETag"] == f'"{version}"'
    assert json.loads(b"".join(response.streaming_content))["version"] == version
    assert client.get("/offline/games/union-city-alliance.json", HTTP_IF_NONE_MATCH=f'"{version}"').status_code == 304
    missing = client.get("/offline/games/chess.json")
    assert missing.status_code == 404 and "chess" in missing.json()["error"]


def test_the_worker_lists_a_shell_that_exists_and_the_manifest_installs(db, client):
    offline_views._worker_script.cache_clear()
    worker = client.get("/sw.js")
    assert worker.status_code == 200 and worker["Content-Type"].startswith("text/javascript")
    assert worker["Cache-Control"] == "no-cache"
    first_line = worker.content.decode().splitlines()[0]
    shell = json.loads(first_line.removeprefix("const OFFLINE_SHELL = ").removesuffix(";"))
    assert "/offline/" in shell and "/offline/search/" in shell
    for url in shell:
        if url.startswith("/static/"):
            assert finders.find(url.removeprefix("/static/")), url
        else:
            assert client.get(url).status_code == 200, url

    manifest = client.get("/manifest.webmanifest")
    assert manifest["Content-Type"] == "application/manifest+json"
    body = manifest.json()
    assert body["start_url"] == "/" and body["display"] == "standalone"
    sizes = {icon["sizes"] for icon in body["icons"]}
    assert {"192x192", "512x512"} <= sizes  # what Chromium needs to offer installing
    for icon in body["icons"]:
        assert finders.find(icon["src"].removeprefix("/static/")), icon["src"]


def test_the_search_library_is_vendored_whole_with_its_licence():
    """static/vendor/minisearch-7.2.0 is `npm pack minisearch@7.2.0`'s dist/umd files, unchanged (docs/offline.md)."""
    import hashlib

    expected = {
        "index.js": "03c27931eb603af1d3358579e9885eafdb6a2f5fa9929557b3e77d7e99d06d03",
        "index.js.map": "4bf7e52bd41838937a53151140594816afdcc913b2fd8348f9ef44668beeda41",
        "LICENSE.txt": "70d37354d6395629fb99edb28cb37a5d356ffa24a48cd02a5def5b83a300a899",
    }
    for name, sha in expected.items():
        path = finders.find(f"vendor/minisearch-7.2.0/{name}")
        assert path, name
        with open(path, "rb") as handle:
            assert hashlib.sha256(handle.read()).hexdigest() == sha, name


BOOK = """# House Rules

## Setup

Each player draws five cards.

## Turns

Play passes to the left.
"""


def test_an_import_dates_a_document_when_it_changes_it_and_only_then(db, tmp_path, settings, monkeypatch):
    import io
    import types
    from datetime import timedelta

    from django.core.management import call_command

    from rulesapp.importer import loader

    clock = iter(datetime(2026, 12, 1, 8, 0, 0, 500_000, tzinfo=UTC) + timedelta(hours=hour) for hour in range(20))
    monkeypatch.setattr(loader, "timezone", types.SimpleNamespace(now=lambda: next(clock)))

    settings.IMPORT_BACKUP_DIR = tmp_path / "backups"  # --replace keeps a copy of the document it replaces
    book = tmp_path / "house-rules.md"
    book.write_text(BOOK, encoding="utf-8")

    def imported(**replace):
        call_command("import_rulebook", str(book), game="house-rules", title="House Rules", stdout=io.StringIO(),
                     stderr=io.StringIO(), **replace)
        return Document.objects.get(game__slug="house-rules").imported_at

    first = imported()
    # A time the clock gave (each import's preview, rolled back, takes one too), in whole seconds: a JSON copy
    # of the document (importer/backup.py) keeps milliseconds only and must restore it exactly.
    assert first.minute == 0 and first.microsecond == 0
    assert imported() == first  # read again, unchanged: the date is when the text arrived
    book.write_text(BOOK.replace("five", "six"), encoding="utf-8")
    assert imported(replace="rulebook") > first


def test_rebuild_index_writes_the_offline_copies(library, offline_dir):
    import io

    from django.core.management import call_command

    from rulesapp.search import storage

    out = io.StringIO()
    try:
        call_command("rebuild_index", stdout=out)
    finally:
        storage.close_thread_searchers()
    catalogue = read(offline_dir, "games.json")["games"]
    assert [game["slug"] for game in catalogue] == ["marvel-skirmish", "union-city-alliance"]
    uca = next(game for game in catalogue if game["slug"] == "union-city-alliance")
    assert ("Offline copies (what a browser saves with “Save for offline”): 2 games; marvel-skirmish version "
            in out.getvalue())
    assert f"; union-city-alliance version {uca['version']}, {uca['pages']} pages, {uca['index_bytes']} bytes of index" \
        in out.getvalue()


def test_the_admin_shows_a_documents_import_date_and_does_not_edit_it(library, admin_client):
    uca = library["uca"]
    Document.objects.filter(game=uca).update(imported_at=datetime(2026, 11, 30, 9, 15, tzinfo=UTC))
    html = admin_client.get(f"/admin/rulesapp/game/{uca.pk}/change/").content.decode()
    assert "Imported at" in html and "Nov. 30, 2026" in html
    assert 'name="documents-0-imported_at"' not in html
