"""Attacks by the Rules Reference: an attack a card causes is an activation; the activation ends when its
enemy leaves play; the damage has its own windows, then retaliate, then the responses to the attack and
to a defence; guard and patrol; a replaced basic power."""
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

RR = "marvel-champions#rules-reference-"
ATTACKS = {"event": "attacks", "by": "rhino"}


def boosted(**more):
    return table(charge={"type": "treachery", "name": "Charge", "zone": "encounter-deck", "position": 1,
                         "boost_icons": 1}, **more)


def test_the_attack_op_of_an_enemy_is_an_activation_with_its_boost_card_and_windows():
    """Activation: "Some card abilities can also cause enemies to attack or scheme. These are also
    considered activations." — so `attack` under Marvel Champions is one, not the format's bare
    `attacked` event: the villain is dealt a boost card, and interrupts and responses to the attack
    trigger; an amount written is not used, and the step says so."""
    abilities = {"when": ability("forced-interrupt", ATTACKS, [mark(1)]),
                 "after": ability("forced-response", ATTACKS, [mark(2)]),
                 "attacked": ability("response", {"event": "attacked", "by": "rhino"}, [mark(9)])}
    outcome = resolve(doc(boosted(), abilities, [{"attack": {"by": "rhino", "target": "spider-man", "amount": 7}}]))
    assert outcome["resolution_order"] == ["start", "when", "after"]
    assert log(outcome) == 12
    assert outcome["state"]["spider-man"]["damage"] == 3  # ATK 2 + 1 boost icon, not the 7 written
    assert outcome["state"]["charge"]["zone"] == "encounter-discard"
    assert rule_of(outcome, "an activation like any other", "phase") == RR + "activation"
    assert "the `amount` written is not used" in outcome["steps"][text_index(outcome, "amount` written")]["text"]
    never = next(w for w in outcome["warnings"] if w["ability"] == "attacked")
    assert "The nearest that did: “attacks”" in never["text"]


def test_the_attack_op_of_a_hero_deals_its_amount_with_the_windows_of_an_attack():
    abilities = {"when": ability("interrupt", {"event": "attacks", "by": "spider-man"}, [mark(1)]),
                 "after": ability("response", {"event": "attacks", "by": "spider-man"}, [mark(2)])}
    outcome = resolve(doc(table(), abilities, [{"attack": {"by": "spider-man", "target": "rhino", "amount": 3}}]))
    assert log(outcome) == 12 and outcome["state"]["rhino"]["damage"] == 3
    stunned = table()
    stunned["spider-man"]["stunned"] = True
    replaced = resolve(doc(stunned, abilities, [{"attack": {"by": "spider-man", "target": "rhino", "amount": 3}}]))
    assert replaced["resolution_order"] == ["start", "stunned:spider-man"]
    assert not replaced["state"]["rhino"].get("damage")
    assert rule_of(replaced, "Spider-Man is stunned", "trigger") == RR + "stun-stunned"


def test_an_activation_whose_enemy_leaves_play_during_a_boost_ends_there():
    """Activation: "If an activating minion leaves play, that minion’s activation ends immediately and no
    further steps of that activation resolve." The villainous minion is defeated by its own boost card's
    Boost ability: no damage, no response to its attack; the boost card is still discarded."""
    entities = boosted()
    entities["hydra-soldier"].update(keywords=["villainous"], hp=1)
    abilities = {"boost": ability("boost", None, [{"deal_damage": {"to": "hydra-soldier", "amount": 1}}],
                                  card="charge"),
                 "after": ability("response", {"event": "attacks", "by": "hydra-soldier"}, [mark(9)])}
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "hydra-soldier", "target": "spider-man"}}], ruleset="1.6"))
    assert outcome["resolution_order"] == ["start", "boost"]
    assert outcome["state"]["hydra-soldier"]["zone"] == "encounter-discard"  # Discard: encounter card
    assert outcome["state"]["charge"]["zone"] == "encounter-discard"
    assert not outcome["state"]["spider-man"].get("damage")
    assert rule_of(outcome, "its activation ends at once", "note") == RR + "activation"
    assert rule_of(outcome, "ended before its damage", "note") == RR + "attack-enemy-activation"


def test_the_responses_to_the_damage_come_before_those_to_the_attack_and_the_defence_after_it():
    abilities = {"after-defence": ability("response", {"event": "defends", "by": "black-cat"}, [mark(3)]),
                 "after-damage": ability("response", {"event": "damage_taken", "target": "black-cat"}, [mark(1)])}
    entities = table()
    entities["black-cat"]["hp"] = 5
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0,
                                                              "defender": "black-cat"}}], ruleset="1.6"))
    assert log(outcome) == 13  # the defence is answered in the attack's window, after the damage's
    windows = [s["text"] for s in outcome["steps"] if s["text"].startswith("after window")]
    assert windows[-2:] == ["after window: responses to 2 damage to Black Cat from Rhino",
                            "after window: responses to Rhino attacks Spider-Man"]
    assert outcome["state"]["black-cat"]["damage"] == 2  # an ally that defends takes all of it


