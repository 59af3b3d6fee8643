"""The fast loop (`scripts/test.sh --fast`, `-m "not slow"`) leaves out exactly the tests that need the built
site, a live server, a browser or processes of their own: the `slow` marker is set from each test's fixtures
and markers, never by hand."""
import pytest

from tests import conftest


class FakeItem:
    def __init__(self, fixturenames=(), markers=()):
        self.fixturenames = list(fixturenames)
        self.markers = {name: getattr(pytest.mark, name).mark for name in markers}

    def get_closest_marker(self, name):
        return self.markers.get(name)

    def add_marker(self, marker):
        self.markers[marker.name] = marker


@pytest.mark.parametrize("fixture", sorted(conftest.SLOW_FIXTURES))
def test_a_test_using_a_slow_fixture_is_marked_slow(fixture):
    item = FakeItem(fixturenames=["db", fixture])
    conftest.pytest_collection_modifyitems([item])
    assert item.get_closest_marker("slow")


@pytest.mark.parametrize("marker", conftest.SLOW_MARKERS)
def test_a_browser_or_own_processes_test_is_marked_slow(marker):
    item = FakeItem(markers=[marker])
    conftest.pytest_collection_modifyitems([item])
    assert item.get_closest_marker("slow")


def test_a_plain_database_test_stays_in_the_fast_loop():
    item = FakeItem(fixturenames=["db", "settings", "tmp_path", "client"])
    conftest.pytest_collection_modifyitems([item])
    assert item.get_closest_marker("slow") is None


def test_own_processes_tests_are_ordered_first():
    plain, own = FakeItem(), FakeItem(markers=["own_processes"])
    items = [plain, own]
    conftest._own_processes_first(items)
    assert items == [own, plain]


def test_this_module_is_in_the_fast_loop(request):
    assert request.node.get_closest_marker("slow") is None


def test_an_exhaustive_sweep_tries_one_choice_per_site_in_turn_only_in_the_fast_loop():
    """one_in_fast: every choice under the whole suite's profile; under `fast` one per site, rotating, so the
    sites together still try each kind."""
    from hypothesis import settings

    from tests.hypothesis_profiles import DEFAULT_EXAMPLES, one_in_fast

    picked = [one_in_fast(["drop", "swap", "change"], site) for site in range(3)]
    if settings.default.max_examples >= DEFAULT_EXAMPLES:
        assert picked == [["drop", "swap", "change"]] * 3
    else:
        assert picked == [["drop"], ["swap"], ["change"]]
    assert one_in_fast([], 5) == []
