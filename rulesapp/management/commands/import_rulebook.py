"""`manage.py import_rulebook FILE --game SLUG [--title "…"] [--document SLUG] [--replace DOCUMENT] [--force]
[--dry-run]`: import one document, never destroying one that is not named.

Which document FILE is:
- `--replace DOCUMENT`: that document of the game, which must be in the database; the import replaces it.
- `--document SLUG` (a game the product ships): that document of the catalog (rulesapp/importer/catalog.py).
- else the game's document read from a file of FILE's name (the catalog's, or the one in the database);
- else, when the game has no document yet, its original one (a new game: its one Markdown rulebook);
- else a new document of the game, added beside the others: FILE must be Markdown; the document's slug
  (and anchor prefix) is FILE's name, its title the book's title line.

Nothing is destroyed unless named: a document already in the database is changed only with `--replace`
naming it (importing it again unchanged needs nothing and writes nothing). A replace first prints what it
will delete, refuses while rows of the document were edited in the admin (naming them) unless `--force`,
and writes a copy of the document as it was (rulesapp/importer/backup.py) before writing. `--dry-run`
prints the same and writes nothing. Rows are updated in place by anchor (rulesapp.importer.loader), in one
transaction. Bad input stops it with exit status 2 and a message naming the problem; nothing is written.
It says how many FAQ rulings it read and which "Q:" it could not pair; -v 2 adds the parser's notes.
"""
import hashlib
import re
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from dataclasses import dataclass, replace

from rulesapp.importer import GAME_TITLES, GAMES_BY_SLUG, backup, catalog, load, parse_document
from rulesapp.importer.catalog import DocumentSpec, GameSpec
from rulesapp.importer.lines import slugify
from rulesapp.importer.loader import EditedRows, ImportConflict, preview
from rulesapp.models import Document, Game

SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
MARKDOWN_SUFFIXES = (".md", ".markdown")
MAX_TITLE = 200


def bad_input(message):
    return CommandError(message, returncode=2)


def read_rulebook(path):
    """(text, sha256) of a rulebook file, or CommandError naming what is wrong with it."""
    path = Path(path)
    if not path.exists():
        raise bad_input(f"Rulebook file not found: {path}")
    if not path.is_file():
        raise bad_input(f"Rulebook path is not a file: {path}")
    try:
        data = path.read_bytes()
    except OSError as error:
        raise bad_input(f"Cannot read rulebook file {path}: {error.strerror or error}") from error
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise bad_input(f"Rulebook file {path} is not UTF-8 text (byte {error.start})") from error
    if not text.strip():
        raise bad_input(f"Rulebook file {path} is empty")
    return text, hashlib.sha256(data).hexdigest()


def parse(text, game, document, path):
    """parse_document, with a parser's complaint turned into a CommandError naming the file."""
    try:
        return parse_document(text, game, document)
    except ValueError as error:
        raise bad_input(f"Cannot read {path} as {game.slug}: {error}") from error


def choose_document(game, path, document_slug=None):
    """Which catalogued document of `game` the file is (see the module docstring)."""
    if document_slug:
        try:
            return game.document(document_slug)
        except KeyError:
            known = ", ".join(f"{d.slug} ({d.file})" for d in game.documents)
            raise bad_input(f"{game.slug} has no document {document_slug!r}. Its documents: {known}") from None
    return catalog.document_for_file(game, Path(path).name) or game.primary


def new_game(slug, title, path):
    """The GameSpec of a game the catalog does not have, checked: a Markdown file, a slug, a title."""
    if not title:
        raise bad_input(
            f"Unknown game {slug!r}. Known games: {', '.join(GAME_TITLES)}. "
            "To add a new game from a Markdown rulebook, give its name with --title."
        )
    if not SLUG_RE.match(slug) or len(slug) > 50:
        raise bad_input(f"--game {slug!r} is not a slug: use lower-case letters, digits and single hyphens")
    if len(title) > MAX_TITLE or not title.strip():
        raise bad_input(f"--title must be 1 to {MAX_TITLE} characters")
    if Path(path).suffix.lower() not in MARKDOWN_SUFFIXES:
        raise bad_input(f"A new game is imported from a Markdown rulebook (.md); {Path(path).name} is not one")
    return GameSpec(slug, title.strip(), (catalog.imported_document(Path(path).name),))


