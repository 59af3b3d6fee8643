"""The rulebook's worked examples resolve as the rulebook says, fact by fact.

`--check` (tests/adjudicator/test_fixture_scenarios.py) runs each file's own expect;
these pin the facts a rules judge relies on when quoting the example.
"""
from tests.adjudicator.scenarios.helpers import STACK, begins, ends, only_outcome, resolve, state, step_index


def test_black_flag_alert_waits_so_the_interns_survive():
    outcome = only_outcome(resolve("black-flag"))
    assert state(outcome, "plucky-interns", "zone") == "hand"
    assert state(outcome, "tesla-gauntlets", "zone") == "destroyed"
    assert step_index(outcome, ends("black-flag-overcome")) < step_index(outcome, begins("master-summoner-alert"))


def test_black_flag_on_a_plain_stack_destroys_the_interns():
    for output in (resolve("black-flag", folder=STACK), resolve("black-flag", model="stack")):
        outcome = only_outcome(output)
        assert output["model"] == "stack"
        assert state(outcome, "plucky-interns", "zone") == "destroyed"
        assert state(outcome, "tesla-gauntlets", "zone") == "hand"
        assert step_index(outcome, begins("master-summoner-alert")) < step_index(outcome, ends("black-flag-overcome"))


def test_social_networking_flurry_stays_inside_the_rapid_processing_branch_in_either_order():
    for first in ("rapid-processing-alert", "scientific-genius-alert"):
        outcome = only_outcome(resolve("social-networking", replace=[
            ("order: [rapid-processing-alert]", f"order: [{first}]")]))
        order = outcome["resolution_order"]
        assert order[1] == first
        assert order.index("flurry-of-fists-alert") == order.index("rapid-processing-alert") + 1


def test_social_networking_explored_tries_both_branch_orders_for_one_outcome():
    output = resolve("social-networking-explore")
    assert output["explored"]["orders"] == 2
    assert output["explored"]["distinct_outcomes"] == 1
    assert output["outcomes"][0]["orders_reaching"] == 2


def test_alexander_showdown_resolves_before_the_threat_so_the_armor_raises_the_assault():
    outcome = only_outcome(resolve("alexander-showdown"))
    order = outcome["resolution_order"]
    assert order.index("showdown") < order.index("start") < order.index("cg:odysseus")
    assert state(outcome, "odysseus", "damage") == 5 + 2


def test_ithacan_warrior_triggers_on_its_own_discard():
    outcome = only_outcome(resolve("ithacan-warrior-leaving-hand"))
    assert "ithacan-warrior-rule" in outcome["resolution_order"]
    assert state(outcome, "raptor-goon", "damage") == 2


def test_big_paulie_modifier_orders_give_6_and_4_defense():
    fight = 8  # Big Paulie's assumed fight in the fixtures
    veiled_first = only_outcome(resolve("big-paulie-veiled-first"))
    doubled_first = only_outcome(resolve("big-paulie-doubled-first"))
    assert fight - state(veiled_first, "green-death", "damage") == 6
    assert fight - state(doubled_first, "green-death", "damage") == 4
    explored = resolve("big-paulie-explore")
    defenses = sorted(fight - state(o, "green-death", "damage") for o in explored["outcomes"])
    assert defenses == [4, 6]
    assert explored["explored"]["orders"] == 2


def test_voodoo_slap_triggers_after_juju_is_defeated():
    outcome = only_outcome(resolve("big-daddy-juju-voodoo-slap"))
    order = outcome["resolution_order"]
    assert order.index("defeat:big-daddy-juju") < order.index("voodoo-slap")
    assert state(outcome, "big-daddy-juju", "zone") == "trash"
    assert state(outcome, "jupiter-spare-card", "zone") == "discard"


def test_red_leech_heals_what_was_taken_not_what_was_dealt():
    outcome = only_outcome(resolve("red-leech-bloodsucker"))
    assert state(outcome, "captain-jupiter", "damage") == 1
    assert state(outcome, "red-leech", "damage") == 3 - 1


