"""Predict mode's questions, drawn from every fixture's trace: each walked answering right and wrong.

The expectations are read off the trace independently of adjudicator/tools/predict.py:
- next effect: the answer is the effect of the step the trace gives next; a begin step's effect is the next
  entry of `resolution_order`; the deciding rule is that begin step's, or, when the effect under way carries
  on, the latest trigger's;
- does it trigger: a yes is answered by a trigger step (its rule is the one shown); a no by the reason, and an
  ability that never triggered has the warning of that kind;
- where does a card go: the step the rules give moves that card to the answer; every other zone offered is one
  the trace puts a card in, never the one it leaves;
- how much damage: the step the rules give adds that much damage; every other amount offered is 0 or an amount
  the steps before it state.
"""
import re
from collections import Counter

import pytest

from adjudicator.tools.predict import KIND_NEXT_EFFECT, KINDS, answer, questions, questions_for
from adjudicator.tools.predict_changes import KIND_DAMAGE, KIND_ZONE
from adjudicator.tools.predict_triggers import KIND_TRIGGERS
from tests.adjudicator import corpus
from tests.adjudicator.scenarios.helpers import SCENARIOS, only_outcome, resolve

FIXTURES = corpus.all_paths()
# measured with the survey in docs/scenario-format.md ("Output: predict mode's questions"); a drop means the
# trace stopped showing the choice points
MINIMUM_PER_GAME = {
    "marvel-champions": {KIND_NEXT_EFFECT: 130, KIND_TRIGGERS: 110, KIND_ZONE: 80, KIND_DAMAGE: 20},
    "union-city-alliance": {KIND_NEXT_EFFECT: 170, KIND_TRIGGERS: 70, KIND_ZONE: 20, KIND_DAMAGE: 40},
    "marvel-skirmish": {KIND_NEXT_EFFECT: 50, KIND_TRIGGERS: 6, KIND_ZONE: 20, KIND_DAMAGE: 1},
    "valiant-universe": {KIND_NEXT_EFFECT: 15, KIND_ZONE: 30},
    "stack": {KIND_NEXT_EFFECT: 4, KIND_TRIGGERS: 4},
}


def outcomes_of(path):
    return corpus.resolved(path)["outcomes"]


def deciding_step(outcome, question):
    steps = outcome["steps"]
    given = steps[question["answer_step"] - 1]
    if given["kind"] == "begin" and given["rule"]:
        return given
    triggers = [s for s in steps[:question["answer_step"] - 1] if s["kind"] == "trigger"]
    return triggers[-1]


def zones_in_trace(outcome):
    zones = {props["zone"] for props in outcome["state"].values() if isinstance(props.get("zone"), str)}
    for step in outcome["steps"]:
        zones.update(c[k] for c in step["changes"] if c["prop"] == "zone" for k in ("before", "after")
                     if isinstance(c[k], str))
    return zones


def check_next_effect(outcome, question):
    steps = outcome["steps"]
    assert question["at"] + 1 == question["answer_step"]
    given = steps[question["answer_step"] - 1]
    assert given["effect"] == question["answer"] and given["text"] == question["answer_text"]
    if given["kind"] == "begin":
        begun_before = sum(1 for s in steps[:question["answer_step"] - 1] if s["kind"] == "begin")
        assert outcome["resolution_order"][begun_before] == question["answer"]
    decider = deciding_step(outcome, question)
    assert question["rule"] == decider["rule"] and question["quote"] == decider["quote"]
    return decider["rule"], decider["quote"]


def check_triggers(outcome, question):
    steps = outcome["steps"]
    assert [a["value"] for a in question["alternatives"]] == ["yes", "no"]
    event = steps[question["event_step"] - 1]
    assert event["kind"] == "event"
    if question["answer"] == "yes":
        given = steps[question["answer_step"] - 1]
        assert given["kind"] == "trigger" and given["text"] == question["answer_text"]
        assert question["rule_step"] == question["answer_step"]
        assert (question["rule"], question["quote"]) == (given["rule"], given["quote"])
        assert question["at"] in (question["event_step"], question["answer_step"] - 1)
    else:
        assert question["at"] == question["answer_step"] == question["event_step"]
        assert question["verdict"] in ("not-live", "condition-false", "not-triggered")
        # an ability that triggered at another time has an effect in the tree (and no warning)
        triggered = any(n["id"].split("#")[0].removesuffix(" (not resolved)") == question["ability"]
                        for n in outcome["tree"]["nodes"])
        if not triggered and question["verdict"] != "not-triggered":
            # the warning of that kind, unless the author's expect says it does not trigger (no warning then)
            kinds = {w["kind"] for w in outcome["warnings"] if w.get("ability") == question["ability"]}
            assert question["verdict"] in kinds or question["ability"] in expected_not_triggered(outcome), question
    return question["rule"], question["quote"]


