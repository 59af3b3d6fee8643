"""Adjudicator speed: each fixture scenario, exploring 8 simultaneous branches, a 300-node SVG.

Targets (PRODUCT.md): each rulebook example < 20 ms; exploring 8 independent
branches (8! = 40,320 orders) < 2 s; a 300-node tree to SVG < 1 s.

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
from adjudicator.api import adjudicate  # noqa: E402
from adjudicator.limits import Limits  # noqa: E402
from adjudicator.api import load_scenario  # noqa: E402

LIMITS = Limits(max_steps=1_000_000, max_orders=1_000_000, max_seconds=120)


def timed(fn, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times), result


def branches_scenario(n, nodes_per_branch=1):
    """One effect that draws n alert cards for n heroes; each alert gains its hero 1 valor."""
    lines = ["format: 1", "game: union-city-alliance", f"title: {n} simultaneous independent branches",
             "players: [" + ", ".join(f"h{i}" for i in range(n)) + "]", "entities:"]
    for i in range(n):
        lines.append(f"  h{i}: {{type: hero, valor: 0}}")
        lines.append(f"  c{i}: {{type: union, owner: h{i}, zone: deck, position: 1}}")
    lines.append("abilities:")
    for i in range(n):
        lines += [f"  alert-{i}:", f"    card: c{i}", "    timing: alert",
                  f"    do: [{{gain: {{who: h{i}, valor: 1}}}}]"]
    lines += ["start:", "  do:"] + [f"    - draw: {{who: h{i}, count: 1}}" for i in range(n)]
    lines += ["choices: {order: explore}"]
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
            scenario, _ = load_scenario(text, LIMITS)
            return adjudicate(scenario, None, LIMITS)

        median, _, _ = timed(run, args.repeat)
        per_game.setdefault(path.parent.name, []).append(median)
        print(f"  {median * 1000:7.2f} ms  {path.relative_to(ROOT)}")
    print("  per timing model (scenarios, median, slowest; target < 20 ms each):")
    for game, times in sorted(per_game.items()):
        print(f"    {game:<22} {len(times):3d}  {statistics.median(times) * 1000:6.2f} ms  {max(times) * 1000:6.2f} ms")
    worst = max(max(times) for times in per_game.values())
    print(f"  slowest of all: {worst * 1000:.2f} ms (target < 20 ms)")

    scenario, _ = load_scenario(branches_scenario(8), LIMITS)
    median, _, result = timed(lambda: adjudicate(scenario, None, LIMITS), max(1, args.repeat // 2))
    explored = result["explored"]
    print(f"explore 8 independent branches: {median:.3f} s for {explored['orders']} orders, "
          f"{explored['distinct_outcomes']} distinct outcome(s) (target < 2 s)")

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
