"""The examples library in a real browser: filtered by keyboard on a desktop, by taps on a phone, and the
rulebook's worked examples heading holding only real worked examples."""
import pytest

from tests.browser.helpers import horizontal_overflow, widest_elements

pytestmark = pytest.mark.browser

URL = "/adjudicator/examples/"


@pytest.fixture
def library_site(full_site):
    """Every rulebook and the examples library, restored from the session's snapshot."""


def titles(page):
    return page.locator(".adj-library-title").all_inner_texts()


def test_filter_by_words_then_game_by_keyboard(browser_page, library_site):
    page = browser_page
    page.goto(URL)
    everything = page.evaluate("document.documentElement.scrollHeight")
    page.locator("#filter-q").focus()
    page.keyboard.type("alert")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    found = titles(page)
    assert found and page.locator("#filter-count").inner_text().endswith("match.")
    assert page.locator("#filter-q").input_value() == "alert"
    page.locator("#filter-game").select_option("union-city-alliance")
    page.locator("#filter-game").focus()
    page.keyboard.press("Tab")  # the rule select
    page.keyboard.press("Tab")  # the Filter button
    with page.expect_navigation():
        page.keyboard.press("Enter")
    narrowed = titles(page)
    assert narrowed and set(narrowed) <= set(found)
    assert page.locator(".adj-library-game").evaluate_all("s => s.map(x => x.id)") == ["game-union-city-alliance"]
    assert page.evaluate("document.documentElement.scrollHeight") < everything / 2
    page.locator(".adj-filter-actions a", has_text="Show all").click()
    assert page.locator("#filter-q").input_value() == ""


def test_filter_by_rule_on_a_phone(phone_page, library_site):
    page = phone_page
    page.goto(URL)
    assert horizontal_overflow(page) <= 0, widest_elements(page)
    page.locator("#filter-rule").select_option("union-city-alliance#branches")
    with page.expect_navigation():
        page.locator(".adj-filter button[type=submit]").tap()
    assert "rule=union-city-alliance%23branches" in page.url
    shown = titles(page)
    assert len(shown) >= 3
    assert page.locator("#filter-rule").input_value() == "union-city-alliance#branches"
    assert horizontal_overflow(page) <= 0, widest_elements(page)


@pytest.mark.parametrize("device", ["browser_page", "phone_page"])
def test_the_worked_examples_heading_holds_no_scenario_that_says_it_is_not_one(request, library_site, device):
    page = request.getfixturevalue(device)
    page.goto(URL)
    worked = page.evaluate("""() => [...document.querySelectorAll('h3')]
        .filter(h => h.textContent.trim() === "The rulebook's worked examples")
        .flatMap(h => [...h.nextElementSibling.querySelectorAll('li')].map(li => li.textContent))""")
    assert len(worked) >= 20
    assert not [text for text in worked if "not an example of the rulebook" in text.lower()]
    more = page.locator("#more-union-city-alliance")
    assert more.get_attribute("open") is None  # the other situations are folded away until asked for
    summary = more.locator("summary")
    summary.click() if device == "browser_page" else summary.tap()
    assert more.locator(".adj-library-title").first.is_visible()
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_ticking_explore_on_a_worked_example_keeps_its_expectations_and_its_order(phone_page, library_site):
    """Newcomer: Social Networking with "Explore every order" ticked said in red that the scenario's
    expectations do not hold. Both orders end alike; the rulebook's (Rapid Processing first) is shown."""
    page = phone_page
    page.goto("/adjudicator/examples/union-city-alliance/social-networking/")
    begun = "els => els.map(e => e.dataset.effectLabel)"
    rulebooks_order = page.locator(".adj-step-begin").evaluate_all(begun)
    assert rulebooks_order[1:3] == ["Rapid Processing's alert", "Flurry of Fists' alert"]
    page.locator("#opt-explore").tap()
    with page.expect_navigation():
        page.locator(".adj-options button[type=submit]").tap()
    assert "explore=1" in page.url
    summary = page.locator(".adj-summary").inner_text()
    assert "1 distinct outcome from 2 orders explored." in summary
    assert "Every order ends as the scenario's own choices do; it is shown in the order they pick." in summary
    assert "The scenario's expectations hold." in summary
    assert page.locator(".adj-fail, .adj-failures").count() == 0
    assert page.locator(".adj-step-begin").evaluate_all(begun) == rulebooks_order
    assert horizontal_overflow(page) <= 0, widest_elements(page)
