"""What a parser hands to the loader: plain dataclasses, no Django.

Sections come in document order; `parent` and `section` fields hold anchors, so a parse can be
inspected, compared with golden files and tested without a database.
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class ParsedSection:
    anchor: str
    title: str
    number: str
    depth: int
    parent: str | None
    text: str
    source_lines: tuple[int, ...] = ()  # 1-based numbers of the source lines in title and text
    overview: bool = False  # one of its document's `overviews`: a brief restatement of rules given in full elsewhere


@dataclass(frozen=True)
class ParsedTerm:
    term: str
    anchor: str
    definition: str
    section: str
    card: bool = False  # the entry is a card's (its term is the card's name), not a rule's


@dataclass(frozen=True)
class ParsedExample:
    anchor: str
    title: str
    text: str
    section: str


@dataclass(frozen=True)
class ParsedRuling:
    """A question and its official answer as a book prints it (an FAQ entry)."""

    anchor: str
    question: str
    answer: str
    section: str  # anchor of the section it is printed in
    source_lines: tuple[int, ...] = ()


@dataclass(frozen=True)
class ParsedRulebook:
    """One document of a game, parsed. Anchors are the game-wide ones (see catalog: prefixes)."""

    slug: str  # the game's
    title: str  # the game's
    sections: tuple[ParsedSection, ...]
    terms: tuple[ParsedTerm, ...] = ()
    examples: tuple[ParsedExample, ...] = ()
    notes: tuple[str, ...] = field(default=())  # decisions worth a look (moved steps, skipped entries)
    rulings: tuple[ParsedRuling, ...] = ()
    omitted: tuple[tuple[int, str], ...] = ()  # (line number, why) of the lines no text holds
    book_title: str = ""  # the book's own title line, where it has one (Markdown)
    unpaired: tuple[tuple[int, str], ...] = ()  # (line number, question) of each FAQ "Q:" left without an "A:"

    def section(self, anchor):
        """The section with this anchor (KeyError if none): a convenience for tests and tools."""
        for section in self.sections:
            if section.anchor == anchor:
                return section
        raise KeyError(anchor)