@dataclass(frozen=True)
class Target:
    """The document an import writes, and what it may do to it."""

    spec: DocumentSpec
    order: int
    existing: Document | None  # the row it would change, if it is in the database
    replace: bool  # named by --replace: it may be changed
    added: bool = False  # a new document beside the game's others (FILE named none of them)


def spec_of_row(row: Document) -> DocumentSpec:
    """The DocumentSpec a document imported without code was made from (one Markdown book)."""
    return DocumentSpec(row.source_file, row.slug, row.title, "markdown", anchor_prefix=row.anchor_prefix,
                        publisher=row.publisher, source_url=row.source_url)


def _documents_named(rows) -> str:
    return ", ".join(f"{row.slug} ({row.source_file})" for row in rows) or "none"


def choose_target(game: GameSpec, known: bool, path, document_slug, replace_slug) -> Target:
    """Which document FILE is (see the module docstring); bad_input when none can be."""
    rows = list(Document.objects.filter(game__slug=game.slug).order_by("order", "slug"))
    by_slug = {row.slug: row for row in rows}
    catalogued = {document.slug: document for document in game.documents} if known else {}
    name = Path(path).name

    def spec_for(row):
        return catalogued.get(row.slug) or spec_of_row(row)

    def order_of(spec, row):
        if row is not None:
            return row.order
        return game.documents.index(spec) if spec.slug in catalogued else max((r.order for r in rows), default=-1) + 1

    if replace_slug:
        if document_slug and document_slug != replace_slug:
            raise bad_input(f"--document {document_slug} and --replace {replace_slug} name different documents")
        row = by_slug.get(replace_slug)
        if row is None:
            raise bad_input(f"{game.slug} has no document {replace_slug!r} to replace. "
                            f"Its documents: {_documents_named(rows)}")
        return Target(spec_for(row), row.order, row, replace=True)
    if document_slug:
        spec = choose_document(game, path, document_slug)
        return Target(spec, order_of(spec, by_slug.get(spec.slug)), by_slug.get(spec.slug), replace=False)
    same_file = next((row for row in rows if row.source_file == name), None)
    if same_file is not None:
        return Target(spec_for(same_file), same_file.order, same_file, replace=False)
    if known and (spec := catalog.document_for_file(game, name)) is not None:
        return Target(spec, order_of(spec, by_slug.get(spec.slug)), by_slug.get(spec.slug), replace=False)
    if not rows:
        return Target(game.primary, 0, None, replace=False)
    if Path(name).suffix.lower() not in MARKDOWN_SUFFIXES:
        raise bad_input(
            f"{name} is not a document of {game.slug} (its documents: {_documents_named(rows)}). To replace one, "
            "name it with --replace DOCUMENT; to add a document, import it from a Markdown file (.md)")
    slug = slugify(Path(name).stem)[:50].strip("-")
    if not slug:
        raise bad_input(f"{name}: a new document's slug is its file name, and this one has no letters or digits")
    if slug in by_slug or slug in catalogued:
        raise bad_input(f"{game.slug} already has a document {slug!r} from another file; rename {name}, "
                        f"or name the document to replace with --replace {slug}")
    spec = DocumentSpec(name, slug, Path(name).stem, "markdown", anchor_prefix=slug)
    return Target(spec, order_of(spec, None), None, replace=False, added=True)


def faq_report(parsed) -> list[str]:
    """Each FAQ "Q:" of a Markdown book the reader could not pair with an "A:", under how many it read (the
    summary line says that too: "3 rulings")."""
    if not parsed.unpaired:
        return []
    lines = [f"  read {len(parsed.rulings)} ruling{'s' if len(parsed.rulings) != 1 else ''} (Q:/A: pairs); "
             f"{len(parsed.unpaired)} Q: not paired:"]
    lines += [f"  line {line}: Q: {question} has no A: before the next Q: or the section's end; kept as text"
              for line, question in parsed.unpaired]
    return lines


