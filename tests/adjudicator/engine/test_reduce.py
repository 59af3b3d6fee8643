"""Counting commuting orders instead of walking them gives exactly what walking every order gives."""
import json
import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.api import load_scenario
from adjudicator.engine.explore import explore
from adjudicator.errors import ResolutionStopped, ScenarioInvalid
from adjudicator.limits import Limits
from adjudicator.scenario.source import parse_text
from adjudicator.timing import model_for
from adjudicator.trace import output
from tests.adjudicator.engine.test_fuzz_scenarios import leaf, mutate, paths

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = sorted((ROOT / "fixtures/scenarios").rglob("*.yaml"))
LIMITS = Limits(max_steps=5000, max_orders=20_000, max_seconds=20)
HEROES = ["h1", "h2", "h3"]


def explored(text, reduce, limits=LIMITS):
    """The contract's output with every order explored (or the stop message), as JSON text."""
    scenario, _ = load_scenario(text, limits)
    model = model_for(scenario.game)
    try:
        results, total, flag = explore(scenario, model, limits, force=True, reduce=reduce)
    except ResolutionStopped as exc:
        return f"stopped: {exc}"
    return json.dumps(output(scenario, model, results, total, flag), sort_keys=True)


def alerts(ops_per_card, whens=(), heroes=HEROES):
    """Cards c0… (owned in turn by the heroes) are drawn by one effect, so their alerts are simultaneous."""
    entities = {h: {"type": "hero", "valor": 0, "max_stamina": 12} for h in heroes}
    entities["e1"] = {"type": "enemy", "max_stamina": 3, "fight": 1, "zone": "board"}
    abilities = {}
    drawn = dict.fromkeys(heroes, 0)
    for i, ops in enumerate(ops_per_card):
        owner = heroes[i % len(heroes)]
        drawn[owner] += 1
        entities[f"c{i}"] = {"type": "union", "owner": owner, "zone": "deck", "position": i + 1}
        abilities[f"alert-{i}"] = {"card": f"c{i}", "timing": "alert", "do": ops}
    for j, (event, ops) in enumerate(whens):
        entities[f"w{j}"] = {"type": "union", "owner": heroes[0], "zone": "active"}
        abilities[f"when-{j}"] = {"card": f"w{j}", "timing": "when", "on": {"event": event}, "do": ops,
                                  "zones": ["active"]}
    return json.dumps({
        "format": 1, "game": "union-city-alliance", "title": "simultaneous alerts", "players": heroes,
        "entities": entities, "abilities": abilities,
        # the `ping` event must be emitted somewhere for abilities to listen for it
        "start": {"do": [{"draw": {"who": h, "count": n}} for h, n in drawn.items() if n]
                  + [{"if": {"cond": "false", "then": [{"emit": {"event": "ping"}}]}}]},
        "choices": {"order": "explore"},
    })


hero = st.sampled_from(HEROES)
small = st.integers(0, 2)
op = st.one_of(
    st.builds(lambda h, n: {"gain": {"who": h, "valor": n}}, hero, small),
    st.builds(lambda h, n: {"lose": {"who": h, "valor": n}}, hero, small),
    st.builds(lambda h, n, g: {"if": {"cond": f"{h}.valor >= {n}", "then": [{"gain": {"who": g, "valor": 1}}]}},
              hero, st.integers(1, 2), hero),
    st.builds(lambda i: {"discard": f"c{i}"}, st.integers(0, 1)),  # there are always two cards or more
    st.just({"emit": {"event": "ping"}}),
    st.builds(lambda n: {"deal_damage": {"to": "e1", "amount": n}}, st.integers(1, 2)),
)
card_ops = st.lists(op, min_size=1, max_size=2)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(card_ops, min_size=2, max_size=6),
       st.lists(st.tuples(st.sampled_from(["ping", "gained"]), card_ops), max_size=2))
def test_random_simultaneous_effects_give_what_walking_every_order_gives(ops_per_card, whens):
    text = alerts(ops_per_card, whens)
    assert explored(text, reduce=True) == explored(text, reduce=False)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: str(p.relative_to(ROOT / "fixtures/scenarios")))
def test_every_fixture_explores_as_walking_every_order_does(path):
    text = path.read_bytes()
    assert explored(text, reduce=True) == explored(text, reduce=False)


SEEDS = [parse_text(p.read_bytes()).data for p in FIXTURES]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_mutated_fixtures_of_every_game_explore_as_walking_every_order_does(data):
    doc = data.draw(st.sampled_from(SEEDS))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(list(paths(doc))))
        doc = mutate(doc, path, data.draw(st.sampled_from(["delete", "replace"])), data.draw(leaf))
    text = json.dumps(doc)
    limits = Limits(max_steps=3000, max_orders=3000, max_seconds=5)
    try:
        load_scenario(text, limits)
    except ScenarioInvalid:
        return
    assert explored(text, True, limits) == explored(text, False, limits)


def test_twenty_independent_alerts_are_one_outcome_reached_by_all_twenty_factorial_orders():
    text = alerts([[{"gain": {"who": f"h{i}", "valor": 1}}] for i in range(20)], heroes=[f"h{i}" for i in range(20)])
    result = json.loads(explored(text, reduce=True))
    assert result["explored"]["orders"] == math.factorial(20) == 2_432_902_008_176_640_000
    assert [o["orders_reaching"] for o in result["outcomes"]] == [math.factorial(20)]
    assert all(result["outcomes"][0]["state"][f"h{i}"]["valor"] == 1 for i in range(20))


def test_two_dependent_alerts_among_independent_ones_split_the_orders_exactly():
    """alert-0 gains h1 a valor; alert-1 gains h2 one only if h1 already has one: two outcomes, half
    the 6! orders each; the other four alerts (h3's) change nothing about that."""
    ops = [[{"gain": {"who": "h1", "valor": 1}}],
           [{"if": {"cond": "h1.valor >= 1", "then": [{"gain": {"who": "h2", "valor": 1}}]}}]]
    ops += [[{"gain": {"who": "h3", "valor": 1}}]] * 4
    text = alerts(ops, heroes=["h1", "h2", "h3", "h4", "h5", "h6"])
    result = json.loads(explored(text, reduce=True))
    assert result == json.loads(explored(text, reduce=False))
    assert result["explored"]["orders"] == 720
    assert sorted((o["state"]["h2"]["valor"], o["orders_reaching"]) for o in result["outcomes"]) == [(0, 360), (1, 360)]


def test_max_orders_bounds_the_situations_explored_not_the_orders_counted():
    text = alerts([[{"gain": {"who": f"h{i}", "valor": 1}}] for i in range(12)], heroes=[f"h{i}" for i in range(12)])
    result = json.loads(explored(text, True, Limits(max_orders=100)))
    assert result["explored"]["orders"] == math.factorial(12)
    # the same alerts all raising one hero's valor do not commute by footprint: walked, they need more
    text = alerts([[{"gain": {"who": "h1", "valor": 1}}]] * 12, heroes=[f"h{i}" for i in range(12)])
    assert explored(text, True, Limits(max_orders=100)).startswith("stopped: limit: more than 100 distinct situations")
