"""Defects an outside judge found (judge4): each test is the rule's words, written before the fix."""
from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, table


def _face_down_deck_card(**more):
    return {"type": "treachery", "name": "Shuffled", "zone": "encounter-deck", "position": 1, "facedown": True,
            **more}


def test_an_encounter_card_discarded_from_the_deck_lands_face_up():
    # Discard: "If an encounter card is discarded, it is placed faceup on top of the encounter discard pile."
    outcome = resolve(doc(table(shuffled=_face_down_deck_card()), {},
                          [{"discard_top": {"deck": "encounter", "count": 1}}]))
    assert outcome["state"]["shuffled"]["zone"] == "encounter-discard"
    assert outcome["state"]["shuffled"]["facedown"] is False
    assert "face down" not in outcome["what_happened"]


def test_a_player_card_discarded_from_the_deck_lands_face_up():
    # Discard: "If a player card is discarded, it is placed faceup on top of the owning player's discard pile."
    card = {"type": "event", "name": "Kept", "owner": "spider-man", "zone": "deck", "position": 1, "facedown": True}
    below = {"type": "event", "name": "Below", "owner": "spider-man", "zone": "deck", "position": 2}
    outcome = resolve(doc(table(kept=card, below=below), {}, [{"discard_top": {"deck": "spider-man", "count": 1}}]))
    assert outcome["state"]["kept"]["zone"] == "discard"
    assert outcome["state"]["kept"]["facedown"] is False
