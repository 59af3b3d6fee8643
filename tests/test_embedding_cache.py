"""The embedding cache a test run uses (tests/embedding_cache.py): the one the user named, else the checkout's own,
seeded once from the machine's; the user's own cache is read, never written."""
import os
from pathlib import Path

from scripts import serving
from tests import embedding_cache
from tests.embedding_cache import VARIABLE, cache_dir_for_run


def _machine_cache(tmp_path: Path) -> Path:
    users = tmp_path / "home" / ".cache" / "rules-adjudicator" / "embedding-cache"
    users.mkdir(parents=True)
    (users / "53aa51172d142c89.npz").write_bytes(b"the user's vectors")
    (users / "53aa51172d142c89.lock").write_bytes(b"")
    return users


def test_a_run_the_user_named_no_cache_for_uses_the_checkouts_own_seeded_from_the_machines(tmp_path):
    users = _machine_cache(tmp_path)
    before = {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in users.iterdir()}
    directory = cache_dir_for_run({}, tmp_path / "checkout", users)
    assert directory == tmp_path / "checkout" / "var" / "test-embedding-cache"
    assert sorted(path.name for path in directory.iterdir()) == ["53aa51172d142c89.npz"]
    assert (directory / "53aa51172d142c89.npz").read_bytes() == b"the user's vectors"
    assert {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in users.iterdir()} == before


def test_the_checkouts_cache_is_seeded_once_then_kept(tmp_path):
    """What a run added (the vectors of text the machine's cache lacks) outlives the run and is not replaced."""
    users = _machine_cache(tmp_path)
    directory = cache_dir_for_run({}, tmp_path / "checkout", users)
    (directory / "53aa51172d142c89.npz").write_bytes(b"the user's vectors and this checkout's")
    assert cache_dir_for_run({}, tmp_path / "checkout", users) == directory
    assert (directory / "53aa51172d142c89.npz").read_bytes() == b"the user's vectors and this checkout's"


def test_a_machine_without_a_cache_starts_the_checkouts_empty(tmp_path):
    directory = cache_dir_for_run({}, tmp_path / "checkout", tmp_path / "no-such-cache")
    assert directory.is_dir() and list(directory.iterdir()) == []


def test_a_cache_the_user_named_is_used_as_it_is(tmp_path):
    users = _machine_cache(tmp_path)
    named = tmp_path / "named"
    assert cache_dir_for_run({VARIABLE: str(named)}, tmp_path / "checkout", users) == named
    assert not named.exists() and not (tmp_path / "checkout").exists()


def test_this_run_and_every_process_it_starts_use_the_runs_cache(settings):
    """Set in the environment by tests/conftest.py before any worker starts: the workers, the commands the tests
    run and the sites they serve (scripts/serving.py) all read and fill the same one."""
    directory = os.environ[VARIABLE]
    assert Path(settings.RULES_EMBEDDING_CACHE_DIR) == Path(directory) == embedding_cache.this_run
    assert Path(directory) != embedding_cache.users_default_cache_dir() or embedding_cache.named_by_user
    assert serving.site_env(Path("/nowhere"), 8000)[VARIABLE] == directory
