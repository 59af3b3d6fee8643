"""Part 4 of 4 of the library's pages: each renders with its tree drawn, and none explored says its
expectations do not hold (library_pages.py says why the library is checked in parts, one module each)."""
import pytest

from tests.adjudicator.web.library_pages import SHARDS, check_shard

SHARD = 3
pytestmark = pytest.mark.usefixtures("fresh_cache")  # each page rendered anew; `site`: conftest.py


def test_every_library_page_of_this_part_renders_and_none_explored_contradicts_its_expect(client, site):
    assert SHARD < SHARDS
    check_shard(client, SHARD)
