"""GET /api/games, /api/games/{slug}/sections[/{anchor}] and /api/glossary: the shapes PRODUCT.md promises."""
import pytest

from tests.rulesapp.search.conftest import SKIRMISH, UCA, VALIANT


@pytest.fixture
def api(client):
    def get(path, **params):
        return client.get(path, params)
    return get


def test_games_lists_each_game_with_its_counts(api, small_library):
    response = api("/api/games")
    assert response.status_code == 200
    games = {game["slug"]: game for game in response.json()}
    assert set(games) == {UCA, SKIRMISH, VALIANT}
    assert games[UCA] == {"slug": UCA, "title": "Union City Alliance", "sections": 10, "terms": 5}
    assert games[VALIANT] == {"slug": VALIANT, "title": "Valiant Universe", "sections": 3, "terms": 1}


def test_sections_come_in_document_order_with_parent_anchors(api, small_library):
    response = api(f"/api/games/{UCA}/sections")
    assert response.status_code == 200
    sections = response.json()
    assert [section["anchor"] for section in sections][:4] == ["action-phase", "maneuver", "threat-phase", "dealing-damage"]
    by_anchor = {section["anchor"]: section for section in sections}
    assert by_anchor["maneuver"] == {
        "anchor": "maneuver",
        "title": "Maneuver",
        "parent": "action-phase",
        "text": "Exert one Speed to move to a block at range 1. Remember that diagonal blocks are at range 2, not 1.",
        "url": f"/games/{UCA}/maneuver/",
        "document": "rulebook",
    }
    assert by_anchor["action-phase"]["parent"] is None
    assert by_anchor["counters-and-gambits"]["parent"] == "dealing-damage"


def test_one_section_by_anchor(api, small_library):
    response = api(f"/api/games/{SKIRMISH}/sections/phase-ii-attack")
    assert response.status_code == 200
    assert response.json()["title"] == "Phase II: Attack"
    assert response.json()["parent"] is None


@pytest.mark.parametrize("path, message", [
    ("/api/games/monopoly/sections", "No game 'monopoly'."),
    ("/api/games/monopoly/sections/maneuver", "No game 'monopoly'."),
    (f"/api/games/{UCA}/sections/no-such-section", "No section 'no-such-section' in 'union-city-alliance'."),
    (f"/api/games/{SKIRMISH}/sections/maneuver", "No section 'maneuver' in 'marvel-skirmish'."),
])
def test_unknown_games_and_sections_are_404s_with_a_message(api, small_library, path, message):
    response = api(path)
    assert response.status_code == 404
    assert response.json() == {"detail": message}


def test_glossary_of_one_game(api, small_library):
    response = api("/api/glossary", game=UCA)
    assert response.status_code == 200
    terms = response.json()
    assert [term["term"] for term in terms] == ["Block", "Counter", "Engaged", "Gambit", "Union cards & deck"]
    assert terms[2] == {
        "game": UCA,
        "term": "Engaged",
        "definition": "When a hero is on the same block as an enemy, both the hero and the enemy are considered "
                      "to be engaged.",
        "anchor": "engaged",
        "url": f"/games/{UCA}/glossary/#engaged",
    }


def test_glossary_of_every_game(api, small_library):
    terms = api("/api/glossary").json()
    assert {(term["game"], term["anchor"]) for term in terms} >= {(UCA, "block"), (VALIANT, "block")}
    assert len(terms) == 6


def test_glossary_of_an_unknown_game_is_a_400(api, small_library):
    response = api("/api/glossary", game="monopoly")
    assert response.status_code == 400
    assert "Unknown game 'monopoly'" in response.json()["game"][0]
