"""Backups: the README's dump and restore commands carry the user data — the rules as edited in the
admin, the shared scenarios, the staff accounts — from one database into a new, empty one."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.own_processes

ROOT = Path(__file__).resolve().parents[2]
SETUP = """
import io
from django.core.management import call_command
call_command('migrate', '--noinput', stdout=io.StringIO())
call_command('import_rulebooks', stdout=io.StringIO())
from django.contrib.auth.models import User
from adjudicator.web import permalinks
from rulesapp.models import Section
section = Section.objects.get(game__slug='union-city-alliance', anchor='maneuver')
section.text += '\\n\\nClub ruling: zeppelinports count as rooftops.'
section.save()
print(permalinks.save('format: 1\\ntitle: Kept across a restore\\n').key)
User.objects.create_superuser('referee', 'r@example.org', 'a-long-pass-phrase-2')
"""
CHECK = """
from django.contrib.auth.models import User
from adjudicator.web.models import SavedScenario
from rulesapp.models import Game, Section
print(Game.objects.count())
print('zeppelinports' in Section.objects.get(game__slug='union-city-alliance', anchor='maneuver').text)
print(SavedScenario.objects.get().key)
print(User.objects.get(username='referee').check_password('a-long-pass-phrase-2'))
"""


def documented_commands():
    """The manage.py lines of the README's Backups section, in order."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("### Backups", 1)[1].split("\n## ", 1)[0]
    return [line.split("manage.py", 1)[1].split("#")[0].split() for line in section.splitlines()
            if re.match(r"^\.venv/bin/python manage\.py ", line)]


def manage(database, *args, cwd):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env["DATABASE_URL"] = f"sqlite:///{database}"
    result = subprocess.run([sys.executable, str(ROOT / "manage.py"), *args], cwd=cwd, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, (args, result.stderr[-3000:])
    return result.stdout


def test_the_documented_dump_and_restore_carry_edits_shared_scenarios_and_staff(tmp_path):
    commands = documented_commands()
    assert [c[0] for c in commands] == ["dumpdata", "migrate", "loaddata"]
    dump, *restore = commands
    old, new = tmp_path / "old.sqlite3", tmp_path / "new.sqlite3"
    # The data to carry, made in one process (migrated, imported, edited: each manage.py of its own was a Django
    # start, half a second of a core; Django's system checks run in the README's commands below, not here)
    key = manage(old, "shell", "-v", "0", "-c", SETUP, cwd=tmp_path).strip()

    manage(old, *dump, cwd=tmp_path)
    backup = tmp_path / dump[dump.index("-o") + 1]
    assert backup.stat().st_size > 0
    for command in restore:
        manage(new, *command, cwd=tmp_path)

    games, edited, shared, staff = manage(new, "shell", "-v", "0", "-c", CHECK, cwd=tmp_path).split()
    assert games == "4" and edited == "True" and shared == key and staff == "True"
