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


def _goon_in_the_discard_pile(**more):
    return table(goon={"type": "minion", "name": "Goon", "zone": "encounter-discard", "hp": 3, "atk": 1, "sch": 1},
                 trap_rig={"type": "support", "name": "Trap Rig", "owner": "spider-man", "exhausted": False}, **more)


def test_a_forced_response_whose_only_target_is_out_of_play_does_not_initiate_and_pays_nothing():
    # Forced: "If a forced ability requires one or more targets to resolve and it has no valid targets, it does not
    # initiate. • Any costs that would have been paid to initiate the ability are not paid."
    forced = {"card": "trap-rig", "timing": "forced-response", "on": {"event": "attacks", "by": "rhino"},
              "do": [{"cost": {"pay": [{"exhaust": "trap-rig"}],
                               "then": [{"deal_damage": {"to": "goon", "amount": 2, "source": "trap-rig"}}]}}]}
    outcome = resolve(doc(_goon_in_the_discard_pile(), {"rig": forced},
                          [{"activate": {"enemy": "rhino", "target": "spider-man", "mode": "attack", "boost": 0}}]))
    assert outcome["state"]["trap-rig"]["exhausted"] is False
    assert "rig" not in outcome["resolution_order"]
    said = [s for s in outcome["steps"] if "does not initiate" in s["text"]]
    assert said and said[0]["rule"] == "marvel-champions#rules-reference-forced"
    assert "Goon is not in play" in said[0]["text"] and "no cost is paid" in said[0]["text"]


def test_a_response_event_whose_only_target_is_out_of_play_cannot_be_initiated():
    # Ability: "If an ability specifies one or more targets, that ability can only be initiated if it has at least
    # one valid target."
    strike = {"type": "event", "name": "Web Strike", "owner": "spider-man", "zone": "hand"}
    response = {"card": "web-strike", "timing": "response", "on": {"event": "attacks", "by": "rhino"},
                "do": [{"deal_damage": {"to": "goon", "amount": 2, "source": "spider-man"}}]}
    outcome = resolve(doc(_goon_in_the_discard_pile(web_strike=strike), {"strike": response},
                          [{"activate": {"enemy": "rhino", "target": "spider-man", "mode": "attack", "boost": 0}}]))
    assert outcome["state"]["web-strike"]["zone"] == "hand"
    assert "strike" not in outcome["resolution_order"]
    said = [s for s in outcome["steps"] if "cannot be initiated" in s["text"]]
    assert said and said[0]["rule"] == "marvel-champions#rules-reference-ability"
    assert not [s for s in outcome["steps"] if s["kind"] == "trigger" and "Web Strike" in s["text"]]
    check = next(c for c in outcome["trigger_checks"] if c["ability"] == "strike")
    assert check["verdict"] == "not-triggered" and check["why"].startswith("it cannot be initiated: Goon is not in play")
    assert check["rule"] == "marvel-champions#rules-reference-ability"


def _hulk_with_a_deck(tough: bool):
    hero = {"type": "hero", "name": "Hulk", "form": "hero", "hp": 18, "damage": 0, **({"tough": True} if tough else {})}
    cards = {f"card-{n}": {"type": "event", "name": f"Card {n}", "owner": "hulk", "zone": "deck", "position": n}
             for n in (1, 2)}
    entities = table(hulk=hero, engine={"type": "support", "name": "Pain Engine", "owner": "hulk"}, **cards)
    del entities["spider-man"], entities["black-cat"], entities["hydra-soldier"], entities["ledger"]
    return entities


def _take_one_then_draw():
    return [{"use_ability": {"card": "engine", "who": "hulk",
                             "do": [{"cost": {"pay": [{"take_damage": {"who": "hulk", "amount": 1}}],
                                              "then": [{"draw": {"who": "hulk", "count": 1}}]}}]}}]


def test_taking_damage_as_a_cost_is_not_paid_when_a_tough_card_prevents_it():
    # Prevent: "If taking damage is a cost, that cost is not considered paid unless all of that damage was taken."
    outcome = resolve(doc(_hulk_with_a_deck(tough=True), {}, _take_one_then_draw(), players=("hulk",)))
    assert outcome["state"]["hulk"].get("damage", 0) == 0
    assert outcome["state"]["card-1"]["zone"] == "deck"
    said = [s for s in outcome["steps"] if "not paid" in s["text"]]
    assert said and said[0]["rule"] == "marvel-champions#rules-reference-prevent"


def test_taking_damage_as_a_cost_all_taken_pays_it():
    outcome = resolve(doc(_hulk_with_a_deck(tough=False), {}, _take_one_then_draw(), players=("hulk",)))
    assert outcome["state"]["hulk"]["damage"] == 1
    assert outcome["state"]["card-1"]["zone"] == "hand"


def test_dealing_damage_as_a_cost_is_paid_even_when_prevented_and_a_step_says_so():
    # Prevent: "If dealing damage is a cost, that cost is considered paid even if some or all of that damage is
    # prevented."
    entities = _hulk_with_a_deck(tough=False)
    entities["brute"] = {"type": "minion", "name": "Brute", "hp": 4, "atk": 1, "sch": 1, "engaged": "hulk",
                         "tough": True}
    start = [{"use_ability": {"card": "engine", "who": "hulk",
                              "do": [{"cost": {"pay": [{"deal_damage": {"to": "brute", "amount": 1, "source": "hulk"}}],
                                               "then": [{"draw": {"who": "hulk", "count": 1}}]}}]}}]
    outcome = resolve(doc(entities, {}, start, players=("hulk",)))
    assert outcome["state"]["card-1"]["zone"] == "hand"
    said = [s for s in outcome["steps"] if "it is paid, even if" in s["text"]]
    assert said and said[0]["rule"] == "marvel-champions#rules-reference-prevent"
