"""Union City Alliance timing, one test (or a few) per rule of the "Ordering of Effects" chapter."""
import pytest

from adjudicator.errors import ResolutionStopped
from tests.adjudicator.conftest import only, run, scenario, step_index

HEROES = {
    "wrangler": {"type": "hero", "max_stamina": 20, "block": [0, 0]},
    "odysseus": {"type": "hero", "max_stamina": 20, "block": [0, 0]},
}
RULES_CARD = {"rules": {"type": "rules", "zone": "play"}}


def when(on, do, card="rules", **more):
    return {"card": card, "timing": "when", "on": on, "do": do, **more}


def chain_of_three():
    entities = {**HEROES, **RULES_CARD}
    abilities = {
        "b": when({"event": "b-starts"}, [{"gain": {"who": "wrangler", "valor": 1}}, {"emit": {"event": "c-starts"}},
                                         {"gain": {"who": "wrangler", "might": 1}}]),
        "c": when({"event": "c-starts"}, [{"set": {"target": "wrangler", "prop": "seen_might", "value": "wrangler.might"}}]),
    }
    start = {"label": "A", "do": [{"emit": {"event": "b-starts"}}, {"gain": {"who": "wrangler", "speed": 1}}]}
    return scenario(entities, abilities, start, players=["wrangler", "odysseus"])


def test_an_effect_finishes_before_the_when_effect_it_caused():
    """Resolving Chains: A completely, then B completely, then C — not nested."""
    outcome = only(run(chain_of_three()))
    assert outcome["resolution_order"] == ["start", "b", "c"]
    speed = step_index(outcome, lambda s: s["kind"] == "event" and "speed" in s["text"])
    b_begins = step_index(outcome, lambda s: s["kind"] == "begin" and s["effect"] == "b")
    assert speed < b_begins  # A's last op happened before B began, though B was triggered first
    # C saw B's might: B had finished before C began
    assert outcome["state"]["wrangler"]["seen_might"] == 1
    begin_b = outcome["steps"][b_begins]
    assert begin_b["rule"] == "union-city-alliance#resolving-chains"


def test_the_plain_stack_nests_instead():
    outcome = only(run(chain_of_three(), model="stack"))
    assert outcome["state"]["wrangler"]["seen_might"] == 0  # C ran before B gained might


def branching(order="listed"):
    entities = {**HEROES, **RULES_CARD,
                "rapid": {"type": "union", "owner": "odysseus", "zone": "deck", "position": 1},
                "genius": {"type": "union", "owner": "odysseus", "zone": "deck", "position": 2},
                "flurry": {"type": "union", "owner": "wrangler", "zone": "deck", "position": 1}}
    abilities = {
        "genius-alert": {"card": "genius", "timing": "alert", "do": [{"gain": {"who": "odysseus", "valor": 1}}]},
        "rapid-alert": {"card": "rapid", "timing": "alert", "do": [{"draw": {"who": "wrangler", "count": 1}}]},
        "flurry-alert": {"card": "flurry", "timing": "alert", "do": [{"gain": {"who": "wrangler", "might": 1}}]},
    }
    start = {"label": "Galvanize", "do": [{"draw": {"who": "odysseus", "count": 2}}]}
    return scenario(entities, abilities, start, choices={"order": order}, players=["wrangler", "odysseus"])


def test_branches_go_in_the_choosers_order_and_each_resolves_depth_first():
    outcome = only(run(branching(order=["rapid-alert"])))
    assert outcome["resolution_order"] == ["start", "rapid-alert", "flurry-alert", "genius-alert"]
    paths = {s["effect"]: s["path"] for s in outcome["steps"] if s["kind"] == "begin"}
    assert paths == {"start": "1", "rapid-alert": "1.1", "flurry-alert": "1.1.1", "genius-alert": "1.2"}
    choice = next(s for s in outcome["steps"] if s["kind"] == "choice")
    assert choice["rule"] == "union-city-alliance#branches"


def test_listed_order_follows_the_abilities_listing():
    outcome = only(run(branching()))
    assert outcome["resolution_order"] == ["start", "genius-alert", "rapid-alert", "flurry-alert"]


def test_exploring_branches_counts_both_orders_with_one_outcome():
    result = run(branching(order="explore"))
    assert result["explored"]["orders"] == 2
    assert result["explored"]["distinct_outcomes"] == 1


