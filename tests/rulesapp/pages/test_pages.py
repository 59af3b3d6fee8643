"""The rules pages through Django's test client: what a reader sees on each page, and 404s."""
import re

import pytest

from rulesapp.models import Section
from rulesapp.templatetags.glossary_links import linker_for_game
from rulesapp.templatetags.rules_text import render_rule_text
from tests.rulesapp.pages.html_checks import PageStructure

pytestmark = pytest.mark.django_db


def page(client, url, status=200):
    response = client.get(url)
    assert response.status_code == status, response.content[:500]
    return response.content.decode()


def main_of(html):
    return html.split('<main id="main"', 1)[1].split("</main>", 1)[0]


def test_home_puts_the_search_box_first_then_the_games_with_counts(client, library):
    html = main_of(page(client, "/"))
    form = html.index('role="search"')
    assert form < html.index("Union City Alliance")
    assert re.search(r'<input id="q" type="search" name="q" autofocus', html)
    assert "5 sections" in html and "4 glossary terms" in html
    assert "1 section ·" in html and "0 glossary terms" in html


def test_every_page_has_the_layout_a_reader_navigates_by(client, library):
    for url in ["/", "/games/union-city-alliance/", "/games/union-city-alliance/glossary/",
                "/games/union-city-alliance/setting-up-heroes/", "/search/"]:
        structure = PageStructure(page(client, url))
        hrefs = [link["attrs"].get("href") for link in structure.links]
        assert "#main" in hrefs, url  # skip link
        assert "/adjudicator/" in hrefs, url
        assert "/games/marvel-skirmish/" in hrefs, url
        assert structure.ids["main"][0] == "main", url


def test_game_page_lists_the_section_tree_nested(client, library):
    html = main_of(page(client, "/games/union-city-alliance/"))
    toc = html[html.index('<ol class="toc">'):]
    setup, heroes, choosing, map_zone = (toc.index(f'href="/games/union-city-alliance/{a}/"') for a in
                                         ["game-setup", "setting-up-heroes", "choosing-heroes", "setting-up-the-map-zone"])
    assert setup < heroes < choosing < map_zone
    between_setup_and_heroes = toc[setup:heroes]
    assert '<ol class="toc toc-nested">' in between_setup_and_heroes
    assert '<ol class="toc toc-nested">' in toc[heroes:choosing]
    assert 'href="/games/union-city-alliance/glossary/"' in html


def test_game_page_folds_a_top_level_sections_subsections_under_a_button_that_counts_them(client, library):
    html = main_of(page(client, "/games/union-city-alliance/"))
    after_setup = html.split('href="/games/union-city-alliance/game-setup/"', 1)[1]
    folded = after_setup.split('<details class="toc-children">', 1)[1].split("</details>", 1)[0]
    assert folded.startswith("<summary>3 subsections</summary>")  # two children, one grandchild
    assert [link["attrs"]["href"] for link in PageStructure(folded).links] == [
        "/games/union-city-alliance/setting-up-heroes/", "/games/union-city-alliance/choosing-heroes/",
        "/games/union-city-alliance/setting-up-the-map-zone/"]
    assert folded.count("<details") == 0  # deeper levels are not folded again
    toc = html.split('<ol class="toc">', 1)[1]
    glossary_item = toc.split('href="/games/union-city-alliance/glossary/">Glossary</a>', 1)[1].split("</li>", 1)[0]
    assert "<details" not in glossary_item  # a section without subsections has nothing to open


def test_section_page_breadcrumbs_children_and_pager(client, library):
    html = page(client, "/games/union-city-alliance/setting-up-heroes/")
    crumbs = html.split('aria-label="Breadcrumbs"', 1)[1].split("</nav>", 1)[0]
    assert re.findall(r"<li>.*?</li>|<li aria-current=\"page\">.*?</li>", crumbs) == [
        '<li><a href="/games/union-city-alliance/">Union City Alliance</a></li>',
        '<li><a href="/games/union-city-alliance/game-setup/">Game Setup</a></li>',
        '<li aria-current="page">Setting up Heroes</li>',
    ]
    children = html.split('id="subsections-title"', 1)[1].split("</section>", 1)[0]
    assert 'href="/games/union-city-alliance/choosing-heroes/"' in children
    assert "setting-up-the-map-zone" not in children
    assert re.search(r'class="pager-previous" rel="prev" href="/games/union-city-alliance/game-setup/"', html)
    assert re.search(r'class="pager-next" rel="next" href="/games/union-city-alliance/choosing-heroes/"', html)


def test_first_section_has_only_a_next_link(client, library):
    first = page(client, "/games/union-city-alliance/game-setup/")
    assert 'rel="prev"' not in first
    assert 'rel="next" href="/games/union-city-alliance/setting-up-heroes/"' in first


def test_last_section_has_no_next(client, library):
    html = page(client, "/games/marvel-skirmish/attack-phase/")
    assert 'rel="prev"' not in html and 'rel="next"' not in html


def test_section_text_lists_images_and_examples_set_apart(client, library):
    html = main_of(page(client, "/games/union-city-alliance/setting-up-heroes/"))
    structure = PageStructure(html)
    assert structure.ids["example-team-up-decks"][0] == "aside"
    assert structure.ids["example-wrangler-attacks"][0] == "aside"
    assert html.index("draws 5 cards") < html.index('id="example-team-up-decks"') < html.index('id="example-wrangler-attacks"')
    example_box = html.split('id="example-team-up-decks"', 1)[1].split("</aside>", 1)[0]
    assert "Aaron is playing as Odysseus" in example_box and "Team up decks" in example_box
    assert html.count("Aaron is playing as Odysseus") == 1
    assert '<ul class="rule-list"><li>' in html and "<ul class=\"rule-list\"><li>The " in html
    assert '<p class="image-note"><span class="image-note-label">Image:</span> example hero zone for Captain Jupiter</p>' in html


