"""Permalinks: a resolved scenario is stored under the sha256 of its text, never changes, is shared by
URL, is refused over the size limit (413), is saved only by a CSRF-protected POST, and expires only by
an admin's action."""
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.test import Client, override_settings

from adjudicator.web import permalinks
from adjudicator.web.models import ImmutableRow, SavedScenario
from adjudicator.web.service import content_hash

ROOT = Path(__file__).resolve().parents[3]
BLACK_FLAG = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()
SMALL_LIMITS = {"max_document_bytes": 2_000}


def resolve_post(client, text, **options):
    return client.post("/adjudicator/resolve/", {"scenario": text, **options})


def test_saving_the_same_text_twice_gives_the_same_row_and_url(db):
    first = permalinks.save(BLACK_FLAG)
    second = permalinks.save(BLACK_FLAG)
    assert first.pk == second.pk
    assert first.get_absolute_url() == second.get_absolute_url() == f"/adjudicator/s/{content_hash(BLACK_FLAG)}/"
    assert SavedScenario.objects.count() == 1


def test_different_text_gets_a_different_url(db):
    changed = BLACK_FLAG.replace("Dr Tomorrow confronts Black Flag", "Dr Tomorrow confronts the Black Flag")
    assert permalinks.save(BLACK_FLAG).get_absolute_url() != permalinks.save(changed).get_absolute_url()
    assert SavedScenario.objects.count() == 2


def test_windows_line_endings_are_the_same_scenario(db):
    assert permalinks.save(BLACK_FLAG.replace("\n", "\r\n")).key == permalinks.save(BLACK_FLAG).key
    assert "\r" not in SavedScenario.objects.get().text


def test_a_saved_scenario_cannot_be_changed(db):
    saved = permalinks.save(BLACK_FLAG)
    saved.text = "something else"
    with pytest.raises(ImmutableRow):
        saved.save()
    assert SavedScenario.objects.get().text == BLACK_FLAG


def test_the_title_and_game_are_kept_for_the_admin_list(db):
    saved = permalinks.save(BLACK_FLAG)
    assert saved.title == "Black Flag's overcome finishes before Master Summoner's alert"
    assert saved.game == "union-city-alliance"


@override_settings(ADJUDICATOR_LIMITS=SMALL_LIMITS)
def test_the_store_refuses_a_scenario_over_the_size_limit(db):
    with pytest.raises(permalinks.TooLarge, match="2,000"):
        permalinks.save("title: x\n" + "#" * 2_000)
    assert not SavedScenario.objects.exists()


@override_settings(ADJUDICATOR_LIMITS=SMALL_LIMITS)
def test_resolving_an_oversized_scenario_is_a_413_page_that_says_the_limit(client, db):
    response = resolve_post(client, "format: 1\n" + "# padding\n" * 300)
    assert response.status_code == 413
    assert "at most 2,000 bytes" in response.content.decode()
    assert not SavedScenario.objects.exists()


def test_resolve_saves_and_redirects_to_the_permalink_with_the_options(client, db):
    response = resolve_post(client, BLACK_FLAG, compare="stack", explore="1")
    assert response.status_code == 303
    key = content_hash(BLACK_FLAG)
    assert response["Location"] == f"/adjudicator/s/{key}/?compare=stack&explore=1"
    page = client.get(response["Location"])
    assert page.status_code == 200
    html = page.content.decode()
    assert "Black Flag&#x27;s overcome finishes before Master Summoner&#x27;s alert" in html
    assert "Plain stack" in html  # the comparison column
    assert resolve_post(client, BLACK_FLAG)["Location"] == f"/adjudicator/s/{key}/"
    assert SavedScenario.objects.count() == 1


def test_an_invalid_scenario_is_not_saved_and_comes_back_with_its_problems(client, db):
    broken = BLACK_FLAG.replace("timing: alert", "timing: alrt")
    response = resolve_post(client, broken)
    assert response.status_code == 400
    html = response.content.decode()
    assert "abilities.master-summoner-alert.timing" in html and "line 35" in html
    assert "alrt" in html  # the text is given back to fix
    assert not SavedScenario.objects.exists()


def test_saving_needs_the_csrf_token(db):
    client = Client(enforce_csrf_checks=True)
    response = resolve_post(client, BLACK_FLAG)
    assert response.status_code == 403
    assert not SavedScenario.objects.exists()
    editor = client.get("/adjudicator/editor/")
    token = editor.cookies["csrftoken"].value
    response = client.post("/adjudicator/resolve/", {"scenario": BLACK_FLAG, "csrfmiddlewaretoken": token})
    assert response.status_code == 303


def test_resolve_only_accepts_post(client, db):
    assert client.get("/adjudicator/resolve/").status_code == 405


def test_an_unknown_or_malformed_key_is_a_404_page(client, db):
    assert client.get(f"/adjudicator/s/{'0' * 64}/").status_code == 404
    assert client.get("/adjudicator/s/not-a-hash/").status_code == 404
    assert client.get(f"/adjudicator/s/{'A' * 64}/").status_code == 404


def test_a_saved_loop_still_has_a_page_that_names_the_loop(client, db):
    loop = """format: 1
game: union-city-alliance
title: Two cards that feed each other
players: [hero]
entities:
  hero: {type: hero, heroism: 0}
  echo: {type: plot-twist, zone: play}
abilities:
  a: {card: echo, timing: when, on: {event: gained, who: hero}, do: [{lose: {who: hero, heroism: 1}}]}
  b: {card: echo, timing: when, on: {event: lost, who: hero}, do: [{gain: {who: hero, heroism: 1}}]}
start:
  do: [{gain: {who: hero, heroism: 1}}]
"""
    location = resolve_post(client, loop)["Location"]
    page = client.get(location)
    assert page.status_code == 200
    html = page.content.decode()
    assert "This resolution never ends." in html and "loop: a -&gt; b -&gt; a" in html


# -- expiry is an admin's action ---------------------------------------------------------------------

def test_the_admin_list_of_shared_scenarios_needs_a_staff_login(client, db):
    permalinks.save(BLACK_FLAG)
    response = client.get("/admin/adjudicator_web/savedscenario/")
    assert response.status_code == 302 and "/admin/login/" in response["Location"]
    User.objects.create_user("player", password="pw-123456789")
    client.login(username="player", password="pw-123456789")
    assert client.get("/admin/adjudicator_web/savedscenario/").status_code == 302


def test_an_admin_expires_a_shared_scenario_by_deleting_it_but_cannot_edit_it(client, db):
    saved = permalinks.save(BLACK_FLAG)
    User.objects.create_superuser("admin", password="pw-123456789")
    client.login(username="admin", password="pw-123456789")
    change = client.get(f"/admin/adjudicator_web/savedscenario/{saved.pk}/change/")
    assert change.status_code == 200
    assert 'name="text"' not in change.content.decode()  # shown read-only, never as an editable field
    response = client.post(f"/admin/adjudicator_web/savedscenario/{saved.pk}/delete/", {"post": "yes"})
    assert response.status_code == 302
    assert not SavedScenario.objects.exists()
    assert client.get(saved.get_absolute_url()).status_code == 404