def test_hard_head_6_dealt_4_taken():
    outcome = only_outcome(resolve("jimmy-hornhead-hard-head"))
    assert state(outcome, "jimmy-hornhead", "damage") == 4
    assert not any(effect.startswith("cg:") for effect in outcome["resolution_order"])


def test_chain_summoning_hits_the_source_or_nobody():
    sourced = only_outcome(resolve("chain-summoning-sourced"))
    unsourced = only_outcome(resolve("chain-summoning-unsourced"))
    assert state(sourced, "alexander", "damage") == 1
    assert state(unsourced, "alexander", "damage") in (0, None)
    assert state(sourced, "odysseus", "damage") == 5 - 3
    assert state(unsourced, "odysseus", "damage") == 6 - 3


def test_jetpack_and_glory_hog_draw_nothing_after_doing_nothing():
    jetpack = only_outcome(resolve("jetpack-doing-nothing"))
    assert "jetpack-draw" not in jetpack["resolution_order"]
    assert state(jetpack, "dr-tomorrow-next-card", "zone") == "deck"
    hit = only_outcome(resolve("jetpack-damage-taken"))
    assert state(hit, "dr-tomorrow-next-card", "zone") == "hand"
    glory_hog = only_outcome(resolve("glory-hog-doing-nothing"))
    assert state(glory_hog, "dr-tomorrow-next-card", "zone") == "deck"
    assert state(glory_hog, "dr-tomorrow", "heroism") == 0


def test_impossible_academy_debuts_wait_for_the_explore_and_follow_the_chooser():
    outcome = only_outcome(resolve("impossible-academy-debuts"))
    explore_over = step_index(outcome, ends("start"))
    debuts = ["endangered-ally-debut", "spark-plug-debut", "impossible-academy-debut"]
    assert outcome["resolution_order"][1:] == debuts
    assert all(step_index(outcome, begins(debut)) > explore_over for debut in debuts)
    assert state(outcome, "scientific-genius", "zone") == "under"
    assert state(outcome, "scientific-genius", "under") == "spark-plug"
    assert state(outcome, "master-summoner", "under") == "endangered-ally"
    assert state(outcome, "just-a-blur", "zone") == "board"


def test_escalate_the_primary_reading_keeps_the_examples_numbers_and_its_conclusion():
    primary = only_outcome(resolve("escalate-condition-at-trigger"))
    assert state(primary, "wrangler", "heroism") == 4  # 8 at the attack, 4 when it resolves: it still occurs
    assert state(primary, "plot-deck", "escalated") == 2  # three enemies at the attack, two at resolution
    # the same scenario with the card as printed ("6 or less") does not trigger at all: the contradiction
    printed = only_outcome(resolve("escalate-condition-at-trigger", replace=[("you.heroism >= 6", "you.heroism <= 6")]))
    assert "escalate-when-attacked" not in printed["resolution_order"]
    assert state(printed, "plot-deck", "escalated") == 0


def test_escalate_the_other_readings_stay_documented():
    as_printed = only_outcome(resolve("escalate-condition-false-at-trigger"))
    assert "escalate-when-attacked" not in as_printed["resolution_order"]
    assert state(as_printed, "wrangler", "heroism") == 4
    swapped = only_outcome(resolve("escalate-six-or-less-numbers-swapped"))
    assert state(swapped, "wrangler", "heroism") == 8  # the condition (6 or less) is false by now
    assert state(swapped, "plot-deck", "escalated") == 2


