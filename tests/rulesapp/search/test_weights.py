"""Every weight of the search is declared once, in rulesapp/search/weights.py, and read from there."""
import ast
from pathlib import Path

from rulesapp.search import weights

SEARCH = Path(weights.__file__).parent
NAMES = {name for name in vars(weights) if name.isupper()}


def modules() -> list[Path]:
    return [path for path in sorted(SEARCH.rglob("*.py")) if path.name != "weights.py"]


def test_no_module_declares_a_weight_of_its_own():
    redeclared = []
    for path in modules():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AnnAssign) else []
            redeclared += [f"{path.name}: {t.id}" for t in targets if isinstance(t, ast.Name) and t.id in NAMES]
    assert not redeclared


def test_every_weight_is_read_by_a_module():
    imported = set()
    for path in modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "rulesapp.search.weights":
                imported |= {alias.name for alias in node.names}
    assert NAMES - imported == set()


def test_every_weight_says_what_it_means():
    """A weight's line carries a comment, or a comment block stands right above it."""
    lines = Path(weights.__file__).read_text(encoding="utf-8").splitlines()
    unexplained = [line.split(" = ")[0] for index, line in enumerate(lines)
                   if line.split(" = ")[0] in NAMES and "#" not in line and not lines[index - 1].startswith("#")]
    assert not unexplained
