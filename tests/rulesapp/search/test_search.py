"""Search behaviour a player relies on, through a real Whoosh index built from ORM rows."""
import html
import re

from rulesapp import search as rules_search
from rulesapp.models import Game, Ruling, Section
from tests.rulesapp.search.conftest import SKIRMISH, UCA, VALIANT, add_section


def anchors(response):
    return [(hit.game, hit.anchor) for hit in response.results]


def test_rebuild_counts_every_kind_of_document(built_index):
    documents = {kind: count for kind, count in built_index.items() if kind not in ("passages", "embedded")}
    assert documents == {"sections": 15, "glossary": 6, "examples": 1, "rulings": 0, "documents": 22}
    assert built_index["passages"] >= 22 - 2  # one passage at least per document but the two glossary sections


def test_rulings_are_found_and_name_their_book(small_library, index_dir):
    """A ruling is its own kind of result: titled by its question, pointing at where it is shown."""
    playing = Section.objects.get(game__slug=SKIRMISH, anchor="playing-a-card")
    Ruling.objects.create(game=playing.game, document=playing.document, section=playing,
                          anchor="ruling-can-a-free-card-be-played", question="Can a card with no cost be played?",
                          answer="Yes: its cost is zero discarded cards.", ruled_by="The publisher",
                          source="Rulebook, FAQ", order=0)
    assert rules_search.rebuild_index()["rulings"] == 1
    hit = rules_search.search("card with no cost", game=SKIRMISH).results[0]
    assert (hit.kind, hit.title, hit.document) == ("ruling", "Can a card with no cost be played?", "Rulebook")
    assert hit.url == f"/games/{SKIRMISH}/playing-a-card/#ruling-can-a-free-card-be-played"


def test_a_player_question_finds_the_rule_first(built_index):
    response = rules_search.search("can I move diagonally", game=UCA)
    assert anchors(response)[0] == (UCA, "maneuver")


def test_question_words_alone_do_not_drown_the_subject(built_index):
    response = rules_search.search("what happens when the union deck runs out", game=UCA)
    assert anchors(response)[0] in {(UCA, "union-cards-deck"), (UCA, "decks-discards-and-trashes")}
    shown = [{hit.anchor, *(other.anchor for other in hit.see_also)} for hit in response.results]
    assert {"union-cards-deck", "decks-discards-and-trashes"} <= set().union(*shown[:2])  # or one with its see-also


def test_stemming_matches_other_forms_of_a_word(built_index):
    response = rules_search.search("threatens", game=UCA)
    assert (UCA, "threat-phase") in anchors(response)
    snippet = next(hit.snippet for hit in response.results if hit.anchor == "threat-phase")
    assert "<mark>threatens</mark>" in snippet


def test_title_match_ranks_above_body_mention(built_index):
    # "Maneuver" is a heading; "move" only appears in the body of Maneuver and of Threat Phase.
    response = rules_search.search("threat phase", game=UCA)
    assert anchors(response)[0] == (UCA, "threat-phase")


def test_quoted_phrase_requires_the_words_together(built_index):
    response = rules_search.search('"damage dealt"', game=UCA)
    found = anchors(response)
    assert (UCA, "damage-dealt-and-damage-taken") in found
    # "damage is dealt" and "damage being dealt" are not the phrase.
    assert (UCA, "counters-and-gambits") not in found
    assert (UCA, "counter") not in found
    for hit in response.results:
        assert re.search(r"damage dealt", html.unescape(re.sub("</?mark>", "", hit.snippet)), re.I) or \
            "damage dealt" in hit.title.lower()


def test_game_filter_keeps_other_games_out(built_index):
    everywhere = {game for game, _ in anchors(rules_search.search("move"))}
    assert {UCA, VALIANT} <= everywhere
    only_valiant = rules_search.search("move", game=VALIANT)
    assert only_valiant.results and {hit.game for hit in only_valiant.results} == {VALIANT}


def test_game_synonyms_map_player_words_to_rulebook_words(built_index):
    knocked_out = rules_search.search("what happens when my hero is KO'd", game=UCA)
    assert anchors(knocked_out)[0] == (UCA, "being-taken-down")
    health = rules_search.search("hero hp", game=UCA)
    assert (UCA, "being-taken-down") in anchors(health)[:2]  # "hp" -> stamina
    skirmish = rules_search.search("did he die", game=SKIRMISH)
    assert anchors(skirmish)[0][1] in {"phase-ii-attack", "example-leader-defeated"}  # "die" -> defeated


def test_results_carry_kind_title_url_and_score(built_index):
    response = rules_search.search("defeated", game=SKIRMISH)
    kinds = {hit.kind: hit for hit in response.results}
    assert kinds["section"].title == "Phase II: Attack"
    assert kinds["section"].url == "/games/marvel-skirmish/phase-ii-attack/"
    assert kinds["example"].url == "/games/marvel-skirmish/phase-ii-attack/#example-leader-defeated"
    scores = [hit.score for hit in response.results]
    assert scores == sorted(scores, reverse=True) and all(score > 0 for score in scores)


