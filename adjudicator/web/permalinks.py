"""Sharing a resolution by URL: scenarios stored under the sha256 of their text.

Saving is idempotent (the same text gives the same row and URL) and a stored
row never changes. The size limit is the adjudicator's own document limit, so
anything the store accepts can also be resolved.
"""
from django.db import IntegrityError, transaction

from adjudicator.scenario.source import parse_text
from adjudicator.errors import ScenarioInvalid
from adjudicator.web.models import SavedScenario
from adjudicator.web.service import content_hash, limits


class TooLarge(Exception):
    """The scenario is over ADJUDICATOR_LIMITS["max_document_bytes"]."""


def normalise(text):
    """Unix newlines, as content_hash counts them (browsers send a textarea with CRLF)."""
    return text.replace("\r\n", "\n")


def check_size(text):
    cap = limits().max_document_bytes
    size = len(text.encode("utf-8"))
    if size > cap:
        raise TooLarge(f"The scenario is {size:,} bytes; shared scenarios may be at most {cap:,} bytes.")


def save(text):
    """Store `text` (once) and return its SavedScenario; raises TooLarge."""
    text = normalise(text)
    check_size(text)
    key = content_hash(text)
    existing = SavedScenario.objects.filter(key=key).first()
    if existing is not None:
        return existing
    title, game = _title_and_game(text)
    try:
        with transaction.atomic():
            return SavedScenario.objects.create(key=key, text=text, title=title, game=game)
    except IntegrityError:  # saved by a concurrent request in the meantime
        return SavedScenario.objects.get(key=key)


def find(key):
    """The saved scenario with this key, or None (also for keys that are not sha256 hex)."""
    if len(key) != 64 or any(c not in "0123456789abcdef" for c in key):
        return None
    return SavedScenario.objects.filter(key=key).first()


def _title_and_game(text):
    """Best-effort labels for the admin list; the text itself stays the truth."""
    try:
        data = parse_text(text, limits().max_document_bytes).data
    except ScenarioInvalid:
        return "", ""
    if not isinstance(data, dict):
        return "", ""
    title = data.get("title") if isinstance(data.get("title"), str) else ""
    game = data.get("game") if isinstance(data.get("game"), str) else ""
    return " ".join(title.split())[:200], game[:64]
