"""A question that names a glossary entry gets its definition above the results and the entry first among
them, on the whole site (tests/conftest.py `full_site`: the Marvel Champions Rules Reference included)."""
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
