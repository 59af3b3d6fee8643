"""GET /healthz: can this app server answer? The database, the search index and Graphviz's dot.

200 when all three work, 503 naming each that failed and why. Cheap enough to poll every few
seconds: one small query, the thread's already open searcher (reopened only when the index was
replaced), and `dot -V` run at most once a minute per process (its answer remembered meanwhile).
"""
import subprocess
import logging
import threading
import time

from django.conf import settings
from django.db import DatabaseError
from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

DOT_RECHECK_SECONDS = 60
_dot_memo = {}  # dot command -> (when checked, (ok, detail))
_dot_lock = threading.Lock()


def check_database():
    from rulesapp.models import Game

    try:
        games = Game.objects.count()
    except DatabaseError as error:
        return False, f"cannot query the database: {error}".strip()
    if not games:
        return False, "no rulebooks imported (run manage.py import_rulebooks)"
    return True, f"{games} games"


def check_index():
    from rulesapp import search as rules_search
    from rulesapp.search import storage

    try:
        opened = storage.open_current()
        documents = opened.searcher.doc_count()
    except rules_search.IndexUnavailable as error:
        return False, str(error)
    except Exception as error:  # noqa: BLE001 - a damaged index on disk (any of Whoosh's errors): logged and said
        logger.exception("health check: cannot open the search index")
        return False, f"cannot open the search index: {type(error).__name__}: {error}"
    if not documents:
        return False, "the search index is empty (run manage.py rebuild_index after importing)"
    return True, f"{documents} documents in {opened.version}"


def _run_dot():
    try:
        done = subprocess.run([settings.GRAPHVIZ_DOT, "-V"], capture_output=True, text=True, timeout=5)
    except FileNotFoundError:
        return False, f"{settings.GRAPHVIZ_DOT!r} is not installed (Debian: apt-get install graphviz)"
    except (OSError, subprocess.TimeoutExpired) as error:
        return False, f"{settings.GRAPHVIZ_DOT!r} did not run: {error}"
    version = (done.stderr or done.stdout).strip()
    if done.returncode != 0:
        return False, f"{settings.GRAPHVIZ_DOT!r} -V exited {done.returncode}: {version[:200]}"
    return True, version


def check_dot():
    with _dot_lock:
        now = time.monotonic()
        checked, result = _dot_memo.get(settings.GRAPHVIZ_DOT, (None, None))
        if checked is None or now - checked >= DOT_RECHECK_SECONDS:
            result = _run_dot()
            _dot_memo[settings.GRAPHVIZ_DOT] = (now, result)
        return result


CHECKS = {"database": check_database, "search index": check_index, "dot": check_dot}


@never_cache
@require_GET
def healthz(request):
    checks = {}
    for name, check in CHECKS.items():
        ok, detail = check()
        checks[name] = {"ok": ok, "detail": detail}
    failed = [name for name, result in checks.items() if not result["ok"]]
    body = {"status": "unavailable" if failed else "ok", "failed": failed, "checks": checks}
    return JsonResponse(body, status=503 if failed else 200)
