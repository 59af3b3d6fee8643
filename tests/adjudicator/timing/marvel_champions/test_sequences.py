"""The flowchart's sequences, step by step: play a card, basic powers, enemy activations, the
villain phase, the player phase."""
from tests.adjudicator.timing.marvel_champions.builders import (
    ability,
    doc,
    log,
    mark,
    resolve,
    rule_of,
    table,
    text_index,
)

MC = "marvel-champions#"
PLAY = MC + "play-a-card-use-an-ability"
POWER = MC + "using-a-basic-power"
ACT = MC + "enemy-activations-attacks-or-schemes"
PART2 = MC + "enemy-activations-part-2-add-threat-deal-damage"
VILLAIN = MC + "villain-phase"


def phase_rules(outcome):
    return [s["rule"] for s in outcome["steps"] if s["kind"] == "phase"]


def in_order(sequence, wanted):
    """Whether `wanted` appears in `sequence` in this order (other items between them allowed)."""
    it = iter(sequence)
    return all(any(w == x for x in it) for w in wanted)


def encounter(*cards):
    """Encounter cards, top first: (id, type, boost icons)."""
    return {cid: {"type": kind, "name": cid, "zone": "encounter-deck", "position": i + 1, "boost_icons": icons}
            for i, (cid, kind, icons) in enumerate(cards)}


# -- Play a Card / Use an Ability ------------------------------------------------------------------------
def play_table():
    return table(web_strike={"type": "event", "owner": "spider-man", "zone": "hand"},
                 spare={"type": "resource", "owner": "spider-man", "zone": "hand"},
                 photos={"type": "event", "owner": "spider-man", "zone": "deck", "position": 1})


PLAY_WEB_STRIKE = {"play_card": {"card": "web-strike", "pay": [{"discard": "spare"}],
                                 "do": [mark(2), {"deal_damage": {"to": "hydra-soldier", "amount": 2}}, mark(4)]}}
PLAYED = {"event": "played", "card": "web-strike"}


def test_playing_a_card_declares_pays_interrupts_resolves_sentence_by_sentence_then_responds():
    abilities = {
        "paid": ability("response", {"event": "discarded", "card": "spare"}, [mark(1)]),
        "when-played": ability("interrupt", PLAYED, [flag("spare")]),
        "soldier-down": ability("when-defeated", None, [mark(3)], card="hydra-soldier"),
        "after-played": ability("response", PLAYED, [mark(5)]),
    }
    outcome = resolve(doc(play_table(), abilities, [PLAY_WEB_STRIKE]))
    assert log(outcome) == 12345
    assert outcome["resolution_order"] == ["start", "paid", "when-played", "soldier-down", "after-played"]
    assert in_order(phase_rules(outcome), [f"{PLAY}-1", f"{PLAY}-2-1", f"{PLAY}-3", f"{PLAY}-4", f"{PLAY}-4-1",
                                           f"{PLAY}-4-2", f"{PLAY}-5"])
    assert outcome["state"]["web-strike"]["zone"] == "discard"
    assert outcome["state"]["spare"]["zone"] == "discard"


def flag(card):
    """An op noting in the ledger that `card` had already been discarded."""
    return {"if": {"cond": f'{card}.zone == "discard"', "then": [{"set": {"target": "ledger", "prop": "paid_first",
                                                                          "value": 1}}]}}


def test_the_when_window_of_playing_comes_after_the_cost_is_paid():
    abilities = {"when-played": ability("interrupt", PLAYED, [flag("spare")])}
    outcome = resolve(doc(play_table(), abilities, [PLAY_WEB_STRIKE]))
    assert outcome["state"]["ledger"]["paid_first"] == 1


def test_a_card_not_in_hand_cannot_be_played():
    entities = play_table()
    entities["web-strike"]["zone"] = "discard"
    abilities = {"when-played": ability("interrupt", PLAYED)}
    outcome = resolve(doc(entities, abilities, [PLAY_WEB_STRIKE]))
    assert outcome["resolution_order"] == ["start"]
    assert rule_of(outcome, "not in hand", "note") == f"{PLAY}-1"
    assert outcome["state"]["spare"]["zone"] == "hand"


