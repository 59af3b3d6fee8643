"""A Marvel Champions lesson stepped through on a phone: the quoted rule is there, the steps show the
interrupt before the damage is taken and the response after it, and the pager leads to the next lesson."""
import pytest

from adjudicator.web import walk
from tests.browser.helpers import horizontal_overflow, widest_elements

pytestmark = pytest.mark.browser

PAGES = walk.walks()["marvel-champions"].pages


def test_a_marvel_champions_lesson_steps_through_on_a_phone(phone_page, full_site):
    page = phone_page
    lesson = PAGES[0]
    page.goto(lesson.get_absolute_url())
    assert page.locator("h1").inner_text() == lesson.title
    quote = page.locator("blockquote.adj-walk-quote").first
    assert quote.inner_text().startswith(walk.rule("interrupt", "marvel-champions").quote)
    assert quote.locator("a").get_attribute("href").startswith("/games/marvel-champions/rules-reference-interrupt/")
    assert horizontal_overflow(page) <= 0, widest_elements(page)

    predict = page.locator(".adj-predict-toggle")  # a lesson starts in Predict mode; here it is only read through
    assert predict.get_attribute("aria-pressed") == "true"
    predict.tap()
    total = page.locator(".adj-steps > li").count()
    seen = [page.locator(".adj-current-text").inner_text()]
    next_button = page.locator('[data-go="next"]')
    for expected in range(2, total + 1):
        next_button.tap()
        page.wait_for_function(f"() => document.querySelector('.adj-current-step')?.dataset.n === '{expected}'")
        seen.append(page.locator(".adj-current-text").inner_text())
    brace = next(i for i, text in enumerate(seen) if text.startswith("Brace") and text.endswith("begins"))
    taken = seen.index("Spider-Man takes 2 damage")
    shake = next(i for i, text in enumerate(seen) if text.startswith("Shake It Off") and text.endswith("begins"))
    assert brace < taken < shake

    page.locator('a[rel="next"]').tap()
    page.wait_for_url(f"**{PAGES[1].get_absolute_url()}")
    assert page.locator("h1").inner_text() == PAGES[1].title
