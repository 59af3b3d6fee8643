"""The rules pages in a real browser: glossary popovers by tap and keyboard, deep links, phone layout."""
import re

import pytest
from django.core.cache import cache

from tests.browser.helpers import horizontal_overflow, in_viewport, pages_wider_than_the_screen, target_id, widest_elements
from tests.rulesapp.pages.sample_library import build_library

pytestmark = pytest.mark.browser

HEROES = "/games/union-city-alliance/setting-up-heroes/"
GLOSSARY = "/games/union-city-alliance/glossary/"


@pytest.fixture
def rules_library(transactional_db):
    cache.clear()
    yield build_library()
    cache.clear()


def test_tapping_a_glossary_term_on_a_phone_shows_its_definition(phone_page, rules_library):
    phone_page.goto(HEROES)
    term = phone_page.locator("a.term", has_text=re.compile("^discard pile$")).first
    popover = phone_page.locator("#term-popover")
    term.tap()
    assert popover.is_visible()
    assert popover.locator(".term-popover-name").inner_text() == "Discard pile"
    assert popover.locator(".term-popover-definition").inner_text() == "Where discarded cards go."
    assert phone_page.url.endswith(HEROES)  # the first tap explains, it does not navigate
    box = popover.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    phone_page.locator("h1").tap()
    assert popover.is_hidden()
    term.tap()
    term.tap()  # a second tap follows the link to the glossary entry
    phone_page.wait_for_url(re.compile(r"/glossary/#discard-pile$"))
    assert target_id(phone_page) == "discard-pile"


def test_keyboard_focus_shows_the_definition_and_escape_closes_it(browser_page, rules_library):
    browser_page.goto(HEROES)
    term = browser_page.locator("a.term[data-term='Hero']").first
    term.focus()
    popover = browser_page.locator("#term-popover")
    assert popover.is_visible()
    assert "the hero you control" in popover.inner_text()
    assert term.get_attribute("aria-describedby") == "term-popover-definition"
    browser_page.keyboard.press("Escape")
    assert popover.is_hidden()
    browser_page.keyboard.press("Enter")  # the first Enter opens it again rather than leaving the page
    assert popover.is_visible()
    assert browser_page.url.endswith(HEROES)
    browser_page.keyboard.press("Tab")  # into the popover's own link
    assert browser_page.evaluate("document.activeElement.className") == "term-popover-more"
    browser_page.keyboard.press("Enter")
    browser_page.wait_for_url(re.compile(r"/glossary/#hero$"))
    assert target_id(browser_page) == "hero"


def test_hovering_a_term_shows_its_definition(browser_page, rules_library):
    browser_page.goto(HEROES)
    browser_page.locator("a.term[data-term='Attack']").first.hover()
    popover = browser_page.locator("#term-popover")
    assert popover.is_visible()
    assert "exerts Might" in popover.inner_text()
    browser_page.mouse.move(5, 5)
    popover.wait_for(state="hidden")


def test_deep_link_to_a_glossary_term_scrolls_to_it_and_highlights_it(phone_page, rules_library):
    phone_page.goto(GLOSSARY + "#hero")
    assert target_id(phone_page) == "hero"
    assert in_viewport(phone_page, "#hero")
    background = phone_page.evaluate("getComputedStyle(document.getElementById('hero')).backgroundColor")
    assert background not in ("rgba(0, 0, 0, 0)", "transparent")


def test_deep_link_to_a_section_and_to_an_example(browser_page, rules_library):
    browser_page.goto("/games/union-city-alliance/choosing-heroes/")
    assert browser_page.locator("h1").inner_text() == "Choosing heroes"
    browser_page.goto(HEROES + "#example-wrangler-attacks")
    assert target_id(browser_page) == "example-wrangler-attacks"
    assert in_viewport(browser_page, "#example-wrangler-attacks")


def test_a_sections_folded_subsections_open_with_the_keyboard_and_by_tap(browser_page, phone_page, rules_library):
    browser_page.goto("/games/union-city-alliance/")
    nested = browser_page.locator(".toc a[href='/games/union-city-alliance/choosing-heroes/']")
    assert nested.is_hidden()
    browser_page.locator(".toc a[href='/games/union-city-alliance/game-setup/']").focus()
    browser_page.keyboard.press("Tab")  # the button under the section's link
    assert browser_page.evaluate("document.activeElement.textContent") == "3 subsections"
    browser_page.keyboard.press("Enter")
    assert nested.is_visible()
    browser_page.keyboard.press("Tab")
    assert browser_page.evaluate("document.activeElement.getAttribute('href')") == "/games/union-city-alliance/setting-up-heroes/"

    phone_page.goto("/games/union-city-alliance/")
    phone_page.locator(".toc-children summary").first.tap()
    phone_nested = phone_page.locator(".toc a[href='/games/union-city-alliance/choosing-heroes/']")
    assert phone_nested.is_visible()
    phone_nested.tap()
    phone_page.wait_for_url(re.compile(r"/choosing-heroes/$"))


def test_no_horizontal_scroll_at_phone_width(phone_page, rules_library):
    """Each page in one phone page; the failure names each page that scrolls sideways."""
    wider = pages_wider_than_the_screen(phone_page, ["/", HEROES, GLOSSARY, "/games/union-city-alliance/",
                                                     "/search/?q=attack"])
    assert not wider, wider


@pytest.fixture
def made_up_cards(rules_library):
    """The tests' made-up Marvel Champions cards (tests/rulesapp/cards/made_up_pool), imported."""
    import io
    from pathlib import Path

    from django.core.management import call_command

    pool = Path(__file__).parent.parent / "rulesapp" / "cards" / "made_up_pool"
    call_command("import_cards", str(pool), stdout=io.StringIO(), stderr=io.StringIO())


