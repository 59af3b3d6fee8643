"""Write a ParsedRulebook to the database, in place.

Rows are keyed by (game, anchor): a row whose anchor is still in the parse is updated only where a
field differs (so its primary key, and any link to it, survives a re-import); new anchors are
created; anchors no longer in the parse are deleted last, after everything that pointed at them
has been re-pointed. Running it twice with the same parse writes nothing the second time.

Section.order is unique per game, so rows whose position changes are first parked on orders past
both the old and the new range, then given their final order in document order.
"""
from dataclasses import dataclass

from django.db import transaction

from rulesapp.models import Example, Game, GlossaryTerm, Section


@dataclass(frozen=True)
class LoadResult:
    game: Game
    sections: int
    terms: int
    examples: int
    created: int
    updated: int
    deleted: int

    def summary(self):
        changes = f"created {self.created}, updated {self.updated}, deleted {self.deleted}"
        if not (self.created or self.updated or self.deleted):
            changes = "unchanged"
        return (
            f"{self.game.slug}: {self.sections} sections, {self.terms} terms, {self.examples} examples ({changes})"
        )


class _Counts:
    def __init__(self):
        self.created = self.updated = self.deleted = 0


def _update(row, counts, **values):
    """Set the fields that differ and save only those."""
    changed = [name for name, value in values.items() if getattr(row, name) != value]
    for name in changed:
        setattr(row, name, values[name])
    if changed:
        row.save(update_fields=changed)
        counts.updated += 1


@transaction.atomic
def load(parsed, source_file, sha):
    """Create or update the game of `parsed` and all its rows; returns a LoadResult."""
    counts = _Counts()
    game = Game.objects.filter(slug=parsed.slug).first()
    if game is None:
        game = Game.objects.create(slug=parsed.slug, title=parsed.title, source_file=source_file, source_sha256=sha)
        counts.created += 1
    else:
        _update(game, counts, title=parsed.title, source_file=source_file, source_sha256=sha)

    sections = _load_sections(game, parsed.sections, counts)
    _load_keyed(
        GlossaryTerm, game, parsed.terms, counts,
        lambda order, term: dict(term=term.term, definition=term.definition, order=order, section_id=sections[term.section].pk),
    )
    _load_keyed(
        Example, game, parsed.examples, counts,
        lambda order, example: dict(title=example.title, text=example.text, order=order, section_id=sections[example.section].pk),
    )
    stale = Section.objects.filter(game=game).exclude(anchor__in=sections)
    counts.deleted += stale.count()
    stale.delete()
    return LoadResult(game, len(parsed.sections), len(parsed.terms), len(parsed.examples), counts.created, counts.updated, counts.deleted)


def _load_sections(game, parsed_sections, counts):
    """Sections in document order; returns anchor -> Section for everything in the parse."""
    existing = {row.anchor: row for row in Section.objects.filter(game=game)}
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
            parent_id=by_anchor[section.parent].pk if section.parent else None,
        )
        row = existing.get(section.anchor)
        if row is None:
            row = Section.objects.create(game=game, anchor=section.anchor, **values)
            counts.created += 1
        else:
            _update(row, counts, **values)  # a parked row differs in order, so it is written here
        by_anchor[section.anchor] = row
    return by_anchor


def _load_keyed(model, game, parsed_rows, counts, values_of):
    """Terms or examples: update by anchor, create the new, delete the gone."""
    existing = {row.anchor: row for row in model.objects.filter(game=game)}
    for order, parsed in enumerate(parsed_rows):
        values = values_of(order, parsed)
        row = existing.pop(parsed.anchor, None)
        if row is None:
            model.objects.create(game=game, anchor=parsed.anchor, **values)
            counts.created += 1
        else:
            _update(row, counts, **values)
    if existing:
        model.objects.filter(pk__in=[row.pk for row in existing.values()]).delete()
        counts.deleted += len(existing)
