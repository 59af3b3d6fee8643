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
