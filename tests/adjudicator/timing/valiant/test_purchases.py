"""Purchase Actions: 2 cards discarded for 1 card of the ZOI, to the discard pile; not from a shut-down
Sector; a Locked one still sells; the last card bought shuts a Sector down; a card may make it free or
reach outside the ZOI."""
import pytest

from tests.adjudicator.timing.valiant.builders import ORGS, card, notes, problems, resolve, state, valiant

RULE = "valiant-universe#purchase-actions"


def market():
    """Neil's ZOI is Level 1 and Block 1; Scout (Level 1, Block 2) is in it, Medbot (3, 3) is not."""
    entities = {
        "neil": {**ORGS["neil"], "zoi_level": 1, "zoi_column": 1},
        "scout-card": {"type": "card", "zone": "sector", "sector": "scout"},
        "medbot-card": {"type": "card", "zone": "sector", "sector": "medbot"},
        "h1": card("neil"), "h2": card("neil"), "h3": card("neil"),
    }
    return entities, {}


def run_purchases(*ops, sector_props=None, current="neil"):
    entities, _ = market()
    doc = valiant(entities, {}, *ops, players=("neil", "amy"), current=current)
    if sector_props:
        doc["entities"]["scout"].update(sector_props)
    return resolve(doc)


def buy(card_id, *discard, **more):
    body = {"player": "neil", "card": card_id, **more}
    if discard:
        body["discard"] = list(discard)
    return {"purchase": body}


def test_two_cards_discarded_buy_one_card_of_the_zoi_into_the_discard_pile():
    outcome = run_purchases(buy("scout-card", "h1", "h2"))
    assert state(outcome, "scout-card", "zone") == "discard" and state(outcome, "scout-card", "owner") == "neil"
    assert state(outcome, "h1", "zone") == state(outcome, "h2", "zone") == "discard"
    assert state(outcome, "h3", "zone") == "hand"
    bought = [s for s in outcome["steps"] if s["kind"] == "op" and "purchases" in s["text"]]
    assert bought and bought[0]["rule"] == RULE and "discard any 2 cards" in bought[0]["quote"]


@pytest.mark.parametrize("op, why", [
    (buy("medbot-card", "h1", "h2"), "is not in Neil's ZOI"),
    (buy("scout-card"), "name the 2 cards Neil discards"),
])
def test_a_purchase_the_rules_forbid_is_refused_and_nothing_moves(op, why):
    outcome = run_purchases(op)
    assert state(outcome, "h1", "zone") == "hand"
    assert notes(outcome, why) and notes(outcome, why)[0]["rule"] == RULE


def test_not_from_a_shut_down_sector_but_from_a_locked_one():
    shut = run_purchases(buy("scout-card", "h1", "h2"), sector_props={"shutdown": True})
    assert state(shut, "scout-card", "zone") == "sector"
    assert "shut-down Sector cannot be purchased" in notes(shut, "is shut down")[0]["quote"]
    locked = run_purchases(buy("scout-card", "h1", "h2"), sector_props={"locked": True})
    assert state(locked, "scout-card", "zone") == "discard"
    assert notes(locked, "can still be purchased")


def test_only_on_the_players_own_turn():
    outcome = run_purchases(buy("scout-card", "h1", "h2"), current="amy")
    assert state(outcome, "scout-card", "zone") == "sector"
    assert notes(outcome, "it is Amy's turn, not Neil's")


def test_the_last_card_of_a_sector_bought_shuts_it_down():
    outcome = run_purchases(buy("scout-card", "h1", "h2"), sector_props={"cards": 1})
    assert state(outcome, "scout", "shutdown") is True and state(outcome, "scout", "cards") == 0
    assert notes(outcome, "the last card of Scout")[0]["rule"] == RULE


def test_a_card_may_make_it_free_or_reach_outside_the_zoi():
    outcome = run_purchases(buy("medbot-card", free=True, anywhere=True))
    assert state(outcome, "medbot-card", "zone") == "discard"
    assert state(outcome, "h1", "zone") == "hand"
    assert any("Text on cards may modify" in (s["quote"] or "") for s in outcome["steps"])


def test_a_hand_too_small_cannot_pay():
    outcome = run_purchases(buy("scout-card", "h1", "h2"), buy("medbot-card", "h3", "h1", anywhere=True))
    assert state(outcome, "medbot-card", "zone") == "sector"
    assert notes(outcome, "has 1 card in hand, and a purchase needs 2 discarded")


def test_a_purchase_names_two_different_cards_to_discard_and_a_card_for_sale_names_its_sector():
    entities, _ = market()
    found = problems(valiant(entities, {}, buy("scout-card", "h1", "h1"), buy("scout-card", "h1"),
                             players=("neil", "amy")))
    assert "two different cards" in found["start.do[0].purchase.discard"]
    assert "exactly 2 cards" in found["start.do[1].purchase.discard"]
    entities["lost-card"] = {"type": "card", "zone": "sector", "sector": "h1"}
    found = problems(valiant(entities, {}, players=("neil", "amy")))
    assert "the Sector it is in" in found["entities.lost-card.sector"]
