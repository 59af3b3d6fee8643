"""Write one document's ParsedRulebook to the database, in place; and a game's rulings data.

Rows are keyed by (game, anchor): a row whose anchor is still in the parse is updated only where a
field differs (so its primary key, and any link to it, survives a re-import); new anchors are
created; anchors of this document no longer in the parse are deleted last, after everything that
pointed at them has been re-pointed. Running it twice with the same parse writes nothing the second
time. Other documents of the game are never touched: an anchor that another document already holds
is an error (ImportConflict), not a move.

Section.order is unique per document, so rows whose position changes are first parked on orders
past both the old and the new range, then given their final order in document order.

Nothing made by hand is lost without being named: a row saved in the admin carries `edited`, and a load
that would change or delete one stops with EditedRows (naming them; nothing is written) unless told
`overwrite_edits`. Every result names the rows it deleted, and `preview` runs a load and rolls it back,
so a caller can say what an import will do before it does it.
"""
import datetime
from dataclasses import dataclass

from django.db import transaction

from rulesapp.models import Document, Example, Game, GlossaryTerm, Ruling, Section


class ImportConflict(ValueError):
    """The parse would take an anchor that another document of the game holds."""


class EditedRows(ImportConflict):
    """The load would change or delete rows edited in the admin; nothing was written."""

    def __init__(self, rows):
        self.rows = tuple(rows)
        super().__init__(f"{len(self.rows)} row{'s' if len(self.rows) != 1 else ''} edited in the admin would be "
                         f"changed or deleted: {'; '.join(self.rows)}")


KINDS = {"Section": "section", "GlossaryTerm": "glossary term", "Example": "example", "Ruling": "ruling"}


def describe(row) -> str:
    """"section 'heroics' (Heroics)": how a message names a row."""
    name = getattr(row, "title", None) or getattr(row, "term", None) or getattr(row, "question", "")
    name = " ".join(name.split())
    name = name if len(name) <= 70 else name[:67] + "..."
    return f"{KINDS[type(row).__name__]} {row.anchor!r} ({name})"


@dataclass(frozen=True)
class LoadResult:
    game: Game
    document: Document
    sections: int
    terms: int
    examples: int
    rulings: int
    created: int
    updated: int
    deleted: int
    deleted_rows: tuple[str, ...] = ()  # describe() of each row it deleted
    edited_rows: tuple[str, ...] = ()  # describe() of each admin-edited row it changed or deleted

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)

    def summary(self):
        changes = f"created {self.created}, updated {self.updated}, deleted {self.deleted}"
        if not self.changed:
            changes = "unchanged"
        return (
            f"{self.game.slug}/{self.document.slug}: {self.sections} sections, {self.terms} terms, "
            f"{self.examples} examples, {self.rulings} rulings ({changes})"
        )


class _Counts:
    def __init__(self):
        self.created = self.updated = self.deleted = 0
        self.deleted_rows: list[str] = []
        self.edited_rows: list[str] = []

    def deleting(self, row):
        """Count and name a row about to be deleted (and note it if the admin edited it)."""
        self.deleted += 1
        if type(row).__name__ in KINDS:
            self.deleted_rows.append(describe(row))
            if row.edited:
                self.edited_rows.append(describe(row))

    def check_edits(self, overwrite_edits):
        if self.edited_rows and not overwrite_edits:
            raise EditedRows(self.edited_rows)


def _update(row, counts, **values):
    """Set the fields that differ and save only those; a row the admin edited is named, and no longer
    marked edited once the import has written it."""
    changed = [name for name, value in values.items() if getattr(row, name) != value]
    for name in changed:
        setattr(row, name, values[name])
    if changed:
        if getattr(row, "edited", False):
            counts.edited_rows.append(describe(row))
            row.edited = False
            changed.append("edited")
        row.save(update_fields=changed)
        counts.updated += 1


class _Rollback(Exception):
    def __init__(self, result):
        super().__init__("preview")
        self.result = result


def preview(load_function, *args, **kwargs):
    """What `load_function(*args, **kwargs)` would do (its result, edits overwritten and named), written
    and then rolled back: nothing stays in the database."""
    try:
        with transaction.atomic():
            raise _Rollback(load_function(*args, overwrite_edits=True, **kwargs))
    except _Rollback as done:
        return done.result


def _game(slug, title, counts):
    game = Game.objects.filter(slug=slug).first()
    if game is None:
        counts.created += 1
        return Game.objects.create(slug=slug, title=title)
    _update(game, counts, title=title)
    return game


