"""A player's turn outside an attack: Heal actions (the active player's only), the end of a turn (the
hand discarded, 5 drawn, the discard pile shuffled when the draw pile runs out) and the Lowest
Coherence token."""
from tests.adjudicator.timing.valiant.builders import (
    ORGS, RULES, action, attack, card, hit, notes, resolve, sequence, state, steps, valiant,
)

MEDKIT = {"medkit": card("amy"), "amy": {**ORGS["amy"], "coherence": 15}}
HEAL = {"patch-up": action("medkit", "heal", {"heal": {"target": "you", "amount": 3}})}


def test_a_heal_action_on_the_players_own_turn_raises_their_coherence_and_the_card_is_discarded():
    outcome = resolve(valiant(MEDKIT, HEAL, {"play_action": "patch-up"}))
    assert state(outcome, "amy", "coherence") == 18
    assert state(outcome, "medkit", "zone") == "discard"
    assert outcome["resolution_order"] == ["start", "patch-up"]


def test_a_heal_action_cannot_be_played_on_another_players_turn():
    outcome = resolve(valiant(MEDKIT, HEAL, {"play_action": "patch-up"}, current="neil"))
    assert state(outcome, "amy", "coherence") == 15
    assert state(outcome, "medkit", "zone") == "hand"
    refused = notes(outcome, "cannot be played: it is Neil's turn")[0]
    assert refused["rule"] == RULES + "card-action-icons-continued"
    assert "only be played on the active player's turn" in refused["quote"]
    assert "stays in Amy's hand" in refused["text"]
    warned = [w for w in outcome["warnings"] if w["kind"] == "refused-play"]
    assert len(warned) == 1 and warned[0]["step"] == refused["n"]


def test_a_heal_action_affects_only_the_active_players_organization():
    heal_neil = {"patch-up": action("medkit", "heal", {"heal": {"target": "neil", "amount": 3}})}
    entities = {**MEDKIT, "neil": {**ORGS["neil"], "coherence": 10}}
    outcome = resolve(valiant(entities, heal_neil, {"play_action": "patch-up"}))
    assert state(outcome, "neil", "coherence") == 10
    assert notes(outcome, "affects only the active player's Organization")


def test_a_heal_action_is_not_a_defense():
    from tests.adjudicator.timing.valiant.builders import problems
    entities = {**MEDKIT, "warfare": card("neil"), "nc": {"type": "sector", "owner": "neil", "level": 2, "column": 3}}
    doc = valiant(entities, {**HEAL, "viral": attack("warfare", 1)},
                  sequence([hit("viral", "telesthesia", "nc")], [{"play": "patch-up", "against": "viral"}],
                           attacker="neil", defender="amy"))
    assert "must be an ability of timing defense or counterattack" in \
        problems(doc)["start.do[0].attack_sequence.defenses[0].play"]


# -- the end of a turn ------------------------------------------------------------------------------------
def pile(owner, zone, n, prefix):
    return {f"{prefix}-{i}": card(owner, zone=zone, position=i) for i in range(1, n + 1)}


def test_the_end_of_a_turn_discards_the_hand_and_draws_five():
    entities = {**pile("amy", "hand", 2, "kept"), **pile("amy", "deck", 6, "next")}
    outcome = resolve(valiant(entities, {}, {"end_turn": "amy"}))
    assert [state(outcome, f"kept-{i}", "zone") for i in (1, 2)] == ["discard", "discard"]
    assert [state(outcome, f"next-{i}", "zone") for i in range(1, 7)] == ["hand"] * 5 + ["deck"]
    discard = steps(outcome, "op", "discards the 2 cards")[0]
    assert discard["rule"] == RULES + "basics-of-play" and "any cards left in their hand" in discard["quote"]


