"""Counting commuting orders instead of walking them gives exactly what walking every order gives."""
import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.api import load_scenario
from adjudicator.engine.explore import explore
from adjudicator.errors import ResolutionStopped, ScenarioInvalid
from adjudicator.limits import Limits
from adjudicator.timing import model_for
from adjudicator.trace import output
from tests.adjudicator import corpus
from tests.adjudicator.engine.test_fuzz_scenarios import leaf, mutate, paths, seeds
from tests.hypothesis_profiles import examples

LIMITS = Limits(max_steps=5000, max_orders=20_000, max_seconds=20)
HEROES = ["h1", "h2", "h3"]


def explored(text, reduce, limits=LIMITS):
    """The contract's output with every order explored (or the stop message), as JSON text."""
    scenario, _ = load_scenario(text, limits)
    return explored_scenario(scenario, reduce, limits)


def explored_scenario(scenario, reduce, limits=LIMITS):
    """explored() of a scenario already validated (with the same entity and size limits as LIMITS's)."""
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


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(card_ops, min_size=2, max_size=6),
       st.lists(st.tuples(st.sampled_from(["ping", "gained"]), card_ops), max_size=2))
def test_random_simultaneous_effects_give_what_walking_every_order_gives(ops_per_card, whens):
    text = alerts(ops_per_card, whens)
    assert explored(text, reduce=True) == explored(text, reduce=False)


def explores_as_walking_every_order_does(path):
    scenario = corpus.scenario(path)
    assert explored_scenario(scenario, reduce=True) == explored_scenario(scenario, reduce=False)


@pytest.mark.parametrize("game", corpus.GAMES)
def test_every_fixture_explores_as_walking_every_order_does(game):
    corpus.each_fixture(explores_as_walking_every_order_does, game)


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_mutated_fixtures_of_every_game_explore_as_walking_every_order_does(data):
    doc = data.draw(st.sampled_from(seeds()))
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
    # gains of one hero's valor commute too (each only adds to it): counted, not walked
    text = alerts([[{"gain": {"who": "h1", "valor": 1}}]] * 12, heroes=[f"h{i}" for i in range(12)])
    assert json.loads(explored(text, True, Limits(max_orders=100)))["explored"]["orders"] == math.factorial(12)
    # alerts that each read h1's valor before raising it do not commute: walked, they need more
    text = alerts([[{"gain": {"who": "h1", "valor": "h1.valor + 1"}}]] * 12, heroes=[f"h{i}" for i in range(12)])
    assert explored(text, True, Limits(max_orders=100)).startswith("stopped: limit: more than 100 distinct situations")


# -- one hero's simultaneous alerts: commuting by (entity, property), and increments of one counter ---
COUNTERS = ["valor", "heroism", "fight", "might", "speed"]


def one_hero(ops_per_card):
    """Every card is h1's: all the alerts are one player's, drawn at once."""
    return alerts(ops_per_card, heroes=["h1"])


@pytest.mark.parametrize("same", [False, True], ids=["a-counter-each", "the-same-counter"])
@pytest.mark.parametrize("n", [3, 5, 7])
def test_one_heros_alerts_gaining_counters_explore_as_walking_every_order_does(n, same):
    ops = [[{"gain": {"who": "h1", "valor" if same else COUNTERS[i % len(COUNTERS)]: 1 + i % 2}}] for i in range(n)]
    text = one_hero(ops)
    result = json.loads(explored(text, reduce=True))
    assert result == json.loads(explored(text, reduce=False))
    assert result["explored"]["orders"] == math.factorial(n)
    assert [o["orders_reaching"] for o in result["outcomes"]] == [math.factorial(n)]
    state = result["outcomes"][0]["state"]["h1"]
    if same:
        assert state["valor"] == sum(1 + i % 2 for i in range(n))
    else:
        assert all(state[c] == sum(1 + i % 2 for i in range(n) if i % len(COUNTERS) == k)
                   for k, c in enumerate(COUNTERS[:n]))


