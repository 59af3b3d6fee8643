"""`manage.py import_rulebook FILE --game SLUG [--title "…"] [--document SLUG]`: import one document.

For a game the product ships (rulesapp/importer/catalog.py), FILE is one of its documents: the one
named by --document, else the one whose file has FILE's name, else the game's original document
(an edited copy of it). For any other game, FILE is a Markdown rulebook and --title names the
game: it is added with its sections, glossary and rulings, searchable once the index is rebuilt,
and no code (it has no timing model of its own).

Safe to run again: rows are updated in place by anchor, so an unchanged file changes nothing and
a changed one updates only what changed (see rulesapp.importer.loader). With -v 2 it also prints
the parser's notes (headings found by shape, steps moved, entries relocated). Bad input stops it
with exit status 2 and a message naming the problem; nothing is written then.
"""
import hashlib
import re
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rulesapp.importer import GAME_TITLES, GAMES_BY_SLUG, catalog, load, parse_document
from rulesapp.importer.catalog import GameSpec
from rulesapp.importer.loader import ImportConflict
from rulesapp.models import Game

SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
MARKDOWN_SUFFIXES = (".md", ".markdown")
MAX_TITLE = 200


def bad_input(message):
    return CommandError(message, returncode=2)


def read_rulebook(path):
    """(text, sha256) of a rulebook file, or CommandError naming what is wrong with it."""
    path = Path(path)
    if not path.exists():
        raise bad_input(f"Rulebook file not found: {path}")
    if not path.is_file():
        raise bad_input(f"Rulebook path is not a file: {path}")
    try:
        data = path.read_bytes()
    except OSError as error:
        raise bad_input(f"Cannot read rulebook file {path}: {error.strerror or error}") from error
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise bad_input(f"Rulebook file {path} is not UTF-8 text (byte {error.start})") from error
    if not text.strip():
        raise bad_input(f"Rulebook file {path} is empty")
    return text, hashlib.sha256(data).hexdigest()


def parse(text, game, document, path):
    """parse_document, with a parser's complaint turned into a CommandError naming the file."""
    try:
        return parse_document(text, game, document)
    except ValueError as error:
        raise bad_input(f"Cannot read {path} as {game.slug}: {error}") from error


def choose_document(game, path, document_slug=None):
    """Which catalogued document of `game` the file is (see the module docstring)."""
    if document_slug:
        try:
            return game.document(document_slug)
        except KeyError:
            known = ", ".join(f"{d.slug} ({d.file})" for d in game.documents)
            raise bad_input(f"{game.slug} has no document {document_slug!r}. Its documents: {known}") from None
    return catalog.document_for_file(game, Path(path).name) or game.primary


def new_game(slug, title, path):
    """The GameSpec of a game the catalog does not have, checked: a Markdown file, a slug, a title."""
    if not title:
        raise bad_input(
            f"Unknown game {slug!r}. Known games: {', '.join(GAME_TITLES)}. "
            "To add a new game from a Markdown rulebook, give its name with --title."
        )
    if not SLUG_RE.match(slug) or len(slug) > 50:
        raise bad_input(f"--game {slug!r} is not a slug: use lower-case letters, digits and single hyphens")
    if len(title) > MAX_TITLE or not title.strip():
        raise bad_input(f"--title must be 1 to {MAX_TITLE} characters")
    if Path(path).suffix.lower() not in MARKDOWN_SUFFIXES:
        raise bad_input(f"A new game is imported from a Markdown rulebook (.md); {Path(path).name} is not one")
    return GameSpec(slug, title.strip(), (catalog.imported_document(Path(path).name),))


def import_file(path, slug, report=None, title="", document_slug=None):
    """Parse and load one file; returns the loader's result. `report(note)` sees the parse notes."""
    known = GAMES_BY_SLUG.get(slug)
    if known is not None and title and title.strip() != known.title:
        raise bad_input(f"--title is for a new game; {slug} is {known.title!r}")
    if known is None and document_slug:
        raise bad_input("--document is for a game the product ships; a new game has one document")
    if known is None and not title:
        title = Game.objects.filter(slug=slug).values_list("title", flat=True).first() or ""  # a re-import
    game = known or new_game(slug, title, path)
    text, sha = read_rulebook(path)
    document = choose_document(game, path, document_slug) if known else game.primary
    parsed = parse(text, game, document, path)
    if known is None and parsed.book_title:
        document = catalog.imported_document(document.file, parsed.book_title[:MAX_TITLE])
    for note in parsed.notes if report else ():
        report(note)
    try:
        return load(parsed, document, sha, order=game.documents.index(document) if known else 0)
    except ImportConflict as error:
        raise bad_input(f"Cannot import {path}: {error}") from error


class Command(BaseCommand):
    help = "Import one rulebook document: sections, glossary terms, worked examples, rulings."

    def add_arguments(self, parser):
        parser.add_argument("file", help="path to the rulebook (.txt export, or .md for any game)")
        parser.add_argument("--game", required=True, help=f"game slug: one of {', '.join(GAME_TITLES)}, or a new one")
        parser.add_argument("--title", default="", help="the game's name, to add a game the product does not ship")
        parser.add_argument("--document", default=None, help="which document of a shipped game FILE is (its slug)")

    def handle(self, *args, file, game, title="", document=None, verbosity=1, **options):
        report = (lambda note: self.stdout.write(f"  note: {note}")) if verbosity >= 2 else None
        self.stdout.write(import_file(file, game, report, title=title, document_slug=document).summary())