def test_glossary_terms_in_section_and_example_text_are_linked_with_their_definition(client, library):
    html = main_of(page(client, "/games/union-city-alliance/setting-up-heroes/"))
    structure = PageStructure(html)
    terms = structure.term_links()
    by_text = {link["text"]: link["attrs"] for link in terms}
    assert by_text["discard pile"]["href"] == "/games/union-city-alliance/glossary/#discard-pile"
    assert by_text["discard pile"]["data-definition"] == "Where discarded cards go."
    assert by_text["attacks"]["data-term"] == "Attack"
    assert by_text["hero"]["data-definition"] == 'You, the player, and the hero you control ("you").'
    example_box = html.split('id="example-wrangler-attacks"', 1)[1].split("</aside>", 1)[0]
    assert [link["text"] for link in PageStructure(example_box).term_links()] == ["attacks", "discards"]
    assert structure.nested_links == []
    assert all("a" not in link["ancestors"] for link in terms)


def test_markup_in_rule_text_is_escaped_and_terms_still_linked(client, library):
    Section.objects.create(game=library["uca"], document=library["uca"].documents.get(), anchor="hostile", title="<i>Hostile</i> section", order=10, depth=0,
                           text='<script>alert(1)</script> When you attack, <a href="http://evil">discard</a> it.')
    html = page(client, "/games/union-city-alliance/hostile/")
    structure = PageStructure(html)
    assert structure.scripts == [s for s in structure.scripts if s.get("src")]  # only our own script file
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;i&gt;Hostile&lt;/i&gt; section" in html
    assert not any(link["attrs"].get("href") == "http://evil" for link in structure.links)
    assert [link["text"] for link in structure.term_links()] == ["attack", "discard"]
    assert structure.nested_links == []


def test_glossary_page_has_a_to_z_and_an_anchor_per_term(client, library):
    html = main_of(page(client, "/games/union-city-alliance/glossary/"))
    structure = PageStructure(html)
    for anchor in ["attack", "discard", "discard-pile", "hero"]:
        assert anchor in structure.ids
    az = html.split('aria-label="Jump to letter"', 1)[1].split("</nav>", 1)[0]
    assert re.findall(r'href="(#letter-\w+)"', az) == ["#letter-a", "#letter-d", "#letter-h"]
    assert '<span aria-disabled="true">B</span>' in az
    assert {"letter-a", "letter-d", "letter-h"} <= set(structure.ids)


def test_a_definition_links_other_terms_but_never_itself(client, library):
    html = main_of(page(client, "/games/union-city-alliance/glossary/"))
    hero_entry = html.split('id="hero"', 1)[1].split("</div>", 1)[0]
    assert PageStructure(hero_entry).term_links() == []
    discard_entry = html.split('id="discard"', 1)[1].split("</div>", 1)[0]
    assert [link["attrs"]["data-term"] for link in PageStructure(discard_entry).term_links()] == ["Discard pile"]


def test_glossary_lines_in_rule_text_do_not_link_their_own_term(library):
    rendered = render_rule_text(library["sections"]["glossary"].text, linker_for_game(library["uca"]))
    entries = [PageStructure(item).term_links() for item in rendered.split("<li>")[1:]]
    assert [[link["attrs"]["data-term"] for link in links] for links in entries] == [[], []]
    assert "Might to deal damage" in rendered


@pytest.mark.parametrize("url, message", [
    ("/games/no-such-game/", "There is no game"),
    ("/games/no-such-game/glossary/", "There is no game"),
    ("/games/no-such-game/game-setup/", "There is no game"),
    ("/games/union-city-alliance/no-such-section/", "Union City Alliance has no section"),
    ("/games/marvel-skirmish/game-setup/", "Marvel Skirmish has no section"),
])
def test_unknown_game_or_section_is_a_404_page(client, library, url, message):
    html = page(client, url, status=404)
    assert message in html and 'href="#main"' in html


def test_home_says_what_the_adjudicator_does_for_the_games_its_library_holds(client, library):
    """One sentence and a link under the games: what the adjudicator does, for the games of its examples
    library (the plain stack is no game; a game without a scenario is not named), never a number written in."""
    from adjudicator.web.models import LibraryScenario

    for folder, game in (("union-city-alliance", "union-city-alliance"), ("stack", "stack")):
        LibraryScenario.objects.create(folder=folder, stem="x", filename=f"{folder}/x.yaml", game=game, title="x",
                                       text="", content_hash="0")
    html = main_of(page(client, "/"))
    about = re.search(r'<p class="home-adjudicator">(.*?)</p>', html, re.S)
    assert about, html
    text = " ".join(re.sub(r"<[^>]+>", "", about.group(1)).split())
    assert text == ("Settle a timing dispute in Union City Alliance with the adjudicator: it resolves the "
                    "situation step by step, each step citing the rule that decides it.")
    assert '<a href="/adjudicator/">Settle a timing dispute</a>' in about.group(1)
    assert html.index("game-list") < html.index("home-adjudicator")