def test_a_cost_that_cannot_be_paid_in_full_stops_the_card_before_anything_happens():
    entities = play_table()
    entities["spare"]["zone"] = "deck"
    outcome = resolve(doc(entities, {}, [PLAY_WEB_STRIKE]))
    assert outcome["state"]["web-strike"]["zone"] == "hand"
    assert outcome["state"]["hydra-soldier"]["zone"] == "play"
    assert "cannot be paid" in outcome["steps"][text_index(outcome, "cannot be paid")]["text"]


def test_an_interrupt_that_cancels_the_playing_stops_its_text_and_responses():
    """Event: "If the effects of an event are canceled, the card is still considered to have been played"
    — its costs stay paid and it goes to the discard pile."""
    abilities = {"counter": ability("interrupt", PLAYED, [{"cancel": {}}]),
                 "after-played": ability("response", PLAYED, [mark(9)])}
    outcome = resolve(doc(play_table(), abilities, [PLAY_WEB_STRIKE]))
    assert outcome["resolution_order"] == ["start", "counter"]
    assert outcome["state"]["hydra-soldier"]["zone"] == "play"
    assert outcome["state"]["web-strike"]["zone"] == "discard"
    assert outcome["state"]["spare"]["zone"] == "discard"
    assert rule_of(outcome, "still considered played", "note") == MC + "rules-reference-event"


def test_using_an_ability_needs_its_card_in_play_and_cites_the_arrow_cost():
    entities = table()
    entities["black-cat"]["exhausted"] = False
    use = {"use_ability": {"card": "black-cat", "pay": [{"exhaust": "black-cat"}], "do": [mark(1)]}}
    abilities = {"after-use": ability("response", {"event": "used", "card": "black-cat"}, [mark(2)])}
    outcome = resolve(doc(entities, abilities, [use]))
    assert log(outcome) == 12
    assert outcome["state"]["black-cat"]["exhausted"] is True
    assert f"{PLAY}-2-2" in phase_rules(outcome)
    entities["black-cat"]["exhausted"] = True
    assert resolve(doc(entities, abilities, [use]))["resolution_order"] == ["start"]


# -- Using a Basic Power ---------------------------------------------------------------------------------
ATTACKS = {"event": "attacks", "by": "black-cat"}


def test_a_basic_attack_goes_exhaust_when_damage_after_then_consequential_damage():
    abilities = {
        "exhausted": ability("forced-response", {"event": "exhausted", "card": "black-cat"}, [mark(1)]),
        "when-attacking": ability("interrupt", ATTACKS, [mark(2)]),
        "when-damage": ability("interrupt", {"event": "damage_dealt", "target": "hydra-soldier"}, [mark(3)]),
        "after-damage": ability("response", {"event": "damage_dealt", "target": "hydra-soldier"}, [mark(4)]),
        "after-attack": ability("response", ATTACKS, [mark(5)]),
        "consequence": ability("response", {"event": "damage_dealt", "target": "black-cat"}, [mark(6)]),
    }
    outcome = resolve(doc(table(), abilities, [{"basic_power": {"character": "black-cat", "power": "atk",
                                                                "target": "hydra-soldier"}}]))
    assert log(outcome) == 123456
    assert in_order(phase_rules(outcome), [f"{POWER}-1", f"{POWER}-2", f"{POWER}-3", f"{POWER}-3-1",
                                           f"{POWER}-3-2", f"{POWER}-3-3-2", f"{POWER}-4", f"{POWER}-5"])
    state = outcome["state"]
    assert state["black-cat"]["exhausted"] is True and state["black-cat"]["damage"] == 1
    assert state["hydra-soldier"]["damage"] == 1


def test_consequential_damage_comes_after_the_responses_and_can_defeat_the_ally():
    entities = table()
    entities["black-cat"].update(hp=2, damage=1)
    abilities = {"cat-down": ability("when-defeated", None, [mark(2)], card="black-cat"),
                 "after-thwart": ability("response", {"event": "thwarts", "by": "black-cat"}, [mark(1)])}
    outcome = resolve(doc(entities, abilities, [{"basic_power": {"character": "black-cat", "power": "thw"}}]))
    assert log(outcome) == 12
    assert outcome["state"]["black-cat"]["zone"] == "discard"
    assert outcome["state"]["the-break-in"]["threat"] == 1


def test_a_hero_takes_no_consequential_damage():
    outcome = resolve(doc(table(), {}, [{"basic_power": {"character": "spider-man", "power": "atk",
                                                         "target": "rhino"}}]))
    assert outcome["state"]["spider-man"].get("damage", 0) == 0
    assert outcome["state"]["rhino"]["damage"] == 2


