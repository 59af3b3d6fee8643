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


def test_a_card_written_without_a_zone_is_in_play_for_an_expression_a_count_and_an_expectation():
    # docs/ops-marvel-champions.md: "`play` (the default for a card with no zone)"; the Hydra Soldier writes none
    entities = table(hydra_soldier={"type": "minion", "name": "Hydra Soldier", "engaged": "spider-man", "hp": 2,
                                    "atk": 1, "sch": 1, "seen": 0})
    check = {"if": {"cond": 'hydra-soldier.zone == "play" and count(type=minion, zone=play) == 1',
                    "then": [{"set": {"target": "hydra-soldier", "prop": "seen", "value": 1}}]}}
    outcome = resolve(doc(entities, {}, [check]))
    assert outcome["state"]["hydra-soldier"]["seen"] == 1


def test_an_expected_zone_of_play_holds_for_a_card_written_without_one():
    document = doc(table(hydra_soldier={"type": "minion", "name": "Hydra Soldier", "engaged": "spider-man",
                                        "hp": 2, "atk": 1, "sch": 1}), {}, [{"say": "nothing moves"}],
                   expect={"state": {"hydra-soldier.zone": "play"}})
    outcome = resolve(document)
    assert not outcome["expect"]["failures"], outcome["expect"]
