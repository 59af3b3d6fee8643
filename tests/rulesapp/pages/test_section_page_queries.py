"""How many queries a section page of the real rulebooks costs, as a bound: what a library version reads once for
every page (the games, a document's outline, a game's glossary linker, its document count: views.library_games,
views.document_outline) must not be read again for each page, nor anything read row by row."""
import pytest

from rulesapp.models import Section

# A page whose library version's shared reads are kept: the version, the session, the section by its anchor, the
# section with its game and document, its worked examples, its rulings, then the adjudicator's lessons and
# examples under the text (two). Before the shared reads were kept it was 14: the document's outline, the game, the
# games nav, the header's game title and the document count read again for every page, and a deferred game_id.
SECTION_PAGE = 8
# The first pointer page ("See: ...") of a version reads the game's sections and terms once to resolve pointers.
FIRST_POINTER_PAGE = SECTION_PAGE + 2
# A worked example's box includes the adjudicator's "step through this example" actions (two queries).
WITH_AN_EXAMPLE = SECTION_PAGE + 2

PAGES = [
    ("marvel-champions", "rules-reference-cancel", SECTION_PAGE),
    ("marvel-champions", "rules-reference-webbed-up-9", SECTION_PAGE),  # two official rulings
    ("marvel-champions", "rules-reference-additional", FIRST_POINTER_PAGE),
    ("union-city-alliance", "setting-up-the-union-deck", WITH_AN_EXAMPLE),
]


@pytest.mark.parametrize("slug, anchor, bound", PAGES)
def test_a_section_page_reads_what_its_library_version_keeps_only_once(
        client, imported_rows, db, django_assert_max_num_queries, slug, anchor, bound):
    page = Section.objects.select_related("game").get(game__slug=slug, anchor=anchor)
    neighbour = page.document.sections.exclude(pk=page.pk).select_related("game").first()
    assert client.get(neighbour.get_absolute_url()).status_code == 200  # the session and the version's shared reads
    with django_assert_max_num_queries(bound):
        response = client.get(page.get_absolute_url())
    assert response.status_code == 200, page.get_absolute_url()
