"""Checks a browser test makes on a page, shared by the rules and adjudicator browser tests."""


def horizontal_overflow(page):
    """How many CSS pixels the page is wider than its viewport (0 means no horizontal scroll)."""
    return page.evaluate(
        "() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)"
        " - document.documentElement.clientWidth"
    )


def widest_elements(page, limit=5):
    """The elements sticking out furthest to the right: what to look at when a page overflows."""
    return page.evaluate(
        """(limit) => {
            const width = document.documentElement.clientWidth;
            return [...document.querySelectorAll('body *')]
              .map(el => ({el, right: el.getBoundingClientRect().right}))
              .filter(x => x.right > width + 0.5)
              .sort((a, b) => b.right - a.right).slice(0, limit)
              .map(x => `${x.el.tagName.toLowerCase()}${x.el.id ? '#' + x.el.id : ''}`
                        + `${x.el.className ? '.' + String(x.el.className).split(' ').join('.') : ''}`
                        + ` right=${Math.round(x.right)}`);
        }""",
        limit,
    )


def pages_wider_than_the_screen(page, urls, statuses=False, ready=None):
    """Open each URL in turn in `page` and say which scroll sideways: {url: what is wrong}, empty when none does.

    One page visits them all (a fresh browser context, its service worker's install and the site's restore per
    URL cost more than the visits): the test asserts the whole dict, so a failure names every page that
    overflows, with its widest elements. `statuses` also names a page not answered 200; `ready(page)` waits for
    the page's script (an AssertionError it raises is that page's problem)."""
    problems = {}
    for url in urls:
        response = page.goto(url)
        if statuses and response.status != 200:
            problems[url] = f"answered {response.status}"
            continue
        if ready is not None:
            try:
                ready(page)
            except AssertionError as error:
                problems[url] = str(error)
                continue
        overflow = horizontal_overflow(page)
        if overflow > 0:
            problems[url] = f"{overflow} px wider than the screen: {widest_elements(page)}"
    return problems


def in_viewport(page, selector):
    """True when the element's top edge is inside the visible part of the page."""
    return page.evaluate(
        """(selector) => {
            const box = document.querySelector(selector).getBoundingClientRect();
            return box.top >= 0 && box.top < window.innerHeight;
        }""",
        selector,
    )


def target_id(page):
    """The id of the element the URL fragment points at (CSS :target), or None."""
    return page.evaluate("() => { const t = document.querySelector(':target'); return t ? t.id : null; }")


def node_text_px(page, tree="[data-tree]"):
    """The smallest node text of a tree as drawn on screen, in CSS pixels: each label's font size (SVG user
    units) times the zoom the browser draws the SVG at."""
    return page.evaluate(
        """(tree) => {
            const svg = document.querySelector(tree + ' .adj-tree-scroll > svg');
            const sizes = [...svg.querySelectorAll('g.node text')].map(t => {
                const m = t.getScreenCTM();
                return parseFloat(t.getAttribute('font-size')) * Math.hypot(m.a, m.b);
            });
            return Math.min(...sizes);
        }""",
        tree,
    )


def inside_box(page, element_selector, box_selector):
    """True when the element is drawn entirely inside the visible part of the scrolling box."""
    return page.evaluate(
        """([element, box]) => {
            const e = document.querySelector(element).getBoundingClientRect();
            const b = document.querySelector(box).getBoundingClientRect();
            return e.left >= b.left - 1 && e.right <= b.right + 1 && e.top >= b.top - 1 && e.bottom <= b.bottom + 1;
        }""",
        [element_selector, box_selector],
    )


def expect(*args, **kwargs):
    """Playwright's `expect`, imported when a browser test first asserts with it, not when the module is imported:
    every test worker imports every test module while collecting, the fast loop's too, which runs no browser test
    (importing playwright.sync_api took about 1 s of each worker's CPU)."""
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(*args, **kwargs)
