"""The judged Marvel Champions questions (judged_queries_marvel_champions.yaml): enough of them, each with an
answer that exists once the shipped documents are imported. Their ranking is measured by
bench/search_quality.py, not asserted here."""
from io import StringIO
from pathlib import Path

import pytest
import yaml
from django.core.management import call_command

from rulesapp.models import GlossaryTerm, Section

JUDGED = Path(__file__).resolve().parents[1] / "judged_queries_marvel_champions.yaml"


def judged():
    with JUDGED.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def test_there_are_at_least_twenty_and_all_were_written_before_being_searched():
    entries = judged()
    assert len(entries) >= 20
    assert len({entry["question"] for entry in entries}) == len(entries)
    for entry in entries:
        assert entry["game"] == "marvel-champions" and entry["held_out"] is True, entry
        answers = entry.get("sections", []) + entry.get("terms", [])
        assert answers and all(anchor.startswith("rules-reference-") for anchor in answers), entry


@pytest.mark.real_rulebooks
@pytest.mark.django_db
def test_every_judged_answer_exists_after_import():
    call_command("import_rulebooks", stdout=StringIO())
    missing = []
    for entry in judged():
        for anchor in entry.get("sections", []):
            if not Section.objects.filter(game__slug="marvel-champions", anchor=anchor).exists():
                missing.append(("section", anchor))
        for anchor in entry.get("terms", []):
            if not GlossaryTerm.objects.filter(game__slug="marvel-champions", anchor=anchor).exists():
                missing.append(("term", anchor))
    assert missing == []
