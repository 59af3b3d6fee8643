"""The one error the diagram package raises, so callers catch a single type."""


class DiagramError(Exception):
    """A diagram could not be built or rendered; the message says why."""
