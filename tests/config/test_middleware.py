"""Every API parameter is read as documented or refused: given twice, given a value it does not take, or holding a
NUL, it is a 400 naming it in its API's shape (config.middleware, adjudicator.web.api.params), on every endpoint,
never a silent choice of one value or a default; JSON bodies likewise refuse a key given twice
(adjudicator.web.api.bodies)."""
import json
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

ROOT = Path(__file__).resolve().parents[2]
BLACK_FLAG = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()
UCA = "union-city-alliance"
GALVANIZE = """\
Wrangler uses Social Networking's Galvanize
  Odysseus draws Scientific Genius [alert]
  Odysseus draws Rapid Processing [alert]
order: Rapid Processing
"""
BUILDER_FORM = "builder form"  # stands for the form /api/validate gives for BLACK_FLAG


@dataclass
class Endpoint:
    """One API route: a request it answers (not with a 400), and the query parameters it reads with a value each.
    A route that reads none is tried with a parameter it does not read: given twice, that is refused too."""

    method: str
    url: str
    params: dict = field(default_factory=dict)
    body: object = None
    content_type: str = "application/json"


ENDPOINTS = {
    "rulesapi:games": Endpoint("get", "/api/games"),
    "rulesapi:sections": Endpoint("get", f"/api/games/{UCA}/sections"),
    "rulesapi:section": Endpoint("get", f"/api/games/{UCA}/sections/{{anchor}}"),
    "rulesapi:glossary": Endpoint("get", "/api/glossary", {"game": UCA}),
    "rulesapi:search": Endpoint("get", "/api/search", {"q": "alert", "game": UCA, "limit": "5"}),
    "adjudicatorapi:adjudicate": Endpoint("post", "/api/adjudicate", {"model": UCA, "compare": UCA, "explore": "1"},
                                          BLACK_FLAG, "application/yaml"),
    "adjudicatorapi:diagram": Endpoint("post", "/api/adjudicate/diagram",
                                       {"model": UCA, "explore": "1", "format": "dot", "kind": "tree", "outcome": "1"},
                                       BLACK_FLAG, "application/yaml"),
    "adjudicatorapi:validate": Endpoint("post", "/api/validate", body=BLACK_FLAG, content_type="application/yaml"),
    "adjudicatorapi:validate-build": Endpoint("post", "/api/validate/build", body=BUILDER_FORM),
    "adjudicatorapi:outline": Endpoint("post", "/api/outline", {"game": UCA, "compare": "1"}, {"outline": GALVANIZE}),
    "adjudicatorapi:cardtext": Endpoint("post", "/api/cardtext", {"game": UCA}, {"text": "Counter: Gain 2 defense."}),
    "schema": Endpoint("get", "/api/schema/", {"lang": "en", "format": "json"}),
    "api-docs": Endpoint("get", "/api/docs/"),
}
CASES = [(route, name) for route, endpoint in ENDPOINTS.items() for name in (endpoint.params or ["game"])]
# For each parameter an endpoint reads: a value it does not take, and words its 400 says about it.
BAD_VALUES = {
    ("rulesapi:glossary", "game"): ("chess", "Unknown game 'chess'"),
    ("rulesapi:search", "q"): ("   ", "Enter something to search for"),
    ("rulesapi:search", "game"): ("chess", "Unknown game 'chess'"),
    ("rulesapi:search", "limit"): ("five", "A valid integer is required."),
    ("adjudicatorapi:adjudicate", "model"): ("nope", "'nope' is not a timing model"),
    ("adjudicatorapi:adjudicate", "compare"): ("nope", "'nope' is not a timing model"),
    ("adjudicatorapi:adjudicate", "explore"): ("maybe", "explore is yes or no: 1, true, yes or on for yes; 0, "
                                                        "false, no, off or empty for no. 'maybe' is neither."),
    ("adjudicatorapi:diagram", "model"): ("nope", "'nope' is not a timing model"),
    ("adjudicatorapi:diagram", "explore"): ("maybe", "'maybe' is neither"),
    ("adjudicatorapi:diagram", "format"): ("png", "format is svg or dot; 'png' is not one of them."),
    ("adjudicatorapi:diagram", "kind"): ("pie", "kind is tree or timeline; 'pie' is not one of them."),
    ("adjudicatorapi:diagram", "outcome"): ("abc", "outcome is an outcome's number, 1 or more; 'abc' is not one."),
    ("adjudicatorapi:outline", "game"): ("chess", "'chess' is not a game outline mode reads"),
    ("adjudicatorapi:outline", "compare"): ("maybe", "compare is yes or no: 1, true, yes, on or stack for yes"),
    ("adjudicatorapi:cardtext", "game"): ("chess", "'chess' is not a game the card-text helper reads"),
    ("schema", "lang"): ("fr", "lang is en: the schema is written in English only; 'fr' is not offered."),
    ("schema", "format"): ("xml", "format is json or yaml; 'xml' is not one of them."),
}


def api_routes(patterns=None, prefix="", namespace=""):
    """The name of every route whose URL starts with api/, as `namespace:name`."""
    found = set()
    for entry in get_resolver().url_patterns if patterns is None else patterns:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            inner = ":".join(filter(None, [namespace, entry.namespace]))
            found |= api_routes(entry.url_patterns, route, inner)
        elif isinstance(entry, URLPattern) and route.startswith("api/"):
            found.add(":".join(filter(None, [namespace, entry.name])))
    return found


