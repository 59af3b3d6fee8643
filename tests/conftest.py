"""Suite-wide: the per-client POST throttles and sharing caps are out of the way of tests that are not
about them (every test client is the same address, and the counters would outlive transactional tests),
and their counters live in memory, so a test that POSTs needs no database for them.
Tests of the throttles and caps use the `real_throttles` fixture: the configured cache, their own rates."""
import contextlib
import io
import types

import pytest
from django.core.management import call_command

import config.settings
import tests.hypothesis_profiles  # noqa: F401 (registers Hypothesis' `fast` profile before its plugin loads it)
from tests import embedding_cache

UNTHROTTLED = "100000/min"


@pytest.fixture(scope="session")
def _heavy_slots_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("heavy-slots")


@pytest.fixture(scope="session", autouse=True)
def _test_settings(django_test_environment, _heavy_slots_dir):
    """The settings every test runs under, set once for the session (Django's override_settings; a test's own
    `settings` changes stack on them and are undone after it). Set per test, through pytest-django's `settings`
    fixture, they cost about 0.5 ms of CPU a test (3,000 empty tests: 7.2 s before, 5.7 s after), 3.5 s a fast tier.

    - Passwords hashed in one round, not the production hasher's hundreds of thousands (a quarter of a second of
      CPU for each user a test makes, each login and each login POST, even one naming no user). No test is about
      the hasher's strength; the production settings keep Django's default (config/settings.py sets none).
    - The POST throttles and sharing caps generous, their counters in memory, and the heavy-job slots in the
      session's own directory (not shared with a site served from this checkout)."""
    from django.conf import settings
    from django.test.utils import override_settings

    with override_settings(
        PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"],
        HEAVY_SLOTS_DIR=_heavy_slots_dir,
        POST_THROTTLE_RATES={scope: UNTHROTTLED for scope in settings.POST_THROTTLE_RATES},
        SHARED_SCENARIOS_PER_HOUR=100_000,
        CACHES=dict(config.settings.CACHES, throttle={"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                                      "LOCATION": "throttle-in-tests"}),
    ):
        yield


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """pytest-django's test database, plus the database cache's table: Django's createcachetable makes it from
    CACHES when the database is created, and the tests' settings (_test_settings) point that cache at memory;
    `real_throttles` puts it back where production keeps it."""
    from django.test.utils import override_settings

    with django_db_blocker.unblock(), override_settings(CACHES=config.settings.CACHES):
        call_command("createcachetable", stdout=io.StringIO())


# The middle of a minute and of an hour (1_800_000_000 is a whole hour): the counters' fixed windows.
PINNED_CLOCK = 1_800_000_000 + 30 * 60 + 30


@pytest.fixture
def real_throttles(settings, db, monkeypatch):
    """The throttle counters where production keeps them (the database cache), as configured, with the
    clock the counters read pinned mid-window: two requests a test sends "at once" must not straddle a
    window's edge (they did under load, and the second was counted in a fresh window)."""
    settings.CACHES = config.settings.CACHES
    pinned = types.SimpleNamespace(time=lambda: float(PINNED_CLOCK))
    monkeypatch.setattr("config.throttling.time", pinned)
    monkeypatch.setattr("adjudicator.web.permalinks.time", pinned)
    return settings


@pytest.fixture(scope="module")
def imported_rows(django_db_setup, django_db_blocker, tmp_path_factory, worker_id):
    """Every rulebook imported, for the module that asks (see uca_library_rows): imported once for the whole
    run (`import_rulebooks` into the first asking worker's test database, saved) and restored for each module
    in milliseconds; six modules each imported the four rulebooks again (about 1.5 s of CPU each)."""
    saved = _built_once_per_run("rulebooks", _import_every_rulebook, django_db_blocker, tmp_path_factory, worker_id)
    with _library_restored(saved, _import_every_rulebook, django_db_blocker):
        yield


@pytest.fixture(scope="session")
def site_snapshot(django_db_setup, django_db_blocker, tmp_path_factory, worker_id):
    """The whole site as `scripts/run.sh` sets it up (every rulebook imported, the index built, the
    example scenarios loaded), built ONCE per test run and shared by every parallel worker: the first
    worker to ask builds it in its test database under a file lock, saves the database (sqlite3's
    backup API) and the index in the run's shared temporary directory, and empties its database again;
    every worker then takes an in-memory copy of that database and its own copy of the index (a test may
    rebuild it). None on another database engine (the tests then build the site themselves)."""
    import shutil
    import sqlite3

    from django.db import connection

    with django_db_blocker.unblock():
        if connection.vendor != "sqlite":
            yield None
            return
    shared = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        shared = shared.parent  # the directory every xdist worker's base temp lives in
    built_db, built_index = shared / "site.sqlite3", shared / "site-index"
    with _exclusive_lock(shared / "site.lock"):
        if not (shared / "site.built").exists():
            rulebooks = _built_once_per_run("rulebooks", _import_every_rulebook, django_db_blocker, tmp_path_factory,
                                            worker_id)  # the rulebooks imported once for imported_rows and the site
            _build_site(built_db, built_index, django_db_blocker, rulebooks)
            (shared / "site.built").write_text(worker_id)
    copy = sqlite3.connect(":memory:", check_same_thread=False)
    with sqlite3.connect(built_db) as source:
        source.backup(copy)
    own_index = tmp_path_factory.mktemp("site-index")
    shutil.copytree(built_index, own_index, dirs_exist_ok=True)
    yield copy, own_index
    copy.close()


@contextlib.contextmanager
def _exclusive_lock(path):
    """An exclusive lock between this run's worker processes (released when the block ends or the process dies)."""
    import fcntl

    with open(path, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _build_site(built_db, built_index, django_db_blocker, rulebooks=None):
    """Import every rulebook (restored from `rulebooks`, the run's saved import, when given), load the examples
    and build the index in this worker's test database, save the database to `built_db` and the index to
    `built_index`, then empty the test database again."""
    import sqlite3

    from django.db import connection
    from django.test.utils import override_settings

    from rulesapp import search as rules_search
    from rulesapp.search import storage

    with django_db_blocker.unblock():
        _clear_library_rows()
        _restore_or_build(rulebooks, _import_every_rulebook)
        call_command("load_scenarios", stdout=io.StringIO(), stderr=io.StringIO())
        with override_settings(RULES_INDEX_DIR=built_index):
            rules_search.rebuild_index()
            storage.close_thread_searchers()
        connection.ensure_connection()
        with sqlite3.connect(built_db) as saved:
            connection.connection.backup(saved)
        _clear_library_rows()


def restore_site(snapshot, settings):
    """Put the session's site into the (transactional) test database and point search at its index."""
    from django.db import connection

    copy, index_dir = snapshot
    connection.ensure_connection()
    _backup_when_free(copy, connection.connection)
    settings.RULES_INDEX_DIR = index_dir


class LiveServerRequests:
    """How many requests the live server is answering, counted from the moment its application is called until
    the server closes the response (Django's request_finished, which touches the connection, fires then).

    The live server answers each request in a thread of its own on the test's shared in-memory connection, and a
    request a closed page had started could still be reading when the test's database was emptied ("database
    table is locked") or the next test began ("Database access not allowed"), both seen in a whole run. Waiting
    for the server's threads instead waited on idle kept-alive connections, 15 s a test."""

    def __init__(self):
        import threading

        self._idle = threading.Condition()
        self._answering = 0

    def count(self, application):
        """`application` wrapped so that each request is counted while it is being answered."""

        def counted(environ, start_response):
            with self._idle:
                self._answering += 1
            try:
                response = application(environ, start_response)
            except BaseException:
                self._done()
                raise
            return _ClosedThen(response, self._done)

        counted.counted_by = self
        return counted

    def _done(self):
        with self._idle:
            self._answering -= 1
            self._idle.notify_all()

    def wait_until_idle(self, patience_seconds=15.0):
        with self._idle:
            self._idle.wait_for(lambda: self._answering == 0, timeout=patience_seconds)


class _ClosedThen:
    """A WSGI response that calls `then` once the server has closed it."""

    def __init__(self, response, then):
        self._response, self._then = response, then

    def __iter__(self):
        return iter(self._response)

    def close(self):
        try:
            if hasattr(self._response, "close"):
                self._response.close()
        finally:
            self._then()


LIVE_SERVER_REQUESTS = LiveServerRequests()


def count_live_server_requests(live_server):
    """Count the requests `live_server` answers (once per server; tests/browser/conftest.py)."""
    server = live_server.thread.httpd
    if getattr(server.get_app(), "counted_by", None) is not LIVE_SERVER_REQUESTS:
        server.set_app(LIVE_SERVER_REQUESTS.count(server.get_app()))


@pytest.fixture(scope="session")
def live_server(live_server):
    """pytest-django's live server, its requests counted (LiveServerRequests) so that a test's tear-down can wait
    for the ones its page started."""
    count_live_server_requests(live_server)
    return live_server


def wait_for_live_server_requests():
    """Wait until the live server has answered every request in flight (LiveServerRequests says why)."""
    LIVE_SERVER_REQUESTS.wait_until_idle()


def _backup_when_free(source, destination, patience_seconds=15.0):
    """Copy `source` over `destination`, waiting while the destination is in a read: the live server shares the
    test's in-memory connection, and a request the previous test's page started may still be reading when the
    next test restores the site ("destination database is in use", seen once in a fresh-clone CI)."""
    import sqlite3
    import time

    deadline = time.monotonic() + patience_seconds
    while True:
        try:
            source.backup(destination)
            return
        except sqlite3.OperationalError as error:
            if "in use" not in str(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


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
    wait_for_live_server_requests()
    storage.close_thread_searchers()
    cache.clear()


def _clear_library_rows():
    from adjudicator.web.models import LibraryScenario
    from rulesapp.models import Game

    Game.objects.all().delete()
    LibraryScenario.objects.all().delete()


@pytest.fixture(scope="module")
def uca_library_rows(django_db_setup, django_db_blocker, tmp_path_factory, worker_id):
    """The Union City Alliance rulebook imported and every fixture scenario loaded, once for the module
    that asks (importing and loading for each test made the suite slow). The rows are committed, so a
    test of that module sees them and its own changes are rolled back; they are removed when the module
    is done. A test of such a module that needs them gone deletes them inside its own transaction.
    Imported and loaded once for the whole run and restored for each module (`_built_once_per_run`): five
    modules each imported and loaded them again (2.3-3.3 s of CPU each)."""
    saved = _built_once_per_run("uca-library", _import_uca_and_load_scenarios, django_db_blocker, tmp_path_factory,
                                worker_id)
    with _library_restored(saved, _import_uca_and_load_scenarios, django_db_blocker):
        yield


def _import_every_rulebook():
    call_command("import_rulebooks", stdout=io.StringIO())


def _import_uca_and_load_scenarios():
    from django.conf import settings

    call_command("import_rulebook", str(settings.RULEBOOK_DIR / "union-city-alliance.txt"),
                 game="union-city-alliance", stdout=io.StringIO())
    call_command("load_scenarios", stdout=io.StringIO(), stderr=io.StringIO())


def _built_once_per_run(name, build, django_db_blocker, tmp_path_factory, worker_id):
    """The database `build()` makes from an empty library, saved as NAME.sqlite3 in the run's shared temporary
    directory by the first worker to ask (under a file lock, as site_snapshot does; its test database is
    emptied of the library again after), or None on another database engine. Restore it with _restore_or_build.
    The saved database is the whole test database (schema, library token and all), so a restored library is
    exactly the built one."""
    import sqlite3

    from django.db import connection

    with django_db_blocker.unblock():
        if connection.vendor != "sqlite":
            return None
    shared = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        shared = shared.parent  # the directory every xdist worker's base temp lives in
    saved = shared / f"{name}.sqlite3"
    with _exclusive_lock(shared / f"{name}.lock"):
        if not (shared / f"{name}.built").exists():
            with django_db_blocker.unblock():
                _clear_library_rows()
                build()
                connection.ensure_connection()
                target = sqlite3.connect(saved)
                try:
                    connection.connection.backup(target)
                finally:
                    target.close()
                _clear_library_rows()
            (shared / f"{name}.built").write_text(worker_id)
    return saved


def _restore_or_build(saved, build):
    """Put the database _built_once_per_run saved into the test database (sqlite3's backup API: every table,
    replaced whole), or run `build()` here when there is none (another engine). Call with the database unblocked."""
    import sqlite3

    from django.db import connection

    if saved is None:
        build()
        return
    connection.ensure_connection()
    source = sqlite3.connect(saved)
    try:
        _backup_when_free(source, connection.connection)
    finally:
        source.close()


@contextlib.contextmanager
def _library_restored(saved, build, django_db_blocker):
    """The test database with the library _built_once_per_run saved (or built here on another engine) for the
    block, then as it was before: kept in memory and restored whole (sqlite3's backup API, milliseconds), where
    deleting the library row by row through the ORM took 0.25-0.5 s of CPU a module."""
    import sqlite3

    from django.db import connection

    with django_db_blocker.unblock():
        _clear_library_rows()
        before = None
        if saved is not None:
            connection.ensure_connection()
            before = sqlite3.connect(":memory:")
            connection.connection.backup(before)
        _restore_or_build(saved, build)
    try:
        yield
    finally:
        with django_db_blocker.unblock():
            if before is None:
                _clear_library_rows()
            else:
                _backup_when_free(before, connection.connection)
                before.close()


# A test that asks for any of these fixtures needs the imported site, a live server or a browser: minutes of
# set-up that the everyday loop (`scripts/test.sh --fast`) leaves out; so does a test marked with one of
# these markers (`real_rulebooks` is set by hand on a test that runs the real import itself).
SLOW_FIXTURES = frozenset({"site_snapshot", "full_site", "imported_rows", "uca_library_rows", "rulebooks_site",
                           "real_index", "live_server", "chromium"})
SLOW_MARKERS = ("browser", "own_processes", "real_rulebooks")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: needs the built site, a live server, a browser or processes of its "
                                       "own (set from the fixtures and markers; `scripts/test.sh --fast` leaves it out)")
    config.pluginmanager.register(_OwnProcessesFirst(), "own-processes-first")
    if config.pluginmanager.hasplugin("xdist"):
        from tests.scheduling import SchedulerPlugin

        config.pluginmanager.register(SchedulerPlugin(), "costliest-scope-first")
    embedding_cache.use_for_this_run()  # before the workers start: they and every process a test starts share it


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    """Mark `slow` every test that needs the built site, a browser or processes of its own, from its
    fixtures and markers, so no one has to remember to (first, before `-m` deselects)."""
    for item in items:
        if SLOW_FIXTURES.intersection(getattr(item, "fixturenames", ())) or any(
                item.get_closest_marker(name) for name in SLOW_MARKERS):
            item.add_marker(pytest.mark.slow)


class _OwnProcessesFirst:
    """Registered in pytest_configure: a conftest can hold one implementation per hook, and the order
    must be set last, after `-m` and xdist have had their say."""

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items):
        _own_processes_first(items)


def _own_processes_first(items):
    """Tests marked own_processes (they start the site in processes of their own, for minutes, and use no
    test database) run first, so parallel workers take them on at the start instead of waiting for them
    at the end. Everything else keeps pytest-django's order (database tests before transactional ones)."""
    items.sort(key=lambda item: item.get_closest_marker("own_processes") is None)
