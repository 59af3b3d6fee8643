"""Readable diagrams in a real browser, on a desktop and a phone: a tree opens fitted to its box (nothing cut
off), node text at least 11 px at the Readable zoom, zoom and full screen, a legend that folds away, the current
step's node kept in view, and a 100-node tree that stays usable on a phone.

Before: the last Learn lesson's tree drew its text about 3.5 px tall on a desktop (the SVG squeezed by CSS to the
column's width, with no way to zoom), an outline's 1,687 pt-wide tree was squeezed into 358 px on a phone; then
the trees opened at 75%, cut off on the right (issue 27: "the big diagram opens cut off at 75%")."""
import pytest

from tests.browser.helpers import horizontal_overflow, inside_box, node_text_px, widest_elements

pytestmark = pytest.mark.browser

LESSON = "/adjudicator/learn/putting-it-together/"
OUTLINE = "/adjudicator/tools/outline/"
READABLE_PX = 11


@pytest.fixture
def lesson_site(full_site):
    """Every rulebook and the examples library, restored from the session's snapshot."""


def device_page(request, device):
    return request.getfixturevalue("browser_page" if device == "desktop" else "phone_page")


def zoom(page, tree="[data-tree]"):
    return float(page.locator(tree).get_attribute("data-zoom"))


def svg_and_box_width(page, tree="[data-tree]"):
    svg = page.locator(f"{tree} .adj-tree-scroll > svg").bounding_box()["width"]
    box = page.locator(f"{tree} .adj-tree-scroll").evaluate("b => b.clientWidth")
    return svg, box


def hundred_node_outline():
    """A broad tree of 100 effects: a start, 11 branches, 8 alerts under each."""
    lines = ["Doctor Tomorrow plays Calamity Cascade"]
    for branch in range(1, 12):
        lines.append(f"  Hero {branch} draws Relay Card {branch} [alert]")
        lines.extend(f"    Hero {branch} draws Card {branch}-{leaf} [alert]" for leaf in range(1, 9))
    return "\n".join(lines)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_last_lessons_tree_is_readable_and_keeps_the_current_step_in_view(request, lesson_site, device):
    page = device_page(request, device)
    page.goto(LESSON)
    page.locator(".adj-predict-toggle").click()  # a lesson starts in Predict mode: off, to step straight through
    assert page.locator(".adj-predict-toggle").get_attribute("aria-pressed") == "false"
    svg, box_width = svg_and_box_width(page)
    assert svg <= box_width  # opens fitted: the whole width of the tree in its box
    page.locator('[data-zoom="read"]').click()
    assert node_text_px(page) >= READABLE_PX
    assert page.locator("[data-tree] .adj-tree-scroll > svg #tree-legend").count() == 0  # the legend is beside the picture, not in it
    box = "[data-tree] .adj-tree-scroll"
    total = page.locator(".adj-steps > li").count()
    current = lambda: int(page.locator(".adj-current-step").get_attribute("data-n"))  # noqa: E731
    next_step = page.locator('[data-go="next"]')
    for start in range(1, total, 6):
        assert current() == start
        assert inside_box(page, "[data-tree] .adj-tree-scroll > svg .current", box)
        steps = min(6, total - start)  # Next is disabled on the last step
        for _ in range(steps - 1):
            # the steps between two checks by the button's click event alone: Playwright's full click (its
            # actionability checks, a pointer moved) took 57 ms each, 4.7 s for the 82 steps
            next_step.dispatch_event("click")
        next_step.click()  # the step each check looks at is reached by a real click
    assert current() == total
    page.locator('[data-go="first"]').click()  # on the last step Last is disabled: from the first, jump to it
    page.locator('[data-go="last"]').click()
    assert inside_box(page, "[data-tree] .adj-tree-scroll > svg .current", box)
    assert horizontal_overflow(page) <= 0, widest_elements(page)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_zoom_fit_readable_and_full_screen(request, lesson_site, device):
    page = device_page(request, device)
    page.goto(LESSON)
    start = zoom(page)
    assert svg_and_box_width(page)[0] <= svg_and_box_width(page)[1]  # opens fitted
    svg_width = lambda: page.locator("[data-tree] .adj-tree-scroll > svg").bounding_box()["width"]  # noqa: E731
    before, text_before = svg_width(), node_text_px(page)
    page.locator('[data-zoom="in"]').click()
    assert zoom(page) > start and svg_width() > before * 1.2
    assert node_text_px(page) > text_before * 1.2
    page.locator('[data-zoom="read"]').click()
    assert zoom(page) >= start and node_text_px(page) >= READABLE_PX
    page.locator('[data-zoom="fit"]').click()
    box_width = page.locator("[data-tree] .adj-tree-scroll").bounding_box()["width"]
    assert svg_width() <= box_width and zoom(page) == start  # Fit: back to how it opened
    page.locator('[data-zoom="full"]').click()
    figure = page.locator("[data-tree]").bounding_box()
    viewport = page.viewport_size
    assert figure["width"] >= viewport["width"] - 1 and figure["height"] >= viewport["height"] - 1
    assert page.locator('[data-zoom="full"]').get_attribute("aria-pressed") == "true"
    assert inside_box(page, "[data-tree] .adj-tree-scroll > svg .current", "[data-tree] .adj-tree-scroll")
    page.keyboard.press("Escape")
    assert page.locator("[data-tree]").bounding_box()["width"] < viewport["width"]
    assert page.locator('[data-zoom="full"]').get_attribute("aria-pressed") == "false"


