"""Adds the players' words written into the curated vocabulary after 0004 ("boss", "sidekick", "runs
dry", "room" ...) to a database migrated before them. Rows already there, edited in the admin or not,
are left as they are: 0004's step, run again."""
from importlib import import_module

from django.db import migrations

add_missing_curated_wordings = import_module(
    "rulesapp.migrations.0004_more_player_wordings").add_missing_curated_wordings


class Migration(migrations.Migration):
    dependencies = [
        ("rulesapp", "0008_section_overviews"),
    ]

    operations = [migrations.RunPython(add_missing_curated_wordings, migrations.RunPython.noop)]
