"""The examples library page: only real worked examples under that heading, and a filter by game, rule and
words that is a plain GET form (a filtered list has its own address)."""
import re

import pytest

from adjudicator.web import library
from adjudicator.web.models import LibraryScenario

URL = "/adjudicator/examples/"


@pytest.fixture
def site(full_site):
    """Every rulebook imported and every fixture scenario loaded (the session's snapshot)."""


def html_of(client, url, status=200):
    response = client.get(url)
    assert response.status_code == status, (url, response.status_code)
    return response.content.decode()


def listed(html):
    """Paths of the scenarios the page lists, in order."""
    return re.findall(r'class="adj-library-title" href="/adjudicator/examples/([^"]+)/"', html)


def worked_sections(html):
    """The parts of the page under "The rulebook's worked examples" headings."""
    parts = html.split("<h3>The rulebook's worked examples</h3>")[1:]
    return [re.split(r"<details|<h3>|</section>", part)[0] for part in parts]


def test_no_scenario_that_disclaims_being_an_example_is_listed_as_one(client, site):
    html = html_of(client, URL)
    worked = [path for part in worked_sections(html) for path in listed(part)]
    assert len(worked) >= 20
    rows = {row.path: row for row in LibraryScenario.objects.all()}
    for path in worked:
        assert not library.disclaims(rows[path]), path
    for path in ("union-city-alliance/first-effect-with-chain", "union-city-alliance/bloodsucker-after-defeat",
                 "union-city-alliance/counter-range-and-you", "union-city-alliance/jetpack-damage-taken"):
        assert path not in worked and path in listed(html)
    for path in ("union-city-alliance/alexander-showdown", "union-city-alliance/jetpack-doing-nothing",
                 "union-city-alliance/black-flag", "marvel-skirmish/kang-brings-back-leader"):
        assert path in worked


def test_an_example_named_only_by_generic_words_needs_both_cards_it_names(site):
    from rulesapp.models import Example

    example = Example.objects.get(game__slug="marvel-skirmish", anchor="example-using-an-immediate-effect")
    stems = [s.stem for s in library.for_example(example)]
    assert "kang-brings-back-leader" in stems
    assert "black-panther-moves-damage" not in stems  # it defeats Kang, but the example is Kang bringing back Leader


def test_filtering_by_words_matches_every_word_in_title_description_or_cited_rule(client, site):
    html = html_of(client, URL + "?q=jetpack")
    expected = sorted(r.path for r in LibraryScenario.objects.all() if "jetpack" in (r.title + r.description).lower())
    assert sorted(listed(html)) == expected
    assert {"union-city-alliance/jetpack-damage-taken", "union-city-alliance/jetpack-doing-nothing"} <= set(expected)
    assert f"{len(expected)} of {LibraryScenario.objects.count()} scenarios match." in html
    kurt = listed(html_of(client, URL + "?q=Kurt"))
    both = listed(html_of(client, URL + "?q=Kurt+counters"))
    # every word must match: judge7-union-city-alliance-04 names Kurt but no counter, so the pair leaves it out
    assert "union-city-alliance/kurt-von-kessel" in both and set(both) < set(kurt), (both, kurt)
    assert listed(html_of(client, URL + "?q=doing+nothing")), "a cited section's title is searched too"
    none = html_of(client, URL + "?q=zzzz+qqqq")
    assert listed(none) == [] and "No scenario matches" in none


def test_filtering_by_game_lists_only_that_game(client, site):
    html = html_of(client, URL + "?game=valiant-universe")
    paths = listed(html)
    assert paths and all(p.startswith("valiant-universe/") for p in paths)
    assert len(paths) == LibraryScenario.objects.filter(game="valiant-universe").count()
    assert 'id="game-union-city-alliance"' not in html
    assert '<option value="valiant-universe" selected>' in html


def test_filtering_by_rule_lists_the_scenarios_citing_it(client, site):
    html = html_of(client, URL + "?rule=union-city-alliance%23branches")
    expected = {f"{c.scenario.folder}/{c.scenario.stem}" for c in
                LibraryScenario.citations.rel.related_model.objects.filter(game="union-city-alliance", anchor="branches")
                .select_related("scenario")}
    assert set(listed(html)) == expected and len(expected) >= 3
    assert '<option value="union-city-alliance#branches" selected>Branches</option>' in html


def test_filters_combine(client, site):
    paths = listed(html_of(client, URL + "?game=union-city-alliance&rule=union-city-alliance%23branches&q=alert"))
    assert paths and all(p.startswith("union-city-alliance/") for p in paths)
    alone = set(listed(html_of(client, URL + "?rule=union-city-alliance%23branches")))
    assert set(paths) < alone


def test_an_unknown_game_or_rule_is_said_and_ignored_never_an_error(client, site):
    html = html_of(client, URL + "?game=%3Cscript%3E&rule=nope%23nothing")
    assert "The library has no game “&lt;script&gt;”" in html
    assert "No scenario cites “nope#nothing”" in html
    assert len(listed(html)) == LibraryScenario.objects.count()


def test_unfiltered_the_other_situations_are_folded_under_the_worked_examples(client, site):
    html = html_of(client, URL)
    uca = html[html.index('id="game-union-city-alliance"'):html.index('id="game-marvel-champions"')]
    assert '<details class="adj-more" id="more-union-city-alliance">' in uca
    assert "union-city-alliance/chain-of-three" in uca.split("<details")[1]
    filtered = html_of(client, URL + "?game=union-city-alliance")
    assert "<details" not in filtered.split('id="game-union-city-alliance"')[1]