def test_the_zoom_keys_work_on_the_focused_tree(browser_page, lesson_site):
    page = browser_page
    page.goto(LESSON)
    start = zoom(page)
    page.locator("[data-tree] .adj-tree-scroll").focus()
    page.keyboard.press("+")
    assert zoom(page) > start
    page.keyboard.press("-")
    page.keyboard.press("-")
    assert zoom(page) < start
    page.keyboard.press("0")  # Readable: the text at 11 px, at least the opening zoom
    assert zoom(page) >= start and node_text_px(page) >= READABLE_PX


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_legend_is_compact_and_folds_away(request, lesson_site, device):
    page = device_page(request, device)
    page.goto(LESSON)
    legend = page.locator("[data-tree] .adj-legend")
    entries = legend.locator(".adj-legend-list li")
    assert entries.count() >= 5
    if not legend.evaluate("d => d.open"):
        legend.locator("summary").click()
    figure_width = page.locator("[data-tree]").bounding_box()["width"]
    tree_box = page.locator("[data-tree] .adj-tree-scroll").bounding_box()
    assert tree_box["width"] >= figure_width - 2  # the tree has the whole width: the legend sits below it
    legend.locator("summary").click()
    assert not entries.first.is_visible()
    page.wait_for_function("() => window.localStorage.getItem('adj-legend-open') === '0'")  # the toggle event is async
    page.reload()
    assert not page.locator("[data-tree] .adj-legend").evaluate("d => d.open")  # remembered for the visit


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_wide_outline_tree_is_not_squeezed(request, transactional_db, device):
    page = device_page(request, device)
    page.goto(OUTLINE)
    page.locator("#outline-text").fill(hundred_node_outline())
    with page.expect_navigation():
        page.locator("form.tool-form button[type=submit]").click()
    tree = "#outline-tree-1"
    assert page.locator(f"{tree} .adj-tree-scroll > svg g.node").count() == 100
    page.locator(f'{tree} [data-zoom="read"]').click()
    assert node_text_px(page, tree) >= READABLE_PX
    scroll = page.locator(f"{tree} .adj-tree-scroll")
    assert scroll.evaluate("b => b.scrollWidth > b.clientWidth")  # wider than the box: it pans
    scroll.evaluate("b => { b.scrollLeft = b.scrollWidth; }")
    assert scroll.evaluate("b => b.scrollLeft > 0")
    assert horizontal_overflow(page) <= 0, widest_elements(page)


