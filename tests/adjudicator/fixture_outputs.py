"""The engine's output for a fixture scenario, resolved once per test process.

Five test files read facts off every fixture's output as `adjudicate_text` gives it (the words of its steps,
their plurals, conditions, citations, changes and the predict tool's answers), and each resolved every
fixture again. They share one resolution per fixture text here (kept by the text, so an edited fixture is
resolved again); each caller gets its own copy, so nothing one test does to it reaches another. The engine
gives the same output for the same text every time: tests/adjudicator/scenarios/test_fixture_determinism.py
and tests/adjudicator/engine/test_properties.py check that, each resolving for itself."""
from functools import cache
from pathlib import Path

from adjudicator.api import adjudicate_text


def fixture_output(path: Path) -> dict:
    """adjudicate_text(the fixture's text): a copy of the one resolution this process made of that text."""
    return _copy(_resolved(path.read_text(encoding="utf-8")))


@cache
def _resolved(text: str) -> dict:
    return adjudicate_text(text)


def _copy(value):
    """A copy of the output's dicts and lists; its leaves (texts, numbers, citations) are immutable."""
    if isinstance(value, dict):
        return {key: _copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copy(item) for item in value]
    return value
