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
def rulebooks_site(transactional_db, settings, tmp_path):
    """The four rulebooks imported and indexed, as the live server serves them."""
    from django.core.cache import cache
    from django.core.management import call_command

    from rulesapp.search import storage

    settings.RULES_INDEX_DIR = tmp_path / "index"
    cache.clear()
    call_command("import_rulebooks", verbosity=0)
    call_command("rebuild_index", verbosity=0)
    yield
    storage.close_thread_searchers()
    cache.clear()


@pytest.fixture
def api_schema(live_server, rulebooks_site):
    return schemathesis.openapi.from_url(f"{live_server.url}/api/schema/", config=CONFIG)


def run_operation(operation, mode, base_url):
    @hypothesis_settings(max_examples=CASES_PER_OPERATION_AND_MODE, deadline=None, derandomize=True, database=None,
                         suppress_health_check=list(HealthCheck))
    @given(case=operation.as_strategy(generation_mode=mode))
    def check(case):
        case.call_and_validate(base_url=base_url, timeout=30)

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
            except Exception as failure:  # collect them all: one report names every mismatch
                failures.append(f"{operation.method.upper()} {operation.path} ({mode.value}): {failure}")
    assert not failures, "\n\n".join(failures)


def test_the_schema_documents_the_throttle_the_busy_answer_and_required_bodies(client):
    paths = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()["paths"]
    posts = {path: operations["post"] for path, operations in paths.items() if "post" in operations}
    assert set(LANGUAGE_BODIES) <= set(posts)
    assert all("429" in operation["responses"] for operation in posts.values())
    assert {path for path, operation in posts.items() if "503" in operation["responses"]} == {
        "/api/adjudicate", "/api/adjudicate/diagram", "/api/outline"}
    assert all(posts[path]["requestBody"]["required"] is True for path in LANGUAGE_BODIES)
    assert not posts["/api/validate"]["requestBody"].get("required")  # any text, even none, gets its problems
    assert not any("x-body-required" in operation for operation in posts.values())
