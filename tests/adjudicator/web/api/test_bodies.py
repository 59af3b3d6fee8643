"""A JSON body that gives a key twice is a 400 naming it, on every endpoint that reads JSON fields, never read as
its last value (adjudicator.web.api.bodies; a query parameter given twice: tests/config/test_middleware.py)."""
import json

import pytest

from adjudicator.web.api import bodies

UCA = "union-city-alliance"
BODIES = {  # a body each endpoint answers; each of its keys is then given a second time
    "/api/outline": {"outline": "Wrangler uses Galvanize\n  Odysseus draws Scientific Genius [alert]",
                     "game": UCA, "compare": True},
    "/api/cardtext": {"text": "Counter: Gain 2 defense.", "game": UCA},
    "/api/validate/build": {"game": UCA, "title": "Twice"},
}
CASES = [(url, key) for url, body in BODIES.items() for key in body]


@pytest.mark.parametrize("url, key", CASES, ids=[f"{url}-{key}" for url, key in CASES])
def test_a_key_given_twice_in_a_json_body_is_a_400_naming_it(client, db, url, key):
    once = json.dumps(BODIES[url])
    assert client.post(url, once, content_type="application/json").status_code == 200
    twice = f"{once[:-1]}, {json.dumps(key)}: {json.dumps(BODIES[url][key])}}}"  # even with the same value
    response = client.post(url, twice, content_type="application/json")
    assert response.status_code == 400, twice
    message = f"Give {key} once; it was given 2 times."
    assert response.json() == {"error": message, "field": key, "problems": [{"path": key, "message": message}]}


def test_keys_given_once_read_as_json_does_and_nested_objects_are_checked_too():
    assert bodies.loads('{"a": [1, {"b": 2}], "c": null}') == {"a": [1, {"b": 2}], "c": None}
    with pytest.raises(bodies.RepeatedKey, match="Give b once; it was given 3 times."):
        bodies.loads('{"a": {"b": 1, "b": 2, "b": 3}}')
