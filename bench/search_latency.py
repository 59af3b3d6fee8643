"""How long a search takes in-process on the four-rulebook corpus, beside SQLite FTS5 on the same queries.

The requests: every question of tests/rulesapp/judged_queries.yaml with its game filter, once more
without, and a misspelt copy (to exercise "did you mean"). Each is timed, interleaved in one run:

    SQLite FTS5       the same documents (sections, glossary terms, examples: title, heading path, body)
                      in an in-memory FTS5 table (porter stemming), the question's words less stop words
                      OR-ed, the same game filter, ranked by bm25() with our field weights, top 10 with a
                      snippet() each
    keyword path      rulesapp.search.search() with the sentence model off: validation, spelling, the
                      query plan, BM25F ranking, snippets and the glossary definition; no result cache
    whole search      rulesapp.search.search(): the above plus the question's vector (the NumPy forward
                      pass, BLAS on one thread), passage similarities and the fusion; no result cache
    API view          GET /api/search through DRF's APIRequestFactory and the real SearchView (the whole
                      search plus parameter parsing and JSON rendering); no result cache
    API view, cached  the same with the recent-results cache, every request already asked once

One warm-up pass, then --rounds timed passes. Prints median, p99, mean and max per request, and the
keyword path's median as a multiple of FTS5's.

--once asks every question instead as a player would, once each: every distinct question of the judged
sets (tests/rulesapp/*.yaml, 783 of them) of at most 25 words, with its game and without, each timed
exactly once (no round repeats it, so nothing a process keeps per question helps); the warm-up asks
only WARM_UP, which is none of them. The API view's cached pass is left out.

    .venv/bin/python manage.py import_rulebooks && .venv/bin/python manage.py rebuild_index
    .venv/bin/python bench/search_latency.py [--rounds 10]
    .venv/bin/python bench/search_latency.py --once

Targets (issue 29): the whole search median at most 10 ms and p99 at most 30 ms, asked once each; the
keyword path median within 3x of FTS5's. (Issue 13's were 25 / 60 ms and 5x.)
"""
import argparse
import os
import sqlite3
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

from rulesapp import search as rules_search  # noqa: E402
from rulesapp.api.views import SearchView  # noqa: E402
from rulesapp.search.build import collect_documents  # noqa: E402
from rulesapp.search import engine  # noqa: E402
from rulesapp.search.engine import recent_results  # noqa: E402
from rulesapp.search.schema import PATH_BOOST, TITLE_BOOST, BODY_BOOST, WORD_RE  # noqa: E402
from rulesapp.search.vocabulary import stop_words  # noqa: E402

JUDGED_QUERIES = ROOT / "tests" / "rulesapp" / "judged_queries.yaml"
MOST_WORDS = 25  # issue 29: questions of up to 25 words
WARM_UP = ("warm up", "hand size", "how does combat work", "what happens at the end of a round")


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


class SqliteFts5:
    """The reference: the index's documents in an in-memory FTS5 table."""

    def __init__(self):
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE docs USING fts5(game UNINDEXED, kind UNINDEXED, anchor UNINDEXED, "
                        "title, path, body, tokenize='porter unicode61')")
        documents = list(collect_documents())
        self.db.executemany("INSERT INTO docs VALUES (?, ?, ?, ?, ?, ?)",
                            [(d["game"], d["kind"], d["anchor"], d["title"], d["path"], d["body"]) for d in documents])
        self.documents = len(documents)
        self.stops = stop_words()
        ranking = f"bm25(docs, {TITLE_BOOST}, {PATH_BOOST}, {BODY_BOOST})"
        columns = "game, kind, anchor, title, snippet(docs, 5, '<mark>', '</mark>', '…', 40)"
        self.sql_all = f"SELECT {columns} FROM docs WHERE docs MATCH ? ORDER BY {ranking} LIMIT 10"
        self.sql_game = f"SELECT {columns} FROM docs WHERE docs MATCH ? AND game = ? ORDER BY {ranking} LIMIT 10"

    def search(self, q: str, game: str | None = None) -> list[tuple]:
        words = [word for word in WORD_RE.findall(q.lower()) if word not in self.stops] or WORD_RE.findall(q.lower())
        match = " OR ".join('"' + word.replace('"', '""') + '"' for word in words)
        if game:
            return self.db.execute(self.sql_game, (match, game)).fetchall()
        return self.db.execute(self.sql_all, (match,)).fetchall()


