"""Questions that name what they ask about, on the whole site (tests/conftest.py `full_site`: the Marvel
Champions Rules Reference included): a glossary entry gets its definition above the results and the
entry first among them; a rule a game words its own way is found by the players' words for it."""
from rulesapp import search as rules_search

MC = "marvel-champions"


def test_a_term_named_with_its_numbers_placeholder_is_asked_without_it(full_site):
    """"Retaliate X", "Hinder X": players ask "what does retaliate do"."""
    assert rules_search.search("what does retaliate do", game=MC).definition.term == "Retaliate X"
    assert rules_search.search("hinder", game=MC).definition.term == "Hinder X"


def test_the_entry_a_question_names_leads_the_results(full_site):
    """"villainous" and "villain" share a stem; asked what Villainous means, Villainous is the first
    result as well as the definition, not Villain."""
    for game in (MC, None):
        response = rules_search.search("what does villainous mean", game=game)
        assert response.definition.anchor == "rules-reference-villainous"
        assert response.results[0].anchor == "rules-reference-villainous"


def test_hand_size_finds_each_games_own_words_for_it(full_site):
    """Only Marvel Champions prints "hand size"; the players' vocabulary gives the others' words for it
    (Skirmish: "there is no limit"; Union City Alliance: draw "cards in your hand minus five"; Valiant:
    "draws 5 cards"), so the question players ask in every game finds the rule."""
    wanted = {"marvel-champions": "rules-reference-hand-size", "marvel-skirmish": "phase-iii-draw",
              "union-city-alliance": "draw-phase", "valiant-universe": "basics-of-play"}
    for game, anchor in wanted.items():
        assert anchor in [hit.anchor for hit in rules_search.search("hand size", game=game).results[:3]], game


def test_a_players_deck_running_dry_and_a_boss_at_zero_health_find_their_rules(full_site):
    """Valiant's decks are mostly the Sectors'; a player's own is the "draw pile", and "If the player runs
    out of cards, they shuffle their discard" is in Basics of Play. Union City Alliance never says
    "health": an enemy at its maximum stamina in damage is defeated."""
    dry = [hit.anchor for hit in rules_search.search("the deck runs dry", game="valiant-universe").results[:3]]
    assert "basics-of-play" in dry
    zero = [hit.anchor for hit in rules_search.search("what happens when the boss gets to zero health",
                                                      game="union-city-alliance").results[:3]]
    assert "defeat" in zero
