"""POST /api/adjudicate and /api/adjudicate/diagram: the contract over HTTP, and every failure a 4xx."""
import json
from pathlib import Path

import pytest
from django.test import override_settings

ROOT = Path(__file__).resolve().parents[4]
BLACK_FLAG = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_bytes()
KURT = (ROOT / "fixtures/scenarios/union-city-alliance/kurt-von-kessel.yaml").read_bytes()  # two outcomes

LOOP = b"""
format: 1
game: union-city-alliance
title: Two cards that feed each other
players: [hero]
entities:
  hero: {type: hero, heroism: 0}
  echo: {type: plot-twist, zone: play}
abilities:
  a:
    card: echo
    timing: when
    on: {event: gained, who: hero}
    do: [{lose: {who: hero, heroism: 1}}]
  b:
    card: echo
    timing: when
    on: {event: lost, who: hero}
    do: [{gain: {who: hero, heroism: 1}}]
start:
  do: [{gain: {who: hero, heroism: 1}}]
"""


def post(client, url, body, content_type="application/yaml"):
    return client.post(url, body, content_type=content_type)


def test_a_yaml_scenario_resolves_to_the_contract_output(client):
    response = post(client, "/api/adjudicate", BLACK_FLAG)
    assert response.status_code == 200
    data = response.json()
    assert data["format"] == 1 and data["game"] == "union-city-alliance"
    outcome = data["outcomes"][0]
    assert outcome["resolution_order"] == ["start", "black-flag-overcome", "master-summoner-alert"]
    assert outcome["state"]["plucky-interns"]["zone"] == "hand"
    assert outcome["expect"] == {"passed": True, "failures": []}
    assert {"n", "effect", "path", "depth", "kind", "text", "rule"} <= set(outcome["steps"][0])


def test_the_same_scenario_as_json_gives_byte_identical_output(client):
    import yaml

    as_json = json.dumps(yaml.safe_load(BLACK_FLAG))
    first = post(client, "/api/adjudicate", as_json, "application/json").content
    second = post(client, "/api/adjudicate", BLACK_FLAG).content
    assert first == second


def test_model_parameter_resolves_under_the_plain_stack(client):
    response = post(client, "/api/adjudicate?model=stack", BLACK_FLAG)
    assert response.status_code == 200
    outcome = response.json()["outcomes"][0]
    assert outcome["state"]["plucky-interns"]["zone"] == "destroyed"
    assert not outcome["expect"]["passed"]


def test_invalid_scenario_is_a_400_naming_each_field(client):
    body = BLACK_FLAG.replace(b"timing: alert", b"timing: alertt")
    response = post(client, "/api/adjudicate", body)
    assert response.status_code == 400
    problems = response.json()["problems"]
    assert problems[0]["path"] == "abilities.master-summoner-alert.timing"
    assert "alert" in problems[0]["message"] and problems[0]["line"] > 1


@pytest.mark.parametrize("body", [
    b"", b"\x00", b"a: [", b"{not json", b"- just\n- a list\n", b"x: &a [1]\ny: *a\n",
    b"format: 1\nformat: 1\n", "\u202e".encode(), b"[" * 5000,
])
def test_malformed_bodies_are_400_not_500(client, body):
    response = post(client, "/api/adjudicate", body)
    assert response.status_code == 400, response.content
    assert response.json()["problems"]


@override_settings(ADJUDICATOR_LIMITS={"max_document_bytes": 1000})
def test_an_oversized_scenario_is_a_413(client):
    response = post(client, "/api/adjudicate", b"#" * 2000)
    assert response.status_code == 413
    assert "at most 1,000 bytes" in response.json()["error"]  # the one message the editor and Resolve say too


def test_a_trigger_loop_is_a_422_naming_the_loop(client):
    response = post(client, "/api/adjudicate", LOOP)
    assert response.status_code == 422
    assert response.json()["error"] == "loop: a -> b -> a"


def test_unknown_model_is_a_400_naming_the_field_and_the_models(client):
    response = post(client, "/api/adjudicate?model=chess", BLACK_FLAG)
    assert response.status_code == 400
    message = ("model is union-city-alliance, marvel-champions, marvel-skirmish, valiant-universe or stack; "
               "'chess' is not a timing model.")
    assert response.json() == {"error": message, "field": "model", "problems": [{"path": "model", "message": message}]}


@pytest.mark.parametrize("scenario, outcome, message", [
    (BLACK_FLAG, 2, "outcome is 2, but there is 1 outcome."),
    (KURT, 3, "outcome is 3, but there are 2 outcomes."),
])
def test_an_outcome_past_the_last_says_how_many_there_are_in_plain_english(client, scenario, outcome, message):
    response = post(client, f"/api/adjudicate/diagram?outcome={outcome}", scenario)
    assert response.status_code == 400
    assert response.json() == {"error": message, "field": "outcome",
                               "problems": [{"path": "outcome", "message": message}]}
    assert post(client, f"/api/adjudicate/diagram?outcome={outcome - 1}&format=dot", scenario).status_code == 200


def test_diagram_is_svg_with_strict_headers(client):
    response = post(client, "/api/adjudicate/diagram", BLACK_FLAG)
    assert response.status_code == 200
    assert response["Content-Type"] == "image/svg+xml"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'none'" in response["Content-Security-Policy"]
    assert b"<svg" in response.content and b"Master Summoner" in response.content


