"""Imports never destroy: a file that is not one of a game's documents is added beside them, a document
is replaced only when `--replace` names it, a replace keeps a copy and refuses over admin edits unless
`--force`, and `--dry-run` writes nothing."""
import json
import shutil
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from rulesapp.models import Document, Example, GlossaryTerm, Ruling, Section
from tests.rulesapp.importer.test_loader import changed_rulebook

pytestmark = pytest.mark.django_db
HARBOR = Path(__file__).parent / "fixtures" / "harbor-watch.md"
UCA = settings.RULEBOOK_DIR / "union-city-alliance.txt"


def run(*args, **options):
    out = StringIO()
    call_command("import_rulebook", *args, stdout=out, **options)
    return out.getvalue()


def rows(game_slug, document_slug):
    """Every row of one document, primary keys included."""
    document = Document.objects.get(game__slug=game_slug, slug=document_slug)
    return {
        "Document": list(Document.objects.filter(pk=document.pk).values_list()),
        "Section": sorted(Section.objects.filter(document=document).values_list()),
        "GlossaryTerm": sorted(GlossaryTerm.objects.filter(document=document).values_list()),
        "Example": sorted(Example.objects.filter(section__document=document).values_list()),
        "Ruling": sorted(Ruling.objects.filter(document=document).values_list()),
    }


@pytest.fixture
def backups(settings, tmp_path):
    settings.IMPORT_BACKUP_DIR = tmp_path / "backups"
    return settings.IMPORT_BACKUP_DIR


@pytest.fixture
def uca_imported():
    run(str(UCA), game="union-city-alliance")
    return rows("union-city-alliance", "rulebook")


@pytest.mark.parametrize("game, file, document", [
    ("union-city-alliance", "union-city-alliance.txt", "rulebook"),
    ("marvel-champions", "marvel-champions.txt", "timing-flowchart"),
])
def test_a_markdown_book_without_title_is_added_beside_the_games_documents(tmp_path, game, file, document):
    """The reported loss: `import_rulebook mybook.md --game union-city-alliance` replaced the shipped book."""
    run(str(settings.RULEBOOK_DIR / file), game=game)
    before = rows(game, document)
    mine = tmp_path / "mybook.md"
    shutil.copy(HARBOR, mine)
    output = run(str(mine), game=game)
    assert rows(game, document) == before
    added = Document.objects.get(game__slug=game, slug="mybook")
    assert (added.source_file, added.anchor_prefix, added.title) == ("mybook.md", "mybook", "Harbor Watch: Rules of Play")
    assert added.sections.count() == 14 and added.rulings.count() == 3
    assert f"{game}/mybook: 14 sections" in output and "is a new document beside the game's others" in output
    assert run(str(mine), game=game).endswith("(unchanged)\n")  # importing it again changes nothing


def test_a_file_that_is_no_document_and_not_markdown_is_refused(uca_imported, tmp_path):
    other = tmp_path / "mybook.txt"
    other.write_text("Rules\n\nSome text.\n", encoding="utf-8")
    with pytest.raises(CommandError, match=r"mybook.txt is not a document of union-city-alliance .*rulebook "
                                           r"\(union-city-alliance.txt\).*--replace") as raised:
        run(str(other), game="union-city-alliance")
    assert raised.value.returncode == 2
    assert rows("union-city-alliance", "rulebook") == uca_imported


def test_a_changed_document_is_replaced_only_when_named(uca_imported, tmp_path, backups):
    changed = tmp_path / "union-city-alliance.txt"
    changed.write_text(changed_rulebook(), encoding="utf-8")
    with pytest.raises(CommandError, match="already has the document 'rulebook'.*--replace rulebook") as raised:
        run(str(changed), game="union-city-alliance")
    assert raised.value.returncode == 2
    assert rows("union-city-alliance", "rulebook") == uca_imported
    assert not backups.exists()


def test_an_unchanged_reimport_needs_no_replace(uca_imported):
    assert run(str(UCA), game="union-city-alliance").endswith("(unchanged)\n")
    assert rows("union-city-alliance", "rulebook") == uca_imported


def test_replace_says_what_it_deletes_and_keeps_a_copy(uca_imported, tmp_path, backups):
    changed = tmp_path / "union-city-alliance.txt"
    changed.write_text(changed_rulebook(), encoding="utf-8")
    heroics = Section.objects.get(game__slug="union-city-alliance", anchor="heroics")
    output = run(str(changed), game="union-city-alliance", replace="rulebook")
    assert "delete section 'heroics' (Heroics)" in output
    assert "delete section 'taken-down-heroes'" in output and "delete glossary term 'reveal'" in output
    assert not Section.objects.filter(game__slug="union-city-alliance", anchor="heroics").exists()
    copies = list(backups.glob("*.json"))
    assert len(copies) == 1 and str(copies[0]) in output
    saved = json.loads(copies[0].read_text(encoding="utf-8"))
    kept = {(row["model"], row["pk"]): row["fields"] for row in saved}
    assert kept[("rulesapp.section", heroics.pk)]["text"] == heroics.text
    assert sum(row["model"] == "rulesapp.section" for row in saved) == len(uca_imported["Section"])
    # The copy restores the document as it was: delete it, load the copy.
    Document.objects.filter(game__slug="union-city-alliance", slug="rulebook").delete()
    call_command("loaddata", str(copies[0]), stdout=StringIO())
    assert rows("union-city-alliance", "rulebook") == uca_imported