def test_retaliate_instances_add_up_and_the_attacked_character_must_survive():
    entities = table()
    entities["hydra-soldier"].update(hp=5, keywords=["retaliate 1", "retaliate 1"])
    outcome = resolve(doc(entities, {}, [{"basic_power": {"character": "spider-man", "power": "atk",
                                                          "target": "hydra-soldier"}}], ruleset="1.6"))
    assert outcome["resolution_order"] == ["start", "retaliate:hydra-soldier"]
    assert outcome["state"]["spider-man"]["damage"] == 2
    assert rule_of(outcome, "Retaliate 2 of Hydra Soldier (a keyword)", "trigger") == RR + "retaliate-x"


def test_guard_stops_an_attack_on_the_villain_and_patrol_a_thwart_of_the_main_scheme_before_anything_is_paid():
    entities = table()
    entities["hydra-soldier"]["keywords"] = ["guard", "patrol"]
    outcome = resolve(doc(entities, {}, [
        {"attack": {"by": "spider-man", "target": "rhino", "amount": 2}},
        {"basic_power": {"character": "black-cat", "power": "thw"}},
        {"basic_power": {"character": "spider-man", "power": "atk", "target": "hydra-soldier"}},
    ]))
    state = outcome["state"]
    assert not state["rhino"].get("damage") and state["the-break-in"]["threat"] == 2
    assert not state["black-cat"].get("exhausted")
    assert state["hydra-soldier"]["zone"] == "encounter-discard"  # the minion with guard itself can be attacked
    assert rule_of(outcome, "has guard", "note") == RR + "guard"
    assert rule_of(outcome, "has patrol", "note") == RR + "patrol"
    plays = [w["play"] for w in outcome["warnings"] if w["kind"] == "refused-play"]
    assert plays == ["Spider-Man's attack on Rhino", "Black Cat's thwart of The Break-In!"]


def test_a_villainous_minion_is_dealt_a_boost_card_and_others_are_not():
    entities = boosted()
    entities["hydra-soldier"]["keywords"] = ["villainous"]
    outcome = resolve(doc(entities, {}, [{"activate": {"enemy": "hydra-soldier", "target": "spider-man"}}]))
    assert outcome["state"]["spider-man"]["damage"] == 2  # ATK 1 + 1 boost icon
    plain = resolve(doc(boosted(), {}, [{"activate": {"enemy": "hydra-soldier", "target": "spider-man"}}]))
    assert plain["state"]["spider-man"]["damage"] == 1
    assert plain["state"]["charge"]["zone"] == "encounter-deck"


def test_a_cancelled_basic_thwart_deals_no_consequential_damage():
    abilities = {"stop": ability("interrupt", {"event": "thwarts", "by": "black-cat"}, [{"cancel": "it is stopped"}])}
    outcome = resolve(doc(table(), abilities, [{"basic_power": {"character": "black-cat", "power": "thw"}}]))
    assert outcome["state"]["black-cat"]["exhausted"] is True
    assert not outcome["state"]["black-cat"].get("damage")
    assert outcome["state"]["the-break-in"]["threat"] == 2
    assert rule_of(outcome, "no consequential damage", "note") == RR + "confuse-confused"


def test_the_responses_to_an_attack_see_the_character_considered_attacked():
    """Attack (Enemy Activation): "The defending ally is considered to have been attacked"; undefended,
    "The target player’s identity is considered to have been attacked"."""
    abilities = {"cat-attacked": ability("response", {"event": "attacks", "attacked": "black-cat"}, [mark(1)]),
                 "hero-attacked": ability("response", {"event": "attacks", "attacked": "spider-man"}, [mark(2)])}
    entities = table()
    entities["black-cat"]["hp"] = 5
    defended = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0,
                                                               "defender": "black-cat"}}]))
    assert defended["resolution_order"] == ["start", "cat-attacked"]
    undefended = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man",
                                                                 "boost": 0}}]))
    assert undefended["resolution_order"] == ["start", "hero-attacked"]


def test_overkill_damage_meets_the_identitys_tough_card_as_it_would_be_taken_under_either_ruleset():
    entities = table()
    entities["spider-man"]["tough"] = True
    entities["black-cat"].update(hp=1)
    entities["rhino"].update(atk=4, keywords=["overkill"])
    said = {"1.5": "as the overkill damage would be taken (it has no dealing window of its own)",
            "1.6": "after the interrupts to its dealing (ruleset 1.6, a reading)"}
    for ruleset, words in said.items():
        outcome = resolve(doc(entities, {}, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0,
                                                           "defender": "black-cat"}}], ruleset=ruleset))
        assert outcome["resolution_order"] == ["start", "tough:spider-man"], ruleset
        assert not outcome["state"]["spider-man"].get("damage") and outcome["state"]["black-cat"]["zone"] == "discard"
        trigger = next(s for s in outcome["steps"] if s["kind"] == "trigger" and "tough" in s["text"])
        assert words in trigger["text"], ruleset
