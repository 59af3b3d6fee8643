"""Predict mode in a real browser, on a phone: one question answered right (by tapping), one wrong (by
keyboard alone); the wrong one shows the deciding rule, quoted and linked, and the step the rules give;
the score per rule stays in the browser and lists the rule to review.

chain-of-three (Union City Alliance, Resolving Chains): B triggers inside A at step 3, C inside B at step 9;
each time the effect under way carries on first ("resolved once that effect has finished")."""
import json

import pytest

from tests.browser.helpers import horizontal_overflow, widest_elements

pytestmark = pytest.mark.browser

CHAIN = "/adjudicator/examples/union-city-alliance/chain-of-three/"


@pytest.fixture
def site(full_site):
    """Every rulebook and the examples library, restored from the session's snapshot."""


def current_step(page):
    return page.locator(".adj-current [data-role='n']").inner_text()


def test_predict_on_a_phone_one_right_by_tap_one_wrong_by_keyboard(phone_page, site):
    page = phone_page
    page.goto(CHAIN)
    toggle = page.locator(".adj-predict-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"
    toggle.focus()
    page.keyboard.press("Enter")
    assert toggle.get_attribute("aria-pressed") == "true"

    page.locator('[data-go="next"]').focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")  # step 3: B triggers; the question comes before step 4 is shown
    assert current_step(page) == "3"
    question = page.locator(".adj-predict-question")
    assert question.locator("legend").inner_text() == "Which effect resolves next?"
    assert question.locator("label").all_inner_texts() == [
        "B: Rapid Response's alert begins", "A: Wrangler's effect draws a card carries on"]
    page.keyboard.press("ArrowRight")  # in a radio group: picks the next choice, never moves a step
    assert current_step(page) == "3"
    page.locator('[data-go="next"]').click()  # not answered yet: Next stays on the question
    assert current_step(page) == "3" and question.is_visible()
    assert horizontal_overflow(page) <= 0, widest_elements(page)

    page.get_by_text("A: Wrangler's effect draws a card carries on").tap()  # right, by tapping
    page.locator(".adj-predict-question button[type=submit]").tap()
    feedback = page.locator(".adj-predict-feedback")
    assert feedback.inner_text().startswith("Right: A: Wrangler's effect draws a card carries on.")
    assert current_step(page) == "4"

    for _ in range(5):  # keyboard from Next (focused after a right answer) to step 9, where C triggers
        page.keyboard.press("Enter")
    assert current_step(page) == "9"
    assert page.evaluate("document.activeElement.type") == "radio"  # the question has the keyboard
    page.keyboard.press("Space")  # the first choice: "C: Lucky Break's alert begins", wrong
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    text = feedback.inner_text()
    assert "you picked C: Lucky Break's alert begins" in text
    assert "The rules give B: Rapid Response's alert carries on." in text
    rule = feedback.locator(".adj-predict-rule a")
    assert "/games/union-city-alliance/when-effects/" in rule.get_attribute("href")
    assert "“When an effect puts an Alert card in your hand" in feedback.locator(".adj-predict-rule").inner_text()
    assert "Step 10: Lucky Break is drawn by Wrangler" in text
    assert current_step(page) == "9"
    assert page.evaluate("document.activeElement.textContent") == "Go to step 10"
    page.keyboard.press("Enter")
    assert current_step(page) == "10"

    scores = json.loads(page.evaluate("localStorage.getItem('adj-predict-scores')"))
    assert scores["union-city-alliance#when-effects"]["right"] == 1
    assert scores["union-city-alliance#when-effects"]["wrong"] == 1
    review = page.locator(".adj-predict-review")
    assert "Rules to review" in review.inner_text() and "1 right, 1 wrong" in review.inner_text()
    assert "rule=union-city-alliance%23when-effects" in review.get_by_text("examples citing it").get_attribute("href")
    assert horizontal_overflow(page) <= 0, widest_elements(page)
