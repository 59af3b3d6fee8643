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


@pytest.fixture
def imported_site(db):
    """The four rulebooks imported into the test database (as `scripts/run.sh` does)."""
    call_command("import_rulebooks", stdout=io.StringIO())
