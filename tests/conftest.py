"""Suite-wide: the per-client POST throttles and sharing caps are out of the way of tests that are not
about them (every test client is the same address, and the counters would outlive transactional tests),
and their counters live in memory, so a test that POSTs needs no database for them.
Tests of the throttles and caps use the `real_throttles` fixture: the configured cache, their own rates."""
import io

import pytest
from django.core.management import call_command

import config.settings

UNTHROTTLED = "100000/min"


@pytest.fixture(scope="session")
def _heavy_slots_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("heavy-slots")


@pytest.fixture(autouse=True)
def _generous_throttles(settings, _heavy_slots_dir):
    settings.HEAVY_SLOTS_DIR = _heavy_slots_dir  # not shared with a site served from this checkout
    settings.POST_THROTTLE_RATES = {scope: UNTHROTTLED for scope in settings.POST_THROTTLE_RATES}
    settings.SHARED_SCENARIOS_PER_HOUR = 100_000
    settings.CACHES = dict(config.settings.CACHES,
                           throttle={"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                     "LOCATION": "throttle-in-tests"})


@pytest.fixture
def real_throttles(settings, db):
    """The throttle counters where production keeps them (the database cache), as configured."""
    settings.CACHES = config.settings.CACHES
    return settings


@pytest.fixture(scope="module")
def imported_rows(django_db_setup, django_db_blocker):
    """Every rulebook imported, once for the module that asks (see uca_library_rows)."""
    with django_db_blocker.unblock():
        _clear_library_rows()
        call_command("import_rulebooks", stdout=io.StringIO())
    yield
    with django_db_blocker.unblock():
        _clear_library_rows()


@pytest.fixture(scope="session")
def site_snapshot(django_db_setup, django_db_blocker, tmp_path_factory):
    """The whole site as `scripts/run.sh` sets it up (every rulebook imported, the index built, the
    example scenarios loaded), built once per test session: a copy of the SQLite test database taken
    right after (sqlite3's backup API) and the index directory. The test database is emptied again
    before any test runs. None on another database engine (the tests then build the site themselves)."""
    import sqlite3

    from django.db import connection
    from django.test.utils import override_settings

    from rulesapp import search as rules_search
    from rulesapp.search import storage

    index_dir = tmp_path_factory.mktemp("site-index")
    with django_db_blocker.unblock():
        if connection.vendor != "sqlite":
            yield None
            return
        _clear_library_rows()
        call_command("import_rulebooks", stdout=io.StringIO())
        call_command("load_scenarios", stdout=io.StringIO(), stderr=io.StringIO())
        with override_settings(RULES_INDEX_DIR=index_dir):
            rules_search.rebuild_index()
            storage.close_thread_searchers()
        connection.ensure_connection()
        copy = sqlite3.connect(":memory:", check_same_thread=False)
        connection.connection.backup(copy)
        _clear_library_rows()
    yield copy, index_dir
    copy.close()


def restore_site(snapshot, settings):
    """Put the session's site into the (transactional) test database and point search at its index."""
    from django.db import connection

    copy, index_dir = snapshot
    connection.ensure_connection()
    copy.backup(connection.connection)
    settings.RULES_INDEX_DIR = index_dir


@pytest.fixture
def full_site(transactional_db, site_snapshot, settings):
    """The whole site (every rulebook, the index, the examples library) for a test whose pages are served
    by the live server; restored from the session's snapshot in milliseconds, or built on another engine."""
    from django.core.cache import cache

    from rulesapp.search import storage

    cache.clear()
    if site_snapshot is not None:
        restore_site(site_snapshot, settings)
    else:
        call_command("import_rulebooks", stdout=io.StringIO())
        call_command("load_scenarios", stdout=io.StringIO(), stderr=io.StringIO())
        call_command("rebuild_index", stdout=io.StringIO())
    yield
    storage.close_thread_searchers()
    cache.clear()


def _clear_library_rows():
    from adjudicator.web.models import LibraryScenario
    from rulesapp.models import Game

    Game.objects.all().delete()
    LibraryScenario.objects.all().delete()


@pytest.fixture(scope="module")
def uca_library_rows(django_db_setup, django_db_blocker):
    """The Union City Alliance rulebook imported and every fixture scenario loaded, once for the module
    that asks (importing and loading for each test made the suite slow). The rows are committed, so a
    test of that module sees them and its own changes are rolled back; they are removed when the module
    is done. A test of such a module that needs them gone deletes them inside its own transaction."""
    from django.conf import settings

    with django_db_blocker.unblock():
        _clear_library_rows()
        call_command("import_rulebook", str(settings.RULEBOOK_DIR / "union-city-alliance.txt"),
                     game="union-city-alliance", stdout=io.StringIO())
        call_command("load_scenarios", stdout=io.StringIO(), stderr=io.StringIO())
    yield
    with django_db_blocker.unblock():
        _clear_library_rows()


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items):
    """Tests marked own_processes (they start the site in processes of their own, for minutes, and use no
    test database) run first, so parallel workers take them on at the start instead of waiting for them
    at the end. Everything else keeps pytest-django's order (database tests before transactional ones)."""
    items.sort(key=lambda item: item.get_closest_marker("own_processes") is None)
