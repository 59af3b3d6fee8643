"""The client index: what a device needs to read and keyword-search one game's rules without network.

`rebuild_index` writes one JSON file per game under `<RULES_INDEX_DIR>/offline/` (atomically: a reader sees
the old file or the new one), and a catalogue of them. A game's file holds:

- `version`: a fingerprint of the game's rule text (sections, glossary, worked examples, rulings and its
  documents' source hashes): any import or admin edit that changes the text changes it, nothing else does;
- `imported_at`: when an import last changed one of its documents (the latest), or null when the documents
  were imported before the date was recorded; `built_at`: when this file was written;
- `pages`: every page of the game to keep (contents, glossary, rulings, each section, a short document read
  whole), which the browser's "Save for offline" fetches into its cache;
- `entries`: the searchable text (one per section, glossary term, worked example and ruling) with its
  page, for the browser's keyword search (static/vendor/minisearch-*);
- `wordings`: the players' wordings that apply to the game (its own and every game's, as the admin edits
  them: rulesapp.models.PlayerWording), [players' words, [rulebook words, ...]] with a third item `true` for
  one every game shares, with which the offline search adds the rulebook's words to a question that uses
  the players' (static/js/offline-search.js).
"""
import hashlib
import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db.models import Count
from django.urls import reverse
from django.utils import timezone

from rulesapp import whole_document
from rulesapp.models import Example, Game, GlossaryTerm, Ruling, Section
from rulesapp.search.build import player_vocabulary
from rulesapp.search.vocabulary import ALL_GAMES, PlayerVocabulary

FORMAT = 1
DIRECTORY_NAME = "offline"
CATALOGUE_NAME = "games.json"


def offline_dir() -> Path:
    """Where the client indexes live: beside the search index they are built with (this server's own)."""
    return Path(settings.RULES_INDEX_DIR) / DIRECTORY_NAME


def _iso(moment: datetime | None) -> str | None:
    return moment.astimezone(UTC).isoformat(timespec="seconds").replace("+00:00", "Z") if moment else None


def _asked(phrasings: str) -> dict[str, str]:
    """A section's or term's phrasings of how players ask about it (docs/rulebooks.md), one per line, as the
    offline search's third field; nothing when it has none (most entries: the file stays small)."""
    lines = [line.strip() for line in phrasings.splitlines() if line.strip()]
    return {"asked": "\n".join(lines)} if lines else {}


def _entries(game: Game) -> list[dict[str, str]]:
    """The game's searchable rows, in book order, each with the page (and anchor) that shows it."""
    section_url = Section.url_maker(game.slug)
    glossary_url = reverse("rulesapp:glossary", args=[game.slug])
    entries = []
    for section in game.sections.order_by("document__order", "order").only("anchor", "title", "number", "text",
                                                                             "asked"):
        title = f"{section.number} {section.title}".strip() if section.number else section.title
        entries.append({"id": f"section:{section.anchor}", "kind": "section", "title": title,
                        "text": section.text, "url": section_url(section.anchor)} | _asked(section.asked))
    for term in GlossaryTerm.objects.filter(game=game).order_by("term", "anchor"):
        entries.append({"id": f"term:{term.anchor}", "kind": "glossary", "title": term.term,
                        "text": term.definition, "url": f"{glossary_url}#{term.anchor}"} | _asked(term.asked))
    for example in Example.objects.filter(game=game).select_related("section").order_by("order", "anchor"):
        entries.append({"id": f"example:{example.anchor}", "kind": "example", "title": example.title,
                        "text": example.text, "where": example.section.title,
                        "url": f"{section_url(example.section.anchor)}#{example.anchor}"})
    for ruling in Ruling.objects.filter(game=game).select_related("section").order_by("document__order", "order"):
        url = (f"{section_url(ruling.section.anchor)}#{ruling.anchor}" if ruling.section_id is not None
               else f"{reverse('rulesapp:rulings', args=[game.slug])}#{ruling.anchor}")
        entries.append({"id": f"ruling:{ruling.anchor}", "kind": "ruling", "title": ruling.question,
                        "text": ruling.answer, "url": url})
    return entries


