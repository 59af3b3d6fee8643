"""Nothing is lost: every non-blank source line is claimed once -- by a section, a ruling, or the list of
lines left out with their reason -- and its words are in what claims it (see coverage.py)."""
from collections import Counter

import pytest

from tests.rulesapp.importer.conftest import DOCUMENTS, parsed_rulebook, rulebook_text, spec_of
from tests.rulesapp.importer.coverage import missing_words, unclaimed_or_twice

BOOKS = [key for key in DOCUMENTS if spec_of(key)[1].shape not in ("flowchart", "markdown")]


def stripped_lines(text):
    return [line.strip() for line in text.splitlines() if line.strip()]


@pytest.mark.parametrize("key", DOCUMENTS)
def test_source_line_numbers_are_claimed_once(key):
    assert unclaimed_or_twice(rulebook_text(key), parsed_rulebook(key)) == ([], [], [])


@pytest.mark.parametrize("key", DOCUMENTS)
def test_every_claimed_line_has_its_words_where_it_is_claimed(key):
    markdown = spec_of(key)[1].shape == "markdown"
    assert missing_words(rulebook_text(key), parsed_rulebook(key), markdown) == []


@pytest.mark.parametrize("key", BOOKS)
def test_text_exports_keep_each_line_exactly_as_written(key):
    """The book-shaped exports are one paragraph per line: each kept line is a whole line of a section."""
    parsed = parsed_rulebook(key)
    lines = rulebook_text(key).splitlines()
    source = Counter(stripped_lines(rulebook_text(key))) - Counter(lines[n - 1].strip() for n, _ in parsed.omitted)
    landed = Counter()
    for section in parsed.sections:
        landed[section.title.strip()] += 1
        landed.update(stripped_lines(section.text))
    assert source - landed == Counter(), "lines missing from every section"
    assert landed - source == Counter(), "lines in sections that the source does not have (or has fewer times)"
