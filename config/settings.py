"""Settings, read from the environment.

Development defaults work out of the box (SQLite, DEBUG on). Production sets
DJANGO_ENV=production, which turns DEBUG off, requires a real secret key and
allowed hosts, and switches on the HTTPS hardening that `check --deploy` wants.
"""
import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.env import env_bool, env_int, env_list, env_str

BASE_DIR = Path(__file__).resolve().parent.parent
PRODUCTION = env_str("DJANGO_ENV", "development") == "production"

_DEV_SECRET = "dev-only-not-secret-" + "x" * 40
SECRET_KEY = env_str("DJANGO_SECRET_KEY", None if PRODUCTION else _DEV_SECRET)
if PRODUCTION and (SECRET_KEY == _DEV_SECRET or len(SECRET_KEY) < 50):
    raise ImproperlyConfigured("DJANGO_SECRET_KEY must be a random string of 50+ characters in production")

DEBUG = env_bool("DJANGO_DEBUG", not PRODUCTION)
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", [] if PRODUCTION else ["localhost", "127.0.0.1", "[::1]", "testserver"])
if PRODUCTION and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("DJANGO_ALLOWED_HOSTS is required in production")
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "rulesapp",
    "adjudicator.web",
]

MIDDLEWARE = [
    "config.security.ContentSecurityPolicy",  # outermost: every answer gets it, static files and errors too
    "django.middleware.security.SecurityMiddleware",
    "config.middleware.RejectNulBytes",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "config.throttling.ClientAddress",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "config.throttling.PostThrottle",
    "config.middleware.ApiParametersOnce",  # after the throttle (it counts), before a heavy slot is taken
    "config.heavy.HeavyWorkGate",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"), conn_max_age=60
    )
}
if PRODUCTION and DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several gunicorn workers write (throttle counters, shared scenarios): take the write lock at the start
    # of a transaction and wait for it, and let readers go on while one writes (WAL).
    DATABASES["default"]["OPTIONS"] = {"transaction_mode": "IMMEDIATE", "timeout": 20,
                                       "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(env_str("DJANGO_STATIC_ROOT", str(BASE_DIR / "staticfiles")))

# Where the rulebook texts and the Whoosh index live.
RULEBOOK_DIR = BASE_DIR / "fixtures" / "rulebooks"
SCENARIO_DIR = BASE_DIR / "fixtures" / "scenarios"
RULES_INDEX_DIR = Path(env_str("RULES_INDEX_DIR", str(BASE_DIR / "var" / "index")))
# Where an import that replaces a document first writes a copy of it (rulesapp/importer/backup.py).
IMPORT_BACKUP_DIR = Path(env_str("RULES_IMPORT_BACKUP_DIR", str(BASE_DIR / "var" / "import-backups")))


def _user_cache_dir() -> Path:
    """$XDG_CACHE_HOME, else ~/.cache; the checkout's var/ for a user without a home directory."""
    if os.environ.get("XDG_CACHE_HOME"):
        return Path(os.environ["XDG_CACHE_HOME"])
    try:
        return Path.home() / ".cache"
    except RuntimeError:
        return BASE_DIR / "var"


# Every passage vector computed on this machine, by model and text (rulesapp/search/semantic/vectors.py:
# EmbeddingCache, only ever a shortcut). In the user's cache directory, as pip keeps its cache, so every checkout
# and fresh clone on the machine shares it: a fresh clone no longer embeds the four rulebooks again.
def default_embedding_cache_dir() -> Path:
    """Where RULES_EMBEDDING_CACHE_DIR points unless set: the user's cache directory."""
    return _user_cache_dir() / "rules-adjudicator" / "embedding-cache"


RULES_EMBEDDING_CACHE_DIR = Path(env_str("RULES_EMBEDDING_CACHE_DIR", str(default_embedding_cache_dir())))

# Adjudicator limits: safe defaults, each shown in the error when reached.
ADJUDICATOR_LIMITS = {
    "max_document_bytes": env_int("ADJ_MAX_DOCUMENT_BYTES", 200_000, 1),
    "max_entities": env_int("ADJ_MAX_ENTITIES", 500, 1),
    "max_steps": env_int("ADJ_MAX_STEPS", 20_000, 1),
    "max_depth": env_int("ADJ_MAX_DEPTH", 200, 1),
    "max_orders": env_int("ADJ_MAX_ORDERS", 100_000, 1),
    "max_seconds": env_int("ADJ_MAX_SECONDS", 10, 1),
}
# A web request gets at most this many seconds of CPU time to resolve (the CLI gets max_seconds).
ADJUDICATOR_WEB_MAX_SECONDS = env_int("ADJ_WEB_MAX_SECONDS", 4, 1)
GRAPHVIZ_DOT = env_str("GRAPHVIZ_DOT", "dot")
GRAPHVIZ_TIMEOUT_SECONDS = env_int("GRAPHVIZ_TIMEOUT_SECONDS", 10, 1)

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer", "rest_framework.renderers.BrowsableAPIRenderer"],
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "UNAUTHENTICATED_USER": None,
    "URL_FORMAT_OVERRIDE": None,  # `?format=` is ours (diagram svg|dot), not DRF's renderer switch
    "DEFAULT_THROTTLE_RATES": {"validate": env_str("ADJ_VALIDATE_RATE", "120/min")},
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Rules reference and adjudication API",
    "DESCRIPTION": "Search the rulebooks of superhero card games and adjudicate timing situations.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums", "config.openapi.document_server_limits"],
}

# "default" holds per-process memos (glossary terms, resolutions); "throttle" holds the per-client counters,
# in the database so that every worker and every machine counts the same requests.
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "throttle": {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": "throttle_cache",
                 "OPTIONS": {"MAX_ENTRIES": 20_000}},
}

