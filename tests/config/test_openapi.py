"""The OpenAPI schema tells the truth: Schemathesis (pinned) generates requests from /api/schema/ —
valid ones and invalid ones — sends them to the live test server with the four rulebooks imported,
and runs every check on the answers: no 5xx, only documented statuses and content types, responses
that match their schemas, valid requests accepted and invalid ones refused. Bounded and repeatable:
a fixed number of cases per operation and mode, derandomized (the same cases on every run).

Where a body is a language of its own (a scenario, an outline, card text, the editor's form) the
schema gives its shape and the server judges its meaning: a 400 listing the problems is then a
right answer to a request of the right shape. Too-large bodies get 413, as documented.
"""
import pytest
import schemathesis
from hypothesis import HealthCheck, given
from hypothesis.errors import Unsatisfiable
from hypothesis import settings as hypothesis_settings
from schemathesis.config import SchemathesisConfig
from schemathesis.core.failures import FailureGroup
from schemathesis.generation import GenerationMode


CASES_PER_OPERATION_AND_MODE = 25
LANGUAGE_BODIES = ["/api/adjudicate", "/api/adjudicate/diagram", "/api/outline", "/api/cardtext",
                   "/api/validate/build"]
ACCEPTED = ["2xx", "401", "403", "404", "409", "429"]
REFUSED = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429"]
CONFIG = SchemathesisConfig.from_dict({
    "checks": {"negative_data_rejection": {"expected-statuses": REFUSED},
               "positive_data_acceptance": {"expected-statuses": ACCEPTED}},
    "operations": [{"include-path": path, "checks": {"positive_data_acceptance": {"expected-statuses": ACCEPTED + ["400"]}}}
                   for path in LANGUAGE_BODIES],
})


@pytest.fixture
def rulebooks_site(full_site):
    """Every rulebook imported and indexed, as the live server serves them: the run's built site
    (tests/conftest.py `full_site`: `import_rulebooks` and `rebuild_index`, built once for the run, with the
    examples library), not imported and indexed again for this test."""
    yield


@pytest.fixture
def api_schema(live_server, rulebooks_site):
    return schemathesis.openapi.from_url(f"{live_server.url}/api/schema/", config=CONFIG)


# Where a language body's 400 answers a request of the right shape, the problems must be about its meaning (an
# entity, an op, an ability it names, an outline's lines), never about a part the schema describes whole: a
# valid-by-the-schema scenario refused for its title or its start's do/use, or a tool refused for its game, is
# the schema not telling the truth.
DESCRIBED_SCENARIO_PATHS = {"", "format", "game", "title", "description", "start", "start.label", "start.kind"}


def described_part_refused(path, answer, body):
    """What a 400 for a language body (`body` as sent) refuses that the schema describes whole, or None."""
    if path in ("/api/adjudicate", "/api/adjudicate/diagram") and answer.get("error") == "invalid scenario":
        described = [p for p in answer["problems"] if p["path"] in DESCRIBED_SCENARIO_PATHS]
        return "; ".join(f"{p['path']}: {p['message']}" for p in described) or None
    if path in ("/api/outline", "/api/cardtext"):
        text = body.get("outline", body.get("text")) if isinstance(body, dict) else body
        if isinstance(text, str) and not text.strip():
            return f"a blank text: {answer.get('error')}"
        if answer.get("error") == "invalid outline":
            return None  # its lines' meaning
        named = [p for p in answer.get("problems", []) if p.get("path") in ("game", "compare", "outline", "text")]
        if named or answer.get("error", "").startswith(("the JSON body", "the body must be")):
            return answer["error"]
    return None