def test_replace_names_an_existing_document(uca_imported):
    with pytest.raises(CommandError, match="union-city-alliance has no document 'rules' to replace. Its documents: "
                                           "rulebook") as raised:
        run(str(UCA), game="union-city-alliance", replace="rules")
    assert raised.value.returncode == 2


def test_dry_run_shows_the_changes_and_writes_nothing(uca_imported, tmp_path, backups):
    changed = tmp_path / "union-city-alliance.txt"
    changed.write_text(changed_rulebook(), encoding="utf-8")
    output = run(str(changed), game="union-city-alliance", replace="rulebook", dry_run=True)
    assert "delete section 'heroics' (Heroics)" in output and "created 3" in output and "deleted 3" in output
    assert "dry run: nothing was written" in output
    assert rows("union-city-alliance", "rulebook") == uca_imported
    assert not backups.exists()
    mine = tmp_path / "mybook.md"
    shutil.copy(HARBOR, mine)
    assert "dry run" in run(str(mine), game="union-city-alliance", dry_run=True)
    assert not Document.objects.filter(slug="mybook").exists()


def edit_in_the_admin(client, django_user_model, section, text):
    staff = django_user_model.objects.create_superuser("editor", "editor@example.com", "a long passphrase")
    client.force_login(staff)
    response = client.post(f"/admin/rulesapp/section/{section.pk}/change/", {
        "game": section.game_id, "document": section.document_id, "parent": section.parent_id or "",
        "anchor": section.anchor, "title": section.title, "number": section.number, "depth": section.depth,
        "order": section.order, "text": text, "asked": section.asked,
    })
    assert response.status_code == 302, response.content.decode()[:2000]


def test_replace_refuses_over_admin_edits_unless_forced(uca_imported, tmp_path, backups, client, django_user_model):
    ties = Section.objects.get(game__slug="union-city-alliance", anchor="ties")
    edit_in_the_admin(client, django_user_model, ties, "Our house rule: the youngest hero breaks the tie.")
    ties.refresh_from_db()
    assert ties.edited
    edited = rows("union-city-alliance", "rulebook")
    changed = tmp_path / "union-city-alliance.txt"
    changed.write_text(changed_rulebook(), encoding="utf-8")
    with pytest.raises(CommandError, match=r"edited in the admin.*section 'ties' \(Ties\).*--force") as raised:
        run(str(changed), game="union-city-alliance", replace="rulebook")
    assert raised.value.returncode == 2
    assert rows("union-city-alliance", "rulebook") == edited
    assert not backups.exists()

    output = run(str(changed), game="union-city-alliance", replace="rulebook", force=True)
    ties.refresh_from_db()
    assert "roll a die" in ties.text and not ties.edited
    copy = next(backups.glob("*.json"))
    assert str(copy) in output and "Our house rule" in copy.read_text(encoding="utf-8")


def test_import_rulebooks_keeps_admin_edits_and_says_so(client, django_user_model, backups):
    """Re-importing every shipped book (scripts/run.sh does it at each start) still works, and leaves a
    document the admin edited as it is, naming the edits and how to overwrite them."""
    call_command("import_rulebooks", stdout=StringIO())
    ties = Section.objects.get(game__slug="union-city-alliance", anchor="ties")
    edit_in_the_admin(client, django_user_model, ties, "Our house rule.")
    out, err = StringIO(), StringIO()
    call_command("import_rulebooks", stdout=out, stderr=err)
    ties.refresh_from_db()
    assert ties.text == "Our house rule."
    assert "union-city-alliance/rulebook: kept as it is" in err.getvalue()
    assert "section 'ties' (Ties)" in err.getvalue() and "--force" in err.getvalue()
    assert out.getvalue().count("(unchanged)") >= 5  # the other documents, as before

    call_command("import_rulebooks", force=True, stdout=out, stderr=StringIO())
    ties.refresh_from_db()
    assert ties.text != "Our house rule." and not ties.edited
    assert "Our house rule." in next(backups.glob("*.json")).read_text(encoding="utf-8")


def test_bad_input_writes_nothing(uca_imported, tmp_path):
    broken = tmp_path / "union-city-alliance.txt"
    broken.write_bytes(b"\xff\xfe not text")
    with pytest.raises(CommandError, match="not UTF-8") as raised:
        run(str(broken), game="union-city-alliance", replace="rulebook")
    assert raised.value.returncode == 2
    assert rows("union-city-alliance", "rulebook") == uca_imported
