"""A database imported before games had documents keeps its rows: each game's file becomes its one document."""
import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("rulesapp", "0001_initial")]
AFTER = [("rulesapp", "0002_documents_and_rulings")]


@pytest.mark.django_db(transaction=True)
def test_rows_imported_before_documents_are_put_in_one():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    game = old.get_model("rulesapp", "Game").objects.create(
        slug="marvel-champions", title="Marvel Champions", source_file="marvel-champions.txt", source_sha256="f" * 64)
    section = old.get_model("rulesapp", "Section").objects.create(
        game=game, anchor="villain-phase", title="Villain Phase", order=0, depth=0)
    old.get_model("rulesapp", "GlossaryTerm").objects.create(
        game=game, section=section, term="Villain", anchor="villain", definition="The enemy.")

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    new = executor.loader.project_state(AFTER).apps
    document = new.get_model("rulesapp", "Document").objects.get()
    assert (document.slug, document.title, document.source_file, document.source_sha256) == (
        "timing-flowchart", "Timing flowchart", "marvel-champions.txt", "f" * 64)
    assert new.get_model("rulesapp", "Section").objects.get().document_id == document.pk
    assert new.get_model("rulesapp", "GlossaryTerm").objects.get().document_id == document.pk
    MigrationExecutor(connection).migrate(executor.loader.graph.leaf_nodes())  # leave the schema current
