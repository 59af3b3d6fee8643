"""Load on the real production server: scripts/serve.sh (gunicorn) driven over the loopback.

Starts scripts/serve.sh on a throwaway site (its own SQLite database, index and static files under
a temporary directory, production settings), then runs --clients clients for --seconds seconds.
Each client is one player behind the TLS proxy (its own X-Forwarded-For address, with
DJANGO_PROXY_COUNT=1), sending one request after another with --think seconds between them,
drawn from a fixed mix (seeded, so every run sends the same sequence):

    page        a rules page: a game's contents, a section, a glossary, the home page   40%
    search      a player's question, as the search page or GET /api/search              30%
    adjudicate  POST /api/adjudicate?explore=1 of an example scenario (every order)      12%
    explore     POST /api/adjudicate?explore=1 of 8 simultaneous alerts, 0 or 3 dependent  3%
    diagram     POST /api/adjudicate/diagram (explore, SVG of the tree)                  5%
    example     an examples-library page (the scenario resolved, stepped through)      10%

`explore` is the heavy one (up to a second of a core each): it is what must not slow the pages.

--profile burst: instead of the mix, --burst heavy POSTs sent at once (explores, diagrams with explore and
adjudications with explore, a fresh connection each), --bursts times, --gap seconds apart, while --clients
players ask only for rules pages, searches and example pages. It prints the same table, the heavy
answers by status among them (a 429 with Retry-After is the server saying "later", by design), and
checks the same targets: no 5xx, pages and searches p95 under 250 ms.

Prints requests per second, p50/p95/p99 per kind and the answers by status. The per-client POST
rates are raised for the run (it measures the server, not the throttle; --keep-throttles keeps the
defaults). Targets on a 2-core machine with 16 clients: no 5xx, and pages and searches p95 under
250 ms while adjudications run.

    .venv/bin/python bench/load.py [--clients 16] [--seconds 60] [--think 0.5]
    .venv/bin/python bench/load.py --profile burst [--burst 60] [--bursts 3] [--gap 10] [--clients 4]
"""
import argparse
import collections
import http.client
import json
import random
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.adjudicator import branches_scenario  # noqa: E402
from scripts import serving  # noqa: E402

MIX = {"page": 40, "search": 30, "adjudicate": 12, "explore": 3, "diagram": 5, "example": 10}
READERS_MIX = {"page": 40, "search": 30, "example": 10}  # what players ask for during a burst
BURST_MIX = {"explore": 2, "diagram": 1, "adjudicate": 1}  # what a burst is made of
TARGET_KINDS = ("page", "search")
TARGET_P95_MS = 250
GAMES = ("union-city-alliance", "marvel-champions", "marvel-skirmish", "valiant-universe")


def percentile(sorted_values, fraction):
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(fraction * (len(sorted_values) - 1))))
    return sorted_values[index]


class Workload:
    """What the clients ask for: real URLs of the served site and the example scenarios."""

    def __init__(self, site):
        self.pages = ["/"]
        for game in GAMES:
            self.pages += [f"/games/{game}/", f"/games/{game}/glossary/"]
            status, _, body = site.get(f"/api/games/{game}/sections")
            assert status == 200, (game, status)
            self.pages += [section["url"] for section in json.loads(body)]
        judged = yaml.safe_load((ROOT / "tests/rulesapp/judged_queries.yaml").read_text())
        self.questions = [(entry["question"], entry.get("game", "")) for entry in judged]
        self.heavy = [branches_scenario(8).encode(), branches_scenario(8, dependent=3).encode()]
        self.scenarios = [path.read_bytes() for path in sorted((ROOT / "fixtures/scenarios").rglob("*.yaml"))]
        status, _, body = site.get("/adjudicator/examples/")
        assert status == 200, status
        self.examples = sorted(set(
            part.split('"')[0] for part in body.decode().split('href="/adjudicator/examples/')[1:]
            if part.count("/") >= 2 and not part.startswith("rules/")
        ))
        self.examples = [f"/adjudicator/examples/{path}" for path in self.examples if path.endswith("/")]

    def request(self, kind, rng):
        """(method, path, body, content type) of one request of `kind`."""
        if kind == "page":
            return "GET", rng.choice(self.pages), None, None
        if kind == "search":
            question, game = rng.choice(self.questions)
            query = urllib.parse.urlencode({"q": question, "game": game if rng.random() < 0.5 else ""})
            return "GET", rng.choice(("/search/?", "/api/search?")) + query, None, None
        if kind == "adjudicate":
            return "POST", "/api/adjudicate?explore=1", rng.choice(self.scenarios), "application/yaml"
        if kind == "explore":
            return "POST", "/api/adjudicate?explore=1", rng.choice(self.heavy), "application/yaml"
        if kind == "diagram":
            return "POST", "/api/adjudicate/diagram?explore=1&format=svg", rng.choice(self.scenarios), \
                "application/yaml"
        return "GET", rng.choice(self.examples), None, None


