"""Defects an outside rules judge found (issue 23), each pinned by the sentence of the Rules Reference
it breaks; the situations themselves are fixtures/scenarios/marvel-champions/judge-*.yaml."""
from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, steps_of


def _two_players_one_about_to_fall():
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10, "damage": 9},
        "she-hulk": {"type": "hero", "name": "She-Hulk", "form": "hero", "hp": 15},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 2, "sch": 1},
        "the-break-in": {"type": "main-scheme", "name": "The Break-In!", "zone": "play", "threat": 0,
                         "threat_limit": 20, "hazard": 1},
    }
    for n in range(1, 6):
        entities[f"card-{n}"] = {"type": "treachery", "name": f"Card {n}", "zone": "encounter-deck",
                                 "position": n, "boost_icons": 0}
    return doc(entities, {}, [{"villain_phase": {"villain": "rhino"}}], players=("spider-man", "she-hulk"))


def test_an_eliminated_player_is_dealt_no_encounter_card_and_does_not_get_the_first_player_token():
    # Player Elimination: "Eliminated players no longer participate in the game"; Villain Phase 5: "Pass
    # the first player token to the next clockwise player" (of those still in the game).
    outcome = resolve(_two_players_one_about_to_fall())
    texts = [s["text"] for s in steps_of(outcome)]
    assert outcome["state"]["spider-man"]["zone"] == "removed"
    assert not [t for t in texts if "dealt face down to Spider-Man" in t]
    assert not [t for t in texts if "Spider-Man reveals" in t]
    assert [t for t in texts if t.startswith("Pass: the first player token goes to She-Hulk")]


def _another_players_ally_defends(ally_hp, boost_ops):
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10},
        "she-hulk": {"type": "hero", "name": "She-Hulk", "form": "hero", "hp": 15},
        "hellcat": {"type": "ally", "name": "Hellcat", "owner": "she-hulk", "zone": "play", "hp": ally_hp},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 2},
        "charge": {"type": "treachery", "name": "Charge", "zone": "encounter-deck", "position": 1, "boost_icons": 1},
    }
    abilities = {"charge-boost": {"card": "charge", "timing": "boost", "do": boost_ops}}
    start = [{"activate": {"enemy": "rhino", "target": "spider-man", "defender": "hellcat"}}]
    return resolve(doc(entities, abilities, start, players=("spider-man", "she-hulk")))


def test_a_boost_ability_that_says_you_means_the_player_whose_ally_defends():
    # Defend: "Any constant or boost abilities that refer to “you” refer to the defending player."
    outcome = _another_players_ally_defends(5, [{"deal_damage": {"to": "you", "amount": 1}}])
    assert outcome["state"]["she-hulk"].get("damage") == 1
    assert not outcome["state"]["spider-man"].get("damage")
    assert outcome["state"]["hellcat"]["damage"] == 3


def test_the_defending_players_identity_takes_the_attack_when_their_ally_is_gone_before_the_damage():
    # Attack (Enemy Activation) 2: "If a player other than the target player defends, the defending player
    # becomes the target player for this attack"; 1.8, 5: "the identity of that ally’s controller becomes the
    # target of the attack".
    outcome = _another_players_ally_defends(1, [{"deal_damage": {"to": "hellcat", "amount": 1}}])
    assert outcome["state"]["hellcat"]["zone"] == "discard"
    assert outcome["state"]["she-hulk"]["damage"] == 3
    assert not outcome["state"]["spider-man"].get("damage")


def test_an_attack_that_ends_in_its_own_when_window_still_has_its_after_attack_abilities_under_1_8():
    # Attack (Enemy Activation), 1.8: "If an enemy attack ends before damage is dealt, abilities that trigger
    # after an attack or after a character defends an attack resolve as normal." Here an interrupt to the
    # attack's initiation defeats the attacker (Nova FAQ: "Although the attack sequence has initiated").
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 2},
        "goon": {"type": "minion", "name": "Goon", "zone": "play", "hp": 2, "atk": 1, "engaged": "spider-man"},
    }
    abilities = {
        "nova": {"card": "spider-man", "timing": "interrupt", "on": {"event": "attacks", "by": "goon"},
                 "do": [{"deal_damage": {"to": "goon", "amount": 2, "source": "spider-man"}}]},
        "after-goon-attacks": {"card": "spider-man", "timing": "response", "on": {"event": "attacks", "by": "goon"},
                               "do": [{"set": {"target": "spider-man", "prop": "seen", "value": 1}}]},
    }
    start = [{"activate": {"enemy": "goon", "target": "spider-man"}}]
    outcome = resolve(doc(entities, abilities, start))
    assert outcome["state"]["goon"]["zone"] == "encounter-discard"
    assert outcome["state"]["spider-man"].get("seen") == 1
    assert not outcome["state"]["spider-man"].get("damage")
    older = resolve(doc(entities, abilities, start, ruleset="1.6"))
    assert older["state"]["spider-man"].get("seen") is None  # 1.5: "abilities that trigger after an enemy attacks do not"


def test_under_1_8_a_tough_card_replaces_the_damage_taken_so_a_later_interrupt_to_it_does_not_trigger():
    # Tough (1.8): "“Forced Interrupt: When this character would take damage, remove a tough status card from
    # it instead.”"; Interrupt: "If an interrupt changes (via a replacement effect) ... further interrupts to the
    # original triggering condition cannot be triggered."
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10, "tough": True},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 2},
    }
    abilities = {"deflect": {"card": "spider-man", "timing": "interrupt",
                             "on": {"event": "damage_taken", "target": "spider-man"}, "do": [{"prevent": 1}]}}
    start = [{"deal_damage": {"to": "spider-man", "amount": 3, "source": "rhino"}}]
    outcome = resolve(doc(entities, abilities, start))
    assert outcome["resolution_order"] == ["start", "tough:spider-man"]
    assert outcome["state"]["spider-man"]["tough"] is False
    assert not outcome["state"]["spider-man"].get("damage")
