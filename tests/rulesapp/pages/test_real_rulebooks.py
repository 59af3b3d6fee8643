"""Every rules page for the four real rulebooks, imported by `import_rulebooks`, through the test client."""
import re
from html import unescape

import pytest

from rulesapp.models import Example, Game, GlossaryTerm, Ruling
from tests.rulesapp.pages.html_checks import PageStructure
from adjudicator.timing import registry

SLUGS = list(registry.rulebook_games())


@pytest.fixture
def rulebooks(imported_rows, db):
    """The four games, imported once for the module (about 2 s an import; every test here only reads)."""
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
    everything = []
    for document in game.documents.all():
        urls = [s.get_absolute_url() for s in document.sections.order_by("order")]
        everything += urls
        for index, url in enumerate(urls):  # previous and next stay within the document
            html = get_ok(client, url)
            assert PageStructure(html).nested_links == [], url
            expected = (urls[index - 1] if index else None, urls[index + 1] if index + 1 < len(urls) else None)
            assert pager_links(html) == expected, url
    contents = get_ok(client, game.get_absolute_url()).split('<ol class="toc">', 1)[1]
    toc = [link["attrs"]["href"] for link in PageStructure(contents).links
           if not link["attrs"]["href"].startswith(f"/games/{slug}/read/")]  # a short document's one-page reading
    assert toc[: len(everything)] == everything  # the contents list every section, document by document
    assert {f"/games/{slug}/glossary/", f"/games/{slug}/rulings/"}.isdisjoint(everything)  # no page shadowed


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


def test_a_game_page_lists_its_documents_each_with_its_contents(client, rulebooks):
    html = get_ok(client, "/games/marvel-champions/")
    page = PageStructure(html)
    assert [link["text"].strip() for link in page.links if link["attrs"].get("href", "").startswith("#document-")] == [
        "Rules Reference", "Rules Reference 1.8 (excerpt)", "Learn to Play", "Timing flowchart"]
    for slug in ("rules-reference", "rr18", "learn-to-play", "timing-flowchart"):
        assert page.ids[f"document-{slug}"][0] == "h2"
    assert "/games/marvel-champions/rulings/" in {link["attrs"].get("href") for link in page.links}
    single = PageStructure(get_ok(client, "/games/union-city-alliance/"))
    assert not any(link["attrs"].get("href", "").startswith("#document-") for link in single.links)


def test_a_section_page_names_its_document_and_shows_its_rulings(client, rulebooks):
    html = get_ok(client, "/games/marvel-champions/rules-reference-webbed-up-9/")
    page = PageStructure(html)
    assert "Marvel Champions · Rules Reference" in html
    assert '<a href="/games/marvel-champions/#document-rules-reference">Rules Reference</a>' in html
    rulings = [anchor for anchor, (tag, _) in page.ids.items() if tag == "article"]
    assert rulings == ["rules-reference-ruling-how-many-attacks-does-webbed-up-prevent",
                       "rules-reference-ruling-does-webbed-up-prevent-spider-sense-from"]
    assert ('Ruled by Fantasy Flight Games, printed in <a href="https://github.com/borisyankov/rulespal/blob/af68f7ea/'
            'data/rulebooks/marvel-champions-reference.md" rel="noopener">Rules Reference version 1.5 (Fantasy Flight '
            'Games), APPENDIX IV: FAQ GENERAL QUESTIONS</a> (that version published <time datetime="2023-05-18">18 May 2023</time>).'
            ) in html


def test_a_ruling_given_elsewhere_says_it_is_a_summary_and_links_its_source(client, rulebooks):
    html = get_ok(client, "/games/marvel-champions/rules-reference-surge/")
    box = html.split('id="ruling-surge-waits-for-the-effect-that-revealed-it"', 1)[1].split("</article>", 1)[0]
    assert "our summary; the source has the exact words" in box
    assert "Ruled by Alex Werner, FFG Game Rules Specialist, undated (the source gives no date)." in box
    assert 'href="https://hallofheroeslcg.com/latest-ffg-rulings-post-rrg-1-5/"' in box


def test_a_ruling_anchor_is_citable_like_a_section(client, rulebooks):
    response = client.get("/games/marvel-champions/ruling-no-ties-between-the-villain-and-the-heroes/")
    assert response.status_code == 302
    assert response["Location"] == (
        "/games/marvel-champions/rules-reference-winning-the-game/#ruling-no-ties-between-the-villain-and-the-heroes")


def test_the_rulings_page_lists_every_ruling_of_the_game(client, rulebooks):
    page = PageStructure(get_ok(client, "/games/marvel-champions/rulings/"))
    shown = [anchor for anchor, (tag, _) in page.ids.items() if tag == "article"]
    assert sorted(shown) == sorted(Ruling.objects.filter(game__slug="marvel-champions").values_list("anchor", flat=True))
    assert len(shown) == 76 + 24  # the Rules Reference's printed FAQ, and the official rulings given elsewhere


def test_the_glossary_names_the_document_a_term_is_defined_in(client, rulebooks):
    html = get_ok(client, "/games/marvel-champions/glossary/")
    assert 'Defined in <a href="/games/marvel-champions/rules-reference-overkill/">OVERKILL</a> (Rules Reference)' in html
    letters = re.findall(r'<dt><a class="entry-permalink" href="#[^"]+">([^<]+)</a></dt>', html)
    assert letters.index("“Would”") < letters.index("You, Your")  # quoted words sort by their letters


@pytest.mark.parametrize("slug", ["marvel-champions", "union-city-alliance", "valiant-universe", "marvel-skirmish"])
def test_every_glossary_entry_links_the_section_it_is_printed_in_and_the_terms_it_uses(client, rulebooks, slug):
    """The glossary page is built from plain values and one reverse() per game: each entry must still
    link its own section's page, and its definition the other terms' entries."""
    html = get_ok(client, f"/games/{slug}/glossary/")
    entries = dict(re.findall(r'<div class="glossary-entry" id="([^"]+)">(.*?)</div>\n', html, re.S))
    terms = GlossaryTerm.objects.filter(game__slug=slug).select_related("section__game", "game")
    assert set(entries) == {term.anchor for term in terms}
    for term in terms:
        if term.section is not None:
            assert f'Defined in <a href="{term.section.get_absolute_url()}">' in entries[term.anchor], term.anchor
        for url in re.findall(r'<a class="term" href="([^"]+)"', entries[term.anchor]):
            assert url.startswith(f"/games/{slug}/glossary/#") and url.split("#")[1] in entries
