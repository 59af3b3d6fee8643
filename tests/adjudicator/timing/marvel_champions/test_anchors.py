"""Every section the Marvel Champions model or its scenarios cite exists once the real rulebook is imported."""
from pathlib import Path

import pytest

from adjudicator.scenario.source import parse_text
from adjudicator.timing.marvel_champions.rules import ENGINE_RULE_NAMES, PRIORITY_RULE_NAMES, RULES
from rulesapp.models import Section

FIXTURES = Path(__file__).resolve().parents[4] / "fixtures" / "scenarios" / "marvel-champions"


@pytest.fixture
def anchors(imported_rows, db):
    return set(Section.objects.filter(game__slug="marvel-champions").values_list("anchor", flat=True))


def test_every_rule_name_the_model_uses_is_one_of_its_rules():
    assert set(ENGINE_RULE_NAMES.values()) <= set(RULES)
    assert set(PRIORITY_RULE_NAMES.values()) <= set(RULES)


def test_every_page_of_the_flowchart_has_a_scenario(anchors):
    """Pages 1-2 (Player Phase) … 8 (Enemy Activations, Part 2): each page's section is cited."""
    pages = set(Section.objects.filter(game__slug="marvel-champions", document__slug="timing-flowchart", parent=None)
                .values_list("anchor", flat=True))
    assert len(pages) == 7
    cited = set()
    for path in FIXTURES.glob("*.yaml"):
        for cite in parse_text(path.read_bytes(), 1_000_000).data.get("cites", []):
            game, anchor = cite.split("#", 1)
            assert game == "marvel-champions" and anchor in anchors, f"{path.name}: {cite}"
            cited.add(anchor)
    for page in pages:
        assert any(anchor == page or anchor.startswith(page + "-") for anchor in cited), page
