"""A search of a deck and its discard pile, and a card found revealed (search_areas.py): the two areas must be one
owner's, `reveal` adds the card to no zone, and a card in either area is found."""
import pytest

from adjudicator.errors import ScenarioInvalid

from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, table

CARDS = {"lair": {"type": "environment", "name": "Lair", "zone": "encounter-discard"},
         "goon": {"type": "minion", "name": "Goon", "zone": "encounter-deck", "position": 1, "hp": 2}}


def test_a_deck_and_another_owners_pile_or_reveal_with_a_zone_is_refused_at_its_line():
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(doc(table(**CARDS), {}, [{"search": {"deck": "encounter", "discard_pile": "spider-man",
                                                     "for": {"name": "Lair"}}}]))
    assert "start.do[0].search.discard_pile" in str(caught.value)
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(doc(table(**CARDS), {}, [{"search": {"deck": "encounter", "for": {"name": "Lair"}, "reveal": True,
                                                     "to": "play"}}]))
    assert "start.do[0].search.to" in str(caught.value)
    with pytest.raises(ScenarioInvalid) as caught:  # Reveal: an encounter card
        resolve(doc(table(**CARDS), {}, [{"search": {"deck": "spider-man", "for": {"type": "ally"}, "reveal": True}}]))
    assert "start.do[0].search.reveal" in str(caught.value)


def test_the_card_in_the_pile_is_found_and_added_when_both_are_searched():
    both = resolve(doc(table(**CARDS), {}, [{"search": {"deck": "encounter", "discard_pile": "encounter",
                                                        "for": {"name": "Lair"}, "to": "set-aside"}}]))
    assert both["state"]["lair"]["zone"] == "set-aside"
    deck_only = resolve(doc(table(**CARDS), {}, [{"search": {"deck": "encounter", "for": {"name": "Lair"},
                                                             "to": "set-aside"}}]))
    assert deck_only["state"]["lair"]["zone"] == "encounter-discard"


def test_a_minion_found_and_revealed_engages_the_player_who_reveals_it():
    outcome = resolve(doc(table(**CARDS), {}, [{"search": {"deck": "encounter", "discard_pile": "encounter",
                                                           "for": {"type": "minion"}, "reveal": True}}]))
    assert outcome["state"]["goon"]["zone"] == "play" and outcome["state"]["goon"]["engaged"] == "spider-man"
