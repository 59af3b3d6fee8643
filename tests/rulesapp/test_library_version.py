"""The library version: every write to the rules gives a new one, in the writer's transaction; and what
pages keep per version is kept only while the version holds."""
from dataclasses import replace

import pytest
from django.db import transaction

from rulesapp import library_version
from rulesapp.importer import load
from rulesapp.models import Example, GlossaryTerm, Ruling, Section
from tests.rulesapp.importer.conftest import parsed_rulebook, spec_of
from tests.rulesapp.pages.sample_library import build_library

pytestmark = pytest.mark.django_db


def edit_section(library):
    section = library["sections"]["heroes"]
    section.title = "Setting up the heroes"
    section.save()


def add_ruling(library):
    Ruling.objects.create(game=library["uca"], section=library["sections"]["heroes"], anchor="ruling-x",
                          question="Can I?", answer="Yes.", source="A letter")


def retitle_document(library):
    document = library["uca"].documents.get()
    document.title = "Rules"
    document.save()


WRITES = {
    "a section edited": edit_section,
    "a glossary term deleted": lambda library: library["terms"]["hero"].delete(),
    "an example edited": lambda library: Example.objects.first().save(),
    "a ruling added": add_ruling,
    "a document retitled": retitle_document,
    "a game deleted with everything in it": lambda library: library["skirmish"].delete(),
}


@pytest.mark.parametrize("write", WRITES.values(), ids=WRITES.keys())
def test_every_write_to_the_library_gives_it_a_new_version(write):
    library = build_library()
    before = library_version.current()
    assert before is not None
    write(library)
    assert library_version.current() not in (None, before)


def test_a_rolled_back_write_leaves_the_version_of_the_rows_that_stay():
    library = build_library()
    before = library_version.current()
    with pytest.raises(RuntimeError), transaction.atomic():
        edit_section(library)
        assert library_version.current() != before
        raise RuntimeError("the edit is abandoned")
    assert library_version.current() == before
    assert Section.objects.get(anchor="setting-up-heroes").title == "Setting up Heroes"


def test_an_unchanged_reimport_keeps_the_version_and_a_changed_one_gives_a_new_one():
    parsed = parsed_rulebook("union-city-alliance")
    spec = spec_of("union-city-alliance")[1]
    load(parsed, spec, "a" * 64)
    first = library_version.current()
    load(parsed, spec, "a" * 64)
    assert library_version.current() == first  # nothing written, the pages kept stay right
    term = parsed.terms[0]
    changed = replace(parsed, terms=[replace(term, definition=term.definition + " Changed."), *parsed.terms[1:]])
    load(changed, spec, "a" * 64)
    assert library_version.current() != first
    assert GlossaryTerm.objects.get(anchor=term.anchor).definition.endswith(" Changed.")


def test_kept_values_are_reused_for_their_version_and_forgotten_when_it_changes():
    kept = library_version.Rendered(limit=10)
    computed = []

    def compute(value):
        computed.append(value)
        return value

    assert kept.get("v1", "game", lambda: compute("contents 1")) == "contents 1"
    assert kept.get("v1", "game", lambda: compute("recomputed")) == "contents 1"
    assert kept.get("v2", "game", lambda: compute("contents 2")) == "contents 2"
    assert kept.get("v2", "game", lambda: compute("recomputed")) == "contents 2"
    assert kept.get(None, "game", lambda: compute("unversioned")) == "unversioned"
    assert kept.get(None, "game", lambda: compute("unversioned again")) == "unversioned again"
    assert computed == ["contents 1", "contents 2", "unversioned", "unversioned again"]


def test_kept_values_are_limited_and_the_least_recently_used_goes_first():
    kept = library_version.Rendered(limit=2)
    kept.get("v", "a", lambda: 1)
    kept.get("v", "b", lambda: 2)
    kept.get("v", "a", lambda: "recomputed")  # "a" used again: "b" is now the oldest
    kept.get("v", "c", lambda: 3)
    assert len(kept) == 2
    assert kept.get("v", "a", lambda: "recomputed") == 1
    assert kept.get("v", "b", lambda: "recomputed") == "recomputed"