def test_mother_munchausen_heals_jupiter_before_the_damage_is_taken():
    outcome = only_outcome(resolve("mother-munchausen"))
    heal = step_index(outcome, lambda s: s["effect"] == "munchausen-defeat" and s["kind"] == "event")
    phase_steps = [i for i, s in enumerate(outcome["steps"])
                   if s["effect"] == "cg:captain-jupiter" and s["kind"] == "event"]
    assert phase_steps and heal < phase_steps[-1]  # the damage taken is the phase's last event
    assert state(outcome, "captain-jupiter", "damage") == 19 - 6 + 2
    assert not state(outcome, "captain-jupiter", "taken_out")
    assert "taken-down:captain-jupiter" not in outcome["resolution_order"]


def test_atomic_kaiju_nuclear_breath_first_and_clever_captain_used_in_the_phase():
    outcome = only_outcome(resolve("atomic-kaiju"))
    assert outcome["resolution_order"] == [
        "start", "nuclear-breath", "cg:odysseus", "trojan-horse-counter", "clever-captain-counter"]
    assert state(outcome, "odysseus", "damage") == 1


def test_kurt_explore_gives_exactly_two_outcomes_2_and_4_damage():
    output = resolve("kurt-von-kessel")
    assert output["explored"]["distinct_outcomes"] == 2
    by_first = {o["resolution_order"][1]: o for o in output["outcomes"]}
    assert set(by_first) == {"roid-rage", "defeat:kurt-von-kessel"}
    assert state(by_first["roid-rage"], "captain-jupiter", "damage") == 2
    assert "cosmic-gauntlets-counter" in by_first["roid-rage"]["resolution_order"]
    assert state(by_first["defeat:kurt-von-kessel"], "captain-jupiter", "damage") == 4
    assert "cosmic-gauntlets-counter" not in by_first["defeat:kurt-von-kessel"]["resolution_order"]
    for outcome in output["outcomes"]:
        assert state(outcome, "cosmic-gauntlets", "zone") == "destroyed"


def test_wrath_of_the_underworld_phases_in_damage_order_with_the_aurora_branch_first():
    outcome = only_outcome(resolve("wrath-of-the-underworld-drive-by"))
    order = outcome["resolution_order"]
    assert order.index("cg:lady-sunbeam") < order.index("cg:wrangler")
    assert order.index("aurora-draw") < order.index("master-summoner-alert") < order.index("ithacan-warrior-rule")
    assert order.index("defeat:raptor-smuggler") < order.index("cg:wrangler")
    assert state(outcome, "lady-sunbeam", "damage") == 3
    assert state(outcome, "wrangler", "damage") in (0, None)
    assert state(outcome, "red-leech", "damage") == 2


def test_a_taken_out_hero_draws_an_alert_card_without_its_alert():
    outcome = only_outcome(resolve("taken-out-hero-draws-an-alert"))
    assert outcome["resolution_order"] == ["start"]
    assert state(outcome, "odysseus-next-card", "zone") == "deck"


def test_an_alert_card_passed_to_another_hero_s_hand_gives_that_hero_the_alert():
    outcome = only_outcome(resolve("flurry-of-fists-passed-by-support"))
    assert outcome["resolution_order"] == ["start", "flurry-of-fists-alert"]
    assert state(outcome, "jupiter-next-card", "zone") == "hand"
    assert state(outcome, "odysseus-next-card", "zone") == "deck"


def test_then_is_not_a_cost_and_discarding_takes_only_from_the_hand():
    outcome = only_outcome(resolve("then-is-not-a-cost"))
    assert state(outcome, "wrangler", "location") == "block-with-an-enemy"
    assert state(outcome, "lone-star", "zone") == "deck"


def test_glory_hog_draws_only_when_heroism_was_gained_the_rule_decides():
    none_to_take = only_outcome(resolve("glory-hog-doing-nothing"))
    assert "glory-hog-draw" not in none_to_take["resolution_order"]
    some_to_take = only_outcome(resolve("glory-hog-doing-nothing", replace=[
        ("green-death: {type: hero, name: The Green Death, max_stamina: 25, heroism: 0}",
         "green-death: {type: hero, name: The Green Death, max_stamina: 25, heroism: 1}")]))
    assert "glory-hog-draw" in some_to_take["resolution_order"]
    assert state(some_to_take, "dr-tomorrow-next-card", "zone") == "hand"


