"""Adds the entries of the curated players' vocabulary (rulesapp/search/query_vocabulary.yaml, `synonyms`)
that a database migrated before they were written lacks. Rows already there, edited in the admin or not,
are left as they are."""
from django.db import migrations


def add_missing_curated_wordings(apps, schema_editor):
    from pathlib import Path

    import yaml

    PlayerWording = apps.get_model("rulesapp", "PlayerWording")
    path = Path(__file__).resolve().parents[1] / "search" / "query_vocabulary.yaml"
    # libyaml's parser where PyYAML has it (SafeLoader's constructor: yaml.safe_load's data, several times faster;
    # every test database is migrated)
    with path.open(encoding="utf-8") as handle:
        table = yaml.load(handle, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))["synonyms"]
    for game, wordings in table.items():
        for players_say, rulebook_says in (wordings or {}).items():
            PlayerWording.objects.get_or_create(
                game="" if game == "all" else game, players_say=players_say,
                defaults={"rulebook_says": "\n".join(rulebook_says)},
            )


class Migration(migrations.Migration):
    dependencies = [
        ("rulesapp", "0003_player_wordings"),
    ]

    operations = [migrations.RunPython(add_missing_curated_wordings, migrations.RunPython.noop)]
