"""Adds the players' words for Union City Alliance's Teamwork written into the curated vocabulary after
0009 ("share cards", "disagree" ...) to a database migrated before them, keeping the admin's edits:
0004's step, run again."""
from importlib import import_module

from django.db import migrations

add_missing_curated_wordings = import_module(
    "rulesapp.migrations.0004_more_player_wordings").add_missing_curated_wordings


class Migration(migrations.Migration):
    dependencies = [
        ("rulesapp", "0009_player_wordings_for_slang"),
    ]

    operations = [migrations.RunPython(add_missing_curated_wordings, migrations.RunPython.noop)]
