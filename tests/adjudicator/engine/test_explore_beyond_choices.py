"""Exploring every order of a scenario whose own `choices` pick one (the pages' "Explore every order",
the CLI's --explore, the API's ?explore=1).

The scenario's `expect` was written for the order its choices pick (a worked example's: the one the
rulebook takes), so it is checked against the outcome that order reaches, shown in that order; the
outcomes only other orders reach are shown beside it and not held to it. Before this, Social
Networking explored said "the scenario's expectations do not hold" because the lone outcome was
shown in the other order (Scientific Genius first), though the rulebook's order ends in it too.
"""
import pytest

from adjudicator.api import adjudicate, load_scenario
from tests.adjudicator import corpus
from tests.adjudicator.scenarios.helpers import SCENARIOS, resolve


def test_social_networking_explored_holds_and_is_shown_in_the_rulebooks_order():
    own, explored = resolve("social-networking"), resolve("social-networking", explore=True)
    assert explored["explored"]["orders"] == 2 and explored["explored"]["distinct_outcomes"] == 1
    outcome, = explored["outcomes"]
    assert explored["expect"] == {"passed": True, "failures": [], "checked": True}
    assert outcome["expect"] == {"passed": True, "failures": []}
    assert outcome["by_own_choices"] is True and explored["explored"]["beyond_choices"] is True
    # "Wrangler (after asking Odysseus) in fact chooses the Rapid Processing branch to resolve first"
    assert outcome["resolution_order"] == own["outcomes"][0]["resolution_order"] == [
        "start", "rapid-processing-alert", "flurry-of-fists-alert", "scientific-genius-alert"]
    assert outcome["orders_reaching"] == 2 and outcome["choices"] == {"order": ["rapid-processing-alert"]}
    choice = next(s for s in outcome["steps"] if s["kind"] == "choice")
    assert choice["rule"] == "union-city-alliance#branches"


def test_the_other_order_is_shown_beside_the_scenarios_own_and_not_held_to_its_expect():
    """Big Paulie with Veiled in Shadow first (6 defense, 2 damage): doubling first is another outcome."""
    explored = resolve("big-paulie-veiled-first", explore=True)
    first, second = explored["outcomes"]
    assert explored["expect"]["passed"] is True and explored["explored"]["beyond_choices"] is True
    assert first["by_own_choices"] is True and first["expect"] == {"passed": True, "failures": []}
    assert first["state"]["green-death"]["damage"] == 2
    assert first["choices"] == {"modifier_order": ["veiled-in-shadow then half-blind"]}
    assert second["by_own_choices"] is False and second["expect"] == {"passed": True, "failures": []}
    assert second["state"]["green-death"]["damage"] == 4  # still shown: what the other order gives


def test_a_wrong_expectation_about_the_scenarios_own_order_still_fails_when_explored():
    """Exploring narrows what expect speaks of; it never hides a failure of the author's own order."""
    wrong = [("union-deck-top.zone: board", "union-deck-top.zone: hand")]
    for explore in (False, True):
        output = resolve("social-networking", explore=explore, replace=wrong)
        assert output["expect"]["passed"] is False
        assert output["outcomes"][0]["expect"]["failures"] == [
            "state: expected union-deck-top.zone = 'hand', got 'board'"]


def test_a_scenario_that_explores_itself_holds_every_outcome_to_its_expect():
    """The contract: under `explore` a plain expect applies to every outcome; forcing changes nothing."""
    output = resolve("social-networking-explore", explore=True)
    assert output["explored"]["beyond_choices"] is False
    assert all(o["by_own_choices"] for o in output["outcomes"])
    wrong = [("  order: [start, rapid-processing-alert, flurry-of-fists-alert]",
              "  order: [start, rapid-processing-alert, flurry-of-fists-alert, scientific-genius-alert]")]
    assert resolve("social-networking-explore", explore=True, replace=wrong)["expect"]["passed"] is False


def test_a_scenario_exploring_only_modifier_orders_is_held_to_its_expect_in_each_of_them():
    """Forced: every branch order too. Its expect speaks of both modifier orders, in the branch order it picks."""
    text = (SCENARIOS / "union-city-alliance/big-paulie-explore.yaml").read_text(encoding="utf-8")
    scenario, _ = load_scenario(text)
    assert scenario.choices.modifier_order == "explore" and scenario.choices.order != "explore"
    own, explored = adjudicate(scenario), adjudicate(scenario, force_explore=True)
    assert [o["state"] for o in explored["outcomes"][:len(own["outcomes"])]] == [o["state"] for o in own["outcomes"]]
    assert all(o["by_own_choices"] for o in explored["outcomes"][:len(own["outcomes"])])
    assert explored["expect"]["passed"] is own["expect"]["passed"] is True


def explored_keeps_its_verdict_and_leads_with_its_own_order(path):
    own, explored = corpus.resolved(path), corpus.explored(path)
    assert explored["expect"]["passed"] == own["expect"]["passed"], [
        o["expect"]["failures"] for o in explored["outcomes"]] + explored["expect"]["failures"]
    mine = explored["outcomes"][:len(own["outcomes"])]
    assert [o["resolution_order"] for o in mine] == [o["resolution_order"] for o in own["outcomes"]]
    assert [o["state"] for o in mine] == [o["state"] for o in own["outcomes"]]
    assert all(o["by_own_choices"] for o in mine)
    assert not any(o["by_own_choices"] for o in explored["outcomes"][len(own["outcomes"]):])
    assert explored["explored"]["beyond_choices"] is (explored["explored"]["orders"] != own["explored"]["orders"])


@pytest.mark.parametrize("game", corpus.GAMES)
def test_every_example_explored_keeps_its_verdict_and_leads_with_its_own_order(game):
    """Every library example, every order explored: the same verdict on its expect as resolved with its
    own choices, and the outcome(s) those choices reach first, each in the order they pick."""
    corpus.each_fixture(explored_keeps_its_verdict_and_leads_with_its_own_order, game)
