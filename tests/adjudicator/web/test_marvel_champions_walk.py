"""Marvel Champions' guided walk (adjudicator/timing/marvel_champions/lessons.yaml): at least 8 lessons,
each quoting and linking its Rules Reference sentence, each on an example that passes its own expect;
the walk offered beside Union City Alliance's; each Rules Reference entry it teaches links back to it."""
import io
import re
from html import unescape
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from adjudicator import cli
from adjudicator.limits import Limits
from adjudicator.timing.marvel_champions.model import MarvelChampions
from adjudicator.web import lessons, walk

ROOT = Path(__file__).resolve().parents[3]
GAME = "marvel-champions"
WALK = lessons.read(MarvelChampions)
MC_PAGES = walk.walks()[GAME].pages


@pytest.fixture(scope="module")
def mc_site(uca_library_rows, django_db_blocker):
    """Beside Union City Alliance's rulebook and every fixture scenario (uca_library_rows, which removes
    them all when the module is done, and makes these tests `slow`), the Marvel Champions Rules Reference."""
    with django_db_blocker.unblock():
        call_command("import_rulebook", str(settings.RULEBOOK_DIR / "marvel-champions-rules-reference.md"),
                     game=GAME, document="rules-reference", stdout=io.StringIO())
    yield


@pytest.fixture
def site(mc_site, db):
    return None


def html_of(client, url, status=200):
    response = client.get(url)
    assert response.status_code == status, (url, response.status_code)
    return response.content.decode()


# -- the data file ------------------------------------------------------------------------------------

def test_the_walk_has_at_least_eight_lessons_each_on_a_rules_reference_sentence():
    assert len(WALK.lessons) >= 8
    for lesson in WALK.lessons:
        for name in lesson.rules:
            citation = walk.rule(name, GAME)
            assert citation.startswith(f"{GAME}#rules-reference-"), (lesson.slug, name)
            assert citation.quote, (lesson.slug, name)


@pytest.mark.parametrize("lesson", WALK.lessons, ids=[lesson.slug for lesson in WALK.lessons])
def test_each_lessons_example_passes_check(lesson):
    path = ROOT / "fixtures/scenarios" / f"{lesson.scenario}.yaml"
    out = io.StringIO()
    assert cli.check([str(path)], out, io.StringIO(), Limits()) == 0, out.getvalue()
    assert out.getvalue().startswith("PASS ") and "nothing checked" not in out.getvalue()


@pytest.mark.parametrize("text, message", [
    ("title: t\nsummary: s\nlessons:\n  - {slug: a, title: t, scenario: x/y, rules: [no-such-rule], "
     "explanation: [p], watch: w}\n", "lesson a: no rule 'no-such-rule'"),
    ("title: t\nsummary: s\nlessons:\n  - {slug: a, title: t, scenario: x/y, rules: [would], "
     "explanation: [p], watch: w, colour: red}\n", "lesson a: unknown key colour"),
    ("title: t\nsummary: s\nlessons:\n  - {slug: a, title: t, rules: [would], explanation: [p], watch: w}\n",
     "lesson a: missing scenario"),
    ("title: t\nsummary: s\nlessons:\n" + "  - {slug: a, title: t, scenario: x/y, rules: [would], "
     "explanation: [p], watch: w}\n" * 2, "lesson a: the slug is used twice"),
    ("title: t\nsummary: s\nlessons: []\n", "no lessons"),
])
def test_a_lessons_file_it_cannot_read_is_refused_naming_the_lesson(text, message):
    with pytest.raises(lessons.LessonFileError, match=re.escape(message)):
        lessons.parse(text, set(MarvelChampions.rule_sentences))


def test_union_city_alliance_keeps_its_walk_first_and_at_its_urls():
    walks = list(walk.walks())
    assert walks[:2] == ["union-city-alliance", GAME]
    assert walk.PAGES[0].get_absolute_url() == "/adjudicator/learn/chains/"
    assert MC_PAGES[0].get_absolute_url() == f"/adjudicator/learn/{GAME}/{MC_PAGES[0].slug}/"


