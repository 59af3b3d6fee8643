"""`manage.py import_rulebooks`: import every document of every game the product ships, and their rulings.

The games, their documents and files (under settings.RULEBOOK_DIR) are listed in
rulesapp/importer/catalog.py. Every file is read and parsed before anything is written, so a
missing or unreadable file leaves the database as it was; then, in one transaction (a conflict
leaves the database as it was), each document, then the game's official rulings (they point at its
sections), then how players ask about its rules (importer.asked: RULEBOOK_DIR/asked/<game>/).
Idempotent like import_rulebook, so scripts/run.sh runs it at every start.

A document (or rulings file) holding rows edited in the admin that the import would change or delete is
kept as it is: the command names those rows on stderr and goes on with the others. `--force` overwrites
them, after writing a copy of what it replaces (rulesapp/importer/backup.py).
"""
import logging
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import transaction

from rulesapp.importer import GAMES, backup, load
from rulesapp.importer.asked import read_asked
from rulesapp.importer.loader import EditedRows, ImportConflict, load_asked, load_rulings
from rulesapp.models import Document
from rulesapp.importer.rulings import parse_rulings
from rulesapp.management.commands.import_rulebook import bad_input, parse, read_rulebook

logger = logging.getLogger(__name__)


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

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true",
                            help="overwrite rows edited in the admin too (a copy of each document is kept)")

    def handle(self, *args, force=False, **options):
        with transaction.atomic():
            self.import_all(force)

    def keeping_edits(self, what, load_it, save_copy, force):
        """load_it(); where it would overwrite admin edits: with `force`, a copy first, then overwrite;
        without, the rows stay as they are and stderr says so. The result, or None when kept."""
        try:
            return load_it(False)
        except EditedRows as error:
            if not force:
                kept = (f"{what}: kept as it is, not re-imported: {error}. To overwrite them, run import_rulebooks "
                        "--force (a copy is kept)")
                logger.warning("%s", kept)
                self.stderr.write(self.style.WARNING(kept))
                return None
        self.stdout.write(f"{what}: overwriting admin edits; a copy as it was: {save_copy()}")
        return load_it(True)

    def import_all(self, force):
        for game, documents, rulings, asked in read_all(Path(settings.RULEBOOK_DIR)):
            for order, (document, parsed, sha) in enumerate(documents):
                result = self.keeping_edits(
                    f"{game.slug}/{document.slug}",
                    lambda overwrite: load(parsed, document, sha, order=order, overwrite_edits=overwrite),  # noqa: B023 (called at once, never kept)
                    lambda: backup.save_document(Document.objects.get(game__slug=game.slug, slug=document.slug)),  # noqa: B023 (called at once, never kept)
                    force)
                if result is not None:
                    self.stdout.write(result.summary())
            if game.rulings_file:
                try:
                    result = self.keeping_edits(
                        f"{game.slug}/rulings",
                        lambda overwrite: load_rulings(game.slug, rulings, overwrite_edits=overwrite),  # noqa: B023 (called at once, never kept)
                        lambda: backup.save_official_rulings(game.slug), force)  # noqa: B023 (called at once, never kept)
                except ImportConflict as error:
                    raise bad_input(f"Cannot import the rulings of {game.slug}: {error}") from error
                if result is not None:
                    self.stdout.write(result.summary())
            if asked is not None:
                try:
                    self.stdout.write(load_asked(game.slug, asked).summary())
                except ImportConflict as error:
                    raise bad_input(f"Cannot import how players ask about {game.slug}'s rules: {error}") from error
