"""How players ask about each rule (importer.asked): the YAML format, the loader, and the shipped files."""
import re
import shutil
from io import StringIO
from pathlib import Path

import pytest
import yaml
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from rulesapp.importer.asked import parse_asked, read_asked
from rulesapp.importer.loader import ImportConflict, load_asked
from rulesapp.models import Game, GlossaryTerm, Section
from tests.rulesapp.importer.conftest import SLUGS

GOOD = """
- section: hand-size
  asked:
    - how many cards can I hold
    - '  is there   a max hand  '
- term: taken-out
  asked: [what happens when my guy is KO'd]
"""
JUDGED_QUESTIONS = sorted((Path(__file__).resolve().parents[1]).glob("*questions*.yaml")) + sorted(
    (Path(__file__).resolve().parents[1]).glob("judged_queries*.yaml"))


def run(*args):
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_entries_are_read_with_their_phrasings_tidied():
    entries = parse_asked(GOOD, "good.yaml")
    assert [(entry.kind, entry.anchor, entry.asked) for entry in entries] == [
        ("section", "hand-size", ("how many cards can I hold", "is there a max hand")),
        ("term", "taken-out", ("what happens when my guy is KO'd",)),
    ]


@pytest.mark.parametrize("text, problem", [
    ("- [unclosed", "bad.yaml: not valid YAML"),
    ("section: hand-size", "bad.yaml: the file must be a list of entries"),
    ("- just text", "bad.yaml, entry 1: must be a mapping"),
    ("- {section: a, term: b, asked: [x]}", "entry 1: needs exactly one of `section` and `term`"),
    ("- {asked: [x]}", "entry 1: needs exactly one of"),
    ("- {section: a}", "entry 1: asked must be a non-empty list"),
    ("- {section: a, asked: []}", "entry 1: asked must be a non-empty list"),
    ("- {section: a, asked: [yes]}", "entry 1: every phrasing in asked must be text"),
    ("- {section: a, asked: [x], said: y}", "entry 1: unknown field 'said'"),
    ("- {section: 12, asked: [x]}", "entry 1: section must be an anchor"),
    (f"- {{section: a, asked: [{'x' * 301}]}}", "entry 1: a phrasing is longer than 300"),
])
def test_each_problem_names_the_file_the_entry_and_the_field(text, problem):
    with pytest.raises(ValueError, match=re.escape(problem)):
        parse_asked(text, "bad.yaml")


def test_one_rule_named_in_two_files_is_refused(tmp_path):
    folder = tmp_path / "asked" / "some-game"
    folder.mkdir(parents=True)
    (folder / "a.yaml").write_text("- {section: hand-size, asked: [one]}\n", encoding="utf-8")
    (folder / "b.yaml").write_text("- {section: hand-size, asked: [two]}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="b.yaml: section 'hand-size' is already given in .*a.yaml"):
        read_asked(tmp_path, "some-game")
    assert read_asked(tmp_path, "another-game") is None  # no folder: the game has none


@pytest.mark.real_rulebooks
@pytest.mark.django_db
def test_the_import_sets_the_shipped_phrasings_on_every_game_and_a_rerun_changes_nothing():
    first = run("import_rulebooks")
    for slug in SLUGS:
        asked = [row.asked for row in Section.objects.filter(game__slug=slug)] + [
            row.asked for row in GlossaryTerm.objects.filter(game__slug=slug)]
        assert sum(1 for text in asked if text) >= 40, slug
        assert re.search(rf"^{slug}/asked: \d+ phrasings of how players ask, for \d+ rules \(updated \d+\)$", first, re.M)
    again = run("import_rulebooks")
    assert again.count("asked: ") == len(SLUGS)
    assert "phrasings of how players ask" in again
    assert all(line.endswith("(unchanged)") for line in again.splitlines() if "/asked:" in line)


@pytest.mark.real_rulebooks
@pytest.mark.django_db
def test_loading_replaces_the_whole_list_and_an_unknown_anchor_writes_nothing():
    run("import_rulebooks")
    game = Game.objects.get(slug="union-city-alliance")
    section, other = Section.objects.filter(game=game).exclude(asked="")[:2]
    load_asked(game.slug, parse_asked(f"- {{section: {section.anchor}, asked: [one, two]}}", "x.yaml"))
    section.refresh_from_db(), other.refresh_from_db()
    assert (section.asked, other.asked) == ("one\ntwo", "")
    with pytest.raises(ImportConflict, match="union-city-alliance has no glossary term 'no-such-term'"):
        load_asked(game.slug, parse_asked(f"- {{section: {other.anchor}, asked: [three]}}\n"
                                          "- {term: no-such-term, asked: [four]}", "x.yaml"))
    other.refresh_from_db()
    assert other.asked == ""


@pytest.mark.django_db
def test_a_bad_asked_file_stops_the_import_with_exit_2_before_anything_is_written(tmp_path, settings):
    shutil.copytree(settings.RULEBOOK_DIR, tmp_path, dirs_exist_ok=True)
    (tmp_path / "asked" / "valiant-universe" / "zz-broken.yaml").write_text("- {section: x}\n", encoding="utf-8")
    settings.RULEBOOK_DIR = tmp_path
    with pytest.raises(CommandError, match="how players ask about valiant-universe's rules: .*zz-broken.yaml, "
                                           "entry 1: asked must be") as raised:
        run("import_rulebooks")
    assert raised.value.returncode == 2
    assert not Game.objects.exists()


@pytest.mark.real_rulebooks
@pytest.mark.django_db
def test_an_asked_file_naming_a_missing_rule_is_a_clear_error(tmp_path, settings):
    shutil.copytree(settings.RULEBOOK_DIR, tmp_path, dirs_exist_ok=True)
    (tmp_path / "asked" / "marvel-skirmish" / "zz-extra.yaml").write_text(
        "- {section: no-such-rule, asked: [what]}\n", encoding="utf-8")
    settings.RULEBOOK_DIR = tmp_path
    with pytest.raises(CommandError, match="marvel-skirmish has no section 'no-such-rule'"):
        run("import_rulebooks")


def _words(text):
    return " ".join(re.findall(r"[a-z0-9']+", text.lower()))


def test_no_shipped_phrasing_is_a_judged_search_question():
    """The phrasings were written from the rules, never from the questions search is judged on: a judged
    question shipped as a phrasing would be found by copying its answer, and measure nothing."""
    questions = {_words(entry["question"]) for path in JUDGED_QUESTIONS
                 for entry in yaml.safe_load(path.read_text(encoding="utf-8"))}
    assert len(questions) > 200
    shipped = {_words(phrasing) for slug in SLUGS for entry in read_asked(settings.RULEBOOK_DIR, slug)
               for phrasing in entry.asked}
    assert len(shipped) > 2000
    assert sorted(questions & shipped) == []