def _pages(game: Game) -> list[str]:
    """Every page of the game a reader reaches from its contents, without the cards (not rules text)."""
    section_url = Section.url_maker(game.slug)
    pages = [reverse("rulesapp:game", args=[game.slug]), reverse("rulesapp:glossary", args=[game.slug])]
    if game.rulings.exists():
        pages.append(reverse("rulesapp:rulings", args=[game.slug]))
    for document in game.documents.annotate(section_count=Count("sections")):
        if whole_document.readable_whole(document, document.section_count):
            pages.append(whole_document.whole_url(game.slug, document.slug))
    pages += [section_url(anchor) for anchor in
              game.sections.order_by("document__order", "order").values_list("anchor", flat=True)]
    return list(dict.fromkeys(pages))  # a section anchored "glossary" has the glossary page's address


def _wordings(game: Game, vocabulary: PlayerVocabulary) -> list[list]:
    """[[players' words, [rulebook words, ...]], ...] for the game: every game's (marked True), then its own
    (which win)."""
    every_game = dict(vocabulary.table.get(ALL_GAMES) or {})
    own = dict(vocabulary.table.get(game.slug) or {})
    merged = every_game | own
    return [[players_say, list(merged[players_say])] + ([True] if players_say not in own else [])
            for players_say in sorted(merged)]


def game_index(game: Game, built_at: datetime, vocabulary: PlayerVocabulary | None = None) -> dict[str, Any]:
    """The client index of one game (see the module's docstring)."""
    documents = list(game.documents.order_by("order", "slug"))
    entries = _entries(game)
    wordings = _wordings(game, vocabulary or player_vocabulary())
    fingerprinted = {"game": [game.slug, game.title],
                     "documents": [[d.slug, d.title, d.source_sha256] for d in documents], "entries": entries,
                     "wordings": wordings}
    version = hashlib.sha256(json.dumps(fingerprinted, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:12]
    imported = [d.imported_at for d in documents if d.imported_at is not None]
    return {
        "format": FORMAT,
        "game": {"slug": game.slug, "title": game.title},
        "version": version,
        # An undated document was imported before dates were kept, so before any dated one: the latest date known
        # is the game's last import.
        "imported_at": _iso(max(imported)) if imported else None,
        "built_at": _iso(built_at),
        "documents": [{"slug": d.slug, "title": d.title, "source_sha256": d.source_sha256,
                       "imported_at": _iso(d.imported_at)} for d in documents],
        "pages": _pages(game),
        "entries": entries,
        "wordings": wordings,
    }


def _write_atomically(path: Path, data: bytes) -> None:
    with tempfile.NamedTemporaryFile(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp", delete=False) as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    os.replace(out.name, path)


def _encode(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def write_all(directory: Path | None = None) -> list[dict[str, Any]]:
    """Write every game's client index and the catalogue; remove the files of games no longer in the library.
    Returns the catalogue: per game its slug, title, version, books' titles (what the offline box names), dates, and the counts and bytes of its file."""
    directory = directory or offline_dir()
    directory.mkdir(parents=True, exist_ok=True)
    built_at = timezone.now()
    vocabulary = player_vocabulary()
    catalogue = []
    for game in Game.objects.order_by("title"):
        index = game_index(game, built_at, vocabulary)
        data = _encode(index)
        _write_atomically(directory / f"{game.slug}.json", data)
        catalogue.append({key: index[key] for key in ("version", "imported_at", "built_at")} | {
            "books": [document["title"] for document in index["documents"]], "slug": game.slug, "title": game.title, "pages": len(index["pages"]),
            "entries": len(index["entries"]), "index_bytes": len(data)})
    _write_atomically(directory / CATALOGUE_NAME, _encode({"format": FORMAT, "games": catalogue}))
    kept = {f"{entry['slug']}.json" for entry in catalogue} | {CATALOGUE_NAME}
    for stale in directory.glob("*.json"):
        if stale.name not in kept:
            stale.unlink(missing_ok=True)
    return catalogue


def read_catalogue(directory: Path | None = None) -> dict[str, Any] | None:
    """The catalogue the last rebuild_index wrote, or None when none was written here."""
    try:
        return json.loads(((directory or offline_dir()) / CATALOGUE_NAME).read_bytes())
    except FileNotFoundError:
        return None


def game_file(slug: str, directory: Path | None = None) -> Path:
    return (directory or offline_dir()) / f"{slug}.json"