@pytest.mark.parametrize("code", ["99001a", "99002"])
def test_a_card_page_has_no_horizontal_scroll_at_phone_width(phone_page, made_up_cards, code):
    """Its scenario skeleton's long lines (a HOLE says what to write) scroll inside their box, not the page."""
    response = phone_page.goto(f"/games/marvel-champions/cards/{code}/")
    assert response.status == 200
    assert phone_page.locator(".card-scenario-yaml").count() == 1
    assert horizontal_overflow(phone_page) == 0, widest_elements(phone_page)


def focus_inside(page, selector):
    return page.evaluate("(s) => !!document.activeElement.closest(s)", selector)


def test_search_from_the_home_page_with_the_keyboard_and_open_a_result(browser_page, rulebooks_site):
    browser_page.goto("/")
    assert browser_page.evaluate("document.activeElement.id") == "q"  # the search box has the focus
    browser_page.keyboard.type("what happens when the union deck runs out")
    browser_page.keyboard.press("Enter")
    browser_page.wait_for_url(re.compile(r"/search/\?q=what\+happens"))
    first_result = browser_page.locator(".results .result-title a").first
    expected = first_result.get_attribute("href")
    for _ in range(40):  # Tab through the page as a keyboard user would, until a result has the focus
        browser_page.keyboard.press("Tab")
        if focus_inside(browser_page, ".results"):
            break
    assert browser_page.evaluate("document.activeElement.getAttribute('href')") == expected
    browser_page.keyboard.press("Enter")
    browser_page.wait_for_url(re.compile(re.escape(expected) + "$"))
    assert browser_page.locator("h1").is_visible()


REAL_PAGES = [
    "/",
    "/games/union-city-alliance/",
    "/games/union-city-alliance/resolving-chains/",
    "/games/valiant-universe/glossary/",
    "/games/marvel-champions/",
    "/search/?q=taken+out",
]


def test_real_pages_have_no_horizontal_scroll_at_phone_width(phone_page, rulebooks_site):
    """Each page in one phone page; the failure names each page not answered 200 or scrolling sideways."""
    wider = pages_wider_than_the_screen(phone_page, REAL_PAGES, statuses=True)
    assert not wider, wider


def test_choosing_another_game_on_the_results_page_searches_it_at_once(browser_page, rulebooks_site):
    browser_page.goto("/search/?q=draw+a+card&game=")
    browser_page.select_option("#game", "marvel-skirmish")
    browser_page.wait_for_url(re.compile(r"game=marvel-skirmish"))
    games = browser_page.locator(".results .result-game").all_inner_texts()
    assert games and set(games) == {"Marvel: Skirmish! In New York"}
    browser_page.goto("/")  # the visit's game is the one chosen
    assert browser_page.locator("#game").input_value() == "marvel-skirmish"


def test_a_players_question_on_a_phone_finds_the_rule_and_says_how_players_ask_it(phone_page, rulebooks_site):
    phone_page.goto("/search/?q=how+many+cards+can+I+hold&game=marvel-champions")
    first = phone_page.locator(".results .result").first
    assert first.locator(".result-title").inner_text() == "HAND SIZE"
    assert first.locator(".result-asked").inner_text() == "Players ask: “how many cards can I hold”"
    assert "hand size" in first.locator(".snippet").inner_text().lower()  # the rule's own text, not the phrasing
    assert horizontal_overflow(phone_page) == 0, widest_elements(phone_page)


def test_on_a_phone_a_rule_in_two_books_is_one_result_whose_see_also_link_opens_the_other(phone_page, rulebooks_site):
    phone_page.goto("/search/?q=when+do+exhausted+cards+get+readied&game=marvel-champions")
    grouped = phone_page.locator(".results .result").filter(has=phone_page.locator(".result-see-also")).first
    book = grouped.locator(".result-document").first.inner_text().strip("· ")
    link = grouped.locator(".result-see-also a").first
    title = link.get_attribute("title") or link.inner_text()  # a long title is cut on the line, whole here
    label = grouped.locator(".result-see-also .result-document").first.inner_text().strip("()")
    other_book = label.removesuffix(", glossary")
    assert other_book in {"Rules Reference", "Learn to Play", "Timing flowchart"}
    assert other_book != book or label.endswith(", glossary")  # another book, or its book's glossary
    assert horizontal_overflow(phone_page) == 0, widest_elements(phone_page)
    link.focus()
    phone_page.keyboard.press("Enter")  # usable without a mouse
    phone_page.wait_for_load_state()
    assert title in phone_page.locator("main").inner_text()


def test_a_search_link_with_two_questions_says_so_on_the_page_instead_of_answering_one(browser_page, rulebooks_site):
    response = browser_page.goto("/search/?q=hero+zone&q=discard+pile")
    assert response.status == 400
    alert = browser_page.locator('[role="alert"]')
    assert alert.inner_text() == ("The search was given 2 questions: “hero zone” and “discard pile”. "
                                  "Search for one at a time.")
    assert browser_page.locator(".results").count() == 0
    assert browser_page.evaluate("document.activeElement.id") == "q"  # the box, empty, ready for one question
    assert browser_page.locator("#q").input_value() == ""
    browser_page.keyboard.type("discard pile")
    browser_page.keyboard.press("Enter")
    browser_page.wait_for_url(re.compile(r"/search/\?q=discard\+pile"))
    assert browser_page.locator('[role="alert"]').count() == 0 and browser_page.locator(".results .result").count()
