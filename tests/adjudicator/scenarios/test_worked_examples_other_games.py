"""The worked examples of Valiant Universe and Marvel Skirmish resolve as their rulebooks say, fact by fact."""
from tests.adjudicator.scenarios.helpers import SCENARIOS, only_outcome, resolve, state

VALIANT = SCENARIOS / "valiant-universe"
SKIRMISH = SCENARIOS / "marvel-skirmish"


def test_valiant_draw_two_then_shuffle_then_draw_three():
    outcome = only_outcome(resolve("draw-two-shuffle-draw-three", folder=VALIANT))
    events = [s["text"] for s in outcome["steps"] if s["kind"] in ("event", "note")
              and (" is drawn " in s["text"] or "shuffled" in s["text"])]
    assert [("shuffled" in t) for t in events] == [False, False, True, False, False, False]
    assert "Combat" in events[0] and "Maintenance" in events[1]


def test_valiant_superhero_damage_is_added_up_by_the_engine():
    outcome = only_outcome(resolve("superhero-damage-unreducible", folder=VALIANT))
    summed = next(s for s in outcome["steps"] if s["kind"] == "op" and " = 3 damage" in s["text"])
    assert summed["text"].count("1 (") == 3  # base, Super, Legend; Super Strength adds the fourth
    assert any("adds 1" in s["text"] and "4 damage" in s["text"] for s in outcome["steps"])
    assert state(outcome, "amy", "coherence") == 16


def test_valiant_the_counterattack_card_comes_back_between_two_counterattacks():
    outcome = only_outcome(resolve("counterattack-card-back-to-hand", folder=VALIANT))
    order = outcome["resolution_order"]
    assert order.index("combat-strike") < order.index("retaliate") < order.index("combat-strike#2")
    back = [s for s in outcome["steps"] if "goes back to the hand" in s["text"]]
    assert len(back) == 2 and all("kept in the player's hand" in s["quote"] for s in back)


def test_skirmish_attacks_go_slot_by_slot_whatever_the_listing():
    outcome = only_outcome(resolve("attack-phase-slot-by-slot", folder=SKIRMISH))
    attacks = [e for e in outcome["resolution_order"] if e.startswith("attack:")]
    assert attacks == ["attack:captain-marvel", "attack:iron-man", "attack:war-machine"]


def test_skirmish_replacing_is_free_and_not_a_defeat():
    outcome = only_outcome(resolve("replacing-captain-marvel", folder=SKIRMISH))
    assert state(outcome, "old-marvel", "zone") == "discard" and state(outcome, "old-marvel", "damage") == 0
    assert "eternal-flame-effect" not in outcome["resolution_order"]
    assert state(outcome, "red-card", "zone") == "hand"


def test_skirmish_the_game_stops_at_the_win():
    outcome = only_outcome(resolve("game-end-heroes-at-seven", folder=SKIRMISH))
    assert outcome["resolution_order"] == ["start", "attack:nick-fury"]  # Thor never attacks
    assert state(outcome, "heroes", "winner") is True
    won = next(i for i, s in enumerate(outcome["steps"]) if s["kind"] == "phase" and "7 victory points" in s["text"])
    assert not [s for s in outcome["steps"][won:] if s["kind"] in ("op", "event", "trigger")]
