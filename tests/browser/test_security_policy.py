"""The Content-Security-Policy in Chromium: it blocks inline script and style (and the browser fixtures fail a
test on anything it blocks), and the pages that load scripts from elsewhere, the API docs, still work."""
import pytest
from django.core.cache import cache

from tests.rulesapp.pages.sample_library import build_library

pytestmark = pytest.mark.browser


@pytest.fixture
def rules_library(transactional_db):
    cache.clear()
    yield build_library()
    cache.clear()


def test_an_inline_script_or_style_is_blocked_and_reported(chromium, live_server, rules_library):
    context = chromium.new_context(base_url=live_server.url)
    page = context.new_page()
    reported = []
    page.on("console", lambda message: reported.append(message.text) if message.type == "error" else None)
    page.goto("/")
    page.evaluate("""() => {
        const script = document.createElement("script");
        script.textContent = "window.inlineRan = true";
        document.body.appendChild(script);
        document.body.insertAdjacentHTML("beforeend", '<p id="styled" style="color: rgb(255, 0, 0)">x</p>');
    }""")
    ran = page.evaluate("() => window.inlineRan === true")
    color = page.evaluate("() => getComputedStyle(document.getElementById('styled')).color")
    context.close()
    assert not ran and color != "rgb(255, 0, 0)"
    blocked = [text for text in reported if "Content Security Policy" in text]
    assert any("script" in text for text in blocked) and any("style" in text for text in blocked), reported


def test_the_api_docs_work_under_the_policy(browser_page, rules_library):
    browser_page.goto("/api/docs/")
    browser_page.locator(".opblock").first.wait_for()
    assert browser_page.locator(".opblock").count() >= 10  # every operation listed, from the schema it fetched


def test_the_step_through_outlines_the_current_effect_under_the_policy(browser_page, rules_library):
    from django.core.management import call_command
    import io

    call_command("load_scenarios", stdout=io.StringIO())
    browser_page.goto("/adjudicator/examples/union-city-alliance/kurt-von-kessel/?step=1")
    assert browser_page.locator(".adj-tree g.current").count() == 1
    browser_page.keyboard.press("ArrowRight")
    assert browser_page.locator(".adj-tree g.current").count() <= 1
    indent = browser_page.locator(".adj-steps > li.adj-depth-1").first
    if indent.count():
        assert indent.evaluate("e => getComputedStyle(e).getPropertyValue('--depth').trim()") == "1"