def test_drive_by_on_a_taken_out_heros_turn_finds_the_green_death_twice():
    outcome = only_outcome(resolve("once-modifier"))
    assert outcome["resolution_order"] == ["start", "cg:green-death", "cg:green-death#2"]
    skipped = [s for s in outcome["steps"] if s["kind"] == "note" and "is taken out" in s["text"]]
    # "you" on his turn is the Green Death (Your turn while taken out); current and next skip him (While taken down)
    assert {s["rule"] for s in skipped} == {"union-city-alliance#while-taken-down",
                                            "union-city-alliance#your-turn-while-taken-out"}
    # with three heroes, the next hero after the Green Death is the third
    three = only_outcome(resolve("once-modifier", replace=[
        ("players: [odysseus, green-death]", "players: [odysseus, green-death, wrangler]"),
        ("  shadow-step:", "  wrangler: {type: hero, name: Wrangler, max_stamina: 20, block: [0, 0]}\n  shadow-step:")]))
    assert three["resolution_order"] == ["start", "cg:green-death", "cg:wrangler"]


def test_a_taken_out_hero_is_left_out_and_the_next_hero_is_current():
    peril = only_outcome(resolve("taken-out-peril-phase"))
    assert state(peril, "odysseus", "damage") == 20 and state(peril, "green-death", "damage") == 5
    flag = only_outcome(resolve("taken-out-black-flag-and-pyrrhic-outpost"))
    assert state(flag, "odysseus-deck-1", "zone") == "deck" and state(flag, "green-death-deck-1", "zone") == "hand"
    support = only_outcome(resolve("taken-out-hero-draws-an-alert"))
    assert state(support, "flurry-of-fists", "zone") == "hand"  # his own Support action draws
    not_support = only_outcome(resolve("taken-out-hero-draws-an-alert", replace=[("  kind: support\n", "")]))
    assert state(not_support, "flurry-of-fists", "zone") == "deck"


def test_the_then_clause_discards_the_card_when_there_is_one():
    without = only_outcome(resolve("then-is-not-a-cost"))
    with_card = only_outcome(resolve("then-discards-the-card-there-is"))
    assert state(without, "wrangler", "location") == state(with_card, "wrangler", "location") == "block-with-an-enemy"
    assert state(without, "lone-star", "zone") == "deck" and state(with_card, "lone-star", "zone") == "discard"


def test_moving_to_the_discard_pile_is_not_discarding():
    outcome = only_outcome(resolve("surge-is-not-discarding"))
    assert outcome["resolution_order"].count("when-you-discard") == 1
    assert state(outcome, "lady-sunbeam", "heroism") == 1



UNDERNEATH = "union-city-alliance#face-down-and-underneath-cards"


def test_endangered_ally_ops_on_the_card_underneath_are_refused_with_the_rule():
    outcome = only_outcome(resolve("endangered-ally-card-underneath-does-not-exist"))
    refused = [s for s in outcome["steps"] if "is not considered to exist" in s["text"]]
    assert [s["text"].split(" does nothing")[0].rsplit(" ", 1)[1] for s in refused] == ["trash", "move"]
    assert all(s["rule"] == UNDERNEATH and "do not count as existing" in s["quote"] for s in refused)
    assert {w["kind"] for w in outcome["warnings"]} == {"did-nothing"}  # said above the result too
    assert state(outcome, "alpha-predator", "zone") == "under"
    # the same card named specifically (as "Destroy Solar Matrix" would) is trashed
    named = only_outcome(resolve("endangered-ally-card-underneath-does-not-exist",
                                 replace=[("- trash: alpha-predator", "- trash: {card: alpha-predator, specific: true}")]))
    assert "Alpha Predator moves from under to trash" in [s["text"] for s in named["steps"]]


