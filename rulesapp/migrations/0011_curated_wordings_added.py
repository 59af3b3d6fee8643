"""Remembers which curated players' wordings a database has had (CuratedWordingAdded). From here on the
post_migrate step of rulesapp/wordings.py adds a newly curated entry, and an entry the admin deleted
stays deleted: an addition to the list needs no migration of its own, as 0009 and 0010 did."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('rulesapp', '0010_player_wordings_for_teamwork'),
    ]

    operations = [
        migrations.CreateModel(
            name='CuratedWordingAdded',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('game', models.SlugField(blank=True, max_length=100)),
                ('players_say', models.CharField(max_length=200)),
            ],
            options={
                'constraints': [models.UniqueConstraint(fields=('game', 'players_say'), name='curated_wording_added_once')],
            },
        ),
    ]
