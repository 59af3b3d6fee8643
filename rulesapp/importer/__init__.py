"""Rulebook importer: a document's text -> ParsedRulebook (pure Python) -> database rows (`load`).

Which games and documents exist, and which parser reads each, is in catalog.py.
`parse_document(text, game, document)` runs the document's parser and gives every anchor the
document's prefix; each parser module's docstring states its rules. `load(parsed, document, sha)`
writes one document in one transaction, updating rows in place by anchor (see loader.py).
"""
from dataclasses import replace

from rulesapp.importer import catalog, kit
from rulesapp.importer.catalog import GAME_TITLES, GAMES, GAMES_BY_SLUG, DocumentSpec, GameSpec
from rulesapp.importer.flowchart import parse_flowchart
from rulesapp.importer.markdown import parse_markdown
from rulesapp.importer.outline import to_parsed
from rulesapp.importer.parsed import ParsedExample, ParsedRulebook, ParsedRuling, ParsedSection, ParsedTerm



class UnknownGame(ValueError):
    """The slug names no game this importer knows how to read."""

    def __init__(self, slug):
        super().__init__(f"unknown game {slug!r}; known games: {', '.join(GAME_TITLES)}")
        self.slug = slug


SHAPES_PARSED = {"book", "flowchart", "markdown"}  # every shape _parse_shape reads


def _parse_shape(text, shape, game):
    """The document's own parse, its anchors as the document hands them out (no prefix yet)."""
    if shape == "flowchart":
        sections, notes, omitted = parse_flowchart(text)
        return ParsedRulebook(game.slug, game.title, tuple(sections), notes=tuple(notes), omitted=tuple(omitted))
    if shape == "markdown":
        book = parse_markdown(text)
        return ParsedRulebook(game.slug, game.title, tuple(book.sections), tuple(book.terms), (),
                              tuple(book.notes), tuple(book.rulings), tuple(book.omitted), book.title,
                              tuple(book.unpaired))
    if game.book_parser is None:
        raise ValueError(f"{game.title} declares no parser for its own book (the model's `book_parser`)")
    cut, terms, examples, omitted = game.book_parser(text, kit)
    return ParsedRulebook(game.slug, game.title, tuple(to_parsed(cut.drafts)), tuple(terms), tuple(examples),
                          tuple(cut.notes), omitted=tuple(omitted))


def with_overviews(parsed, document):
    """The parse with the sections the document declares as overviews marked; ValueError naming a declared
    title the book does not have (a changed rulebook must not lose the mark silently)."""
    wanted = {_title_key(title): title for title in document.overviews}
    found = {_title_key(s.title) for s in parsed.sections} & wanted.keys()
    if missing := [wanted[key] for key in wanted if key not in found]:
        raise ValueError(f"{document.title} has no section titled {', '.join(map(repr, missing))}, which its "
                         "game declares as an overview (DocumentSpec.overviews)")
    if not wanted:
        return parsed
    return replace(parsed, sections=tuple(replace(s, overview=_title_key(s.title) in wanted) for s in parsed.sections))


def _title_key(title):
    return " ".join(title.split()).casefold()


def with_prefix(parsed, document):
    """The parse with every anchor (and every anchor it points at) made game-wide by the document's prefix."""
    if not document.anchor_prefix:
        return parsed
    to = document.anchor

    def section(s):
        return replace(s, anchor=to(s.anchor), parent=to(s.parent) if s.parent else None)

    return replace(
        parsed,
        sections=tuple(section(s) for s in parsed.sections),
        terms=tuple(replace(t, anchor=to(t.anchor), section=to(t.section)) for t in parsed.terms),
        examples=tuple(replace(e, anchor=to(e.anchor), section=to(e.section)) for e in parsed.examples),
        rulings=tuple(replace(r, anchor=to(r.anchor), section=to(r.section)) for r in parsed.rulings),
    )


def parse_document(text: str, game: GameSpec, document: DocumentSpec) -> ParsedRulebook:
    """Parse one document of a game; anchors are game-wide (see catalog). ValueError if unreadable."""
    parsed = with_overviews(with_prefix(_parse_shape(text, document.shape, game), document), document)
    return parsed if document.glossary else replace(parsed, terms=())


def parse_rulebook(text: str, slug: str) -> ParsedRulebook:
    """Parse a catalogued game's original document (the one without an anchor prefix). UnknownGame if none."""
    if slug not in GAMES_BY_SLUG:
        raise UnknownGame(slug)
    game = GAMES_BY_SLUG[slug]
    return parse_document(text, game, game.primary)


def load(parsed, document, sha, order=0, overwrite_edits=False):
    """Write one document's parse to the database; see loader.load. Imported lazily: parsing needs no Django."""
    from rulesapp.importer.loader import load as load_rows

    return load_rows(parsed, document, sha, order=order, overwrite_edits=overwrite_edits)


__all__ = [
    "GAMES",
    "SHAPES_PARSED",
    "GAMES_BY_SLUG",
    "GAME_TITLES",
    "DocumentSpec",
    "GameSpec",
    "ParsedExample",
    "ParsedRulebook",
    "ParsedRuling",
    "ParsedSection",
    "ParsedTerm",
    "UnknownGame",
    "catalog",
    "load",
    "parse_document",
    "parse_rulebook",
    "with_prefix",
]
