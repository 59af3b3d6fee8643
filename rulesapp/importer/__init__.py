"""Rulebook importer: text export -> ParsedRulebook (pure Python) -> database rows (`load`).

`parse_rulebook(text, slug)` picks the parser for the game's source shape; each parser module's
docstring states its rules. `load(parsed, source_file, sha)` writes a parse in one transaction,
updating rows in place by anchor (see loader.py).
"""
from rulesapp.importer import books
from rulesapp.importer.flowchart import parse_flowchart
from rulesapp.importer.outline import to_parsed
from rulesapp.importer.parsed import ParsedExample, ParsedRulebook, ParsedSection, ParsedTerm

GAME_TITLES = {
    "union-city-alliance": "Union City Alliance",
    "marvel-champions": "Marvel Champions",
    "marvel-skirmish": "Marvel: Skirmish! In New York",
    "valiant-universe": "Valiant Universe",
}

_BOOK_PARSERS = {
    "union-city-alliance": books.parse_union_city,
    "valiant-universe": books.parse_valiant,
    "marvel-skirmish": books.parse_skirmish,
}


class UnknownGame(ValueError):
    """The slug names no game this importer knows how to read."""

    def __init__(self, slug):
        super().__init__(f"unknown game {slug!r}; known games: {', '.join(GAME_TITLES)}")
        self.slug = slug


def parse_rulebook(text: str, slug: str) -> ParsedRulebook:
    """Parse one rulebook export. Raises UnknownGame for a slug not in GAME_TITLES."""
    if slug not in GAME_TITLES:
        raise UnknownGame(slug)
    if slug == "marvel-champions":
        sections, notes = parse_flowchart(text)
        return ParsedRulebook(slug, GAME_TITLES[slug], tuple(sections), notes=tuple(notes))
    cut, terms, examples = _BOOK_PARSERS[slug](text)
    return ParsedRulebook(
        slug, GAME_TITLES[slug], tuple(to_parsed(cut.drafts)), tuple(terms), tuple(examples), tuple(cut.notes)
    )


def load(parsed, source_file, sha):
    """Write a parse to the database; see loader.load. Imported lazily: parsing needs no Django."""
    from rulesapp.importer.loader import load as load_rows

    return load_rows(parsed, source_file, sha)


__all__ = [
    "GAME_TITLES",
    "ParsedExample",
    "ParsedRulebook",
    "ParsedSection",
    "ParsedTerm",
    "UnknownGame",
    "load",
    "parse_rulebook",
]
