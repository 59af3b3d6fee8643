"""The card pages: /games/marvel-champions/cards/ and /games/marvel-champions/cards/<code>/, on the made-up pool."""
import io
import re
from pathlib import Path

import pytest
from django.core.management import call_command

from rulesapp.models import Card, Document, Game, GlossaryTerm, Ruling

POOL = Path(__file__).parent / "made_up_pool"
pytestmark = pytest.mark.django_db


@pytest.fixture
def pool():
    call_command("import_cards", str(POOL), stdout=io.StringIO(), stderr=io.StringIO())


@pytest.fixture
def rules():
    game = Game.objects.create(slug="marvel-champions", title="Marvel Champions")
    document = Document.objects.create(game=game, slug="rules-reference", title="Rules Reference", source_file="rr.md")
    for term in ("Interrupt", "Response", "Guard", "Quickstrike", "Boost"):
        GlossaryTerm.objects.create(game=game, document=document, term=term, anchor=term.lower(),
                                    definition=f"(made-up definition of {term})")
    Ruling.objects.create(game=game, anchor="ruling-dimmer", question="Does The Dimmer's Retaliate trigger on a defeat?",
                          answer="A made-up answer.", source="made-up FAQ")
    Ruling.objects.create(game=game, anchor="ruling-other", question="Does the dimmer switch count?",
                          answer="Unrelated.", source="made-up FAQ")
    return game


def text_of(html):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_without_cards_the_pages_say_how_to_add_them(client):
    page = client.get("/games/marvel-champions/cards/")
    assert page.status_code == 200 and "manage.py import_cards PATH" in page.content.decode()
    missing = client.get("/games/marvel-champions/cards/99001a/")
    assert missing.status_code == 404 and "manage.py import_cards PATH" in missing.content.decode()


def test_the_index_lists_the_packs_and_each_pack_its_cards(client, pool):
    """A phone loads a small page: the index lists the packs (the whole pool was one 490 kB page), each pack's
    page its cards; old links to a pack's anchor still land on its row; card pages keep their addresses."""
    html = client.get("/games/marvel-champions/cards/").content.decode()
    assert "9 cards" in html
    assert html.index("Test Pack Alpha") < html.index("Test Pack Beta")
    assert "Lantern Lass" not in html and "/games/marvel-champions/cards/99010/" not in html  # no card listed here
    alpha = re.search(r'<li id="pack-(\w+)"><a href="\?pack=\1">Test Pack Alpha</a> \((\d+) cards?\)</li>', html)
    assert alpha, html
    pack = client.get("/games/marvel-champions/cards/", {"pack": alpha.group(1)})
    assert pack.status_code == 200
    listed = pack.content.decode()
    assert "Lantern Lass" in listed and "Test Pack Beta" not in text_of(listed.split("<main", 1)[1].split("<nav class=\"pager", 1)[0])
    section = listed.split('<section class="card-pack"', 1)[1].split("</section>", 1)[0]
    assert section.count('<li><a href="/games/marvel-champions/cards/') == int(alpha.group(2))
    assert 'href="/games/marvel-champions/cards/"' in listed  # back to every pack
    assert client.get("/games/marvel-champions/cards/99010/").status_code == 200


def test_an_unknown_pack_is_a_404_that_names_it(client, pool):
    page = client.get("/games/marvel-champions/cards/", {"pack": "nope"})
    assert page.status_code == 404 and "no pack “nope”" in page.content.decode()


def test_the_index_has_a_search_box_that_finds_any_card(client, pool, rules):
    html = client.get("/games/marvel-champions/cards/").content.decode()
    main = html.split('<main', 1)[1]
    form = re.search(r'<form[^>]*action="/search/"[^>]*>(.*?)</form>', main, re.S)
    assert form and '<input type="hidden" name="game" value="marvel-champions">' in form.group(1)
    assert 'name="q"' in form.group(1)
    found = client.get("/search/", {"q": "The Dimmer", "game": "marvel-champions"}).content.decode()
    assert 'href="/games/marvel-champions/cards/99010/"' in found  # a card of another pack than the first


def test_a_card_page_shows_stats_text_rules_and_the_rulings_naming_it(client, pool, rules):
    page = client.get("/games/marvel-champions/cards/99010/")
    html = page.content.decode()
    assert page.status_code == 200
    words = text_of(html)
    assert "Hit points 14 per player" in words and "ATK 2 ★ (see the card&#x27;s text)" in words and "Stage I" in words
    assert "Forced Interrupt" in words and "Retaliate 1. Toughness." in words
    assert '<a class="term" href="/games/marvel-champions/glossary/#interrupt"' in html
    assert 'id="ruling-dimmer"' in html and 'id="ruling-other"' not in html  # named as printed, not any "dimmer"


def test_the_rules_it_uses_are_listed_once_each(client, pool, rules):
    html = client.get("/games/marvel-champions/cards/99002/").content.decode()
    listed = html[html.index('id="card-rules-title"'):]
    listed = listed[:listed.index("</section>")]
    assert re.findall(r">(\w+)</a></li>", listed) == ["Interrupt", "Response"]
    assert "Erratum (the data's note): Added" in html


