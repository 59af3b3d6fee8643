"""`manage.py import_rulebooks`: import all four rulebooks from settings.RULEBOOK_DIR (<slug>.txt).

Every file is checked before anything is written, so a missing file leaves the database as it
was; each game is then loaded in its own transaction. Idempotent like import_rulebook.
"""
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from rulesapp.importer import GAME_TITLES, load, parse_rulebook
from rulesapp.management.commands.import_rulebook import read_rulebook


class Command(BaseCommand):
    help = "Import every known rulebook from RULEBOOK_DIR (file name = game slug + .txt)."

    def handle(self, *args, **options):
        directory = Path(settings.RULEBOOK_DIR)
        sources = {slug: read_rulebook(directory / f"{slug}.txt") for slug in GAME_TITLES}
        for slug, (text, sha) in sources.items():
            result = load(parse_rulebook(text, slug), f"{slug}.txt", sha)
            self.stdout.write(result.summary())
