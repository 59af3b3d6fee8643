"""Every scenario written in docs/ops-*.md runs and meets its own `expect`: a recipe a reader copies works.

Each fenced ```yaml block of those pages is a whole scenario (a recipe the page tells a reader to
write); a block that does not load, stops, or fails its expect fails here with the page and line.
"""
import re
from pathlib import Path

import pytest

from adjudicator.api import adjudicate_text

DOCS = Path(__file__).resolve().parents[3] / "docs"
FENCE = re.compile(r"^```yaml\n(.*?)^```", re.S | re.M)


def recipes():
    found = []
    for page in sorted(DOCS.glob("ops-*.md")):
        text = page.read_text(encoding="utf-8")
        for match in FENCE.finditer(text):
            line = text.count("\n", 0, match.start()) + 2
            found.append(pytest.param(match.group(1), id=f"{page.name}:{line}"))
    return found


def test_the_ops_pages_hold_recipes():
    assert len(recipes()) >= 2


@pytest.mark.parametrize("text", recipes())
def test_every_recipe_runs_and_meets_its_expect(text):
    output = adjudicate_text(text)
    assert output["expect"]["checked"], "a recipe states what it shows in `expect`"
    failures = output["expect"]["failures"] + [f for o in output["outcomes"] for f in o["expect"]["failures"]]
    assert output["expect"]["passed"], failures