@schemathesis.check
def valid_shapes_are_not_refused(ctx, response, case):
    """A request valid by the schema is refused only for what its body means, never for a part the schema
    describes: the positive-data check lets language bodies have their 400s, this keeps those 400s honest."""
    if case.meta is None or not case.meta.generation.mode.is_positive or response.status_code != 400:
        return None
    if case.operation.path not in LANGUAGE_BODIES:
        return None
    refused = described_part_refused(case.operation.path, response.json(), case.body)
    if refused:
        raise AssertionError(f"valid by the schema, refused for what the schema describes: {refused}")
    return None


def run_operation(operation, mode, base_url):
    @hypothesis_settings(max_examples=CASES_PER_OPERATION_AND_MODE, deadline=None, derandomize=True, database=None,
                         suppress_health_check=list(HealthCheck))
    @given(case=operation.as_strategy(generation_mode=mode))
    def check(case):
        case.call_and_validate(base_url=base_url, timeout=30, additional_checks=[valid_shapes_are_not_refused])

    check()


def test_every_operation_answers_as_the_schema_says(api_schema, live_server):
    operations = [result.ok() for result in api_schema.get_all_operations()]
    assert {op.path for op in operations} >= set(LANGUAGE_BODIES) | {"/api/search", "/api/glossary", "/api/games"}
    failures = []
    for operation in operations:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            try:
                run_operation(operation, mode, live_server.url)
            except Unsatisfiable:
                # Nothing in the request can be wrong (no parameters; a body that may be any text).
                assert mode is GenerationMode.NEGATIVE, f"{operation.path}: no valid request can be made"
            except (Exception, FailureGroup) as failure:  # collect them all: one report names every mismatch
                # (Schemathesis raises several distinct failures as a FailureGroup, a BaseExceptionGroup: before,
                # the first operation with two failures ended the run there, and the rest went unchecked.)
                failures.append(f"{operation.method.upper()} {operation.path} ({mode.value}): {failure}")
    assert not failures, "\n\n".join(failures)


def test_the_schema_documents_the_throttle_the_busy_answer_and_required_bodies(client):
    paths = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()["paths"]
    posts = {path: operations["post"] for path, operations in paths.items() if "post" in operations}
    assert set(LANGUAGE_BODIES) <= set(posts)
    assert all("429" in operation["responses"] for operation in posts.values())
    assert not any("503" in operation["responses"] for operation in posts.values())  # busy is a 429, never a 5xx
    assert {path for path, operation in posts.items() if "server busy" in operation["responses"]["429"]["description"]
            } == {"/api/adjudicate", "/api/adjudicate/diagram", "/api/outline"}
    assert all(posts[path]["requestBody"]["required"] is True for path in LANGUAGE_BODIES)
    assert not posts["/api/validate"]["requestBody"].get("required")  # any text, even none, gets its problems
    assert not any("x-body-required" in operation for operation in posts.values())


# -- The requests an outside client found the schema calling valid and the API refusing ----------------------
SCENARIO = {"format": 1, "game": "stack", "title": "A start", "entities": {}, "start": {"do": []}}
SCHEMA_SAID_VALID = [  # (what, path, query, JSON body): each the API refuses with a 400
    ("an empty title", "/api/adjudicate", "", dict(SCENARIO, title="")),
    ("a blank title", "/api/adjudicate", "", dict(SCENARIO, title=" \x1f\u3000")),
    ("a title of two lines", "/api/adjudicate", "", dict(SCENARIO, title="One\ntwo")),
    ("a start with neither do nor use", "/api/adjudicate", "", dict(SCENARIO, start={})),
    ("a start with both do and use", "/api/adjudicate/diagram", "", dict(SCENARIO, start={"do": [], "use": "x"})),
    ("a blank outline", "/api/outline", "", {"outline": "  \n "}),
    ("a blank card text", "/api/cardtext", "", {"text": "\u2003"}),
    ("game in the body and the query", "/api/outline", "?game=stack", {"outline": "A uses B", "game": "stack"}),
    ("game in the body and the query", "/api/cardtext", "?game=marvel-champions",
     {"text": "Counter: Gain 2 defense.", "game": "marvel-champions"}),
]