def test_a_hundred_node_tree_stays_usable_on_a_phone(phone_page, transactional_db):
    page = phone_page
    page.goto(OUTLINE)
    page.locator("#outline-text").fill(hundred_node_outline())
    with page.expect_navigation():
        page.locator("form.tool-form button[type=submit]").tap()
    with page.expect_navigation():
        page.locator("button", has_text="Step through and share").tap()
    assert "/adjudicator/s/" in page.url
    assert page.locator("[data-tree] .adj-tree-scroll > svg g.node").count() == 100
    page.locator('[data-zoom="read"]').tap()
    assert node_text_px(page) >= READABLE_PX
    box = "[data-tree] .adj-tree-scroll"
    page.locator('[data-go="last"]').tap()
    assert inside_box(page, "[data-tree] .adj-tree-scroll > svg .current", box)
    current = lambda: int(page.locator(".adj-current-step").get_attribute("data-n"))  # noqa: E731
    last = current()
    previous_step = page.locator('[data-go="previous"]')
    for _ in range(24):
        previous_step.dispatch_event("click")  # the button's click event alone (a full tap: about 60 ms each)
    previous_step.tap()  # the step checked is reached by a real tap
    assert current() == last - 25
    assert inside_box(page, "[data-tree] .adj-tree-scroll > svg .current", box)
    page.locator('[data-zoom="full"]').tap()
    assert inside_box(page, "[data-tree] .adj-tree-scroll > svg .current", box)
    page.locator('[data-zoom="full"]').tap()
    assert horizontal_overflow(page) <= 0, widest_elements(page)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_the_side_by_side_trees_keep_their_text_readable(request, lesson_site, device):
    """A model comparison's trees are pictures of the tree.svg files: drawn at 75% of their size (11-point
    text at 11 px) in boxes that scroll, never shrunk to the column's width."""
    page = device_page(request, device)
    page.goto("/adjudicator/examples/union-city-alliance/wrath-of-the-underworld-drive-by/?compare=stack")
    images = page.locator(".adj-mini-tree img")
    assert images.count() == 2
    for i in range(2):
        images.nth(i).scroll_into_view_if_needed()
    page.wait_for_function("() => [...document.querySelectorAll('.adj-mini-tree img')].every(i => i.complete && i.naturalWidth)")
    scales = images.evaluate_all("imgs => imgs.map(i => i.getBoundingClientRect().width / i.naturalWidth)")
    assert all(scale >= 0.749 for scale in scales), scales
    assert page.locator(".adj-mini-tree a", has_text="Open the tree full size").count() == 2
    assert horizontal_overflow(page) <= 0, widest_elements(page)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_result_pages_tree_opens_fitted_to_its_box(request, lesson_site, device):
    """Issue 27: "the big diagram opens cut off at 75%". The inline tree of a result page (an example's, the
    widest of the library's lessons) opens with its whole width in its box, at phone width too; Readable then
    gives 11 px text and the tree pans."""
    page = device_page(request, device)
    page.goto("/adjudicator/examples/union-city-alliance/wrath-of-the-underworld-drive-by/")
    svg, box_width = svg_and_box_width(page)
    assert svg <= box_width, (svg, box_width)
    assert page.locator("[data-tree] .adj-tree-scroll").evaluate("b => b.scrollWidth <= b.clientWidth")
    assert zoom(page) < 0.75  # this tree is wider than its box at 75%: fitted, it is not cut off
    page.locator('[data-zoom="read"]').click()
    assert node_text_px(page) >= READABLE_PX
    assert page.locator("[data-tree] .adj-tree-scroll").evaluate("b => b.scrollWidth > b.clientWidth")
    assert horizontal_overflow(page) <= 0, widest_elements(page)
