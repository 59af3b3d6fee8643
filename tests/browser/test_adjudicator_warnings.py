"""In a real browser, on a desktop and on a phone: what did not happen is shown above the result, and the
model pickers offer only the models that can resolve the scenario (issue 11)."""
import re
from pathlib import Path

import pytest
from django.core.cache import cache

from adjudicator.web import permalinks
from tests.adjudicator.web.api.test_adjudicate import RHINO
from tests.browser.helpers import expect, horizontal_overflow, widest_elements

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
KAIJU = (ROOT / "fixtures/scenarios/union-city-alliance/atomic-kaiju.yaml").read_text()
ESCALATE = """\
format: 1
game: union-city-alliance
title: Escalate's condition is false when the goon hits, and Wrangler checks his heroism
players: [wrangler]
entities:
  wrangler: {type: hero, name: Wrangler, heroism: 9}
  goon: {type: enemy, name: Raptor Goon, zone: board}
abilities:
  escalate:
    card: goon
    timing: when
    label: Escalate
    if: wrangler.heroism <= 6
    on: {event: damage_dealt, target: wrangler}
    do: [{say: escalates}]
start:
  by: goon
  do:
    - deal_damage: {to: wrangler, amount: 1, source: goon}
    - if: {cond: "wrangler.heroism >= 9", then: [{say: Wrangler stands firm}]}
expect:
  state: {wrangler.damage: 2}
"""


@pytest.fixture
def saved(transactional_db):
    """Shared scenarios (rows made before the live server's thread reads them)."""
    cache.clear()
    yield {"rhino": permalinks.save(RHINO.decode()).get_absolute_url(),
           "kaiju": permalinks.save(KAIJU).get_absolute_url(),
           "escalate": permalinks.save(ESCALATE).get_absolute_url()}
    cache.clear()


def top(page, selector):
    return page.locator(selector).first.bounding_box()["y"]


@pytest.mark.parametrize("device", ["browser_page", "phone_page"])
def test_the_warnings_are_above_the_result_readable_and_lead_to_their_step(request, saved, device):
    page = request.getfixturevalue(device)
    page.goto(saved["rhino"])
    warnings = page.locator(".adj-warnings")
    assert warnings.is_visible()
    assert top(page, ".adj-warnings") < top(page, ".adj-summary") < top(page, "#stepper")
    items = warnings.locator("li")
    assert items.count() == 2
    assert items.nth(0).inner_text().startswith("Never triggered: Charge never triggered: it waits for “attacked”")
    assert "Aunt May was in hand" in items.nth(1).inner_text()
    assert horizontal_overflow(page) <= 0, widest_elements(page)
    link = items.nth(1).get_by_role("link", name=re.compile(r"See step \d+"))
    number = re.search(r"\d+", link.inner_text()).group(0)
    link.focus()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(rf"step={number}#stepper$"))
    assert page.locator(".adj-current-step").get_attribute("data-n") == number
    assert "Rhino attacks Spider-Man" in page.locator(".adj-current-text").inner_text()


@pytest.mark.parametrize("device", ["browser_page", "phone_page"])
def test_the_pickers_offer_only_models_that_can_resolve_it_and_one_can_be_chosen(request, saved, device):
    page = request.getfixturevalue(device)
    page.goto(saved["kaiju"])
    # side by side: never the model shown (the scenario's own, Union City Alliance)
    for picker, offered in (("#opt-model", ["", "union-city-alliance", "stack"]), ("#opt-compare", ["", "stack"])):
        values = page.locator(f"{picker} option").evaluate_all("options => options.map(o => o.value)")
        assert values == offered, picker
    page.locator("#opt-compare").select_option("stack")
    page.get_by_role("button", name="Resolve again").press("Enter")
    page.wait_for_url(re.compile(r"compare=stack"))
    assert page.locator(".adj-models").is_visible()
    assert horizontal_overflow(page) <= 0, widest_elements(page)


@pytest.mark.parametrize("device", ["browser_page", "phone_page"])
def test_a_link_to_a_model_that_cannot_resolve_it_explains_and_keeps_the_controls(request, saved, device):
    page = request.getfixturevalue(device)
    page.goto(saved["kaiju"] + "?model=marvel-champions")
    note = page.locator(".adj-note", has_text="cannot resolve this scenario")
    assert note.is_visible()
    assert "has no timing class “when”, which Nuclear Breath has" in note.inner_text()
    assert page.locator("#opt-model").is_visible() and page.locator("#stepper").is_visible()
    assert horizontal_overflow(page) <= 0, widest_elements(page)


@pytest.mark.parametrize("device", ["browser_page", "phone_page"])
def test_stepping_names_each_effect_by_its_label(request, saved, device):
    """Issue 11, plain language: the current step's effect is its label, also after stepping in place."""
    page = request.getfixturevalue(device)
    page.goto(saved["kaiju"] + "?step=1")
    effect = page.locator('.adj-current [data-role="effect"]')
    first = effect.inner_text()
    assert first == "Atomic Kaiju threatens Odysseus"
    steps = page.locator(".adj-step")
    labelled = [steps.nth(i).get_attribute("data-effect-label") for i in range(steps.count())]
    later = next(i for i, label in enumerate(labelled) if label != first)
    steps.nth(later).locator("a").first.click()
    expect(effect).to_have_text(labelled[later])
    assert labelled[later] == "Nuclear Breath"  # the label, not the effect's id (nuclear-breath)


@pytest.mark.parametrize("device", ["browser_page", "phone_page"])
def test_conditions_and_unmet_expectations_are_said_in_words(request, saved, device):
    """Issue 11, plain language: a condition by the names it reads ("Wrangler's heroism is at most 6", not
    `wrangler.heroism <= 6`), and what the scenario expected and did not get ("Wrangler's damage", not
    wrangler.damage)."""
    page = request.getfixturevalue(device)
    page.goto(saved["escalate"])
    warning = page.locator(".adj-warnings li").first.inner_text()
    assert "its condition “Wrangler's heroism is at most 6” was false then" in warning
    assert page.locator(".adj-failures li").all_inner_texts() == ["Expected Wrangler's damage to be 2; here it is 1"]
    notes = page.locator(".adj-step-note .adj-step-text").all_inner_texts()
    assert "Escalate does not trigger: its condition “Wrangler's heroism is at most 6” is false now" in notes
    assert any(n.startswith("the condition “Wrangler's heroism is at least 9” holds now") for n in notes), notes
    body = page.locator("main").inner_text()
    assert "wrangler.heroism" not in body.replace("if: wrangler.heroism", "").replace('cond: "wrangler.heroism', "")
    assert "wrangler.damage" not in body.replace("{wrangler.damage: 2}", "")
    assert horizontal_overflow(page) <= 0, widest_elements(page)
