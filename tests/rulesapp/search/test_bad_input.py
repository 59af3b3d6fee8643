"""search() refuses bad input with a message a user can read, and never lets it reach Whoosh's parser."""
import pytest

from rulesapp import search as rules_search
from tests.rulesapp.search.conftest import UCA


@pytest.mark.parametrize("query, message", [
    ("", "Enter something to search for"),
    ("   \n\t", "Enter something to search for"),
    ("x" * 10_000, "too long (10000 characters); the limit is 500"),
    (None, "must be text"),
    (42, "must be text"),
])
def test_unsearchable_queries_are_refused(built_index, query, message):
    with pytest.raises(rules_search.SearchQueryError, match=message.replace("(", r"\(").replace(")", r"\)")):
        rules_search.search(query)


@pytest.mark.parametrize("limit", [-1, 0, 51, 10**9, "abc", "10", 2.5, True, None])
def test_limits_outside_one_to_fifty_are_refused(built_index, limit):
    with pytest.raises(rules_search.SearchQueryError, match="limit must be a whole number from 1 to 50"):
        rules_search.search("maneuver", limit=limit)


def test_an_unknown_game_is_refused_naming_the_known_ones(built_index):
    with pytest.raises(rules_search.SearchQueryError, match="Unknown game 'monopoly'.*union-city-alliance"):
        rules_search.search("maneuver", game="monopoly")


def test_errors_are_value_errors(built_index):
    assert issubclass(rules_search.SearchQueryError, ValueError)


@pytest.mark.parametrize("query", ['"(*:~^', "(((", "*:*", "~", "^2", '"', '""', "AND OR NOT", "field:[a TO b]"])
def test_query_syntax_characters_are_harmless(built_index, query):
    response = rules_search.search(query, game=UCA)
    assert response.query == query.strip()
    assert isinstance(response.results, list)


def test_a_long_but_allowed_query_still_answers(built_index):
    query = ("what happens when my hero is taken down and the union deck runs out " * 8)[:500]
    response = rules_search.search(query, game=UCA)
    assert response.results


def test_a_query_of_only_question_words_is_searched_as_typed(built_index):
    response = rules_search.search("when", game=UCA)
    assert response.results  # "when" is in the rule text, so something is found rather than nothing
