"""Each rulebook's section tree against a golden outline written by reading the source."""
from pathlib import Path

import pytest

from tests.rulesapp.importer.conftest import SLUGS, parsed_rulebook

GOLDEN = Path(__file__).parent / "golden"


def golden_outline(slug):
    lines = (GOLDEN / f"{slug}.outline").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def outline_of(parsed):
    """Two spaces per depth, then the step number where there is one, else the title."""
    return ["  " * section.depth + (section.number or section.title) for section in parsed.sections]


@pytest.mark.parametrize("slug", SLUGS)
def test_tree_matches_golden_outline(slug):
    assert outline_of(parsed_rulebook(slug)) == golden_outline(slug)


@pytest.mark.parametrize("slug", SLUGS)
def test_parent_is_the_nearest_shallower_section_before(slug):
    """Parents, depths and document order agree: a tree the pages can walk."""
    stack = []
    for section in parsed_rulebook(slug).sections:
        del stack[section.depth :]
        expected = stack[-1].anchor if stack else None
        assert section.parent == expected, section.anchor
        assert len(stack) == section.depth, section.anchor
        stack.append(section)


@pytest.mark.parametrize("slug", SLUGS)
def test_anchors_are_unique_slugs(slug):
    parsed = parsed_rulebook(slug)
    for kind in ("sections", "terms", "examples"):
        anchors = [row.anchor for row in getattr(parsed, kind)]
        assert len(anchors) == len(set(anchors)), kind
        assert all(anchor == anchor.lower() and " " not in anchor and len(anchor) <= 200 for anchor in anchors)


@pytest.mark.parametrize("slug", SLUGS)
def test_parsing_twice_gives_the_same_result(slug):
    from rulesapp.importer import parse_rulebook
    from tests.rulesapp.importer.conftest import rulebook_text

    assert parse_rulebook(rulebook_text(slug), slug) == parse_rulebook(rulebook_text(slug), slug)
