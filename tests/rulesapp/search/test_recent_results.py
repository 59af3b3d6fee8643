"""Recent answers are given again until the index is replaced, never after."""
from rulesapp import search as rules_search
from rulesapp.models import Game
from rulesapp.search.engine import recent_results
from tests.rulesapp.search.conftest import UCA, add_section


def test_the_same_question_is_answered_from_the_recent_results(built_index):
    recent_results.clear()
    first = rules_search.search("can I move diagonally", game=UCA)
    again = rules_search.search("can I move diagonally", game=UCA)
    assert (recent_results.misses, recent_results.hits) == (1, 1)
    assert again == first and again.results is not first.results
    rules_search.search("can I move diagonally", game=UCA, limit=3)  # another limit is another answer
    assert recent_results.misses == 2


def test_a_rebuilt_index_is_searched_afresh(built_index):
    before = rules_search.search("teleport")
    assert "teleport" not in [hit.anchor for hit in before.results]
    add_section(Game.objects.get(slug=UCA), "teleport", "Teleport", 50, "A hero may teleport to any block.")
    rules_search.rebuild_index()
    after = rules_search.search("teleport")
    assert after.results[0].anchor == "teleport"


def test_a_caller_changing_its_results_does_not_change_the_next_answer(built_index):
    rules_search.search("counter", game=UCA).results.clear()
    assert rules_search.search("counter", game=UCA).results
