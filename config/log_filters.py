"""Logging filters for settings.LOGGING."""
import logging

DISALLOWED_HOST_LOGGER = "django.security.DisallowedHost"


class BadHostInOneLine(logging.Filter):
    """A request with a Host header not in ALLOWED_HOSTS (scanners send them all day) is logged as the one line
    that names the host, without the traceback Django attaches: the traceback says nothing more, and hundreds of
    them a day bury the log lines that matter."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name == DISALLOWED_HOST_LOGGER:
            record.exc_info = None
            record.exc_text = None
            record.stack_info = None
        return True