def test_endangered_ally_overcome_keeps_the_card_under_it_for_its_own_effect():
    outcome = only_outcome(resolve("endangered-ally-overcome-puts-the-card-under-on-a-deck"))
    assert state(outcome, "alpha-predator", "zone") == "deck"
    moves = [s["text"] for s in outcome["steps"] if s["text"].startswith("Alpha Predator moves")]
    assert moves == ["Alpha Predator moves from under to deck"]  # never through the trash
    assert any("unless otherwise specified" in (s["quote"] or "") for s in outcome["steps"])


def test_technobabble_takes_the_cards_under_it_to_the_discard_pile_and_neither_can_be_dismissed_alone():
    outcome = only_outcome(resolve("technobabble-dismissed-with-the-cards-under-it"))
    texts = [s["text"] for s in outcome["steps"]]
    assert any(t.startswith("Plucky Interns is under Technobabble: it is not considered to exist") for t in texts)
    assert texts.index("Technobabble moves from active to discard") < texts.index("Plucky Interns moves from under to discard")
    assert not any(s["kind"] == "event" and "Plucky Interns is dismissed" in s["text"] for s in outcome["steps"])
    stays = only_outcome(resolve("technobabble-another-card-dismissed"))
    assert state(stays, "dr-tomorrow", "active_cards") == 1


def test_jessica_raptor_and_family_business_find_the_next_heros_mobster():
    outcome = only_outcome(resolve("jessica-raptor-nearest-mobster"))
    assert state(outcome, "jessica-raptor", "on") == "mobster-at-range-1"
    # with Odysseus not taken out, he is the current hero and the Mobster on his block is the nearest
    awake = only_outcome(resolve("jessica-raptor-nearest-mobster", replace=[(", damage: 20, taken_out: true", "")]))
    assert state(awake, "jessica-raptor", "on") == "mobster-on-odysseus-block"
    assert state(only_outcome(resolve("family-business-mobster-on-the-next-heros-block")),
                 "family-business", "special_effect") == 1
    assert state(only_outcome(resolve("family-business-no-mobster-on-the-next-heros-block")),
                 "family-business", "special_effect") is None


def test_issue_2_exclusive_cards_are_set_aside_in_issue_1_only():
    explored = only_outcome(resolve("great-white-set-aside-while-exploring"))
    assert state(explored, "old-lady-up-a-tree", "zone") == "board"
    assert (state(explored, "great-white", "zone"), state(explored, "great-white", "position")) == ("city-deck", 4)
    later = only_outcome(resolve("great-white-set-aside-while-exploring", replace=[("number: 1", "number: 2")]))
    assert state(later, "great-white", "zone") == "board"
    assert state(later, "old-lady-up-a-tree", "zone") == "city-deck"
    salvo = only_outcome(resolve("scrap-salvo-sets-starlet-aside"))
    texts = [s["text"] for s in salvo["steps"]]
    assert "Starlet moves from set aside to city deck" in texts
    assert texts.index("Rockenstein moves from revealed to trash") < texts.index("Starlet moves from set aside to city deck")


def test_alexanders_annex_cards_on_a_space_are_out_of_range_until_it_is_explored():
    on_space = only_outcome(resolve("alexanders-annex-cards-on-a-space"))
    assert state(on_space, "odysseus", "block") == [0, 0] and state(on_space, "myrmidon", "damage") is None
    assert state(on_space, "besiege", "icons_counted") == 2
    # the same Myrmidon on a block at range 1 is in range 4
    on_block = only_outcome(resolve("alexanders-annex-cards-on-a-space",
                                    replace=[("fight: 3, zone: board, space: [1, 0]", "fight: 3, zone: board, block: [1, 0]")]))
    assert state(on_block, "myrmidon", "damage") == 3
    explored = only_outcome(resolve("alexanders-annex-space-explored"))
    assert state(explored, "myrmidon", "damage") == 3
