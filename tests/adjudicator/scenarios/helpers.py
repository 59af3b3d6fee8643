"""Resolve the fixture scenarios by name, as a rules judge would, and read facts off the output."""
from pathlib import Path

from adjudicator.api import adjudicate_text

ROOT = Path(__file__).resolve().parents[3]
SCENARIOS = ROOT / "fixtures" / "scenarios"
UCA = SCENARIOS / "union-city-alliance"
STACK = SCENARIOS / "stack"
INVALID = ROOT / "fixtures" / "scenarios-invalid"


def text_of(name, folder=UCA):
    return (folder / f"{name}.yaml").read_text(encoding="utf-8")


def resolve(name, folder=UCA, model=None, explore=False, replace=()):
    """The contract output for a fixture; `replace` edits its text first ((old, new) pairs that must match)."""
    text = text_of(name, folder)
    for old, new in replace:
        assert old in text, f"{old!r} is not in {name}.yaml"
        text = text.replace(old, new)
    return adjudicate_text(text, model_slug=model, force_explore=explore)


def only_outcome(output):
    assert len(output["outcomes"]) == 1, [o["resolution_order"] for o in output["outcomes"]]
    return output["outcomes"][0]


def state(outcome, entity, prop):
    return outcome["state"][entity].get(prop)


def step_index(outcome, predicate):
    """Index of the first step for which predicate(step) holds (fails the test if none does)."""
    for index, step in enumerate(outcome["steps"]):
        if predicate(step):
            return index
    raise AssertionError("no such step in the trace")


def begins(effect_id):
    return lambda step: step["kind"] == "begin" and step["effect"] == effect_id


def ends(effect_id):
    return lambda step: step["kind"] == "end" and step["effect"] == effect_id
