"""Search over the four real rulebooks: each game's original document imported with `manage.py
import_rulebook`, indexed on disk once for this module, then asked the questions players ask.

The module keeps the corpus its questions were judged and tuned on (the four text rulebooks); the
Marvel Champions Rules Reference and Learn to Play are searched by bench/search_quality.py with the
judged questions of tests/rulesapp/judged_queries_marvel_champions.yaml. That every judged answer exists
after `import_rulebooks` (every shipped document) is checked on the run's built site:
test_judged_answers_on_the_site.py.
"""
import io
from pathlib import Path

import pytest
import yaml
from django.core.management import call_command
from django.test import override_settings

from django.conf import settings

from rulesapp import search as rules_search
from rulesapp.importer import GAMES as GAMES_SHIPPED
from rulesapp.models import Game, GlossaryTerm, Ruling, Section
from rulesapp.search import storage
from adjudicator.timing import registry

JUDGED = Path(__file__).resolve().parents[1] / "judged_queries.yaml"
GAMES = set(registry.rulebook_games())
# Every test reads the database real_index fills: asking for it makes pytest-django set the test database
# up even when the tests chosen (-k) would not otherwise ask, which left it without tables.
pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def real_index(django_db_setup, django_db_blocker, tmp_path_factory):
    """The real import (each game's original document) and a real index, built once; the rows are removed
    when the module is done."""
    index_dir = tmp_path_factory.mktemp("real-index")
    overridden = override_settings(RULES_INDEX_DIR=index_dir)
    overridden.enable()
    with django_db_blocker.unblock():
        for game in GAMES_SHIPPED:
            call_command("import_rulebook", str(settings.RULEBOOK_DIR / game.primary.file), game=game.slug,
                         stdout=io.StringIO())
        counts = rules_search.rebuild_index()
    yield counts
    storage.close_thread_searchers()
    overridden.disable()
    with django_db_blocker.unblock():
        Game.objects.all().delete()


def judged_questions():
    with JUDGED.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def top(question, game=None, limit=10):
    return [(hit.kind, hit.anchor) for hit in rules_search.search(question, game=game, limit=limit).results]


def test_the_judged_set_is_big_enough_and_covers_every_game():
    judged = judged_questions()
    assert len(judged) >= 40
    assert {entry["game"] for entry in judged} == GAMES
    for entry in judged:
        assert entry["question"].strip() and (entry.get("sections") or entry.get("terms")), entry


def test_every_imported_row_is_indexed(real_index, db):
    documents = {kind: count for kind, count in real_index.items() if kind not in ("passages", "embedded")}
    assert documents == {
        "sections": Section.objects.count(),
        "glossary": GlossaryTerm.objects.count(),
        "examples": real_index["examples"],
        "rulings": Ruling.objects.count(),
        "documents": real_index["documents"],
    }
    assert real_index["documents"] == (real_index["sections"] + real_index["glossary"] + real_index["examples"]
                                       + real_index["rulings"])


@pytest.mark.parametrize("question, game, answers", [
    ("what happens when the union deck runs out", "union-city-alliance",
     {("glossary", "union-cards-deck"), ("section", "decks-discards-and-trashes")}),
    ("what happens when my hero is KO'd", "union-city-alliance",
     {("section", "being-taken-down"), ("section", "while-taken-down"), ("section", "your-turn-while-taken-out")}),
    ("which enemies threaten me in the threat phase", "union-city-alliance", {("section", "threat-phase")}),
    ("what happens in the villain phase", "marvel-champions", {("section", "villain-phase")}),
    ("does piercing happen before interrupts", "marvel-champions",
     {("section", "when-after-effects-timing-priority-0")}),
    ("is there a hand limit", "marvel-skirmish", {("section", "phase-iii-draw")}),
    ("can I play a second copy of a main character", "marvel-skirmish", {("section", "replacing-a-main-character")}),
    ("how do I buy cards", "valiant-universe", {("section", "purchase-actions")}),
    ("how many attacks can I make in a turn", "valiant-universe",
     {("section", "making-an-attack"), ("glossary", "chainable")}),
])
def test_player_questions_find_the_rule_first(real_index, question, game, answers):
    assert top(question, game)[0] in answers


def test_can_i_move_diagonally_finds_each_games_movement_rule(real_index):
    assert top("can I move diagonally", "union-city-alliance")[0] in {("section", "maneuver"), ("section", "the-board"),
                                                                     ("glossary", "range")}
    assert {("section", "actions"), ("glossary", "orthogonal")} & set(top("can my superhero move diagonally",
                                                                          "valiant-universe")[:3])


def test_stemming_on_the_real_text(real_index):
    assert top("threatens", "union-city-alliance")[0] == ("glossary", "threaten")  # the term is "Threaten"
    assert ("section", "empower-a-card") in top("empowering", "union-city-alliance")[:3]


def test_a_phrase_finds_its_section(real_index):
    results = rules_search.search('"damage dealt"', game="union-city-alliance").results
    assert results[0].anchor == "damage-dealt-and-damage-taken"
    assert all("<mark>damage</mark> <mark>dealt</mark>" in hit.snippet.lower() or "damage dealt" in hit.title.lower()
               for hit in results)


