"""A step, outcome or explore value the page cannot honour is said above the step-through, never clamped or
dropped in silence (the bar: every fallback is shown)."""
import pytest

BLACK_FLAG = "/adjudicator/examples/union-city-alliance/black-flag/"


pytestmark = pytest.mark.usefixtures("fresh_cache")  # each page rendered anew; `site`: conftest.py


def page(client, query):
    response = client.get(BLACK_FLAG + query)
    assert response.status_code == 200
    return response.content.decode()


def test_a_step_past_the_last_says_it_shows_the_last(client, site):
    html = page(client, "?step=999")
    total = int(html.split('data-total="')[1].split('"')[0])
    assert f'Step <span data-role="n">{total}</span>' in html
    assert f"There are {total} steps; showing the last." in html


@pytest.mark.parametrize("value", ["x", "0", "-3"])
def test_a_step_that_is_no_step_number_says_it_shows_the_first(client, site, value):
    html = page(client, f"?step={value}")
    assert 'Step <span data-role="n">1</span>' in html
    assert f"“{value}” is not a step number; showing the first step." in html


def test_an_outcome_that_is_no_number_says_so(client, site):
    assert "“two” is not an outcome number; showing the first outcome." in page(client, "?outcome=two")


def test_an_explore_value_that_is_no_yes_or_no_says_so(client, site):
    html = page(client, "?explore=maybe")
    assert "“maybe” is not a yes or no for explore" in html


def test_the_jump_forms_empty_step_and_good_values_add_no_note(client, site):
    html = page(client, "?step=&explore=no&outcome=1")
    assert "adj-note" not in html
