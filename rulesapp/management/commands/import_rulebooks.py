"""`manage.py import_rulebooks`: import all four rulebooks from settings.RULEBOOK_DIR (<slug>.txt).

Every file is read and parsed before anything is written, so a missing or unreadable file leaves
the database as it was; each game is then loaded in its own transaction. Idempotent like import_rulebook.
"""
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from rulesapp.importer import GAME_TITLES, load
from rulesapp.management.commands.import_rulebook import parse, read_rulebook


class Command(BaseCommand):
    help = "Import every known rulebook from RULEBOOK_DIR (file name = game slug + .txt)."

    def handle(self, *args, **options):
        directory = Path(settings.RULEBOOK_DIR)
        sources = {slug: read_rulebook(directory / f"{slug}.txt") for slug in GAME_TITLES}
        parsed = {slug: parse(text, slug, directory / f"{slug}.txt") for slug, (text, _) in sources.items()}
        for slug, (_, sha) in sources.items():
            self.stdout.write(load(parsed[slug], f"{slug}.txt", sha).summary())
