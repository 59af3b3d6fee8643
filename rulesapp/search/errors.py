"""Errors the search package raises; their messages are written to be shown to the user as they are."""


class SearchQueryError(ValueError):
    """The query, game or limit given to search() cannot be searched (empty, too long, unknown game...)."""


class IndexUnavailable(RuntimeError):
    """No search index has been built (or the pointer names a directory that is gone)."""

    def __init__(self, message: str | None = None):
        super().__init__(
            message or "The search index has not been built yet. Run `python manage.py rebuild_index`."
        )
