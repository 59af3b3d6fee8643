"""Defects a second outside rules judge found (issue 23), each pinned by the sentence of the Rules Reference it
breaks; the situations themselves are fixtures/scenarios/marvel-champions/judge2-*.yaml."""
from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, steps_of


def _klaw_about_to_fall(**klaw):
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10},
        "klaw": {"type": "villain", "name": "Klaw", "zone": "play", "hp": 10, "damage": 8, "atk": 1, "stage": 1,
                 "stages": 2, "next_hp": 12, "stunned": True, **klaw},
        "converter": {"type": "attachment", "name": "Sonic Converter", "zone": "play", "attached_to": "klaw"},
    }
    return doc(entities, {}, [{"deal_damage": {"to": "klaw", "amount": 3, "source": "spider-man"}}])


def test_a_villain_stage_with_another_title_keeps_no_status_card_or_attachment():
    # Villain Defeat: "If the new stage of the villain has a different title from the previous stage,
    # attachments, upgrades, status cards, counters, and non-damage tokens do not carry over."
    state = resolve(_klaw_about_to_fall(next_name="Klaw, Master of Sound"))["state"]
    assert (state["klaw"]["stage"], state["klaw"].get("stunned")) == (2, False)
    assert state["converter"]["zone"] == "encounter-discard"


def test_a_villain_stage_with_the_same_title_keeps_them():
    # Villain Defeat: "Attachments, upgrades, status cards ... on a villain carry over to the new stage."
    state = resolve(_klaw_about_to_fall())["state"]
    assert (state["klaw"]["stage"], state["klaw"].get("stunned")) == (2, True)
    assert state["converter"]["zone"] == "play"


def test_a_villain_with_another_title_defeated_while_activating_ends_the_activation():
    # Villain Defeat: "If the new stage of the villain has a different title from the previous stage, the
    # activation ends without resolving."
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "damage": 11, "atk": 2, "stage": 1,
                  "stages": 2, "next_hp": 15, "next_atk": 3, "next_name": "Rhino, Unleashed"},
    }
    abilities = {"impact": {"card": "spider-man", "timing": "interrupt", "on": {"event": "attacks", "by": "rhino"},
                            "do": [{"deal_damage": {"to": "rhino", "amount": 5, "source": "spider-man"}}]}}
    outcome = resolve(doc(entities, abilities, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0}}]))
    assert outcome["state"]["spider-man"].get("damage") in (None, 0)
    assert [s for s in steps_of(outcome) if "the activation ends without resolving" in s["text"]]


def _two_players(spider_man_hp, **more):
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": spider_man_hp},
        "she-hulk": {"type": "hero", "name": "She-Hulk", "form": "hero", "hp": 15},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 3},
        **more,
    }
    return entities


def test_an_eliminated_players_obligation_goes_to_the_encounter_discard_pile():
    # Ownership and Control: "The scenario is considered to be the owner of ... each encounter card."; Player
    # Elimination 3: "place each of those cards in its owner's discard pile".
    entities = _two_players(3, notice={"type": "obligation", "name": "Eviction Notice", "play_area": "spider-man",
                                       "zone": "play"})
    state = resolve(doc(entities, {}, [{"attack": {"by": "rhino", "target": "spider-man", "boost": 0}}],
                        players=("spider-man", "she-hulk")))["state"]
    assert (state["spider-man"]["zone"], state["notice"]["zone"]) == ("removed", "encounter-discard")


def test_an_eliminated_players_facedown_encounter_card_is_discarded_unrevealed():
    # Player Elimination 3 (an encounter card dealt to them is not theirs) and "Eliminated players no longer
    # participate in the game": it is never revealed.
    entities = _two_players(3, late={"type": "treachery", "name": "Late Card", "zone": "facedown",
                                     "dealt_to": "spider-man"})
    abilities = {"late-revealed": {"card": "late", "timing": "when-revealed",
                                   "do": [{"deal_damage": {"to": "she-hulk", "amount": 1}}]}}
    outcome = resolve(doc(entities, abilities, [{"attack": {"by": "rhino", "target": "spider-man", "boost": 0}}],
                          players=("spider-man", "she-hulk")))
    assert outcome["state"]["late"]["zone"] == "encounter-discard"
    assert "late-revealed" not in outcome["resolution_order"]