def test_counter_gambit_phases_are_left_for_last_and_go_in_damage_order():
    entities = {**HEROES, **RULES_CARD, "smuggler": {"type": "enemy", "fight": 5, "zone": "board"}}
    abilities = {"aftershock": when({"event": "damage_dealt", "target": "wrangler"},
                                    [{"gain": {"who": "wrangler", "valor": 1}}])}
    start = {"do": [{"deal_damage": {"to": ["odysseus", "wrangler"], "amount": 5, "source": "smuggler"}}]}
    outcome = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"],
                                choices={"order": ["cg:wrangler"]})))
    # the chooser asked for Wrangler's phase first, but phases are not the chooser's
    assert outcome["resolution_order"] == ["start", "aftershock", "cg:odysseus", "cg:wrangler"]
    assert outcome["state"]["odysseus"]["damage"] == 5 and outcome["state"]["wrangler"]["damage"] == 5


def phase_scenario(counters, critical=False, extra_entities=None, extra_abilities=None, hand=("gauntlets",)):
    entities = {**HEROES, **RULES_CARD,
                "red-leech": {"type": "enemy", "fight": 4, "zone": "board", "max_stamina": 5},
                "gauntlets": {"type": "power", "owner": "wrangler", "zone": "hand"},
                "grit": {"type": "origin", "owner": "wrangler", "zone": "active"},
                "spare": {"type": "origin", "owner": "wrangler", "zone": "deck", "position": 1},
                **(extra_entities or {})}
    abilities = {
        "gauntlets-counter": {"card": "gauntlets", "timing": "counter",
                              "do": [{"gain_defense": 1}, {"draw": {"who": "wrangler", "count": 1}}]},
        "grit-gambit": {"card": "grit", "timing": "gambit", "do": [{"gain_defense": 2}]},
        **(extra_abilities or {}),
    }
    start = {"do": [{"deal_damage": {"to": "wrangler", "amount": 4, "source": "red-leech", "critical": critical}}]}
    return scenario(entities, abilities, start, players=["wrangler", "odysseus"], choices={"counters": counters})


def test_counters_from_hand_and_gambits_from_active_reduce_the_damage_taken_when_the_phase_ends():
    outcome = only(run(phase_scenario(["gauntlets-counter", "grit-gambit"])))
    assert outcome["resolution_order"] == ["start", "cg:wrangler", "gauntlets-counter", "grit-gambit"]
    assert outcome["state"]["wrangler"]["damage"] == 1
    taken = step_index(outcome, lambda s: s["kind"] == "event" and "takes 1 damage" in s["text"])
    gambit = step_index(outcome, lambda s: s["kind"] == "begin" and s["effect"] == "grit-gambit")
    assert gambit < taken


def test_critical_damage_ignores_defense():
    outcome = only(run(phase_scenario(["gauntlets-counter", "grit-gambit"], critical=True)))
    assert outcome["state"]["wrangler"]["damage"] == 4


def test_a_counter_not_in_hand_cannot_be_used():
    doc = phase_scenario(["gauntlets-counter"])
    doc["entities"]["gauntlets"]["zone"] = "active"
    outcome = only(run(doc))
    assert "gauntlets-counter" not in outcome["resolution_order"]
    assert outcome["state"]["wrangler"]["damage"] == 4


def test_a_card_drawn_during_the_phase_can_be_used_in_it():
    extra = {"captain": {"type": "union", "owner": "wrangler", "zone": "deck", "position": 1}}
    doc = phase_scenario(["captain-counter", "gauntlets-counter"], extra_entities=extra,
                         extra_abilities={"captain-counter": {"card": "captain", "timing": "counter",
                                                              "do": [{"gain_defense": 2}]}})
    doc["entities"]["spare"]["position"] = 2
    outcome = only(run(doc))
    # captain-counter is listed first but only reaches the hand through the gauntlets' draw
    assert outcome["resolution_order"] == ["start", "cg:wrangler", "gauntlets-counter", "captain-counter"]
    assert outcome["state"]["wrangler"]["damage"] == 1


def test_each_card_once_per_damage_but_again_for_new_damage():
    doc = phase_scenario(["grit-gambit"])
    doc["start"]["do"].append({"deal_damage": {"to": "wrangler", "amount": 2, "source": "red-leech"}})
    outcome = only(run(doc))
    assert outcome["resolution_order"] == ["start", "cg:wrangler", "grit-gambit", "cg:wrangler#2", "grit-gambit#2"]
    assert outcome["state"]["wrangler"]["damage"] == 2  # 4-2 then 2-2


