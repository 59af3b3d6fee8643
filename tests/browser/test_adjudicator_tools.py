"""Outline mode and the card-text helper in a real browser: typed by keyboard alone, read off the page, phone width."""
import re

import pytest

from tests.browser.helpers import horizontal_overflow, widest_elements

pytestmark = pytest.mark.browser

OUTLINE = "/adjudicator/tools/outline/"
CARDTEXT = "/adjudicator/tools/cardtext/"
GALVANIZE = (
    "Wrangler uses Social Networking's Galvanize\n"
    "  Odysseus draws Scientific Genius [alert]\n"
    "  Odysseus draws Rapid Processing [alert]\n"
    "    Wrangler draws Flurry of Fists [alert]\n"
    "order: Rapid Processing"
)
RULEBOOK_ORDER = ["Wrangler uses Social Networking's Galvanize", "Odysseus draws Rapid Processing",
                  "Wrangler draws Flurry of Fists", "Odysseus draws Scientific Genius"]


def tab_to(page, element_id, limit=40):
    """Press Tab until the element with this id has focus, as a keyboard user would."""
    for _ in range(limit):
        if page.evaluate("document.activeElement && document.activeElement.id") == element_id:
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"#{element_id} never received focus by Tab")


def active_id(page):
    return page.evaluate("document.activeElement && document.activeElement.id")


def test_outline_mode_resolves_the_galvanize_example_in_the_rulebooks_order(browser_page, full_site):
    """The rulebooks are imported: "Why this order" links each rule by its section's title."""
    page = browser_page
    page.goto(OUTLINE)
    tab_to(page, "outline-text")
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.type(GALVANIZE)
    page.keyboard.press("Tab")  # the stack checkbox
    page.keyboard.press("Tab")  # the Resolve button
    assert page.evaluate("document.activeElement.textContent.trim()") == "Resolve"
    with page.expect_navigation():
        page.keyboard.press("Enter")
    order = page.locator("#resolution-order .effect-label").all_inner_texts()
    assert order == RULEBOOK_ORDER
    assert active_id(page) == "result-title"  # the keyboard user lands on the result
    branches = page.locator(".why-steps a[href^='/games/union-city-alliance/branches/']")
    assert branches.count() >= 1
    assert branches.first.inner_text() == "Branches"  # the section's title, as the example pages name it
    assert page.locator("#outline-tree-1 svg .node").count() == len(RULEBOOK_ORDER)


def test_outline_errors_take_the_keyboard_to_the_line(browser_page, transactional_db):
    page = browser_page
    page.goto(OUTLINE)
    page.locator("#outline-text").fill("Start\n  A child [sometimes]\n")
    page.locator("#outline-text").focus()
    with page.expect_navigation():
        page.keyboard.press("Control+Enter")
    problems = page.locator("#outline-problems")
    assert "unknown timing class [sometimes]" in problems.inner_text()
    assert active_id(page) == "outline-problems"  # the keyboard user lands on the problems
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.line") == "2"
    page.keyboard.press("Enter")
    assert active_id(page) == "outline-text"
    selected = page.evaluate("(t => t.value.slice(t.selectionStart, t.selectionEnd))(document.activeElement)")
    assert selected == "  A child [sometimes]"


def test_outline_labels_with_markup_render_as_text(browser_page, transactional_db):
    page = browser_page
    page.goto(OUTLINE)
    page.locator("#outline-text").fill("<b id='injected'>Boss</b> threatens\n  <i>Hero</i> draws a card [alert]")
    with page.expect_navigation():
        page.locator("button[type=submit]", has_text="Resolve").click()
    assert page.locator("#injected").count() == 0
    assert page.locator("#resolution-order .effect-label").all_inner_texts() == [
        "<b id='injected'>Boss</b> threatens", "<i>Hero</i> draws a card"]