def test_an_exhausted_character_cannot_use_a_basic_power():
    entities = table()
    entities["black-cat"]["exhausted"] = True
    outcome = resolve(doc(entities, {}, [{"basic_power": {"character": "black-cat", "power": "atk",
                                                          "target": "hydra-soldier"}}]))
    assert outcome["state"]["hydra-soldier"].get("damage", 0) == 0
    assert rule_of(outcome, "basic ATK power cannot be used", "note") == f"{POWER}-1"
    refused = [w for w in outcome["warnings"] if w["kind"] == "refused-play"]
    assert [w["play"] for w in refused] == ["Black Cat's basic ATK power"]


def test_a_stunned_ally_exhausts_but_neither_attacks_nor_takes_consequential_damage():
    """Stun: the exhausting is a cost and stays paid; the attack is replaced, so the ally "is not
    considered to have attacked", and consequential damage comes only "After an ally attacks"."""
    entities = table()
    entities["black-cat"]["stunned"] = True
    outcome = resolve(doc(entities, {}, [{"basic_power": {"character": "black-cat", "power": "atk",
                                                          "target": "hydra-soldier"}}]))
    state = outcome["state"]
    assert outcome["resolution_order"] == ["start", "stunned:black-cat"]
    assert state["black-cat"]["stunned"] is False and state["black-cat"]["exhausted"] is True
    assert state["hydra-soldier"].get("damage", 0) == 0 and not state["black-cat"].get("damage")
    assert rule_of(outcome, "no consequential damage", "note") == MC + "rules-reference-stun-stunned"


def test_thwarting_a_side_scheme_to_nothing_defeats_it():
    entities = table(hydra_lab={"type": "side-scheme", "zone": "play", "threat": 1})
    abilities = {"lab-gone": ability("forced-response", {"event": "defeated", "target": "hydra-lab"}, [mark(1)])}
    outcome = resolve(doc(entities, abilities, [{"basic_power": {"character": "spider-man", "power": "thw",
                                                                 "target": "hydra-lab"}}]))
    assert outcome["state"]["hydra-lab"]["zone"] == "encounter-discard"
    assert log(outcome) == 1


def test_recovering_heals_the_character():
    entities = table()
    entities["spider-man"].update(form="alter-ego", damage=5)
    outcome = resolve(doc(entities, {}, [{"basic_power": {"character": "spider-man", "power": "rec"}}]))
    assert outcome["state"]["spider-man"]["damage"] == 2


def test_defeating_a_villain_with_stages_left_advances_it_at_once():
    entities = table()
    entities["rhino"].update(hp=2, stage=1, stages=2, next_hp=16)
    abilities = {"stage-two": ability("constant", {"event": "stage_advanced", "card": "rhino"}, [mark(1)],
                                      card="rhino")}
    outcome = resolve(doc(entities, abilities, [{"basic_power": {"character": "spider-man", "power": "atk",
                                                                 "target": "rhino"}}]))
    rhino = outcome["state"]["rhino"]
    assert (rhino["stage"], rhino["damage"], rhino["hp"], rhino["zone"]) == (2, 0, 16, "play")
    assert log(outcome) == 1
    assert rule_of(outcome, "advances to stage 2", "phase") == f"{POWER}-3-3"


# -- Enemy Activations ------------------------------------------------------------------------------------
RR_ATTACK = "marvel-champions#rules-reference-attack-enemy-activation"  # 3c icons, 3d discard


def test_an_activation_goes_when_boost_defender_flip_then_damage():
    entities = table(**encounter(("charge", "treachery", 2)))
    entities["black-cat"]["hp"] = 5
    abilities = {
        "when-attacked": ability("interrupt", {"event": "attacks", "by": "rhino"}, [mark(1)]),
        "when-defends": ability("interrupt", {"event": "defends", "by": "black-cat"}, [mark(2)]),
        "when-flipped": ability("interrupt", {"event": "boost_flipped", "card": "charge"}, [mark(3)]),
        "charge-boost": ability("constant", {"event": "boost_flipped", "card": "this"}, [mark(4)], card="charge"),
        "after-attack": ability("response", {"event": "attacks", "by": "rhino"}, [mark(5)]),
    }
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man",
                                                              "defender": "black-cat"}}]))
    assert log(outcome) == 12345
    assert in_order(phase_rules(outcome), [f"{ACT}-1", f"{ACT}-2", f"{ACT}-3", f"{ACT}-3-1", f"{ACT}-3-2",
                                           f"{ACT}-4", f"{ACT}-4-1", RR_ATTACK, RR_ATTACK, f"{PART2}-5-b",
                                           f"{PART2}-5-b-1", f"{PART2}-5-b-2", f"{PART2}-5-b-3"])
    state = outcome["state"]
    assert state["black-cat"]["damage"] == 4  # ATK 2 + 2 boost icons: an ally defending takes it all
    assert state["black-cat"]["exhausted"] is True
    assert state["charge"]["zone"] == "encounter-discard"
    assert not state["spider-man"].get("damage")


