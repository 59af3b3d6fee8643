"""The search page over a real Whoosh index built from the sample library: results, definition first,
"did you mean", the game filter, and every kind of bad input answered with a message, never a 500."""
import pytest

from rulesapp import search as rules_search
from rulesapp.models import Section
from rulesapp.search import storage
from rulesapp.visit import VISIT_GAME
from tests.rulesapp.pages.html_checks import PageStructure
from tests.rulesapp.search.conftest import index_builds  # noqa: F401 (fixture: one build per worker per library)


@pytest.fixture
def index_dir(settings, tmp_path):
    settings.RULES_INDEX_DIR = tmp_path / "index"
    yield settings.RULES_INDEX_DIR
    storage.close_thread_searchers()


@pytest.fixture
def indexed_library(library, index_dir, index_builds):  # noqa: F811 (index_builds is the imported fixture)
    """The sample library and a golden rule, indexed: built for real by the first test of a worker, a copy of
    that build for the others (tests/rulesapp/search/index_builds.py; building it for each test was most of
    this file's CPU)."""
    Section.objects.create(game=library["uca"], document=library["uca"].documents.get(), anchor="golden-rule", title="The Golden Rule", order=20, depth=0,
                           text="Cards beat rules. <script>alert('x')</script> is just text.")
    index_builds.build_or_copy(index_dir, rules_search.rebuild_index)
    return library


def results_of(html):
    return html.split('<ol class="results">', 1)[1].split("</ol>", 1)[0]


def test_empty_query_shows_the_search_box(client, library):
    response = client.get("/search/")
    html = response.content.decode()
    assert response.status_code == 200
    assert 'name="q"' in html and "autofocus" in html
    assert 'class="results"' not in html and 'role="alert"' not in html


def test_results_show_kind_game_title_and_highlighted_snippet(client, indexed_library):
    html = client.get("/search/", {"q": "hero zone"}).content.decode()
    results = results_of(html)
    structure = PageStructure(results)
    assert "/games/union-city-alliance/setting-up-heroes/" in [link["attrs"]["href"] for link in structure.links]
    assert '<span class="kind kind-section">section</span>' in results
    assert "Union City Alliance" in results
    assert "<mark>" in results


def test_a_glossary_term_query_shows_its_definition_first(client, indexed_library):
    html = client.get("/search/", {"q": "discard pile"}).content.decode()
    card = html.split('class="definition-card"', 1)[1].split("</section>", 1)[0]
    assert 'href="/games/union-city-alliance/glossary/#discard-pile"' in card
    assert "Where discarded cards go." in card
    assert html.index('class="definition-card"') < html.index('<ol class="results">')


def test_a_misspelling_offers_did_you_mean(client, indexed_library):
    html = client.get("/search/", {"q": "discrd"}).content.decode()
    suggestion = html.split('class="did-you-mean"', 1)[1].split("</p>", 1)[0]
    assert 'href="?q=discard"' in suggestion


def test_the_game_filter_keeps_to_one_game(client, indexed_library):
    html = client.get("/search/", {"q": "attack", "game": "marvel-skirmish"}).content.decode()
    links = [link["attrs"]["href"] for link in PageStructure(results_of(html)).links]
    assert links == ["/games/marvel-skirmish/attack-phase/"]
    assert '<option value="marvel-skirmish" selected>' in html


def test_rule_text_in_snippets_cannot_inject_markup(client, indexed_library):
    html = client.get("/search/", {"q": "golden rule"}).content.decode()
    results = results_of(html)
    assert "<script>" not in results
    assert "/games/union-city-alliance/golden-rule/" in results


@pytest.mark.parametrize("params, status, message", [
    ({"q": "attack", "game": "chess"}, 400, "There is no game"),
    ({"q": "x" * 10_000}, 400, "too long"),
])
def test_bad_requests_get_a_400_with_a_message(client, indexed_library, params, status, message):
    response = client.get("/search/", params)
    assert response.status_code == status
    alert = response.content.decode().split('role="alert">', 1)[1].split("</p>", 1)[0]
    assert message in alert


