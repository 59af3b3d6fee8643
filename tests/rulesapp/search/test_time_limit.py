"""Query time is bounded by a deadline that works in any thread (web requests are not the main thread)."""
import threading

from whoosh.collectors import TopCollector

from rulesapp.search import storage
from rulesapp.search.engine import DeadlineCollector
from rulesapp.search.querying import plan_query, to_whoosh, tokenize


def collect(seconds):
    searcher = storage.open_current().searcher
    collector = DeadlineCollector(TopCollector(limit=10, usequality=False, replace=0), seconds)
    searcher.search_with_collector(to_whoosh(plan_query(tokenize("damage"), {}, None)), collector)
    return collector


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


def test_a_search_within_its_deadline_collects_everything_in_a_worker_thread(built_index):
    outcome = in_worker_thread(lambda: collect(seconds=10))
    assert "error" not in outcome
    assert not outcome["value"].timed_out and len(outcome["value"].results()) > 2


def test_a_passed_deadline_stops_collecting_in_a_worker_thread(built_index):
    outcome = in_worker_thread(lambda: collect(seconds=-1))
    assert "error" not in outcome
    assert outcome["value"].timed_out and len(outcome["value"].results()) == 0