def test_glossary_hit_links_into_the_glossary_page(built_index):
    response = rules_search.search("gambit", game=UCA)
    glossary = [hit for hit in response.results if hit.kind == "glossary"]
    assert glossary[0].title == "Gambit"
    assert glossary[0].url == "/games/union-city-alliance/glossary/#gambit"


def test_limit_caps_the_number_of_results(built_index):
    assert len(rules_search.search("damage", limit=2).results) == 2
    assert len(rules_search.search("damage", limit=50).results) > 2


def test_snippets_escape_rule_text_and_only_add_mark_tags(built_index):
    response = rules_search.search("golden rule", game=UCA)
    snippet = next(hit.snippet for hit in response.results if hit.anchor == "the-golden-rule")
    assert "<script>" not in snippet and "<b>" not in snippet
    assert "&lt;script&gt;" in snippet and "&lt;b&gt;markup&lt;/b&gt;" in snippet and "&amp;" in snippet
    assert set(re.findall(r"<[^>]*>", snippet)) <= {"<mark>", "</mark>"}
    assert "<mark>rules</mark>" in snippet


def test_a_heading_with_no_text_is_found_by_its_name_not_by_meaning_alone(built_index):
    """A heading over subsections has nothing to read on a results page: a question in other words does
    not bring it up, a question naming it finds it first."""
    add_section(Game.objects.get(slug=UCA), "taken-down-heroes", "Taken Down Heroes", 99)
    rules_search.rebuild_index()
    assert "taken-down-heroes" not in [anchor for _game, anchor in anchors(rules_search.search("fallen champions",
                                                                                              game=UCA))]
    assert anchors(rules_search.search("taken down heroes", game=UCA))[0] == (UCA, "taken-down-heroes")
    found = [anchor for _game, anchor in anchors(rules_search.search("knocked-out characters", game=UCA))]
    assert found[0] == "being-taken-down"  # the rule first; the bare heading, matched by words only, below it


def test_markup_in_the_query_cannot_reach_the_snippet(built_index):
    response = rules_search.search("<script>alert('x')</script>", game=UCA)
    assert response.results and response.results[0].anchor == "the-golden-rule"
    assert set(re.findall(r"<[^>]*>", response.results[0].snippet)) <= {"<mark>", "</mark>"}


def test_did_you_mean_corrects_typos_from_raw_words(built_index):
    counter = rules_search.search("counterr")
    assert counter.suggestion == "counter"
    assert counter.results and counter.results[0].title in {"Counter", "Counters and Gambits"}
    gambit = rules_search.search("what is a gambitt", game=UCA)
    assert gambit.suggestion == "what is a gambit"
    assert gambit.definition is not None and gambit.definition.term == "Gambit"
    # A rulebook word is never "corrected", nor an inflection that stemming already finds.
    assert rules_search.search("counter").suggestion is None
    assert rules_search.search("maneuvers").suggestion is None


def test_two_swapped_letters_are_one_typo(built_index):
    """Fast thumbs swap neighbouring letters: "tarsh" is "trash", though it is two letters off."""
    response = rules_search.search("when is the tarsh shuffled", game=UCA)
    assert response.suggestion == "when is the trash shuffled"
    assert anchors(response)[0] == (UCA, "decks-discards-and-trashes")


def test_a_correction_is_a_word_of_the_game_searched_and_never_leads_to_nothing(built_index):
    """Only Union City Alliance prints "trash": searched in Skirmish, "tarsh" offers nothing rather
    than a "did you mean" whose results page is empty."""
    assert rules_search.search("tarsh", game=UCA).suggestion == "trash"
    assert rules_search.search("tarsh").suggestion == "trash"
    in_skirmish = rules_search.search("tarsh", game=SKIRMISH)
    assert in_skirmish.suggestion is None and in_skirmish.results == []


def test_suggestions_are_real_words_not_stems(built_index):
    response = rules_search.search("threatenss", game=UCA)
    assert response.suggestion == "threatens"


def test_definition_comes_first_when_the_query_is_a_term(built_index):
    response = rules_search.search("what does engaged mean", game=UCA)
    assert response.definition.term == "Engaged"
    assert response.definition.definition.startswith("When a hero is on the same block as an enemy")
    assert response.definition.url == "/games/union-city-alliance/glossary/#engaged"
    plural = rules_search.search("Union cards and deck")
    assert plural.definition.anchor == "union-cards-deck"
    assert rules_search.search("can I move diagonally", game=UCA).definition is None


def test_a_term_in_several_games_is_defined_for_the_game_searched(built_index):
    assert rules_search.search("block", game=VALIANT).definition.definition == "Column."
    assert rules_search.search("block", game=UCA).definition.game == UCA
    assert rules_search.search("block").definition.term == "Block"


def test_query_syntax_is_plain_text(built_index):
    for text in ['"(*:~^', "title:maneuver OR body:*", "a AND NOT b", "*", "~~~ ^^^ ((( )))"]:
        response = rules_search.search(text)
        assert isinstance(response.results, list)
    assert rules_search.search('"(*:~^').results == []


def test_the_query_is_returned_stripped(built_index):
    assert rules_search.search("  maneuver \n").query == "maneuver"
