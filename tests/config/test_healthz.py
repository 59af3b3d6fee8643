"""GET /healthz: 200 when the database has the rulebooks, the search index opens and dot runs; otherwise
503 naming what failed and why."""
from django.test import Client


def probe(client):
    response = client.get("/healthz")
    return response.status_code, response.json()


def test_all_three_working_is_200(client, built_index):
    status, body = probe(client)
    assert status == 200, body
    assert body["status"] == "ok" and body["failed"] == []
    assert set(body["checks"]) == {"database", "search index", "dot"}
    assert body["checks"]["dot"]["detail"].startswith("dot - graphviz version")
    assert "no-store" in client.get("/healthz")["Cache-Control"]


def test_an_empty_database_is_503_naming_the_database(client, db, index_dir):
    status, body = probe(client)
    assert status == 503
    assert "database" in body["failed"]
    assert "import_rulebooks" in body["checks"]["database"]["detail"]


def test_a_missing_index_is_503_naming_the_index(client, small_library, index_dir):
    status, body = probe(client)
    assert status == 503
    assert body["failed"] == ["search index"]
    assert "rebuild_index" in body["checks"]["search index"]["detail"]


def test_a_missing_dot_is_503_naming_dot(client, built_index, settings, tmp_path):
    settings.GRAPHVIZ_DOT = str(tmp_path / "no-such-dot")
    status, body = probe(client)
    assert status == 503
    assert body["failed"] == ["dot"]
    assert "not installed" in body["checks"]["dot"]["detail"]


def test_a_database_that_cannot_be_queried_is_503_not_500(built_index, monkeypatch):
    from django.db import OperationalError

    from rulesapp.models import Game

    def broken(*args, **kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(Game.objects, "count", broken)
    status, body = probe(Client(raise_request_exception=False))
    assert status == 503
    assert body["failed"] == ["database"] and "connection refused" in body["checks"]["database"]["detail"]


def test_only_get(client, db):
    assert client.post("/healthz").status_code in (403, 405)
