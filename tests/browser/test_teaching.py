"""Issue 27 in a real browser: results that teach (what happened, a comparison's one line), the timing flowchart
read whole, and each friction a teacher hit (disabled Previous/Next, the skip link, the tree's full screen, the
outline's game, "When you play", the chapter's lessons, a keyword's rulings, the home select on Enter, the
phone popover, the Branches lesson in the rulebook's order)."""
import re

import pytest
from django.core.cache import cache

from tests.browser.helpers import horizontal_overflow, in_viewport, widest_elements
from tests.rulesapp.pages.sample_library import build_library

pytestmark = pytest.mark.browser

KURT = "/adjudicator/examples/union-city-alliance/kurt-von-kessel/"
BLACK_FLAG = "/adjudicator/examples/union-city-alliance/black-flag/"
LESSON = "/adjudicator/learn/putting-it-together/"
FLOWCHART = "/games/marvel-champions/read/timing-flowchart/"


@pytest.fixture
def site(full_site):
    """Every rulebook and the examples library, restored from the session's snapshot."""


@pytest.fixture
def rules_library(transactional_db):
    cache.clear()
    yield build_library()
    cache.clear()


def device_page(request, device):
    return request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")


# -- what happened ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_result_opens_with_what_happened_in_plain_words(request, site, device):
    page = device_page(request, device)
    page.goto(KURT)
    box = page.locator(".adj-happened")
    assert box.is_visible()
    assert box.bounding_box()["y"] < page.locator("#stepper").bounding_box()["y"]
    text = box.inner_text()
    assert "Captain Jupiter took 2 damage (now 2)" in text and "Captain Jupiter took 4 damage (now 4)" in text
    assert "Kurt Von Kessel moved from board to trash" in text and "kurt-von-kessel" not in text
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_a_comparison_says_what_differs_in_the_end_before_its_details(browser_page, site):
    page = browser_page
    page.goto(BLACK_FLAG + "?compare=stack")
    headline = page.locator(".adj-compare-headline")
    assert headline.inner_text().startswith("In the end: Plucky Interns' zone is hand under Union City Alliance, "
                                            "destroyed under Plain stack")
    assert headline.bounding_box()["y"] < page.locator(".adj-summary-lines").bounding_box()["y"]


# -- the flowchart read whole -------------------------------------------------------------------------------------
@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_timing_flowchart_reads_whole_and_each_step_is_linkable(request, site, device):
    from rulesapp.models import Section

    page = device_page(request, device)
    steps = Section.objects.filter(game__slug="marvel-champions", document__slug="timing-flowchart")
    page.goto(FLOWCHART)
    assert page.locator(".whole-page").count() == steps.filter(parent__isnull=True).count()
    assert page.locator(".whole-step").count() == steps.filter(parent__isnull=False).count()
    assert horizontal_overflow(page) <= 0, widest_elements(page)
    step = steps.get(anchor="player-phase-1-1-3")
    page.goto(f"{FLOWCHART}#{step.anchor}")
    assert in_viewport(page, f'[id="{step.anchor}"] > .whole-step-line')
    assert page.locator(f'[id="{step.anchor}"] > .whole-step-line .step-number').inner_text() == step.number
    page.locator(f'[id="{step.anchor}"] > .whole-step-line .own-page').click()
    page.wait_for_url(re.compile(rf"/games/marvel-champions/{step.anchor}/$"))
    page.locator("a.whole-link").click()  # back to its place on the whole page
    page.wait_for_url(re.compile(rf"/read/timing-flowchart/#{step.anchor}$"))
    assert in_viewport(page, f'[id="{step.anchor}"] > .whole-step-line')