def test_self_counters_only_protect_their_own_hero_and_range_counts_blocks():
    doc = phase_scenario(["gauntlets-counter"])
    doc["start"]["do"][0]["deal_damage"]["to"] = "odysseus"
    assert "gauntlets-counter" not in only(run(doc))["resolution_order"]
    doc["abilities"]["gauntlets-counter"]["range"] = 1
    doc["entities"]["odysseus"]["block"] = [1, 1]  # range 2: diagonal
    assert "gauntlets-counter" not in only(run(doc))["resolution_order"]
    doc["entities"]["odysseus"]["block"] = [0, 1]
    assert "gauntlets-counter" in only(run(doc))["resolution_order"]


def test_damage_dealt_during_a_phase_opens_the_next_phase_after_it():
    extra = {"backlash": {"type": "union", "owner": "wrangler", "zone": "hand"}}
    abilities = {"backlash-counter": {"card": "backlash", "timing": "counter",
                                      "do": [{"gain_defense": 4},
                                             {"deal_damage": {"to": "odysseus", "amount": 3}}]},
                 "pain": when({"event": "damage_taken", "target": "wrangler"}, [{"gain": {"who": "wrangler", "heroism": 1}}])}
    doc = phase_scenario(["backlash-counter"], extra_entities=extra, extra_abilities=abilities)
    doc["start"]["do"][0]["deal_damage"]["amount"] = 6
    outcome = only(run(doc))
    order = outcome["resolution_order"]
    assert order == ["start", "cg:wrangler", "backlash-counter", "pain", "cg:odysseus"]
    tree = {(e["from"], e["to"]) for e in outcome["tree"]["edges"]}
    assert ("cg:wrangler", "cg:odysseus") in tree  # a when effect of the first phase
    assert outcome["state"]["odysseus"]["damage"] == 3 and outcome["state"]["wrangler"]["damage"] == 2


def test_enemy_damage_is_placed_at_once_and_defeat_is_a_when_effect():
    entities = {**HEROES, **RULES_CARD, "kurt": {"type": "enemy", "max_stamina": 6, "damage": 1, "zone": "board", "fight": 4}}
    abilities = {"kurt-defeat": {"card": "kurt", "timing": "defeat", "do": [{"gain": {"who": "you", "heroism": 2}}]}}
    start = {"by": "wrangler", "do": [{"attack": {"by": "wrangler", "target": "kurt", "amount": 5}},
                                      {"set": {"target": "wrangler", "prop": "kurt_damage_seen", "value": "kurt.damage"}}]}
    outcome = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"])))
    assert outcome["resolution_order"] == ["start", "defeat:kurt", "kurt-defeat"]
    assert outcome["state"]["wrangler"]["kurt_damage_seen"] == 6  # placed at once, before start finished
    assert outcome["state"]["kurt"]["zone"] == "trash"
    assert outcome["state"]["wrangler"]["heroism"] == 2  # "you" of a defeat effect: who defeated it


def test_a_hero_reaching_max_stamina_is_taken_down_as_a_when_effect():
    doc = phase_scenario([])
    doc["entities"]["wrangler"]["max_stamina"] = 4
    outcome = only(run(doc))
    assert outcome["resolution_order"] == ["start", "cg:wrangler", "taken-down:wrangler"]
    assert outcome["state"]["wrangler"]["taken_out"] is True


def test_damage_triggers_outlive_their_source():
    """Triggers affecting damage: Voodoo Slap still applies after Big Daddy Juju was defeated."""
    entities = {**HEROES, "juju": {"type": "enemy", "fight": 2, "max_stamina": 3, "zone": "board"},
                "predator": {"type": "union", "owner": "wrangler", "zone": "hand"},
                "junk": {"type": "origin", "owner": "wrangler", "zone": "hand"}}
    abilities = {
        "predator-counter": {"card": "predator", "timing": "counter", "range": 0,
                             "do": [{"deal_damage": {"to": "trigger.source", "amount": 5, "source": "wrangler"}}]},
        "voodoo-slap": when({"event": "damage_taken", "source": "this", "target": "you"},
                            [{"discard": "junk"}], card="juju"),
    }
    start = {"do": [{"assault": {"by": "juju", "target": "wrangler"}}]}
    outcome = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"],
                                choices={"counters": ["predator-counter"]})))
    order = outcome["resolution_order"]
    assert order.index("defeat:juju") < order.index("voodoo-slap")
    assert outcome["state"]["juju"]["zone"] == "trash" and outcome["state"]["junk"]["zone"] == "discard"


