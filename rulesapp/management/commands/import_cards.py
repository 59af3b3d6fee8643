"""`manage.py import_cards PATH`: the Marvel Champions card pool from a local copy of the MarvelCDB data.

PATH is a checkout (or an unpacked download) of https://github.com/zzorba/marvelsdb-json-data: its
`pack/*.json` and `packs.json` are read. Every file is read before anything is written; then, in one
transaction, a card already imported is updated in place (only when something changed), a new one is
added. Nothing but Card rows is written. A card imported before and no longer in the data is named and
kept, unless `--prune` (then it is named and deleted). A pack file or card that is not of the data's
shape is named on stderr with its file and code, the rest is imported, and the exit status is 1.
A PATH with no pack files is exit 2, nothing written.
"""
from __future__ import annotations

import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from rulesapp import library_version
from rulesapp.importer.cards import read_pool
from rulesapp.models import Card

CARD_COLUMNS = ("name", "subname", "type_code", "faction_code", "pack_code", "pack_name", "set_code", "position",
                "quantity", "is_unique", "traits", "text", "errata", "duplicate_of", "back_link", "stats",
                "source_file")
BATCH = 500


def write_pool(cards: dict[str, dict], prune: bool) -> dict[str, list[str]]:
    """Add, update (and with prune, delete) Card rows to match `cards`; the codes of each, by what was done."""
    existing = {card.code: card for card in Card.objects.all()}
    added, changed = [], []
    for code, values in cards.items():
        card = existing.get(code)
        if card is None:
            added.append(Card(code=code, **{column: values[column] for column in CARD_COLUMNS}))
            continue
        differ = {column: values[column] for column in CARD_COLUMNS if getattr(card, column) != values[column]}
        if differ:
            # One UPDATE of the changed columns per card: bulk_update's CASE over every column of a batch
            # took 38 s for the whole pool on SQLite, this takes about 2.
            Card.objects.filter(pk=card.pk).update(**differ)
            changed.append(card)
    gone = sorted(set(existing) - set(cards))
    Card.objects.bulk_create(added, batch_size=BATCH)
    if prune and gone:
        Card.objects.filter(code__in=gone).delete()
    if added or changed or (prune and gone):
        library_version.bump()  # bulk writes send no signals
    return {"added": [c.code for c in added], "updated": [c.code for c in changed], "gone": gone}


class Command(BaseCommand):
    help = "Import (or update) the Marvel Champions cards from a local copy of zzorba/marvelsdb-json-data."

    def add_arguments(self, parser):
        parser.add_argument("path", help="the data's folder (holding pack/ and packs.json)")
        parser.add_argument("--prune", action="store_true",
                            help="delete imported cards that are no longer in the data (they are named)")

    def handle(self, *args, path: str, prune: bool, **options):
        started = time.monotonic()
        root = Path(path)
        if not (root / "pack").is_dir() or not any((root / "pack").glob("*.json")):
            raise CommandError(
                f"No card data in {root}: expected pack/*.json from a checkout of "
                "https://github.com/zzorba/marvelsdb-json-data", returncode=2)
        pool = read_pool(root)
        with transaction.atomic():
            done = write_pool(pool.cards, prune)
        for problem in pool.problems:
            self.stderr.write(problem)
        if done["gone"]:
            verb = "deleted (--prune)" if prune else "kept; --prune deletes them"
            self.stderr.write(f"{len(done['gone'])} imported card(s) are no longer in the data, {verb}: "
                              + ", ".join(done["gone"]))
        self.stdout.write(
            f"Read {len(pool.cards)} cards from {pool.files} pack files: {len(done['added'])} added, "
            f"{len(done['updated'])} updated, {len(pool.cards) - len(done['added']) - len(done['updated'])} "
            f"unchanged, in {time.monotonic() - started:.1f} s.")
        if pool.problems:
            raise CommandError(f"{len(pool.problems)} problem(s) in the data (above); the rest was imported.",
                               returncode=1)
