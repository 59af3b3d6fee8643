"""A card page speaks of other cards by their names and of card types in words: "alter ego", not "alterego",
"the other side: Lucy Lamp", not a bare code, and two cards of one name told apart by their stage."""
import io
import re
from pathlib import Path

import pytest
from django.core.management import call_command

from rulesapp.models import Card, Game

POOL = Path(__file__).parent / "made_up_pool"
pytestmark = pytest.mark.django_db


@pytest.fixture
def pool():
    call_command("import_cards", str(POOL), stdout=io.StringIO(), stderr=io.StringIO())


def words(client, url):
    html = client.get(url).content.decode()
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_a_type_of_two_words_is_two_words_on_the_card_page_and_in_search(client, pool):
    assert "alter ego · Test Pack Alpha" in words(client, "/games/marvel-champions/cards/99001b/")
    assert "side scheme · Test Pack Beta" in words(client, "/games/marvel-champions/cards/99012/")
    assert "alterego" not in words(client, "/games/marvel-champions/cards/99001b/")
    Game.objects.create(slug="marvel-champions", title="Marvel Champions")
    searched = words(client, "/search/?q=rolling+blackout&game=marvel-champions")
    assert "Rolling Blackout side scheme" in searched and "sidescheme" not in searched


def test_the_other_side_and_the_reprinted_card_are_named(client, pool):
    assert "other side: Lucy Lamp (card 99001b)" in words(client, "/games/marvel-champions/cards/99001a/")
    assert "other side: Lantern Lass (card 99001a)" in words(client, "/games/marvel-champions/cards/99001b/")
    assert "a reprint of Bright Idea (card 99002)" in words(client, "/games/marvel-champions/cards/99013/")


def test_cards_of_one_name_are_told_apart_by_stage_and_code(client, pool):
    first = Card.objects.get(code="99010")
    Card.objects.create(code="99015", name=first.name, type_code="villain", pack_code=first.pack_code,
                        pack_name=first.pack_name, stats={"stage": "II"}, source_file="made up")
    listed = words(client, "/games/marvel-champions/cards/99010/")
    assert "The Dimmer (villain, stage II, Test Pack Beta, card 99015)" in listed
