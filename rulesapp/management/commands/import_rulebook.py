"""`manage.py import_rulebook FILE --game SLUG`: import (or re-import) one rulebook text export.

Safe to run again: rows are updated in place by anchor, so an unchanged file changes nothing and
a changed one updates only what changed (see rulesapp.importer.loader). With -v 2 it also prints
the parser's notes (headings found by shape, steps moved, entries relocated).
"""
import hashlib
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rulesapp.importer import GAME_TITLES, load, parse_rulebook


def read_rulebook(path):
    """(text, sha256) of a rulebook file, or CommandError naming what is wrong with it."""
    path = Path(path)
    if not path.exists():
        raise CommandError(f"Rulebook file not found: {path}")
    if not path.is_file():
        raise CommandError(f"Rulebook path is not a file: {path}")
    try:
        data = path.read_bytes()
    except OSError as error:
        raise CommandError(f"Cannot read rulebook file {path}: {error.strerror or error}") from error
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise CommandError(f"Rulebook file {path} is not UTF-8 text (byte {error.start})") from error
    if not text.strip():
        raise CommandError(f"Rulebook file {path} is empty")
    return text, hashlib.sha256(data).hexdigest()


def check_slug(slug):
    if slug not in GAME_TITLES:
        raise CommandError(f"Unknown game {slug!r}. Known games: {', '.join(GAME_TITLES)}")


def import_file(path, slug, report=None):
    """Parse and load one file; returns the loader's result. `report(note)` sees the parse notes."""
    check_slug(slug)
    text, sha = read_rulebook(path)
    parsed = parse(text, slug, path)
    for note in parsed.notes if report else ():
        report(note)
    return load(parsed, Path(path).name, sha)


def parse(text, slug, path):
    """parse_rulebook, with a parser's complaint turned into a CommandError naming the file."""
    try:
        return parse_rulebook(text, slug)
    except ValueError as error:
        raise CommandError(f"Cannot read {path} as {slug}: {error}") from error


class Command(BaseCommand):
    help = "Import one rulebook text export as a game: sections, glossary terms, worked examples."

    def add_arguments(self, parser):
        parser.add_argument("file", help="path to the rulebook .txt export")
        parser.add_argument("--game", required=True, help=f"game slug: one of {', '.join(GAME_TITLES)}")

    def handle(self, *args, file, game, verbosity=1, **options):
        report = (lambda note: self.stdout.write(f"  note: {note}")) if verbosity >= 2 else None
        self.stdout.write(import_file(file, game, report).summary())
