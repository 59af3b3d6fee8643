"""The adjudicator's pages in a real browser (Debian chromium): problems as you type at their line and
field, the example picker, stepping through with the keyboard while the tree follows, labels with markup
shown as text, the form builder, and every page at a phone's width without horizontal scroll."""
import json
import re

import pytest

from tests.browser.helpers import pages_wider_than_the_screen

pytestmark = pytest.mark.browser

KURT = "/adjudicator/examples/union-city-alliance/kurt-von-kessel/"
WRATH = "/adjudicator/examples/union-city-alliance/wrath-of-the-underworld-drive-by/"


@pytest.fixture
def adjudicator_site(full_site):
    """The rulebooks and the scenario library, as the live server serves them (the session's snapshot)."""


def caret_line(page):
    return page.evaluate("() => { const t = document.querySelector('#scenario-text');"
                         " return t.value.slice(0, t.selectionStart).split('\\n').length; }")


def current_step(page):
    return int(page.locator(".adj-current-step").get_attribute("data-n"))


def highlighted_node(page):
    return page.evaluate("() => { const c = document.querySelector('.adj-tree svg .current'); return c ? c.id : null; }")


def step_data(page):
    return json.loads(page.locator("#adj-step-data").text_content())


def test_a_mistake_in_the_text_is_reported_at_its_line_and_field(browser_page, adjudicator_site):
    page = browser_page
    page.goto("/adjudicator/editor/")
    page.locator(".adj-builder").wait_for()
    text = page.locator("#scenario-text")
    original = text.input_value()
    wrong_line = original.splitlines().index("    timing: alert") + 1
    text.fill(original.replace("    timing: alert", "    timing: alrt", 1))
    problem = page.locator(".adj-problem", has_text="alrt")
    problem.wait_for()
    assert problem.get_attribute("data-line") == str(wrong_line)
    assert problem.locator("code").inner_text() == "abilities.scientific-genius-alert.timing"
    assert f"line {wrong_line}" in problem.inner_text()
    assert page.locator(".adj-gutter .adj-bad-line").inner_text() == str(wrong_line)
    field = page.locator('.adj-builder [data-path="abilities.scientific-genius-alert.timing"]')
    assert field.get_attribute("aria-invalid") == "true"
    assert "alrt" in field.locator("xpath=..").locator(".adj-field-problem").inner_text()
    problem.click()
    assert caret_line(page) == wrong_line
    assert page.evaluate("document.activeElement.id") == "scenario-text"
    text.fill(original)
    page.locator("#problems-status", has_text="No problems").wait_for()
    assert page.locator(".adj-problem").count() == 0


def test_pick_an_example_resolve_it_and_step_through_with_the_keyboard(browser_page, adjudicator_site):
    page = browser_page
    page.goto("/adjudicator/editor/")
    page.locator("#example-picker").select_option("union-city-alliance/kurt-von-kessel")
    page.locator("#example-form button[type=submit]").click()
    page.wait_for_function("() => document.querySelector('#scenario-text').value.includes('Roid Rage')")
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator("button.adj-resolve").click()
    page.wait_for_url(re.compile(r"/adjudicator/s/[0-9a-f]{64}/$"))
    assert page.locator("h1").inner_text().startswith("Kurt Von Kessel")
    assert page.locator(".adj-outcomes .adj-column").count() == 2
    total = page.locator(".adj-steps > li").count()
    assert current_step(page) == 1
    for expected in (2, 3, 4):
        page.keyboard.press("ArrowRight")
        assert current_step(page) == expected
    page.keyboard.press("ArrowLeft")
    assert current_step(page) == 3
    assert "step=3" in page.url
    page.keyboard.press("End")
    assert current_step(page) == total
    page.keyboard.press("ArrowRight")
    assert current_step(page) == total
    page.keyboard.press("Home")
    assert current_step(page) == 1
    assert page.locator(".adj-current-text").inner_text() == page.locator(".adj-steps > li").first.locator(
        ".adj-step-text").inner_text()
    page.locator("#jump-step").fill("7")
    page.keyboard.press("Enter")
    assert current_step(page) == 7
    page.locator('[data-go="next"]').focus()
    page.keyboard.press("Enter")
    assert current_step(page) == 8


def test_the_highlighted_node_follows_the_step(browser_page, adjudicator_site):
    page = browser_page
    page.goto(WRATH)
    data = step_data(page)
    total = len(data["effects"])
    seen = set()
    for n in range(1, total + 1):
        expected = data["ids"][data["effects"][n - 1]]
        assert highlighted_node(page) == expected, f"step {n}"
        assert page.locator(".adj-tree svg .current").count() == 1
        seen.add(expected)
        page.keyboard.press("ArrowRight")
    assert len(seen) == len(set(data["ids"].values())) > 5  # every effect's node was outlined at some step


