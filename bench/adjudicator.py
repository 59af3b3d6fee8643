"""Adjudicator speed: each fixture scenario, exploring simultaneous alerts, a 300-node SVG.

Targets (PRODUCT.md, issues 13 and 25): each rulebook example < 20 ms; exploring 8
independent branches (8! = 40,320 orders) < 2 s; 12 independent alerts < 1 s
and 20 (20! orders) < 2 s, one outcome each, exact counts, both for twelve
heroes and for one hero whose alerts gain a counter each or all the same
counter; a 300-node tree to SVG < 1 s. Mixed situations (some alerts dependent) are timed too, and the
walk of every order (no reduction) beside them for comparison.

    .venv/bin/python bench/adjudicator.py [--repeat N]
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adjudicator import diagram  # noqa: E402
from adjudicator.api import adjudicate, load_scenario  # noqa: E402
from adjudicator.engine.explore import explore  # noqa: E402
from adjudicator.limits import Limits  # noqa: E402
from adjudicator.timing import model_for  # noqa: E402

LIMITS = Limits(max_steps=1_000_000, max_orders=1_000_000, max_seconds=120)


def timed(fn, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times), result


def branches_scenario(n, dependent=0):
    """One effect that draws n alert cards for n heroes; each alert gains its hero 1 valor. With
    `dependent`, that many alerts after the first instead gain h0 a valor only if h0 has none yet
    (so their order with the first decides who gets it)."""
    lines = ["format: 1", "game: union-city-alliance", f"title: {n} simultaneous alerts, {dependent} dependent",
             "players: [" + ", ".join(f"h{i}" for i in range(n)) + "]", "entities:"]
    for i in range(n):
        lines.append(f"  h{i}: {{type: hero, valor: 0}}")
        lines.append(f"  c{i}: {{type: union, owner: h{i}, zone: deck, position: 1}}")
    lines.append("abilities:")
    for i in range(n):
        do = f"[{{gain: {{who: h{i}, valor: 1}}}}]"
        if 1 <= i <= dependent:
            do = f"[{{if: {{cond: 'h0.valor < 1', then: [{{gain: {{who: h0, valor: 1}}}}], " \
                 f"else: [{{gain: {{who: h{i}, valor: 1}}}}]}}}}]"
        lines += [f"  alert-{i}:", f"    card: c{i}", "    timing: alert", f"    do: {do}"]
    lines += ["start:", "  do:"] + [f"    - draw: {{who: h{i}, count: 1}}" for i in range(n)]
    lines += ["choices: {order: explore}"]
    return "\n".join(lines) + "\n"


def one_hero_scenario(n, same_counter=False):
    """One hero draws n alert cards at once (the common case); each alert gains the hero 1 of a counter
    of its own (`t0`, `t1` …), or, with `same_counter`, each gains 1 valor. Either way the orders all
    commute: one outcome, n! orders."""
    counters = ["valor"] if same_counter else [f"t{i}" for i in range(n)]
    lines = ["format: 1", "game: union-city-alliance",
             f"title: one hero, {n} simultaneous alerts, {'the same counter' if same_counter else 'a counter each'}",
             "players: [h]", "entities:", "  h: {type: hero, " + ", ".join(f"{c}: 0" for c in counters) + "}"]
    for i in range(n):
        lines.append(f"  c{i}: {{type: union, owner: h, zone: deck, position: {i + 1}}}")
    lines.append("abilities:")
    for i in range(n):
        counter = counters[0] if same_counter else counters[i]
        lines += [f"  alert-{i}:", f"    card: c{i}", "    timing: alert", f"    do: [{{gain: {{who: h, {counter}: 1}}}}]"]
    lines += ["start:", "  do:", f"    - draw: {{who: h, count: {n}}}", "choices: {order: explore}"]
    return "\n".join(lines) + "\n"


def tree_scenario(width, depth):
    """A tree of about width * depth effects: width alerts, each starting a chain of `depth` when effects."""
    lines = ["format: 1", "game: union-city-alliance", f"title: a {width}x{depth} tree",
             "players: [h]", "entities:", "  h: {type: hero, valor: 0}", "  rules: {type: rules, zone: play}"]
    for i in range(width):
        lines.append(f"  c{i}: {{type: union, owner: h, zone: deck, position: {i + 1}}}")
    lines.append("abilities:")
    for i in range(width):
        lines += [f"  alert-{i}:", f"    card: c{i}", "    timing: alert",
                  f"    do: [{{emit: {{event: step-{i}-0}}}}]"]
        for d in range(depth - 1):
            lines += [f"  chain-{i}-{d}:", "    card: rules", "    timing: when", f"    on: {{event: step-{i}-{d}}}",
                      f"    do: [{{emit: {{event: step-{i}-{d + 1}}}}}]"]
    lines += ["start:", "  do:", f"    - draw: {{who: h, count: {width}}}"]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    print("Rulebook examples (fixtures/scenarios), median of", args.repeat, "runs, load + validate + resolve:")
    per_game = {}
    for path in sorted((ROOT / "fixtures" / "scenarios").rglob("*.yaml")):
        text = path.read_bytes()

        def run():
            scenario, _ = load_scenario(text, LIMITS)  # noqa: B023 (called at once, never kept)
            return adjudicate(scenario, None, LIMITS)

        median, _, _ = timed(run, args.repeat)
        per_game.setdefault(path.parent.name, []).append(median)
        print(f"  {median * 1000:7.2f} ms  {path.relative_to(ROOT)}")
    print("  per timing model (scenarios, median, slowest; target < 20 ms each):")
    for game, times in sorted(per_game.items()):
        print(f"    {game:<22} {len(times):3d}  {statistics.median(times) * 1000:6.2f} ms  {max(times) * 1000:6.2f} ms")
    worst = max(max(times) for times in per_game.values())
    print(f"  slowest of all: {worst * 1000:.2f} ms (target < 20 ms)")

    for n, dependent, target in ((8, 0, 2), (12, 0, 1), (20, 0, 2), (12, 2, None), (20, 3, None)):
        scenario, _ = load_scenario(branches_scenario(n, dependent), LIMITS)
        median, _, result = timed(lambda: adjudicate(scenario, None, LIMITS), max(1, args.repeat // 2))  # noqa: B023 (called at once, never kept)
        explored = result["explored"]
        counts = [o["orders_reaching"] for o in result["outcomes"]]
        assert sum(counts) == explored["orders"] and all(isinstance(c, int) for c in counts)
        what = f"{n} alerts, {dependent} dependent" if dependent else f"{n} independent alerts"
        goal = f" (target < {target} s)" if target else ""
        print(f"explore {what}: {median:.3f} s for {explored['orders']:,} orders, "
              f"{explored['distinct_outcomes']} distinct outcome(s), orders reaching each {counts}{goal}")
    for n, same, target in ((12, False, 1), (20, False, 2), (12, True, 1), (20, True, 2)):
        scenario, _ = load_scenario(one_hero_scenario(n, same), LIMITS)
        median, _, result = timed(lambda: adjudicate(scenario, None, LIMITS), max(1, args.repeat // 2))  # noqa: B023 (called at once, never kept)
        explored = result["explored"]
        counts = [o["orders_reaching"] for o in result["outcomes"]]
        assert sum(counts) == explored["orders"] and all(isinstance(c, int) for c in counts)
        what = "each gaining valor" if same else "each gaining a counter of its own"
        print(f"explore one hero's {n} alerts, {what}: {median:.3f} s for {explored['orders']:,} orders, "
              f"{explored['distinct_outcomes']} distinct outcome(s), orders reaching each {counts} "
              f"(target < {target} s)")
    for n in (8, 10):
        scenario, _ = load_scenario(branches_scenario(n), LIMITS)
        median, _, (_, total, _) = timed(lambda: explore(scenario, model_for(scenario.game), LIMITS, reduce=False), 1)  # noqa: B023 (called at once, never kept)
        print(f"  the same walking every order (reduce=False), {n} independent alerts: {median:.3f} s "
              f"for {total:,} orders")

    scenario, _ = load_scenario(tree_scenario(30, 10), LIMITS)
    outcome = adjudicate(scenario, None, LIMITS)["outcomes"][0]
    nodes = len(outcome["tree"]["nodes"])
    source = diagram.tree_dot(outcome)

    def svg():
        diagram.cache_clear()
        return diagram.render(source, fmt="svg")

    median, _, _ = timed(svg, args.repeat)
    print(f"SVG of a {nodes}-node tree: {median:.3f} s (target < 1 s)")


if __name__ == "__main__":
    main()
