"""What a game's rulebook documents are: pure data, declared with the game's model (`rulebooks`).

A game has one or more documents (Marvel Champions: its Rules Reference, its Learn
to Play book and the timing flowchart). Each is a file under fixtures/rulebooks/
read by one of the importer's parsers (`shape`). The order of a model's
`rulebooks` is the order the game page lists them in.

Anchors stay unique per game across documents by a fixed prefix per document:
every anchor a document hands out is "<anchor_prefix>-<the anchor within the
document>". A game's original document -- the one cited before the game had
several -- has no prefix, so `marvel-champions#villain-phase-2-1` (the
flowchart) keeps working; every other document has its own slug as prefix
(`marvel-champions#rules-reference-attack-enemy-activation`). Exactly one
document of a game has no prefix.
"""
from dataclasses import dataclass

# The importer's parsers, by source shape (rulesapp.importer.parse_document): "book" is the game's own
# book, read by the parser its package declares (the model's `book_parser`, e.g. union_city/rulebook_parser.py);
# "flowchart" and "markdown" are read by the importer's shared parsers.
SHAPES = ("book", "flowchart", "markdown")


@dataclass(frozen=True)
class DocumentSpec:
    file: str  # file name under RULEBOOK_DIR
    slug: str  # unique within its game
    title: str  # how pages name it ("Rules Reference")
    shape: str  # one of SHAPES
    anchor_prefix: str = ""  # "" for a game's first document only
    publisher: str = ""  # who stands behind its text (and so rules in its FAQ)
    source_url: str = ""  # where this copy of the text comes from
    # Which version of the book this copy is, and when the publisher published that version (YYYY-MM-DD):
    # the date every ruling printed in it (its FAQ) carries, since the book gives none of its own. Left
    # empty where no source says; docs/rulings.md says how each one was established.
    version: str = ""
    published: str = ""
    # Titles of its sections that the book gives as an overview of rules it states in full elsewhere
    # (Skirmish's "Short Overview"); search lists one under the rule it restates (rulesapp/search/see_also.py).
    overviews: tuple[str, ...] = ()
    # False: its glossary's entries are sections only, no terms of the game's glossary (the A-Z page, the
    # links and hovers on terms): a later version's excerpt must not redefine the shipped book's words.
    glossary: bool = True

    @property
    def titled(self) -> str:
        """Its title with its version, if known ("Rules Reference version 1.5")."""
        return f"{self.title} version {self.version}" if self.version else self.title

    def anchor(self, local):
        """The game-wide anchor of an anchor handed out within this document."""
        return f"{self.anchor_prefix}-{local}" if self.anchor_prefix else local
