"""Search in the players' own words: the meaning-based retriever fused with BM25F, passages as snippets,
and spelling that never replaces a real word."""
from rulesapp import search as rules_search
from rulesapp.models import Game
from rulesapp.search import engine, spelling
from tests.rulesapp.search.conftest import SKIRMISH, UCA, add_section


def anchors(response):
    return [hit.anchor for hit in response.results]


def test_a_question_without_the_rules_words_finds_the_rule(built_index):
    # No word of the question is in "Being taken down" ("...they are Taken down"), nor stemmed to one.
    question = "what happens once my character has been hurt more than they can survive"
    engine.semantic_enabled = False
    try:
        by_words = anchors(rules_search.search(question, game=UCA))
    finally:
        engine.semantic_enabled = True
    assert "being-taken-down" not in by_words[:1]
    assert anchors(rules_search.search(question, game=UCA))[0] == "being-taken-down"


def test_nonsense_finds_nothing_rather_than_the_least_unlike_rule(built_index):
    assert rules_search.search("hyperjump").results == []


def test_a_long_section_is_ranked_by_its_best_passage_which_is_the_snippet(built_index):
    filler = " ".join(f"Rule {n} of the night market says nothing about cards." for n in range(60))
    add_section(Game.objects.get(slug=SKIRMISH), "night-market", "Night Market", 40,
                filler + " You can have any number of cards in hand, there is no limit. " + filler)
    rules_search.rebuild_index()
    hit = next(hit for hit in rules_search.search("can my hand get too big", game=SKIRMISH).results
               if hit.anchor == "night-market")
    assert "no limit" in hit.snippet and hit.snippet.startswith("…")


def test_real_english_words_are_never_replaced(built_index):
    for word in ("swings", "stunned", "center", "hurt", "wounds"):
        assert word in spelling.english_words()
        response = rules_search.search(f"the villain {word}", game=UCA)
        assert response.suggestion is None, word


def test_a_typo_is_searched_beside_the_word_as_typed_and_suggested_when_clearly_better(built_index):
    response = rules_search.search("maneuvr", game=UCA)
    assert response.suggestion == "maneuver" and anchors(response)[0] == "maneuver"
