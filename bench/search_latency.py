"""How long a search takes in-process, through the API view, on the four-rulebook corpus.

Sends every question of tests/rulesapp/judged_queries.yaml (with its game filter, and once more
without, plus a misspelt copy to exercise "did you mean") to GET /api/search through DRF's
APIRequestFactory and the real SearchView: parameter validation, the Whoosh search, snippets and
JSON rendering included; no network. One warm-up pass, then --rounds timed passes. Prints the
median, p99, mean and max per request.

    .venv/bin/python manage.py import_rulebooks && .venv/bin/python manage.py rebuild_index
    .venv/bin/python bench/search_latency.py [--rounds 20]

Target: median < 10 ms, p99 < 50 ms.
"""
import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import django
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django.setup()

from rest_framework.test import APIRequestFactory  # noqa: E402

from rulesapp.api.views import SearchView  # noqa: E402

JUDGED_QUERIES = ROOT / "tests" / "rulesapp" / "judged_queries.yaml"


def misspell(question: str) -> str:
    """Double a letter of the longest word: "diagonally" -> "diagonnally"."""
    words = question.split()
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    word = words[longest]
    words[longest] = word[: len(word) // 2] + word[len(word) // 2] + word[len(word) // 2:]
    return " ".join(words)


def requests_to_time() -> list[dict]:
    with JUDGED_QUERIES.open(encoding="utf-8") as handle:
        judged = yaml.safe_load(handle)
    params = []
    for entry in judged:
        params.append({"q": entry["question"], "game": entry["game"]})
        params.append({"q": entry["question"]})
        params.append({"q": misspell(entry["question"]), "game": entry["game"]})
    return params


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=20, help="timed passes over the query set")
    args = parser.parse_args()

    factory = APIRequestFactory()
    view = SearchView.as_view()
    all_params = requests_to_time()

    def timed_request(params) -> float:
        request = factory.get("/api/search", params)
        started = time.perf_counter()
        response = view(request)
        response.render()
        elapsed = time.perf_counter() - started
        if response.status_code != 200:
            sys.exit(f"{params} -> {response.status_code}: {response.content[:300]!r}")
        return elapsed * 1000

    for params in all_params:  # warm-up: opens the searcher, fills the stemming cache
        timed_request(params)
    timings = [timed_request(params) for _ in range(args.rounds) for params in all_params]

    print(f"{len(timings)} searches through GET /api/search ({len(all_params)} distinct requests x {args.rounds} rounds)")
    print(f"  median {statistics.median(timings):6.2f} ms")
    print(f"  p99    {percentile(timings, 0.99):6.2f} ms")
    print(f"  mean   {statistics.fmean(timings):6.2f} ms")
    print(f"  max    {max(timings):6.2f} ms")


if __name__ == "__main__":
    main()
