"""Sharing a resolution by URL: scenarios stored under the sha256 of their text.

Saving is idempotent (the same text gives the same row and URL) and a stored
row never changes. The size limit is the adjudicator's own document limit, so
anything the store accepts can also be resolved. Two caps keep one client from
filling the store: new scenarios per client per hour (SHARED_SCENARIOS_PER_HOUR,
counted in the "throttle" cache) and the total size of the store
(SHARED_SCENARIOS_MAX_TOTAL_BYTES). Neither removes anything already shared, and
sharing a text that is already stored always works.
"""
import math
import time

from django.conf import settings
from django.core.cache import caches
from django.db import IntegrityError, transaction
from django.db.models import Func, IntegerField, Sum

from adjudicator.scenario.source import parse_text
from adjudicator.errors import ScenarioInvalid
from adjudicator.web.models import SavedScenario
from adjudicator.limits import too_large_message
from adjudicator.web.service import content_hash, limits


class TooLarge(Exception):
    """The scenario is over ADJUDICATOR_LIMITS["max_document_bytes"]."""


def normalise(text):
    """Unix newlines, as content_hash counts them (browsers send a textarea with CRLF)."""
    return text.replace("\r\n", "\n")


class TooMany(Exception):
    """This client shared SHARED_SCENARIOS_PER_HOUR new scenarios within the hour."""

    def __init__(self, message, retry_after):
        super().__init__(message)
        self.retry_after = retry_after


class StoreFull(Exception):
    """Storing the scenario would take the store past SHARED_SCENARIOS_MAX_TOTAL_BYTES."""


class OctetLength(Func):
    """The size of a text column in bytes (Django's Length counts characters)."""

    function = "OCTET_LENGTH"
    output_field = IntegerField()

    def as_sqlite(self, compiler, conn, **extra):
        return self.as_sql(compiler, conn, function="LENGTH", template="%(function)s(CAST(%(expressions)s AS BLOB))",
                           **extra)


def stored_bytes():
    return SavedScenario.objects.aggregate(total=Sum(OctetLength("text")))["total"] or 0


def check_size(text):
    cap = limits().max_document_bytes
    size = len(text.encode("utf-8"))
    if size > cap:
        raise TooLarge(too_large_message("the scenario", size, cap))


def _check_caps(size, client):
    cap = settings.SHARED_SCENARIOS_MAX_TOTAL_BYTES
    if stored_bytes() + size > cap:
        raise StoreFull(f"The store of shared scenarios is full ({cap:,} bytes): nothing new can be shared "
                        "until an admin removes old ones. You can still resolve and download the scenario.")
    if client is None:
        return
    per_hour = settings.SHARED_SCENARIOS_PER_HOUR
    now = time.time()
    hour = int(now // 3600)
    counter = f"shares:{client}:{hour}"
    cache = caches["throttle"]
    if (cache.get(counter) or 0) >= per_hour:
        wait = max(1, math.ceil((hour + 1) * 3600 - now))
        raise TooMany(f"You have shared {per_hour} new scenarios this hour, the most one address may. "
                      f"Try again in {math.ceil(wait / 60)} minutes; links already shared keep working.", wait)


def _count_share(client):
    if client is None:
        return
    counter = f"shares:{client}:{int(time.time() // 3600)}"
    cache = caches["throttle"]
    cache.add(counter, 0, 3601)
    try:
        cache.incr(counter)
    except ValueError:
        cache.set(counter, 1, 3601)


def save(text, client=None):
    """Store `text` (once) and return its SavedScenario; raises TooLarge, and for a new text TooMany
    (`client`, an address, is over its hourly cap) or StoreFull."""
    text = normalise(text)
    check_size(text)
    key = content_hash(text)
    existing = SavedScenario.objects.filter(key=key).first()
    if existing is not None:
        return existing
    _check_caps(len(text.encode("utf-8")), client)
    _count_share(client)
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