def test_a_draw_pile_of_two_draws_two_then_shuffles_the_discard_pile_then_draws_three():
    # the hand's 1 card is discarded first, so the discard pile holds 3 when the draw pile runs out
    entities = {**pile("amy", "hand", 1, "kept"), **pile("amy", "deck", 2, "top"), **pile("amy", "discard", 2, "old")}
    outcome = resolve(valiant(entities, {}, {"end_turn": "amy"}))
    hand = sorted(c for c, p in outcome["state"].items() if p.get("zone") == "hand")
    assert len(hand) == 5 and {"top-1", "top-2"} <= set(hand)
    assert not [c for c, p in outcome["state"].items() if p.get("zone") in ("deck", "discard")]
    texts = [s["text"] for s in outcome["steps"] if s["kind"] in ("event", "note") and
             ("drawn" in s["text"] or "shuffled" in s["text"])]
    shuffle = next(i for i, t in enumerate(texts) if "shuffled" in t)
    assert shuffle == 2 and len(texts) == 6  # two drawn, the shuffle, three drawn
    assert "draw those 2 cards, then shuffle" in notes(outcome, "shuffled")[0]["quote"]


def test_the_discarded_hand_is_shuffled_into_the_new_draw_pile():
    entities = {**pile("amy", "hand", 3, "kept")}
    outcome = resolve(valiant(entities, {}, {"end_turn": "amy"}))
    assert [state(outcome, f"kept-{i}", "zone") for i in (1, 2, 3)] == ["hand"] * 3
    assert steps(outcome, None, "draws 3 cards (no more cards")


# -- the Lowest Coherence token ---------------------------------------------------------------------------
def test_the_first_player_damaged_receives_the_lowest_coherence_token():
    outcome = resolve(valiant({"warfare": card("amy")}, {"viral": attack("warfare", 1)}, sequence([hit("viral")])))
    assert state(outcome, "neil", "lowest_coherence") is True
    assert state(outcome, "amy", "lowest_coherence") is None
    given = steps(outcome, "op", "receives the Lowest Coherence token")[0]  # a change: an op step, not a note
    assert "As soon as the first player is damaged" in given["quote"]


def test_the_token_moves_at_the_end_of_a_turn_to_a_player_with_less_coherence():
    entities = {"amy": {**ORGS["amy"], "coherence": 12}, "neil": {**ORGS["neil"], "coherence": 15,
                                                                  "lowest_coherence": True}}
    outcome = resolve(valiant(entities, {}, {"end_turn": "amy"}))
    assert state(outcome, "amy", "lowest_coherence") is True and state(outcome, "neil", "lowest_coherence") is None
    moved = steps(outcome, "op", "token moves from Neil")[0]
    assert "it does not move in the case of ties" in moved["quote"]


def test_the_token_does_not_move_on_a_tie():
    entities = {"amy": {**ORGS["amy"], "coherence": 15}, "neil": {**ORGS["neil"], "coherence": 15,
                                                                  "lowest_coherence": True}}
    outcome = resolve(valiant(entities, {}, {"end_turn": "amy"}))
    assert state(outcome, "neil", "lowest_coherence") is True and state(outcome, "amy", "lowest_coherence") is None


def test_the_token_does_not_move_in_the_middle_of_a_turn():
    entities = {"warfare": card("amy"), "amy": {**ORGS["amy"], "coherence": 12, "lowest_coherence": True}}
    outcome = resolve(valiant(entities, {"viral": attack("warfare", 1)}, sequence([hit("viral")])))
    assert state(outcome, "amy", "lowest_coherence") is True  # Neil at 19 is not lower anyway
    entities["neil"] = {**ORGS["neil"], "coherence": 12}
    outcome = resolve(valiant(entities, {"viral": attack("warfare", 1)}, sequence([hit("viral")])))
    assert state(outcome, "neil", "coherence") == 11 and state(outcome, "amy", "lowest_coherence") is True


def test_the_token_holders_standard_defense_notes_the_rules_this_text_does_not_give():
    entities = {"warfare": card("amy"), "guard": card("neil"),
                "neil": {**ORGS["neil"], "lowest_coherence": True}}
    abilities = {"viral": attack("warfare", 2), "guard": action("guard", "defense", {"reduce": 2})}
    outcome = resolve(valiant(entities, abilities, sequence([hit("viral")], [{"play": "guard", "against": "viral"}])))
    note = notes(outcome, "holds the Lowest Coherence token")[0]
    assert "additional rules when using Standard Defense" in note["quote"]
    assert state(outcome, "neil", "coherence") == 20