EXPECTED_NOT_TRIGGERED = {}  # id(outcome) -> the abilities its scenario's expect says do not trigger


def expected_not_triggered(outcome):
    return EXPECTED_NOT_TRIGGERED.get(id(outcome), set())


def check_zone(outcome, question):
    steps = outcome["steps"]
    # asked before the deciding step or the change is shown, whichever comes first
    assert question["at"] + 1 == min(question["rule_step"], question["answer_step"])
    given = steps[question["answer_step"] - 1]
    assert {"entity": question["entity"], "prop": "zone", "before": question["from"],
            "after": question["answer"]} in given["changes"]
    offered = {a["value"] for a in question["alternatives"]}
    assert question["from"] not in offered and offered <= zones_in_trace(outcome)
    return rule_of_step(outcome, question)


def check_damage(outcome, question):
    steps = outcome["steps"]
    assert question["at"] + 1 == min(question["rule_step"], question["answer_step"])
    given = steps[question["answer_step"] - 1]
    taken = [c for c in given["changes"] if c["entity"] == question["entity"] and c["prop"] == "damage"]
    assert taken and (taken[0]["after"] or 0) - (taken[0]["before"] or 0) == int(question["answer"])
    said = {int(n) for s in steps[:question["answer_step"]] for n in re.findall(r"\d+", s["text"])}
    for alternative in (int(a["value"]) for a in question["alternatives"]):
        assert alternative == 0 or alternative in said or int(question["answer"]) - alternative in said, alternative
    return rule_of_step(outcome, question)


def rule_of_step(outcome, question):
    """A zone's or damage's deciding step: the step itself or one before it in the same effect."""
    decider = outcome["steps"][question["rule_step"] - 1]
    given = outcome["steps"][question["answer_step"] - 1]
    assert decider["rule"] and decider["n"] <= given["n"] and decider["effect"] == given["effect"]
    assert (question["rule"], question["quote"]) == (decider["rule"], decider["quote"])
    return decider["rule"], decider["quote"]


CHECKS = {KIND_NEXT_EFFECT: check_next_effect, KIND_TRIGGERS: check_triggers, KIND_ZONE: check_zone,
          KIND_DAMAGE: check_damage}


def every_question_answered_right_and_wrong(path):
    expect = corpus.data(path).get("expect") or []
    not_triggered = {a for case in (expect if isinstance(expect, list) else [expect]) for a in case.get("not_triggered") or ()}
    for outcome in outcomes_of(path):
        EXPECTED_NOT_TRIGGERED[id(outcome)] = not_triggered
        asked = questions(outcome)
        assert [(q["at"], KINDS.index(q["kind"])) for q in asked] == sorted(
            (q["at"], KINDS.index(q["kind"])) for q in asked)  # in step order
        for question in asked:
            values = [a["value"] for a in question["alternatives"]]
            labels = [a["label"] for a in question["alternatives"]]
            assert len(values) >= 2 and len(set(values)) == len(values) and len(set(labels)) == len(labels)
            assert question["answer"] in values and question["rule"]
            assert 1 <= question["at"] <= question["answer_step"] <= len(outcome["steps"])
            rule, quote = CHECKS[question["kind"]](outcome, question)
            right = answer(question, question["answer"])
            assert right["right"] and right["step"] == question["answer_step"]
            for wrong in (v for v in values if v != question["answer"]):
                shown = answer(question, wrong)
                assert not shown["right"]
                # a wrong pick shows the rule that decides, quoted, and the step the rules give
                assert (shown["rule"], shown["quote"], shown["step"]) == (rule, quote, question["answer_step"])


@pytest.mark.parametrize("game", corpus.GAMES)
def test_every_question_answered_right_and_wrong(game):
    corpus.each_fixture(every_question_answered_right_and_wrong, game)