# Who the client is: REMOTE_ADDR, or behind N proxies of ours the Nth address from the right of
# X-Forwarded-For (set it to 1 behind one TLS proxy, or every client shares the proxy's address).
PROXY_COUNT = env_int("DJANGO_PROXY_COUNT", 0)

# Every POST is throttled per client: a view's scope from POST_THROTTLE_SCOPES (by URL name), else "post".
# Rates are N/sec, N/min, N/hour or N/day; a request over its rate gets 429 with Retry-After.
POST_THROTTLE_RATES = {
    "post": env_str("ADJ_POST_RATE", "60/min"),
    "heavy": env_str("ADJ_HEAVY_RATE", "30/min"),
    "editor": env_str("ADJ_VALIDATE_RATE", "120/min"),
}
POST_THROTTLE_SCOPES = {
    "adjudicatorapi:adjudicate": "heavy", "adjudicatorapi:diagram": "heavy", "adjudicatorapi:outline": "heavy",
    "adjudicator:outline": "heavy", "adjudicator:resolve": "heavy",
    "adjudicatorapi:validate": "editor", "adjudicatorapi:validate-build": "editor",
}
# Shared scenarios (permalinks): new ones per client per hour, and the total size of all of them.
# Re-sharing a text already stored is always allowed; nothing stored is ever removed but by staff.
SHARED_SCENARIOS_PER_HOUR = env_int("ADJ_SHARES_PER_HOUR", 30, 1)
SHARED_SCENARIOS_MAX_TOTAL_BYTES = env_int("ADJ_SHARES_MAX_TOTAL_BYTES", 200_000_000, 1)

# Views that can hold a worker for seconds (resolving, exploring, drawing): at most HEAVY_CONCURRENCY of
# them run at once on this machine, so the rest of the workers stay free for pages and searches. A heavy
# HEAVY_QUEUE more wait up to HEAVY_WAIT_SECONDS for a slot; any other gets 429 with Retry-After.
# Inside a slot, with HEAVY_POOL "process", the work itself runs in a job process at nice HEAVY_NICE,
# killed past HEAVY_JOB_SECONDS of wall-clock time (adjudicator/web/jobs.py); "off" runs it in the web worker
# (logged). The engine's own bound counts CPU time (ADJUDICATOR_WEB_MAX_SECONDS), so the wall-clock bound is
# generous: 10 times it, room for a job at nice +10 that gets a tenth of a core beside busy neighbours.
# (The examples library is not here: its scenarios are the project's own fixtures, each quick to resolve.)
HEAVY_VIEWS = {
    "adjudicatorapi:adjudicate", "adjudicatorapi:diagram", "adjudicatorapi:outline", "adjudicator:outline",
    "adjudicator:permalink", "adjudicator:permalink-file", "adjudicator:resolve",
}
HEAVY_POOL = env_str("ADJ_HEAVY_POOL", "process" if PRODUCTION else "off")
if HEAVY_POOL not in ("process", "off"):
    raise ImproperlyConfigured(f"ADJ_HEAVY_POOL is process or off, not {HEAVY_POOL!r}")
HEAVY_NICE = env_int("ADJ_HEAVY_NICE", 10, 0)
HEAVY_JOB_SECONDS = env_int("ADJ_HEAVY_JOB_SECONDS",
                            max(10 * ADJUDICATOR_WEB_MAX_SECONDS, GRAPHVIZ_TIMEOUT_SECONDS + 5), 1)
HEAVY_CONCURRENCY = env_int("ADJ_HEAVY_CONCURRENCY", max(1, (os.cpu_count() or 1) // 2), 1)
HEAVY_QUEUE = env_int("ADJ_HEAVY_QUEUE", 4 * HEAVY_CONCURRENCY, 0)
HEAVY_WAIT_SECONDS = env_int("ADJ_HEAVY_WAIT_SECONDS", 5, 0)
HEAVY_SLOTS_DIR = Path(env_str("ADJ_HEAVY_SLOTS_DIR", str(BASE_DIR / "var" / "heavy-slots")))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"bad_host_in_one_line": {"()": "config.log_filters.BadHostInOneLine"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["bad_host_in_one_line"]}},
    "root": {"handlers": ["console"], "level": env_str("DJANGO_LOG_LEVEL", "WARNING")},
}

HSTS_PRELOAD_MIN_SECONDS = 31_536_000

if PRODUCTION:
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # a load balancer polls it over plain HTTP
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    # HSTS makes browsers refuse plain HTTP to the domain for max-age seconds, and cannot be taken back before
    # then: off unless the operator turns it on (once HTTPS is known to stay), never preloaded unless asked.
    SECURE_HSTS_SECONDS = env_int("DJANGO_HSTS_SECONDS", 0)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", False)
    SECURE_HSTS_PRELOAD = env_bool("DJANGO_HSTS_PRELOAD", False)
    if SECURE_HSTS_PRELOAD and (SECURE_HSTS_SECONDS < HSTS_PRELOAD_MIN_SECONDS or not SECURE_HSTS_INCLUDE_SUBDOMAINS):
        raise ImproperlyConfigured(
            f"DJANGO_HSTS_PRELOAD needs DJANGO_HSTS_SECONDS of at least {HSTS_PRELOAD_MIN_SECONDS} (a year) and "
            f"DJANGO_HSTS_INCLUDE_SUBDOMAINS=1: the browsers' preload list takes no site with less"
        )
    if not SECURE_HSTS_SECONDS:
        SILENCED_SYSTEM_CHECKS = ["security.W004"]  # HSTS off is the default on purpose (README, Deploying)
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SECURE_REFERRER_POLICY = "same-origin"
    X_FRAME_OPTIONS = "DENY"
    STORAGES = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