@pytest.fixture
def ask(client, uca_library_rows, db):
    """Send an endpoint's request with the given query (a list of pairs, repeats allowed)."""
    from rulesapp.models import Section

    anchor = Section.objects.filter(game__slug=UCA).order_by("order").first().anchor
    form = None

    def send(endpoint, query):
        nonlocal form
        body = endpoint.body
        if body == BUILDER_FORM:
            form = form or client.post("/api/validate", BLACK_FLAG, content_type="application/yaml").json()["builder"]["form"]
            body = form
        if isinstance(body, dict):
            body = json.dumps(body)
        url = endpoint.url.replace("{anchor}", anchor) + ("?" + urlencode(query) if query else "")
        if endpoint.method == "get":
            return client.get(url)
        return client.post(url, body, content_type=endpoint.content_type)

    return send


def test_every_api_route_is_tried():
    assert api_routes() == set(ENDPOINTS)


@pytest.mark.parametrize("route, name", CASES, ids=[f"{route}-{name}" for route, name in CASES])
def test_a_parameter_given_twice_is_a_400_naming_it(ask, route, name):
    endpoint = ENDPOINTS[route]
    value = endpoint.params.get(name, UCA)
    once = [*endpoint.params.items()] or [(name, value)]
    answered = ask(endpoint, once)
    assert answered.status_code < 400 or answered.status_code == 503, answered.content[:300]  # 503: no search index
    response = ask(endpoint, once + [(name, value)])  # the same value again: one of the two is still a slip
    assert response.status_code == 400
    message = f"Give {name} once; it was given 2 times."
    if route.startswith("rulesapi:"):  # the rules library's 400s are keyed by the parameter, as DRF gives them
        assert response.json() == {name: [message]}
    else:
        assert response.json() == {"error": message, "field": name, "problems": [{"path": name, "message": message}]}


def test_every_parameter_given_twice_is_named_in_the_order_given(ask):
    response = ask(ENDPOINTS["adjudicatorapi:adjudicate"],
                   [("explore", "1"), ("model", UCA), ("explore", "yes"), ("model", "stack"), ("model", UCA)])
    assert response.status_code == 400
    assert response.json()["error"] == "Give explore once; it was given 2 times. Give model once; it was given 3 times."
    assert response.json()["field"] == "explore"
    assert [problem["path"] for problem in response.json()["problems"]] == ["explore", "model"]
    search = ask(ENDPOINTS["rulesapi:search"], [("q", "alert"), ("limit", "5"), ("game", UCA), ("limit", "9"),
                                                ("game", "marvel-champions")])
    assert search.status_code == 400
    assert search.json() == {"limit": ["Give limit once; it was given 2 times."],
                             "game": ["Give game once; it was given 2 times."]}



def assert_refused(response, route, name, words):
    """A 400 naming `name` alone, in its API's shape, with `words` in what it says."""
    assert response.status_code == 400, response.content[:300]
    assert response["Content-Type"] == "application/json"
    body = response.json()
    if route.startswith("rulesapi:"):
        assert list(body) == [name] and len(body[name]) == 1 and words in body[name][0], body
    else:
        assert body["field"] == name and words in body["error"], body
        assert body["problems"] == [{"path": name, "message": body["error"]}]


def test_every_parameter_read_has_a_bad_value_tried():
    assert set(BAD_VALUES) == {(route, name) for route, endpoint in ENDPOINTS.items() for name in endpoint.params}


@pytest.mark.parametrize("route, name", list(BAD_VALUES), ids=[f"{route}-{name}" for route, name in BAD_VALUES])
def test_a_value_a_parameter_does_not_take_is_a_400_naming_it(ask, route, name):
    endpoint = ENDPOINTS[route]
    value, words = BAD_VALUES[route, name]
    query = [(key, value if key == name else good) for key, good in endpoint.params.items()]
    assert_refused(ask(endpoint, query), route, name, words)


@pytest.mark.parametrize("route, name", CASES, ids=[f"{route}-{name}" for route, name in CASES])
def test_a_nul_in_a_parameter_is_a_json_400_naming_it(ask, route, name):
    endpoint = ENDPOINTS[route]
    query = [(key, "a\x00b" if key == name else good) for key, good in endpoint.params.items()] or [(name, "a\x00b")]
    assert_refused(ask(endpoint, query), route, name, f"{name} holds a NUL character (%00)")


def test_every_bad_parameter_of_a_request_is_named_in_the_order_read(ask):
    response = ask(ENDPOINTS["adjudicatorapi:diagram"],
                   [("outcome", "0"), ("kind", "pie"), ("explore", "maybe"), ("model", "nope")])
    assert response.status_code == 400
    assert [problem["path"] for problem in response.json()["problems"]] == ["model", "explore", "kind", "outcome"]
    assert response.json()["field"] == "model"


@pytest.mark.parametrize("value, explored", [("1", True), ("TRUE", True), ("yes", True), ("on", True),
                                             ("0", False), ("false", False), ("No", False), ("off", False),
                                             ("", False)])
def test_explore_takes_each_documented_spelling(ask, value, explored):
    response = ask(ENDPOINTS["adjudicatorapi:adjudicate"], [("explore", value)])
    assert response.status_code == 200
    assert response.json()["explored"]["explored"] is explored


@pytest.mark.parametrize("url, body", [
    ("/api/games/union%00city/sections", {"detail": "NUL characters (%00) are not allowed in a request."}),
    ("/api/adjudicate/dia%00gram", {"error": "NUL characters (%00) are not allowed in a request."}),
])
def test_a_nul_in_an_api_path_is_a_json_400_in_its_apis_shape(client, url, body):
    response = client.get(url)
    assert response.status_code == 400 and response.json() == body