def per_game_and_kind():
    counts = Counter()
    for path in FIXTURES:
        for outcome in outcomes_of(path):
            counts.update((path.parent.name, q["kind"]) for q in questions(outcome))
    return counts


def test_the_library_yields_questions_of_every_kind_in_every_game():
    counts = per_game_and_kind()
    short = {(game, kind): (counts[game, kind], least) for game, kinds in MINIMUM_PER_GAME.items()
             for kind, least in kinds.items() if counts[game, kind] < least}
    assert not short, f"questions per game and kind {dict(counts)}; below the minimum: {short}"


def test_a_when_effect_waits_for_the_effect_that_caused_it():
    """Union City Alliance, Resolving Chains: "finish completely resolving the first effect (A), and only
    then resolve the when effect it caused (B)". B triggers inside A: A carries on, not B (the when
    effect rule decides: "resolved once that effect has finished"); likewise C inside B. When A ends only
    B could go next, so nothing is asked there."""
    outcome = only_outcome(resolve("chain-of-three"))
    next_effect = [q for q in questions(outcome) if q["kind"] == KIND_NEXT_EFFECT]
    asked = [(q["at"], sorted(a["effect"] for a in q["alternatives"]), q["answer"], q["rule"]) for q in next_effect]
    assert asked == [
        (3, ["effect-b", "start"], "start", "union-city-alliance#when-effects"),
        (9, ["effect-b", "effect-c"], "effect-b", "union-city-alliance#when-effects"),
    ]
    labels = [a["label"] for a in next_effect[0]["alternatives"]]
    assert labels == ["B: Rapid Response's alert begins", "A: Wrangler's effect draws a card carries on"]


def test_a_player_choice_is_not_asked_and_is_counted():
    """Where the player picks the order, the rules do not decide: no question, but the point is recorded."""
    found = {}
    for path in FIXTURES:
        for outcome in outcomes_of(path):
            for _n, why in questions_for(outcome).skipped:
                found.setdefault(why.split(" (")[0], 0)
    assert "the player chooses here" in found


def test_every_lesson_steps_through_a_fixture_walked_above():
    """The lessons of every walk resolve a library fixture (their options only add a comparison, or explore a
    fixture whose explored outcomes are its own), so the walk of every fixture's questions covers every
    lesson too."""
    from adjudicator.web.walk import walks

    lessons = [page for walk in walks().values() for page in walk.pages]
    assert lessons
    for page in lessons:
        assert (SCENARIOS / f"{page.scenario}.yaml") in FIXTURES, page.slug
        assert set(page.options) <= {"compare", "explore"}, (page.slug, page.options)
        if page.options.get("explore"):
            path = SCENARIOS / f"{page.scenario}.yaml"
            explored = corpus.explored(path)["outcomes"]
            assert [o["steps"] for o in explored] == [o["steps"] for o in outcomes_of(path)], page.slug
    with_questions = [p.slug for p in lessons if any(questions(o) for o in outcomes_of(SCENARIOS / f"{p.scenario}.yaml"))]
    assert len(with_questions) >= len(lessons) // 2, with_questions