def test_a_defender_defeated_by_a_boost_leaves_the_attack_undefended():
    entities = table(**encounter(("shockwave", "treachery", 1)))
    entities["black-cat"]["hp"] = 1
    abilities = {"shockwave-boost": ability("constant", {"event": "boost_flipped", "card": "this"},
                                            [{"deal_damage": {"to": "black-cat", "amount": 1}}], card="shockwave")}
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man",
                                                              "defender": "black-cat"}}]))
    assert outcome["state"]["black-cat"]["zone"] == "discard"
    assert outcome["state"]["spider-man"]["damage"] == 3  # ATK 2 + 1 boost icon; no DEF: undefended
    assert "undefended" in outcome["steps"][text_index(outcome, "undefended", "phase")]["text"]


def test_an_exhausted_character_cannot_defend():
    entities = table()
    entities["black-cat"]["exhausted"] = True
    outcome = resolve(doc(entities, {}, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0,
                                                       "defender": "black-cat"}}]))
    assert outcome["state"]["spider-man"]["damage"] == 2
    assert not outcome["state"]["black-cat"].get("damage")


def test_an_enemy_schemes_against_a_hero_in_alter_ego_form():
    entities = table(**encounter(("blank", "treachery", 1)))
    entities["spider-man"]["form"] = "alter-ego"
    abilities = {"when-threat": ability("interrupt", {"event": "threat_placed", "target": "the-break-in"}, [mark(1)]),
                 "after-scheme": ability("response", {"event": "schemes", "by": "rhino"}, [mark(2)])}
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man"}}]))
    assert outcome["state"]["the-break-in"]["threat"] == 4  # 2 + SCH 1 + 1 boost icon
    assert log(outcome) == 12
    assert in_order(phase_rules(outcome), [f"{PART2}-5-a", f"{PART2}-5-a-1", f"{PART2}-5-a-2", f"{PART2}-5-a-3"])


def test_a_minion_is_dealt_no_boost_card():
    entities = table(**encounter(("charge", "treachery", 2)))
    outcome = resolve(doc(entities, {}, [{"activate": {"enemy": "hydra-soldier", "target": "spider-man"}}]))
    assert outcome["state"]["charge"]["zone"] == "encounter-deck"
    assert outcome["state"]["spider-man"]["damage"] == 1


def test_completing_the_main_scheme_advances_it_and_its_stage_is_revealed():
    entities = table()
    entities["the-break-in"].update(threat=11, stages=2, next_threat=1)
    abilities = {"stage-two": ability("constant", {"event": "stage_advanced", "card": "the-break-in"}, [mark(1)],
                                      card="the-break-in")}
    outcome = resolve(doc(entities, abilities, [{"place_threat": {"scheme": "the-break-in", "amount": 2}}]))
    scheme = outcome["state"]["the-break-in"]
    assert (scheme["stage"], scheme["threat"]) == (2, 1)
    assert log(outcome) == 1


# -- Villain Phase ------------------------------------------------------------------------------------------
def two_player_table(*cards):
    entities = table(she_hulk={"type": "hero", "name": "She-Hulk", "form": "alter-ego", "hp": 15},
                     **encounter(*cards))
    entities["the-break-in"]["acceleration"] = 1
    return entities


def calm(entities):
    """Rhino stunned and confused for both activations (so he takes no boost cards), no Hydra Soldier."""
    entities["rhino"].update(stunned=2, confused=2)
    entities["hydra-soldier"]["zone"] = "discard"
    return entities


