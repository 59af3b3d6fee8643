"""A throwaway copy of the site for the screenshot scripts: its own SQLite database and index.

The pictures then never depend on (or touch) db.sqlite3 or var/index.
"""
import os
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def prepare_site(workdir, *commands):
    """Point the settings at `workdir`, set Django up, migrate, then run each management command."""
    os.environ["DATABASE_URL"] = f"sqlite:///{workdir / 'db.sqlite3'}"
    os.environ["RULES_INDEX_DIR"] = str(workdir / "index")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    for command in ("migrate", "createcachetable") + commands:
        call_command(command, verbosity=0)


def serve():
    """The site (static files included) on 127.0.0.1 and a free port, in a daemon thread; returns its URL."""
    from django.contrib.staticfiles.handlers import StaticFilesHandler
    from django.core.servers.basehttp import ThreadedWSGIServer, WSGIRequestHandler
    from django.core.wsgi import get_wsgi_application

    class QuietHandler(WSGIRequestHandler):
        def log_message(self, *args):
            pass

    server = ThreadedWSGIServer(("127.0.0.1", 0), QuietHandler)
    server.set_app(StaticFilesHandler(get_wsgi_application()))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}"