def only(outcome, kind, **fields):
    found = [q for q in questions(outcome) if q["kind"] == kind and all(q.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, found
    return found[0]


def test_an_alert_put_in_hand_triggers():
    """Union City Alliance, When effects: "When an effect puts an Alert card in your hand, if it is still there
    after the effect has finished you may use its Alert." Rapid Response is drawn (step 2): its alert
    triggers, announced by step 3, which cites that sentence."""
    outcome = only_outcome(resolve("chain-of-three"))
    question = only(outcome, KIND_TRIGGERS, ability="effect-b")
    assert question["prompt"] == "Does “B: Rapid Response's alert” trigger here?"
    assert (question["at"], question["answer"], question["answer_step"]) == (2, "yes", 3)
    assert question["rule"] == "union-city-alliance#when-effects"
    assert question["quote"].startswith("When an effect puts an Alert card in your hand")


def test_a_condition_false_as_it_would_trigger_does_not_trigger():
    """Union City Alliance, Starting triggers and resolving effects: "If starting a trigger is conditional on
    something else in the game, this is checked when it is triggered, not when it is resolved." With more than
    6 heroism when attacked, the escalate does not trigger: the answer is no, the reason its condition, and the
    rule that sentence. The attack is step 4 (after the attack's two readings: no block, no Might given)."""
    outcome = only_outcome(resolve("escalate-condition-false-at-trigger"))
    question = only(outcome, KIND_TRIGGERS, ability="escalate-when-attacked")
    assert (question["answer"], question["verdict"], question["at"], question["answer_step"]) == (
        "no", "condition-false", 4, 4)
    assert question["rule"] == "union-city-alliance#starting-triggers-and-resolving-effects"
    assert question["quote"] == ("If starting a trigger is conditional on something else in the game, this is "
                                 "checked when it is triggered, not when it is resolved.")
    assert question["answer_text"].endswith("does not trigger here: its condition `you.heroism <= 6` was false")
    shown = answer(question, "yes")
    assert not shown["right"] and shown["rule"] == question["rule"]


def test_a_response_to_an_attack_waits_for_its_damage():
    """Marvel Champions, Attack (Enemy Activation): "After damage from the attack is dealt, abilities that
    trigger after an enemy attacks or after a character defends resolve." As Rhino attacks (step 5), "after he
    attacks" does not trigger yet."""
    outcome = outcomes_of(SCENARIOS / "marvel-champions" / "attack-against-an-ally.yaml")[0]
    question = only(outcome, KIND_TRIGGERS, ability="after-rhino-attacks")
    assert (question["answer"], question["verdict"], question["at"]) == ("no", "not-triggered", 5)
    assert question["rule"] == "marvel-champions#rules-reference-attack-enemy-activation"
    assert question["quote"].startswith("After damage from the attack is dealt")


def test_an_attached_card_is_trashed_with_its_host():
    """Union City Alliance, Glossary, Attached: "If the thing they are attached to leaves a play area or the
    board (such as by being defeated or taken out), the Attached card is trashed." Conqueror Armor goes to the
    trash (step 18), not anywhere else the trace puts cards; the rule is that of the step before (17), which
    says so: the question comes before it (16)."""
    outcome = outcomes_of(SCENARIOS / "union-city-alliance" / "attached-card-moves-with-and-is-trashed-with-its-host.yaml")[0]
    question = only(outcome, KIND_ZONE, entity="conqueror-armor")
    assert question["prompt"] == "Where does Conqueror Armor go?"
    assert (question["at"], question["answer_step"], question["answer"], question["from"]) == (16, 18, "trash", "board")
    assert [a["value"] for a in question["alternatives"]] == ["active", "trash"]
    assert (question["rule"], question["rule_step"]) == ("union-city-alliance#glossary-section", 17)
    assert question["quote"].endswith("the Attached card is trashed.")


def test_critical_damage_is_not_reduced_by_defense():
    """Union City Alliance, Counter/Gambit phases: "When the phase ends, the damage (if any) that has not been
    removed by defense is then taken", and critical damage is not removed by defense. Captain Jupiter is dealt
    3 critical damage and gains 1 defense: he takes 3. The alternatives are what the trace states: none at
    all (defense is spoken of), 3 less the 1 defense, and the 3 dealt."""
    outcome = outcomes_of(SCENARIOS / "union-city-alliance" / "critical-damage-ignores-defense.yaml")[0]
    question = only(outcome, KIND_DAMAGE, entity="captain-jupiter")
    assert question["prompt"] == "How much damage does Captain Jupiter take?"
    assert [a["value"] for a in question["alternatives"]] == ["0", "2", "3"]
    assert [a["label"] for a in question["alternatives"]] == ["0 damage", "2 damage", "3 damage"]
    assert (question["answer"], question["at"], question["answer_step"], question["rule_step"]) == ("3", 10, 12, 11)
    assert question["rule"] == "union-city-alliance#counters-and-gambits"
    assert not answer(question, "2")["right"]


def test_a_declined_ability_and_a_repeat_are_not_asked_and_are_counted():
    found = Counter()
    for path in FIXTURES:
        for outcome in outcomes_of(path):
            for _n, why in questions_for(outcome).skipped:
                found["repeat" if "asked about already" in why else why.split(":")[0]] += 1
    assert found["repeat"] > 0
    assert any(key.startswith("where ") for key in found) and any(key.startswith("how much damage") for key in found)
