"""The games the product ships and the documents each one has: the one list the importer reads.

A game has one or more documents (Marvel Champions: its Rules Reference, its Learn to Play book and
the timing flowchart). Each document is a file under settings.RULEBOOK_DIR read by one parser
(`shape`). The order here is the order a game page lists its documents in.

Anchors stay unique per game across documents by a fixed prefix per document: every anchor a
document hands out (sections, glossary terms, worked examples, rulings) is "<anchor_prefix>-<the
anchor within the document>". A game's original document -- the one cited before the game had
several -- has no prefix, so `marvel-champions#villain-phase-2-1` (the flowchart) keeps working;
every other document has its own slug as prefix (`marvel-champions#rules-reference-attack-enemy-
activation`). Adding, removing or reordering documents never changes another document's anchors.
Exactly one document of a game has no prefix (tests/rulesapp/importer/test_catalog.py).

Pure data, no Django: a registry elsewhere may build these lists instead.
"""
from dataclasses import dataclass

# Parsers by source shape (see rulesapp.importer.parse_document).
SHAPES = ("union-city-alliance", "valiant-universe", "marvel-skirmish", "flowchart", "markdown")


@dataclass(frozen=True)
class DocumentSpec:
    file: str  # file name under RULEBOOK_DIR
    slug: str  # unique within its game
    title: str  # how pages name it ("Rules Reference")
    shape: str  # one of SHAPES
    anchor_prefix: str = ""  # "" for a game's first document only
    publisher: str = ""  # who stands behind its text (and so rules in its FAQ)
    source_url: str = ""  # where this copy of the text comes from

    def anchor(self, local):
        """The game-wide anchor of an anchor handed out within this document."""
        return f"{self.anchor_prefix}-{local}" if self.anchor_prefix else local


@dataclass(frozen=True)
class GameSpec:
    slug: str
    title: str
    documents: tuple[DocumentSpec, ...]
    rulings_file: str = ""  # official rulings outside the documents (YAML beside the files), if any

    def document(self, slug):
        for document in self.documents:
            if document.slug == slug:
                return document
        raise KeyError(slug)

    @property
    def primary(self):
        """The document whose anchors carry no prefix (the game's original one)."""
        return next(document for document in self.documents if not document.anchor_prefix)


FFG = "Fantasy Flight Games"
RULESPAL = "https://github.com/borisyankov/rulespal/blob/af68f7ea/data/rulebooks/"

GAMES = (
    GameSpec("union-city-alliance", "Union City Alliance", (
        DocumentSpec("union-city-alliance.txt", "rulebook", "Rulebook", "union-city-alliance"),
    )),
    GameSpec("marvel-champions", "Marvel Champions", (
        DocumentSpec("marvel-champions-rules-reference.md", "rules-reference", "Rules Reference", "markdown",
                     anchor_prefix="rules-reference", publisher=FFG,
                     source_url=RULESPAL + "marvel-champions-reference.md"),
        DocumentSpec("marvel-champions-learn-to-play.md", "learn-to-play", "Learn to Play", "markdown",
                     anchor_prefix="learn-to-play", publisher=FFG,
                     source_url=RULESPAL + "marvel-champions-rulebook.md"),
        DocumentSpec("marvel-champions.txt", "timing-flowchart", "Timing flowchart", "flowchart"),
    ), rulings_file="marvel-champions-rulings.yaml"),
    GameSpec("marvel-skirmish", "Marvel: Skirmish! In New York", (
        DocumentSpec("marvel-skirmish.txt", "rulebook", "Rulebook", "marvel-skirmish"),
    )),
    GameSpec("valiant-universe", "Valiant Universe", (
        DocumentSpec("valiant-universe.txt", "rulebook", "Rulebook", "valiant-universe"),
    )),
)

GAMES_BY_SLUG = {game.slug: game for game in GAMES}
GAME_TITLES = {game.slug: game.title for game in GAMES}


def document_for_file(game, file_name):
    """The document of a catalogued game read from `file_name` (a base name), or None."""
    return next((document for document in game.documents if document.file == file_name), None)


def imported_document(file_name, title=""):
    """The document of a game imported by an operator, not catalogued: one Markdown book, no prefix."""
    return DocumentSpec(file_name, "rulebook", title or "Rulebook", "markdown")
