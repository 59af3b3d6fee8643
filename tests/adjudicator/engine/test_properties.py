"""Random valid scenarios resolve deterministically, or stop with a clear loop/limit message."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.api import adjudicate_text
from adjudicator.errors import ResolutionStopped
from adjudicator.limits import Limits
from tests.hypothesis_profiles import examples

HEROES = ["h1", "h2"]
ENEMIES = ["e1", "e2"]
CARDS = ["c1", "c2", "c3", "c4"]
EVENTS = ["drawn", "gained", "damage_dealt", "damage_taken", "discarded", "defeated", "ping"]
LIMITS = Limits(max_steps=3000, max_orders=3000, max_seconds=5)

hero = st.sampled_from(HEROES)
enemy = st.sampled_from(ENEMIES)
card = st.sampled_from(CARDS)
small = st.integers(min_value=0, max_value=4)

op = st.one_of(
    st.builds(lambda h, n: {"gain": {"who": h, "valor": n}}, hero, small),
    st.builds(lambda h, n: {"lose": {"who": h, "valor": n}}, hero, small),
    st.builds(lambda h, n: {"draw": {"who": h, "count": n}}, hero, small),
    st.builds(lambda c: {"discard": c}, card),
    st.builds(lambda t, n, s: {"deal_damage": {"to": t, "amount": n, "source": s}}, st.sampled_from(HEROES + ENEMIES),
              small, st.sampled_from(HEROES + ENEMIES)),
    st.builds(lambda e, h: {"assault": {"by": e, "target": h}}, enemy, hero),
    st.just({"emit": {"event": "ping"}}),
    st.builds(lambda n: {"gain_defense": n}, small),
    st.builds(lambda h, n: {"if": {"cond": f"{h}.valor >= {n}", "then": [{"emit": {"event": "ping"}}]}}, hero, small),
)


def ability(timing, holder, event, ops, amount):
    if timing == "modifier":
        return {"card": holder, "timing": "modifier", "modifies": {"value": "damage"}, "by": {"add": amount}}
    spec = {"card": holder, "timing": timing, "do": ops}
    if timing == "when":
        spec["on"] = {"event": event}
        spec["zones"] = ["hand", "deck", "board", "discard", "active"]
    return spec


abilities = st.lists(
    st.builds(ability, st.sampled_from(["when", "when", "alert", "counter", "gambit", "defeat", "modifier"]),
              st.sampled_from(CARDS + ENEMIES), st.sampled_from(EVENTS), st.lists(op, min_size=1, max_size=3),
              st.integers(min_value=-2, max_value=2)),
    max_size=5,
)


def build(abilities, start_ops, order, zones):
    entities = {h: {"type": "hero", "max_stamina": 12, "block": [0, 0]} for h in HEROES}
    entities.update({e: {"type": "enemy", "max_stamina": 5, "fight": 2, "zone": "board"} for e in ENEMIES})
    for i, (c, z) in enumerate(zip(CARDS, zones)):
        entities[c] = {"type": "union", "owner": HEROES[i % 2], "zone": z, "position": i + 1}
    specs = {f"a{i}": a for i, a in enumerate(abilities)}
    counters = [k for k, a in specs.items() if a["timing"] in ("counter", "gambit")]
    valid = {}
    for key, spec in specs.items():
        if spec["timing"] in ("counter", "gambit", "alert") and spec["card"] in ENEMIES:
            continue
        if spec["timing"] == "defeat" and spec["card"] in CARDS:
            continue
        valid[key] = spec
    return {"format": 1, "game": "union-city-alliance", "title": "random", "players": HEROES,
            "entities": entities, "abilities": valid,
            # the `ping` event must be emitted somewhere for abilities to listen for it
            "start": {"do": start_ops + [{"if": {"cond": "false", "then": [{"emit": {"event": "ping"}}]}}]},
            "choices": {"order": order, "counters": [c for c in counters if c in valid]}}


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(abilities, st.lists(op, min_size=1, max_size=4), st.sampled_from(["listed", "explore"]),
       st.lists(st.sampled_from(["hand", "deck", "active", "board"]), min_size=4, max_size=4))
def test_random_scenarios_resolve_deterministically_or_stop_clearly(abilities, start_ops, order, zones):
    text = json.dumps(build(abilities, start_ops, order, zones))
    outputs = []
    for _ in range(2):
        try:
            outputs.append(json.dumps(adjudicate_text(text, limits=LIMITS)))
        except ResolutionStopped as exc:
            assert str(exc).startswith(("loop: ", "limit: ")), str(exc)
            outputs.append(str(exc))
    assert outputs[0] == outputs[1]
