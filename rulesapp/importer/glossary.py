"""Glossary terms: a view over the lines of the sections that define terms.

Within a glossary section (which sections those are is each parser's call):

- A top-level bullet reading "• Term: definition" starts a term (in Skirmish's appendix, where
  `bullets_only` is off, so does a plain "Card name: effect" line).
- Deeper-indented bullets under it belong to its definition.
- A following paragraph continues the definition when the source's `continuation` policy says so:
  "always" (Skirmish's appendix holds nothing but entries), or "mentions": the paragraph names
  the term (whole words, a plain plural allowed) or opens with a back-reference ("Note", "This",
  "These", "It", "They"). UCA's export scrambled a few paragraphs into the wrong entries
  ("If the guard is on the same block..." sits under "Disengage cost"); those name no term near
  them and stay plain glossary text instead of corrupting a definition.
- A continuation paragraph that ends with ":" introduces a list: the bullets after it belong to
  the same definition.
- Worked examples, images and other top-level bullets end a definition.
- A term defined twice (Valiant defines "Armor" under Keywords and again in the Glossary) keeps
  its first definition; a definition that is only a cross-reference ("See Card Action Icons
  above.") never makes a term.

The lines stay in their section's text: the glossary copies, it never moves.
"""
import re
from dataclasses import dataclass

from rulesapp.importer.lines import EXAMPLE_LABEL_RE, AnchorBook, join_lines, slugify, term_of
from rulesapp.importer.parsed import ParsedTerm

BACK_REFERENCE_RE = re.compile(r"^(?:Note|This|These|It|They)\b")
CROSS_REFERENCE_RE = re.compile(r"^See\b")


def _words(text):
    return [re.sub(r"(?:e?s)$", "", word) for word in re.findall(r"[a-z0-9]+", text.casefold())]


def mentions(paragraph, term):
    """Does the paragraph name the term (or one of its "/" or "&" alternatives), plurals allowed?"""
    paragraph_words = " " + " ".join(_words(paragraph)) + " "
    bare = re.sub(r"\([^)]*\)", "", term)
    for alternative in re.split(r"[/&]", bare):
        words = _words(alternative)
        if words and f" {' '.join(words)} " in paragraph_words:
            return True
    return False


class _Entry:
    def __init__(self, term, definition_line, section):
        self.term = term
        self.section = section
        self.first = definition_line
        self.lines = []
        self.in_list = False


@dataclass(frozen=True)
class Glossary:
    terms: list  # ParsedTerm, in document order
    term_by_line: dict  # source line number -> the term whose entry holds that line


def extract_terms(drafts, glossary_titles, continuation="mentions", bullets_only=True, card_lists=frozenset()):
    """The glossary of the glossary sections among `drafts` (outline.Draft), in document order.

    With `bullets_only`, only bullets start terms (a "Hint: ..." paragraph is no entry). The entries of
    the glossary sections titled in `card_lists` are cards (Skirmish's appendix: "Ares: Attack effect:").
    """
    entries = []
    for draft in drafts:
        if draft.title in glossary_titles:
            entries.extend(_section_entries(draft, continuation, bullets_only))
    book = AnchorBook()
    seen = set()
    terms = []
    term_by_line = {}
    for entry, definition in entries:
        for line in [entry.first, *entry.lines]:
            term_by_line[line.number] = entry.term
        key = entry.term.casefold()
        if key in seen or CROSS_REFERENCE_RE.match(definition):
            continue
        seen.add(key)
        text = definition if not entry.lines else definition + _separator(entry) + join_lines(entry.lines)
        terms.append(ParsedTerm(entry.term, book.claim(slugify(entry.term)), text, entry.section.anchor,
                                card=entry.section.title in card_lists))
    return Glossary(terms, term_by_line)


def _separator(entry):
    return "\n" if entry.lines[0].number == entry.first.number + 1 or entry.lines[0].is_bullet else "\n\n"


def _section_entries(draft, continuation, bullets_only):
    found = []
    current = None
    top_indent = min((line.indent for line in draft.lines if term_of(line)), default=0)
    for line in draft.lines:
        starts_term = line.is_bullet or not bullets_only
        term = term_of(line) if starts_term and not EXAMPLE_LABEL_RE.match(line.bullet_body) else None
        if term and line.indent <= top_indent and not (current and current.in_list and line.is_bullet):
            current = _Entry(term[0], line, draft)
            found.append((current, term[1]))
        elif current is None:
            continue
        elif line.is_bullet and (line.indent > top_indent or current.in_list):
            current.lines.append(line)
        elif line.is_bullet or line.is_image or EXAMPLE_LABEL_RE.match(line.text):
            current = None
        elif continuation == "always" or mentions(line.text, current.term) or BACK_REFERENCE_RE.match(line.text):
            current.lines.append(line)
            current.in_list = line.text.endswith(":")
        else:
            current = None
    return found