def import_file(path, slug, report=None, title="", document_slug=None, replace_slug=None, force=False,
                dry_run=False, say=None):
    """Parse one file and load it as the document choose_target picks; returns the loader's result and
    faq_report's lines (for a Markdown book).

    `report(note)` sees the parser's notes, `say(line)` what the import decides (deletions, the copy kept,
    the FAQ's rulings). Refusals are CommandError with exit status 2, before anything is written."""
    say = say or (lambda line: None)
    known = GAMES_BY_SLUG.get(slug)
    if known is not None and title and title.strip() != known.title:
        raise bad_input(f"--title is for a new game; {slug} is {known.title!r}")
    if known is None and document_slug:
        raise bad_input("--document is for a game the product ships; a new game has one document")
    if known is None and not title:
        title = Game.objects.filter(slug=slug).values_list("title", flat=True).first() or ""  # a re-import
    game = known or new_game(slug, title, path)
    text, sha = read_rulebook(path)
    target = choose_target(game, known is not None, path, document_slug, replace_slug)
    parsed = parse(text, game, target.spec, path)
    document = target.spec
    if known is None or document not in known.documents:  # imported without code: its title and file are FILE's
        document = replace(document, file=Path(path).name,
                           title=parsed.book_title[:MAX_TITLE] if parsed.book_title else document.title)
    for note in parsed.notes if report else ():
        report(note)
    try:
        return _write(parsed, document, sha, target, path, force, dry_run, say), (
            faq_report(parsed) if document.shape == "markdown" else [])
    except EditedRows as error:
        raise bad_input(f"Cannot import {path}: {len(error.rows)} row(s) of {game.slug}/{document.slug} were edited "
                        f"in the admin and would be changed or deleted: {'; '.join(error.rows)}. Nothing was "
                        "written. To overwrite them, add --force (a copy of the document is kept)") from error
    except ImportConflict as error:
        raise bad_input(f"Cannot import {path}: {error}") from error


def _write(parsed, document, sha, target, path, force, dry_run, say):
    """Preview, then refuse, or say what goes and keep a copy, then load (see the module docstring)."""
    planned = preview(load, parsed, document, sha, order=target.order)
    where = f"{parsed.slug}/{document.slug}"
    if target.existing is not None and planned.changed and not target.replace:
        raise bad_input(
            f"Cannot import {path}: {parsed.slug} already has the document {document.slug!r} ({target.existing.title}, "
            f"{target.existing.source_file}), and this import would change it ({planned.summary().rsplit('(', 1)[1]}. "
            f"To replace it, add --replace {document.slug} (it prints what it deletes and keeps a copy); "
            "to add the file as a new document, give it a name of its own (Markdown)")
    if target.added:
        say(f"{where}: {'would be' if dry_run else 'is'} a new document beside the game's others "
            f"(its anchors start {document.anchor_prefix}-)")
    if planned.deleted_rows:
        count = len(planned.deleted_rows)
        say(f"{where}: the import {'would delete' if dry_run else 'deletes'} {count} row{'s' if count != 1 else ''}:")
    for row in planned.deleted_rows:
        say(f"  delete {row}")
    if planned.edited_rows and not force:
        raise EditedRows(planned.edited_rows)
    for row in planned.edited_rows:
        say(f"  overwrite an admin edit: {row}")
    if dry_run:
        say(f"dry run: nothing was written; the import would give {planned.summary()}")
        return planned
    if target.existing is not None and planned.changed:
        say(f"  a copy of {where} as it was: {backup.save_document(target.existing)}")
    return load(parsed, document, sha, order=target.order, overwrite_edits=force)


class Command(BaseCommand):
    help = "Import one rulebook document: sections, glossary terms, worked examples, rulings."

    def add_arguments(self, parser):
        parser.add_argument("file", help="path to the rulebook (.txt export, or .md for any game)")
        parser.add_argument("--game", required=True, help=f"game slug: one of {', '.join(GAME_TITLES)}, or a new one")
        parser.add_argument("--title", default="", help="the game's name, to add a game the product does not ship")
        parser.add_argument("--document", default=None, help="which document of a shipped game FILE is (its slug)")
        parser.add_argument("--replace", default=None, metavar="DOCUMENT",
                            help="the document (its slug) FILE replaces; without it an import never changes one")
        parser.add_argument("--force", action="store_true",
                            help="replace even rows edited in the admin (a copy is kept)")
        parser.add_argument("--dry-run", action="store_true", help="say what the import would do; write nothing")

    def handle(self, *args, file, game, title="", document=None, replace=None, force=False, dry_run=False,
               verbosity=1, **options):
        report = (lambda note: self.stdout.write(f"  note: {note}")) if verbosity >= 2 else None
        result, faq = import_file(file, game, report, title=title, document_slug=document, replace_slug=replace,
                                  force=force, dry_run=dry_run, say=self.stdout.write)
        if not dry_run:
            self.stdout.write(result.summary())
        for line in faq:
            self.stdout.write(line)