def test_card_text_helper_classifies_a_pasted_text_by_keyboard(browser_page, transactional_db):
    page = browser_page
    page.goto(CARDTEXT)
    tab_to(page, "card-text")
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.insert_text("Debut: Play this on the starting block. The heroes collectively discard 2 Legacy cards\n"
                              "Move to a block with an enemy then discard a non-Origin card")
    page.keyboard.press("Tab")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    kinds = page.locator("#sentences > li").evaluate_all("items => items.map(li => li.dataset.kind)")
    assert kinds == ["debut-modifier", "debut-when", "then"]
    first = page.locator("#sentences > li").first
    assert "A Debut that changes how this card is played: a modifier" in first.inner_text()
    link = first.locator(".rule-quote a")
    assert link.get_attribute("href") == "/games/union-city-alliance/debuts/"
    assert active_id(page) == "result-title"


@pytest.mark.parametrize("path, field, text", [
    (OUTLINE, "outline", GALVANIZE + "\n" + "  " + "A very long effect line without spaces " * 4 + "[alert]"),
    (CARDTEXT, "text", "Counter: Gain 2 defense. If you take damage, draw a card.\nWhenever a hero draws, gain 1 Might."),
])
def test_tool_pages_have_no_horizontal_scroll_on_a_phone(phone_page, transactional_db, path, field, text):
    page = phone_page
    page.goto(path)
    assert horizontal_overflow(page) == 0, widest_elements(page)
    page.locator("textarea").fill(text)
    with page.expect_navigation():
        page.locator("form.tool-form button[type=submit]").tap()
    assert page.locator("#result").count() == 1
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert horizontal_overflow(page) == 0, widest_elements(page)