@pytest.mark.parametrize("query, message", [
    ("q=alert&q=surge", "The search was given 2 questions: “alert” and “surge”. Search for one at a time."),
    ("q=alert&game=marvel-skirmish&game=", "The search was given 2 games to search in: “Marvel Skirmish” and “all "
                                           "games”. Choose one, or all games."),  # the sample library's title
])
def test_a_question_or_game_given_twice_is_a_400_saying_so_never_a_silent_choice(client, indexed_library, query,
                                                                                message):
    response = client.get(f"/search/?{query}")
    assert response.status_code == 400
    html = response.content.decode()
    assert html.split('role="alert">', 1)[1].split("</p>", 1)[0] == message
    assert 'class="results"' not in html
    assert '<option value="marvel-skirmish" selected>' not in html  # nor is either game chosen in the form
    assert client.session.get(VISIT_GAME, "") == ""  # or remembered for the next search


@pytest.mark.parametrize("q", ['"(*:~^', "AND OR NOT", "*", '"unclosed phrase', "ünïcödé ∑"])
def test_query_syntax_never_breaks_the_page(client, indexed_library, q):
    response = client.get("/search/", {"q": q})
    assert response.status_code in (200, 400)
    assert 'name="q"' in response.content.decode()


def test_without_an_index_the_page_says_so_with_503(client, library, index_dir):
    response = client.get("/search/", {"q": "attack"})
    assert response.status_code == 503
    assert 'role="alert"' in response.content.decode()


def test_the_home_page_search_has_a_game_filter_set_to_the_visits_game(client, indexed_library):
    html = client.get("/").content.decode()
    assert '<select id="game" name="game"' in html and '<option value="" selected>' not in html
    assert '<option value="marvel-skirmish" selected>' not in html
    client.get("/games/marvel-skirmish/")
    assert '<option value="marvel-skirmish" selected>' in client.get("/").content.decode()


def test_search_keeps_to_the_game_of_the_visit_until_another_is_chosen(client, indexed_library):
    client.get("/games/marvel-skirmish/attack-phase/")  # reading Skirmish's rules
    html = client.get("/search/", {"q": "attack"}).content.decode()  # e.g. the header's box: no game given
    assert [link["attrs"]["href"] for link in PageStructure(results_of(html)).links] == [
        "/games/marvel-skirmish/attack-phase/"]
    everywhere = client.get("/search/", {"q": "attack", "game": ""}).content.decode()  # "all games" chosen
    assert "/games/union-city-alliance/" in results_of(everywhere)
    again = client.get("/search/", {"q": "attack"}).content.decode()
    assert "/games/union-city-alliance/" in results_of(again)  # the choice is remembered too


def test_the_remembered_game_is_named_by_the_header_box_and_every_game_is_one_link_away(client, indexed_library):
    assert 'placeholder="Search the rules"' in client.get("/adjudicator/").content.decode()
    client.get("/games/marvel-skirmish/attack-phase/")  # reading Skirmish's rules
    assert 'placeholder="Search Marvel Skirmish"' in client.get("/adjudicator/").content.decode()
    html = client.get("/search/", {"q": "attack"}).content.decode()
    assert "Only Marvel Skirmish, the game you were reading." in html
    assert '<a href="?q=attack&amp;game=">Search all games</a>' in html
    chosen = client.get("/search/", {"q": "attack", "game": "marvel-skirmish"}).content.decode()
    assert "the game you were reading" not in chosen and "Search all games" in chosen
    assert "Search all games" not in client.get("/search/", {"q": "attack", "game": ""}).content.decode()


def test_nothing_in_the_game_searched_says_which_games_have_it(client, indexed_library):
    client.get("/games/marvel-skirmish/attack-phase/")
    results = results_of(client.get("/search/", {"q": "golden rule"}).content.decode())
    assert "Nothing in Marvel Skirmish. Found in" in results
    links = [link["attrs"]["href"] for link in PageStructure(results).links]
    assert links == ["?q=golden%20rule&game=union-city-alliance"]
    everywhere = results_of(client.get("/search/", {"q": "zzyzx", "game": ""}).content.decode())
    assert "Nothing found. Try fewer words, or another game." in everywhere


