"""Resolve scenario files with the configured limits (see adjudicator/cli.py for the options)."""
import sys

from django.conf import settings
from django.core.management.base import BaseCommand

from adjudicator import cli
from adjudicator.limits import Limits


class Command(BaseCommand):
    help = "Resolve a scenario (trace, --json, --svg/--dot) or --check every scenario under some paths."
    # Django's system checks examine the site (URLs, views, models, deployment settings), none of which this
    # command uses: it reads the scenario files and two settings. Running them imported every view and the search
    # stack and took about 0.9 s of CPU before each resolution; like `manage.py shell`, it runs none
    # (`manage.py check` runs them).
    requires_system_checks: list[str] = []

    def add_arguments(self, parser):
        cli.add_arguments(parser)

    def handle(self, *args, **options):
        limits = Limits.from_mapping(settings.ADJUDICATOR_LIMITS)
        code = cli.run(options, self.stdout, self.stderr, limits, settings.GRAPHVIZ_DOT,
                       settings.GRAPHVIZ_TIMEOUT_SECONDS)
        if code:
            sys.exit(code)
