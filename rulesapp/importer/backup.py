"""A copy of what an import replaces, written before it writes: one JSON file per document.

The file is Django's own fixture format, so `manage.py loaddata FILE` puts the rows back as they were
(primary keys included) once the document that replaced them is deleted (docs/rulebooks.md, "Replacing
a document"). Files go to settings.IMPORT_BACKUP_DIR and are never removed by the product.
"""
from datetime import UTC, datetime
from pathlib import Path

from django.conf import settings
from django.core import serializers

from rulesapp.models import Document, Example, GlossaryTerm, Ruling, Section


def _write(name: str, rows: list) -> Path:
    directory = Path(settings.IMPORT_BACKUP_DIR)
    directory.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    path = directory / f"{name}-{stamp}.json"
    with path.open("x", encoding="utf-8") as handle:  # "x": never over an earlier copy
        serializers.serialize("json", rows, indent=1, stream=handle)
    return path


def save_document(document: Document) -> Path:
    """The document's row and every section, glossary term, worked example and ruling of it, to a new file."""
    sections = list(Section.objects.filter(document=document).order_by("order"))
    rows = [document, *sections,
            *GlossaryTerm.objects.filter(document=document).order_by("pk"),
            *Example.objects.filter(section__document=document).order_by("pk"),
            *Ruling.objects.filter(document=document).order_by("pk")]
    return _write(f"{document.game.slug}-{document.slug}", rows)


def save_official_rulings(game_slug: str) -> Path:
    """The game's rulings given outside its documents (the rulings file's rows), to a new file."""
    rows = list(Ruling.objects.filter(game__slug=game_slug, document__isnull=True).order_by("pk"))
    return _write(f"{game_slug}-rulings", rows)
