#!/usr/bin/env python
"""Take the screenshots of the adjudicator pages (docs/screenshots/adjudicator-*.png).

A throwaway site, so the pictures never depend on (or touch) db.sqlite3: a
temporary SQLite database with the four rulebooks imported and the scenario
library loaded, served on a free local port; Debian's chromium then visits the
editor, a step-through, an explored comparison, two models side by side, the
library (and filtered), a walk page, the last lesson's tree, the editor's reference panel, the warnings of a
scenario typed into the editor, conditions and unmet expectations said with names, outline mode and the card-text helper on Marvel Champions, what happened at the top of a result and a comparison's one line,
the timing flowchart read whole, predict mode (each kind of question), a wide tree opened fitted, and phone views.

    .venv/bin/python scripts/adjudicator_screenshots.py [--out docs/screenshots] [--only NAME]
"""
import argparse
import os
import re
import shutil
import tempfile
from pathlib import Path
from urllib.parse import quote

import scratch_site

ROOT = Path(__file__).resolve().parents[1]
KURT = "/adjudicator/examples/union-city-alliance/kurt-von-kessel/"
SOCIAL = "/adjudicator/examples/union-city-alliance/social-networking/"
BLACK_FLAG = "/adjudicator/examples/union-city-alliance/black-flag/"
CHAIN = "/adjudicator/examples/union-city-alliance/chain-of-three/"
WRATH = "/adjudicator/examples/union-city-alliance/wrath-of-the-underworld-drive-by/"
UCA_EXAMPLES = "/adjudicator/examples/union-city-alliance/"
FLOWCHART = "/games/marvel-champions/read/timing-flowchart/"
OUTLINE_RHINO = ("game: marvel-champions\nplayers: Spider-Man\nRhino attacks Spider-Man for 3 damage\n"
                 "  Black Cat's ambush [response]\n  Spider-Man's Backflip [interrupt]\n"
                 "  Rhino's Charge [forced interrupt]\n")
# Issue 11's newcomer: "after Rhino attacks" written with the shared `attack` op, and a response on an
# ally in hand (an event's would work from the hand: Rules Reference, Ability). It resolves, and the page
# says what did not happen.
RHINO = """format: 1
game: marvel-champions
title: Rhino attacks Spider-Man
description: A forced response and a response "after Rhino attacks", as a newcomer first writes them.
players: [spider-man]
entities:
  spider-man: {type: hero, name: Spider-Man, form: hero, hp: 10}
  rhino: {type: villain, name: Rhino, zone: play, hp: 14, atk: 2}
  charge: {type: attachment, name: Charge, zone: play}
  aunt-may: {type: ally, name: Aunt May, owner: spider-man, zone: hand, hp: 5}
  the-break-in: {type: main-scheme, name: The Break-In!, zone: play, threat: 2, threat_limit: 7}
abilities:
  charge-forced:
    card: charge
    timing: forced-response
    label: Charge
    on: {event: attacks, by: rhino}
    do:
      - place_threat: {scheme: the-break-in, amount: 1}
  aunt-may-response:
    card: aunt-may
    timing: response
    label: Aunt May
    on: {event: attacks, by: rhino}
    do:
      - say: Aunt May cheers Spider-Man on
  spider-sense:
    card: spider-man
    timing: interrupt
    label: Spider-Sense
    on: {event: attacked, by: rhino}
    do:
      - say: Spider-Man senses it coming
start:
  label: Rhino attacks Spider-Man
  do:
    - attack: {by: rhino, target: spider-man, amount: 2}
"""
# Conditions and unmet expectations, said with names: Escalate's `if` false when the goon hits, a condition
# the start checks, and a state the scenario expects and does not get.
ESCALATE = """format: 1
game: union-city-alliance
title: Escalate's condition is false when the goon hits, and Wrangler checks his heroism
players: [wrangler]
entities:
  wrangler: {type: hero, name: Wrangler, heroism: 9}
  goon: {type: enemy, name: Raptor Goon, zone: board}
abilities:
  escalate:
    card: goon
    timing: when
    label: Escalate
    if: wrangler.heroism <= 6
    on: {event: damage_dealt, target: wrangler}
    do: [{say: escalates}]
start:
  label: The Raptor Goon hits Wrangler
  by: goon
  do:
    - deal_damage: {to: wrangler, amount: 1, source: goon}
    - if: {cond: "wrangler.heroism >= 9", then: [{say: Wrangler stands firm}]}
expect:
  state: {wrangler.damage: 2}
"""


def prepare_site(workdir):
    scratch_site.prepare_site(workdir, "import_rulebooks", "load_scenarios")


serve = scratch_site.serve


def take(page, path, full_page=False):
    page.screenshot(path=str(path), full_page=full_page)
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def to_top_of(page, selector, margin=10):
    page.locator(selector).first.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.evaluate(f"window.scrollBy(0, -{margin})")


