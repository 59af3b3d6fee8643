"""Issue 2+ Exclusive Cards: set aside in issue 1, the next card taken, the card to the bottom of the
city deck at the end of the effect; ignored when an effect refers to the card specifically."""
import json

import pytest

from adjudicator.api import adjudicate_text
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import only, run, scenario

RULE = "union-city-alliance#issue-2-exclusive-cards"


def city(issue=1, **more):
    entities = {
        "wrangler": {"type": "hero", "max_stamina": 20, "block": [0, 0]},
        "shark": {"type": "enemy", "issue_2_exclusive": True, "zone": "city-deck", "position": 1},
        "next-card": {"type": "challenge", "zone": "city-deck", "position": 2},
        "last-card": {"type": "challenge", "zone": "city-deck", "position": 3},
        **more,
    }
    if issue is not None:
        entities["issue"] = {"type": "issue", "number": issue}
    return entities


def resolve(entities, do):
    return only(run(scenario(entities, start={"label": "the effect", "do": do}, players=["wrangler"])))


def test_in_issue_1_the_exclusive_card_is_set_aside_and_the_next_one_played():
    outcome = resolve(city(), [{"play_top": {"deck": "city-deck"}}, {"say": "the effect goes on"}])
    state = outcome["state"]
    assert state["shark"]["zone"] == "city-deck" and state["shark"]["position"] == 4
    assert state["next-card"]["zone"] == "board" and state["last-card"]["zone"] == "city-deck"
    texts = [s["text"] for s in outcome["steps"]]
    aside = next(i for i, t in enumerate(texts) if "it is set aside" in t)
    back = next(i for i, t in enumerate(texts) if "goes to the bottom of the city deck" in t)
    assert aside < texts.index("the effect goes on") < back  # at the end of that effect
    assert outcome["steps"][aside]["rule"] == RULE and outcome["steps"][back]["rule"] == RULE


def test_from_issue_2_on_the_card_is_played_like_any_other():
    outcome = resolve(city(issue=2), [{"play_top": {"deck": "city-deck"}}])
    assert outcome["state"]["shark"]["zone"] == "board"


def test_without_a_current_issue_the_rule_cannot_be_applied_and_a_step_says_so():
    outcome = resolve(city(issue=None), [{"play_top": {"deck": "city-deck"}}])
    assert outcome["state"]["shark"]["zone"] == "board"
    assert any("gives no current issue" in s["text"] and s["rule"] == RULE for s in outcome["steps"])


def test_an_op_naming_the_card_sets_it_aside_unless_it_refers_to_it_specifically():
    refused = resolve(city(), [{"trash": "shark"}])
    assert refused["state"]["shark"]["zone"] == "city-deck" and refused["state"]["shark"]["position"] == 4
    named = resolve(city(), [{"trash": {"card": "shark", "specific": True}}])
    assert named["state"]["shark"]["zone"] == "trash"
    assert any("it is not set aside" in s["text"] and "ignore this rule" in s["quote"] for s in named["steps"])


def test_revealing_skips_the_set_aside_card_and_a_short_deck_is_said():
    outcome = resolve(city(), [{"reveal_top": {"deck": "city-deck", "count": 3}}])
    state = outcome["state"]
    assert state["next-card"]["zone"] == state["last-card"]["zone"] == "revealed"
    assert state["shark"]["zone"] == "city-deck"
    assert any("has 2 cards left to take, not 3" in s["text"] for s in outcome["steps"])


@pytest.mark.parametrize("extra, path, message", [
    ({"issue-again": {"type": "issue", "number": 2}}, "entities.issue-again.type", "one entity gives the current issue"),
    ({}, "entities.issue.number", "expected the current issue, 1 to 4"),
])
def test_the_current_issue_is_one_entity_with_its_number(extra, path, message):
    entities = city(**extra)
    if not extra:
        entities["issue"]["number"] = 5
    with pytest.raises(ScenarioInvalid) as invalid:
        adjudicate_text(json.dumps(scenario(entities, players=["wrangler"])))
    found = {p.path: p.message for p in invalid.value.problems}
    assert message in found[path], found