# -- the pages ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("page", MC_PAGES, ids=[p.slug for p in MC_PAGES])
def test_each_lesson_quotes_links_its_rule_and_resolves_its_example_live(client, site, page):
    html = html_of(client, page.get_absolute_url())
    text = unescape(html)
    assert page.title in text and page.explanation[0] in text and page.watch in text
    for citation in page.citations():
        anchor = citation.partition("#")[2]
        assert f'href="/games/{GAME}/{anchor}/#:~:text=' in html
        assert f'<blockquote class="adj-walk-quote"><p>{citation.quote}</p>' in text
    assert "<svg" in html and 'class="adj-steps"' in html
    assert "The scenario's expectations hold." in html


def test_the_lessons_page_through_in_order(client, site):
    first, second, last = MC_PAGES[0], MC_PAGES[1], MC_PAGES[-1]
    html = html_of(client, first.get_absolute_url())
    assert f'rel="next" href="{second.get_absolute_url()}"' in html and 'rel="prev"' not in html
    assert f"1 of {len(MC_PAGES)}" in html
    html = html_of(client, last.get_absolute_url())
    assert 'rel="next"' not in html and f'rel="prev" href="{MC_PAGES[-2].get_absolute_url()}"' in html


def test_the_adjudicator_and_the_learn_index_offer_both_walks(client, site):
    for url in ("/adjudicator/", "/adjudicator/learn/"):
        html = html_of(client, url)
        assert f'href="{walk.PAGES[0].get_absolute_url()}"' in html, url
        assert f'href="{MC_PAGES[0].get_absolute_url()}"' in html, url
        assert "Union City Alliance" in html and "Marvel Champions" in html
    index = html_of(client, "/adjudicator/learn/")
    positions = [index.index(f'href="{page.get_absolute_url()}"') for page in MC_PAGES]
    assert positions == sorted(positions)


def test_a_games_slug_under_learn_leads_to_its_walk_and_unknown_pages_are_404(client, site):
    response = client.get(f"/adjudicator/learn/{GAME}/")
    assert response.status_code == 302 and response["Location"] == f"/adjudicator/learn/#walk-{GAME}"
    html_of(client, f"/adjudicator/learn/{GAME}/no-such-lesson/", status=404)
    html_of(client, "/adjudicator/learn/no-such-game/would/", status=404)


def test_each_rules_reference_entry_a_lesson_quotes_links_back_to_it(client, site):
    for page in MC_PAGES:
        for citation in page.citations():
            anchor = citation.partition("#")[2]
            html = html_of(client, f"/games/{GAME}/{anchor}/")
            box = html[html.index('id="adj-section-lessons-title"'):]
            box = box[:box.index("</section>")]
            assert f'href="{page.get_absolute_url()}"' in box, (anchor, page.slug)


def test_union_city_alliances_sections_link_their_lessons_too(client, site):
    html = html_of(client, "/games/union-city-alliance/resolving-chains/")
    box = html[html.index('id="adj-section-lessons-title"'):]
    box = box[:box.index("</section>")]
    assert 'href="/adjudicator/learn/chains/"' in box and 'href="/adjudicator/learn/black-flag/"' in box


def test_an_entry_no_lesson_quotes_shows_no_lessons_box(client, site):
    assert "adj-section-lessons" not in html_of(client, f"/games/{GAME}/rules-reference-hinder-x/")


def test_the_lesson_templates_carry_no_inline_script():
    for name in ("walk_page.html", "walk_index.html", "index.html", "section_lessons.html"):
        text = (ROOT / "templates/adjudicator" / name).read_text()
        assert not re.search(r"<script(?![^>]*\bsrc=)", text), name
        assert not re.search(r"\son[a-z]+\s*=", text), name