def test_the_villain_phase_goes_accelerate_activate_deal_reveal_pass():
    entities = two_player_table(("b1", "treachery", 0), ("b2", "treachery", 0), ("e1", "treachery", 0),
                                ("e2", "treachery", 0))
    outcome = resolve(doc(entities, {}, [{"villain_phase": {"villain": "rhino"}}],
                          players=["spider-man", "she-hulk"]))
    assert in_order(phase_rules(outcome), [f"{VILLAIN}-1", f"{VILLAIN}-2", f"{VILLAIN}-2-1", f"{VILLAIN}-3",
                                           f"{VILLAIN}-4", f"{VILLAIN}-5"])
    texts = [s["text"] for s in outcome["steps"] if s["kind"] == "phase"]
    order = [t for t in texts if t.endswith(("Rhino attacks", "Rhino schemes", "activates: it attacks"))
             and "window" not in t]
    assert order == ["Spider-Man is in hero form: Rhino attacks",
                     "Hydra Soldier, engaged with Spider-Man, activates: it attacks",
                     "She-Hulk is in alter-ego form: Rhino schemes"]
    state = outcome["state"]
    assert state["the-break-in"]["threat"] == 2 + 1 + 1  # acceleration 1, Rhino's SCH 1
    assert state["spider-man"]["damage"] == 3  # Rhino 2, the soldier 1
    passed = next(i for i, t in enumerate(texts) if "first player token goes to She-Hulk" in t)
    assert "the villain phase and the round end" in texts[passed + 1]  # Villain Phase 6-7 come after the pass


def test_acceleration_counts_the_main_scheme_its_tokens_and_every_icon_in_play():
    entities = two_player_table()
    entities["the-break-in"].update(acceleration=2, acceleration_tokens=1)
    entities["hydra-lab"] = {"type": "side-scheme", "zone": "play", "threat": 2, "acceleration_icons": 1}
    entities["old-lab"] = {"type": "side-scheme", "zone": "discard", "threat": 0, "acceleration_icons": 5}
    calm(entities)
    outcome = resolve(doc(entities, {}, [{"villain_phase": {"villain": "rhino"}}], players=["spider-man", "she-hulk"]))
    assert "2 + 1 token + 1 icon = 4 threat" in outcome["steps"][text_index(outcome, "Accelerate")]["text"]
    assert outcome["state"]["the-break-in"]["threat"] == 6


def test_hazard_icons_deal_one_more_card_each_in_player_order():
    entities = calm(two_player_table(*[(f"e{i}", "treachery", 0) for i in range(1, 6)]))
    entities["hydra-lab"] = {"type": "side-scheme", "zone": "play", "threat": 2, "hazard": 2}
    entities["bomb-threat"] = {"type": "side-scheme", "zone": "play", "threat": 2, "hazard": 1}
    abilities = {"dealt": ability("forced-response", {"event": "encounter_dealt"},
                                  [{"if": {"cond": 'trigger.who == "she-hulk"', "then": [mark(2)],
                                           "else": [mark(1)]}}])}
    outcome = resolve(doc(entities, abilities, [{"villain_phase": {"villain": "rhino"}}],
                          players=["spider-man", "she-hulk"]))
    assert log(outcome) == 12121  # one each, then 3 hazards: Spider-Man, She-Hulk, Spider-Man
    assert rule_of(outcome, "3 hazard icons", "phase") == f"{VILLAIN}-3-1"


def test_cards_are_revealed_in_player_order_each_players_in_the_order_dealt():
    entities = calm(two_player_table(("e1", "treachery", 0), ("e2", "treachery", 0), ("e3", "treachery", 0)))
    entities["hydra-lab"] = {"type": "side-scheme", "zone": "play", "threat": 2, "hazard": 1}
    abilities = {f"{c}-revealed": ability("constant", {"event": "revealed", "card": "this"}, [mark(i)], card=c)
                 for i, c in ((1, "e1"), (2, "e2"), (3, "e3"))}
    outcome = resolve(doc(entities, abilities, [{"villain_phase": {"villain": "rhino"}}],
                          players=["spider-man", "she-hulk"]))
    assert log(outcome) == 132  # Spider-Man's e1 and e3 (the hazard card), then She-Hulk's e2
    assert all(outcome["state"][c]["zone"] == "encounter-discard" for c in ("e1", "e2", "e3"))


