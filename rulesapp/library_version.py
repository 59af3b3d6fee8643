"""Which state of the rules library a page shows, and the pages kept for that state.

`current()` is a token that every write to the library changes: each save or delete of a game, document,
section, glossary term, worked example or ruling writes a new random one into LibraryVersion, in the
same transaction as the write, whichever process makes it (the importer, an edit in the admin). So two
different states never share a token, a rolled-back write leaves the old token with the old rows, and
every process sees the change when it commits. Writes that send no model signals (QuerySet.update,
bulk_create, raw SQL) must call bump() themselves.

`rendered` keeps what pages compute from the library (contents trees, glossaries, linked rule text) in
this process for one token: a page asks for it with the token it read, and the first page to see a new
token drops everything kept for the old one. With no token yet (a database no write has touched since
it was created or flushed) nothing is kept.
"""
import threading
import uuid
from collections import OrderedDict

from django.db.models.signals import post_delete, post_save

from rulesapp.models import Document, Example, Game, GlossaryTerm, LibraryVersion, Ruling, Section

LIBRARY_MODELS = (Game, Document, Section, GlossaryTerm, Example, Ruling)
VERSION_ROW = 1


def current():
    """The library's token, or None when no write has set one."""
    return LibraryVersion.objects.filter(pk=VERSION_ROW).values_list("token", flat=True).first()


def bump():
    """Give the library a new token (inside the caller's transaction, if any)."""
    token = uuid.uuid4().hex
    if not LibraryVersion.objects.filter(pk=VERSION_ROW).update(token=token):
        LibraryVersion.objects.update_or_create(pk=VERSION_ROW, defaults={"token": token})


def _library_changed(sender, **kwargs):
    bump()


for _model in LIBRARY_MODELS:
    post_save.connect(_library_changed, sender=_model, dispatch_uid=f"library-version-save-{_model.__name__}")
    post_delete.connect(_library_changed, sender=_model, dispatch_uid=f"library-version-delete-{_model.__name__}")


class Rendered:
    """Values computed from the library, kept for one token, at most `limit` of them (least recently used
    go first). Safe to share between threads: a value computed twice at once is simply computed twice."""

    def __init__(self, limit):
        self.limit = limit
        self._lock = threading.Lock()
        self._token = None
        self._values = OrderedDict()

    def get(self, token, key, compute):
        """The value kept for `key` at `token`, or compute() (kept when `token` is not None)."""
        if token is None:
            return compute()
        with self._lock:
            if token != self._token:
                self._token, self._values = token, OrderedDict()
            if key in self._values:
                self._values.move_to_end(key)
                return self._values[key]
        value = compute()
        with self._lock:
            if token == self._token:
                self._values[key] = value
                while len(self._values) > self.limit:
                    self._values.popitem(last=False)
        return value

    def clear(self):
        with self._lock:
            self._token, self._values = None, OrderedDict()

    def __len__(self):
        return len(self._values)


# Every game's contents and glossary, and the text of the sections read most (the whole of the four
# rulebooks is about 650 sections, a few megabytes of HTML).
rendered = Rendered(limit=1000)