KAIJU = ("Atomic Kaiju assaults Odysseus for 5 damage\n"
         "  Nuclear Breath trashes a Union card\n"
         "  Odysseus uses Trojan Horse: gains 2 defense [counter]")


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_outline_deals_the_damage_typed(request, full_site, device):
    """Issue 11: "for 5 damage" deals 5, cited; the steps speak the outline's words, not made-up event names."""
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(OUTLINE)
    page.locator("#outline-text").fill(KAIJU)
    with page.expect_navigation():
        page.locator("#outline-text").press("Control+Enter")
    assert page.locator("#result-title").inner_text() == "Resolution order (by Union City Alliance)"
    order = page.locator("#resolution-order .effect-label").all_inner_texts()
    assert order[0] == "Atomic Kaiju assaults Odysseus for 5 damage" and order[-1].startswith("Odysseus uses Trojan")
    cited = page.locator(".why-steps li", has_text="Counter/Gambit phase begins: 5 damage dealt to Odysseus")
    assert cited.get_by_role("link", name="Counter and Gambit phases").is_visible()
    page.locator("details.steps summary").first.click()
    steps = page.locator(".all-steps").first.inner_text()
    assert "5 damage dealt to Odysseus by Atomic Kaiju" in steps and "Odysseus takes 3 damage" in steps
    assert "causes Nuclear Breath trashes a Union card (line 2)" in steps
    assert re.search(r" Odysseus uses the counter of Trojan Horse$", steps, re.M)  # the hero and the card, once each
    assert "Odysseus uses Trojan Horse: gains 2 defense (" not in steps
    assert "cause " not in steps.replace("causes ", "") and "unsourced" not in steps
    compiled = page.locator("#compiled-scenario").inner_text()
    assert "deal_damage: {to: odysseus, amount: 5, source: atomic-kaiju}" in compiled
    assert "gain_defense: 2" in compiled
    assert horizontal_overflow(page) == 0, widest_elements(page)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_phrase_the_outline_cannot_honour_is_pointed_at(request, transactional_db, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(OUTLINE)
    page.locator("#outline-text").fill("players: Odysseus\nStart\n  Alpha Predator deals 5 damage")
    with page.expect_navigation():
        page.locator("form.tool-form button[type=submit]").click()
    problem = page.locator("#outline-problems li").first
    assert problem.locator(".problem-words").inner_text() == "deals 5 damage"
    problem.locator("button").click()
    selected = page.evaluate("(t => t.value.slice(t.selectionStart, t.selectionEnd))(document.querySelector('#outline-text'))")
    assert selected == "deals 5 damage"
    assert horizontal_overflow(page) == 0, widest_elements(page)


@pytest.mark.parametrize("game, first, sentences", [
    ("Marvel Champions", "Rhino attacks Spider-Man for 3 damage",
     ["Rhino's Charge triggers (forced interrupt, priority 2b), before: Rhino attacks Spider-Man for 3 damage"]),  # 1.8, the default
    ("Marvel: Skirmish! In New York", "The Villains play Kang",
     ["Kang plays Leader from the discard pile triggers: Kang was just placed: its immediate effect is carried out now"]),
    ("Valiant Universe", "Amy attacks Neil",  # each card by its name, its numbers and Sector said once
     ["Amy attacks Neil from Telesthesia with Infiltration's Sneak Attack: 2 damage, which waits until every defense "
      "has resolved", "Neil plays Medbot's Shield against Infiltration's Sneak Attack"]),
])
def test_each_games_example_resolves_from_the_help_on_a_phone(phone_page, transactional_db, game, first, sentences):
    page = phone_page
    page.goto(OUTLINE)
    page.locator(".tool-help summary").tap()
    with page.expect_navigation():
        page.locator(".tool-help a", has_text=f"Try the {game} example").tap()
    assert page.locator("#resolution-order .effect-label").first.inner_text() == first
    assert page.locator("#outline-tree-1 .adj-tree-scroll > svg").count() == 1
    page.locator("details.steps summary").first.tap()
    steps = page.locator(".all-steps").first.inner_text()
    assert first in steps and "cause " not in steps  # the outline's own lines, never its linking events' names
    for sentence in sentences:  # the whole of a step (after its kind)
        assert re.search(rf" {re.escape(sentence)}$", steps, re.M), sentence
    assert horizontal_overflow(page) == 0, widest_elements(page)


@pytest.fixture
def all_rulebooks(full_site):
    """Every rulebook (the rule links go to their sections), restored from the session's snapshot."""


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_card_text_helper_reads_marvel_champions_triggers(request, all_rulebooks, device):
    page = request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")
    page.goto(CARDTEXT)
    page.locator("#card-game").select_option("marvel-champions")
    page.locator("#card-text").fill("Forced Response: After Rhino attacks, deal 1 damage to each ally.\n"
                                    "Interrupt: When you would take damage, prevent 2 of it.")
    page.locator("#card-text").focus()
    with page.expect_navigation():
        if device == "desktop":
            page.keyboard.press("Control+Enter")
        else:
            page.get_by_role("button", name="Classify").tap()
    items = page.locator("#sentences > li")
    # "When you would take damage": an interrupt whose triggering condition says "would" (Rules Reference, Would)
    assert items.evaluate_all("items => items.map(li => li.dataset.kind)") == ["forced-response", "would-interrupt"]
    assert "flavour" not in items.first.inner_text()
    assert "Forced Response:" in items.first.locator(".sentence-text").inner_text()
    link = items.first.locator(".rule-quote a").first
    quote = items.first.locator(".rule-quote p").first.inner_text()
    assert horizontal_overflow(page) == 0, widest_elements(page)
    with page.expect_navigation():
        link.click() if device == "desktop" else link.tap()
    assert page.url.endswith("/games/marvel-champions/rules-reference-response/")
    assert " ".join(quote.split()) in " ".join(page.locator("main").inner_text().split())


@pytest.mark.parametrize("game, text, kinds", [
    ("valiant-universe", "Sneak Attack: deal 2 damage. Chainable.\nThe Tank: 2 damage. Counter.",
     ["action", "chainable", "action", "counter"]),
    ("marvel-skirmish", "Zola: Attack effect: After you attack with Zola, heal 1 damage from him.",
     ["attack-effect"]),
])
def test_card_text_helper_other_games_on_a_phone(phone_page, all_rulebooks, game, text, kinds):
    page = phone_page
    page.goto(CARDTEXT)
    page.locator("#card-game").select_option(game)
    page.locator("#card-text").fill(text)
    with page.expect_navigation():
        page.locator("form.tool-form button[type=submit]").tap()
    assert page.locator("#sentences > li").evaluate_all("items => items.map(li => li.dataset.kind)") == kinds
    assert page.locator("#card-game").input_value() == game
    assert horizontal_overflow(page) == 0, widest_elements(page)