def test_first_effects_resolve_before_the_effect_they_precede():
    entities = {**HEROES, "alexander": {"type": "enemy", "fight": 3, "zone": "board", "block": [1, 0]},
                "armor": {"type": "plot-twist", "zone": "deck"}}
    abilities = {
        "showdown": {"card": "alexander", "timing": "first", "on": {"effect": "threaten", "by": "alexander"},
                     "do": [{"play": {"card": "armor", "to": "play"}}]},
        "armor-fight": {"card": "armor", "timing": "modifier", "modifies": {"value": "fight", "who": "alexander"},
                        "by": {"add": 2}},
        "threatening": when({"event": "peril"}, [{"threaten": {"by": "alexander", "target": "wrangler"}}],
                            card="alexander", kind="threaten"),
    }
    start = {"do": [{"emit": {"event": "peril"}}]}
    outcome = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"])))
    assert outcome["resolution_order"] == ["start", "showdown", "threatening", "cg:wrangler"]
    assert outcome["state"]["wrangler"]["damage"] == 5  # the armor was in play when he assaulted
    kinds = {n["id"]: n["kind"] for n in outcome["tree"]["nodes"]}
    assert kinds["showdown"] == "first"
    assert {"from": "showdown", "to": "threatening", "kind": "first"} in outcome["tree"]["edges"]


def modifier_scenario(order):
    entities = {**HEROES, "paulie": {"type": "enemy", "fight": 8, "zone": "board"},
                "night": {"type": "origin", "owner": "odysseus", "zone": "hand"},
                "veiled": {"type": "power", "owner": "odysseus", "zone": "active"}}
    abilities = {
        "night-counter": {"card": "night", "timing": "counter", "do": [{"gain_defense": 1}]},
        "half-blind": {"card": "paulie", "timing": "modifier", "modifies": {"value": "defense", "source": "paulie"},
                       "by": {"multiply": 2}, "once": True},
        "veiled-in-shadow": {"card": "veiled", "timing": "modifier", "modifies": {"value": "defense", "who": "odysseus"},
                             "by": {"add": 2}},
    }
    start = {"do": [{"assault": {"by": "paulie", "target": "odysseus"}}]}
    return scenario(entities, abilities, start, players=["wrangler", "odysseus"],
                    choices={"counters": ["night-counter"], "modifier_order": order})


def test_the_heroes_choose_the_order_of_modifiers_on_one_number():
    doubled_last = only(run(modifier_scenario(["veiled-in-shadow", "half-blind"])))
    doubled_first = only(run(modifier_scenario(["half-blind", "veiled-in-shadow"])))
    assert phase_defense(doubled_last) == 6  # (1 + 2) * 2
    assert phase_defense(doubled_first) == 4  # 1 * 2 + 2
    explored = run(modifier_scenario("explore"))
    assert explored["explored"]["orders"] == 2
    assert sorted(phase_defense(o) for o in explored["outcomes"]) == [4, 6]
    assert all(s["rule"] == "union-city-alliance#modifiers"
               for o in explored["outcomes"] for s in o["steps"] if s["kind"] == "modifier")


def phase_defense(outcome):
    end = next(s for s in outcome["steps"] if s["kind"] == "phase" and "phase ends" in s["text"])
    return int(end["text"].split(" defense")[0].split(", ")[-1])


def test_modifier_orders_that_give_the_same_value_are_not_a_choice():
    doc = modifier_scenario("explore")
    doc["abilities"]["half-blind"]["by"] = {"add": 1}
    result = run(doc)
    assert result["explored"]["distinct_outcomes"] == 1
    assert not any(s["kind"] == "choice" for s in result["outcomes"][0]["steps"] if "then" in s["text"])