class Results:
    def __init__(self):
        self.lock = threading.Lock()
        self.latencies = collections.defaultdict(list)
        self.statuses = collections.Counter()
        self.status_by_kind = collections.defaultdict(collections.Counter)
        self.failures = collections.Counter()
        self.refused = collections.defaultdict(list)  # milliseconds until a 4xx/5xx or error, per kind

    def add(self, kind, status, seconds):
        with self.lock:
            self.statuses[status] += 1
            self.status_by_kind[kind][status] += 1
            if isinstance(status, int) and status < 400:
                self.latencies[kind].append(seconds * 1000)
            else:
                self.refused[kind].append(seconds * 1000)


def send(site, kind, request, client):
    """One request on a fresh connection: (status or "connection error: …", seconds)."""
    method, path, body, content_type = request
    headers = dict(serving.PROXY_HEADERS, **{"X-Forwarded-For": client},
                   **({"Content-Type": content_type} if content_type else {}))
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", site.port, timeout=60)
    try:
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        response.read()
        status = response.status
    except (OSError, http.client.HTTPException) as error:
        status = f"connection error: {type(error).__name__}"
    finally:
        connection.close()
    return status, time.monotonic() - started


def client_loop(number, site, workload, results, deadline, think, seed, mix=MIX, stop=None):
    """One player until `deadline` (or until `stop` is set), asking for kinds drawn from `mix`."""
    rng = random.Random(seed * 1000 + number)
    kinds, weights = zip(*mix.items())
    client = f"198.51.100.{number + 1}"
    while time.monotonic() < deadline and not (stop and stop.is_set()):
        kind = rng.choices(kinds, weights)[0]
        status, seconds = send(site, kind, workload.request(kind, rng), client)
        results.add(kind, status, seconds)
        if think:
            time.sleep(rng.uniform(0, 2 * think))