def test_a_step_link_without_javascript_state_still_opens_at_that_step(browser_page, adjudicator_site):
    page = browser_page
    page.goto(KURT + "?step=12")
    assert current_step(page) == 12
    data = step_data(page)
    assert highlighted_node(page) == data["ids"][data["effects"][11]]
    page.locator('.adj-outcome-tabs a', has_text="2").click()
    page.wait_for_url(re.compile(r"outcome=2"))
    assert page.locator("#stepper-title").inner_text() == "Step through outcome 2"


MARKUP = """format: 1
game: union-city-alliance
title: "<script>window.injected = 1</script><b>bold</b> title"
description: "<img src=x onerror=\\"window.injected = 2\\"> described"
players: [hero]
entities:
  hero: {type: hero, name: "<i>Hero</i>", max_stamina: 10}
  card: {type: union, name: "<u>Card</u>", owner: hero, zone: deck, position: 1}
abilities:
  card-alert:
    card: card
    timing: alert
    label: "<script>window.injected = 3</script>"
    do:
      - say: "<b>said</b> & done"
start:
  label: "<em>Start</em>"
  by: hero
  do:
    - draw: {who: hero, count: 1}
"""


def test_labels_with_markup_are_shown_as_text_in_the_page_and_the_tree(browser_page, adjudicator_site):
    page = browser_page
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto("/adjudicator/editor/")
    page.locator("#scenario-text").fill(MARKUP)
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator("button.adj-resolve").click()
    page.wait_for_url(re.compile(r"/adjudicator/s/"))
    assert page.locator("h1").inner_text() == "<script>window.injected = 1</script><b>bold</b> title"
    assert page.evaluate("window.injected") is None and dialogs == []
    injected = page.evaluate("() => document.querySelectorAll('main b, main i, main u, main em, main img').length")
    assert injected == 0
    assert page.evaluate("() => [...document.querySelectorAll('main script')].every(s => s.type === 'application/json')")
    tree_text = page.locator(".adj-tree-scroll > svg").text_content()
    assert "<em>Start</em>" in tree_text and "2. <script>window" in tree_text  # long labels wrap
    assert page.locator(".adj-tree svg script, .adj-tree svg foreignObject, .adj-tree svg a").count() == 0
    assert page.locator(".adj-steps", has_text="<b>said</b> & done").count() == 1
    page.goto(page.url.split("?")[0].replace("/adjudicator/s/", "/adjudicator/editor/?from=").rstrip("/"))
    assert page.locator("#scenario-text").input_value().strip() == MARKUP.strip()
    page.locator(".adj-builder").wait_for()
    assert page.locator('[data-path="title"]').input_value().startswith("<script>")
    assert page.evaluate("window.injected") is None


def test_editing_the_form_rewrites_the_text_and_unknown_text_makes_it_read_only(browser_page, adjudicator_site):
    page = browser_page
    page.goto("/adjudicator/editor/?example=union-city-alliance/black-flag")
    title = page.locator('[data-path="title"]')
    title.fill("Black Flag, retold")
    page.wait_for_function("() => document.querySelector('#scenario-text').value.includes('title: Black Flag, retold')")
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator('fieldset[data-section="entities"] > button[data-add]').click()
    page.wait_for_function("() => document.querySelector('#scenario-text').value.includes('entity-10: {type: hero}')")
    text = page.locator("#scenario-text")
    text.fill(text.input_value() + "surprise: 1\n")
    note = page.locator("#builder-note")
    note.wait_for(state="visible")
    assert "surprise" in note.inner_text()
    assert page.locator(".adj-builder.adj-readonly").count() == 1
    assert page.locator('.adj-builder [data-path="title"]').get_attribute("readonly") is not None


