"""Every rules page for the four real rulebooks, imported by `import_rulebooks`, through the test client."""
import re
from html import unescape

import pytest
from django.core.management import call_command

from rulesapp.models import Example, Game, GlossaryTerm
from tests.rulesapp.pages.html_checks import PageStructure

SLUGS = ["union-city-alliance", "marvel-champions", "marvel-skirmish", "valiant-universe"]


@pytest.fixture
def rulebooks(db):
    call_command("import_rulebooks", verbosity=0)
    return {game.slug: game for game in Game.objects.all()}


def get_ok(client, url):
    response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    return response.content.decode()


def test_the_four_games_are_on_the_home_page(client, rulebooks):
    assert sorted(rulebooks) == sorted(SLUGS)
    hrefs = {link["attrs"].get("href") for link in PageStructure(get_ok(client, "/")).links}
    assert {f"/games/{slug}/" for slug in SLUGS} <= hrefs


def pager_links(html):
    found = dict(re.findall(r'rel="(prev|next)" href="([^"]+)"', html))
    return found.get("prev"), found.get("next")


@pytest.mark.parametrize("slug", SLUGS)
def test_every_section_page_renders_with_previous_and_next_in_document_order(client, rulebooks, slug):
    game = rulebooks[slug]
    urls = [s.get_absolute_url() for s in game.sections.order_by("order")]
    contents = get_ok(client, game.get_absolute_url()).split('<ol class="toc">', 1)[1]
    toc = [link["attrs"]["href"] for link in PageStructure(contents).links]
    assert toc[: len(urls)] == urls  # the contents list every section, in document order
    assert f"/games/{slug}/glossary/" not in urls  # no section is shadowed by the glossary page
    for index, url in enumerate(urls):
        html = get_ok(client, url)
        assert PageStructure(html).nested_links == [], url
        expected = (urls[index - 1] if index else None, urls[index + 1] if index + 1 < len(urls) else None)
        assert pager_links(html) == expected, url


def letters_only(text):
    """Text with every tag and all whitespace removed: compares words across paragraph and link boundaries."""
    return "".join(unescape(re.sub(r"<[^>]+>", "", text)).split())


@pytest.mark.parametrize("slug", SLUGS)
def test_each_worked_example_is_boxed_once_on_its_section_page(client, rulebooks, slug):
    for example in Example.objects.filter(game__slug=slug).select_related("section", "game"):
        html = get_ok(client, example.section.get_absolute_url())
        assert PageStructure(html).ids[example.anchor][0] == "aside", example.anchor
        box = html.split(f'id="{example.anchor}"', 1)[1].split("</aside>", 1)[0]
        example_text = letters_only(example.text)
        assert example_text in letters_only(box), example.anchor
        assert letters_only(html).count(example_text) == 1, example.anchor


@pytest.mark.parametrize("slug", SLUGS)
def test_glossary_page_has_an_anchor_for_every_term(client, rulebooks, slug):
    html = get_ok(client, f"/games/{slug}/glossary/")
    ids = PageStructure(html).ids
    anchors = list(GlossaryTerm.objects.filter(game__slug=slug).values_list("anchor", flat=True))
    assert [a for a in anchors if a not in ids] == []


def test_real_rule_text_links_glossary_terms_with_their_definitions(client, rulebooks):
    chainable = GlossaryTerm.objects.get(game__slug="valiant-universe", term="Chainable")
    section = rulebooks["valiant-universe"].sections.filter(text__icontains="chainable").exclude(anchor="glossary-section").first()
    links = PageStructure(get_ok(client, section.get_absolute_url())).term_links()
    chainable_links = [link for link in links if link["attrs"]["data-term"] == "Chainable"]
    assert chainable_links, section.anchor
    assert chainable_links[0]["attrs"]["href"] == chainable.get_absolute_url()
    assert chainable_links[0]["attrs"]["data-definition"] == chainable.definition