def test_icons_and_markup_are_rebuilt_and_anything_else_is_escaped(client, pool):
    Card.objects.filter(code="99014").update(text='Guard. <script>alert(1)</script> <b onclick="x()">Boost</b>')
    html = client.get("/games/marvel-champions/cards/99014/").content.decode()
    assert "<script>alert" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert 'onclick="x()"' not in html and "&lt;b onclick=&quot;x()&quot;&gt;Boost" in html
    scheme = client.get("/games/marvel-champions/cards/99012/").content.decode()
    assert '<span class="card-icon">[per player]</span>' in scheme
    assert "Hazard icons" in text_of(scheme) and "Crisis icons" in text_of(scheme)


def test_a_reprint_links_its_original_and_two_sides_link_each_other(client, pool):
    html = client.get("/games/marvel-champions/cards/99013/").content.decode()
    assert 'a reprint of <a href="/games/marvel-champions/cards/99002/">' in html
    hero = client.get("/games/marvel-champions/cards/99001a/").content.decode()
    assert 'href="/games/marvel-champions/cards/99001b/"' in hero


def test_the_page_shows_how_the_adjudicator_reads_each_ability_and_its_holes(client, pool):
    """In words, not codes: the timing class as the Rules Reference names it (its priority list: "4. “Interrupt”
    abilities.", “would” from its own entry), the event as a step says it; the codes only in the scenario."""
    html = client.get("/games/marvel-champions/cards/99002/").content.decode()
    reading = html.split('class="card-reading"', 1)[1].split("</section>", 1)[0]
    words = text_of(reading)
    assert "Interrupt : an “Interrupt” ability, to a “would”;" in words and "Hole (event):" in words  # “Would”
    assert "Response : a “Response” ability; “After you play Bright Idea” → after this card is played" in words
    said = reading.split('class="card-effect"', 1)[0]  # the effect's ops stay codes: the scenario's own words
    assert "<code>" not in said and "would-interrupt" not in reading and "played" not in words.replace(
        "is played", "")
    hero = text_of(client.get("/games/marvel-champions/cards/99001a/").content.decode())
    assert "Hero Interrupt : an “Interrupt” ability, to a “would”, only in hero form" in hero
    assert "timing: would-interrupt" in hero  # the code stays where a player types it: the scenario


def test_the_page_shows_the_effect_read_next_to_the_text_and_what_was_not(client, pool):
    """The effect read is shown beside the card's words, so a player can check one against the other; what was
    not read is a hole with its words."""
    hero = text_of(client.get("/games/marvel-champions/cards/99001a/").content.decode())
    assert "Effect “draw 1 card.” → read as draw 1 you" in hero
    assert "Effect “deal 1 damage to that enemy. (Limit once per round.)” → read in part: deal_damage 1 that-enemy" \
        in hero
    assert "Hole (effect): “(Limit once per round.)”: words in brackets: not read" in hero
    event = text_of(client.get("/games/marvel-champions/cards/99002/").content.decode())
    assert "Effect “prevent 1 of that threat.” → not read" in event


def test_cards_a_question_names_are_listed_beside_the_rules_results():
    from rulesapp.card_pages import cards_matching

    call_command("import_cards", str(POOL), stdout=io.StringIO(), stderr=io.StringIO())
    assert [card.code for card in cards_matching("does Lights Out surge if The Dimmer is gone?")] == ["99011", "99010"]
    assert [card.code for card in cards_matching("what does The Dimmer's retaliate do")] == ["99010"]
    by_words = [card.code for card in cards_matching("glow")]  # a trait
    assert by_words[:2] == ["99001a", "99003"]
    assert [card.code for card in cards_matching("bright idea")] == ["99002"]  # the reprint 99013 is not repeated
    assert cards_matching("how does surge work when the encounter deck runs out") == []
    assert cards_matching("take damage") == []  # words of some card's text are not enough...
    assert [card.code for card in cards_matching('"take 1 damage"')] == ["99011"]  # ...a quoted phrase is


def test_the_search_page_shows_the_cards_only_for_marvel_champions(client, rules):
    call_command("import_cards", str(POOL), stdout=io.StringIO(), stderr=io.StringIO())
    Game.objects.create(slug="union-city-alliance", title="Union City Alliance")
    from rulesapp.views import search  # noqa: F401  (the page answers 503 without an index; cards still show)
    html = client.get("/search/", {"q": "Lantern Lass", "game": "marvel-champions"}).content.decode()
    assert 'href="/games/marvel-champions/cards/99001a/"' in html
    other = client.get("/search/", {"q": "Lantern Lass", "game": "union-city-alliance"}).content.decode()
    assert "/games/marvel-champions/cards/" not in other


def test_the_page_offers_a_scenario_skeleton_with_its_holes(client, pool):
    html = client.get("/games/marvel-champions/cards/99001a/").content.decode()
    yaml_block = html[html.index('class="card-scenario-yaml"'):]
    assert "type: hero" in yaml_block and "timing: would-interrupt" in yaml_block  # "When an enemy would attack"
    assert "&quot;HOLE: name the enemy&quot;" in yaml_block  # escaped, at its line
    assert "form: hero" in yaml_block  # "Hero Interrupt": the format's own form field, not a comment
    assert "do: &quot;HOLE: write the effect&#x27;s ops (a list): not read:" in yaml_block
    assert "- {draw: {who: you, count: 1}}" in yaml_block  # the second trigger's effect, read
