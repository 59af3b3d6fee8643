"""Predict mode in a real browser, on a phone: each kind of question answered right and wrong, by keyboard
alone or by tapping; a wrong pick shows the deciding rule, quoted and linked, and the step the rules give (or,
for an ability that does not trigger, why); the score per rule stays in the browser and lists the rules to
review.

chain-of-three (Union City Alliance, Resolving Chains): Rapid Response is drawn at step 2 and its alert
triggers at step 3 ("When an effect puts an Alert card in your hand"); B triggers inside A, and A carries on
first ("resolved once that effect has finished"); Lucky Break is drawn at step 8 and C triggers at step 9,
inside B, which carries on. escalate-condition-false-at-trigger: "If starting a trigger is conditional on
something else in the game, this is checked when it is triggered" — the heroism is over 6 as Wrangler attacks
(step 2), so the escalate does not trigger. attached-card-moves-with-and-is-trashed-with-its-host: "If the
thing they are attached to leaves a play area or the board …, the Attached card is trashed" (step 18).
critical-damage-ignores-defense: Captain Jupiter is dealt 3 critical damage and gains 1 defense; he takes 3
(step 12)."""
import json

import pytest

from tests.browser.helpers import horizontal_overflow, widest_elements

pytestmark = pytest.mark.browser

EXAMPLES = "/adjudicator/examples/union-city-alliance/"
CHAIN = EXAMPLES + "chain-of-three/"
ESCALATE = EXAMPLES + "escalate-condition-false-at-trigger/"
ATTACHED = EXAMPLES + "attached-card-moves-with-and-is-trashed-with-its-host/"
CRITICAL = EXAMPLES + "critical-damage-ignores-defense/"


@pytest.fixture
def site(full_site):
    """Every rulebook and the examples library, restored from the session's snapshot."""


def current_step(page):
    return page.locator(".adj-current [data-role='n']").inner_text()


