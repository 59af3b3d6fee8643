"""A short document read whole on one page (the timing flowchart, issue 27): every step numbered as printed,
each linkable by its anchor, each one-line page linking back to its place; a long document is refused."""
from rulesapp import whole_document
from rulesapp.models import Document
from tests.rulesapp.pages.sample_library import add_section, make_game

WHOLE = "/games/marvel-champions/read/timing-flowchart/"


def flowchart():
    """Two flowchart pages shaped as the importer makes them: a page, its numbered steps nested by number."""
    game = make_game("marvel-champions", "Marvel Champions", "marvel-champions.txt")
    Document.objects.filter(game=game).update(slug="timing-flowchart", title="Timing flowchart")
    page = add_section(game, "player-phase", "Player Phase", 0)
    turn = add_section(game, "player-phase-1", "Player Turn", 1, "Player Turn: In player order, each player takes one "
                       "turn", parent=page, number="1")
    add_section(game, "player-phase-1-1-3", "Use a basic ATK, THW, or REC power", 2,
                "Use a basic ATK, THW, or REC power (on your hero or an ally you control)", parent=turn, number="1.1.3")
    villain = add_section(game, "villain-phase", "Villain Phase", 3)
    add_section(game, "villain-phase-1", "Place threat", 4, "Place threat on the main scheme.", parent=villain, number="1")
    return game


def test_every_step_is_on_one_page_in_order_numbered_and_linkable(client, db):
    flowchart()
    html = client.get(WHOLE).content.decode()
    order = [html.index(f'id="{anchor}"') for anchor in
             ("player-phase", "player-phase-1", "player-phase-1-1-3", "villain-phase", "villain-phase-1")]
    assert order == sorted(order)
    assert '<a class="step-number" href="#player-phase-1-1-3"' in html and ">1.1.3</a>" in html
    assert "Use a basic ATK, THW, or REC power (on your hero or an ally you control)" in html
    assert 'href="/games/marvel-champions/player-phase-1-1-3/"' in html  # each step's own one-line page
    assert "5 sections, numbered as printed" in html


def test_a_one_line_page_and_the_game_page_link_to_the_whole_reading(client, db):
    flowchart()
    step = client.get("/games/marvel-champions/player-phase-1-1-3/").content.decode()
    assert f'href="{WHOLE}#player-phase-1-1-3"' in step
    assert f'href="{WHOLE}"' in client.get("/games/marvel-champions/").content.decode()


def test_a_long_or_missing_document_is_a_404_that_says_why(client, db, monkeypatch):
    flowchart()
    monkeypatch.setattr(whole_document, "MAX_SECTIONS", 3)
    response = client.get(WHOLE)
    assert response.status_code == 404 and "is read section by section" in response.content.decode()
    assert f'href="{WHOLE}"' not in client.get("/games/marvel-champions/").content.decode()
    assert client.get("/games/marvel-champions/read/nothing/").status_code == 404
