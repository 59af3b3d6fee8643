"""The editor's problems mark the format's own words in backticks ("needs exactly one of `do` … or `use`"): the
list shows them as code, as typed and as the server renders it after Resolve, never with the backticks printed."""
import pytest

pytestmark = pytest.mark.browser

NO_START_OPS = "format: 1\ngame: union-city-alliance\ntitle: A start with nothing to do\nentities: {}\nstart: {}\n"


def problem_items(page):
    return page.locator("#problem-list li").evaluate_all("items => items.map(li => li.innerHTML)")


def wait_for_problems(page):
    """The problems, once the page lists one (waited for, not polled: the page's default timeout)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.locator("#problem-list li").first.wait_for()
    except PlaywrightTimeout:
        raise AssertionError("no problem listed") from None
    return problem_items(page)


def test_backticked_words_in_a_problem_are_code_as_typed_and_after_resolve(browser_page, transactional_db):
    page = browser_page
    page.goto("/adjudicator/editor/")
    page.fill("#scenario-text", NO_START_OPS)
    start = [item for item in wait_for_problems(page) if "exactly one of" in item]
    assert start and "<code>do</code>" in start[0] and "`" not in start[0], start
    page.click("button.adj-resolve")
    page.wait_for_url("**/resolve/")
    start = [item for item in problem_items(page) if "exactly one of" in item]
    assert start and "<code>do</code>" in start[0] and "`" not in start[0], start
