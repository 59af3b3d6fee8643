"""`manage.py import_rulebooks`: import every document of every game the product ships, and their rulings.

The games, their documents and files (under settings.RULEBOOK_DIR) are listed in
rulesapp/importer/catalog.py. Every file is read and parsed before anything is written, so a
missing or unreadable file leaves the database as it was; each document is then loaded in its own
transaction, then the game's official rulings (they point at its sections), then how players ask about
its rules (importer.asked: RULEBOOK_DIR/asked/<game>/). Idempotent like import_rulebook.
"""
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from rulesapp.importer import GAMES, load
from rulesapp.importer.asked import read_asked
from rulesapp.importer.loader import ImportConflict, load_asked, load_rulings
from rulesapp.importer.rulings import parse_rulings
from rulesapp.management.commands.import_rulebook import bad_input, parse, read_rulebook


def read_all(directory):
    """[(game, [(document, parse, sha)], rulings, asked)] for every catalogued game (asked: None when the game
    has no asked folder); CommandError on any problem."""
    games = []
    for game in GAMES:
        documents = []
        for document in game.documents:
            text, sha = read_rulebook(directory / document.file)
            documents.append((document, parse(text, game, document, directory / document.file), sha))
        rulings = []
        if game.rulings_file:
            path = directory / game.rulings_file
            text, _ = read_rulebook(path)
            try:
                rulings = parse_rulings(text)
            except ValueError as error:
                raise bad_input(f"Cannot read the rulings in {path}: {error}") from error
        try:
            asked = read_asked(directory, game.slug)
        except ValueError as error:
            raise bad_input(f"Cannot read how players ask about {game.slug}'s rules: {error}") from error
        games.append((game, documents, rulings, asked))
    return games


class Command(BaseCommand):
    help = "Import every document of every shipped game from RULEBOOK_DIR, and their official rulings."

    def handle(self, *args, **options):
        for game, documents, rulings, asked in read_all(Path(settings.RULEBOOK_DIR)):
            for order, (document, parsed, sha) in enumerate(documents):
                self.stdout.write(load(parsed, document, sha, order=order).summary())
            if game.rulings_file:
                try:
                    self.stdout.write(load_rulings(game.slug, rulings).summary())
                except ImportConflict as error:
                    raise bad_input(f"Cannot import the rulings of {game.slug}: {error}") from error
            if asked is not None:
                try:
                    self.stdout.write(load_asked(game.slug, asked).summary())
                except ImportConflict as error:
                    raise bad_input(f"Cannot import how players ask about {game.slug}'s rules: {error}") from error
