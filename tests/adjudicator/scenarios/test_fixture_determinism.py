"""Two players looking up the same fixture get the same answer, byte for byte."""
import json

import pytest

from adjudicator.api import adjudicate_text
from tests.adjudicator.scenarios.helpers import SCENARIOS

FIXTURES = sorted(SCENARIOS.rglob("*.yaml"))


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_resolving_a_fixture_twice_gives_identical_json(path):
    text = path.read_text(encoding="utf-8")
    first = json.dumps(adjudicate_text(text, force_explore=True), sort_keys=False)
    second = json.dumps(adjudicate_text(text, force_explore=True), sort_keys=False)
    assert first == second
