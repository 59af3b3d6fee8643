"""Warnings give the real reason (issue 24): each reason an ability did not trigger is named as it was when
the rules looked for it, not as it was when its event happened. Under Marvel Champions an after window
opens once the occurrence is over; a card that left play in between is said to have left play, never
"the rules did not trigger it there"."""
from tests.adjudicator.conftest import only, run, scenario

SPIDER_MAN = {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10, "atk": 2}
GOON = {"type": "minion", "name": "Hydra Soldier", "zone": "play", "hp": 2, "engaged": "spider-man"}
WATCHTOWER = {"type": "support", "name": "Watchtower", "owner": "spider-man", "zone": "play"}
GRUDGE = {"card": "goon", "timing": "forced-response", "label": "Hydra Soldier's grudge",
          "on": {"event": "damage_taken", "target": "goon"}, "do": [{"say": "the soldier hits back"}]}


def attack(amount, abilities):
    return scenario({"spider-man": SPIDER_MAN, "goon": GOON, "watchtower": WATCHTOWER}, abilities,
                    {"do": [{"attack": {"by": "spider-man", "target": "goon", "amount": amount}}]},
                    players=["spider-man"], game="marvel-champions")


def warning_of(doc, ability):
    return next(w for w in only(run(doc))["warnings"] if w.get("ability") == ability)


def step_text(outcome, n):
    return next(s["text"] for s in outcome["steps"] if s["n"] == n)


def test_a_card_that_left_play_before_its_window_is_said_to_have_left_play():
    """The damage defeats the soldier, which is discarded before the after window of the damage opens
    ("Damage", "Defeat": the defeat joins the damage's after window), so its forced response on taking
    that damage is not live then."""
    outcome = only(run(attack(2, {"grudge": GRUDGE})))
    assert "grudge" not in outcome["resolution_order"]
    warning = next(w for w in outcome["warnings"] if w.get("ability") == "grudge")
    assert warning["kind"] == "not-live"
    assert "rules did not trigger it there" not in warning["text"]
    assert warning["text"].startswith("Hydra Soldier's grudge did not trigger when Hydra Soldier takes 2 damage")
    assert "by the time the rules looked for abilities answering it" in warning["text"]
    assert "Hydra Soldier was in encounter discard, and this ability works only while its card is in" in warning["text"]


def test_a_card_still_in_play_at_its_window_triggers_and_is_not_warned_about():
    outcome = only(run(attack(1, {"grudge": GRUDGE})))
    assert "grudge" in outcome["resolution_order"]
    assert outcome["warnings"] == []


def test_a_condition_true_when_the_event_happened_but_false_by_its_window_is_named_so():
    watch = {"card": "watchtower", "timing": "forced-response", "label": "Watchtower's alarm",
             "if": 'goon.zone == "play"', "on": {"event": "damage_taken", "target": "goon"},
             "do": [{"say": "the alarm rings"}]}
    warning = warning_of(attack(2, {"alarm": watch}), "alarm")
    assert warning["kind"] == "condition-false"
    assert "its condition `goon.zone == \"play\"` was true when it happened, and false by the time the rules " \
           "looked for abilities answering it" in warning["text"]


def test_a_card_not_in_play_when_the_event_happened_is_not_live():
    doc = attack(1, {"grudge": GRUDGE})
    doc["entities"]["watchtower"]["zone"] = "hand"
    doc["abilities"]["alarm"] = {"card": "watchtower", "timing": "forced-response", "label": "Watchtower's alarm",
                                 "on": {"event": "damage_taken", "target": "goon"}, "do": [{"say": "ring"}]}
    warning = warning_of(doc, "alarm")
    assert warning["kind"] == "not-live"
    assert "Watchtower was in hand" in warning["text"]


def test_an_interrupt_to_an_op_with_no_when_window_says_so():
    """The model's own reason (Play a Card/Use an Ability 4.1): a shared op's event has no when window."""
    doc = scenario({"spider-man": SPIDER_MAN, "watchtower": WATCHTOWER},
                   {"brace": {"card": "watchtower", "timing": "interrupt", "label": "Brace",
                              "on": {"event": "gained", "who": "spider-man"}, "do": [{"say": "brace"}]}},
                   {"do": [{"gain": {"who": "spider-man", "hp": 1}}]}, players=["spider-man"],
                   game="marvel-champions")
    warning = warning_of(doc, "brace")
    assert warning["kind"] == "never-triggered"
    assert "opens no when window" in warning["text"]


def test_an_op_with_no_target_did_nothing_and_says_the_event_had_none():
    doc = scenario({"spider-man": SPIDER_MAN, "watchtower": WATCHTOWER},
                   {"strike-back": {"card": "watchtower", "timing": "response", "label": "Strike back",
                                    "on": {"event": "gained", "who": "spider-man"},
                                    "do": [{"deal_damage": {"to": "trigger.source", "amount": 1}}]}},
                   {"do": [{"gain": {"who": "spider-man", "hp": 1}}]}, players=["spider-man"],
                   game="marvel-champions")
    outcome = only(run(doc))
    idle = [w for w in outcome["warnings"] if w["kind"] == "did-nothing"]
    assert idle and "the triggering event has no source" in idle[0]["text"]
