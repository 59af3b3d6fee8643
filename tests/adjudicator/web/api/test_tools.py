"""POST /api/outline and POST /api/cardtext: the two quick tools over HTTP, every failure a 4xx."""
import json

import pytest
import yaml

from adjudicator.tools import cardtext, outline

GALVANIZE = """\
Wrangler uses Social Networking's Galvanize
  Odysseus draws Scientific Genius [alert]
  Odysseus draws Rapid Processing [alert]
    Wrangler draws Flurry of Fists [alert]
order: Rapid Processing
"""


def post_json(client, url, data):
    return client.post(url, json.dumps(data), content_type="application/json")


# -- /api/outline -------------------------------------------------------------------------------------------
def test_outline_resolves_in_the_rulebooks_order(client):
    response = post_json(client, "/api/outline", {"outline": GALVANIZE})
    assert response.status_code == 200
    body = response.json()
    order = body["result"]["outcomes"][0]["resolution_order"]
    assert order == ["start", "odysseus-draws-rapid-processing", "wrangler-draws-flurry-of-fists",
                     "odysseus-draws-scientific-genius"]
    assert [line["line"] for line in body["lines"]] == [1, 2, 3, 4]
    assert body["lines"][3] == {"line": 4, "effect": "wrangler-draws-flurry-of-fists",
                                "label": "Wrangler draws Flurry of Fists", "timing": "alert",
                                "parent": "odysseus-draws-rapid-processing"}
    assert yaml.safe_load(body["scenario"])["game"] == "union-city-alliance"


def test_outline_as_plain_text_body_and_the_stack_by_query(client):
    response = client.post("/api/outline?game=stack&compare=1", GALVANIZE, content_type="text/plain")
    assert response.status_code == 200
    assert response.json()["result"]["model"] == "stack"
    assert "compare" not in response.json()  # already a stack: nothing to compare with


def test_outline_compare_adds_the_stack_resolution(client):
    response = post_json(client, "/api/outline", {"outline": GALVANIZE, "compare": True})
    body = response.json()
    assert body["compare"]["model"] == "stack"
    assert body["compare"]["outcomes"][0]["resolution_order"][1] == "odysseus-draws-scientific-genius"


def test_a_json_outline_reads_compare_and_game_from_the_query_when_its_body_leaves_them_out(client):
    """Before, a JSON body's missing "compare" hid the query's `compare=1`: the answer came without it."""
    response = client.post("/api/outline?compare=1", json.dumps({"outline": GALVANIZE}), content_type="application/json")
    assert response.status_code == 200 and response.json()["compare"]["model"] == "stack"
    response = client.post("/api/outline?game=stack", json.dumps({"outline": GALVANIZE}), content_type="application/json")
    assert response.json()["result"]["model"] == "stack"


@pytest.mark.parametrize("url, body, name", [
    ("/api/outline?game=stack", {"outline": GALVANIZE, "game": "stack"}, "game"),
    ("/api/outline?compare=1", {"outline": GALVANIZE, "compare": False}, "compare"),
    ("/api/cardtext?game=union-city-alliance", {"text": "Counter: Gain 2 defense.", "game": "marvel-champions"}, "game"),
])
def test_a_field_in_the_body_and_in_the_query_is_a_400_naming_it(client, url, body, name):
    response = post_json(client, url, body)
    assert response.status_code == 400
    message = f"Give {name} once; it was given in the JSON body and in the query."
    assert response.json() == {"error": message, "field": name, "problems": [{"path": name, "message": message}]}


def test_invalid_outline_is_400_with_line_numbers(client):
    response = post_json(client, "/api/outline", {"outline": "Start\n  Child [sometimes]\n   Bad\n"})
    assert response.status_code == 400
    problems = response.json()["problems"]
    assert [p["line"] for p in problems] == [2]
    assert "sometimes" in problems[0]["message"]


def test_empty_outline_is_400(client):
    response = post_json(client, "/api/outline", {"outline": ""})
    assert response.status_code == 400
    assert "empty" in response.json()["problems"][0]["message"]


def test_unknown_game_is_400(client):
    response = post_json(client, "/api/outline", {"outline": GALVANIZE, "game": "chess"})
    assert response.status_code == 400
    assert "chess" in response.json()["problems"][0]["message"]