# -- the step-through's controls ---------------------------------------------------------------------------------
def test_previous_is_disabled_on_the_first_step_and_next_on_the_last(browser_page, site):
    page = browser_page
    page.goto(KURT)
    previous, following = page.locator('[data-go="previous"]'), page.locator('[data-go="next"]')
    assert previous.get_attribute("aria-disabled") == "true" and previous.get_attribute("href") is None
    assert following.get_attribute("aria-disabled") is None
    page.keyboard.press("End")
    assert following.get_attribute("aria-disabled") == "true" and following.get_attribute("href") is None
    assert page.locator('[data-go="last"]').get_attribute("aria-disabled") == "true"
    step = page.locator(".adj-current [data-role='n']").inner_text()
    following.click(force=True)  # disabled: nothing moves (Playwright waits for an enabled control unless forced)
    assert page.locator(".adj-current [data-role='n']").inner_text() == step
    previous.click()
    assert following.get_attribute("aria-disabled") is None and following.get_attribute("href")
    page.goto(KURT + "?step=999")  # without the script's help too: the page drawn on the last step
    assert page.locator('[data-go="next"]').get_attribute("aria-disabled") == "true"


def test_next_is_reached_in_three_key_presses(browser_page, site):
    page = browser_page
    page.goto(LESSON)
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")  # "Skip to the step-through"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.getAttribute('data-go')") == "next"
    page.keyboard.press("Enter")
    assert page.locator(".adj-current [data-role='n']").inner_text() == "2"


def test_the_big_tree_opens_fitted_in_full_screen(browser_page, site):
    page = browser_page
    page.goto(LESSON)
    opened = page.locator("[data-tree]").get_attribute("data-zoom")
    page.locator('[data-zoom="full"]').click()
    svg = page.locator("[data-tree] .adj-tree-scroll > svg").bounding_box()
    box = page.locator("[data-tree] .adj-tree-scroll").bounding_box()
    assert svg["width"] <= box["width"] and svg["height"] <= box["height"]  # the whole tree, nothing cut off
    page.keyboard.press("Escape")
    assert page.locator("[data-tree]").get_attribute("data-zoom") == opened  # back to the zoom it opened at


# -- tools ----------------------------------------------------------------------------------------------------
def test_outline_mode_says_which_game_it_reads_and_offers_the_others(browser_page, transactional_db):
    page = browser_page
    page.goto("/adjudicator/tools/outline/")
    page.locator("#outline-text").fill("players: Spider-Man\nRhino attacks Spider-Man for 3 damage\n"
                                       "  Spider-Man's Backflip [interrupt]\n")
    page.locator("#outline-game").select_option("marvel-champions")
    with page.expect_navigation():
        page.locator("form.tool-form button[type=submit]").click()
    assert "Read as Marvel Champions (the game picked)." in page.locator(".outline-game-note").inner_text()
    assert page.locator("#outline-game").input_value() == "marvel-champions"


def test_the_card_text_helper_reads_when_you_play_as_an_immediate_effect(browser_page, site):
    page = browser_page
    page.goto("/adjudicator/tools/cardtext/?game=marvel-skirmish&text=" +
              "When%20you%20play%20this%20card%2C%20draw%201%20card.")
    assert "An immediate effect" in page.locator("main").inner_text()


# -- rules pages ------------------------------------------------------------------------------------------------
def test_the_ordering_of_effects_chapter_leads_to_the_lessons(browser_page, site):
    page = browser_page
    page.goto("/games/union-city-alliance/ordering-of-effects/")
    lessons = page.locator(".adj-section-lessons li a")
    assert lessons.count() >= 10
    lessons.first.click()
    page.wait_for_url(re.compile(r"/adjudicator/learn/chains/$"))


def test_a_keywords_glossary_entry_shows_its_rulings(browser_page, site):
    from rulesapp.models import GlossaryTerm, Ruling

    term = next(t for t in GlossaryTerm.objects.filter(game__slug="marvel-champions", section__isnull=False)
                .select_related("section") if Ruling.objects.filter(section=t.section).exists())
    page = browser_page
    page.goto(f"/games/marvel-champions/glossary/#{term.anchor}")
    entry = page.locator(f'[id="{term.anchor}"] .term-rulings')
    assert entry.is_visible()
    first = Ruling.objects.filter(section=term.section).order_by("document__order", "document_id", "order", "pk").first()
    entry.locator("a").first.click()
    page.wait_for_url(re.compile(rf"#{first.anchor}$"))


