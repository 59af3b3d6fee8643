"""One scenario under two timing models, with the differences listed (issue 4, --compare)."""
from pathlib import Path

import pytest

from adjudicator.api import adjudicate_text
from adjudicator.errors import ModelUnfit

ROOT = Path(__file__).resolve().parents[2]
BLACK_FLAG = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()


def test_black_flag_compared_with_the_stack_names_the_interruption_and_the_destroyed_card():
    result = adjudicate_text(BLACK_FLAG, compare="stack")
    compare = result["compare"]
    assert compare["model"] == "stack"
    diff = compare["differences"]
    assert ["black-flag-overcome", "master-summoner-alert"] in diff["interrupts"]["other"]
    assert ["black-flag-overcome", "master-summoner-alert"] not in diff["interrupts"]["this"]
    assert {"entity": "plucky-interns", "prop": "zone", "this": "hand", "other": "destroyed"} in diff["state"]
    assert "Under Plain stack (last in, first out), Master Summoner's alert resolves in the middle of " \
           "Black Flag's overcome." in compare["summary"]
    assert "Plucky Interns' zone: hand under Union City Alliance, destroyed under Plain stack (last in, first out)." \
        in compare["summary"]
    assert not diff["same"]


def test_a_scenario_compared_with_its_own_model_is_the_same():
    result = adjudicate_text(BLACK_FLAG, compare="union-city-alliance")
    assert result["compare"]["differences"]["same"]
    assert result["compare"]["summary"][-1] == "Same order, same outcome."


def test_compare_through_the_api(client):
    response = client.post("/api/adjudicate?compare=stack", BLACK_FLAG, content_type="application/yaml")
    assert response.status_code == 200
    assert response.json()["compare"]["model"] == "stack"
    assert client.post("/api/adjudicate?compare=go", BLACK_FLAG, content_type="application/yaml").status_code == 400


def test_a_model_that_cannot_resolve_the_scenario_is_refused_naming_what_it_lacks():
    with pytest.raises(ModelUnfit) as caught:
        adjudicate_text(BLACK_FLAG, compare="valiant-universe")
    assert caught.value.field == "compare"
    lacks = {(lack.what, lack.name) for lack in caught.value.lacks}
    assert ("op", "overcome") in lacks and ("timing class", "alert") in lacks
    assert all(p.path == "compare" for p in caught.value.problems)


@pytest.mark.parametrize("path", ["valiant-universe/counter-keyword.yaml",
                                  "marvel-champions/when-revealed-before-responses-to-the-reveal.yaml",
                                  "marvel-skirmish/hela-returns-from-the-discard-pile.yaml"])
def test_the_stack_is_laid_over_the_scenarios_own_game_so_every_game_compares(path):
    """The plain stack keeps the game's every rule but timing (timing/stack): no op or class is missing."""
    result = adjudicate_text((ROOT / "fixtures/scenarios" / path).read_text(), compare="stack")
    assert result["compare"]["model"] == "stack" and "error" not in result["compare"]
    assert result["compare"]["headline"]


def test_the_headline_says_what_the_stack_changes_in_the_end():
    """Simultaneous Resolution / Ability's priority list give 123; the stack, last in first out, 321."""
    text = (ROOT / "fixtures/scenarios/marvel-champions/when-revealed-before-responses-to-the-reveal.yaml").read_text()
    compare = adjudicate_text(text, compare="stack")["compare"]
    assert compare["headline"] == ("In the end: The Break-In!'s seen is 123 under Marvel Champions, 321 under "
                                   "Plain stack (last in, first out).")



def test_a_property_whose_value_is_a_list_is_compared_without_breaking():
    """A block ([x, y]) or any list differs like any other value (a set of the two values broke on it)."""
    from adjudicator.compare import differences

    def output(block):
        return {"outcomes": [{"resolution_order": ["start"], "steps": [], "state": {"wrangler": {"block": block}}}]}

    diff = differences(output([1, 2]), output([2, 2]))
    assert diff["state"] == [{"entity": "wrangler", "prop": "block", "this": [1, 2], "other": [2, 2]}]
    assert differences(output(None), output(0))["state"] == []
    assert differences(output(False), output(None))["state"] == []