@transaction.atomic
def load(parsed, spec, sha, order=0, overwrite_edits=False):
    """Create or update the game of `parsed`, its document `spec` (a catalog.DocumentSpec) and its rows.

    `order` is the document's place on the game page. Returns a LoadResult. EditedRows (nothing written)
    if it would change or delete a row edited in the admin, unless `overwrite_edits`.
    """
    counts = _Counts()
    game = _game(parsed.slug, parsed.title, counts)
    document = Document.objects.filter(game=game, slug=spec.slug).first()
    values = dict(title=spec.title, order=order, anchor_prefix=spec.anchor_prefix, source_file=spec.file,
                  source_sha256=sha, publisher=spec.publisher, source_url=spec.source_url)
    if document is None:
        document = Document.objects.create(game=game, slug=spec.slug, **values)
        counts.created += 1
    else:
        _update(document, counts, **values)

    sections = _load_sections(game, document, parsed.sections, counts)
    _load_keyed(
        GlossaryTerm, game, Document.objects.filter(pk=document.pk), "document", parsed.terms, counts,
        lambda order, term: dict(term=term.term, definition=term.definition, order=order, card=term.card,
                                 section_id=sections[term.section].pk, document_id=document.pk),
    )
    _load_keyed(
        Example, game, Section.objects.filter(document=document), "section", parsed.examples, counts,
        lambda order, example: dict(title=example.title, text=example.text, order=order,
                                    section_id=sections[example.section].pk),
    )
    source = spec.titled if not spec.publisher else f"{spec.titled} ({spec.publisher})"
    published = datetime.date.fromisoformat(spec.published) if spec.published else None
    _load_keyed(
        Ruling, game, Document.objects.filter(pk=document.pk), "document", parsed.rulings, counts,
        lambda order, ruling: dict(
            question=ruling.question, answer=ruling.answer, order=order, document_id=document.pk,
            section_id=sections[ruling.section].pk, ruled_by=spec.publisher, date=published, answer_quoted=True,
            source=_printed_in(source, sections[ruling.section]), source_url=spec.source_url,
        ),
    )
    stale = Section.objects.filter(document=document).exclude(anchor__in=sections).order_by("order")
    for row in stale:
        counts.deleting(row)
    stale.delete()
    counts.check_edits(overwrite_edits)
    return LoadResult(game, document, len(parsed.sections), len(parsed.terms), len(parsed.examples),
                      len(parsed.rulings), counts.created, counts.updated, counts.deleted,
                      tuple(counts.deleted_rows), tuple(counts.edited_rows))


def _printed_in(source, section):
    """"Rules Reference (publisher), APPENDIX IV: FAQ …": the book and its top-level section."""
    top = section
    while top.parent_id is not None:
        top = top.parent
    return f"{source}, {top.title}"


def _check_free(model, game, anchors, mine):
    """ImportConflict if another document of the game holds one of `anchors`."""
    taken = model.objects.filter(game=game, anchor__in=anchors).exclude(pk__in=[row.pk for row in mine])
    clash = taken.first()
    if clash is not None:
        owner = getattr(clash, "document", None) or (clash.section.document if hasattr(clash, "section") else None)
        raise ImportConflict(
            f"anchor {clash.anchor!r} of {model.__name__} is already used in {game.slug} by "
            f"{owner.title if owner else 'data outside the documents'}; give this document an anchor prefix"
        )


def _load_sections(game, document, parsed_sections, counts):
    """Sections in document order; returns anchor -> Section for everything in the parse."""
    existing = {row.anchor: row for row in Section.objects.filter(document=document)}
    _check_free(Section, game, [s.anchor for s in parsed_sections], existing.values())
    wanted_order = {section.anchor: order for order, section in enumerate(parsed_sections)}
    moving = [row for anchor, row in existing.items() if wanted_order.get(anchor) != row.order]
    if moving:
        parking = max([len(parsed_sections), *(row.order for row in existing.values())]) + 1
        for offset, row in enumerate(moving):
            row.order = parking + offset
        Section.objects.bulk_update(moving, ["order"])

    by_anchor = {}
    for order, section in enumerate(parsed_sections):
        values = dict(
            title=section.title,
            number=section.number,
            depth=section.depth,
            order=order,
            text=section.text,
            overview=section.overview,
            parent_id=by_anchor[section.parent].pk if section.parent else None,
        )
        row = existing.get(section.anchor)
        if row is None:
            row = Section.objects.create(game=game, document=document, anchor=section.anchor, **values)
            counts.created += 1
        else:
            _update(row, counts, **values)  # a parked row differs in order, so it is written here
        by_anchor[section.anchor] = row
    return by_anchor