def test_trigger_conditions_are_checked_when_triggered_and_effects_when_resolved():
    entities = {**HEROES, **RULES_CARD, "foe": {"type": "enemy", "zone": "board", "max_stamina": 10},
                "other": {"type": "enemy", "zone": "board"}}
    abilities = {
        "escalate": when({"event": "attacked", "target": "foe"},
                         [{"set": {"target": "wrangler", "prop": "escalated", "value": "count(type=enemy, zone=board)"}}],
                         card="foe", **{"if": "you.heroism <= 6"}),
        "spend": when({"event": "attacked", "target": "foe"}, [{"lose": {"who": "wrangler", "heroism": 4}},
                                                               {"trash": "other"}]),
    }
    start = {"by": "wrangler", "do": [{"attack": {"by": "wrangler", "target": "foe", "amount": 1}}]}
    doc = scenario(entities, abilities, start, players=["wrangler", "odysseus"], choices={"order": ["spend"]})
    doc["entities"]["wrangler"]["heroism"] = 5
    outcome = only(run(doc))
    assert outcome["resolution_order"] == ["start", "spend", "escalate"]
    assert outcome["state"]["wrangler"]["escalated"] == 1  # counted at resolution: "other" was trashed
    doc["entities"]["wrangler"]["heroism"] = 8
    assert "escalate" not in only(run(doc))["resolution_order"]


@pytest.mark.parametrize("op", [
    {"heal": {"target": "wrangler", "amount": 3}},
    {"gain": {"who": "wrangler", "heroism": 0}},
    {"draw": {"who": "odysseus", "count": 2}},
    {"lose": {"who": "odysseus", "heroism": 2}},
    {"deal_damage": {"to": "wrangler", "amount": 0}},
])
def test_doing_nothing_triggers_nothing(op):
    entities = {**HEROES, **RULES_CARD}
    listen = {event.replace("_", "-"): when({"event": event}, [{"say": "triggered"}])
              for event in ("healed", "gained", "drawn", "lost", "damage_dealt")}
    outcome = only(run(scenario(entities, listen, {"do": [op]}, players=["wrangler", "odysseus"])))
    assert outcome["resolution_order"] == ["start"]


def test_a_card_leaving_a_zone_counts_in_both_for_that_move():
    entities = {**HEROES, "warrior": {"type": "union", "owner": "wrangler", "zone": "hand"},
                "raptor": {"type": "enemy", "zone": "board", "max_stamina": 9}}
    abilities = {"ithacan": when({"event": "discarded", "who": "you"},
                                 [{"deal_damage": {"to": "raptor", "amount": 2, "source": "you"}}],
                                 card="warrior", zones=["hand"])}
    outcome = only(run(scenario(entities, abilities, {"do": [{"discard": "warrior"}]}, players=["wrangler", "odysseus"])))
    assert outcome["resolution_order"] == ["start", "ithacan"]
    assert outcome["state"]["raptor"]["damage"] == 2


def test_a_cost_that_cannot_be_paid_stops_what_it_pays_for_but_then_does_not():
    entities = {**HEROES, "city": {"type": "origin", "owner": "wrangler", "zone": "active"}}
    to_y = {"cost": {"pay": [{"lose": {"who": "wrangler", "valor": 2}}], "then": [{"gain": {"who": "wrangler", "speed": 3}}]}}
    then_y = [{"lose": {"who": "wrangler", "valor": 2}}, {"gain": {"who": "wrangler", "speed": 3}}]
    assert only(run(scenario(entities, {}, {"do": [to_y]}, players=["wrangler", "odysseus"])))["state"]["wrangler"].get("speed") is None
    assert only(run(scenario(entities, {}, {"do": then_y}, players=["wrangler", "odysseus"])))["state"]["wrangler"]["speed"] == 3
    entities["wrangler"]["valor"] = 2
    paid = only(run(scenario(entities, {}, {"do": [to_y]}, players=["wrangler", "odysseus"])))["state"]["wrangler"]
    assert paid["speed"] == 3 and paid["valor"] == 0


def test_an_alert_is_lost_if_its_card_left_the_hand_before_the_effect_ended():
    entities = {**HEROES, "flurry": {"type": "union", "owner": "wrangler", "zone": "deck", "position": 1}}
    abilities = {"flurry-alert": {"card": "flurry", "timing": "alert", "do": [{"gain": {"who": "wrangler", "might": 1}}]}}
    start = {"do": [{"draw": {"who": "wrangler", "count": 1}}, {"discard": "flurry"}]}
    outcome = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"])))
    assert outcome["resolution_order"] == ["start"]
    assert any("left the hand" in s["text"] for s in outcome["steps"])


