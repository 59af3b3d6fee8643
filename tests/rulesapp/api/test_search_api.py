"""GET /api/search: the answer's shape, and every kind of bad input answered with a 4xx/503, never a 500."""
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.rulesapp.search.conftest import UCA
from tests.hypothesis_profiles import examples


@pytest.fixture
def search_api(client):
    def get(**params):
        return client.get("/api/search", params)
    return get


def test_search_answers_in_the_documented_shape(search_api, built_index):
    response = search_api(q="what does engaged mean", game=UCA, limit=5)
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"query", "suggestion", "definition", "results", "notice"}
    assert body["query"] == "what does engaged mean"
    assert body["suggestion"] is None
    assert body["definition"] == {
        "game": UCA, "term": "Engaged", "anchor": "engaged", "url": f"/games/{UCA}/glossary/#engaged",
        "definition": "When a hero is on the same block as an enemy, both the hero and the enemy are considered to "
                      "be engaged.",
    }
    assert 1 <= len(body["results"]) <= 5
    first = body["results"][0]
    assert set(first) == {"game", "document", "kind", "title", "anchor", "url", "snippet", "score", "asked", "see_also",
                          "via", "via_words"}
    assert first["see_also"] == []  # one book: nothing said twice
    assert first["document"] == "Rulebook"
    assert (first["kind"], first["title"], first["anchor"]) == ("glossary", "Engaged", "engaged")
    assert "<mark>engaged</mark>" in first["snippet"]
    assert isinstance(first["score"], float)


def test_search_suggests_a_correction(search_api, built_index):
    body = search_api(q="counterr").json()
    assert body["suggestion"] == "counter"
    assert body["results"]


def test_limit_defaults_to_ten_and_is_honoured(search_api, built_index):
    assert len(search_api(q="damage").json()["results"]) <= 10
    assert len(search_api(q="damage", limit=1).json()["results"]) == 1


@pytest.mark.parametrize("params, field, message", [
    ({}, "q", "Enter something to search for"),
    ({"q": ""}, "q", "Enter something to search for"),
    ({"q": "   "}, "q", "Enter something to search for"),
    ({"q": "x" * 10_000}, "q", "too long"),
    ({"q": "maneuver", "game": "monopoly"}, "game", "Unknown game 'monopoly'"),
    ({"q": "maneuver", "limit": -1}, "limit", "greater than or equal to 1"),
    ({"q": "maneuver", "limit": 0}, "limit", "greater than or equal to 1"),
    ({"q": "maneuver", "limit": 10**9}, "limit", "less than or equal to 50"),
    ({"q": "maneuver", "limit": "abc"}, "limit", "valid integer"),
    ({"q": "maneuver", "limit": "9" * 2000}, "limit", ""),
])
def test_bad_input_is_a_400_naming_the_parameter(search_api, built_index, params, field, message):
    response = search_api(**params)
    assert response.status_code == 400
    errors = response.json()
    assert field in errors and message in errors[field][0]


@pytest.mark.parametrize("params, field", [
    ({"q": "surge", "game": [UCA, "valiant-universe"]}, "game"),
    ({"q": ["surge", "maneuver"]}, "q"),
    ({"q": "maneuver", "limit": ["1", "5"]}, "limit"),
    ({"q": "maneuver", "game": [UCA, UCA]}, "game"),  # even the same value twice: one of them is a slip
])
def test_a_parameter_given_twice_is_a_400_naming_it_not_a_silent_choice(search_api, built_index, params, field):
    response = search_api(**params)
    assert response.status_code == 400
    assert response.json() == {field: [f"Give {field} once; it was given 2 times."]}


def test_the_glossary_refuses_a_game_given_twice(client, built_index):
    response = client.get("/api/glossary", {"game": [UCA, "valiant-universe"]})
    assert response.status_code == 400
    assert "given 2 times" in response.json()["game"][0]


def test_query_syntax_gets_an_empty_well_formed_answer(search_api, built_index):
    response = search_api(q='"(*:~^')
    assert response.status_code == 200
    assert response.json() == {"query": '"(*:~^', "suggestion": None, "definition": None, "results": [], "notice": ""}


def test_missing_index_is_a_503_saying_what_to_run(search_api, small_library, index_dir):
    response = search_api(q="maneuver")
    assert response.status_code == 503
    assert "manage.py rebuild_index" in response.json()["detail"]


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=st.text(max_size=80), limit=st.one_of(st.integers(-5, 80), st.text(max_size=5)))
def test_any_input_is_answered_without_a_server_error(search_api, built_index, query, limit):
    response = search_api(q=query, limit=limit, game=UCA)
    assert response.status_code in (200, 400)
    if response.status_code == 200:
        assert set(response.json()) == {"query", "suggestion", "definition", "results", "notice"}
