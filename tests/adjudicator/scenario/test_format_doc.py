"""docs/scenario-format.md is the whole contract, in the repository: every top-level key, ability key and
built-in op the checker accepts, and every op each game's model reads, is named there or on that game's
docs/ops page; the README points at it, not at a file outside the repository."""
import re
from pathlib import Path

import pytest

from adjudicator.engine.builtin_ops import BUILTIN_OPS
from adjudicator.scenario.validation import ABILITY_KEYS, TOP_KEYS
from adjudicator.timing import registry

ROOT = Path(__file__).resolve().parents[3]
FORMAT = ROOT / "docs" / "scenario-format.md"
GAME_DOCS = {"marvel-champions": "ops-marvel-champions.md", "marvel-skirmish": "ops-marvel-skirmish.md",
             "valiant-universe": "ops-valiant-universe.md"}


def contract():
    return FORMAT.read_text(encoding="utf-8")


def named(word, text):
    """Named as code (`word`, `word: …`) or as a key of a YAML example (`  word: …`)."""
    return re.search(rf"(`{re.escape(word)}\b|^\s*{re.escape(word)}:)", text, re.M) is not None


@pytest.mark.parametrize("key", sorted(TOP_KEYS))
def test_every_top_level_key_is_in_the_contract(key):
    assert named(key, contract())


@pytest.mark.parametrize("key", sorted(ABILITY_KEYS))
def test_every_ability_key_is_in_the_contract(key):
    assert named(key, contract())


@pytest.mark.parametrize("name", sorted(op.name for op in BUILTIN_OPS if op.read is not None))
def test_every_built_in_op_is_in_the_contract(name):
    assert named(name, contract())


def _game_ops():
    for slug, page in GAME_DOCS.items():
        model = registry.load(slug)()
        for name, opdef in sorted(model.ops.items()):
            if opdef.read is not None and name not in {op.name for op in BUILTIN_OPS}:
                yield slug, page, name


@pytest.mark.parametrize("slug, page, name", list(_game_ops()))
def test_every_op_a_game_adds_is_on_its_page_or_in_the_contract(slug, page, name):
    text = (ROOT / "docs" / page).read_text(encoding="utf-8") + contract()
    assert named(name, text), f"{name} ({slug}) is in neither docs/{page} nor docs/scenario-format.md"


def test_the_readme_points_at_the_contract_in_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/scenario-format.md" in readme and "shared/spec/scenario-format.md" not in readme
    assert not (ROOT / "docs" / "scenario-extensions.md").exists()