@pytest.mark.parametrize("device", ["desktop", "large_phone"])
def test_adding_and_removing_a_form_row_by_keyboard_keeps_the_focus_in_the_form(request, adjudicator_site, device):
    """Enter on "Add an entity" puts the cursor in the new row's first field (the focus was dropped to the page's
    top); a Marvel Champions entity starts without a type, which its card gives (a preset "hero" overrode an
    ally's card); removing a row leaves the focus on the row now in its place."""
    page = request.getfixturevalue("browser_page" if device == "desktop" else "large_phone_page")
    page.goto("/adjudicator/editor/?example=marvel-champions/replacement-effect-resolves-instead")
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator('fieldset[data-section="entities"] > button[data-add]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#scenario-text').value.includes('entity-4: {}')")
    assert page.evaluate("document.activeElement.getAttribute('data-path')") == "entities.entity-4.id"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('data-path')") == "entities.entity-4.card"
    first = page.locator('fieldset[data-section="entities"] > details').first
    if not first.evaluate("row => row.open"):
        first.locator("summary").focus()
        page.keyboard.press("Enter")
    page.locator('button[data-remove="entities"]').first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => !document.querySelector('#scenario-text').value.includes('spider-man: {')")
    assert page.evaluate("document.activeElement.getAttribute('data-path')") == "entities.black-cat.id"


PHONE_PAGES = [
    "/adjudicator/", "/adjudicator/editor/", "/adjudicator/examples/", "/adjudicator/examples/rules/",
    KURT, KURT + "?compare=stack", WRATH + "?step=40", "/adjudicator/learn/", "/adjudicator/learn/putting-it-together/",
    "/games/union-city-alliance/counter-and-gambit-phases/",
]


def test_no_horizontal_scroll_at_phone_width(phone_page, adjudicator_site):
    """Every page of PHONE_PAGES in one phone page; the failure names each page that scrolls sideways."""
    wider = pages_wider_than_the_screen(phone_page, PHONE_PAGES)
    assert not wider, wider


def test_a_skip_link_takes_the_keyboard_straight_to_the_step_through(browser_page, adjudicator_site):
    """The stepper sits below the scenario, its outcomes and its warnings: some thirty Tab stops down."""
    page = browser_page
    page.goto(KURT)
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("[document.activeElement.getAttribute('href'), document.activeElement.textContent]") == [
        "#stepper", "Skip to the step-through"]
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('#stepper') !== null")


def test_the_editor_works_by_keyboard_alone(browser_page, adjudicator_site):
    page = browser_page
    page.goto("/adjudicator/editor/")
    page.locator("#example-picker").focus()
    page.keyboard.press("ArrowDown")  # choose the first library scenario with the keyboard
    page.keyboard.press("Enter")  # and load it
    page.wait_for_function("() => !document.querySelector('#scenario-text').value.startsWith('format: 1\\ngame: union-city-alliance\\ntitle: Wrangler')")
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator("button.adj-resolve").focus()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/adjudicator/s/"))
    page.keyboard.press("ArrowRight")
    assert current_step(page) == 2


def test_a_rule_link_opens_the_section_scrolled_to_the_cited_sentence(browser_page, adjudicator_site):
    page = browser_page
    page.goto(WRATH)
    link = page.locator('.adj-step-rule a[href*="/counter-and-gambit-phases/#:~:text=When%20the%20phase%20ends"]').first
    sentence = link.locator("xpath=..").locator(".adj-sentence").text_content()
    assert sentence.startswith("When the phase ends")
    page.set_viewport_size({"width": 1280, "height": 320})  # so the sentence starts below the fold
    link.click()
    page.wait_for_url(re.compile(r"/games/union-city-alliance/counter-and-gambit-phases/"))
    page.wait_for_function("() => window.scrollY > 0")
    visible = page.evaluate("""(sentence) => {
        const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_ELEMENT);
        let best = null;
        while (walker.nextNode()) {
            const el = walker.currentNode;
            if (el.children.length === 0 || el.tagName === 'P' || el.tagName === 'LI') {
                if (el.textContent.replace(/\\s+/g, ' ').includes(sentence)) best = el;
            }
        }
        if (!best) return null;
        const box = best.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
    }""", sentence)
    assert visible is True


@pytest.mark.parametrize("device", ["browser_page", "phone_page"])
def test_the_header_search_box_is_never_filled_with_the_pages_own_query(request, adjudicator_site, device):
    """Issue 11: on a lesson, a result or the editor the header's search box stays empty (it once showed
    "compare=stack", "model=…"), and searching from it still works."""
    page = request.getfixturevalue(device)
    for url in ("/adjudicator/learn/chains/?compare=stack", KURT + "?model=stack&explore=1&step=3",
                "/adjudicator/editor/?example=union-city-alliance/black-flag",
                "/adjudicator/examples/?q=flurry&game=union-city-alliance"):
        page.goto(url)
        assert page.locator("#header-q").input_value() == "", url
    page.locator("#header-q").fill("counter")
    with page.expect_navigation():
        page.locator("#header-q").press("Enter")
    assert "/search/?" in page.url and "q=counter" in page.url