def test_a_revealed_minion_engages_the_player_and_surge_reveals_one_more():
    entities = calm(two_player_table(("thug", "minion", 0), ("e2", "treachery", 0), ("e3", "treachery", 0)))
    entities["thug"].update(hp=2, atk=1, keywords=["surge"])
    outcome = resolve(doc(entities, {}, [{"villain_phase": {"villain": "rhino"}}], players=["spider-man", "she-hulk"]))
    state = outcome["state"]
    assert (state["thug"]["zone"], state["thug"]["engaged"]) == ("play", "spider-man")
    assert state["e3"]["zone"] == "encounter-discard"  # dealt to Spider-Man by Surge and revealed


def test_minions_engaged_with_a_player_activate_after_the_villain_against_that_player():
    entities = two_player_table()
    entities["spider-man"]["form"] = "alter-ego"
    entities["goon"] = {"type": "minion", "zone": "play", "engaged": "she-hulk", "sch": 2}
    defenders = {"rhino": "black-cat"}
    outcome = resolve(doc(entities, {}, [{"villain_phase": {"villain": "rhino", "defenders": defenders}}],
                          players=["spider-man", "she-hulk"]))
    # Spider-Man: Rhino schemes 1, the soldier schemes 1; She-Hulk: Rhino schemes 1, the goon 2; +1 acceleration
    assert outcome["state"]["the-break-in"]["threat"] == 2 + 1 + 1 + 1 + 1 + 2


def test_a_declared_defender_defends_against_the_villain_in_the_villain_phase():
    entities = two_player_table()
    entities["she-hulk"]["form"] = "hero"
    outcome = resolve(doc(entities, {}, [{"villain_phase": {"villain": "rhino", "defenders": {"rhino": "black-cat"}}}],
                          players=["spider-man", "she-hulk"]))
    state = outcome["state"]
    assert state["black-cat"]["damage"] == 2 and state["black-cat"]["exhausted"] is True  # an ally: no DEF
    assert state["she-hulk"]["damage"] == 2  # the cat is exhausted: She-Hulk is attacked undefended
    assert state["spider-man"]["damage"] == 1  # only the Hydra Soldier's attack


# -- Player Phase ---------------------------------------------------------------------------------------------
def test_a_hero_changes_form_at_most_once_per_turn():
    outcome = resolve(doc(table(), {}, [{"change_form": "spider-man"}, {"change_form": "spider-man"}]))
    assert outcome["state"]["spider-man"]["form"] == "alter-ego"
    assert rule_of(outcome, "already changed form", "note") == MC + "player-phase-1-1-4"


def test_the_end_of_the_player_phase_discards_down_draws_up_and_readies():
    entities = table(**{f"h{i}": {"type": "event", "owner": "spider-man", "zone": "hand"} for i in range(1, 5)},
                     **{f"d{i}": {"type": "event", "owner": "spider-man", "zone": "deck", "position": i}
                        for i in range(1, 3)})
    entities["spider-man"].update(hand_size=2, exhausted=True)
    entities["black-cat"]["exhausted"] = True
    outcome = resolve(doc(entities, {}, [{"end_player_phase": {"discard": {"spider-man": ["h1"]}}}]))
    zones = {c: outcome["state"][c]["zone"] for c in ("h1", "h2", "h3", "h4", "d1")}
    assert zones == {"h1": "discard", "h2": "hand", "h3": "hand", "h4": "discard", "d1": "deck"}
    assert outcome["state"]["spider-man"]["exhausted"] is False
    assert outcome["state"]["black-cat"]["exhausted"] is False
    entities["spider-man"]["hand_size"] = 5
    drawn = resolve(doc(entities, {}, [{"end_player_phase": {}}]))
    assert [drawn["state"][c]["zone"] for c in ("d1", "d2")] == ["hand", "deck"]


def test_a_cancelled_reveal_still_discards_the_card_and_the_phase_goes_on():
    entities = calm(two_player_table(("e1", "treachery", 0), ("e2", "treachery", 0)))
    abilities = {"e1-revealed": ability("constant", {"event": "revealed", "card": "this"}, [mark(9)], card="e1"),
                 "nope": ability("interrupt", {"event": "revealed", "card": "e1"}, [{"cancel": {}}])}
    outcome = resolve(doc(entities, abilities, [{"villain_phase": {"villain": "rhino"}}],
                          players=["spider-man", "she-hulk"]))
    assert outcome["resolution_order"] == ["start", "stunned:rhino", "confused:rhino", "nope"]
    assert [outcome["state"][c]["zone"] for c in ("e1", "e2")] == ["encounter-discard", "encounter-discard"]
    assert any(s["kind"] == "phase" and s["text"].startswith("Pass") for s in outcome["steps"])
