"""The editor's live calls (POST /api/validate, /api/validate/build) and the form builder behind them:
problems with path and line as you type, the form for a text and the text for a form, throttling."""
import re
import json
import warnings
from pathlib import Path

import pytest
from django.core.cache import cache
from django.test import override_settings
from hypothesis import given, settings as hsettings, strategies as st
from rest_framework.throttling import ScopedRateThrottle

from adjudicator.api import load_scenario
from adjudicator.scenario.source import parse_text
from adjudicator.web import builder
from tests.adjudicator import corpus

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "fixtures" / "scenarios"
BLACK_FLAG = (FIXTURES / "union-city-alliance/black-flag.yaml").read_text()


@pytest.fixture(autouse=True)
def fresh_cache():
    cache.clear()  # the throttle counts calls in the cache
    yield
    cache.clear()


def validate(client, text, content_type="application/x-scenario"):
    return client.post("/api/validate", text, content_type=content_type)


def build(client, form):
    return client.post("/api/validate/build", json.dumps(form), content_type="application/json")


def test_a_valid_text_has_no_problems_and_comes_with_its_form(client):
    data = validate(client, BLACK_FLAG).json()
    assert data["valid"] is True and data["problems"] == []
    form = data["builder"]["form"]
    assert form["title"] == "Black Flag's overcome finishes before Master Summoner's alert"
    assert [e["id"] for e in form["entities"]][:3] == ["dr-tomorrow", "lady-sunbeam", "black-flag"]
    assert form["abilities"][1]["timing"] == "alert"
    assert form["kept"]["expect"]["order"] == ["start", "black-flag-overcome", "master-summoner-alert"]


def test_each_problem_names_its_field_path_and_line(client):
    text = BLACK_FLAG.replace("timing: alert", "timing: alrt").replace("overcome: black-flag", "overcome: black-flg")
    data = validate(client, text).json()
    assert data["valid"] is False
    found = {(p["path"], p["line"]) for p in data["problems"]}
    assert ("abilities.master-summoner-alert.timing", 35) in found
    assert ("start.do[0].overcome.target", 44) in found
    assert text.splitlines()[34].strip() == "timing: alrt"


def test_a_syntax_error_points_at_its_line_and_the_form_says_why_it_is_missing(client):
    data = validate(client, "format: 1\ngame: union-city-alliance\ntitle: [unclosed\n").json()
    assert data["problems"][0]["line"] >= 3 and "not valid YAML" in data["problems"][0]["message"]
    assert data["builder"]["form"] is None and data["builder"]["note"]


def test_json_text_is_checked_too(client):
    import yaml

    as_json = json.dumps(yaml.safe_load(BLACK_FLAG))
    data = validate(client, as_json, "application/json").json()
    assert data["valid"] is True and data["format"] == "json"


@override_settings(ADJUDICATOR_LIMITS={"max_document_bytes": 1_000})
def test_an_oversized_text_is_a_413(client, db):
    """The editor's check and Resolve say one message the same way, and the check lists it as a problem (the
    status line counts it, the list shows it). It was "the scenario is 1234 bytes; the limit is 1000" here and
    "The scenario is 1,234 bytes; …" on Resolve."""
    text = "format: 1\n" + "# padding\n" * 150
    said = f"The scenario is {len(text.encode()):,} bytes; at most 1,000 bytes are accepted."
    response = validate(client, text)
    assert response.status_code == 413 and response.json()["error"] == said
    assert response.json()["problems"] == [{"path": "", "message": said, "line": None}]
    resolved = client.post("/adjudicator/resolve/", {"scenario": text})
    assert resolved.status_code == 413 and said in resolved.content.decode()


def test_validation_calls_are_throttled(client, monkeypatch):
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"validate": "3/min"})
    statuses = [validate(client, BLACK_FLAG).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert build(client, {"title": "x"}).status_code == 429


def test_the_throttle_scope_is_the_configured_one(settings):
    from adjudicator.web.api.validate import BuildView, ValidateView

    assert ValidateView.throttle_scope == BuildView.throttle_scope == "validate"
    assert ScopedRateThrottle in ValidateView.throttle_classes
    assert "validate" in settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]


