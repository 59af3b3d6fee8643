"""manage.py import_cards on a made-up pool in the MarvelCDB data's shape (tests/rulesapp/cards/made_up_pool)."""
import io
import json
import shutil
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulesapp import library_version
from rulesapp.models import Card, Document, Game, Section

POOL = Path(__file__).parent / "made_up_pool"
ALL_CODES = ["99001a", "99001b", "99002", "99003", "99010", "99011", "99012", "99013", "99014"]

pytestmark = pytest.mark.django_db


def run(path, *args):
    out, err = io.StringIO(), io.StringIO()
    call_command("import_cards", str(path), *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def run_failing(path, *args):
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(CommandError) as raised:
        call_command("import_cards", str(path), *args, stdout=out, stderr=err)
    return raised.value, out.getvalue(), err.getvalue()


@pytest.fixture
def pool(tmp_path):
    copy = tmp_path / "marvelsdb"
    shutil.copytree(POOL, copy)
    return copy


def edit_pack(pool, name, change):
    path = pool / "pack" / name
    cards = json.loads(path.read_text())
    change(cards)
    path.write_text(json.dumps(cards))


def test_every_card_is_imported_with_its_columns_and_stats():
    out, err = run(POOL)
    assert "Read 9 cards from 2 pack files: 9 added, 0 updated, 0 unchanged" in out
    assert err == ""
    assert sorted(Card.objects.values_list("code", flat=True)) == ALL_CODES
    hero = Card.objects.get(code="99001a")
    assert (hero.name, hero.type_code, hero.pack_code, hero.pack_name, hero.back_link) == (
        "Lantern Lass", "hero", "tpa", "Test Pack Alpha", "99001b")
    assert hero.traits == "Avenger. Glow."
    assert hero.text.count("<b>") == 2  # both bold triggers kept, with the data's markup
    assert hero.stats == {"attack": 2, "thwart": 2, "defense": 1, "health": 11, "hand_size": 5}
    ally = Card.objects.get(code="99003")
    assert (ally.subname, ally.title, ally.is_unique) == ("Lumen Kid", "Porch Light (Lumen Kid)", True)
    assert ally.stats["attack_star"] is True and ally.stats["attack_cost"] == 1


def test_flavour_artist_and_ids_are_not_imported():
    run(POOL)
    hero = Card.objects.get(code="99001a")
    stored = json.dumps([hero.stats, hero.text, hero.traits])
    assert "flavour" not in stored and "Nobody Real" not in stored and "octgn" not in stored


def test_villain_and_scheme_icons_per_hero_stars_and_dashes():
    run(POOL)
    villain = Card.objects.get(code="99010").stats
    assert villain["health_per_hero"] is True and villain["stage"] == "I"
    assert villain["attack_star"] is True and villain["scheme_star"] is True
    scheme = Card.objects.get(code="99012")
    assert {k: scheme.stats[k] for k in ("scheme_hazard", "scheme_acceleration", "scheme_crisis", "boost")} == {
        "scheme_hazard": 1, "scheme_acceleration": 1, "scheme_crisis": 1, "boost": 1}
    assert scheme.stats["escalation_threat"] is None  # printed as a dash: kept, not dropped
    assert "[per_hero]" in scheme.text
    treachery = Card.objects.get(code="99011")
    assert treachery.stats == {"boost": 2, "boost_star": True}
    assert treachery.text.count("When Revealed") == 2


def test_errata_and_a_reprint_in_another_pack():
    run(POOL)
    original = Card.objects.get(code="99002")
    assert original.errata.startswith("Added")
    reprint = Card.objects.get(code="99013")
    assert (reprint.duplicate_of, reprint.pack_code, reprint.quantity) == ("99002", "tpb", 3)
    assert (reprint.name, reprint.text, reprint.errata, reprint.stats) == (
        original.name, original.text, original.errata, original.stats)


def test_reimporting_the_same_data_changes_nothing():
    run(POOL)
    before = {card.code: (card.pk, card.text) for card in Card.objects.all()}
    token = library_version.current()
    out, _ = run(POOL)
    assert "0 added, 0 updated, 9 unchanged" in out
    assert {card.code: (card.pk, card.text) for card in Card.objects.all()} == before
    assert library_version.current() == token


def test_a_changed_card_is_updated_in_place(pool):
    run(pool)
    pk = Card.objects.get(code="99014").pk
    edit_pack(pool, "tpb.json", lambda cards: cards[-1].update(text="Guard.", health=4))
    out, _ = run(pool)
    assert "0 added, 1 updated, 8 unchanged" in out
    card = Card.objects.get(code="99014")
    assert (card.pk, card.text, card.stats["health"]) == (pk, "Guard.", 4)


def test_a_malformed_pack_is_named_and_the_rest_imported(pool):
    (pool / "pack" / "tpa.json").write_text('[{"code": "99001a", ')
    error, out, err = run_failing(pool)
    assert error.returncode == 1
    assert "pack/tpa.json: not read, not JSON" in err
    assert sorted(Card.objects.values_list("code", flat=True)) == ["99010", "99011", "99012", "99014"]
    assert "pack/tpb.json: card 99013 left out: it duplicates 99002, which is not in the data" in err


def test_a_malformed_card_is_named_by_file_and_code(pool):
    def break_cards(cards):
        cards[0]["health"] = "lots"
        del cards[1]["name"]
    edit_pack(pool, "tpb.json", break_cards)
    error, _, err = run_failing(pool)
    assert error.returncode == 1
    assert "pack/tpb.json: card 99010 left out: health is str, not a number or flag" in err
    assert "pack/tpb.json: card 99011 left out: no name" in err
    assert set(Card.objects.values_list("code", flat=True)) == set(ALL_CODES) - {"99010", "99011"}


def test_a_card_no_longer_in_the_data_is_named_and_kept_unless_pruned(pool):
    run(pool)
    edit_pack(pool, "tpb.json", lambda cards: cards.pop())
    _, err = run(pool)
    assert "1 imported card(s) are no longer in the data, kept; --prune deletes them: 99014" in err
    assert Card.objects.filter(code="99014").exists()
    _, err = run(pool, "--prune")
    assert "deleted (--prune): 99014" in err
    assert not Card.objects.filter(code="99014").exists()


def test_nothing_else_in_the_library_is_touched():
    game = Game.objects.create(slug="marvel-champions", title="Marvel Champions")
    document = Document.objects.create(game=game, slug="rr", title="RR", source_file="rr.md")
    Section.objects.create(game=game, document=document, anchor="guard", title="Guard", order=1, text="x")
    run(POOL)
    assert Section.objects.get(anchor="guard").text == "x"
    assert Game.objects.count() == 1 and Document.objects.count() == 1


@pytest.mark.parametrize("make", [lambda tmp: tmp / "missing", lambda tmp: tmp])
def test_a_folder_without_card_data_is_exit_2_and_writes_nothing(tmp_path, make):
    error, _, _ = run_failing(make(tmp_path))
    assert error.returncode == 2
    assert "zzorba/marvelsdb-json-data" in str(error)
    assert not Card.objects.exists()
