"""Query time is bounded by a deadline that works in any thread (web requests are not the main thread)."""
import threading

from rulesapp.search import storage
from rulesapp.search.engine import rank
from rulesapp.search.querying import plan_query, to_whoosh, tokenize


def ranked(seconds):
    query = to_whoosh(plan_query(tokenize("damage dealt to a hero"), {}, None))
    return rank(storage.open_current(), query, None, limit=10, seconds=seconds)


def in_worker_thread(function):
    outcome = {}

    def run():
        try:
            outcome["value"] = function()
        except Exception as error:  # reported below: the point is that nothing raises in a worker
            outcome["error"] = error
        finally:
            storage.close_thread_searchers()

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(timeout=30)
    return outcome


def test_a_search_within_its_deadline_ranks_everything_in_a_worker_thread(built_index):
    outcome = in_worker_thread(lambda: ranked(seconds=10))
    assert "error" not in outcome
    assert not outcome["value"].timed_out and len(outcome["value"].documents) > 2


def test_a_passed_deadline_stops_scoring_in_a_worker_thread(built_index):
    outcome = in_worker_thread(lambda: ranked(seconds=-1))
    assert "error" not in outcome
    assert outcome["value"].timed_out and outcome["value"].documents == []
