"""How players ask about a rule (Section.asked / GlossaryTerm.asked): a question close to one of a rule's
phrasings finds the rule, by meaning and by words; the phrasing ranks the rule but is never shown as its text."""
from django.db.models import F

from rulesapp import search as rules_search
from rulesapp.models import Game, Section
from rulesapp.search import engine
from tests.rulesapp.search.conftest import SKIRMISH, UCA, add_section

QUESTION = "is my guy out of the game once he drops"


def anchors(response):
    return [hit.anchor for hit in response.results]


def test_a_question_like_a_rules_phrasing_finds_the_rule_whose_text_shares_nothing_with_it(built_index):
    before = anchors(rules_search.search(QUESTION, game=UCA))
    Section.objects.filter(anchor="being-taken-down").update(asked="is my hero out of the game when they drop\n"
                                                                   "what if my character runs out of stamina")
    rules_search.rebuild_index()
    after = rules_search.search(QUESTION, game=UCA)
    assert before[:1] != ["being-taken-down"] and anchors(after)[0] == "being-taken-down"
    assert "out of the game" not in after.results[0].snippet and "maximum stamina" in after.results[0].snippet
    assert after.results[0].asked == "is my hero out of the game when they drop"  # says why it was found


def test_the_results_page_says_which_phrasing_matched_escaped_and_apart_from_the_rule_text(built_index, client):
    Section.objects.filter(anchor="being-taken-down").update(asked="is my guy <b>out</b> of the game once he drops")
    rules_search.rebuild_index()
    page = client.get("/search/", {"q": QUESTION, "game": UCA}).content.decode()
    first = page[page.index('class="result '):]
    first = first[:first.index("</li>")]
    assert "Players ask: “is my guy &lt;b&gt;out&lt;/b&gt; of the game once he drops”" in first
    assert first.index("maximum stamina") < first.index("Players ask")


def test_the_phrasings_words_count_on_the_keyword_path_too(built_index):
    Section.objects.filter(anchor="maneuver").update(asked="can I walk over to the next block")
    rules_search.rebuild_index()
    engine.semantic_enabled = False
    try:
        assert anchors(rules_search.search("walk over", game=UCA))[:1] == ["maneuver"]
    finally:
        engine.semantic_enabled = True


def test_a_long_sections_snippet_is_its_best_passage_of_rule_text_even_when_a_phrasing_ranked_it(built_index):
    filler = " ".join(f"Rule {n} of the night market says nothing about cards." for n in range(60))
    add_section(Game.objects.get(slug=SKIRMISH), "night-market", "Night Market", 40,
                filler + " You can have any number of cards in hand, there is no limit. " + filler)
    Section.objects.filter(anchor="night-market").update(asked="is my hand allowed to get too big")
    rules_search.rebuild_index()
    hit = rules_search.search("is my hand allowed to get too big", game=SKIRMISH).results[0]
    assert hit.anchor == "night-market" and "no limit" in hit.snippet
    assert "allowed to get too big" not in hit.snippet


def test_a_rule_without_phrasings_is_still_found_by_its_own_text(built_index):
    Section.objects.update(asked=F("title"))
    Section.objects.filter(anchor="threat-phase").update(asked="")
    rules_search.rebuild_index()
    assert anchors(rules_search.search("which enemy threatens and moves to your block", game=UCA))[0] == "threat-phase"