def shots(base_url, out):  # noqa: C901 (a table of short picture functions, counted as one)
    """name -> function(browser) taking one picture."""

    def desktop(browser, height=900):
        return browser.new_context(base_url=base_url, viewport={"width": 1280, "height": height}).new_page()

    def phone(browser):
        from tests.browser.chromium import PHONE_OPTIONS

        return browser.new_context(base_url=base_url, **PHONE_OPTIONS).new_page()

    def resolved(page, text):
        """Type a scenario into the editor and resolve it: its shared page."""
        page.goto("/adjudicator/editor/")
        page.locator("#scenario-text").fill(text)
        page.locator("#problems-status", has_text="No problems").wait_for()
        page.locator("button.adj-resolve").click()
        page.wait_for_url(re.compile(r"/adjudicator/s/[0-9a-f]{64}/"))

    def warnings(browser):
        page = desktop(browser, 800)
        resolved(page, RHINO)
        to_top_of(page, ".adj-options")
        take(page, out / "adjudicator-warnings.png")

    def plain_words(browser):
        page = desktop(browser, 900)
        resolved(page, ESCALATE)
        page.goto(page.url.split("?")[0] + "?step=6#stepper")
        to_top_of(page, ".adj-warnings")
        take(page, out / "adjudicator-plain-words.png")

    def phone_warnings(browser):
        page = phone(browser)
        resolved(page, RHINO)
        to_top_of(page, ".adj-warnings")
        take(page, out / "adjudicator-phone-warnings.png")

    def editor(browser):
        page = desktop(browser, 1000)
        page.goto("/adjudicator/editor/?example=union-city-alliance/social-networking")
        text = page.locator("#scenario-text")
        text.fill(text.input_value().replace("timing: alert", "timing: alrt", 1))
        page.locator(".adj-problem").first.wait_for()
        to_top_of(page, "#example-form")
        take(page, out / "adjudicator-editor.png")

    def step_through(browser):
        page = desktop(browser)
        page.goto(SOCIAL)
        to_top_of(page, "#stepper")
        page.keyboard.press("End")
        for _ in range(8):
            page.keyboard.press("ArrowLeft")
        take(page, out / "adjudicator-step-through.png")

    def outcomes(browser):
        page = desktop(browser, 1000)
        page.goto(KURT)
        to_top_of(page, ".adj-outcomes")
        take(page, out / "adjudicator-outcomes.png")

    def models(browser):
        page = desktop(browser, 1100)
        page.goto(BLACK_FLAG + "?compare=stack")
        to_top_of(page, ".adj-models")
        page.wait_for_function("() => [...document.querySelectorAll('.adj-mini-tree img')].every(i => i.complete)")
        take(page, out / "adjudicator-compare-models.png")

    def examples(browser):
        page = desktop(browser)
        page.goto("/adjudicator/examples/")
        take(page, out / "adjudicator-examples.png")

    def walk(browser):
        page = desktop(browser, 1000)
        page.goto("/adjudicator/learn/branches/")
        take(page, out / "adjudicator-learn.png")

    def section_link(browser):
        page = desktop(browser)
        page.goto("/games/union-city-alliance/counter-and-gambit-phases/")
        to_top_of(page, ".adj-step-through", margin=300)
        take(page, out / "adjudicator-section-link.png")

    def phone_step(browser):
        page = phone(browser)
        page.goto(KURT + "?step=14")
        to_top_of(page, ".adj-current")
        take(page, out / "adjudicator-phone-step-through.png")

    def phone_predict(browser):
        """Predict mode on a phone: a wrong pick, answered by the deciding rule and the step it gives."""
        page = phone(browser)
        page.goto(CHAIN + "?step=9")
        page.locator(".adj-predict-toggle").tap()
        page.locator(".adj-predict-question label").first.tap()
        page.locator(".adj-predict-question button[type=submit]").tap()
        to_top_of(page, ".adj-current")
        take(page, out / "adjudicator-phone-predict.png")

    def phone_predict_kinds(browser):
        """Predict mode's other kinds on a phone, each answered wrong: an ability that does not trigger (its
        condition false as it would trigger), where a card goes (an attached card trashed with its host), how
        much damage is taken (critical damage, not reduced by defense)."""
        for url, name in ((UCA_EXAMPLES + "escalate-condition-false-at-trigger/?step=2", "triggers"),
                          (UCA_EXAMPLES + "attached-card-moves-with-and-is-trashed-with-its-host/?step=16", "zone"),
                          (UCA_EXAMPLES + "critical-damage-ignores-defense/?step=10", "damage")):
            page = phone(browser)
            page.goto(url)
            page.locator(".adj-predict-toggle").tap()
            page.locator(".adj-predict-question label").first.tap()
            page.locator(".adj-predict-question button[type=submit]").tap()
            to_top_of(page, ".adj-current")
            take(page, out / f"adjudicator-phone-predict-{name}.png")

    def tree_fitted(browser):
        """A wide tree opens fitted to its box, on a desktop and a phone (issue 27: it opened cut off at 75%)."""
        for page, name in ((desktop(browser), "adjudicator-tree-fitted.png"),
                           (phone(browser), "adjudicator-phone-tree-fitted.png")):
            page.goto(WRATH)
            to_top_of(page, "[data-tree]")
            take(page, out / name)

    def phone_editor(browser):
        page = phone(browser)
        page.goto("/adjudicator/editor/")
        to_top_of(page, "#builder")
        take(page, out / "adjudicator-phone-builder.png")

    def examples_filtered(browser):
        page = desktop(browser)
        page.goto("/adjudicator/examples/?game=union-city-alliance&q=counter")
        take(page, out / "adjudicator-examples-filtered.png")

    def phone_tree(browser):
        page = phone(browser)
        page.goto(WRATH + "?step=40")
        to_top_of(page, ".adj-current")
        take(page, out / "adjudicator-phone-tree.png")

    def lesson_tree(browser):
        page = desktop(browser)
        page.goto("/adjudicator/learn/putting-it-together/?step=20")
        to_top_of(page, ".adj-current")
        take(page, out / "adjudicator-lesson-tree.png")

    def editor_reference(browser):
        page = desktop(browser, 1000)
        page.goto("/adjudicator/editor/?example=marvel-champions/forced-interrupt-before-optional")
        page.locator("#reference summary").click()
        to_top_of(page, "#reference")
        take(page, out / "adjudicator-editor-reference.png")

    def outline_champions(browser):
        page = desktop(browser, 1000)
        page.goto("/adjudicator/tools/outline/?outline=" + quote(OUTLINE_RHINO))
        to_top_of(page, "#result")
        take(page, out / "adjudicator-outline-champions.png")

    def outline_problem(browser):
        page = phone(browser)
        page.goto("/adjudicator/tools/outline/?outline=" + quote("players: Odysseus\nStart\n  Alpha Predator deals 5 damage"))
        to_top_of(page, "#outline-problems")
        take(page, out / "adjudicator-phone-outline-problem.png")

    def cardtext_champions(browser):
        page = desktop(browser, 1000)
        page.goto("/adjudicator/tools/cardtext/?game=marvel-champions&text=" + quote(
            "Forced Response: After Rhino attacks, deal 1 damage to each ally.\n"
            "Interrupt: When you would take damage, prevent 2 of it."))
        to_top_of(page, "#result")
        take(page, out / "adjudicator-cardtext-champions.png")

    def what_happened(browser):
        page = desktop(browser)
        page.goto(KURT)
        to_top_of(page, ".adj-happened")
        take(page, out / "adjudicator-what-happened.png")

    def phone_what_happened(browser):
        page = phone(browser)
        page.goto(KURT)
        to_top_of(page, ".adj-happened")
        take(page, out / "adjudicator-phone-what-happened.png")

    def compare_headline(browser):
        page = desktop(browser)
        page.goto(BLACK_FLAG + "?compare=stack")
        to_top_of(page, ".adj-models")
        take(page, out / "adjudicator-compare-headline.png")

    def flowchart(browser):
        page = desktop(browser)
        page.goto(FLOWCHART)
        to_top_of(page, '[id="player-phase"]')
        take(page, out / "flowchart-whole.png")

    def phone_flowchart(browser):
        page = phone(browser)
        page.goto(FLOWCHART + "#player-phase-1-1-3")
        take(page, out / "phone-flowchart-whole.png")

    return {f.__name__: f for f in (what_happened, phone_what_happened, compare_headline, flowchart, phone_flowchart,
                                    editor, step_through, outcomes, models, examples, walk, section_link,
                                    phone_step, phone_predict, phone_predict_kinds, tree_fitted, phone_editor,
                                    warnings, plain_words, phone_warnings, examples_filtered,
                                    phone_tree, lesson_tree, editor_reference, outline_champions, outline_problem,
                                    cardtext_champions)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots", help="directory for the PNG files")
    parser.add_argument("--only", action="append", help="take only this shot (repeatable)")
    args = parser.parse_args()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    workdir = Path(tempfile.mkdtemp(prefix="adjudicator-screenshots-"))
    try:
        prepare_site(workdir)
        from playwright.sync_api import sync_playwright

        from tests.browser.chromium import launch

        base_url = serve()
        with sync_playwright() as playwright:
            browser = launch(playwright)
            for name, shot in shots(base_url, out).items():
                if not args.only or name in args.only:
                    shot(browser)
            browser.close()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
