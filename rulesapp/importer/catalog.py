"""The games the product ships and the documents each one has, as the importer reads them.

Built from the adjudicator's game registry (adjudicator/timing/registry.py): a
game and its documents (`rulebooks`, adjudicator/timing/documents.py, where the
anchor prefixes are explained) are declared once, with its timing model. This
module only shapes them for the importer and adds what an operator imports
without code (`imported_document`).
"""
import importlib
from collections.abc import Callable
from dataclasses import dataclass

from adjudicator.timing.documents import SHAPES, DocumentSpec  # noqa: F401 (the importer's names for them)
from adjudicator.timing.registry import model_classes


@dataclass(frozen=True)
class GameSpec:
    slug: str
    title: str
    documents: tuple[DocumentSpec, ...]
    rulings_file: str = ""  # official rulings outside the documents (YAML beside the files), if any
    book_parser: Callable | None = None  # parse(text, kit) for its documents of shape "book" (from its package)

    def document(self, slug):
        for document in self.documents:
            if document.slug == slug:
                return document
        raise KeyError(slug)

    @property
    def primary(self):
        """The document whose anchors carry no prefix (the game's original one)."""
        return next(document for document in self.documents if not document.anchor_prefix)


def _book_parser(cls):
    """The `parse` of the module the game's package names for its own book, or None."""
    if not cls.book_parser:
        return None
    package = cls.__module__.rpartition(".")[0]
    return importlib.import_module(f"{package}.{cls.book_parser}").parse


GAMES = tuple(GameSpec(cls.slug, cls.title, cls.rulebooks, cls.rulings_file, _book_parser(cls))
              for cls in model_classes().values() if cls.rulebooks)
GAMES_BY_SLUG = {game.slug: game for game in GAMES}
GAME_TITLES = {game.slug: game.title for game in GAMES}


def document_for_file(game, file_name):
    """The document of a catalogued game read from `file_name` (a base name), or None."""
    return next((document for document in game.documents if document.file == file_name), None)


def imported_document(file_name, title=""):
    """The document of a game imported by an operator, not catalogued: one Markdown book, no prefix."""
    return DocumentSpec(file_name, "rulebook", title or "Rulebook", "markdown")
