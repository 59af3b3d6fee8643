"""Rebuilding: a new index is built beside the old one and swapped in atomically; failures change nothing."""
import io
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from django.core.management import call_command

from rulesapp import search as rules_search
from rulesapp.models import Section
from rulesapp.search import storage
from rulesapp.search.build import _document, write_index
from tests.rulesapp.search.conftest import UCA, add_section

ROOT = Path(__file__).resolve().parents[3]


def build_dirs(root: Path) -> list[str]:
    return [entry.name for entry in root.iterdir() if entry.name.startswith(storage.BUILD_PREFIX)]


def test_without_an_index_search_says_how_to_build_one(small_library, index_dir):
    with pytest.raises(rules_search.IndexUnavailable, match="manage.py rebuild_index"):
        rules_search.search("maneuver")
    assert not index_dir.exists()  # searching never builds or writes anything


@pytest.mark.parametrize("pointer", ["", "../../etc", "v-1-abc\n", "v-00000000000000000001-0123456789ab"])
def test_a_bad_or_dangling_pointer_means_no_index(small_library, index_dir, pointer):
    index_dir.mkdir(parents=True)
    (index_dir / storage.POINTER_NAME).write_text(pointer)
    with pytest.raises(rules_search.IndexUnavailable):
        rules_search.search("maneuver")


def test_an_open_searcher_notices_the_swap(small_library, built_index, index_dir):
    before = rules_search.search("maneuver", game=UCA)
    assert before.results[0].anchor == "maneuver"
    assert rules_search.search("hyperjump").results == []
    first_version = storage.read_pointer(index_dir)

    add_section(small_library["uca"], "hyperjump", "Hyperjump", 50, "Exert three Speed to hyperjump to any block.")
    rules_search.rebuild_index()

    assert storage.read_pointer(index_dir) != first_version
    after = rules_search.search("hyperjump")  # same thread, same cached searcher until it checks CURRENT
    assert [hit.anchor for hit in after.results] == ["hyperjump"]
    assert rules_search.search("maneuver", game=UCA).results[0].anchor == "maneuver"


def test_a_deleted_section_disappears_after_a_rebuild(small_library, built_index):
    assert rules_search.search("golden rule").results[0].anchor == "the-golden-rule"
    Section.objects.filter(anchor="the-golden-rule").delete()
    rules_search.rebuild_index()
    assert "the-golden-rule" not in [hit.anchor for hit in rules_search.search("golden rule").results]


def failing_documents():
    yield _document(kind="section", game=UCA, anchor="zyzzyva", url="/zyzzyva/", title="Zyzzyva", path="", body="x")
    raise RuntimeError("database went away mid-build")


def test_a_failed_build_leaves_the_old_index_in_place(small_library, built_index, index_dir):
    version = storage.read_pointer(index_dir)
    expected = [hit.anchor for hit in rules_search.search("damage", game=UCA).results]

    with pytest.raises(RuntimeError, match="mid-build"):
        write_index(index_dir, failing_documents())

    assert storage.read_pointer(index_dir) == version
    assert build_dirs(index_dir) == []
    assert [hit.anchor for hit in rules_search.search("damage", game=UCA).results] == expected
    assert rules_search.search("zyzzyva").results == []


KILLED_BUILDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from rulesapp.search.build import _document, write_index

    def slow_documents():
        for number in range(10_000):
            yield _document(kind="section", game="union-city-alliance", anchor=f"s{number}", url="/",
                            title=f"Section {number}", path="", body="words " * 50)
            if number == 5:
                print("writing", flush=True)
            time.sleep(0.01)

    write_index(Path(sys.argv[1]), slow_documents())