def questions_once() -> list[dict]:
    """Every distinct judged question of at most MOST_WORDS words, with its game and without: asked once."""
    seen, params = set(), []
    for path in sorted((ROOT / "tests" / "rulesapp").glob("*.yaml")):
        with path.open(encoding="utf-8") as handle:
            entries = yaml.safe_load(handle)
        for entry in entries if isinstance(entries, list) else []:
            question, game = entry.get("question"), entry.get("game")
            if not question or len(question.split()) > MOST_WORDS or (question, game) in seen:
                continue
            seen.add((question, game))
            if game:
                params.append({"q": question, "game": game})
            params.append({"q": question})
    unique = list({(p["q"], p.get("game")): p for p in params}.values())
    return unique


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def timed(function, cpu: list[float] | None = None) -> float:
    """Wall-clock milliseconds of one call; with `cpu`, this thread's CPU milliseconds appended to it
    (what the call cost, less the time other processes on a busy machine held the core)."""
    started, started_cpu = time.perf_counter(), time.thread_time()
    function()
    if cpu is not None:
        cpu.append((time.thread_time() - started_cpu) * 1000)
    return (time.perf_counter() - started) * 1000


def summary(name: str, timings: list[float]) -> str:
    return (f"  {name:<22} median {statistics.median(timings):6.2f} ms   p99 {percentile(timings, 0.99):6.2f} ms"
            f"   mean {statistics.fmean(timings):6.2f} ms   max {max(timings):6.2f} ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10, help="timed passes over the request set")
    parser.add_argument("--once", action="store_true",
                        help="every judged question of at most 25 words, with and without its game, once each")
    args = parser.parse_args()

    fts = SqliteFts5()
    factory = APIRequestFactory()
    view = SearchView.as_view()
    all_params = questions_once() if args.once else requests_to_time()
    if args.once:
        args.rounds = 1

    def through_view(params):
        response = view(factory.get("/api/search", params))
        response.render()
        if response.status_code != 200:
            sys.exit(f"{params} -> {response.status_code}: {response.content[:300]!r}")

    def keyword_path(params):
        engine.semantic_enabled = False
        try:
            rules_search.search(params["q"], game=params.get("game"))
        finally:
            engine.semantic_enabled = True

    def whole_search(params):
        rules_search.search(params["q"], game=params.get("game"))

    def sqlite(params):
        fts.search(params["q"], params.get("game"))

    try:
        rules_search.search("warm up")
    except rules_search.IndexUnavailable as error:
        sys.exit(str(error))
    recent_results.enabled = False
    warm_up = [{"q": question} for question in WARM_UP] if args.once else all_params
    for params in warm_up:  # warm-up: opens the searcher, reads the postings, fills the stemming cache
        through_view(params)
        sqlite(params)
    timings: dict[str, list[float]] = {"fts5": [], "keyword": [], "whole": [], "view": []}
    cpu_times: dict[str, list[float]] = {name: [] for name in timings}
    # Interleaved, so load on the machine falls on all of them alike; asked once, the whole search is the
    # first to see each question (the keyword path before it would fill the spelling caches for it).
    order = (("whole", whole_search), ("keyword", keyword_path), ("fts5", sqlite), ("view", through_view))
    if not args.once:
        order = (("fts5", sqlite), ("keyword", keyword_path), ("whole", whole_search), ("view", through_view))
    for _ in range(args.rounds):
        for params in all_params:
            for name, function in order:
                timings[name].append(timed(lambda: function(params), cpu_times[name]))  # noqa: B023 (called at once, never kept)

    cached = []
    if not args.once:
        recent_results.enabled = True
        recent_results.clear()
        for params in all_params:
            through_view(params)
        cached = [timed(lambda: through_view(params)) for _ in range(args.rounds) for params in all_params]  # noqa: B023 (called at once, never kept)

    report(len(all_params), args.rounds, fts.documents, timings, cpu_times, cached)


def report(requests: int, rounds: int, documents: int, timings: dict[str, list[float]],
           cpu_times: dict[str, list[float]], cached: list[float]) -> None:
    """Median, p99, mean and max per kind of request, wall-clock then CPU time, and the ratio to FTS5."""
    model = engine.sentence_model()
    print(f"{requests} distinct requests x {rounds} rounds over {documents} documents "
          f"(SQLite {sqlite3.sqlite_version}; questions read by {getattr(model, 'runtime', 'numpy')})")
    print(summary("SQLite FTS5", timings["fts5"]))
    print(summary("keyword path", timings["keyword"]))
    ratio = statistics.median(timings["keyword"]) / statistics.median(timings["fts5"])
    print(f"  keyword path / FTS5    {ratio:.2f}x the median (target: at most 3x)")
    print(summary("whole search", timings["whole"]) + "   (target: median <= 10 ms, p99 <= 30 ms)")
    print(summary("API view, no cache", timings["view"]))
    print("  CPU time of the same calls (this thread's; the machine's other load left out):")
    for name, label in (("fts5", "SQLite FTS5"), ("keyword", "keyword path"), ("whole", "whole search"),
                        ("view", "API view, no cache")):
        print(summary(label, cpu_times[name]))
    cpu_ratio = statistics.median(cpu_times["keyword"]) / statistics.median(cpu_times["fts5"])
    print(f"  keyword path / FTS5    {cpu_ratio:.2f}x the median CPU time")
    if cached:
        print(summary("API view, cached", cached) + f"   ({recent_results.hits} answers from the cache)")


if __name__ == "__main__":
    main()