def test_the_home_game_select_works_on_enter(browser_page, site):
    page = browser_page
    page.goto("/")
    page.locator("#game").focus()
    page.locator("#game").select_option("marvel-champions")
    with page.expect_navigation():
        page.keyboard.press("Enter")  # no question typed: the game's rulebook
    assert page.url.endswith("/games/marvel-champions/")
    page.goto("/")
    page.locator("#q").fill("surge")
    page.locator("#game").select_option("marvel-champions")
    page.locator("#game").focus()
    with page.expect_navigation():
        page.keyboard.press("Enter")  # a question typed: searched in that game
    assert "/search/?q=surge&game=marvel-champions" in page.url


SENTENCE_LINES = """(link) => {
    // the line boxes of the sentence's words from the term to its full stop (the popover's own left out)
    const popover = document.getElementById('term-popover');
    const block = link.closest('li, p');
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    const rects = [];
    let node, started = false;
    while ((node = walker.nextNode())) {
        if (popover && popover.contains(node)) continue;
        if (link.contains(node)) started = true;
        if (!started) continue;
        const range = document.createRange();
        const stop = link.contains(node) ? -1 : node.textContent.indexOf('.');
        range.setStart(node, 0);
        range.setEnd(node, stop >= 0 ? stop + 1 : node.textContent.length);
        for (const r of range.getClientRects()) {
            if (r.width > 0) rects.push({top: r.top, bottom: r.bottom, left: r.left, right: r.right});
        }
        if (stop >= 0) break;
    }
    return rects;
}"""


def test_on_a_phone_the_popover_leaves_the_sentence_tapped_readable(phone_page, rules_library):
    """The term's sentence runs on to the next line: the popover, as wide as the screen, used to sit on it."""
    page = phone_page
    page.goto("/games/union-city-alliance/setting-up-heroes/")
    terms = page.locator(".rule-text a.term")
    term = next(terms.nth(i) for i in range(terms.count())
                if len({round(r["top"]) for r in terms.nth(i).evaluate(SENTENCE_LINES)}) > 1)
    term.tap()
    popover = page.locator("#term-popover")
    assert popover.is_visible()
    box = popover.bounding_box()
    covered = [r for r in term.evaluate(SENTENCE_LINES)
               if r["bottom"] > box["y"] + 1 and r["top"] < box["y"] + box["height"] - 1
               and r["right"] > box["x"] and r["left"] < box["x"] + box["width"]]
    assert covered == []


def test_the_branches_lesson_steps_through_the_rulebooks_order(browser_page, site):
    """The rulebook's Branches example: Wrangler picks Rapid Processing, whose branch (Flurry of Fists' alert
    inside it) runs to its end before Scientific Genius; the lesson still explores the other order."""
    page = browser_page
    page.goto("/adjudicator/learn/branches/")
    predict = page.locator(".adj-predict-toggle")  # a lesson starts in Predict mode; this walk only reads it
    assert predict.get_attribute("aria-pressed") == "true"
    predict.click()
    begun = []
    following = page.locator('[data-go="next"]')
    for _ in range(200):
        current = page.locator("li.adj-current-step")
        if "adj-step-begin" in (current.get_attribute("class") or ""):
            begun.append(current.get_attribute("data-effect-label"))
        if following.get_attribute("aria-disabled") == "true":
            break
        page.keyboard.press("ArrowRight")
    assert begun == ["Wrangler uses Social Networking's galvanize", "Rapid Processing's alert",
                     "Flurry of Fists' alert", "Scientific Genius' alert"]
    assert "1 distinct outcome from 2 orders explored" in page.locator("main").inner_text()
