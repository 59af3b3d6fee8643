""""No problems" means it resolves (issue 24): the editor's live check runs what Resolve runs, a suggestion it
offers validates, every input error is a 400 with its line (never a 422 after a green check), and a scenario
that does not resolve is never stored as a share link."""
import re

import pytest
from django.core.cache import cache

from adjudicator.api import adjudicate_text, load_scenario
from adjudicator.errors import ScenarioInvalid
from adjudicator.timing import model_slugs
from adjudicator.web.models import SavedScenario

NO_PLAYERS = """\
format: 1
game: marvel-champions
title: A hero draws
entities:
  peter: {type: hero, name: Peter Parker, hp: 10}
start:
  do:
    - draw: {who: you, count: 1}
"""

# Validates (every field is well formed), but the rules cannot run it: the villain schemes (its target
# is in alter-ego form) and there is no main scheme to place threat on.
NO_MAIN_SCHEME = """\
format: 1
game: marvel-champions
title: The villain schemes with no main scheme
players: [peter]
entities:
  peter: {type: hero, name: Peter Parker, form: alter-ego, hp: 10}
  rhino: {type: villain, name: Rhino, hp: 14, sch: 1, atk: 2}
start:
  do:
    - villain_phase: {villain: rhino}
"""


@pytest.fixture(autouse=True)
def fresh_cache():
    cache.clear()
    yield
    cache.clear()


def validate(client, text):
    return client.post("/api/validate", text, content_type="application/x-scenario").json()


def test_you_with_no_player_is_a_problem_at_its_line_in_the_live_check(client):
    data = validate(client, NO_PLAYERS)
    assert data["valid"] is False
    found = {p["path"]: p for p in data["problems"]}
    assert found["start.do[0].draw.who"]["line"] == 8
    assert "`you` in the starting effect" in found["start.do[0].draw.who"]["message"]


def test_resolve_refuses_you_with_no_player_as_a_400_and_stores_no_link(client, db):
    response = client.post("/adjudicator/resolve/", {"scenario": NO_PLAYERS})
    assert response.status_code == 400
    assert "start.do[0].draw.who" in response.content.decode()
    assert not SavedScenario.objects.exists()


def test_the_api_answers_you_with_no_player_with_a_400_and_its_line(client):
    response = client.post("/api/adjudicate", NO_PLAYERS, content_type="application/yaml")
    assert response.status_code == 400
    assert response.json()["problems"][0]["line"] == 8


def test_a_scenario_that_validates_but_cannot_be_resolved_is_not_green_in_the_live_check(client):
    load_scenario(NO_MAIN_SCHEME)  # the checker alone finds nothing
    data = validate(client, NO_MAIN_SCHEME)
    assert data["valid"] is False
    assert "no main scheme" in data["problems"][0]["message"]


def test_resolve_refuses_it_as_a_400_and_stores_no_link(client, db):
    response = client.post("/adjudicator/resolve/", {"scenario": NO_MAIN_SCHEME})
    assert response.status_code == 400
    assert "no main scheme" in response.content.decode()
    assert not SavedScenario.objects.exists()


def test_the_api_answers_it_with_a_400_not_a_422(client):
    response = client.post("/api/adjudicate", NO_MAIN_SCHEME, content_type="application/yaml")
    assert response.status_code == 400
    problem = response.json()["problems"][0]
    assert "no main scheme" in problem["message"]
    assert problem["path"] == "start.do[0].villain_phase" and problem["line"] == 10


def _with_op(game, players, op_text):
    hero = {"marvel-champions": "{type: hero, name: Peter, hp: 10}",
            "valiant-universe": "{type: organization, name: Amy, coherence: 20}",
            "marvel-skirmish": "{type: player, name: Ann}"}.get(game, "{type: hero, name: Ann, max_stamina: 20}")
    listed = "players: [ann]\n" if players else ""
    return (f"format: 1\ngame: {game}\ntitle: t\n{listed}entities:\n  ann: {hero}\n"
            f"start:\n  do:\n    - {op_text}\n")


@pytest.mark.parametrize("players", [True, False])
@pytest.mark.parametrize("game", model_slugs())
def test_the_op_the_checker_suggests_for_a_sentence_validates_and_resolves(game, players):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(_with_op(game, players, "draw a card"))
    message = caught.value.problems[0].message
    suggested = re.search(r"like (\{.*\}), got", message)
    if suggested is None:  # a game with no `draw` offers no example: nothing to check
        assert "one-key map" in message
        return
    adjudicate_text(_with_op(game, players, suggested.group(1)))


def test_the_cli_exits_2_with_the_line_for_a_scenario_its_input_stops(tmp_path):
    import io

    from adjudicator.cli import main

    path = tmp_path / "no-main-scheme.yaml"
    path.write_text(NO_MAIN_SCHEME)
    err = io.StringIO()
    assert main([str(path)], stdout=io.StringIO(), stderr=err) == 2
    assert "start.do[0].villain_phase: cannot be resolved:" in err.getvalue() and "(line 10)" in err.getvalue()