def turn_on(page):
    toggle = page.locator(".adj-predict-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"
    toggle.focus()
    page.keyboard.press("Enter")
    assert toggle.get_attribute("aria-pressed") == "true"


def legend(page):
    return page.locator(".adj-predict-question legend").inner_text()


def choices(page):
    return page.locator(".adj-predict-question label").all_inner_texts()


def test_predict_on_a_phone_triggers_and_next_effect_right_and_wrong(phone_page, site):
    page = phone_page
    page.goto(CHAIN)
    turn_on(page)
    feedback = page.locator(".adj-predict-feedback")

    page.locator('[data-go="next"]').focus()
    page.keyboard.press("Enter")  # step 2: Rapid Response is drawn
    assert current_step(page) == "2"
    assert legend(page) == "Does “B: Rapid Response's alert” trigger here?"
    assert choices(page) == ["Yes, it triggers here", "No, it does not trigger here"]
    assert page.evaluate("document.activeElement.type") == "radio"  # the question has the keyboard
    page.keyboard.press("Space")  # yes: right, by keyboard
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert feedback.inner_text().startswith("Right: Yes, it triggers here.")
    assert current_step(page) == "3"  # the trigger step the rules give

    # step 3: the next question, which effect goes next
    assert legend(page) == "Which effect resolves next?"
    assert choices(page) == ["B: Rapid Response's alert begins", "A: Wrangler's effect draws a card carries on"]
    page.keyboard.press("ArrowRight")  # in a radio group: picks the next choice, never moves a step
    assert current_step(page) == "3"
    page.locator('[data-go="next"]').click()  # not answered yet: Next stays on the question
    assert current_step(page) == "3"
    assert horizontal_overflow(page) <= 0, widest_elements(page)
    page.get_by_text("A: Wrangler's effect draws a card carries on").tap()  # right, by tapping
    page.locator(".adj-predict-question button[type=submit]").tap()
    assert feedback.inner_text().startswith("Right: A: Wrangler's effect draws a card carries on.")
    assert current_step(page) == "4"

    page.locator('[data-go="next"]').focus()
    for _ in range(4):  # to step 8, where Lucky Break is drawn
        page.keyboard.press("Enter")
    assert current_step(page) == "8"
    assert legend(page) == "Does “C: Lucky Break's alert” trigger here?"
    page.keyboard.press("ArrowDown")  # "No": wrong
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    text = feedback.inner_text()
    assert "you picked No, it does not trigger here. The rules give Yes, it triggers here." in text
    rule = feedback.locator(".adj-predict-rule a")
    assert "/games/union-city-alliance/when-effects/" in rule.get_attribute("href")
    assert "“When an effect puts an Alert card in your hand" in feedback.locator(".adj-predict-rule").inner_text()
    assert "Step 9: C: Lucky Break's alert triggers" in text
    assert page.evaluate("document.activeElement.textContent") == "Go to step 9"
    page.keyboard.press("Enter")
    assert current_step(page) == "9"

    assert legend(page) == "Which effect resolves next?"  # asked at once: the keyboard is on it
    page.keyboard.press("Space")  # the first choice: "C: Lucky Break's alert begins", wrong
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    text = feedback.inner_text()
    assert "you picked C: Lucky Break's alert begins" in text
    assert "The rules give B: Rapid Response's alert carries on." in text
    assert "Step 10: Lucky Break is drawn by Wrangler" in text
    assert page.evaluate("document.activeElement.textContent") == "Go to step 10"
    page.keyboard.press("Enter")
    assert current_step(page) == "10"

    scores = json.loads(page.evaluate("localStorage.getItem('adj-predict-scores')"))
    assert scores["union-city-alliance#when-effects"]["right"] == 2
    assert scores["union-city-alliance#when-effects"]["wrong"] == 2
    review = page.locator(".adj-predict-review")
    assert "Rules to review" in review.inner_text() and "2 right, 2 wrong" in review.inner_text()
    assert "rule=union-city-alliance%23when-effects" in review.get_by_text("examples citing it").get_attribute("href")
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_an_ability_that_does_not_trigger_by_keyboard_on_a_phone(phone_page, site):
    page = phone_page
    page.goto(ESCALATE)
    turn_on(page)
    page.locator('[data-go="next"]').focus()
    for _ in range(3):  # steps 2 and 3 are the attack's readings (no block, no Might given): nothing is asked
        page.keyboard.press("Enter")
    assert current_step(page) == "4"
    assert legend(page).startswith("Does “When you attack this, if you have 6 or less heroism")
    page.keyboard.press("Space")  # "Yes": wrong
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    feedback = page.locator(".adj-predict-feedback")
    text = feedback.inner_text()
    assert "you picked Yes, it triggers here. The rules give No, it does not trigger here." in text
    assert "Why: When you attack this" in text and "does not trigger here: its condition" in text
    assert "`" not in text  # the condition said in words
    rule = feedback.locator(".adj-predict-rule")
    assert "/games/union-city-alliance/starting-triggers-and-resolving-effects/" in rule.locator("a").get_attribute("href")
    assert "“If starting a trigger is conditional on something else in the game" in rule.inner_text()
    assert page.evaluate("document.activeElement.textContent") == "Go on"
    page.keyboard.press("Enter")
    assert current_step(page) == "4"
    page.keyboard.press("Enter")  # Next has the keyboard: nothing more is asked at step 4
    assert current_step(page) == "5"
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_where_a_card_goes_wrong_by_keyboard_on_a_phone(phone_page, site):
    page = phone_page
    page.goto(ATTACHED + "?step=16")
    turn_on(page)
    assert legend(page) == "Where does Conqueror Armor go?"
    assert choices(page) == ["active", "trash"]
    page.locator(".adj-predict-question input[type=radio]").first.focus()
    page.keyboard.press("Space")  # "active": wrong
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    feedback = page.locator(".adj-predict-feedback")
    text = feedback.inner_text()
    assert "you picked active. The rules give trash." in text
    rule = feedback.locator(".adj-predict-rule")
    assert "/games/union-city-alliance/" in rule.locator("a").get_attribute("href")
    assert "the Attached card is trashed.”" in rule.inner_text()
    assert "Step 18: Conqueror Armor moves from board to trash" in text
    page.keyboard.press("Enter")  # "Go to step 18"
    assert current_step(page) == "18"
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_how_much_damage_right_by_keyboard_and_wrong_by_tap_on_a_phone(phone_page, site):
    page = phone_page
    page.goto(CRITICAL + "?step=10")
    turn_on(page)
    assert legend(page) == "How much damage does Captain Jupiter take?"
    assert choices(page) == ["0 damage", "2 damage", "3 damage"]
    page.locator(".adj-predict-question input[type=radio]").first.focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")  # "3 damage": right (critical damage is not reduced by defense)
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    feedback = page.locator(".adj-predict-feedback")
    assert feedback.inner_text().startswith("Right: 3 damage.")
    assert "/games/union-city-alliance/counters-and-gambits/" in feedback.locator(".adj-predict-rule a").get_attribute("href")
    assert current_step(page) == "12"

    page.goto(CRITICAL + "?step=10")  # again, wrong by tapping: predict mode stays on in this browser
    page.get_by_text("2 damage").tap()
    page.locator(".adj-predict-question button[type=submit]").tap()
    text = feedback.inner_text()
    assert "you picked 2 damage. The rules give 3 damage." in text
    assert "Step 12: Captain Jupiter takes 3 damage" in text
    scores = json.loads(page.evaluate("localStorage.getItem('adj-predict-scores')"))
    assert scores["union-city-alliance#counters-and-gambits"] | {} == {
        **scores["union-city-alliance#counters-and-gambits"], "right": 1, "wrong": 1}
    assert horizontal_overflow(page) <= 0, widest_elements(page)


BOOST_LESSON = "/adjudicator/learn/marvel-champions/boost/"


def test_a_lesson_asks_from_the_start_and_an_example_waits_to_be_asked(phone_page, site):
    """A lesson teaches: Predict mode is on there unless the player switched it off (remembered for lessons);
    a worked example stays the plain step-through until Predict mode is switched on."""
    page = phone_page
    page.goto(BOOST_LESSON)
    toggle = page.locator(".adj-predict-toggle")
    assert toggle.get_attribute("aria-pressed") == "true"
    page.goto(CHAIN)
    assert page.locator(".adj-predict-toggle").get_attribute("aria-pressed") == "false"
    page.goto(BOOST_LESSON)
    page.locator(".adj-predict-toggle").click()  # the player switches it off: remembered for the next lesson
    assert page.locator(".adj-predict-toggle").get_attribute("aria-pressed") == "false"
    page.goto(BOOST_LESSON)
    assert page.locator(".adj-predict-toggle").get_attribute("aria-pressed") == "false"
    page.goto(CHAIN)  # and switching it off on a lesson leaves the examples' own choice alone
    assert page.locator(".adj-predict-toggle").get_attribute("aria-pressed") == "false"