@pytest.mark.parametrize("n", [12, 20])
@pytest.mark.parametrize("same", [False, True], ids=["a-counter-each", "the-same-counter"])
def test_one_heros_twelve_and_twenty_alerts_are_counted_in_a_few_situations(n, same):
    """Beyond what the walk can afford: n! orders, one outcome, within 100 distinct situations."""
    ops = [[{"gain": {"who": "h1", "valor" if same else f"t{i}": 1}}] for i in range(n)]
    result = json.loads(explored(one_hero(ops), True, Limits(max_orders=100)))
    assert result["explored"]["orders"] == math.factorial(n)
    assert [o["orders_reaching"] for o in result["outcomes"]] == [math.factorial(n)]
    state = result["outcomes"][0]["state"]["h1"]
    assert state["valor"] == n if same else all(state[f"t{i}"] == 1 for i in range(n))


@pytest.mark.parametrize("other, outcomes", [
    # reads the counter in between: whether it sees the gain depends on the order
    ({"if": {"cond": "h1.valor >= 1", "then": [{"gain": {"who": "h1", "heroism": 1}}]}}, [(1, 0, 3), (1, 1, 3)]),
    # assigns it (a blind write): the gain before it is lost, after it kept
    ({"set": {"target": "h1", "prop": "valor", "value": 5}}, [(5, 0, 3), (6, 0, 3)]),
    # an amount computed from the counter: doubling it
    ({"gain": {"who": "h1", "valor": "h1.valor"}}, [(1, 0, 3), (2, 0, 3)]),
    # lose is clamped at 0: losing 1 of 0 loses nothing, of 1 loses it
    ({"lose": {"who": "h1", "valor": 1}}, [(0, 0, 3), (1, 0, 3)]),
])
def test_one_heros_writes_that_do_not_commute_with_a_gain_split_the_orders(other, outcomes):
    """alert-0 gains 1 valor, alert-1 does `other`, alert-2 gains 1 fight (commutes with both): two
    outcomes, each reached by half the 3! orders, exactly as the walk finds them."""
    text = one_hero([[{"gain": {"who": "h1", "valor": 1}}], [other], [{"gain": {"who": "h1", "fight": 1}}]])
    result = json.loads(explored(text, reduce=True))
    assert result == json.loads(explored(text, reduce=False))
    assert result["explored"]["orders"] == 6
    found = sorted((o["state"]["h1"]["valor"], o["state"]["h1"].get("heroism", 0), o["orders_reaching"])
                   for o in result["outcomes"])
    assert found == outcomes


def test_a_trigger_on_a_threshold_of_the_counter_makes_its_gains_not_commute():
    """alert-0 gains 1 valor, alert-1 gains 2, alert-2 gains 1 fight; whenever h1 gains valor, a when
    effect gains 1 heroism if h1 then has exactly 1 valor. Only when alert-0 goes before alert-1 does
    h1 ever have 1 valor: two outcomes, half the 3! orders each."""
    text = json.loads(one_hero([[{"gain": {"who": "h1", "valor": 1}}], [{"gain": {"who": "h1", "valor": 2}}],
                                [{"gain": {"who": "h1", "fight": 1}}]]))
    text["entities"]["w0"] = {"type": "union", "owner": "h1", "zone": "active"}
    text["abilities"]["when-valor"] = {
        "card": "w0", "timing": "when", "zones": ["active"], "on": {"event": "gained", "resource": "valor"},
        "do": [{"if": {"cond": "h1.valor == 1", "then": [{"gain": {"who": "h1", "heroism": 1}}]}}]}
    text = json.dumps(text)
    result = json.loads(explored(text, reduce=True))
    assert result == json.loads(explored(text, reduce=False))
    assert result["explored"]["orders"] == 6
    found = sorted((o["state"]["h1"]["valor"], o["state"]["h1"].get("heroism", 0), o["orders_reaching"])
                   for o in result["outcomes"])
    assert found == [(3, 0, 3), (3, 1, 3)]


