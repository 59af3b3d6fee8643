"""What the index build stores about each entry for ranking: which glossary terms are cards and which are
their own section's copy (a Rules Reference entry imported both ways), and each book's place."""
from rulesapp.models import Game, GlossaryTerm
from rulesapp.search.build import collect_documents
from tests.rulesapp.search.conftest import SKIRMISH, UCA, add_section


def stored(kind, anchor):
    return next(document for document in collect_documents() if document["kind"] == kind
                and document["anchor"] == anchor)


def test_a_term_under_a_section_of_its_own_title_is_that_sections_copy(small_library):
    uca = Game.objects.get(slug=UCA)
    entry = add_section(uca, "ready", "READY", 30, "Cards enter play in a ready state.")
    GlossaryTerm.objects.create(game=uca, document=entry.document, section=entry, term="Ready", anchor="ready",
                                definition="Cards enter play in a ready state.")
    assert stored("glossary", "ready")["section_copy"] is True
    assert stored("glossary", "engaged")["section_copy"] is False  # a definition of the Glossary section
    assert stored("glossary", "engaged")["card"] is False and stored("section", "ready")["book_order"] == 0


def test_a_books_overview_is_stored_as_one(small_library):
    uca = Game.objects.get(slug=UCA)
    summary = add_section(uca, "round-summary", "Round summary", 31, "Each turn: act, clean up, draw, threat, peril.")
    summary.overview = True
    summary.save()
    assert stored("section", "round-summary")["overview"] is True
    assert stored("section", "threat-phase")["overview"] is False


def test_a_card_entry_is_stored_as_a_card(small_library):
    skirmish = Game.objects.get(slug=SKIRMISH)
    GlossaryTerm.objects.create(game=skirmish, document=skirmish.documents.get(), term="Thor", anchor="thor",
                                definition="Attack effect: deal 1 damage.", card=True)
    assert stored("glossary", "thor")["card"] is True
