"""Fixtures the example pages' tests share (test_pages.py, test_every_library_page_*.py, test_step_notes.py, test_description_code_spans.py)."""
import pytest
from django.core.cache import cache


@pytest.fixture
def fresh_cache():
    """Each page rendered anew: the recent-results cache emptied before the test and after it."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def site(uca_library_rows, db):
    """The Union City Alliance rulebook imported and every fixture scenario loaded."""