def test_the_form_of_a_text_builds_the_same_scenario_back(client):
    form = validate(client, BLACK_FLAG).json()["builder"]["form"]
    data = build(client, form).json()
    assert data["valid"] is True
    assert parse_text(data["text"]).data == parse_text(BLACK_FLAG).data | {"description": parse_text(BLACK_FLAG).data["description"].strip()}


def test_editing_the_form_rewrites_the_text(client):
    form = validate(client, BLACK_FLAG).json()["builder"]["form"]
    form["entities"].append({"id": "plucky-interns-2", "type": "origin", "name": "More Interns", "owner": "dr-tomorrow",
                             "zone": "hand", "props": "cost=2"})
    form["abilities"][1]["do"] = "- draw: {who: dr-tomorrow, count: 2}"
    text = build(client, form).json()["text"]
    data = parse_text(text).data
    assert data["entities"]["plucky-interns-2"] == {"type": "origin", "name": "More Interns", "owner": "dr-tomorrow",
                                                    "zone": "hand", "cost": 2}
    assert data["abilities"]["master-summoner-alert"]["do"] == [{"draw": {"who": "dr-tomorrow", "count": 2}}]
    load_scenario(text)


def test_a_form_with_mistakes_comes_back_with_problems_at_their_paths(client):
    form = validate(client, BLACK_FLAG).json()["builder"]["form"]
    form["abilities"][0]["do"] = "- draw: {who: [unclosed"
    form["abilities"][1]["on"] = "just words"
    form["abilities"][1]["timing"] = "sometimes"
    data = build(client, form).json()
    paths = {p["path"] for p in data["problems"]}
    assert "abilities.black-flag-overcome.do" in paths
    assert "abilities.master-summoner-alert.on" in paths
    assert "abilities.master-summoner-alert.timing" in paths
    assert data["valid"] is False and isinstance(data["text"], str)


def test_a_body_that_is_not_a_form_is_a_400(client):
    assert client.post("/api/validate/build", "{nope", content_type="application/json").status_code == 400
    assert client.post("/api/validate/build", "[1, 2]", content_type="application/json").status_code == 400


# -- the builder itself -------------------------------------------------------------------------------

def all_fixtures():
    return sorted(p for p in FIXTURES.glob("*/*") if p.suffix in (".yaml", ".yml", ".json"))


def stripped(value):
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, list):
        return [stripped(v) for v in value]
    if isinstance(value, dict):
        return {k: stripped(v) for k, v in value.items()}
    return value


def goes_through_the_form_unchanged(path, not_representable):
    original = corpus.source_data(path)  # parsed once per process, a copy of its own
    form, note = builder.form_from_data(original)
    if form is None:  # allowed, but then the page says why
        assert note, "not representable as the form, and the note says nothing"
        not_representable.append(f"{corpus.relative(path)}: {note}")
        return
    data, problems = builder.data_from_form(form)
    assert problems == []
    assert stripped(parse_text(builder.dump(data)).data) == stripped(original)


@pytest.mark.parametrize("game", corpus.GAMES)
def test_every_library_scenario_goes_through_the_form_unchanged(game):
    """Each fixture of the game; the test names every one that fails, and warns of each one the form cannot
    show (allowed: the page says why)."""
    not_representable: list[str] = []
    corpus.each_fixture(lambda path: goes_through_the_form_unchanged(path, not_representable), game,
                        [p for p in all_fixtures() if p.parent.name == game])
    for said in not_representable:
        warnings.warn(f"not representable as the form: {said}", stacklevel=1)


def test_the_form_is_read_only_for_what_it_cannot_show():
    form, note = builder.form_from_data({"format": 1, "title": "x", "surprise": 1})
    assert form is None and "surprise" in note
    form, note = builder.form_from_data({"format": 1, "entities": {"a": {"type": None}}})
    assert form is None and "None" in note
    form, note = builder.form_from_data(["not", "a", "mapping"])
    assert form is None and "mapping" in note


