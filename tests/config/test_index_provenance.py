"""An index directory knows which database it was built from: rebuild_index refuses to rebuild one built from
another database (the operator who ran it without the server's RULES_INDEX_DIR or DATABASE_URL), unless told
by name, and /healthz reports an index that is not its database's."""
import io
import json

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from rulesapp.search import provenance, storage


def become_another_database():
    """This test's database takes another identity (rolled back with the test): to the index built before, it is
    now another database, exactly as a second server's database would be."""
    with connection.cursor() as cursor:
        cursor.execute("UPDATE django_migrations SET applied = %s WHERE applied = (SELECT MIN(applied) FROM "
                       "django_migrations)", ["2001-02-03 04:05:06"])


def test_a_build_records_its_database(built_index, index_dir):
    record = json.loads((index_dir / provenance.RECORD_NAME).read_text())
    assert record["id"] == provenance.identity()["id"]
    assert record["database"].startswith(connection.vendor)


def test_rebuild_index_refuses_an_index_built_from_another_database(built_index, index_dir):
    served = storage.read_pointer(index_dir)
    become_another_database()
    with pytest.raises(CommandError) as refused:
        call_command("rebuild_index", stdout=io.StringIO())
    assert "another database" in str(refused.value) and "--replace-other-database" in str(refused.value)
    assert storage.read_pointer(index_dir) == served  # untouched
    call_command("rebuild_index", "--replace-other-database", stdout=io.StringIO())
    assert storage.read_pointer(index_dir) != served
    assert json.loads((index_dir / provenance.RECORD_NAME).read_text())["id"] == provenance.identity()["id"]


def test_healthz_reports_an_index_built_from_another_database(client, built_index):
    assert client.get("/healthz").status_code == 200
    become_another_database()
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["failed"] == ["search index"]
    assert "another database" in body["checks"]["search index"]["detail"]


def test_an_index_that_records_no_database_is_rebuilt_and_then_records_it(built_index, index_dir, client):
    """Indexes built before the record existed: served as they are, and the next build records the database."""
    (index_dir / provenance.RECORD_NAME).unlink()
    assert client.get("/healthz").status_code == 200
    call_command("rebuild_index", stdout=io.StringIO())
    assert (index_dir / provenance.RECORD_NAME).exists()
