"""The import commands through the real database: idempotence, re-import of a changed source, errors."""
import shutil
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulesapp.models import Document, Example, Game, GlossaryTerm, Ruling, Section
from tests.rulesapp.importer.conftest import DOCUMENTS, SLUGS

pytestmark = pytest.mark.django_db


def snapshot():
    """Every row of every importer table, primary keys included."""
    return {
        model.__name__: sorted(model.objects.values_list(), key=lambda row: row[0])
        for model in (Game, Document, Section, GlossaryTerm, Example, Ruling)
    }


def run(*args, **options):
    out = StringIO()
    call_command(*args, stdout=out, **options)
    return out.getvalue()


@pytest.mark.real_rulebooks
def test_import_rulebooks_twice_changes_nothing():
    first_output = run("import_rulebooks")
    after_first = snapshot()
    second_output = run("import_rulebooks")
    assert snapshot() == after_first
    assert len(after_first["Game"]) == 4
    assert len(after_first["Document"]) == len(DOCUMENTS) == 7  # Marvel Champions' four (the 1.8 excerpt too)
    assert second_output.count("(unchanged)") == len(DOCUMENTS) + 1 + len(SLUGS)  # rulings, players' phrasings
    assert "created" in first_output


@pytest.mark.real_rulebooks
def test_import_rulebooks_prints_one_summary_line_per_document_and_rulings_file():
    lines = run("import_rulebooks").splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "union-city-alliance/rulebook", "union-city-alliance/asked", "marvel-champions/rules-reference",
        "marvel-champions/rr18", "marvel-champions/learn-to-play", "marvel-champions/timing-flowchart", "marvel-champions/rulings",
        "marvel-champions/asked", "marvel-skirmish/rulebook", "marvel-skirmish/asked", "valiant-universe/rulebook",
        "valiant-universe/asked"]
    uca = next(line for line in lines if line.startswith("union-city-alliance"))
    game = Game.objects.get(slug="union-city-alliance")
    assert f"{game.sections.count()} sections, {game.terms.count()} terms, {game.examples.count()} examples" in uca
    reference = next(line for line in lines if line.startswith("marvel-champions/rules-reference"))
    document = Document.objects.get(game__slug="marvel-champions", slug="rules-reference")
    assert f"{document.sections.count()} sections, {document.terms.count()} terms, 0 examples, " \
           f"{document.rulings.count()} rulings" in reference


def test_unknown_game_is_a_clear_error(settings):
    path = settings.RULEBOOK_DIR / "union-city-alliance.txt"
    with pytest.raises(CommandError, match="Unknown game 'monopoly'.*union-city-alliance"):
        run("import_rulebook", str(path), game="monopoly")
    assert not Game.objects.exists()


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(CommandError, match="not found: .*nowhere.txt"):
        run("import_rulebook", str(tmp_path / "nowhere.txt"), game="marvel-champions")


def test_directory_and_non_utf8_files_are_clear_errors(tmp_path):
    with pytest.raises(CommandError, match="not a file"):
        run("import_rulebook", str(tmp_path), game="marvel-champions")
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes("Caf\xe9 rules".encode("latin-1"))
    with pytest.raises(CommandError, match="not UTF-8"):
        run("import_rulebook", str(latin1), game="marvel-champions")


def test_import_rulebooks_checks_every_file_before_writing(tmp_path, settings):
    shutil.copytree(settings.RULEBOOK_DIR, tmp_path, dirs_exist_ok=True)
    (tmp_path / "valiant-universe.txt").unlink()
    settings.RULEBOOK_DIR = tmp_path
    with pytest.raises(CommandError, match="not found: .*valiant-universe.txt"):
        run("import_rulebooks")
    assert not Game.objects.exists()


def test_a_bad_rulings_file_stops_the_import_before_anything_is_written(tmp_path, settings):
    shutil.copytree(settings.RULEBOOK_DIR, tmp_path, dirs_exist_ok=True)
    (tmp_path / "marvel-champions-rulings.yaml").write_text("- anchor: ruling-x\n  question: Why?\n", encoding="utf-8")
    settings.RULEBOOK_DIR = tmp_path
    with pytest.raises(CommandError, match="rulings in .*marvel-champions-rulings.yaml: ruling 1: missing answer"):
        run("import_rulebooks")
    assert not Game.objects.exists()


def test_a_file_of_the_wrong_shape_is_a_clear_error(tmp_path):
    steps_only = tmp_path / "steps.txt"
    steps_only.write_text("1. A step\n2. Another step\n", encoding="utf-8")
    with pytest.raises(CommandError, match="Cannot read .*steps.txt as marvel-champions: line 1: steps with no page title"):
        run("import_rulebook", str(steps_only), game="marvel-champions")
    assert not Game.objects.exists()


def test_verbose_import_reports_the_parsers_decisions(settings):
    output = run("import_rulebook", str(settings.RULEBOOK_DIR / "marvel-champions.txt"), game="marvel-champions", verbosity=2)
    assert "note: line 27: step 3 moved to 'Play a Card/Use an Ability'" in output
    assert output.splitlines()[-1].startswith(
        "marvel-champions/timing-flowchart: 68 sections, 0 terms, 0 examples, 0 rulings (created")
