"""Resolve scenario files with the configured limits (see adjudicator/cli.py for the options)."""
import sys

from django.conf import settings
from django.core.management.base import BaseCommand

from adjudicator import cli
from adjudicator.limits import Limits


class Command(BaseCommand):
    help = "Resolve a scenario (trace, --json, --svg/--dot) or --check every scenario under some paths."

    def add_arguments(self, parser):
        cli.add_arguments(parser)

    def handle(self, *args, **options):
        limits = Limits.from_mapping(settings.ADJUDICATOR_LIMITS)
        code = cli.run(options, self.stdout, self.stderr, limits, settings.GRAPHVIZ_DOT,
                       settings.GRAPHVIZ_TIMEOUT_SECONDS)
        if code:
            sys.exit(code)