def schema_paths(client):
    return client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()["paths"]


def schema_calls_valid(operation, query, body):
    """Whether the OpenAPI operation promises this JSON body with this query: the body valid by its JSON Schema and
    every query parameter one it declares. (OpenAPI cannot say "not both in the query and the body": a schema that
    declares an option in both places calls both at once valid.)"""
    import jsonschema

    schema = operation["requestBody"]["content"]["application/json"]["schema"]
    if not jsonschema.Draft4Validator(schema).is_valid(body):
        return False
    declared = {p["name"] for p in operation.get("parameters", []) if p["in"] == "query"}
    given = {pair.split("=")[0] for pair in query.lstrip("?").split("&") if pair}
    return not (given - declared)


@pytest.mark.django_db
@pytest.mark.parametrize("what, path, query, body", SCHEMA_SAID_VALID, ids=[f"{c[1]}: {c[0]}" for c in SCHEMA_SAID_VALID])
def test_what_the_api_refuses_the_schema_calls_invalid(client, what, path, query, body):
    import json

    response = client.post(path + query, json.dumps(body), content_type="application/json")
    assert response.status_code == 400, response.content
    assert not schema_calls_valid(schema_paths(client)[path]["post"], query, body), what


@pytest.mark.django_db
def test_what_the_schema_calls_valid_the_api_accepts(client):
    import json

    paths = schema_paths(client)
    for path, query, body in [("/api/adjudicate", "", SCENARIO), ("/api/adjudicate", "", dict(SCENARIO, title=" Padded ")),
                              ("/api/adjudicate", "", dict(SCENARIO, start={"do": [], "label": "Go", "kind": "attack"})),
                              ("/api/outline", "", {"outline": "A uses B", "game": "", "compare": "off"}),
                              ("/api/outline", "", {"outline": "A uses B", "game": "stack", "compare": True}),
                              ("/api/cardtext", "", {"text": "Counter: Gain 2 defense.", "game": ""})]:
        assert schema_calls_valid(paths[path]["post"], query, body), (path, body)
        assert client.post(path + query, json.dumps(body), content_type="application/json").status_code == 200


def test_the_tools_options_in_the_query_are_described_not_declared(client, db):
    """OpenAPI cannot say "in the body or the query, not both": the query form is told in the description."""
    paths = schema_paths(client)
    for path, names in (("/api/outline", {"game", "compare"}), ("/api/cardtext", {"game"})):
        operation = paths[path]["post"]
        assert not {p["name"] for p in operation.get("parameters", []) if p["in"] == "query"} & names
        assert names <= set(operation["requestBody"]["content"]["application/json"]["schema"]["properties"])
        assert "text/plain" in operation["description"] and "in the query" in operation["description"]
    response = client.post("/api/cardtext?game=marvel-skirmish", "Attack effect: Heal 1 damage.", content_type="text/plain")
    assert response.status_code == 200 and response.json()["game"] == "marvel-skirmish"


SCHEMA_CALLS_INVALID = [  # (path, JSON body) the schema refuses: the API must refuse them too, naming the field
    ("/api/outline", {"outline": "A uses B", "game": False}, "game"),
    ("/api/cardtext", {"text": "Counter: Gain 2 defense.", "game": False}, "game"),
    ("/api/outline", {"outline": "A uses B", "compare": 2}, "compare"),
]


@pytest.mark.django_db
@pytest.mark.parametrize("path, body, field", SCHEMA_CALLS_INVALID)
def test_what_the_schema_calls_invalid_the_api_refuses(client, path, body, field):
    """Found by the Schemathesis command line: `"game": false` was read as no game and answered 200."""
    import json

    assert not schema_calls_valid(schema_paths(client)[path]["post"], "", body)
    response = client.post(path, json.dumps(body), content_type="application/json")
    assert response.status_code == 400 and response.json()["field"] == field, response.content
