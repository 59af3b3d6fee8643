"""The pages say what did not happen (warnings above the result) and offer only the timing models that
can resolve the scenario (issue 11)."""
import json
import re
from html import unescape
from pathlib import Path

import pytest
from django.core.cache import cache

from adjudicator.web import permalinks
from tests.adjudicator.web.api.test_adjudicate import RHINO

ROOT = Path(__file__).resolve().parents[3]
KAIJU = (ROOT / "fixtures/scenarios/union-city-alliance/atomic-kaiju.yaml").read_text()
BLACK_FLAG = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()


@pytest.fixture(autouse=True)
def fresh_cache():
    cache.clear()
    yield
    cache.clear()


def page(client, text, query="", status=200):
    url = permalinks.save(text).get_absolute_url()
    response = client.get(url + query)
    assert response.status_code == status
    return url, response.content.decode()


def options_of(html, name):
    select = re.search(rf'<select id="opt-{name}" name="{name}">(.*?)</select>', html, re.S).group(1)
    return re.findall(r'<option value="([^"]*)"', select)


def test_warnings_are_shown_above_the_result_in_the_tables_words(client, db):
    url, html = page(client, RHINO.decode())
    section = re.search(r'<section class="adj-warnings".*?</section>', html, re.S).group(0)
    assert html.index("adj-warnings") < html.index('class="adj-summary"') < html.index('id="stepper"')
    text = unescape(re.sub(r"<[^>]+>", "", section))
    assert "Never triggered: Charge never triggered: it waits for “attacked” (by: Rhino)" in text
    assert "Card not live: Aunt May did not trigger when Rhino attacks Spider-Man" in text
    step = re.search(r'href="([^"]*step=(\d+)#stepper)">See step', section)
    assert step and step.group(1).startswith(url + "?")


def test_a_scenario_without_warnings_has_no_warnings_section(client, db):
    assert "adj-warnings" not in page(client, BLACK_FLAG)[1]


def test_the_pickers_offer_only_the_models_that_can_resolve_the_scenario(client, db):
    _, html = page(client, KAIJU)
    assert options_of(html, "model") == ["", "union-city-alliance", "stack"]
    assert options_of(html, "compare") == ["", "stack"]  # not the model shown (the scenario's own: Union City Alliance)
    assert "The scenario's own (Union City Alliance)" in html


@pytest.mark.parametrize("param", ["model", "compare"])
def test_a_link_asking_for_a_model_that_cannot_resolve_it_says_why_and_keeps_the_controls(client, db, param):
    _, html = page(client, KAIJU, f"?{param}=marvel-champions")
    text = unescape(html)
    assert "The timing model Marvel Champions (marvel-champions) cannot resolve this scenario: " in text
    assert "Marvel Champions has no timing class “when”, which Nuclear Breath has" in text
    assert "Marvel Champions has no op “threaten”" in text  # a UCA enemy threatens; a Champions one activates
    assert "KeyError" not in text and "please report it" not in text
    assert 'id="opt-model"' in html and "Resolved by <strong>Union City Alliance</strong>" in html


def test_a_download_for_a_model_that_cannot_resolve_it_is_a_400_naming_the_lack(client, db):
    url = permalinks.save(KAIJU).get_absolute_url()
    response = client.get(url + "trace.json?model=valiant-universe")
    assert response.status_code == 400
    assert "Valiant Universe has no timing class “when”" in json.dumps(response.json(), ensure_ascii=False)


def test_the_editor_offers_only_the_models_that_can_resolve_its_text(client, db):
    html = client.get("/adjudicator/editor/").content.decode()  # the starter: a Union City Alliance scenario
    for picker in ("resolve-model", "resolve-compare"):  # the model pickers (the reference panel lists every game)
        select = html[html.index(f'<select id="{picker}"'):]
        select = select[:select.index("</select>")]
        assert 'value="marvel-champions"' not in select and 'value="stack"' in select
    response = client.post("/api/validate", KAIJU, content_type="application/yaml")
    assert response.json()["models"] == ["union-city-alliance", "stack"]


def test_the_explore_box_is_ticked_when_the_scenario_itself_explores(client, db):
    text = (ROOT / "fixtures/scenarios/union-city-alliance/social-networking-explore.yaml").read_text()
    _, html = page(client, text)
    assert "from 2 orders explored" in html
    box = re.search(r'<input type="checkbox" id="opt-explore"[^>]*>', html).group(0)
    assert "checked" in box and "disabled" in box
    assert "(the scenario asks for it)" in html
    _, html = page(client, BLACK_FLAG)
    box = re.search(r'<input type="checkbox" id="opt-explore"[^>]*>', html).group(0)
    assert "checked" not in box and 'name="explore"' in box
