"""The coverage pages: an index with each game's counts, a page per game with every row of its table."""
import html
import re

import pytest

from adjudicator.tools import coverage

pytestmark = pytest.mark.django_db  # the site layout lists the games


def test_the_adjudicator_page_links_the_coverage_index(client):
    assert 'href="/adjudicator/coverage/"' in client.get("/adjudicator/").content.decode()


def test_the_index_links_every_game_with_its_counts(client):
    content = html.unescape(client.get("/adjudicator/coverage/").content.decode())
    for slug in coverage.games():
        table = coverage.load(slug)
        assert f'href="/adjudicator/coverage/{slug}/"' in content
        assert f"{len(table.rows)} entries: {table.counts()[coverage.MODELLED]} modelled" in content


@pytest.mark.parametrize("slug", ["valiant-universe", "marvel-champions"])
def test_a_game_page_lists_every_row_with_its_proof_message_or_why(client, slug):
    response = client.get(f"/adjudicator/coverage/{slug}/")
    assert response.status_code == 200
    content = html.unescape(response.content.decode())
    table = coverage.load(slug)
    for row in table.rows:
        assert f'id="{row.anchor}"' in content and row.title in content
        if row.status == coverage.MODELLED:
            stem = row.scenarios[0].rsplit("/", 1)[1].removesuffix(".yaml")
            assert f"/adjudicator/examples/{row.scenarios[0].split('/')[0]}/{stem}/" in content
        else:
            said = row.message if row.status == coverage.REFUSED else row.why
            assert re.sub(r"`([^`\n]+)`", r"<code>\1</code>", said) in content  # `word` shown as code


def test_an_unknown_game_is_a_404_that_says_so(client):
    response = client.get("/adjudicator/coverage/no-such-game/")
    assert response.status_code == 404
    assert "no coverage table" in response.content.decode()


def test_a_game_page_links_its_coverage_and_a_game_without_a_table_does_not(client):
    from rulesapp.models import Game

    Game.objects.create(slug="union-city-alliance", title="Union City Alliance")
    Game.objects.create(slug="homebrew", title="Homebrew")
    assert 'href="/adjudicator/coverage/union-city-alliance/"' in client.get("/games/union-city-alliance/").content.decode()
    assert "/adjudicator/coverage/" not in client.get("/games/homebrew/").content.decode()


def test_a_modelled_row_names_its_scenarios_by_title_and_shows_code_as_code(client):
    """A player reads the scenarios' titles, not their file names; a `word` in the table's text is code, not
    a backtick."""
    from adjudicator.web.models import LibraryScenario

    row = next(r for r in coverage.load("marvel-champions").rows if r.anchor == "rules-reference-indirect-damage")
    stem = row.scenarios[0].rsplit("/", 1)[1].removesuffix(".yaml")
    LibraryScenario.objects.create(folder="marvel-champions", stem=stem, filename=f"{stem}.yaml",
                                   game="marvel-champions", title="Indirect damage, divided by the player",
                                   text="", content_hash="0" * 64)
    content = client.get("/adjudicator/coverage/marvel-champions/").content.decode()
    url = f"/adjudicator/examples/marvel-champions/{stem}/"
    assert f'<a href="{url}">Indirect damage, divided by the player</a>' in content
    assert "`" not in content.split('id="rules-reference-indirect-damage"', 1)[1].split("</li>", 1)[0]
    written = next(r.missing or r.message or r.why for r in coverage.load("marvel-champions").rows
                   if "`" in (r.missing or r.message or r.why))
    code = written.split("`")[1]  # the first `word` the table writes, whichever row it is in
    assert f"<code>{html.escape(code)}</code>" in content
