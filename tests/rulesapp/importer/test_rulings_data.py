"""Official rulings given outside the rulebooks: the YAML format, and the shipped Marvel Champions file."""
import datetime
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command

from rulesapp.importer.rulings import parse_rulings
from rulesapp.models import Ruling

GOOD = """
- anchor: ruling-one
  question: Does it?
  answer: It does.
  quoted: true
  ruled_by: A designer
  date: 2023-05-18
  source: An answer by email
  source_url: https://example.org/rulings
  about: some-section
"""


def test_a_ruling_is_read_field_by_field():
    [ruling] = parse_rulings(GOOD)
    assert (ruling.anchor, ruling.question, ruling.answer, ruling.quoted, ruling.ruled_by, ruling.date, ruling.about) == (
        "ruling-one", "Does it?", "It does.", True, "A designer", datetime.date(2023, 5, 18), "some-section")


def test_the_date_may_be_left_out_when_the_source_gives_none():
    assert parse_rulings(GOOD.replace("  date: 2023-05-18\n", ""))[0].date is None


@pytest.mark.parametrize("change, problem", [
    (("  answer: It does.\n", ""), "ruling 1: missing answer"),
    (("  date: 2023-05-18", "  date: May 2023"), "date must be YYYY-MM-DD"),
    (("anchor: ruling-one", "anchor: One"), "anchor must be 'ruling-'"),
    (("quoted: true", "quoted: maybe"), "quoted must be true or false"),
    (("https://example.org/rulings", "http://example.org"), "source_url must be an https:// address"),
    (("  about: some-section", "  about: some-section\n  extra: 1"), "unknown field extra"),
    (("question: Does it?", "question: ''"), "question must be non-empty text"),
])
def test_each_problem_names_the_ruling_and_the_field(change, problem):
    with pytest.raises(ValueError, match=problem):
        parse_rulings(GOOD.replace(*change))


def test_the_same_anchor_twice_and_bad_yaml_are_refused():
    with pytest.raises(ValueError, match="anchor used twice"):
        parse_rulings(GOOD + GOOD)
    with pytest.raises(ValueError, match="not valid YAML"):
        parse_rulings("- [unclosed")
    with pytest.raises(ValueError, match="must be a list"):
        parse_rulings("anchor: ruling-one")
    with pytest.raises(ValueError, match="ruling 1: must be a mapping"):
        parse_rulings("- just text")


def test_the_shipped_rulings_say_who_when_and_where():
    rulings = parse_rulings((settings.RULEBOOK_DIR / "marvel-champions-rulings.yaml").read_text(encoding="utf-8"))
    assert len(rulings) >= 5
    for ruling in rulings:
        assert ruling.ruled_by and ruling.source and ruling.source_url.startswith("https://"), ruling.anchor
        assert ruling.about.startswith("rules-reference-"), ruling.anchor
        assert not ruling.quoted  # summaries: the pages say so and link the exact wording


@pytest.mark.real_rulebooks
@pytest.mark.django_db
def test_imported_rulings_hang_on_the_rule_they_clarify():
    call_command("import_rulebooks", stdout=StringIO())
    surge = Ruling.objects.get(game__slug="marvel-champions", anchor="ruling-surge-waits-for-the-effect-that-revealed-it")
    assert (surge.document, surge.section.anchor, surge.answer_quoted) == (None, "rules-reference-surge", False)
    assert surge.get_absolute_url() == "/games/marvel-champions/rules-reference-surge/#" + surge.anchor
    printed = Ruling.objects.filter(game__slug="marvel-champions", document__slug="rules-reference")
    assert printed.count() == 76
    assert set(printed.values_list("ruled_by", flat=True)) == {"Fantasy Flight Games"}
    assert all(r.answer_quoted and r.source.startswith("Rules Reference version 1.5 (Fantasy Flight Games), "
                                                       "APPENDIX IV") for r in printed)
    # printed in the book: they carry the date its version was published (docs/rulings.md)
    assert set(printed.values_list("date", flat=True)) == {datetime.date(2023, 5, 18)}
