"""Every ruling the site shows says who ruled, when and where, or is listed in docs/rulings.md as one
whose source gives no date (issue 23: rulings shown carry their date and source)."""
import re
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from rulesapp.importer.catalog import GAMES
from rulesapp.importer.rulings import parse_rulings
from rulesapp.models import Ruling

DOCS = Path(settings.BASE_DIR) / "docs" / "rulings.md"


def listed_undated() -> set[str]:
    """The anchors docs/rulings.md lists under "Rulings we could not date"."""
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("## Rulings we could not date", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^- `(ruling-[a-z0-9-]+)`", section, re.M))


def test_each_ruling_given_elsewhere_is_dated_or_listed_as_undated_and_the_list_is_not_stale():
    undated = set()
    for game in GAMES:
        if not game.rulings_file:
            continue
        for ruling in parse_rulings((settings.RULEBOOK_DIR / game.rulings_file).read_text(encoding="utf-8")):
            assert ruling.ruled_by and ruling.source and ruling.source_url, ruling.anchor
            if ruling.date is None:
                undated.add(ruling.anchor)
    assert undated == listed_undated()


def test_a_book_whose_faq_is_imported_as_rulings_says_its_version_and_when_it_was_published():
    from rulesapp.importer import parse_document

    for game in GAMES:
        for document in game.documents:
            parsed = parse_document((settings.RULEBOOK_DIR / document.file).read_text(encoding="utf-8"), game,
                                    document)
            if parsed.rulings:
                assert document.version and document.publisher, (game.slug, document.slug)
                assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", document.published), (game.slug, document.slug)


@pytest.mark.real_rulebooks
@pytest.mark.django_db
def test_every_imported_ruling_has_a_source_and_a_date_unless_docs_say_its_source_gives_none():
    call_command("import_rulebooks", stdout=StringIO())
    rulings = list(Ruling.objects.all())
    assert rulings
    assert all(r.source and r.ruled_by for r in rulings)
    assert {r.anchor for r in rulings if r.date is None} == listed_undated()
