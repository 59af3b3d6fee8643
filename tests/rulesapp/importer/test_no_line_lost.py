"""Nothing is lost: every non-blank source line is in exactly one section's title or text."""
from collections import Counter

import pytest

from tests.rulesapp.importer.conftest import SLUGS, parsed_rulebook, rulebook_text


def stripped_lines(text):
    return [line.strip() for line in text.splitlines() if line.strip()]


def section_lines(sections):
    lines = []
    for section in sections:
        lines.append(section.title.strip())
        lines.extend(stripped_lines(section.text))
    return lines


@pytest.mark.parametrize("slug", SLUGS)
def test_every_source_line_lands_in_exactly_one_section(slug):
    source = Counter(stripped_lines(rulebook_text(slug)))
    landed = Counter(section_lines(parsed_rulebook(slug).sections))
    assert source - landed == Counter(), "lines missing from every section"
    assert landed - source == Counter(), "lines in sections that the source does not have (or has fewer times)"


@pytest.mark.parametrize("slug", SLUGS)
def test_source_line_numbers_cover_the_file_once(slug):
    """The parse's own bookkeeping agrees: each non-blank line number is claimed by one section."""
    text = rulebook_text(slug)
    non_blank = [number for number, line in enumerate(text.splitlines(), 1) if line.strip()]
    claimed = [number for section in parsed_rulebook(slug).sections for number in section.source_lines]
    assert sorted(claimed) == non_blank