def counter_ops(heroes):
    """Ops on several counters of the heroes: gains (which commute with each other), and reads,
    assignments, computed amounts and clamped losses of the same counters (which do not)."""
    who, counter, small = st.sampled_from(heroes), st.sampled_from(COUNTERS[:3]), st.integers(0, 2)
    return st.one_of(
        st.builds(lambda h, c, n: {"gain": {"who": h, c: n}}, who, counter, small),
        st.builds(lambda h, c, n: {"gain": {"who": h, c: n}}, who, counter, small),  # gains twice as likely
        st.builds(lambda h, c, n: {"lose": {"who": h, c: n}}, who, counter, small),
        st.builds(lambda h, c, n, g, d: {"if": {"cond": f"{h}.{c} >= {n}", "then": [{"gain": {"who": g, d: 1}}]}},
                  who, counter, st.integers(1, 2), who, counter),
        st.builds(lambda h, c, n: {"set": {"target": h, "prop": c, "value": n}}, who, counter, small),
        st.builds(lambda h, c, g, d: {"gain": {"who": h, c: f"{g}.{d} + 1"}}, who, counter, who, counter),
        st.builds(lambda h, c, n: {"gain": {"who": h, c: n, "as": "got"}}, who, counter, small),
        st.just({"emit": {"event": "ping"}}),
    )


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([["h1"], ["h1", "h2"]]).flatmap(
    lambda heroes: st.tuples(st.just(heroes), st.lists(st.lists(counter_ops(heroes), min_size=1, max_size=2),
                                                        min_size=2, max_size=5),
                             st.lists(st.tuples(st.sampled_from(["ping", "gained"]),
                                                st.lists(counter_ops(heroes), min_size=1, max_size=2)),
                                      max_size=2))))
def test_random_gains_reads_and_writes_of_one_heros_counters_give_what_walking_every_order_gives(case):
    """Mixes where writes do and do not commute: no distinct outcome is lost, no order miscounted. (Five
    cards at most: on one hero's three counters most of them depend on each other, and seven cards of
    three ops took both the walk and the reduction over ten seconds on a loaded machine.)"""
    heroes, ops_per_card, whens = case
    text = alerts(ops_per_card, whens, heroes=heroes)
    assert explored(text, reduce=True) == explored(text, reduce=False)


LOOPS_IN_TWO_ORDERS = """
format: 1
game: union-city-alliance
title: two loops, each reached in its own orders
players: [h1]
entities:
  h1: {type: hero, valor: 0, max_stamina: 12}
  c0: {type: union, owner: h1, zone: deck, position: 1}
  c1: {type: union, owner: h1, zone: deck, position: 2}
  c2: {type: union, owner: h1, zone: deck, position: 3}
  w0: {type: union, owner: h1, zone: active}
  w1: {type: union, owner: h1, zone: active}
abilities:
  alert-0: {card: c0, timing: alert, do: [{set: {target: h1, prop: heroism, value: 1}}]}
  alert-1: {card: c1, timing: alert, do: [{gain: {who: h1, valor: 1}}]}
  alert-2: {card: c2, timing: alert, do: [{gain: {who: h1, valor: 0}}]}
  when-0:
    card: w0
    timing: when
    on: {event: gained}
    zones: [active]
    do: [{if: {cond: "h1.heroism >= 1", then: [{gain: {who: h1, valor: 1}}]}}]
  when-1: {card: w1, timing: when, on: {event: gained}, zones: [active], do: [{gain: {who: h1, valor: 1}}]}
start: {do: [{draw: {who: h1, count: 3}}]}
choices: {order: explore}
"""


def test_a_loop_is_reported_as_the_walk_of_every_order_meets_it_first():
    """Every gain wakes both `when`s; when-1 gains again, so it wakes itself for ever (`when-1 -> when-1`),
    and once alert-0 has set h1's heroism when-0 does too (`when-0 -> when-0`). Exploring stops at the
    first loop met; the walk's first order resolves alert-0, then alert-1, whose gain wakes when-0 first:
    heroism is 1, so the walk meets when-0's loop first. Resolving alert-1 on its own, before alert-0,
    (the reduction's branch) meets when-1's loop, a real loop of a later order: the reduction must still
    name the one the walk names."""
    walked = explored(LOOPS_IN_TWO_ORDERS, reduce=False)
    assert walked == "stopped: loop: when-0 -> when-0"
    assert explored(LOOPS_IN_TWO_ORDERS, reduce=True) == walked