""")


def test_a_build_killed_midway_is_never_served_and_is_cleaned_up(small_library, built_index, index_dir):
    version = storage.read_pointer(index_dir)
    builder = subprocess.Popen([sys.executable, "-c", KILLED_BUILDER, str(index_dir)], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
    try:
        assert builder.stdout.readline().strip() == "writing"
        assert build_dirs(index_dir), "the builder should be writing into a .build- directory"
        os.kill(builder.pid, signal.SIGKILL)
    finally:
        builder.wait(timeout=30)
        builder.stdout.close()

    assert storage.read_pointer(index_dir) == version
    assert rules_search.search("maneuver", game=UCA).results[0].anchor == "maneuver"
    rules_search.rebuild_index()
    assert build_dirs(index_dir) == []


def test_searches_keep_answering_during_rebuilds(small_library, built_index):
    stop = threading.Event()
    failures, answered = [], []

    def keep_searching():
        try:
            while not stop.is_set():
                response = rules_search.search("can I move diagonally", game=UCA)
                answered.append(response.results[0].anchor)
        except Exception as error:  # any exception at all is the failure being tested for
            failures.append(repr(error))
        finally:
            storage.close_thread_searchers()

    searchers = [threading.Thread(target=keep_searching) for _ in range(2)]
    for thread in searchers:
        thread.start()
    try:
        for _ in range(4):
            rules_search.rebuild_index()
            time.sleep(0.05)
    finally:
        stop.set()
        for thread in searchers:
            thread.join(timeout=30)
    assert failures == []
    assert answered and set(answered) == {"maneuver"}


def test_old_versions_are_removed_keeping_one_in_reserve(small_library, built_index, index_dir):
    for _ in range(3):
        rules_search.rebuild_index()
    versions = storage.version_dirs(index_dir)
    assert len(versions) == 1 + storage.PREVIOUS_VERSIONS_KEPT
    assert storage.read_pointer(index_dir) == versions[-1]


def test_rebuild_index_command_reports_counts(small_library, index_dir):
    out = io.StringIO()
    call_command("rebuild_index", stdout=out)
    assert "Indexed 15 sections, 6 glossary terms, 1 examples and 0 rulings" in out.getvalue()
    assert rules_search.search("maneuver").results


def test_rebuild_index_command_warns_when_nothing_is_imported(db, index_dir):
    out, err = io.StringIO(), io.StringIO()
    call_command("rebuild_index", stdout=out, stderr=err)
    assert "import the rulebooks first" in err.getvalue()
    assert rules_search.search("maneuver").results == []


class _FlushRecorder(io.StringIO):
    """Output that remembers what had been written each time it was flushed (what a log would show)."""

    def __init__(self):
        super().__init__()
        self.flushed: list[str] = []

    def flush(self):
        self.flushed.append(self.getvalue())
        super().flush()


def test_rebuild_index_command_says_how_many_passages_it_embeds_before_embedding(small_library, index_dir,
                                                                                 settings, tmp_path):
    """A first build embeds every passage, which on a fresh machine is a quiet minute or two: the
    operator is told how many first, and the line is flushed at once, not held until the end."""
    import re

    settings.RULES_EMBEDDING_CACHE_DIR = tmp_path / "empty-cache"
    out = _FlushRecorder()
    call_command("rebuild_index", stdout=out)
    text = out.getvalue()
    announced = re.search(r"Embedding (\d+) new passages with the sentence model: a first run takes a minute or two",
                          text)
    embedded = re.search(r"\d+ passages \((\d+) embedded, the rest unchanged\); built in", text)
    assert announced and embedded and int(announced.group(1)) == int(embedded.group(1)) > 0
    assert text.index("Embedding") < text.index("Indexed 15 sections")
    assert any("Embedding" in written and "Indexed" not in written for written in out.flushed)


def test_rebuild_index_command_is_quiet_about_embedding_when_nothing_is_new(small_library, built_index, index_dir):
    out = io.StringIO()
    call_command("rebuild_index", stdout=out)
    assert "Embedding" not in out.getvalue()
    assert "(0 embedded, the rest unchanged)" in out.getvalue()
