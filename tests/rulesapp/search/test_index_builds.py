"""The shared builds behind `built_index` (index_builds.py): a copy only for the very same library and build
code, and a copy that is the build's own files."""
from rulesapp import search as rules_search
from rulesapp.models import Section
from rulesapp.search import build, storage

from tests.rulesapp.search.index_builds import IndexBuilds, library_key


def files(root):
    return {path.relative_to(root): path.read_bytes() for path in sorted(root.rglob("*")) if path.is_file()}


def test_the_same_library_is_copied_byte_for_byte_and_searched(small_library, settings, tmp_path):
    builds, real_builds = IndexBuilds(tmp_path / "store"), []

    def rebuild():
        real_builds.append(settings.RULES_INDEX_DIR)
        return rules_search.rebuild_index()

    settings.RULES_INDEX_DIR = first = tmp_path / "first"
    counts = builds.build_or_copy(first, rebuild)
    storage.close_thread_searchers()
    settings.RULES_INDEX_DIR = second = tmp_path / "second"
    assert builds.build_or_copy(second, rebuild) == counts and real_builds == [first]
    assert files(second) == files(first)
    assert rules_search.search("maneuver").results[0].anchor == "maneuver"
    storage.close_thread_searchers()


def test_another_text_or_patched_build_code_is_built_for_real(small_library, settings, tmp_path, monkeypatch):
    builds, real_builds = IndexBuilds(tmp_path / "store"), []

    def rebuild():
        real_builds.append(settings.RULES_INDEX_DIR)
        return rules_search.rebuild_index()

    settings.RULES_INDEX_DIR = tmp_path / "first"
    builds.build_or_copy(settings.RULES_INDEX_DIR, rebuild)
    before = library_key()
    Section.objects.filter(anchor="maneuver").update(text="Exert one Speed to move to an adjacent block.")
    changed = library_key()
    monkeypatch.setattr(build, "game_titles", lambda: {})
    patched = library_key()
    assert len({before, changed, patched}) == 3
    settings.RULES_INDEX_DIR = tmp_path / "second"
    builds.build_or_copy(settings.RULES_INDEX_DIR, rebuild)
    assert real_builds == [tmp_path / "first", tmp_path / "second"]
    storage.close_thread_searchers()


def test_an_index_directory_a_test_already_filled_is_built_into(small_library, settings, tmp_path):
    builds, real_builds = IndexBuilds(tmp_path / "store"), []
    settings.RULES_INDEX_DIR = tmp_path / "index"
    (tmp_path / "index").mkdir()
    builds.build_or_copy(settings.RULES_INDEX_DIR, lambda: real_builds.append(1) or rules_search.rebuild_index())
    assert real_builds == [1] and builds.built == {}
    storage.close_thread_searchers()