@pytest.mark.parametrize("body, content_type", [
    ("{not json", "application/json"),
    (json.dumps(["a list"]), "application/json"),
    (json.dumps({"outline": 3}), "application/json"),
    (json.dumps({"outline": "Start", "game": ["stack"]}), "application/json"),
    (b"\xff\xfe", "text/plain"),
])
def test_unreadable_bodies_are_400(client, body, content_type):
    response = client.post("/api/outline", body, content_type=content_type)
    assert response.status_code == 400
    assert response.json()["error"]


def test_oversized_outline_is_413(client):
    response = post_json(client, "/api/outline", {"outline": "x" * (outline.MAX_CHARS + 1)})
    assert response.status_code == 413
    huge = client.post("/api/outline", b"x" * (outline.MAX_CHARS * 7), content_type="text/plain")
    assert huge.status_code == 413


def test_outline_get_is_not_allowed(client):
    assert client.get("/api/outline").status_code == 405


# -- /api/cardtext ------------------------------------------------------------------------------------------
def test_cardtext_classifies_with_links(client, db):  # section titles come from the database
    response = post_json(client, "/api/cardtext", {"text": "Debut: Play this on the starting block. "
                                                           "The heroes collectively discard 2 Legacy cards"})
    assert response.status_code == 200
    sentences = response.json()["sentences"]
    assert [s["kind"] for s in sentences] == ["debut-modifier", "debut-when"]
    assert sentences[0]["rule"]["url"] == "/games/union-city-alliance/debuts/"


def test_cardtext_glossary_rules_link_to_the_term(client, db):
    response = client.post("/api/cardtext", "Counter: Gain 2 defense.", content_type="text/plain")
    notes = response.json()["sentences"][0]["notes"]
    assert "/games/union-city-alliance/glossary/#counter" in [n["rule"]["url"] for n in notes]


def test_cardtext_errors(client):
    assert post_json(client, "/api/cardtext", {"text": ""}).status_code == 400
    assert post_json(client, "/api/cardtext", {"nothing": "here"}).status_code == 400
    assert post_json(client, "/api/cardtext", {"text": "x" * (cardtext.MAX_CHARS + 1)}).status_code == 413


def test_schema_lists_both_endpoints(client):
    response = client.get("/api/schema/")
    assert response.status_code == 200
    text = response.content.decode()
    assert "/api/outline" in text and "/api/cardtext" in text


def test_cardtext_reads_the_game_asked_for(client, db):
    response = post_json(client, "/api/cardtext", {"text": "Forced Response: After Rhino attacks, draw 1 card.",
                                                   "game": "marvel-champions"})
    assert response.status_code == 200
    body = response.json()
    assert body["game"] == "marvel-champions"
    sentence = body["sentences"][0]
    assert sentence["kind"] == "forced-response" and sentence["keyword"] == "Forced Response"
    assert sentence["rule"]["url"] == "/games/marvel-champions/rules-reference-response/"
    query = client.post("/api/cardtext?game=marvel-skirmish", "Attack effect: Heal 1 damage.", content_type="text/plain")
    assert query.json()["sentences"][0]["kind"] == "attack-effect"


def test_cardtext_a_hero_only_defense_links_its_form_and_label_sentences(client, db):
    response = post_json(client, "/api/cardtext", {"text": "Hero Interrupt (defense): When an enemy attacks you, "
                                                           "prevent 2 damage.", "game": "marvel-champions"})
    sentence = response.json()["sentences"][0]
    assert sentence["kind"] == "interrupt" and sentence["ambiguous"] is None
    urls = {n["rule"]["name"]: n["rule"]["url"] for n in sentence["notes"]}
    assert urls["form-trigger"] == "/games/marvel-champions/rules-reference-ability/"
    assert urls["defense-labeled"] == "/games/marvel-champions/rules-reference-defend-defense/"


def test_cardtext_refuses_a_game_it_does_not_read(client, db):
    response = post_json(client, "/api/cardtext", {"text": "Anything.", "game": "chess"})
    assert response.status_code == 400 and "chess" in response.json()["error"]
    assert post_json(client, "/api/cardtext", {"text": "Anything.", "game": 3}).status_code == 400
