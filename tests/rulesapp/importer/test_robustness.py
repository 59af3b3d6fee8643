"""Any text, not just the shipped files: the parsers never lose a line and fail only with ValueError."""
from collections import Counter

from hypothesis import example, given, settings
from hypothesis import strategies as st

from rulesapp.importer import parse_rulebook
from tests.rulesapp.importer.conftest import SLUGS

# Lines shaped like the exports' own, so the rules actually fire, mixed with free text.
LINE = st.one_of(
    st.sampled_from([
        "", "", "Table of Contents", "  • Basics", "    • Turns", "• Glossary", "Glossary", "Basics", "Turns",
        "Doing nothing", "• Term: its definition.", "  • Sub point: detail", "Note that Term matters.",
        "Example: Wrangler attacks.", "Example (Big Move): he moves.", "Wrangler attacks Kurt.", "He wins.",
        "1 of 3", "2 of 3", "Page Title", "1. Step one", "1.1. Child", "2.2 No dot", "5.b.1. Lettered", "0. Zero",
        "3. Stray", "[Image: a picture]", "-", "- dash item", "Hint: a label.", "Artifacts:",
    ]),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"), max_size=40),
)


def landed(parsed):
    lines = Counter()
    for section in parsed.sections:
        lines[section.title.strip()] += 1
        lines.update(line.strip() for line in section.text.splitlines() if line.strip())
    return lines


@settings(max_examples=150, deadline=None)
@given(lines=st.lists(LINE, max_size=40), slug=st.sampled_from(SLUGS))
@example(lines=["1. Step one", "2. Step two"], slug="marvel-champions")
@example(lines=["1 of 3", "1. Step one", "2 of 3"], slug="marvel-champions")
@example(lines=["Table of Contents"], slug="union-city-alliance")
def test_no_line_is_lost_whatever_the_text(lines, slug):
    text = "\n".join(lines)
    try:
        parsed = parse_rulebook(text, slug)
    except ValueError:
        return
    assert landed(parsed) == Counter(line.strip() for line in text.splitlines() if line.strip())
    anchors = [section.anchor for section in parsed.sections]
    assert len(anchors) == len(set(anchors))
    assert {term.section for term in parsed.terms} <= set(anchors)
    assert {example.section for example in parsed.examples} <= set(anchors)