def test_rally_resolves_only_the_first_time_a_card_enters_a_hero_zone():
    entities = {**HEROES, "banner": {"type": "union", "owner": "wrangler", "zone": "board"}}
    abilities = {"banner-rally": {"card": "banner", "timing": "rally", "do": [{"gain": {"who": "wrangler", "valor": 1}}]}}
    start = {"do": [{"move": {"card": "banner", "to": "discard"}}, {"move": {"card": "banner", "to": "hand"}}]}
    outcome = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"])))
    assert outcome["resolution_order"] == ["start", "banner-rally"]


def test_you_is_whoever_caused_the_trigger_for_a_villain_when_effect():
    entities = {**HEROES, **RULES_CARD, "kurt": {"type": "enemy", "fight": 4, "zone": "board", "max_stamina": 99}}
    abilities = {"roid-rage": when({"event": "attacked", "target": "this"},
                                   [{"assault": {"by": "this", "target": "you"}}], card="kurt")}
    start = {"by": "odysseus", "do": [{"attack": {"by": "odysseus", "target": "kurt", "amount": 1}}]}
    outcome = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"])))
    assert outcome["state"]["odysseus"]["damage"] == 4 and outcome["state"]["wrangler"].get("damage", 0) == 0


def test_a_trigger_loop_stops_with_its_cycle_named():
    entities = {**HEROES, **RULES_CARD}
    abilities = {"ping": when({"event": "ping"}, [{"emit": {"event": "pong"}}]),
                 "pong": when({"event": "pong"}, [{"emit": {"event": "ping"}}])}
    with pytest.raises(ResolutionStopped, match=r"^loop: ping -> pong -> ping$"):
        run(scenario(entities, abilities, {"do": [{"emit": {"event": "ping"}}]}, players=["wrangler", "odysseus"]))


def test_a_growing_loop_is_caught_after_a_few_turns():
    entities = {**HEROES, **RULES_CARD}
    abilities = {"more": when({"event": "gained", "who": "wrangler"}, [{"gain": {"who": "wrangler", "valor": 1}}])}
    with pytest.raises(ResolutionStopped, match=r"^loop: more -> more$"):
        run(scenario(entities, abilities, {"do": [{"gain": {"who": "wrangler", "valor": 1}}]},
                     players=["wrangler", "odysseus"]))


def test_damage_to_several_heroes_without_an_order_lets_the_heroes_choose_it():
    """Counter and Gambit phases: "deal each hero 3 damage" specifies no order, so the heroes choose."""
    entities = {**HEROES, "rules": {"type": "rules", "zone": "play", "first": 0}}
    abilities = {f"first-{i}": when({"event": "damage_taken", "target": hero},
                                    [{"if": {"cond": "rules.first == 0",
                                             "then": [{"set": {"target": "rules", "prop": "first", "value": i}}]}}])
                 for i, hero in ((1, "wrangler"), (2, "odysseus"))}
    start = {"do": [{"deal_damage": {"to": ["wrangler", "odysseus"], "amount": 3, "any_order": True}}]}
    result = run(scenario(entities, abilities, start, players=["wrangler", "odysseus"], choices={"order": "explore"}))
    assert result["explored"]["orders"] == 2
    assert sorted(o["state"]["rules"]["first"] for o in result["outcomes"]) == [1, 2]
    listed = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"])))
    assert listed["resolution_order"][:3] == ["start", "cg:wrangler", "first-1"]


def test_steps_carry_the_quoted_sentence_of_their_rule():
    outcome = only(run(branching(order=["rapid-alert"])))
    choice = next(s for s in outcome["steps"] if s["kind"] == "choice")
    assert choice["quote"].startswith("In this case both effects will be resolved")


def test_discard_and_dismiss_only_take_cards_from_the_hand_and_the_active_area():
    entities = {**HEROES, **RULES_CARD, "star": {"type": "origin", "owner": "wrangler", "zone": "deck"}}
    listen = {"seen": when({"event": "discarded"}, [{"say": "discarded"}])}
    outcome = only(run(scenario(entities, listen, {"do": [{"discard": "star"}, {"dismiss": "star"}]},
                                players=["wrangler", "odysseus"])))
    assert outcome["state"]["star"]["zone"] == "deck" and outcome["resolution_order"] == ["start"]


