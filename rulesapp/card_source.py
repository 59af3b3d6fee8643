"""The imported cards, as the adjudicator's `card:` on an entity reads them (card_entities.CardSource)."""
from __future__ import annotations

from rulesapp.models import Card

FIELDS = ("code", "name", "subname", "type_code", "pack_name", "stats", "text", "traits", "duplicate_of")


class LibraryCards:
    def by_code(self, code: str) -> dict | None:
        return Card.objects.filter(code=code).values(*FIELDS).first()

    def by_name(self, name: str) -> list[dict]:
        return list(Card.objects.filter(name__iexact=name).order_by("code").values(*FIELDS))

    def names(self) -> list[str]:
        return list(Card.objects.order_by().values_list("name", flat=True).distinct())


def current_source() -> LibraryCards | None:
    """The cards, or None while none are imported (card: then says how to add them)."""
    return LibraryCards() if Card.objects.exists() else None
