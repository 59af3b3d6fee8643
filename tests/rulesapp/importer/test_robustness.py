"""Any text, not just the shipped files: the parsers never lose a line and fail only with ValueError."""
from dataclasses import replace

from hypothesis import example, given, settings
from hypothesis import strategies as st

from rulesapp.importer import GAMES_BY_SLUG, catalog, parse_document
from tests.rulesapp.importer.conftest import SLUGS
from tests.rulesapp.importer.coverage import missing_words, unclaimed_or_twice
from tests.hypothesis_profiles import examples

FREE_TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"),
    max_size=40,
)
# Lines shaped like the exports' own, so the rules actually fire, mixed with free text.
LINE = st.one_of(
    st.sampled_from([
        "", "", "Table of Contents", "  • Basics", "    • Turns", "• Glossary", "Glossary", "Basics", "Turns",
        "Doing nothing", "• Term: its definition.", "  • Sub point: detail", "Note that Term matters.",
        "Example: Wrangler attacks.", "Example (Big Move): he moves.", "Wrangler attacks Kurt.", "He wins.",
        "1 of 3", "2 of 3", "Page Title", "1. Step one", "1.1. Child", "2.2 No dot", "5.b.1. Lettered", "0. Zero",
        "3. Stray", "[Image: a picture]", "-", "- dash item", "Hint: a label.", "Artifacts:", "RulesPal", "Chat",
    ]),
    FREE_TEXT,
)
# ... and Markdown's.
MARKDOWN_LINE = st.one_of(
    st.sampled_from([
        "", "", "# Book", "## Table of Contents", "## Glossary", "### TERM", "### “WORD”", "#### Card (#1)",
        "## FAQ", "**Q: Can I?**", "A: Yes.", "A: No, because:", "Q: Again?", "* bullet", "  * nested bullet",
        "1. **Step.** Do it", "   a. sub step  ", "---", "| a | b |", "|---|---|", "> quoted", "**See**: [Term](#term)",
        "*(italic aside)*", "text that wraps", "continues here  ", "![alt](pic.png)", "\\*not emphasis\\*", "#",
        "***", "_under_", "`code`", "<br>", "&amp;",
    ]),
    FREE_TEXT,
)


def check(text, parsed, markdown=False):
    assert unclaimed_or_twice(text, parsed) == ([], [], [])
    assert missing_words(text, parsed, markdown) == []
    anchors = [section.anchor for section in parsed.sections]
    assert len(anchors) == len(set(anchors))
    assert len({ruling.anchor for ruling in parsed.rulings} | set(anchors)) == len(anchors) + len(parsed.rulings)
    assert {term.section for term in parsed.terms} <= set(anchors)
    assert {example.section for example in parsed.examples} <= set(anchors)
    assert {ruling.section for ruling in parsed.rulings} <= set(anchors)
    assert all(section.title.strip() for section in parsed.sections)


@settings(max_examples=examples(150), deadline=None)
@given(lines=st.lists(LINE, max_size=40), slug=st.sampled_from(SLUGS))
@example(lines=["1. Step one", "2. Step two"], slug="marvel-champions")
@example(lines=["1 of 3", "1. Step one", "2 of 3"], slug="marvel-champions")
@example(lines=["Table of Contents"], slug="union-city-alliance")
@example(lines=["RulesPal", "Table of Contents"], slug="union-city-alliance")
@example(lines=["Table of Contents", "-", "Glossary", "", ""], slug="union-city-alliance")  # an empty bullet
def test_no_line_is_lost_whatever_the_text(lines, slug):
    text = "\n".join(lines)
    game = GAMES_BY_SLUG[slug]
    try:  # the book's shape without its declared overview, which almost no such text has (test_catalog)
        parsed = parse_document(text, game, replace(game.primary, overviews=()))
    except ValueError:
        return
    check(text, parsed)


@settings(max_examples=examples(200), deadline=None)
@given(lines=st.lists(MARKDOWN_LINE, max_size=40), prefixed=st.booleans())
@example(lines=["## Glossary", "### TERM", "See: Other"], prefixed=False)
@example(lines=["**Q: Can I?**", "", "**Q: Can I twice?**", "A: Yes."], prefixed=True)
@example(lines=["Opening text", "## Heading"], prefixed=False)
@example(lines=["\ufeff"], prefixed=False)  # a byte-order mark alone: nothing to claim
def test_markdown_never_loses_a_line(lines, prefixed):
    """The Markdown parser accepts any text: it never raises, and loses nothing."""
    text = "\n".join(lines)
    game = GAMES_BY_SLUG["marvel-champions"]
    # the Rules Reference's shape and prefix; not its declared overview, which any other text lacks (a
    # ValueError naming it: test_catalog)
    rules_reference = replace(game.document("rules-reference"), overviews=())
    document = rules_reference if prefixed else catalog.imported_document("book.md")
    parsed = parse_document(text, game, document)
    check(text, parsed, markdown=True)
    if prefixed:
        assert all(s.anchor.startswith("rules-reference-") for s in parsed.sections)
