"""What scripts/run.sh does before serving works on an empty database and index directory."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.own_processes

ROOT = Path(__file__).resolve().parents[2]


def setup_commands():
    """The manage.py commands scripts/run.sh runs, in order (runserver aside)."""
    script = (ROOT / "scripts" / "run.sh").read_text()
    return [line.split("manage.py", 1)[1].split() for line in script.splitlines()
            if re.match(r"^\$PY manage\.py ", line)]


def test_run_sh_setup_imports_indexes_and_loads_everything(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env.update(DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", RULES_INDEX_DIR=str(tmp_path / "index"))
    commands = setup_commands()
    assert [c[0] for c in commands] == ["migrate", "createcachetable", "import_rulebooks", "rebuild_index",
                                        "load_scenarios"]
    for command in commands:
        result = subprocess.run([sys.executable, "manage.py", *command], cwd=ROOT, env=env,
                                capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, (command, result.stderr[-2000:])
    # One process reads what the setup left and, as the site it serves would, takes a form posted to it: that
    # goes through the request throttles, which keep their counts in the database, so resolving an outline
    # must work on the first visit, not fail for a missing table.
    check = subprocess.run(
        [sys.executable, "manage.py", "shell", "-v", "0", "-c",
         "from django.test import Client; from rulesapp.models import Game;"
         " from adjudicator.web.models import LibraryScenario; from rulesapp import search;"
         " print(Game.objects.count(), LibraryScenario.objects.count(),"
         " len(search.search('counter gambit phase').results));"
         " r = Client().post('/adjudicator/tools/outline/', {'outline': 'Wrangler draws a card'});"
         " print(r.status_code, b'Resolution order' in r.content)"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert check.returncode == 0, check.stderr[-2000:]
    counts, posted = check.stdout.splitlines()
    games, scenarios, hits = map(int, counts.split())
    assert games == 4 and scenarios == len(list((ROOT / "fixtures/scenarios").rglob("*.yaml"))) and hits > 0
    assert posted.split() == ["200", "True"], check.stderr[-2000:]
