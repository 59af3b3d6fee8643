"""The installable app: its manifest, its service worker, the client indexes and the offline pages.

The service worker is served from `/sw.js` (a worker controls only the paths under its own URL, and the rules
pages are at the root), from static/js/service-worker.js with the list of the app shell's files put in front,
under their served names (hashed in production, so the list changes with any of them and the browser installs
the new worker). The client indexes are the files `rebuild_index` wrote (rulesapp.offline.index); each is
sent with its version as ETag, so a device that holds it gets a 304.
"""
import hashlib
import json
from functools import lru_cache

from django.contrib.staticfiles import finders
from django.http import FileResponse, HttpResponse, HttpResponseNotModified, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.views.decorators.http import require_GET

from rulesapp.offline import index as offline_index

# The static files every offline page needs: the stylesheet, the scripts of the rules pages and of the offline
# pages, the search library, the icons.
SHELL_STATIC = (
    "css/site.css", "favicon.svg", "js/glossary-popover.js", "js/home-game-select.js", "js/search-filter.js",
    "js/offline.js", "js/offline-search.js", "vendor/minisearch-7.2.0/index.js",
    "icons/icon.svg", "icons/icon-192.png", "icons/icon-512.png",
)
SHELL_PAGES = ("/", "/offline/", "/offline/search/")  # the home page: the installed app's start page
WORKER_SOURCE = "js/service-worker.js"
MINISEARCH = "vendor/minisearch-7.2.0/index.js"


def _read_static(path: str) -> bytes:
    found = finders.find(path)
    if not found:
        raise FileNotFoundError(f"static file {path} is missing")
    with open(found, "rb") as handle:
        return handle.read()


@lru_cache(maxsize=1)
def _worker_script() -> bytes:
    """The worker's source with the shell list and a version that changes with any shell file's bytes."""
    digest = hashlib.sha256()
    for path in (WORKER_SOURCE, *SHELL_STATIC):
        digest.update(path.encode() + b"\0" + _read_static(path))
    shell = [static(path) for path in SHELL_STATIC] + list(SHELL_PAGES)
    head = (f"const OFFLINE_SHELL = {json.dumps(shell)};\n"
            f"const OFFLINE_SHELL_VERSION = {json.dumps(digest.hexdigest()[:16])};\n")
    return head.encode() + _read_static(WORKER_SOURCE)


@require_GET
def service_worker(request):
    response = HttpResponse(_worker_script(), content_type="text/javascript; charset=utf-8")
    response["Cache-Control"] = "no-cache"  # the browser checks for a new worker on every visit
    return response


@require_GET
def manifest(request):
    """The web app manifest: what makes the site installable (name, start page, icons)."""
    body = {
        "name": "Rules reference",
        "short_name": "Rules",
        "description": "Superhero card games' rules, glossaries and worked examples; readable offline once saved.",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#14213d",
        "icons": [
            {"src": static("icons/icon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
            {"src": static("icons/icon-192.png"), "sizes": "192x192", "type": "image/png", "purpose": "any maskable"},
            {"src": static("icons/icon-512.png"), "sizes": "512x512", "type": "image/png", "purpose": "any maskable"},
        ],
    }
    response = JsonResponse(body, content_type="application/manifest+json")
    response["Cache-Control"] = "no-cache"
    return response


def _not_built() -> JsonResponse:
    return JsonResponse({"error": "No offline copy has been built on this server: run `manage.py rebuild_index`."},
                        status=404)


@require_GET
def catalogue(request):
    """Every game's offline version and import date, as the last rebuild_index wrote them: a device compares
    them with what it holds to refresh its copies."""
    found = offline_index.read_catalogue()
    if found is None:
        return _not_built()
    response = JsonResponse(found)
    response["Cache-Control"] = "no-store"
    return response


@require_GET
def game_index(request, slug):
    """One game's client index (pages to keep, searchable text), its version as ETag."""
    found = offline_index.read_catalogue()
    entry = next((game for game in (found or {}).get("games", []) if game["slug"] == slug), None)
    if found is None:
        return _not_built()
    if entry is None:
        return JsonResponse({"error": f"No offline copy of a game “{slug}” on this server."}, status=404)
    etag = f'"{entry["version"]}"'
    if request.headers.get("If-None-Match") == etag:
        return HttpResponseNotModified(headers={"ETag": etag})
    try:
        handle = open(offline_index.game_file(slug), "rb")
    except FileNotFoundError:
        return _not_built()
    response = FileResponse(handle, content_type="application/json")
    response["ETag"] = etag
    response["Cache-Control"] = "no-cache"
    return response


@require_GET
def offline_page(request):
    """What this device keeps offline, per game; also the page the worker shows for a page not kept."""
    return render(request, "rulesapp/offline.html", {"catalogue": offline_index.read_catalogue()})


@require_GET
def offline_search(request):
    """The search page used without network: the worker serves it for /search/ when the server is out of reach."""
    return render(request, "rulesapp/offline_search.html", {"minisearch": MINISEARCH})