def test_values_with_commas_and_brackets_survive_the_form():
    entity = {"type": "hero", "name": "Red, White & Blue", "block": [2, 3], "keywords": ["tough", "fast"],
              "motto": "a=b"}
    form, _ = builder.form_from_data({"format": 1, "entities": {"hero": entity}})
    data, problems = builder.data_from_form(form)
    assert problems == [] and data["entities"]["hero"] == entity


def test_yaml_written_by_the_form_reads_on_as_a_key_not_a_boolean():
    text = builder.dump({"abilities": {"a": {"on": {"event": "drawn"}}}})
    assert "'on'" not in text and "on: {event: drawn}" in text
    assert parse_text(text).data["abilities"]["a"]["on"] == {"event": "drawn"}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3),
    max_leaves=12,
)


@hsettings(max_examples=200, deadline=None)
@given(json_values)
def test_any_data_either_becomes_a_form_or_a_reason_never_an_exception(data):
    form, note = builder.form_from_data(data)
    assert (form is None) != (note == "")
    if form is not None:
        rebuilt, _ = builder.data_from_form(form)
        assert isinstance(builder.dump(rebuilt), str)


@hsettings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["game", "title", "players", "entities", "abilities", "start", "kept"]),
                       json_values, max_size=7))
def test_any_form_json_becomes_text_or_problems_never_an_exception(form):
    data, problems = builder.data_from_form(form)
    assert isinstance(builder.dump(data), str)
    assert all(p.message for p in problems)


def test_the_validation_says_when_the_scenario_itself_explores(client):
    explores = (FIXTURES / "union-city-alliance/social-networking-explore.yaml").read_text()
    assert validate(client, explores).json()["explores"] is True
    assert validate(client, BLACK_FLAG).json()["explores"] is False
    assert validate(client, BLACK_FLAG + "choices: {modifier_order: explore}\n").json()["explores"] is True
    assert validate(client, "choices: [explore]\n").json()["explores"] is False  # not a scenario: no crash


def test_the_starter_resolves_as_the_rulebooks_branches_example():
    """Wrangler draws Flurry of Fists inside the Rapid Processing branch, and its alert draws him another."""
    from adjudicator.api import adjudicate_text
    from adjudicator.web.views import STARTER

    outcome, = adjudicate_text(STARTER)["outcomes"]
    assert outcome["resolution_order"] == ["start", "rapid-processing-alert", "flurry-of-fists-alert",
                                           "scientific-genius-alert"]
    state = outcome["state"]
    assert state["flurry-of-fists"]["zone"] == "hand" and state["wrangler-next-card"]["zone"] == "hand"
    assert state["southern-hospitality"]["zone"] == "discard" and state["union-deck-top"]["zone"] == "board"


def test_the_starter_says_what_exploring_it_shows():
    """Newcomer: it said ticking "Explore every order" shows "the other branch first"; exploring shows the
    one outcome both orders reach, in the order the scenario picks."""
    from adjudicator.api import adjudicate_text
    from adjudicator.web.views import STARTER

    assert "see that the other order, Scientific Genius first, ends the same way: 1 distinct outcome from 2 " \
           "orders." in " ".join(STARTER.split())
    own, explored = adjudicate_text(STARTER), adjudicate_text(STARTER, force_explore=True)
    assert explored["explored"]["orders"] == 2 and explored["explored"]["distinct_outcomes"] == 1
    assert explored["outcomes"][0]["resolution_order"] == own["outcomes"][0]["resolution_order"]
    other = adjudicate_text(STARTER.replace("order: [rapid-processing-alert]", "order: [scientific-genius-alert]"))
    assert other["outcomes"][0]["resolution_order"][1] == "scientific-genius-alert"
    assert other["outcomes"][0]["state"] == own["outcomes"][0]["state"]


