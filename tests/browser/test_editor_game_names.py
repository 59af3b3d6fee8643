"""The form builder names the games as the site does ("Marvel Champions"), not by their slugs; the value it
writes into the scenario stays the slug the format reads."""
import pytest

pytestmark = pytest.mark.browser


def test_the_forms_game_list_says_the_games_names(browser_page, transactional_db):
    page = browser_page
    page.goto("/adjudicator/editor/")
    game = page.locator("#bf-game")
    game.wait_for()
    shown = game.evaluate("select => [...select.options].map(o => [o.value, o.textContent])")
    assert ["union-city-alliance", "Union City Alliance"] in shown
    assert ["marvel-champions", "Marvel Champions"] in shown
    assert all(value != text for value, text in shown), shown
    game.focus()
    game.select_option("marvel-champions")
    page.wait_for_function("() => document.querySelector('#scenario-text').value.includes('game: marvel-champions')")
    assert "game: marvel-champions" in page.input_value("#scenario-text")
