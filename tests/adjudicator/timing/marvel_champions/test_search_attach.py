"""A card a search finds attached to another card (search_attach.py): `attach` with `to` or `reveal` is refused at its
line; the card enters play attached; a card whose own "attach to" names another element stays where it was found."""
import pytest

from adjudicator.errors import ScenarioInvalid

from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, table

CARDS = {"gear": {"type": "attachment", "name": "Gear", "zone": "encounter-discard"},
         "thug": {"type": "minion", "name": "Thug", "zone": "play", "hp": 2},
         "brute": {"type": "minion", "name": "Brute", "zone": "play", "hp": 2}}


def test_attach_with_a_zone_or_reveal_is_refused_at_its_line():
    for extra in ({"to": "play"}, {"reveal": True}):
        with pytest.raises(ScenarioInvalid) as caught:
            resolve(doc(table(**CARDS), {}, [{"search": {"deck": "encounter", "discard_pile": "encounter",
                                                         "for": {"name": "Gear"}, "attach": "thug", **extra}}]))
        assert "start.do[0].search.attach" in str(caught.value)


def test_the_card_found_enters_play_attached_to_the_card_named():
    outcome = resolve(doc(table(**CARDS), {}, [{"search": {"deck": "encounter", "discard_pile": "encounter",
                                                           "for": {"name": "Gear"}, "attach": "thug"}}]))
    assert outcome["state"]["gear"]["zone"] == "play" and outcome["state"]["gear"]["attached_to"] == "thug"


def test_a_card_whose_own_attach_to_names_another_stays_where_it_was_found():
    cards = {**CARDS, "gear": {**CARDS["gear"], "attach_to": "brute"}}
    outcome = resolve(doc(table(**cards), {}, [{"search": {"deck": "encounter", "discard_pile": "encounter",
                                                           "for": {"name": "Gear"}, "attach": "thug"}}]))
    assert outcome["state"]["gear"]["zone"] == "encounter-discard"
    assert outcome["state"]["gear"].get("attached_to") is None