def test_diagram_as_dot_and_timeline(client):
    dot = post(client, "/api/adjudicate/diagram?format=dot", BLACK_FLAG)
    assert dot.status_code == 200 and dot.content.lstrip().startswith(b"digraph")
    timeline = post(client, "/api/adjudicate/diagram?kind=timeline", BLACK_FLAG)
    assert timeline.status_code == 200 and b"<svg" in timeline.content


def test_markup_in_labels_is_text_in_the_svg(client):
    body = BLACK_FLAG.replace(b"label: Master Summoner's alert", b"label: '<script>alert(1)</script>'")
    response = post(client, "/api/adjudicate/diagram", body)
    assert response.status_code == 200
    assert b"<script" not in response.content
    assert b"&lt;script&gt;" in response.content


@pytest.mark.parametrize("query", ["format=png", "kind=pie", "outcome=0", "outcome=abc", "outcome=9"])
def test_bad_diagram_parameters_are_400(client, query):
    assert post(client, f"/api/adjudicate/diagram?{query}", BLACK_FLAG).status_code == 400


@override_settings(ADJUDICATOR_WEB_MAX_SECONDS=1)
def test_a_web_request_has_its_own_tighter_time_bound():
    from adjudicator.web import service

    assert service.limits().max_seconds == 1


RHINO = b"""
format: 1
game: marvel-champions
title: After Rhino attacks, one ability waits for "attacked" (Marvel Champions says "attacks"), one is on an ally in hand
players: [spider-man]
entities:
  spider-man: {type: hero, name: Spider-Man, form: hero, hp: 10}
  rhino: {type: villain, name: Rhino, zone: play, hp: 14, atk: 2}
  charge: {type: attachment, name: Charge, zone: play}
  aunt-may: {type: ally, name: Aunt May, owner: spider-man, zone: hand, hp: 5}
abilities:
  charge-forced:
    card: charge
    timing: forced-response
    label: Charge
    on: {event: attacked, by: rhino}
    do: [{say: Rhino charges on}]
  aunt-may-response:
    card: aunt-may
    timing: response
    label: Aunt May
    on: {event: attacks, by: rhino}
    do: [{say: Aunt May cheers Spider-Man on}]
start:
  do: [{attack: {by: rhino, target: spider-man, boost: 0}}]
"""


def test_warnings_say_what_did_not_happen_and_the_status_stays_200(client):
    response = post(client, "/api/adjudicate", RHINO)
    assert response.status_code == 200
    warnings = response.json()["outcomes"][0]["warnings"]
    assert [(w["kind"], w["ability"]) for w in warnings] == [
        ("never-triggered", "charge-forced"), ("not-live", "aunt-may-response")]
    assert all(w["text"] for w in warnings)


def test_a_scenario_without_surprises_has_an_empty_warnings_list(client):
    response = post(client, "/api/adjudicate", BLACK_FLAG)
    assert response.json()["outcomes"][0]["warnings"] == []


@pytest.mark.parametrize("param", ["model", "compare"])
def test_a_model_that_cannot_resolve_the_scenario_is_a_400_naming_what_it_lacks(client, param):
    kaiju = (ROOT / "fixtures/scenarios/union-city-alliance/atomic-kaiju.yaml").read_bytes()
    response = post(client, f"/api/adjudicate?{param}=marvel-champions", kaiju)
    assert response.status_code == 400
    body = response.json()
    assert body["field"] == param and body["model"] == "marvel-champions"
    assert body["error"] == "the timing model Marvel Champions (marvel-champions) cannot resolve this scenario"
    wanted = {"what": "timing class", "name": "when", "where": "abilities.nuclear-breath.timing"}
    assert any(wanted.items() <= lack.items() for lack in body["lacks"])
    assert all(p["path"] == param for p in body["problems"])
    diagram = post(client, "/api/adjudicate/diagram?model=marvel-champions", kaiju)
    assert diagram.status_code == 400 and diagram.json()["field"] == "model"



def test_each_outcome_carries_its_predict_questions(client):
    """Resolving Chains: B triggers inside A, and A carries on first (the when effect rule decides)."""
    chain = (ROOT / "fixtures/scenarios/union-city-alliance/chain-of-three.yaml").read_bytes()
    outcome = post(client, "/api/adjudicate", chain).json()["outcomes"][0]
    assert [(q["kind"], q["at"]) for q in outcome["predict"]] == [
        ("triggers", 2), ("next-effect", 3), ("triggers", 8), ("next-effect", 9)]
    first = outcome["predict"][1]
    assert (first["kind"], first["prompt"], first["at"], first["answer_step"], first["answer"]) == (
        "next-effect", "Which effect resolves next?", 3, 4, "start")
    assert [a["effect"] for a in first["alternatives"]] == ["effect-b", "start"]
    assert first["rule"] == "union-city-alliance#when-effects" and first["quote"].startswith("When an effect puts")
    assert [q["answer"] for q in outcome["predict"]] == ["yes", "start", "yes", "effect-b"]
    assert [c["verdict"] for c in outcome["trigger_checks"]] == ["triggered", "triggered"]
