"""The embedding cache a test run uses, set before any test or worker starts (tests/conftest.py: pytest_configure).

Every index build passes its passage vectors through RULES_EMBEDDING_CACHE_DIR (rulesapp/search/semantic/vectors.py),
and the tests build the four rulebooks' index in several processes (the built site, scripts/run.sh's and serve.sh's
set-up): with one cache for all of them, text is embedded once per run at most (about 140 s of CPU for the four
rulebooks), and the processes find the vectors the first one computed.

- RULES_EMBEDDING_CACHE_DIR set: the user named it, and the run uses it as it is (CI with an empty one measures
  a new machine).
- Unset: the checkout's own var/test-embedding-cache, seeded once from the machine's cache (the default,
  ~/.cache/rules-adjudicator/embedding-cache), which is only read: a test run never writes the user's cache
  without being told to. What the run adds stays in the checkout for its next run.
"""
import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path

VARIABLE = "RULES_EMBEDDING_CACHE_DIR"
SET_BY_TESTS = "RULES_EMBEDDING_CACHE_DIR_SET_BY_TESTS"
CHECKOUT = Path(__file__).resolve().parents[1]

this_run: Path | None = None  # set by use_for_this_run
named_by_user = False


def users_default_cache_dir() -> Path:
    from config.settings import default_embedding_cache_dir

    return default_embedding_cache_dir()


def cache_dir_for_run(environ: Mapping[str, str], checkout: Path, machine_cache: Path) -> Path:
    """The named cache, else `checkout`'s own, seeded from `machine_cache` (only read) with what it lacks."""
    if environ.get(VARIABLE):
        return Path(environ[VARIABLE])
    directory = checkout / "var" / "test-embedding-cache"
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:  # a read-only checkout: the run's own temporary directory
        directory = Path(tempfile.mkdtemp(prefix="test-embedding-cache-"))
    _seed(directory, machine_cache)
    return directory


def _seed(directory: Path, machine_cache: Path) -> None:
    """Copy each of the machine's cache files that `directory` lacks (written whole, then renamed: a second run
    starting at the same time never reads half a file)."""
    sources = sorted(machine_cache.glob("*.npz")) if machine_cache.is_dir() else []
    for source in sources:
        target = directory / source.name
        if target.exists():
            continue
        temporary = directory / f".{source.name}.{os.getpid()}.seed"
        try:
            shutil.copyfile(source, temporary)
            os.replace(temporary, target)
        except OSError:  # only a shortcut: the run embeds what it cannot copy
            temporary.unlink(missing_ok=True)


def use_for_this_run() -> Path:
    """Put this run's cache in the environment (inherited by the xdist workers, started after this, and by every
    process a test starts) and in Django's settings (already read from the environment in this process)."""
    global this_run, named_by_user
    from django.conf import settings

    named_by_user = bool(os.environ.get(VARIABLE)) and SET_BY_TESTS not in os.environ
    this_run = cache_dir_for_run(os.environ, CHECKOUT, users_default_cache_dir())
    os.environ[VARIABLE] = str(this_run)
    if not named_by_user:
        os.environ[SET_BY_TESTS] = "1"  # for the workers: the directory is the run's choice, not the user's
    settings.RULES_EMBEDDING_CACHE_DIR = this_run
    return this_run
