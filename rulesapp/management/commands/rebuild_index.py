"""Rebuild the search index from the database and swap it in atomically.

Run it after importing rulebooks (or after editing rules in the admin). It refuses an index directory built
from another database (rulesapp.search.provenance) unless told --replace-other-database. The new index is written
beside the one being served and replaces it only once complete and verified, so the site keeps
answering searches throughout, and a failed build leaves the old index in place. Then it writes each game's
client index for offline use (rulesapp.offline.index, docs/offline.md).
"""
import time

from django.core.management.base import BaseCommand, CommandError

from rulesapp import search as rules_search
from rulesapp.offline import index as offline_index
from rulesapp.search import provenance, storage
from rulesapp.search.semantic.model import ModelUnavailable


class Command(BaseCommand):
    help = "Build a new search index beside the current one and switch to it atomically."

    def announce_embedding(self, count: int) -> None:
        """Said before the slow part, so a first run that goes quiet for a minute is not taken for a hang."""
        self.stdout.write(
            f"Embedding {count} new passage{'s' if count != 1 else ''} with the sentence model: "
            "a first run takes a minute or two; later builds embed only changed text."
        )
        self.stdout.flush()  # to a log file or a pipe, Python would otherwise hold the line until the end

    def add_arguments(self, parser):
        parser.add_argument("--replace-other-database", action="store_true",
                            help="rebuild an index directory that was built from another database (refused "
                                 "without it: check DATABASE_URL and RULES_INDEX_DIR first)")

    def handle(self, *args, **options):
        root = storage.index_root()
        started = time.monotonic()
        try:
            counts = rules_search.rebuild_index(before_embedding=self.announce_embedding,
                                                replace_other_database=options["replace_other_database"])
        except provenance.OtherDatabase as error:
            raise CommandError(str(error)) from error
        except OSError as error:
            raise CommandError(f"Could not write the search index under {root}: {error}") from error
        except ModelUnavailable as error:
            raise CommandError(str(error)) from error
        self.stdout.write(self.style.SUCCESS(
            f"Indexed {counts['sections']} sections, {counts['glossary']} glossary terms, "
            f"{counts['examples']} examples and {counts['rulings']} rulings into {root / (storage.read_pointer(root) or '?')}"
        ))
        self.stdout.write(
            f"{counts['passages']} passages ({counts['embedded']} embedded, the rest unchanged); "
            f"built in {time.monotonic() - started:.1f} s"
        )
        try:
            games = offline_index.write_all()
        except OSError as error:
            raise CommandError(f"Could not write the offline copies under {offline_index.offline_dir()}: {error}") from error
        self.stdout.write(
            f"Offline copies (what a browser saves with “Save for offline”): {len(games)} game{'s' if len(games) != 1 else ''}"
            + "".join(f"; {game['slug']} version {game['version']}, {game['pages']} pages, {game['index_bytes']} bytes "
                      "of index" for game in games)
        )
        if not counts["documents"]:
            self.stderr.write(self.style.WARNING(
                "The index is empty: import the rulebooks first (python manage.py import_rulebooks)."
            ))
