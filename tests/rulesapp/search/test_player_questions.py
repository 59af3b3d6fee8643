"""The players' judged questions (issue 12): player_questions.yaml for tuning; _held_out, _fresh, _unseen,
_sealed, _sealed_2 and _sealed_3.yaml written apart from it (bench/search_quality.py says how each was used and
read); enough of them, every game, and answers that exist once the rulebooks are imported. Their ranking
is measured by bench/search_quality.py, not asserted here."""
from collections import Counter
from io import StringIO
from pathlib import Path

import pytest
import yaml
from django.core.management import call_command

from tests.rulesapp.search.answers_present import missing_answers

TUNING = Path(__file__).resolve().parents[1] / "player_questions.yaml"
HELD_OUT = Path(__file__).resolve().parents[1] / "player_questions_held_out.yaml"
FRESH = Path(__file__).resolve().parents[1] / "player_questions_fresh.yaml"
UNSEEN = Path(__file__).resolve().parents[1] / "player_questions_unseen.yaml"
SEALED = Path(__file__).resolve().parents[1] / "player_questions_sealed.yaml"
SEALED_2 = Path(__file__).resolve().parents[1] / "player_questions_sealed_2.yaml"
SEALED_3 = Path(__file__).resolve().parents[1] / "player_questions_sealed_3.yaml"
GAMES = {"union-city-alliance", "marvel-champions", "marvel-skirmish", "valiant-universe"}


def read(path):
    with path.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def judged():
    return read(TUNING) + read(HELD_OUT) + read(FRESH) + read(UNSEEN) + read(SEALED) + read(SEALED_2) + read(SEALED_3)


def test_the_held_out_set_has_fifteen_per_game_in_every_style_and_is_only_held_out():
    held_out = read(HELD_OUT)
    per_game = Counter(entry["game"] for entry in held_out)
    assert set(per_game) == GAMES and min(per_game.values()) >= 15
    assert {entry["style"] for entry in held_out} == {"paraphrase", "situation", "typo"}
    assert {entry["part"] for entry in held_out} == {"held-out"}
    assert {entry["part"] for entry in read(TUNING)} == {"tuning"}


@pytest.mark.parametrize("path, part, per_game_wanted", [(FRESH, "fresh", 20), (UNSEEN, "unseen", 20),
                                                         (SEALED, "sealed", 20), (SEALED_2, "sealed-2", 30),
                                                         (SEALED_3, "sealed-3", 40)])
def test_the_later_sets_have_as_many_per_game_in_every_style_and_one_part(path, part, per_game_wanted):
    entries = read(path)
    per_game = Counter(entry["game"] for entry in entries)
    assert set(per_game) == GAMES and set(per_game.values()) == {per_game_wanted}
    styles = {"paraphrase": 10, "situation": 6, "typo": 4}  # per 20 questions of a game
    assert Counter(entry["style"] for entry in entries) == {
        style: count * per_game_wanted // 20 * len(GAMES) for style, count in styles.items()}
    assert {entry["part"] for entry in entries} == {part}


def test_no_question_is_judged_twice():
    entries = judged()
    assert len({entry["question"].lower() for entry in entries}) == len(entries)


@pytest.mark.real_rulebooks
@pytest.mark.django_db
def test_every_judged_answer_exists_after_import():
    call_command("import_rulebooks", stdout=StringIO())
    assert missing_answers(judged()) == []
