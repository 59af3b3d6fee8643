"""A page's <title> (the browser tab, a bookmark, the history) shows at most the first 60 characters of
any one part, escaped: a rejected search query may be 20,000 characters long."""
import html
import re

import pytest

from rulesapp import search as rules_search
from rulesapp.search import storage


@pytest.fixture
def indexed_library(library, settings, tmp_path):
    settings.RULES_INDEX_DIR = tmp_path / "index"
    rules_search.rebuild_index()
    yield library
    storage.close_thread_searchers()


def title_of(response):
    return re.search(r"<title>(.*?)</title>", response.content.decode(), re.S).group(1)


def test_an_over_long_query_shows_only_its_start_in_the_title(client, indexed_library):
    query = "<b>why</b> " + "x" * 20_000
    response = client.get("/search/", {"q": query})
    assert response.status_code == 400
    assert title_of(response) == html.escape(query[:60]) + "… · Search · Rules reference"
    assert "<b>" not in title_of(response)


def test_the_title_is_cut_between_characters_not_inside_an_escaped_one(client, indexed_library):
    query = "x" * 59 + "&" + "y" * 600
    response = client.get("/search/", {"q": query})
    assert response.status_code == 400
    assert title_of(response) == "x" * 59 + "&amp;… · Search · Rules reference"


def test_a_title_that_fits_is_shown_whole(client, indexed_library):
    query = "can I use a counter's \"defense\" twice & still <attack>"
    response = client.get("/search/", {"q": query})
    assert response.status_code == 200
    assert html.unescape(title_of(response)) == f"{query} · Search · Rules reference"
    assert "<attack>" not in title_of(response)
    section = client.get("/games/union-city-alliance/")
    assert title_of(section) == "Union City Alliance · Rules reference"