def test_drawing_from_an_empty_deck_shuffles_the_discard_pile_back():
    entities = {**HEROES, "last": {"type": "origin", "owner": "wrangler", "zone": "deck", "position": 1},
                "old": {"type": "origin", "owner": "wrangler", "zone": "discard"}}
    outcome = only(run(scenario(entities, {}, {"do": [{"draw": {"who": "wrangler", "count": 2}}]},
                                players=["wrangler", "odysseus"])))
    assert outcome["state"]["last"]["zone"] == "hand" and outcome["state"]["old"]["zone"] == "hand"
    note = next(s for s in outcome["steps"] if "discard pile" in s["text"])
    assert note["rule"] == "union-city-alliance#decks-discards-and-trashes"


def test_a_card_passed_to_another_heros_hand_triggers_its_alert_for_them():
    entities = {**HEROES, "flurry": {"type": "union", "owner": "odysseus", "zone": "hand"}}
    abilities = {"flurry-alert": {"card": "flurry", "timing": "alert",
                                  "do": [{"gain": {"who": "you", "might": 1}}]}}
    start = {"do": [{"move": {"card": "flurry", "to": "hand", "owner": "wrangler"}}]}
    outcome = only(run(scenario(entities, abilities, start, players=["wrangler", "odysseus"])))
    assert outcome["resolution_order"] == ["start", "flurry-alert"]
    assert outcome["state"]["wrangler"]["might"] == 1 and outcome["state"]["flurry"]["owner"] == "wrangler"


def test_a_taken_out_hero_does_not_use_alerts():
    entities = {**HEROES, "flurry": {"type": "union", "owner": "odysseus", "zone": "deck", "position": 1}}
    entities["odysseus"] = dict(entities["odysseus"], taken_out=True)
    abilities = {"flurry-alert": {"card": "flurry", "timing": "alert", "do": [{"say": "used"}]}}
    outcome = only(run(scenario(entities, abilities, {"do": [{"draw": {"who": "odysseus", "count": 1}}]},
                                players=["wrangler", "odysseus"])))
    assert outcome["resolution_order"] == ["start"]
    assert any(s["rule"] == "union-city-alliance#while-taken-down" for s in outcome["steps"])


def test_a_trigger_kept_live_by_a_special_rule_cites_that_rule():
    doc = {**scenario({**HEROES, "warrior": {"type": "union", "owner": "wrangler", "zone": "hand"}},
                      {"ithacan": when({"event": "discarded", "who": "you"}, [{"say": "2 damage"}],
                                       card="warrior", zones=["hand"])},
                      {"do": [{"discard": "warrior"}]}, players=["wrangler", "odysseus"])}
    trigger = next(s for s in only(run(doc))["steps"] if s["kind"] == "trigger")
    assert trigger["rule"] == "union-city-alliance#cards-entering-and-leaving-play"


def test_expect_cases_can_name_a_modifier_order():
    doc = modifier_scenario("explore")
    doc["expect"] = [
        {"when": {"modifier_order": ["veiled-in-shadow", "half-blind"]}, "state": {"odysseus.damage": 2}},
        {"when": {"modifier_order": ["half-blind", "veiled-in-shadow"]}, "state": {"odysseus.damage": 4}},
    ]
    result = run(doc)
    assert result["expect"]["passed"], [o["expect"] for o in result["outcomes"]]
    doc["expect"][0]["state"]["odysseus.damage"] = 3
    assert not run(doc)["outcomes"][0]["expect"]["passed"] or not run(doc)["outcomes"][1]["expect"]["passed"]


def test_an_assault_can_deal_critical_damage():
    doc = phase_scenario(["grit-gambit"])
    doc["start"]["do"] = [{"assault": {"by": "red-leech", "target": "wrangler", "critical": True}}]
    assert only(run(doc))["state"]["wrangler"]["damage"] == 4  # the gambit's 2 defense does not count


@pytest.mark.parametrize("event", ["moved", "damage_dealt", "damage_taken", "drawn", "defeated", "gained",
                                   "healed", "defense_gained", "attacked"])
def test_an_emitted_built_in_event_without_its_fields_is_described_not_a_crash(event):
    entities = {**HEROES, **RULES_CARD}
    outcome = only(run(scenario(entities, {}, {"do": [{"emit": {"event": event}}]}, players=["wrangler", "odysseus"])))
    assert any(s["kind"] == "event" for s in outcome["steps"])
