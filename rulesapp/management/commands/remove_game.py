"""`manage.py remove_game SLUG --yes`: remove one imported game and everything imported with it.

Never run by any script. It names the game by its slug (no pattern, no "all"), and without --yes it only
prints what it would delete and exits 2. With --yes it first writes a JSON copy of every row it is about to
delete (restorable with `manage.py loaddata FILE`), then deletes them in one transaction, and says to
rebuild the search index. The players' wordings kept for the slug (PlayerWording, edited in the admin) and
the shared scenarios are not the game's import: they stay.
"""
import difflib
from datetime import UTC, datetime
from pathlib import Path

from django.conf import settings
from django.core import serializers
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from rulesapp.models import Game, PlayerWording

DEFAULT_COPY_DIR = Path(settings.BASE_DIR) / "var" / "removed"


def bad_input(message: str) -> CommandError:
    return CommandError(message, returncode=2)


def rows_of(game: Game) -> list:
    """Every row imported with the game, parents before children (so loaddata restores them in order)."""
    return [game, *game.documents.all(), *game.sections.order_by("depth", "order"), *game.terms.all(),
            *game.examples.all(), *game.rulings.all()]


class Command(BaseCommand):
    help = "Remove one imported game (its documents, sections, glossary, examples and rulings), keeping a JSON copy."

    def add_arguments(self, parser):
        parser.add_argument("slug", help="the game's slug, typed in full, e.g. valiant-universe")
        parser.add_argument("--yes", action="store_true", help="delete (without it: only say what would be deleted)")
        parser.add_argument("--copy-to", type=Path, default=None,
                            help=f"where to write the JSON copy (default {DEFAULT_COPY_DIR}/SLUG-TIME.json)")

    def handle(self, *args, slug, yes, copy_to, **options):
        game = Game.objects.filter(slug=slug).first()
        if game is None:
            slugs = list(Game.objects.values_list("slug", flat=True))
            near = difflib.get_close_matches(slug, slugs, n=1)
            hint = f"; did you mean {near[0]!r}?" if near else f"; the games are: {', '.join(slugs) or 'none'}"
            raise bad_input(f"No game {slug!r}{hint}")
        counts = {"documents": game.documents.count(), "sections": game.sections.count(),
                  "glossary terms": game.terms.count(), "examples": game.examples.count(),
                  "rulings": game.rulings.count()}
        listed = ", ".join(f"{count} {name}" for name, count in counts.items())
        self.stdout.write(f"{game.title} ({slug}): the game, {listed}.")
        kept = PlayerWording.objects.filter(game=slug).count()
        if kept:
            self.stdout.write(f"Kept: {kept} players' wordings for {slug} (delete them in the admin if you wish).")
        if not yes:
            raise bad_input(f"Nothing deleted. To delete the above, run: manage.py remove_game {slug} --yes")
        copy = copy_to or DEFAULT_COPY_DIR / f"{slug}-{datetime.now(UTC):%Y%m%dT%H%M%SZ}.json"
        with transaction.atomic():
            rows = rows_of(Game.objects.select_for_update().get(pk=game.pk))
            try:
                copy.parent.mkdir(parents=True, exist_ok=True)
                with open(copy, "x", encoding="utf-8") as handle:
                    serializers.serialize("json", rows, indent=1, stream=handle)
            except OSError as error:
                raise CommandError(f"Could not write the copy {copy}: {error}; nothing deleted") from error
            game.delete()
        self.stdout.write(self.style.SUCCESS(f"Deleted {game.title} ({len(rows)} rows). A copy is in {copy} "
                                             f"(manage.py loaddata {copy} restores it)."))
        self.stdout.write("Search still finds it until you run: manage.py rebuild_index")
