"""The outline mode and card-text pages: forms, results, errors with their lines, and user text escaped."""
import html
import re

import pytest

from adjudicator.tools import outline

pytestmark = pytest.mark.django_db  # the site layout lists the games

GALVANIZE = """\
Wrangler uses Social Networking's Galvanize
  Odysseus draws Scientific Genius [alert]
  Odysseus draws Rapid Processing [alert]
    Wrangler draws Flurry of Fists [alert]
order: Rapid Processing
"""


def order_on_page(content):
    block = re.search(r'<ol class="resolution-order" id="resolution-order">(.*?)</ol>', content, re.S).group(1)
    return [html.unescape(label) for label in re.findall(r'<span class="effect-label">(.*?)</span>', block)]


def test_tools_index_links_both_tools(client):
    content = client.get("/adjudicator/tools/").content.decode()
    assert 'href="/adjudicator/tools/outline/"' in content and 'href="/adjudicator/tools/cardtext/"' in content


def test_outline_page_starts_with_the_example_and_a_form(client):
    response = client.get("/adjudicator/tools/outline/")
    assert response.status_code == 200
    content = response.content.decode()
    assert "Odysseus draws Rapid Processing [alert]" in html.unescape(content)
    assert 'name="outline"' in content and "csrfmiddlewaretoken" in content
    assert 'id="resolution-order"' not in content


def test_outline_post_shows_the_order_the_rulebook_gives(client):
    response = client.post("/adjudicator/tools/outline/", {"outline": GALVANIZE})
    assert response.status_code == 200
    content = response.content.decode()
    assert order_on_page(content) == ["Wrangler uses Social Networking's Galvanize", "Odysseus draws Rapid Processing",
                                      "Wrangler draws Flurry of Fists", "Odysseus draws Scientific Genius"]
    assert 'href="data:image/svg+xml;base64,' in content  # the tree to download
    tree = content[content.index('id="outline-tree-1"'):]
    assert "<svg" in tree and "tree-legend" not in tree  # inlined; its legend is a list beside it
    assert 'class="adj-legend"' in tree
    assert 'download="outline-scenario.yaml"' in content
    assert "timing: alert" in content  # the compiled scenario is shown


def test_outline_get_with_text_resolves_too(client):
    response = client.get("/adjudicator/tools/outline/", {"outline": GALVANIZE})
    assert order_on_page(response.content.decode())[1] == "Odysseus draws Rapid Processing"


def test_outline_compare_shows_the_stack_order(client):
    content = client.post("/adjudicator/tools/outline/", {"outline": GALVANIZE, "compare": "1"}).content.decode()
    assert 'id="compare-order"' in content
    assert "On a plain stack" in content


def test_outline_errors_name_their_lines(client):
    response = client.post("/adjudicator/tools/outline/", {"outline": "Start\n  Child [sometimes]\n"})
    assert response.status_code == 400
    content = response.content.decode()
    assert 'data-line="2"' in content
    assert "unknown timing class [sometimes]" in content
    assert 'aria-invalid="true"' in content


def test_outline_too_long_is_refused_with_a_message(client):
    response = client.post("/adjudicator/tools/outline/", {"outline": "x" * (outline.MAX_CHARS + 10)})
    assert response.status_code == 413
    assert f"at most {outline.MAX_CHARS}" in response.content.decode()


def test_outline_labels_with_markup_are_escaped_everywhere(client):
    text = "Evil <script>alert(1)</script> <b>boss</b> threatens\n  \"Quote\" & <img src=x onerror=alert(2)> [alert]\n"
    content = client.post("/adjudicator/tools/outline/", {"outline": text}).content.decode()
    assert "<script>alert(1)</script>" not in content
    assert "<img src=x" not in content and "<b>boss</b>" not in content
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in content
    assert order_on_page(content)[0] == "Evil <script>alert(1)</script> <b>boss</b> threatens"