def _load_keyed(model, game, owners, owner_field, parsed_rows, counts, values_of):
    """Terms, examples or rulings of one document (rows whose `owner_field` is in `owners`; [None]:
    the rows with no owner): update by anchor, create the new, delete the gone."""
    owners = list(owners)
    scope = {f"{owner_field}__isnull": True} if owners == [None] else {f"{owner_field}__in": owners}
    existing = {row.anchor: row for row in model.objects.filter(game=game, **scope)}
    _check_free(model, game, [row.anchor for row in parsed_rows], existing.values())
    for order, parsed in enumerate(parsed_rows):
        values = values_of(order, parsed)
        row = existing.pop(parsed.anchor, None)
        if row is None:
            model.objects.create(game=game, anchor=parsed.anchor, **values)
            counts.created += 1
        else:
            _update(row, counts, **values)
    if existing:
        for row in existing.values():
            counts.deleting(row)
        model.objects.filter(pk__in=[row.pk for row in existing.values()]).delete()


@dataclass(frozen=True)
class RulingsResult:
    game: Game
    rulings: int
    created: int
    updated: int
    deleted: int
    deleted_rows: tuple[str, ...] = ()
    edited_rows: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)

    def summary(self):
        changes = f"created {self.created}, updated {self.updated}, deleted {self.deleted}"
        if not (self.created or self.updated or self.deleted):
            changes = "unchanged"
        return f"{self.game.slug}/rulings: {self.rulings} official rulings ({changes})"


@transaction.atomic
def load_rulings(game_slug, rulings, overwrite_edits=False):
    """The game's rulings given outside its documents (importer.rulings.OfficialRuling), in place by anchor.

    Each ruling's `about` must be a section of the game (import the documents first); ImportConflict
    names the first one that is not; EditedRows as for `load`.
    """
    counts = _Counts()
    game = Game.objects.get(slug=game_slug)
    sections = dict(Section.objects.filter(game=game, anchor__in=[r.about for r in rulings]).values_list("anchor", "pk"))
    missing = [r.about for r in rulings if r.about not in sections]
    if missing:
        raise ImportConflict(f"{game_slug} has no section {missing[0]!r} (a ruling is about it)")
    _load_keyed(
        Ruling, game, [None], "document", rulings, counts,
        lambda order, ruling: dict(
            question=ruling.question, answer=ruling.answer, answer_quoted=ruling.quoted, order=order,
            document_id=None, section_id=sections[ruling.about], ruled_by=ruling.ruled_by, date=ruling.date,
            source=ruling.source, source_url=ruling.source_url,
        ),
    )
    counts.check_edits(overwrite_edits)
    return RulingsResult(game, len(rulings), counts.created, counts.updated, counts.deleted,
                         tuple(counts.deleted_rows), tuple(counts.edited_rows))


@dataclass(frozen=True)
class AskedResult:
    game: Game
    rules: int
    phrasings: int
    updated: int

    def summary(self):
        changes = f"updated {self.updated}" if self.updated else "unchanged"
        return f"{self.game.slug}/asked: {self.phrasings} phrasings of how players ask, for {self.rules} rules ({changes})"


@transaction.atomic
def load_asked(game_slug, entries):
    """Set each named section's or glossary term's `asked` (importer.asked.AskedAbout), and clear it on the
    game's other rows: the files are the whole list. Every anchor must be the game's (import the documents
    first); ImportConflict names the first that is not, and nothing is written."""
    game = Game.objects.get(slug=game_slug)
    rows = {"section": {row.anchor: row for row in Section.objects.filter(game=game)},
            "term": {row.anchor: row for row in GlossaryTerm.objects.filter(game=game)}}
    wanted = {}
    for entry in entries:
        if entry.anchor not in rows[entry.kind]:
            what = "section" if entry.kind == "section" else "glossary term"
            raise ImportConflict(f"{game_slug} has no {what} {entry.anchor!r} (its players' phrasings name it)")
        wanted[(entry.kind, entry.anchor)] = "\n".join(entry.asked)
    counts = _Counts()
    for kind, by_anchor in rows.items():
        for anchor, row in by_anchor.items():
            _update(row, counts, asked=wanted.get((kind, anchor), ""))
    return AskedResult(game, len(wanted), sum(len(entry.asked) for entry in entries), counts.updated)
