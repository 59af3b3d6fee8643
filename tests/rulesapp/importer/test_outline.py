"""The shared heading rules on small books: TOC depth, headings by shape, spill-over at the end."""
from rulesapp.importer import outline
from rulesapp.importer.lines import read_lines

BOOK = """\
Pamphlet
Tiny Game Rulebook

Table of Contents

  • Basics
    • Turns
  • Glossary

Basics

Play well.

Turns

Each player takes one turn.

Doing nothing

Nothing happens. This heading is not in the contents.

A sentence that ends with a full stop.

Short but: has a colon

Glossary

  • Turn: One player's go.

Ending

The last chapter.

  • Turns
  • Round: Every player's turn once.
"""


def tree(cut):
    return [("  " * d.depth) + d.title for d in cut.drafts]


def test_front_toc_and_headings():
    cut = outline.cut(read_lines(BOOK), glossary_titles={"Glossary"})
    assert tree(cut) == [
        "Tiny Game Rulebook",
        "Table of Contents",
        "Basics",
        "  Turns",
        "  Doing nothing",
        "Glossary",
        "Ending",
    ]
    assert [line.text for line in cut.front.lines] == ["Pamphlet"]


def test_shape_rule_needs_a_short_unpunctuated_capitalised_standalone_line():
    lines = read_lines("Intro\n\nDoing nothing\n\nthe lower case line\n\nEnds with a stop.\n\nHas: a colon\n\nSeven words is one word too many\n\nGlued\nto the next line\n")
    found = [lines[i].text for i in range(len(lines)) if outline.looks_like_heading(lines, i)]
    assert found == ["Intro", "Doing nothing"]
    assert outline.looks_like_heading(read_lines("x\nGlued\ny"), 1, needs_blank_lines=False)


def test_shape_headings_are_noted():
    cut = outline.cut(read_lines(BOOK), glossary_titles={"Glossary"})
    assert [note for note in cut.notes if "recognised by shape" in note] == [
        "line 18: heading 'Doing nothing' recognised by shape (not in the contents)",
        "line 30: heading 'Ending' recognised by shape (not in the contents)",
    ]


def test_trailing_toc_bullets_and_terms_move_where_they_belong():
    cut = outline.cut(read_lines(BOOK), glossary_titles={"Glossary"})
    toc = [line.text for line in cut.toc.lines]
    assert toc == ["• Basics", "• Turns", "• Turns", "• Glossary"]
    assert [line.text for line in cut.by_title("Glossary").lines] == ["• Turn: One player's go.", "• Round: Every player's turn once."]
    assert [line.text for line in cut.by_title("Ending").lines] == ["The last chapter."]


def test_contents_entries_are_matched_in_order_and_missing_ones_noted():
    contents = outline.read_contents(read_lines("• One\n  • Two\n• Three"))
    cut = outline.cut(read_lines("One\nTwo\ntext\nThe third is missing."), contents=contents, needs_blank_lines=False)
    assert tree(cut) == ["One", "  Two"]
    assert "contents entry 'Three' not found in the body" in cut.notes
