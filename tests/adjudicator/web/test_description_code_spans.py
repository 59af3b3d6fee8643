"""A library scenario's description marks a scenario's own words in backticks (`attached_to: raptor-goon`): the
examples library and the example's page show them as code, not with the backticks printed."""
import pytest

from adjudicator.web.models import LibraryScenario


pytestmark = pytest.mark.usefixtures("fresh_cache")  # each page rendered anew; `site`: conftest.py


def with_backticks():
    """A scenario whose description has a backticked pair within the library's first 20 words."""
    scenario = LibraryScenario.objects.get(folder="union-city-alliance",
                                           stem="attached-card-moves-with-and-is-trashed-with-its-host")
    assert " ".join(scenario.description.split()[:20]).count("`") == 2
    return scenario


def test_the_example_page_shows_backticked_words_as_code(client, site):
    scenario = with_backticks()
    html = client.get(f"/adjudicator/examples/{scenario.folder}/{scenario.stem}/").content.decode()
    description = html[html.index('<p class="adj-description">'):]
    description = description[:description.index("</p>")]
    assert "`" not in description and "<code>" in description


def test_the_library_shows_backticked_words_as_code(client, site):
    scenario = with_backticks()
    html = client.get("/adjudicator/examples/").content.decode()
    link = f'href="/adjudicator/examples/{scenario.folder}/{scenario.stem}/"'
    entry = html[html.index(link):]
    entry = entry[entry.index('<p class="adj-library-description">'):]
    entry = entry[:entry.index("</p>")]
    assert "<code>" in entry and "`" not in entry.replace("…", "")
