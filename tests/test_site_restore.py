"""Restoring the session's site into the test database, and emptying it after a browser test, wait out the
requests the live server is still answering on the shared in-memory connection (a request the previous test's page
started), instead of failing a test's set-up with "destination database is in use" (a fresh-clone CI run, once) or
its tear-down with "database table is locked" (a whole run, after the workers took modules in a new order)."""
import sqlite3
import threading

import pytest

from tests import conftest


def _database(table, rows=50):
    connection = sqlite3.connect(":memory:", check_same_thread=False)
    connection.execute(f"create table {table}(a)")
    connection.executemany(f"insert into {table} values (?)", [(n,) for n in range(rows)])
    connection.commit()
    return connection


def test_the_restore_waits_for_a_read_still_open_on_the_destination():
    source, destination = _database("site"), _database("previous_test")
    reading = destination.execute("select * from previous_test")
    reading.fetchone()  # a read left open, as a request the live server is still answering
    threading.Timer(0.3, reading.close).start()
    conftest._backup_when_free(source, destination)
    assert destination.execute("select count(*) from site").fetchone() == (50,)


def test_a_read_that_never_ends_fails_after_the_wait_naming_it():
    source, destination = _database("site"), _database("previous_test")
    reading = destination.execute("select * from previous_test")
    reading.fetchone()
    with pytest.raises(sqlite3.OperationalError, match="in use"):
        conftest._backup_when_free(source, destination, patience_seconds=0.2)
    reading.close()


def test_the_teardown_waits_until_the_live_server_has_closed_every_response_it_started():
    requests = conftest.LiveServerRequests()
    closed = threading.Event()

    def application(environ, start_response):
        return [b"page"]

    counted = requests.count(application)
    response = counted({}, None)  # answered, not yet closed: the server is still writing it

    def close_later():
        closed.set()
        response.close()

    threading.Timer(0.3, close_later).start()
    requests.wait_until_idle()
    assert closed.is_set()


def test_a_kept_alive_connection_between_requests_is_not_waited_for():
    requests = conftest.LiveServerRequests()
    counted = requests.count(lambda environ, start_response: [b"page"])
    counted({}, None).close()
    waited = threading.Event()
    threading.Timer(0.2, waited.set).start()
    requests.wait_until_idle(patience_seconds=5)
    assert not waited.is_set()  # returned at once: nothing in flight
