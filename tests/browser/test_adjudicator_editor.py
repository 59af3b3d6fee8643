"""The editor helps, in a real browser: Resolve a Tab away from the text (and Ctrl+Enter from anywhere in it),
Space presses the step controls, the Explore box shows what the scenario asks for, on a desktop and a phone;
on a phone a mistake's value and its problem are on screen together."""
import re

import pytest

from tests.browser.helpers import horizontal_overflow, widest_elements

pytestmark = pytest.mark.browser

EDITOR = "/adjudicator/editor/"
EXPLORING = "union-city-alliance/social-networking-explore"


@pytest.fixture
def editor_site(full_site):
    """Every rulebook and the examples library, restored from the session's snapshot."""


def focused(page):
    return page.evaluate("document.activeElement && (document.activeElement.id || document.activeElement.className)")


def tabs_until(page, predicate_js, limit=100):
    for presses in range(limit + 1):
        if page.evaluate(predicate_js):
            return presses
        page.keyboard.press("Tab")
    raise AssertionError("never reached")


ON_RESOLVE = "document.activeElement && document.activeElement.classList.contains('adj-resolve')"


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_resolve_is_one_tab_after_the_text_and_three_keys_from_the_top(request, editor_site, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to the scenario text"
    page.keyboard.press("Enter")
    assert focused(page) == "scenario-text"
    assert tabs_until(page, ON_RESOLVE) == 1
    page.goto(EDITOR)
    assert tabs_until(page, ON_RESOLVE) <= 20  # plain Tab from the top of the page, header and all (67 before)
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_ctrl_enter_resolves_from_the_text(browser_page, editor_site):
    page = browser_page
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator("#scenario-text").focus()
    with page.expect_navigation():
        page.keyboard.press("Control+Enter")
    assert re.search(r"/adjudicator/s/[0-9a-f]{64}/", page.url)
    assert page.locator(".adj-steps > li").count() > 5


def test_ctrl_enter_resolves_from_the_form_too(browser_page, editor_site):
    page = browser_page
    page.goto(EDITOR)
    page.locator('.adj-builder [data-path="title"]').focus()
    with page.expect_navigation():
        page.keyboard.press("Control+Enter")
    assert "/adjudicator/s/" in page.url


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_starter_draws_wrangler_flurry_of_fists_as_the_rulebook_does(request, editor_site, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    with page.expect_navigation():
        resolve = page.locator("button.adj-resolve")
        resolve.click() if device == "desktop" else resolve.tap()
    data = page.evaluate("JSON.parse(document.querySelector('#adj-step-data').textContent)")
    effects = list(dict.fromkeys(data["effects"]))
    assert effects == ["start", "rapid-processing-alert", "flurry-of-fists-alert", "scientific-genius-alert"]
    steps = page.locator(".adj-steps").inner_text()
    assert "Flurry of Fists is drawn by Wrangler" in steps and "draws no cards" not in steps


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_explore_box_shows_what_the_scenario_asks_for(request, editor_site, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(EDITOR + "?example=" + EXPLORING)
    box = page.locator("#resolve-explore")
    assert box.is_checked() and box.is_disabled()
    assert page.locator("#explore-note").is_visible()
    text = page.locator("#scenario-text")
    text.fill(text.input_value().replace("order: explore", "order: listed"))
    page.wait_for_function("() => !document.querySelector('#resolve-explore').disabled")
    assert not box.is_checked() and not page.locator("#explore-note").is_visible()
    box.check()
    text.fill(text.input_value().replace("order: listed", "order: explore"))
    page.wait_for_function("() => document.querySelector('#resolve-explore').disabled")
    text.fill(text.input_value().replace("order: explore", "order: listed"))
    page.wait_for_function("() => !document.querySelector('#resolve-explore').disabled")
    assert box.is_checked()  # the visitor's own tick comes back
    page.goto("/adjudicator/examples/" + EXPLORING + "/")
    assert re.search(r"from \d+ orders explored", page.locator(".adj-summary").inner_text())
    result_box = page.locator("#opt-explore")
    assert result_box.is_checked() and result_box.is_disabled()
    assert horizontal_overflow(page) <= 0, widest_elements(page)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_space_presses_the_step_controls(request, editor_site, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto("/adjudicator/examples/union-city-alliance/kurt-von-kessel/")
    current = lambda: int(page.locator(".adj-current-step").get_attribute("data-n"))  # noqa: E731
    page.locator('[data-go="next"]').focus()
    before = page.evaluate("window.scrollY")
    page.keyboard.press("Space")
    page.keyboard.press(" ")
    assert current() == 3
    assert page.evaluate("window.scrollY") == before  # Space pressed the control; it did not scroll the page
    page.locator('[data-go="previous"]').focus()
    page.keyboard.press("Space")
    assert current() == 2
    page.locator('[data-go="last"]').focus()
    page.keyboard.press("Space")
    assert current() == page.locator(".adj-steps > li").count()


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_reference_panel_follows_the_scenarios_game(request, editor_site, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(EDITOR)
    panel = page.locator("#reference")
    panel.locator("summary").click()
    shown = page.locator(".adj-reference-game:not([hidden])")
    assert shown.get_attribute("data-game") == "union-city-alliance"
    assert shown.locator("dt code", has_text="assault").count() == 1
    assert shown.locator("dt code", has_text="activate").count() == 0
    page.locator("#reference-game").select_option("marvel-champions")
    assert shown.get_attribute("data-game") == "marvel-champions"
    assert shown.locator("dt code", has_text="activate").count() == 1
    assert "forced-interrupt" in shown.locator(".adj-ref-classes").inner_text()
    assert horizontal_overflow(page) <= 0, widest_elements(page)
    page.locator("#reference-game").select_option("union-city-alliance")
    page.locator("#example-picker").select_option("valiant-universe/counter-keyword")
    page.locator("#example-form button[type=submit]").click()
    page.wait_for_function("() => document.querySelector('#reference-game').value === 'valiant-universe'")
    assert page.locator(".adj-reference-game:not([hidden])").locator("dt code", has_text="attack_sequence").count() == 1


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_start_whose_label_is_cleared_is_named_by_whose_action_it_is(request, editor_site, device):
    """The form's empty label leaves `label` out of the start: the step-through and the tree say
    "Wrangler's action", never the id "start"."""
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator('.adj-builder [data-path="start.label"]').fill("")
    page.wait_for_function("() => !document.querySelector('#scenario-text').value.includes('label: Wrangler uses')")
    page.locator("#problems-status", has_text="No problems").wait_for()
    with page.expect_navigation():
        resolve = page.locator("button.adj-resolve")
        resolve.click() if device == "desktop" else resolve.tap()
    assert page.locator(".adj-current-text").inner_text() == "Wrangler's action begins"
    steps = page.locator(".adj-steps .adj-step-text").all_inner_texts()
    assert steps[0] == "Wrangler's action begins" and "Wrangler's action has resolved" in steps
    assert not [s for s in steps if re.search(r"\bstart (begins|has resolved)|of start\b", s)], steps
    first_node = page.locator(".adj-tree svg #effect-0 text").all_text_contents()
    assert " ".join(first_node).startswith("1. Wrangler's action")
    assert horizontal_overflow(page) <= 0, widest_elements(page)


BAD_VALUE_LINE = "  wrangler: {type: hero, name: Wrangler, max_stamina: 20}"  # the starter's line 14, 58 characters

LINE_TOPS = """() => {
  // Where the browser itself draws each line of the text (a hidden copy of the textarea, filled with the lines
  // before it), beside where the gutter draws its number: both from the top of their first line.
  const text = document.querySelector('#scenario-text');
  const style = getComputedStyle(text);
  const probe = text.cloneNode(false);
  probe.removeAttribute('id');
  probe.removeAttribute('name');
  Object.assign(probe.style, {position: 'absolute', visibility: 'hidden', left: '0', top: '0', height: '0',
                              minHeight: '0', overflow: 'hidden', width: text.getBoundingClientRect().width + 'px'});
  text.parentNode.appendChild(probe);
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const lines = text.value.split('\\n');
  const drawn = lines.map((_, i) => {
    if (!i) return 0;
    probe.value = lines.slice(0, i).join('\\n');
    return probe.scrollHeight - padding;
  });
  probe.remove();
  const numbers = [...document.querySelectorAll('.adj-gutter span')];
  const first = numbers[0].getBoundingClientRect().top;
  return {text: drawn, gutter: numbers.map(n => n.getBoundingClientRect().top - first),
          labels: numbers.map(n => n.textContent), lineHeight: parseFloat(style.lineHeight)};
}"""


def caret_line(page):
    return page.evaluate("() => { const t = document.querySelector('#scenario-text');"
                         " return t.value.slice(0, t.selectionStart).split('\\n').length; }")


def on_screen_below(page, element, cover):
    """True when the element is wholly inside the viewport and not under `cover` (the problem list)."""
    box, covering = element.bounding_box(), cover.bounding_box()
    return box["y"] >= covering["y"] + covering["height"] - 1 and box["y"] + box["height"] <= page.viewport_size["height"]


def test_on_a_phone_a_bad_value_and_its_problem_are_on_screen_together(large_phone_page, editor_site):
    """At 390px the text wraps (no value off to the right) with each gutter number still at its YAML line,
    and the problem list stays in view above the text while typing further down; tapping a problem brings
    its line into view below the list. Tab still leaves the text for Resolve."""
    page = large_phone_page
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    text = page.locator("#scenario-text")
    lines = text.input_value().split("\n")
    number = lines.index(BAD_VALUE_LINE) + 1
    at = sum(len(line) + 1 for line in lines[:number - 1]) + BAD_VALUE_LINE.index("20")
    text.tap()
    page.evaluate("([start, end]) => document.querySelector('#scenario-text').setSelectionRange(start, end)",
                  [at, at + 2])
    page.keyboard.type("twenty")
    problem = page.locator(".adj-problem", has_text="twenty")
    problem.wait_for()
    assert problem.get_attribute("data-line") == str(number)
    problems = page.locator(".adj-problems")
    mark = page.locator(".adj-gutter .adj-bad-line")
    assert mark.inner_text() == str(number)

    shown = problem.bounding_box()
    assert 0 <= shown["y"] and shown["y"] + shown["height"] <= page.viewport_size["height"], shown
    assert on_screen_below(page, mark, problems), (mark.bounding_box(), problems.bounding_box())
    assert page.evaluate("(t => t.scrollWidth <= t.clientWidth)(document.querySelector('#scenario-text'))"), \
        "the text scrolls sideways: the end of a long line is off screen"
    tops = page.evaluate(LINE_TOPS)
    assert tops["labels"] == [str(n) for n in range(1, len(lines) + 1)]
    assert all(abs(g - t) <= 1 for g, t in zip(tops["gutter"], tops["text"])), list(zip(tops["gutter"], tops["text"]))
    assert mark.bounding_box()["height"] >= 2 * tops["lineHeight"] - 1  # the long line wraps onto a second row

    page.locator(".adj-gutter span").last.scroll_into_view_if_needed()  # the end of the text, far below line 14
    problem.tap()
    assert caret_line(page) == number
    assert on_screen_below(page, mark, problems), (mark.bounding_box(), problems.bounding_box())

    # Moving up through the text from the row just below the problems: the page follows the caret, and
    # the caret's line never goes under them.
    later = page.locator(".adj-gutter span").nth(number + 15)
    page.evaluate("([row, gap]) => window.scrollBy(0, row - gap)",
                  [later.bounding_box()["y"], problems.bounding_box()["height"] + 2])
    page.touchscreen.tap(text.bounding_box()["x"] + 60, later.bounding_box()["y"] + 5)
    assert caret_line(page) == number + 16
    for _ in range(8):
        page.keyboard.press("ArrowUp")  # row by row: a wrapped line's last row comes into view first
        caret_rows = page.locator(".adj-gutter span").nth(caret_line(page) - 1).bounding_box()
        covered_to = problems.bounding_box()["y"] + problems.bounding_box()["height"]
        assert caret_rows["y"] + caret_rows["height"] - covered_to >= tops["lineHeight"] - 1, (caret_line(page), caret_rows)
    assert caret_line(page) < number + 16
    assert tabs_until(page, ON_RESOLVE) == 1
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_on_a_desktop_the_text_keeps_one_row_per_line(browser_page, editor_site):
    page = browser_page
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    tops = page.evaluate(LINE_TOPS)
    assert tops["gutter"] == [n * tops["lineHeight"] for n in range(len(tops["gutter"]))]
    assert tops["text"] == tops["gutter"]
    assert page.evaluate("(t => t.scrollWidth > t.clientWidth)(document.querySelector('#scenario-text'))")


# -- the example picker never takes the user's text away silently ----------------------------------------------

MY_TEXT = "format: 1\ngame: union-city-alliance\ntitle: My own table's question\n"


def scenario_text(page):
    return page.locator("#scenario-text").input_value()


def settle(page):
    """Let any fetch the page started come back (the examples are served by the same live server)."""
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_moving_through_the_examples_keeps_the_text_until_load(request, editor_site, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator("#scenario-text").fill(MY_TEXT)
    picker = page.locator("#example-picker")
    if device == "desktop":
        picker.focus()
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
    else:
        picker.select_option("union-city-alliance/kurt-von-kessel")
    settle(page)
    assert scenario_text(page) == MY_TEXT
    assert page.locator("#example-confirm").is_hidden()
    assert "example=" not in page.url


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_loading_over_edited_text_asks_first_and_the_text_can_be_brought_back(request, editor_site, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator("#scenario-text").fill(MY_TEXT)
    page.locator("#example-picker").select_option("union-city-alliance/kurt-von-kessel")
    load = page.locator("#example-form button[type=submit]")
    load.tap() if device == "phone" else load.click()
    confirm = page.locator("#example-confirm")
    confirm.wait_for()
    assert "Kurt Von Kessel" in confirm.inner_text()
    assert focused(page) == "example-keep"  # a second Enter keeps the text
    page.keyboard.press("Enter")
    settle(page)
    assert confirm.is_hidden()
    assert scenario_text(page) == MY_TEXT
    load.tap() if device == "phone" else load.click()
    replace = page.locator("#example-replace")
    replace.tap() if device == "phone" else replace.click()
    page.wait_for_function("() => document.querySelector('#scenario-text').value.includes('Roid Rage')")
    assert "example=union-city-alliance%2Fkurt-von-kessel" in page.url or "example=union-city-alliance/kurt-von-kessel" in page.url
    bring_back = page.locator("#example-bring-back")
    bring_back.tap() if device == "phone" else bring_back.click()
    assert scenario_text(page) == MY_TEXT
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_enter_in_the_picker_loads_an_unedited_text_at_once(browser_page, editor_site):
    page = browser_page
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator("#example-picker").focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    page.wait_for_function("() => !document.querySelector('#scenario-text').value.includes('title: Wrangler')")
    assert page.locator("#example-confirm").is_hidden()
    assert page.locator("#example-undo").is_hidden()
    page.locator("#problems-status", has_text="No problems").wait_for()


def test_without_javascript_load_opens_the_example_and_back_returns_to_the_text(chromium, live_server, editor_site):
    context = chromium.new_context(base_url=live_server.url, java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(EDITOR)
        page.locator("#scenario-text").fill(MY_TEXT)
        page.locator("#example-picker").select_option("union-city-alliance/kurt-von-kessel")
        assert scenario_text(page) == MY_TEXT
        page.locator("#example-form button[type=submit]").click()
        page.wait_for_url(re.compile(r"example=union-city-alliance"))
        assert "Roid Rage" in scenario_text(page)
        page.go_back()
        assert scenario_text(page) == MY_TEXT
    finally:
        context.close()


def test_text_the_browser_puts_back_is_checked_and_counts_as_an_edit(browser_page, editor_site):
    """Back to the editor, the browser restores what was typed: its problems are shown, and Load asks first."""
    page = browser_page
    page.goto(EDITOR)
    page.locator("#problems-status", has_text="No problems").wait_for()
    page.locator("#scenario-text").fill(MY_TEXT)
    page.goto("/adjudicator/")
    page.go_back()
    assert scenario_text(page) == MY_TEXT
    page.locator(".adj-problem").first.wait_for()
    page.locator("#example-picker").select_option("union-city-alliance/kurt-von-kessel")
    page.locator("#example-form button[type=submit]").click()
    page.locator("#example-confirm").wait_for()
    assert scenario_text(page) == MY_TEXT
