"""`manage.py load_scenarios [DIR]`: mirror fixtures/scenarios/ into the examples library.

Idempotent: new files are added, changed ones updated, rows whose file is gone
deleted, and nothing else is written. Files that do not validate are loaded
anyway (the library shows their problem) and listed here, so a broken fixture
is noticed at setup instead of on the page.
"""
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from adjudicator.web import library


class Command(BaseCommand):
    help = "Load (or update) every scenario under SCENARIO_DIR into the examples library."

    def add_arguments(self, parser):
        parser.add_argument("directory", nargs="?", help="default: settings.SCENARIO_DIR")

    def handle(self, *args, **options):
        directory = Path(options["directory"] or settings.SCENARIO_DIR)
        if not directory.is_dir():
            raise CommandError(f"no scenario directory at {directory}")
        report = library.load(directory)
        self.stdout.write(f"Scenarios from {directory}: {report.summary()}")
        for name in report.invalid:
            self.stderr.write(f"  invalid (listed with its problem): {name}")
        for name in report.skipped:
            self.stderr.write(f"  skipped (file name is not a slug, or a duplicate stem): {name}")
        if options["verbosity"] >= 2:
            for label, names in (("created", report.created), ("updated", report.updated),
                                 ("deleted", report.deleted)):
                for name in names:
                    self.stdout.write(f"  {label}: {name}")
