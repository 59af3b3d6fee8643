"""`manage.py remove_game SLUG --yes`: removes one game's import only when told by name and --yes, says
what it deletes, keeps a JSON copy that restores it, and leaves everything else alone."""
import io
import json

import pytest
from django.core.management import CommandError, call_command

from rulesapp.models import Game, GlossaryTerm, PlayerWording, Section
from tests.rulesapp.pages.sample_library import build_library

pytestmark = pytest.mark.django_db
UCA = "union-city-alliance"


def run(*args):
    out = io.StringIO()
    call_command("remove_game", *args, stdout=out)
    return out.getvalue()


def test_without_yes_it_only_says_what_it_would_delete(tmp_path):
    build_library()
    before = Section.objects.count()
    with pytest.raises(CommandError) as refused:
        run(UCA, "--copy-to", str(tmp_path / "copy.json"))
    assert refused.value.returncode == 2 and "--yes" in str(refused.value)
    assert Section.objects.count() == before and Game.objects.filter(slug=UCA).exists()
    assert not (tmp_path / "copy.json").exists()


def test_an_unknown_slug_is_refused_with_did_you_mean():
    build_library()
    with pytest.raises(CommandError) as refused:
        run("union-city-aliance", "--yes")
    assert refused.value.returncode == 2 and "did you mean 'union-city-alliance'" in str(refused.value)


def test_the_slug_is_required():
    with pytest.raises(CommandError):
        run("--yes")


def test_with_yes_it_deletes_that_game_only_and_keeps_a_copy_that_restores_it(tmp_path, client):
    library = build_library()
    other = [g.slug for g in Game.objects.exclude(slug=UCA)]
    others_sections = Section.objects.exclude(game__slug=UCA).count()
    PlayerWording.objects.create(game=UCA, players_say="knocked flat out", rulebook_says="taken down")
    wordings = PlayerWording.objects.filter(game=UCA).count()
    sections, terms = Section.objects.filter(game__slug=UCA).count(), GlossaryTerm.objects.filter(game__slug=UCA).count()
    copy = tmp_path / "uca.json"
    said = run(UCA, "--yes", "--copy-to", str(copy))
    assert f"{sections} sections" in said and f"{terms} glossary terms" in said and "rebuild_index" in said
    assert f"Kept: {wordings} players' wordings" in said
    assert not Game.objects.filter(slug=UCA).exists() and not Section.objects.filter(game=library["uca"].pk).exists()
    assert [g.slug for g in Game.objects.all()] == other and Section.objects.count() == others_sections
    assert PlayerWording.objects.filter(game=UCA).count() == wordings
    assert UCA not in client.get("/").content.decode()
    rows = json.loads(copy.read_text())
    assert sum(row["model"] == "rulesapp.section" for row in rows) == sections
    call_command("loaddata", str(copy), stdout=io.StringIO())
    assert Section.objects.filter(game__slug=UCA).count() == sections
    assert GlossaryTerm.objects.filter(game__slug=UCA).count() == terms


def test_a_copy_it_cannot_write_deletes_nothing(tmp_path):
    build_library()
    (tmp_path / "taken.json").write_text("already here")
    with pytest.raises(CommandError):
        run(UCA, "--yes", "--copy-to", str(tmp_path / "taken.json"))
    assert Game.objects.filter(slug=UCA).exists()
