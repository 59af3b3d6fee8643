"""The adjudicator's layers, enforced: nothing imports upwards, no import cycles, no Django below web.

Layers, lowest first (docs/engine.md): the base (errors, limits, the expression
language) -> scenario (input) -> engine -> timing (the games) -> trace (the
contract's output: trace, expect, compare) -> diagram -> api (the facade) ->
tools (outline mode, card text) -> cli -> web. A module may import its own
layer and those below it. Imports inside functions count too. A game's own
words for the tools live in its package but in the tools layer:
`adjudicator.timing.<game>.tools`.
"""
import ast
import re
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "adjudicator"
LAYERS = [
    ("base", ("adjudicator", "adjudicator.errors", "adjudicator.limits", "adjudicator.expr", "adjudicator.grammar")),
    ("scenario", ("adjudicator.scenario",)),
    ("engine", ("adjudicator.engine",)),
    ("timing", ("adjudicator.timing",)),
    ("trace", ("adjudicator.trace", "adjudicator.expect", "adjudicator.compare")),
    ("diagram", ("adjudicator.diagram",)),
    ("api", ("adjudicator.api",)),
    ("tools", ("adjudicator.tools",)),
    ("cli", ("adjudicator.cli", "adjudicator.__main__")),
    ("web", ("adjudicator.web",)),
]


def module_name(path):
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


GAME_TOOLS = re.compile(r"^adjudicator\.timing\.[a-z_]+\.tools(\.|$)")


def layer_of(module):
    if GAME_TOOLS.match(module):
        return next(index for index, (name, _) in enumerate(LAYERS) if name == "tools")
    best = None
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if module == prefix or module.startswith(prefix + "."):
                if best is None or len(prefix) > best[1]:
                    best = (index, len(prefix))
    return best[0]


def imports_of(path, module):
    """Every adjudicator module (and top package) this file imports, anywhere in it."""
    tree = ast.parse(path.read_text())
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


@cache  # parsed once for the four tests (0.8 s of CPU each time); they only read it
def graph():
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py") if "migrations" not in p.parts}
    edges = {}
    for module, path in modules.items():
        targets = {t for t in imports_of(path, module) if t.split(".")[0] in ("adjudicator", "django")}
        edges[module] = targets
    return modules, edges


def test_nothing_imports_a_higher_layer():
    modules, edges = graph()
    upward = []
    for module, targets in edges.items():
        for target in targets:
            if target.startswith("adjudicator") and target in modules and layer_of(target) > layer_of(module):
                upward.append(f"{module} ({LAYERS[layer_of(module)][0]}) imports {target} "
                              f"({LAYERS[layer_of(target)][0]})")
    assert not upward, "\n".join(sorted(upward))


def test_only_the_web_app_imports_django():
    _, edges = graph()
    bad = sorted(m for m, targets in edges.items()
                 if not m.startswith("adjudicator.web") and any(t.startswith("django") for t in targets))
    assert not bad


def test_there_are_no_import_cycles():
    modules, edges = graph()
    adjacency = {m: sorted(t for t in targets if t in modules and t != m) for m, targets in edges.items()}
    # a package's __init__ re-exporting its own modules is not a cycle through them
    adjacency = {m: [t for t in ts if not t.startswith(m + ".")] for m, ts in adjacency.items()}
    index, low, stack, on_stack, cycles = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in adjacency.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for module in sorted(adjacency):
        if module not in index:
            visit(module)
    assert not cycles, cycles


def test_every_module_belongs_to_a_layer():
    modules, _ = graph()
    for module in modules:
        assert layer_of(module) is not None, module
