"""The players' judged questions (player_questions.yaml, issue 12): enough of them, every game, a held-out
part, and answers that exist once the rulebooks are imported. Their ranking is measured by
bench/search_quality.py, not asserted here."""
from collections import Counter
from io import StringIO
from pathlib import Path

import pytest
import yaml
from django.core.management import call_command

from rulesapp.models import GlossaryTerm, Section

JUDGED = Path(__file__).resolve().parents[1] / "player_questions.yaml"
GAMES = {"union-city-alliance", "marvel-champions", "marvel-skirmish", "valiant-universe"}


def judged():
    with JUDGED.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def test_at_least_fifteen_per_game_in_every_style_with_a_held_out_part():
    entries = judged()
    per_game = Counter(entry["game"] for entry in entries)
    assert set(per_game) == GAMES and min(per_game.values()) >= 15
    assert {entry["style"] for entry in entries} == {"paraphrase", "situation", "typo"}
    parts = Counter(entry["part"] for entry in entries)
    assert set(parts) == {"tuning", "held-out"} and parts["held-out"] >= 15
    assert len({entry["question"] for entry in entries}) == len(entries)


@pytest.mark.django_db
def test_every_judged_answer_exists_after_import():
    call_command("import_rulebooks", stdout=StringIO())
    missing = []
    for entry in judged():
        for anchor in entry.get("sections", []):
            if not Section.objects.filter(game__slug=entry["game"], anchor=anchor).exists():
                missing.append((entry["game"], "section", anchor))
        for anchor in entry.get("terms", []):
            if not GlossaryTerm.objects.filter(game__slug=entry["game"], anchor=anchor).exists():
                missing.append((entry["game"], "term", anchor))
    assert missing == []
