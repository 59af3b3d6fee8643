"""Predict mode's questions, drawn from every fixture's trace: each walked answering right and wrong.

The expectations are read off the trace independently of adjudicator/tools/predict.py: the answer is the
effect of the step the trace gives next; a begin step's effect is the next entry of `resolution_order`;
the deciding rule is that begin step's, or, when the effect under way carries on, the latest trigger's.
"""
from collections import Counter
from functools import cache

import pytest

from adjudicator.api import adjudicate_text
from adjudicator.tools.predict import KIND_NEXT_EFFECT, answer, questions, questions_for
from tests.adjudicator.scenarios.helpers import SCENARIOS, resolve, only_outcome

FIXTURES = sorted(SCENARIOS.rglob("*.yaml"))
# measured with the survey in docs/predict.md; a drop means the trace stopped showing the choice points
MINIMUM_PER_GAME = {"marvel-champions": 130, "union-city-alliance": 170, "marvel-skirmish": 50,
                    "valiant-universe": 15, "stack": 4}


def relative(path):
    return str(path.relative_to(SCENARIOS))


@cache
def outcomes_of(path):
    return adjudicate_text(path.read_text(encoding="utf-8"))["outcomes"]


def deciding_step(outcome, question):
    steps = outcome["steps"]
    given = steps[question["answer_step"] - 1]
    if given["kind"] == "begin" and given["rule"]:
        return given
    triggers = [s for s in steps[:question["answer_step"] - 1] if s["kind"] == "trigger"]
    return triggers[-1]


@pytest.mark.parametrize("path", FIXTURES, ids=relative)
def test_every_question_answered_right_and_wrong(path):
    for outcome in outcomes_of(path):
        steps = outcome["steps"]
        last = 0
        for question in questions(outcome):
            assert question["kind"] == KIND_NEXT_EFFECT
            effects = [a["effect"] for a in question["alternatives"]]
            labels = [a["label"] for a in question["alternatives"]]
            assert len(effects) >= 2 and len(set(effects)) == len(effects) and len(set(labels)) == len(labels)
            assert question["answer"] in effects
            # asked just before the step the rules give, in step order
            assert question["at"] + 1 == question["answer_step"] and question["at"] > last
            last = question["at"]
            given = steps[question["answer_step"] - 1]
            assert given["effect"] == question["answer"] and given["text"] == question["answer_text"]
            if given["kind"] == "begin":
                begun_before = sum(1 for s in steps[:question["answer_step"] - 1] if s["kind"] == "begin")
                assert outcome["resolution_order"][begun_before] == question["answer"]
            right = answer(question, question["answer"])
            assert right["right"] and right["step"] == question["answer_step"]
            # the rule shown is a rule a step cites, the one that decides
            decider = deciding_step(outcome, question)
            assert question["rule"] and question["rule"] == decider["rule"]
            assert question["quote"] == decider["quote"] and steps[question["rule_step"] - 1] is not None
            for wrong in (e for e in effects if e != question["answer"]):
                shown = answer(question, wrong)
                assert not shown["right"]
                assert (shown["rule"], shown["quote"], shown["step"]) == (
                    decider["rule"], decider["quote"], question["answer_step"])


def test_the_library_yields_questions_in_every_game():
    per_game = Counter()
    for path in FIXTURES:
        per_game[path.parent.name] += sum(len(questions(o)) for o in outcomes_of(path))
    short = {g: (per_game[g], least) for g, least in MINIMUM_PER_GAME.items() if per_game[g] < least}
    assert not short, f"questions per game {dict(per_game)}; below the minimum: {short}"


def test_a_when_effect_waits_for_the_effect_that_caused_it():
    """Union City Alliance, Resolving Chains: "finish completely resolving the first effect (A), and only
    then resolve the when effect it caused (B)". B triggers inside A: A carries on, not B (the when
    effect rule decides: "resolved once that effect has finished"); likewise C inside B. When A ends only
    B could go next, so nothing is asked there."""
    outcome = only_outcome(resolve("chain-of-three"))
    asked = [(q["at"], sorted(a["effect"] for a in q["alternatives"]), q["answer"], q["rule"])
             for q in questions(outcome)]
    assert asked == [
        (3, ["effect-b", "start"], "start", "union-city-alliance#when-effects"),
        (9, ["effect-b", "effect-c"], "effect-b", "union-city-alliance#when-effects"),
    ]
    labels = [a["label"] for a in questions(outcome)[0]["alternatives"]]
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
    """The lessons of every walk resolve a library fixture (their options only add a comparison), so the
    walk of every fixture's questions covers every lesson too."""
    from adjudicator.web.walk import walks

    lessons = [page for walk in walks().values() for page in walk.pages]
    assert lessons
    for page in lessons:
        assert (SCENARIOS / f"{page.scenario}.yaml") in FIXTURES, page.slug
        assert set(page.options) <= {"compare"}, (page.slug, page.options)
    with_questions = [p.slug for p in lessons if any(questions(o) for o in outcomes_of(SCENARIOS / f"{p.scenario}.yaml"))]
    assert len(with_questions) >= len(lessons) // 2, with_questions