def test_when_the_other_games_cannot_be_searched_the_page_still_answers(client, indexed_library, monkeypatch):
    from rulesapp import views

    searched, real_search = [], rules_search.search

    def first_only(query, game=None, limit=10):
        searched.append(game)
        if len(searched) > 1:
            raise rules_search.IndexUnavailable("The search index is being rebuilt.")
        return real_search(query, game=game, limit=limit)

    monkeypatch.setattr(views.rules_search, "search", first_only)
    client.get("/games/marvel-skirmish/attack-phase/")
    response = client.get("/search/", {"q": "golden rule"})
    assert response.status_code == 200 and searched == ["marvel-skirmish", None]
    html = response.content.decode()
    assert "Nothing found. Try fewer words." in results_of(html) and "Search all games" in html


def test_choosing_another_game_on_the_results_page_searches_again_at_once(client, indexed_library):
    html = client.get("/search/", {"q": "attack"}).content.decode()
    assert '<select id="game" name="game" data-search-on-change>' in html
    assert "js/search-filter.js" in html


def test_a_term_several_games_define_shows_each_games_definition_labelled(client, indexed_library):
    from rulesapp.models import GlossaryTerm

    skirmish = indexed_library["skirmish"]
    GlossaryTerm.objects.create(game=skirmish, document=skirmish.documents.get(), term="Attack", anchor="attack",
                                definition="Each card in a slot attacks the card opposite.")
    rules_search.rebuild_index()
    html = client.get("/search/", {"q": "attack", "game": ""}).content.decode()
    cards = [card.split("</section>", 1)[0] for card in html.split('class="definition-card"')[1:]]
    assert len(cards) == 2
    labelled = {("Marvel Skirmish" in card, "Union City Alliance" in card) for card in cards}
    assert labelled == {(True, False), (False, True)}
    assert any("Each card in a slot attacks" in card for card in cards)
    assert any("exerts Might" in card for card in cards)
    only_one = client.get("/search/", {"q": "attack", "game": "marvel-skirmish"}).content.decode()
    assert only_one.count('class="definition-card"') == 1


def test_the_header_search_box_is_never_filled_with_the_pages_own_query_string(client, indexed_library):
    html = client.get("/games/union-city-alliance/", {"compare": "stack", "model": "valiant"}).content.decode()
    header = html.split('class="header-search"', 1)[1].split("</form>", 1)[0]
    assert 'id="header-q"' in header and "value=" not in header


def test_a_long_see_also_title_is_cut_on_the_line_and_whole_in_its_tooltip(db):
    """The timing flowchart's steps are titled by their whole sentence; under a result on a phone, the
    link shows its start, and the whole sentence is its title."""
    from django.template.loader import render_to_string

    from rulesapp.search.engine import SearchHit, SearchResponse, SeeAlso

    step = ("If using an ally apply consequential damage equal to the number of * icons in the ATK/THW field. "
            "<b>")
    hit = SearchHit(game="marvel-champions", kind="section", title="ALLY", anchor="rules-reference-ally",
                    url="/games/marvel-champions/rules-reference-ally/", snippet="An ally…", score=1.0,
                    document="Rules Reference",
                    see_also=(SeeAlso(kind="section", title=step, anchor="step", url="/games/marvel-champions/step/",
                                      document="Timing flowchart"),
                              SeeAlso(kind="section", title="Using an Ally", anchor="using", url="/u/",
                                      document="Learn to Play")))
    html = render_to_string("rulesapp/search.html", {
        "query": "ally", "games": [], "game_titles": {}, "game_filter": "",
        "response": SearchResponse(query="ally", suggestion=None, definition=None, results=[hit])})
    line = html[html.index('class="result-see-also"'):]
    line = line[:line.index("</p>")]
    links = PageStructure(line).links
    assert [link["text"] for link in links] == [step[:69] + "…", "Using an Ally"]
    assert links[0]["attrs"]["title"] == step and "title" not in links[1]["attrs"]
    assert "<b>" not in line  # escaped in the text and in the tooltip