def test_outline_step_through_form_posts_to_the_editors_resolve_when_it_exists(client):
    from django.urls import NoReverseMatch, reverse

    content = client.post("/adjudicator/tools/outline/", {"outline": GALVANIZE}).content.decode()
    try:
        resolve_url = reverse("adjudicator:resolve")
    except NoReverseMatch:
        assert "Step through and share" not in content
    else:
        assert f'action="{resolve_url}"' in content and 'name="scenario"' in content


def test_cardtext_page_classifies_and_links_each_rule(client):
    text = "Galvanize: Discard a non-Origin card to move to a block with an enemy.\nWhen this threatens you first discard a card"
    response = client.post("/adjudicator/tools/cardtext/", {"text": text})
    assert response.status_code == 200
    content = response.content.decode()
    assert re.findall(r'data-kind="([\w-]+)"', content) == ["cost-to", "first"]
    assert 'href="/games/union-city-alliance/costs/"' in content
    assert 'href="/games/union-city-alliance/first-effects/"' in content
    assert 'href="/games/union-city-alliance/glossary/#galvanize"' in content


def test_cardtext_page_shows_ambiguity(client):
    content = client.post("/adjudicator/tools/cardtext/", {"text": "Whenever a hero draws, gain 1 Might."}).content.decode()
    assert "Why it is ambiguous" in content


def test_cardtext_page_errors_and_escaping(client):
    empty = client.post("/adjudicator/tools/cardtext/", {"text": "   "})
    assert empty.status_code == 400 and "no sentence" in empty.content.decode()
    content = client.post("/adjudicator/tools/cardtext/", {"text": "When <script>x()</script> attacks, draw."}).content.decode()
    assert "<script>x()</script>" not in content and "&lt;script&gt;x()&lt;/script&gt;" in content


def test_cardtext_page_get_shows_an_example(client):
    content = client.get("/adjudicator/tools/cardtext/").content.decode()
    assert "Galvanize: Discard a non-Origin card" in content
    assert 'id="sentences"' not in content


def test_outline_steps_speak_the_outlines_words_and_name_the_model(client):
    """Issue 11: no "cause nuclear breath …" made-up event in the steps, no model id in the heading."""
    kaiju = ("Atomic Kaiju assaults Odysseus for 5 damage\n  Nuclear Breath trashes a Union card\n"
             "  Odysseus uses Trojan Horse: gains 2 defense [counter]\n")
    content = html.unescape(client.post("/adjudicator/tools/outline/", {"outline": kaiju}).content.decode())
    steps = re.search(r'<ol class="all-steps">(.*?)</ol>', content, re.S).group(1)
    texts = [re.sub(r"<[^>]+>", "", item).strip() for item in re.findall(r"<li>(.*?)</li>", steps, re.S)]
    assert "event Atomic Kaiju assaults Odysseus for 5 damage causes Nuclear Breath trashes a Union card (line 2)" \
        in texts
    assert "event 5 damage dealt to Odysseus by Atomic Kaiju" in texts
    assert not [t for t in texts if "cause " in t or "cause-" in t], texts
    assert "Resolution order <span class=\"model\">(by Union City Alliance)</span>" in content


VILLAIN_ATTACKS = """\
game: marvel-champions
players: Captain Marvel
The villain attacks Captain Marvel for 4 damage
  Captain Marvel plays Defensive Stance [interrupt]
"""


def why_block(content):
    return re.search(r'<ol class="why-steps">(.*?)</ol>', content, re.S).group(1)


def test_why_this_order_names_each_rule_by_its_sections_title_and_the_line_by_its_source(full_site, client):
    """"Why this order" cites rules as the example pages do (the section's title, linked to its sentence), never by
    the anchor's words ("Rules reference tough"); "The villain attacks …" is damage from the villain, not from "The"."""
    from rulesapp.models import Section

    content = client.post("/adjudicator/tools/outline/", {"outline": VILLAIN_ATTACKS}).content.decode()
    why = why_block(content)
    cited = re.findall(r'<a href="/games/marvel-champions/([^/"]+)/[^"]*">(.*?)</a>', why)
    # the default ruleset, 1.8, cites its own chart (rr18-ability) for the priorities
    assert {anchor for anchor, _ in cited} >= {"rules-reference-tough", "rr18-ability"}
    for anchor, label in cited:
        assert html.unescape(label) == Section.objects.get(game__slug="marvel-champions", anchor=anchor).title
    assert "Rules reference" not in why and "rule-ref" not in why
    text = html.unescape(why)
    assert "4 damage to Captain Marvel from the villain" in text
    assert "from The" not in text


