"""How long the site's pages take to render in-process, through Django's test client (URL routing,
middleware, the view, its queries and the template; no network, no server).

Pages: the home page, a game's table of contents, the longest section of the four rulebooks, each
game's glossary, the search page (every judged question, with its game filter and without, the
recent-results cache off so each one is really searched) and an adjudicator step-through page (a
rulebook worked example resolved and drawn). One warm-up request each, then --rounds timed ones;
prints the median and p99 per page of the wall time and of this thread's CPU time (the machine's load
average is printed too: on a busy machine wall time mostly measures waiting for a core, and CPU time is
the figure to compare between runs).

Pages keep what they render from the rules library per library version (rulesapp/library_version.py);
with --cold that memory is emptied before every request, so each one renders from the database, as the
first request after an import or an edit in the admin does.

    .venv/bin/python manage.py import_rulebooks && .venv/bin/python manage.py rebuild_index
    .venv/bin/python manage.py load_scenarios
    .venv/bin/python bench/pages.py [--rounds 30] [--cold]

Targets (issue 13): median under 20 ms and p99 under 60 ms for each page.
"""
import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

import django
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django.setup()

from django.db.models.functions import Length  # noqa: E402
from django.test import Client  # noqa: E402

from rulesapp import library_version  # noqa: E402
from rulesapp.models import Game, Section  # noqa: E402
from rulesapp.search.engine import recent_results  # noqa: E402

JUDGED_QUERIES = ROOT / "tests" / "rulesapp" / "judged_queries.yaml"
STEP_THROUGH_EXAMPLE = "/adjudicator/examples/union-city-alliance/kurt-von-kessel/"
TARGET_MEDIAN_MS, TARGET_P99_MS = 20.0, 60.0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def pages_to_time() -> list[tuple[str, list[str]]]:
    """(label, the URLs whose render times make up that figure)."""
    games = list(Game.objects.order_by("slug"))
    if not games:
        sys.exit("No rulebooks imported: run manage.py import_rulebooks and manage.py rebuild_index first.")
    longest = Section.objects.select_related("game").annotate(size=Length("text")).order_by("-size").first()
    with JUDGED_QUERIES.open(encoding="utf-8") as handle:
        judged = yaml.safe_load(handle)
    searches = [f"/search/?{urlencode({'q': entry['question'], 'game': entry['game']})}" for entry in judged]
    searches += [f"/search/?{urlencode({'q': entry['question']})}" for entry in judged]
    pages = [
        ("home", ["/"]),
        (f"game: {games[0].slug}", [f"/games/{games[0].slug}/"]),
        (f"long section: {longest.anchor} ({len(longest.text):,} chars)", [longest.get_absolute_url()]),
    ]
    pages += [(f"glossary: {game.slug}", [f"/games/{game.slug}/glossary/"]) for game in games]
    pages.append((f"search page ({len(searches)} questions)", searches))
    pages.append(("step-through: kurt-von-kessel", [STEP_THROUGH_EXAMPLE]))
    return pages


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=30, help="timed requests per page (per URL for search)")
    parser.add_argument("--cold", action="store_true",
                        help="forget the pages rendered for the library version before each request")
    args = parser.parse_args()

    client = Client(HTTP_HOST="localhost")
    recent_results.enabled = False

    def render_ms(url: str) -> tuple[float, float]:
        """(wall ms, CPU ms) of one request."""
        if args.cold:
            library_version.rendered.clear()
        started, started_cpu = time.perf_counter(), time.thread_time()
        response = client.get(url)
        elapsed, cpu = (time.perf_counter() - started) * 1000, (time.thread_time() - started_cpu) * 1000
        if response.status_code != 200:
            sys.exit(f"{url} -> {response.status_code}")
        return elapsed, cpu

    pages = pages_to_time()
    print(f"in-process render time{' with nothing kept between requests (--cold)' if args.cold else ''}, "
          f"{args.rounds} rounds (targets: median < {TARGET_MEDIAN_MS:g} ms, "
          f"p99 < {TARGET_P99_MS:g} ms); load average {load_average()} on {os.cpu_count()} cores")
    print(f"  {'':<52} {'wall median':>12} {'p99':>9}   {'CPU median':>11} {'p99':>9}")
    failing = []
    for label, urls in pages:
        for url in urls:
            render_ms(url)  # warm-up
        rounds = max(1, args.rounds // len(urls)) if len(urls) > 1 else args.rounds
        timings = [render_ms(url) for _ in range(rounds) for url in urls]
        wall, cpu = [t[0] for t in timings], [t[1] for t in timings]
        median, p99 = statistics.median(wall), percentile(wall, 0.99)
        verdict = "ok" if median < TARGET_MEDIAN_MS and p99 < TARGET_P99_MS else "OVER"
        if verdict != "ok":
            failing.append(label)
        print(f"  {label:<52} {median:9.2f} ms {p99:6.2f} ms   {statistics.median(cpu):8.2f} ms "
              f"{percentile(cpu, 0.99):6.2f} ms   {verdict}")
    print(f"load average {load_average()} at the end")
    if failing:
        print(f"over target (wall time): {', '.join(failing)}")


def load_average() -> str:
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


if __name__ == "__main__":
    main()
