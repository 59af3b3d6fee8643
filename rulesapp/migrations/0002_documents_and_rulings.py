"""A game has documents; rulings.

Existing rows keep working: each game's one source file becomes its one document (Marvel
Champions' is the timing flowchart, the slug the importer's catalog gives it), every section and
glossary term is put in it, and only then do the game's own file columns go.
"""

import django.db.models.deletion
from django.db import migrations, models

# As rulesapp/importer/catalog.py named them when this migration was written.
FIRST_DOCUMENT = {"marvel-champions": ("timing-flowchart", "Timing flowchart")}


def put_rows_in_documents(apps, schema_editor):
    Game = apps.get_model("rulesapp", "Game")
    Document = apps.get_model("rulesapp", "Document")
    Section = apps.get_model("rulesapp", "Section")
    GlossaryTerm = apps.get_model("rulesapp", "GlossaryTerm")
    for game in Game.objects.all():
        slug, title = FIRST_DOCUMENT.get(game.slug, ("rulebook", "Rulebook"))
        document = Document.objects.create(game=game, slug=slug, title=title, source_file=game.source_file,
                                           source_sha256=game.source_sha256)
        Section.objects.filter(game=game).update(document=document)
        GlossaryTerm.objects.filter(game=game).update(document=document)


class Migration(migrations.Migration):

    dependencies = [
        ('rulesapp', '0001_initial'),
    ]

    operations = [
        migrations.CreateModel(
            name='Document',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('slug', models.SlugField(help_text='unique per game')),
                ('title', models.CharField(max_length=200)),
                ('order', models.PositiveIntegerField(default=0, help_text='position on the game page')),
                ('anchor_prefix', models.SlugField(blank=True, help_text='prefix of every anchor from this document; blank for one per game')),
                ('source_file', models.CharField(help_text='file name under fixtures/rulebooks/', max_length=200)),
                ('source_sha256', models.CharField(blank=True, max_length=64)),
                ('publisher', models.CharField(blank=True, max_length=200)),
                ('source_url', models.URLField(blank=True, help_text='where this copy of the text comes from', max_length=500)),
            ],
            options={
                'ordering': ['game', 'order', 'slug'],
            },
        ),
        migrations.CreateModel(
            name='Ruling',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('anchor', models.SlugField(max_length=200)),
                ('question', models.TextField()),
                ('answer', models.TextField()),
                ('answer_quoted', models.BooleanField(default=True, help_text="the answer is the source's own words, not a summary")),
                ('ruled_by', models.CharField(blank=True, max_length=200)),
                ('date', models.DateField(blank=True, null=True)),
                ('source', models.CharField(help_text='where the ruling is printed or was given', max_length=300)),
                ('source_url', models.URLField(blank=True, max_length=500)),
                ('order', models.PositiveIntegerField(default=0)),
            ],
            options={
                'ordering': ['game', 'document__order', 'order'],
            },
        ),
        migrations.AlterModelOptions(
            name='section',
            options={'ordering': ['game', 'document__order', 'order']},
        ),
        migrations.RemoveConstraint(
            model_name='section',
            name='section_order_unique_per_game',
        ),
        migrations.AlterField(
            model_name='section',
            name='order',
            field=models.PositiveIntegerField(help_text='position in its document'),
        ),
        migrations.AddField(
            model_name='document',
            name='game',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='documents', to='rulesapp.game'),
        ),
        migrations.AddField(
            model_name='glossaryterm',
            name='document',
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.CASCADE, related_name='terms', to='rulesapp.document'),
        ),
        migrations.AddField(
            model_name='section',
            name='document',
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.CASCADE, related_name='sections', to='rulesapp.document'),
        ),
        migrations.AddField(
            model_name='ruling',
            name='document',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='rulings', to='rulesapp.document'),
        ),
        migrations.AddField(
            model_name='ruling',
            name='game',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='rulings', to='rulesapp.game'),
        ),
        migrations.AddField(
            model_name='ruling',
            name='section',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='rulings', to='rulesapp.section'),
        ),
        migrations.AddConstraint(
            model_name='document',
            constraint=models.UniqueConstraint(fields=('game', 'slug'), name='document_slug_unique_per_game'),
        ),
        migrations.RunPython(put_rows_in_documents, migrations.RunPython.noop),
        migrations.AlterField(
            model_name='glossaryterm',
            name='document',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='terms', to='rulesapp.document'),
        ),
        migrations.AlterField(
            model_name='section',
            name='document',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='sections', to='rulesapp.document'),
        ),
        migrations.AddConstraint(
            model_name='section',
            constraint=models.UniqueConstraint(fields=('document', 'order'), name='section_order_unique_per_document'),
        ),
        migrations.RemoveField(
            model_name='game',
            name='source_file',
        ),
        migrations.RemoveField(
            model_name='game',
            name='source_sha256',
        ),
        migrations.AddConstraint(
            model_name='ruling',
            constraint=models.UniqueConstraint(fields=('game', 'anchor'), name='ruling_anchor_unique_per_game'),
        ),
    ]
