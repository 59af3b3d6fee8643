"""Fixtures for the rules pages."""
import pytest
from django.core.cache import cache

from tests.rulesapp.pages.sample_library import build_library


@pytest.fixture(autouse=True)
def fresh_cache():
    """Each test starts without cached glossaries (rolled-back rows can reuse primary keys)."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def library(db):
    return build_library()