def burst(site, workload, results, size, rng, wave):
    """`size` heavy POSTs released at the same instant, each from its own client address; waits for all."""
    kinds, weights = zip(*BURST_MIX.items())
    requests = [(kind, workload.request(kind, rng)) for kind in rng.choices(kinds, weights, k=size)]
    gate = threading.Barrier(size)

    def one(index, kind, request):
        gate.wait()
        status, seconds = send(site, kind, request, f"203.0.113.{(wave * size + index) % 250 + 1}")
        results.add(f"burst {kind}", status, seconds)

    threads = [threading.Thread(target=one, args=(i, kind, request), daemon=True)
               for i, (kind, request) in enumerate(requests)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def run_bursts(site, workload, args):
    """--bursts bursts of --burst heavy POSTs, --gap seconds apart, while --clients players read pages and search.
    Returns (results, seconds)."""
    results = Results()
    stop = threading.Event()
    readers = [threading.Thread(target=client_loop, daemon=True,
                                args=(n, site, workload, results, float("inf"), args.think, args.seed),
                                kwargs={"mix": READERS_MIX, "stop": stop})
               for n in range(args.clients)]
    rng = random.Random(args.seed)
    started = time.monotonic()
    for thread in readers:
        thread.start()
    time.sleep(1)  # the players are under way before the first burst
    for wave in range(args.bursts):
        wave_started = time.monotonic()
        burst(site, workload, results, args.burst, rng, wave)
        print(f"burst {wave + 1}: {args.burst} heavy POSTs answered within {time.monotonic() - wave_started:.1f} s")
        time.sleep(args.gap)
    stop.set()
    for thread in readers:
        thread.join()
    return results, time.monotonic() - started


def report(results, seconds, clients):
    total = sum(results.statuses.values())
    print(f"\n{clients} clients for {seconds:.0f} s: {total} requests, {total / seconds:.1f} req/s")
    print(f"{'kind':<16} {'ok':>6} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}   answers by status"
          f" (slowest refusal)")
    for kind in sorted(results.status_by_kind, key=lambda k: (k.startswith("burst"), list(MIX).index(k.split()[-1]))):
        values = sorted(results.latencies[kind])
        statuses = ", ".join(f"{status}: {count}" for status, count in sorted(results.status_by_kind[kind].items(),
                                                                              key=lambda item: str(item[0])))
        refused = f" ({max(results.refused[kind]):.0f} ms)" if results.refused[kind] else ""
        print(f"{kind:<16} {len(values):>6} {percentile(values, 0.5):>8.0f} {percentile(values, 0.95):>8.0f} "
              f"{percentile(values, 0.99):>8.0f} {max(values, default=float('nan')):>8.0f}   {statuses}{refused}")
    errors = {status: count for status, count in results.statuses.items()
              if not isinstance(status, int) or status >= 400}
    print("errors by status:", ", ".join(f"{status}: {count}" for status, count in sorted(errors.items(),
                                                                                        key=lambda i: str(i[0])))
          or "none")
    server_errors = sum(count for status, count in results.statuses.items()
                        if not isinstance(status, int) or status >= 500)
    checks = [(f"no 5xx or connection errors ({server_errors})", server_errors == 0)]
    for kind in TARGET_KINDS:
        p95 = percentile(sorted(results.latencies[kind]), 0.95)
        checks.append((f"{kind} p95 {p95:.0f} ms < {TARGET_P95_MS} ms", p95 < TARGET_P95_MS))
    for label, ok in checks:
        print(f"  {'met ' if ok else 'MISSED'}  {label}")
    return all(ok for _, ok in checks)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--profile", choices=("mix", "burst"), default="mix",
                        help="mix: every client draws from the whole mix; burst: bursts of heavy POSTs while "
                             "the clients read pages and search")
    parser.add_argument("--clients", type=int, help="default 16 (mix) or 4 (burst)")
    parser.add_argument("--burst", type=int, default=60, help="heavy POSTs sent at once in each burst")
    parser.add_argument("--bursts", type=int, default=3)
    parser.add_argument("--gap", type=float, default=5, help="seconds between the end of a burst and the next")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--warmup", type=float, default=5, help="seconds of load before measuring")
    parser.add_argument("--think", type=float, default=0.5,
                        help="mean seconds a player waits between requests (uniform from 0 to twice this)")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--keep-throttles", action="store_true", help="keep the default per-client rates")
    parser.add_argument("--workdir", type=Path, help="default: a temporary directory")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                        help="extra environment for scripts/serve.sh (e.g. WEB_CONCURRENCY=9)")
    args = parser.parse_args()
    if args.clients is None:
        args.clients = 4 if args.profile == "burst" else 16

    extra = {"DJANGO_PROXY_COUNT": "1"}
    if not args.keep_throttles:
        extra.update(ADJ_POST_RATE="100000/min", ADJ_HEAVY_RATE="100000/min", ADJ_VALIDATE_RATE="100000/min")
    extra.update(dict(item.split("=", 1) for item in args.env))
    with tempfile.TemporaryDirectory(prefix="load-") as scratch:
        workdir = args.workdir or Path(scratch)
        print(f"starting scripts/serve.sh in {workdir} ({', '.join(f'{k}={v}' for k, v in extra.items())})")
        with serving.served(workdir, **extra) as site:
            workload = Workload(site)
            print(f"{len(workload.pages)} rules pages, {len(workload.questions)} questions, "
                  f"{len(workload.scenarios)} scenarios, {len(workload.examples)} example pages")
            if args.profile == "burst":
                warm = [threading.Thread(target=client_loop, daemon=True, kwargs={"mix": READERS_MIX},
                                         args=(n, site, workload, Results(), time.monotonic() + args.warmup, 0,
                                               args.seed + 1)) for n in range(args.clients)]
                for thread in warm:  # every worker's caches a little warm first
                    thread.start()
                for thread in warm:
                    thread.join()
                results, elapsed = run_bursts(site, workload, args)
                sys.exit(0 if report(results, elapsed, args.clients) else 1)
            for phase, seconds in (("warm-up", args.warmup), ("measured", args.seconds)):
                results = Results()
                deadline = time.monotonic() + seconds
                threads = [threading.Thread(target=client_loop, daemon=True,
                                            args=(n, site, workload, results, deadline, args.think, args.seed))
                           for n in range(args.clients)]
                started = time.monotonic()
                for thread in threads:
                    thread.start()
                for thread in threads:
                    thread.join()
                elapsed = time.monotonic() - started
                if phase == "warm-up":
                    print(f"warm-up: {sum(results.statuses.values())} requests in {elapsed:.0f} s")
            ok = report(results, elapsed, args.clients)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