def test_a_line_that_begins_with_each_names_no_source(client):
    content = client.post("/adjudicator/tools/outline/", {
        "outline": VILLAIN_ATTACKS.replace("The villain attacks", "Each villain attacks")}).content.decode()
    text = html.unescape(why_block(content))
    assert "4 damage to Captain Marvel" in text and "from Each" not in text


# -- the outline's game (issue 27) ------------------------------------------------------------------------------
CHAMPIONS_LINES = "Rhino attacks Spider-Man for 3 damage\n  Spider-Man's Backflip [interrupt]\n"


def picked_game(content):
    return re.search(r'<option value="([^"]+)" selected>', content).group(1)


def test_outline_page_offers_every_game_and_says_which_one_it_read_the_outline_as(client):
    form = client.get("/adjudicator/tools/outline/").content.decode()
    assert [g for g in ("union-city-alliance", "marvel-champions", "marvel-skirmish", "valiant-universe")
            if f'<option value="{g}"' in form] == ["union-city-alliance", "marvel-champions", "marvel-skirmish",
                                                   "valiant-universe"]
    assert picked_game(form) == "union-city-alliance"
    default = html.unescape(client.post("/adjudicator/tools/outline/", {"outline": GALVANIZE}).content.decode())
    assert "Read as Union City Alliance (the default, as the outline has no game: line)." in default
    assert "to read it as Marvel Champions" in default


def test_the_picked_game_reads_an_outline_without_a_game_line(client):
    response = client.post("/adjudicator/tools/outline/", {"outline": "players: Spider-Man\n" + CHAMPIONS_LINES,
                                                           "game": "marvel-champions"})
    content = html.unescape(response.content.decode())
    assert response.status_code == 200, content
    assert "Read as Marvel Champions (the game picked)." in content and "(by Marvel Champions)" in content
    assert picked_game(content) == "marvel-champions"


def test_an_outlines_game_line_decides_and_the_page_says_the_picked_game_was_not_used(client):
    text = "game: marvel-champions\nplayers: Spider-Man\n" + CHAMPIONS_LINES
    content = html.unescape(client.post("/adjudicator/tools/outline/", {"outline": text,
                                                                       "game": "valiant-universe"}).content.decode())
    assert "Read as Marvel Champions: the outline's game: line says so." in content
    assert "The game picked, Valiant Universe, is used only for an outline without one." in content
    assert client.post("/adjudicator/tools/outline/", {"outline": text, "game": "chess"}).status_code == 400


def test_outline_page_says_every_card_it_took_from_the_library(client, monkeypatch):
    """A line that names its card takes fields from it: the page says which card (name and code) and which fields."""
    from adjudicator.timing.marvel_champions import card_entities
    from tests.adjudicator.tools.conftest import MadeUpCards

    cards = MadeUpCards()
    monkeypatch.setattr(card_entities, "_source", lambda: cards)
    response = client.post("/adjudicator/tools/outline/", {"outline": "game: marvel-champions\nplayers: Lantern Lass\n"
                                                          "Lantern Lass plays Porch Light\n"
                                                          "  Porch Light deals 1 damage to Lantern Lass\n"})
    assert response.status_code == 200
    block = re.search(r'<div class="outline-cards">(.*?)</div>', response.content.decode(), re.S)
    content = html.unescape(block.group(1)) if block else ""
    assert ("Porch Light (card 99003, line 4): name: Porch Light; type: ally; "
            "timing: forced-response (its ability #1, Forced Response)") in content