def test_prevented_threat_is_not_placed():
    # Prevent: "When threat is prevented, reduce the amount of threat being assigned before it is placed on the
    # scheme."
    entities = {
        "peter-parker": {"type": "hero", "name": "Peter Parker", "form": "alter-ego", "hp": 10},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 2, "sch": 2},
        "the-break-in": {"type": "main-scheme", "name": "The Break-In!", "zone": "play", "threat": 0,
                         "threat_limit": 12},
        "safe-house": {"type": "support", "name": "Safe House", "owner": "peter-parker", "zone": "play"},
    }
    abilities = {"prevent-one": {"card": "safe-house", "timing": "would-interrupt",
                                 "on": {"event": "threat_placed", "target": "the-break-in"}, "do": [{"prevent": 1}]},
                 "prevent-all": {"card": "safe-house", "timing": "interrupt",
                                 "on": {"event": "threat_placed", "target": "the-break-in"},
                                 "if": "the-break-in.threat > 0", "do": [{"prevent": "all"}]}}
    start = [{"activate": {"enemy": "rhino", "target": "peter-parker", "boost": 0}},
             {"place_threat": {"scheme": "the-break-in", "amount": 3}}]
    state = resolve(doc(entities, abilities, start, players=("peter-parker",)))["state"]
    assert state["the-break-in"]["threat"] == 1   # 2 less 1; then 3, all prevented


def test_after_the_enemy_attacks_you_answers_the_player_whose_ally_defended():
    # Attack (Enemy Activation) (1.8): "If a player other than the target player defends, the defending player
    # becomes the target player for the attack." and "Abilities that trigger “When/After [enemy] attacks you”
    # are resolved when/after a player is attacked".
    entities = _two_players(10, hellcat={"type": "ally", "name": "Black Cat", "owner": "spider-man", "zone": "play",
                                         "hp": 5})
    abilities = {"after-attacks-you": {"card": "spider-man", "timing": "response",
                                       "on": {"event": "attacks", "by": "rhino", "target": "spider-man"},
                                       "do": [{"say": "Rhino attacked Spider-Man"}]},
                 "she-hulk-after": {"card": "she-hulk", "timing": "response",
                                    "on": {"event": "attacks", "by": "rhino", "target": "she-hulk"},
                                    "do": [{"say": "Rhino attacked She-Hulk"}]}}
    start = [{"attack": {"by": "rhino", "target": "she-hulk", "boost": 0, "defender": "hellcat"}}]
    outcome = resolve(doc(entities, abilities, start, players=("spider-man", "she-hulk")))
    assert "after-attacks-you" in outcome["resolution_order"]
    assert "she-hulk-after" not in outcome["resolution_order"]


def test_a_new_villain_stage_is_revealed_and_its_when_revealed_resolves():
    # When Revealed Abilities: "When a player reveals ... a new villain stage, all “When Revealed” abilities on the
    # card resolve."; Villain Defeat: "The next sequential stage of the villain deck is revealed."
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "damage": 12, "atk": 2, "stage": 1,
                  "stages": 2, "next_hp": 15},
        "the-break-in": {"type": "main-scheme", "name": "The Break-In!", "zone": "play", "threat": 1,
                         "threat_limit": 12},
    }
    abilities = {"rhino-ii": {"card": "rhino", "timing": "when-revealed",
                              "on": {"event": "stage_revealed", "card": "rhino"},
                              "do": [{"place_threat": {"scheme": "the-break-in", "amount": 2}}]}}
    outcome = resolve(doc(entities, abilities, [{"deal_damage": {"to": "rhino", "amount": 3, "source": "spider-man"}}]))
    assert outcome["resolution_order"] == ["start", "rhino-ii"]
    assert outcome["state"]["the-break-in"]["threat"] == 3
