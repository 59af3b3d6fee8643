"""Every judged answer (tests/rulesapp/judged_queries.yaml) exists after `manage.py import_rulebooks`: checked on
the run's built site (tests/conftest.py `full_site`), whose rows ARE that command's import of every shipped
document, built once for the run instead of imported again here. A Marvel Champions question is also answered
by the Rules Reference and Learn to Play entries that state its rule."""
from pathlib import Path

import yaml

from tests.rulesapp.search.answers_present import missing_answers

JUDGED = Path(__file__).resolve().parents[1] / "judged_queries.yaml"


def test_every_judged_answer_exists_after_import(full_site):
    with JUDGED.open(encoding="utf-8") as handle:
        judged = yaml.safe_load(handle)
    assert judged
    assert missing_answers(judged) == []