def test_did_you_mean_on_the_real_vocabulary(real_index):
    assert rules_search.search("counterr").suggestion == "counter"
    assert rules_search.search("gambitt", game="union-city-alliance").suggestion == "gambit"
    assert rules_search.search("chainabel", game="valiant-universe").suggestion == "chainable"
    assert rules_search.search("what does engaged mean").suggestion is None
    # Of the words as close, the one with every letter typed: a doubled letter typed once is the
    # commonest slip ("alies" is "allies", not "alien"; "normaly" is "normally", not "normal").
    assert rules_search.search("alies", game="union-city-alliance").suggestion == "allies"
    assert rules_search.search("normaly", game="valiant-universe").suggestion == "normally"
    # Then the word the book prints beside a neighbouring typed word: "side" and "size" are as close to
    # "sise" and keep as many of its letters, but the book prints "hand size", never "hand side".
    assert rules_search.search("sise", game="marvel-champions").suggestion == "side"
    assert rules_search.search("hand sise", game="marvel-champions").suggestion == "hand size"
    assert rules_search.search("what is my hand sise").suggestion == "what is my hand size"


def test_definitions_come_first_for_terms(real_index):
    engaged = rules_search.search("what does engaged mean", game="union-city-alliance")
    assert engaged.definition.term == "Engaged" and engaged.definition.anchor == "engaged"
    sector = rules_search.search("what is a sector", game="valiant-universe")
    assert sector.definition.term == "Sector"
    assert rules_search.search("Eternal Flame", game="marvel-skirmish").definition.anchor == "eternal-flame"


def test_the_game_filter_on_the_real_index(real_index):
    for game in GAMES:
        results = rules_search.search("damage", game=game, limit=50).results
        assert results and {hit.game for hit in results} == {game}


def test_the_top_results_do_not_depend_on_the_limit(real_index):
    """Whoosh's top-N shortcuts once dropped documents that belonged in the top N; never again."""
    for entry in judged_questions():
        for game in (entry["game"], None):
            assert top(entry["question"], game, limit=3) == top(entry["question"], game, limit=50)[:3], entry


@pytest.mark.parametrize("question, game", [
    ("do I keep my heroism at the end of the turn", "union-city-alliance"),
    ("when do interrupts trigger when I play a card", "marvel-champions"),
    ("how do heroes get civilian markers", "marvel-skirmish"),
    ("does a sector still move if the damage is blocked", "valiant-universe"),
])
def test_a_games_own_words_find_its_rule_first_without_a_filter(real_index, question, game):
    """From the home page's search box (no game chosen), a question in one game's vocabulary gets the
    answer a player who chose that game gets."""
    assert top(question)[0] == top(question, game)[0]
    assert rules_search.search(question).results[0].game == game


@pytest.mark.parametrize("name, game", [
    ("Union City Alliance", "union-city-alliance"),
    ("Marvel Champions", "marvel-champions"),
    ("Marvel Skirmish", "marvel-skirmish"),
    ("Valiant Universe", "valiant-universe"),
])
def test_naming_the_game_points_the_search_at_it(real_index, name, game):
    results = rules_search.search(f"{name}: what happens at the end of the turn").results
    assert [hit.game for hit in results[:3]] == [game] * 3


@pytest.mark.parametrize("question", ["how do I buy cards", "is there a hand limit", "draw a card",
                                      "what happens at the end of the turn", "can I attack twice"])
def test_a_generic_question_is_not_skewed_towards_a_game(real_index, question):
    """Words every game uses give no game a boost: each hit scores as it does with its own game's filter,
    and the answers of more than one game stay in the results."""
    results = rules_search.search(question).results
    assert len({hit.game for hit in results}) >= 2
    for hit in results:
        same_game = rules_search.search(question, game=hit.game, limit=50).results
        assert hit.score == next(own.score for own in same_game if (own.kind, own.anchor) == (hit.kind, hit.anchor))


def test_the_game_boost_is_never_a_filter(real_index):
    results = rules_search.search("interrupts and damage", limit=50).results
    assert results[0].game == "marvel-champions"
    assert {hit.game for hit in results} == GAMES


def test_term_at_a_time_ranking_is_whooshs_ranking_on_every_judged_question(real_index):
    """The fast path (postings) against Whoosh's own matchers on the same query, game boosts included."""
    from whoosh import query as wq
    from whoosh.collectors import TopCollector

    from rulesapp.search.engine import _index_facts, rank
    from rulesapp.search.querying import plan_query, to_whoosh, tokenize
    from rulesapp.search.schema import normalize

    opened = storage.open_current()
    vocabulary = _index_facts(opened)["vocabulary"]
    for entry in judged_questions():
        for game in (entry["game"], None):
            plan = plan_query(tokenize(entry["question"]), {}, game)
            boosts = {} if game else vocabulary.boosts(normalize(word) for word in plan.content_words)
            query = to_whoosh(plan)
            reference = wq.Require(query, wq.Term("game", game)) if game else query
            collector = TopCollector(limit=10, usequality=False, replace=0)
            with opened.searcher.weighting.boosting_games(boosts):
                opened.searcher.search_with_collector(reference, collector)
            expected = [(hit["doc_id"], hit.score) for hit in collector.results()]
            got = [(document["doc_id"], score) for document, score in rank(opened, query, game, 10, boosts).documents]
            assert [doc for doc, _ in got] == [doc for doc, _ in expected], (entry["question"], game)
            assert [s for _, s in got] == pytest.approx([s for _, s in expected], rel=1e-9)
