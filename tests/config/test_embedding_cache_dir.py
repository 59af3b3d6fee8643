"""The embedding cache lives in the user's cache directory, shared by every checkout and clone on the machine
(a fresh clone found none in its own var/ and embedded the four rulebooks again: minutes of CPU)."""
from pathlib import Path

from config.settings import BASE_DIR, _user_cache_dir, default_embedding_cache_dir


def test_the_default_is_the_users_cache_directory_outside_the_checkout():
    """Checked on the default itself: a test run always sets RULES_EMBEDDING_CACHE_DIR (tests/embedding_cache.py)."""
    assert default_embedding_cache_dir() == _user_cache_dir() / "rules-adjudicator" / "embedding-cache"
    assert BASE_DIR not in default_embedding_cache_dir().parents


def test_xdg_cache_home_says_where_the_users_cache_is(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert _user_cache_dir() == tmp_path
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert _user_cache_dir() == tmp_path / "home" / ".cache"


def test_a_user_without_a_home_directory_keeps_it_in_the_checkout(monkeypatch):
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)

    def no_home():
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    assert _user_cache_dir() == BASE_DIR / "var"


def test_the_cache_is_the_settings(settings, tmp_path):
    from rulesapp.search.semantic.vectors import EmbeddingCache

    settings.RULES_EMBEDDING_CACHE_DIR = tmp_path / "shared"
    assert EmbeddingCache("ab" * 32).path == tmp_path / "shared" / f"{'ab' * 8}.npz"
