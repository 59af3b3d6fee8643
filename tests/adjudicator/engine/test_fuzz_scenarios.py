"""Mutated fixture scenarios never crash the adjudicator: only ScenarioInvalid or ResolutionStopped."""
import json
from functools import cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.api import adjudicate_text
from adjudicator.errors import ResolutionStopped, ScenarioInvalid
from adjudicator.limits import Limits
from adjudicator.scenario.source import parse_text
from tests.hypothesis_profiles import examples

ROOT = Path(__file__).resolve().parents[3]
LIMITS = Limits(max_steps=5000, max_orders=2000, max_seconds=5)

leaf = st.one_of(st.none(), st.booleans(), st.integers(-5, 50), st.sampled_from(
    ["", "this", "you", "trigger.source", "hand", "deck", "x" * 70, "a.b.c", "1 +", "count(type=enemy)", "<b>"]),
    st.lists(st.integers(0, 3), max_size=3), st.just({}))


@cache
def seeds() -> list:
    """Every fixture scenario's parsed data, in path order: parsed when a test first draws from them, once per
    process, not while collecting (every test worker collects every module, and this module and test_reduce.py
    each parsed all the fixtures at import: about a sixth of a worker's collection)."""
    return [parse_text(p.read_bytes()).data for p in sorted((ROOT / "fixtures/scenarios").rglob("*.yaml"))]


def paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from paths(value, prefix + (i,))


def mutate(doc, path, how, value):
    doc = json.loads(json.dumps(doc))
    if not path:
        return doc
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if how == "delete":
        del parent[last]
    else:
        parent[last] = value
    return doc


@settings(max_examples=examples(250), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_mutated_scenarios_fail_cleanly_or_resolve(data):
    doc = data.draw(st.sampled_from(seeds()))
    for _ in range(data.draw(st.integers(1, 3))):
        all_paths = list(paths(doc))
        path = data.draw(st.sampled_from(all_paths))
        doc = mutate(doc, path, data.draw(st.sampled_from(["delete", "replace"])), data.draw(leaf))
    try:
        adjudicate_text(json.dumps(doc), limits=LIMITS)
    except ScenarioInvalid:
        pass
    except ResolutionStopped as exc:
        assert exc.kind != "internal", str(exc)  # the safety net caught an engine bug: fix it
