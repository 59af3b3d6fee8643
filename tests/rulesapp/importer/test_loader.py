"""Loading into the real database: rows match the parse, and a changed source updates in place."""
from io import StringIO

import pytest
from django.core.management import call_command

from rulesapp.importer import load
from rulesapp.models import Document, Example, Game, GlossaryTerm, Ruling, Section
from tests.rulesapp.importer.conftest import DOCUMENTS, parsed_rulebook, rulebook_text, spec_of

pytestmark = pytest.mark.django_db


def import_file(path, slug, **options):
    out = StringIO()
    call_command("import_rulebook", str(path), game=slug, stdout=out, **options)
    return out.getvalue()


def pks(model, game):
    return dict(model.objects.filter(game=game).values_list("anchor", "pk"))


@pytest.mark.parametrize("key", DOCUMENTS)
def test_database_rows_are_the_parse(key):
    """Every section, term, example and ruling of a document's parse is a row, field for field."""
    parsed = parsed_rulebook(key)
    load(parsed, spec_of(key)[1], "0" * 64)
    document = Document.objects.get(game__slug=parsed.slug, slug=spec_of(key)[1].slug)
    sections = Section.objects.filter(document=document).select_related("parent").order_by("order")
    assert [(s.anchor, s.title, s.number, s.depth, s.parent.anchor if s.parent else None, s.text, s.overview)
            for s in sections] == [
        (s.anchor, s.title, s.number, s.depth, s.parent, s.text, s.overview) for s in parsed.sections
    ]
    terms = GlossaryTerm.objects.filter(document=document).select_related("section").order_by("order")
    assert [(t.anchor, t.term, t.definition, t.section.anchor, t.card) for t in terms] == [
        (t.anchor, t.term, t.definition, t.section, t.card) for t in parsed.terms
    ]
    examples = Example.objects.filter(section__document=document).select_related("section").order_by("order")
    assert [(e.anchor, e.title, e.text, e.section.anchor) for e in examples] == [
        (e.anchor, e.title, e.text, e.section) for e in parsed.examples
    ]
    rulings = Ruling.objects.filter(document=document).select_related("section").order_by("order")
    assert [(r.anchor, r.question, r.answer, r.section.anchor) for r in rulings] == [
        (r.anchor, r.question, r.answer, r.section) for r in parsed.rulings
    ]


def test_rows_mirror_the_parse():
    parsed = parsed_rulebook("union-city-alliance")
    load(parsed, spec_of("union-city-alliance")[1], "a" * 64)
    game = Game.objects.get(slug="union-city-alliance")
    document = game.documents.get()
    assert game.title == "Union City Alliance"
    assert (document.slug, document.title, document.source_file, document.source_sha256) == (
        "rulebook", "Rulebook", "union-city-alliance.txt", "a" * 64)
    rows = list(Section.objects.filter(game=game).select_related("parent").order_by("order"))
    assert [(r.anchor, r.title, r.depth, r.parent.anchor if r.parent else None, r.text) for r in rows] == [
        (s.anchor, s.title, s.depth, s.parent, s.text) for s in parsed.sections
    ]
    alert = GlossaryTerm.objects.get(game=game, anchor="alert")
    assert alert.section.anchor == "glossary-section" and alert.definition == next(t.definition for t in parsed.terms if t.term == "Alert")
    black_flag = Example.objects.get(game=game, anchor="example-black-flag")
    assert black_flag.section.anchor == "resolving-chains"


# (old, new, how many times the source has `old`): an edited UCA rulebook.
EDITS = [
    ("then the heroes choose how to break the tie.", "then the heroes roll a die to break the tie.", 1),
    ("Heroics\n", "Heroic Deeds\n", 2),  # TOC entry and heading of a leaf section
    ("Taken Down Heroes\n", "Taken Out Heroes\n", 2),  # ... of a section with children
    ("  • Game Setup\n", "  • House Rules\n  • Game Setup\n", 1),  # a new first chapter: TOC entry
    ("\nGame Setup\n\nSetting", "\nHouse Rules\n\nAgree on them first.\n\nGame Setup\n\nSetting", 1),  # ... and body
    ("  • Reveal: To look at a face down card one time.\n", "", 1),  # a glossary entry dropped
]


def changed_rulebook():
    text = rulebook_text("union-city-alliance")
    for old, new, count in EDITS:
        assert text.count(old) == count, old
        text = text.replace(old, new)
    return text


def test_changed_source_updates_in_place(tmp_path):
    path = tmp_path / "union-city-alliance.txt"
    path.write_text(rulebook_text("union-city-alliance"), encoding="utf-8")
    import_file(path, "union-city-alliance")
    game = Game.objects.get(slug="union-city-alliance")
    sections_before, terms_before, examples_before = pks(Section, game), pks(GlossaryTerm, game), pks(Example, game)
    old_sha = game.documents.get().source_sha256
    setup_order = Section.objects.get(game=game, anchor="game-setup").order

    path.write_text(changed_rulebook(), encoding="utf-8")
    output = import_file(path, "union-city-alliance", replace="rulebook")
    game.refresh_from_db()
    sections_after, terms_after = pks(Section, game), pks(GlossaryTerm, game)

    assert game.documents.get().source_sha256 != old_sha
    assert "created 3" in output and "deleted 3" in output  # 3 new sections; 2 old sections and 1 term gone
    ties = Section.objects.get(game=game, anchor="ties")
    assert ties.pk == sections_before["ties"] and "roll a die" in ties.text
    assert "heroics" not in sections_after and "heroic-deeds" in sections_after
    assert Section.objects.get(game=game, anchor="house-rules").text == "Agree on them first."
    assert Section.objects.get(game=game, anchor="game-setup").order == setup_order + 1
    # The children of a renamed heading survive (same rows) under the new heading.
    taken_out = Section.objects.get(game=game, anchor="taken-out-heroes")
    being_taken_down = Section.objects.get(game=game, anchor="being-taken-down")
    assert being_taken_down.pk == sections_before["being-taken-down"] and being_taken_down.parent == taken_out
    assert "reveal" not in terms_after and terms_after["revealed"] == terms_before["revealed"]
    unchanged = set(sections_before) - {"heroics", "taken-down-heroes"}
    assert {anchor: sections_after[anchor] for anchor in unchanged} == {anchor: sections_before[anchor] for anchor in unchanged}
    assert pks(Example, game) == examples_before
    assert list(Section.objects.filter(game=game).order_by("order").values_list("order", flat=True)) == list(range(len(sections_after)))


@pytest.mark.real_rulebooks
def test_importing_one_game_leaves_the_others_alone(settings):
    call_command("import_rulebooks", stdout=StringIO())
    others = {model: list(model.objects.exclude(game__slug="valiant-universe").values_list()) for model in (Section, GlossaryTerm, Example)}
    path = settings.RULEBOOK_DIR / "valiant-universe.txt"
    Section.objects.filter(game__slug="valiant-universe", anchor="glossary-section").update(text="tampered")
    output = import_file(path, "valiant-universe", replace="rulebook")
    assert "updated 1" in output
    assert Section.objects.get(game__slug="valiant-universe", anchor="glossary-section").text.startswith("• Ability:")
    assert {model: list(model.objects.exclude(game__slug="valiant-universe").values_list()) for model in others} == others