@pytest.mark.django_db
def test_the_reference_panel_lists_each_games_own_classes_ops_and_events(client):
    """Generated from the models: every op a model runs (and no internal one), every event, every class."""
    import re as regex
    from html import unescape

    from adjudicator.timing import registry

    html = client.get("/adjudicator/editor/").content.decode()
    for slug in registry.available():
        model = registry.load(slug)()
        section = html[html.index(f'<section class="adj-reference-game" data-game="{slug}"'):]
        section = section[:section.index("</section>")]
        ops = regex.findall(r'<dt id="ref-[^"]+"><code>([^<]+)</code></dt>', section)
        assert ops == sorted(name for name, op in model.ops.items() if not op.internal), slug
        events = regex.findall(r'<li><code>([a-z_:-]+)</code>(?: —|</li>)', section.split("<h3>Events")[1])
        assert events == sorted(model.events()), slug
        for name in model.classes:
            assert f"<code>{name}</code> — " in section, (slug, name)
    uca = html[html.index('data-game="union-city-alliance"'):]
    assert unescape("<li><code>to</code> (required): the entity dealt the damage</li><li><code>amount</code> "
                    "(required): how much: a number or an expression</li>") in uca.split("</dd>")[
        [i for i, part in enumerate(uca.split("</dd>")) if '<code>deal_damage</code>' in part][0]]
    assert 'data-game="marvel-champions" aria-label="Marvel Champions" hidden' in html  # the starter's game is shown


@pytest.mark.django_db
def test_the_reference_panel_says_where_an_event_cards_abilities_work(client):
    """Marvel Champions: a triggered ability of an event card works from its owner's hand too; a
    constant ability or modifier only in play; other games' classes say nothing of card types."""
    from html import unescape

    html = unescape(client.get("/adjudicator/editor/").content.decode())
    section = html[html.index('data-game="marvel-champions"'):]
    section = section[:section.index("</section>")]
    lines = {line.split("</code>")[0]: line.split("</li>")[0] + "</li>" for line in section.split("<li><code>")[1:]}
    assert lines["response"].endswith("live in board, active, play (an event card's also in its owner's hand)</li>")
    assert lines["constant"].endswith("live in board, active, play</li>")
    assert lines["modifier"].endswith("live in board, active, play</li>")
    uca = html[html.index('data-game="union-city-alliance"'):]
    assert "its owner's hand" not in uca[:uca.index("</section>")]


@pytest.mark.django_db
def test_each_op_in_the_reference_panel_shows_its_doc_and_its_example_as_a_scenario_writes_it(client):
    from html import unescape

    from adjudicator.timing import registry

    html = unescape(client.get("/adjudicator/editor/").content.decode())
    model = registry.load("marvel-champions")()
    section = html[html.index('data-game="marvel-champions"'):]
    section = section[:section.index("</section>")]
    entry = section[section.index('<dt id="ref-marvel-champions-activate">'):]
    entry = entry[:entry.index("</dd>")]
    assert model.ops["activate"].doc in entry
    assert "- activate: {enemy: enemy, target: you}" in entry


@pytest.mark.django_db
def test_a_word_in_backticks_in_the_reference_panel_is_shown_as_code(client):
    from html import unescape

    html = unescape(client.get("/adjudicator/editor/").content.decode())
    entry = html[html.index('<dt id="ref-marvel-champions-deal_indirect_damage">'):]
    doc = entry[:entry.index("</p>")]
    assert "<code>assign</code>" in doc and "`" not in doc
    for game in ("union-city-alliance", "marvel-champions", "valiant-universe"):  # nor anywhere in the panel
        section = html[html.index(f'data-game="{game}"'):]
        assert "`" not in section[:section.index("</section>")], game


@pytest.mark.django_db
def test_the_reference_panel_lists_the_expression_functions(client):
    from html import unescape

    from adjudicator.expr import FUNCTION_DOCS

    html = unescape(client.get("/adjudicator/editor/").content.decode())
    section = html[html.index('data-game="union-city-alliance"'):]
    section = section[section.index("<h3>Expression functions"):section.index("</section>")]
    for name, (call, doc, example) in FUNCTION_DOCS.items():
        assert f"<dt><code>{call}</code></dt>" in section, name
        shown = re.sub(r"`([^`\n]+)`", r"<code>\1</code>", doc)  # a `word` of the doc is shown as code
        assert shown in section and example in section
