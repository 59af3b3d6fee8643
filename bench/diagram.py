"""How long the chain and branch tree of a 300-effect resolution takes to draw.

Builds a synthetic outcome shaped like a long Union City Alliance resolution
(branches, "first" effects, Counter/Gambit phases with counters and gambits,
defeats, alerts, chooser's decisions), then prints the median time to build
the DOT source and to render it to SVG with the real `dot` (cache bypassed),
and the same for the step timeline. Target: tree to SVG under 1 s.

    .venv/bin/python bench/diagram.py [--nodes 300] [--runs 5] [--dot dot]
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from adjudicator import diagram  # noqa: E402
from adjudicator.diagram.render import run_dot  # noqa: E402

CHILD_KINDS = ["when", "when", "alert", "defeat", "rally", "debut", "overcome", "phase", "first"]


def synthetic_outcome(size, seed=7):
    """A branching tree of `size` effects with steps, numbered depth first."""
    rng = random.Random(seed)
    nodes = [{"id": "start", "label": "Wrangler uses the Galvanize of Social Networking",
              "kind": "action", "chosen": False}]
    edges, children = [], {0: []}
    for index in range(1, size):
        parent = rng.randrange(max(0, index - 12), index)  # bushy but deep
        parent_kind = nodes[parent]["kind"]
        if parent_kind == "phase":
            kind, edge_kind = rng.choice(["counter", "gambit"]), "phase"
        else:
            kind = rng.choice(CHILD_KINDS)
            edge_kind = "first" if kind == "first" else "when"
        effect_id = f"{kind}:effect-{index}"
        nodes.append({"id": effect_id, "kind": kind, "chosen": False,
                      "label": f"Effect {index}: " + " ".join(rng.choice(["draw", "deal 2 damage",
                               "gain 1 defense", "discard a card", "destroy Cosmic Gauntlets",
                               "play a Showdown card"]) for _ in range(rng.randint(1, 4)))})
        edges.append({"from": nodes[parent]["id"], "to": effect_id, "kind": edge_kind})
        children.setdefault(parent, []).append(index)
        children[index] = []
    order = []

    def visit(index, depth, path):  # depth first, in the chooser's order
        order.append(index)
        nodes[index].update(n=len(order), depth=depth, path=path)
        kids = children[index]
        rng.shuffle(kids)
        for place, kid in enumerate(kids, 1):
            nodes[kid]["chosen"] = len(kids) > 1
            visit(kid, depth + 1, f"{path}.{place}")

    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))
    visit(0, 0, "1")
    steps = []
    for index in order:
        node = nodes[index]
        for kind in ("begin", "op", "trigger", "end"):
            steps.append({"n": len(steps) + 1, "effect": node["id"], "path": node["path"],
                          "depth": node["depth"], "kind": kind, "text": f"{kind}: {node['label']}",
                          "rule": "union-city-alliance#branches" if kind == "trigger" else None})
    return {"resolution_order": [nodes[i]["id"] for i in order],
            "tree": {"nodes": nodes, "edges": edges}, "steps": steps}


def median_seconds(action, runs):
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dot", default="dot")
    args = parser.parse_args()

    outcome = synthetic_outcome(args.nodes)
    for name, to_dot in (("tree", diagram.tree_dot), ("timeline", diagram.timeline_dot)):
        source = to_dot(outcome)
        dot_time = median_seconds(lambda: to_dot(outcome), args.runs)  # noqa: B023 (called at once, never kept)
        svg_time = median_seconds(lambda: run_dot(source, "svg", dot=args.dot, timeout=60), args.runs)  # noqa: B023 (called at once, never kept)
        size = len(run_dot(source, "svg", dot=args.dot, timeout=60))
        count = len(outcome["tree"]["nodes"]) if name == "tree" else len(outcome["steps"])
        unit = "effects" if name == "tree" else "steps"
        print(f"{name:8} {count:4} {unit:7}  to DOT {dot_time * 1000:7.1f} ms   "
              f"DOT to SVG {svg_time * 1000:7.1f} ms   total {(dot_time + svg_time) * 1000:7.1f} ms   "
              f"({size // 1024} KiB SVG, median of {args.runs})")


if __name__ == "__main__":
    main()
