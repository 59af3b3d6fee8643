"""The fixture scenarios as the per-fixture tests read them: listed at collection, worked on once per process.

About a dozen test files check something of every fixture (its steps' words, plurals, conditions, citations,
changes, the predict tool's answers, every model's resolution, every order explored, the editor's form). Each
parsed, validated and resolved every fixture again, and each fixture was a test item of its own in each file:
744 fixtures times 13 files, each item paying pytest's and xdist's bookkeeping. Here the fixtures are listed
without being read (collection stays cheap); their text, data, validated scenario and resolutions are made at
most once per test process, keyed by path (the files do not change during a run), and every caller gets its
own copy of data and outputs, so nothing one test does to them reaches another (the Scenario is frozen).

A test checks every fixture of a game in one item with `failures(check, paths)`: each fixture is checked, and
the test fails once, naming every failing fixture with its message (`each_fixture(check, game)` does both).
`ONLY_FIXTURE=part/of/a/path` (an environment variable) narrows the fixtures checked to those whose relative path
contains it, to run one fixture by hand (each narrowed test warns that it is); a game left with none is
skipped, saying why.

The engine gives the same output for the same text every time, so sharing one resolution hides nothing:
tests/adjudicator/engine/test_properties.py checks that, resolving for itself, and tests/adjudicator/scenarios/
test_fixture_determinism.py compares every explored resolution made here with a fresh process's own, resolved
there under another hash seed, byte for byte.
"""
from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from adjudicator.api import adjudicate, fitting_models, load_scenario
from adjudicator.scenario.source import parse_text
from tests import yaml_data

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "fixtures" / "scenarios"
# the folders of fixtures: one per game, and the plain stack's
GAMES = ("marvel-champions", "marvel-skirmish", "stack", "union-city-alliance", "valiant-universe")
ONLY = os.environ.get("ONLY_FIXTURE", "")


def relative(path: Path) -> str:
    """The fixture's path under fixtures/scenarios ("union-city-alliance/black-flag.yaml")."""
    return path.relative_to(SCENARIOS).as_posix()


@cache
def all_paths() -> tuple[Path, ...]:
    """Every fixture, sorted, whatever ONLY_FIXTURE says (for the checks of the library as a whole)."""
    return tuple(sorted(SCENARIOS.rglob("*.yaml")))


def paths(game: str | None = None) -> list[Path]:
    """Every fixture (of the game's folder), sorted; only those ONLY_FIXTURE names when it is set."""
    return [p for p in all_paths() if (game is None or p.parent.name == game) and ONLY in relative(p)]


@cache
def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def data(path: Path) -> Any:
    """yaml.safe_load of the fixture: a copy of the one parse this process made."""
    return copy_of(_data(path))


@cache
def _data(path: Path) -> Any:
    return yaml_data.safe_load(text(path))


def source_data(path: Path) -> Any:
    """parse_text(text).data, the data the scenario checker reads: a copy of the one parse this process made."""
    return copy_of(_source_data(path))


@cache
def _source_data(path: Path) -> Any:
    return parse_text(text(path)).data


@cache
def scenario(path: Path):
    """The validated Scenario (frozen: shared as it is)."""
    return load_scenario(text(path))[0]


@cache
def fitting(path: Path) -> tuple[str, ...]:
    return fitting_models(scenario(path))


def resolved(path: Path, slug: str | None = None) -> dict:
    """adjudicate(scenario, slug): a copy of the one resolution this process made, or the exception it raised
    (ResolutionStopped, ModelUnfit), raised again. Its own game's model when slug is None."""
    return copy_of(_outcome(path, slug or scenario(path).game, False))


def resolve(path: Path, slug: str) -> None:
    """Raise what adjudicate(scenario, slug) raised, if anything (the output itself, not copied, is not given)."""
    _outcome(path, slug, False)


def explored(path: Path) -> dict:
    """adjudicate(scenario, force_explore=True): every order explored, a copy of the one this process made."""
    return copy_of(_outcome(path, scenario(path).game, True))


@cache
def _resolution(path: Path, slug: str, force_explore: bool) -> tuple[dict | None, Exception | None, Any]:
    try:
        return adjudicate(scenario(path), slug, force_explore=force_explore), None, None
    except Exception as exc:  # kept, and raised again to each caller with the engine's traceback
        return None, exc, exc.__traceback__


def _outcome(path: Path, slug: str, force_explore: bool) -> dict:
    result, exc, traceback = _resolution(path, slug, force_explore)
    if exc is not None:
        raise exc.with_traceback(traceback)  # the engine's frames, not those of every raise before this one too
    assert result is not None
    return result


def copy_of(value: Any) -> Any:
    """A copy of the dicts and lists; their leaves (texts, numbers, citations) are immutable."""
    if isinstance(value, dict):
        return {key: copy_of(item) for key, item in value.items()}
    if isinstance(value, list):
        return [copy_of(item) for item in value]
    return value


def failures(check: Callable[[Any], object], cases: Iterable[Any], name: Callable[[Any], str] = relative) -> list[str]:
    """`name: message` for each case (a fixture's path) `check` fails on (an assertion, pytest.fail, or any other
    exception, named by its type), sorted."""
    found = []
    for case in cases:
        try:
            check(case)
        except (AssertionError, pytest.fail.Exception) as exc:
            found.append(f"{name(case)}: {exc}")
        except Exception as exc:  # an error in one case is that case's failure
            found.append(f"{name(case)}: {type(exc).__name__}: {exc}")
    return sorted(found)


def each_fixture(check: Callable[[Path], object], game: str, fixtures: list[Path] | None = None) -> None:
    """Check every fixture of the game (or those given, of the game's folder); fail once, naming every fixture
    that failed and why."""
    fixtures = paths(game) if fixtures is None else [p for p in fixtures if ONLY in relative(p)]
    if not fixtures and ONLY:
        pytest.skip(f"ONLY_FIXTURE={ONLY!r} names no fixture of {game}")
    assert fixtures, f"fixtures/scenarios/{game} has no fixture"
    if ONLY:
        warnings.warn(f"ONLY_FIXTURE={ONLY!r}: {len(fixtures)} fixtures of {game} checked, not all", stacklevel=2)
    failed = failures(check, fixtures)
    assert not failed, f"{len(failed)} of {len(fixtures)} {game} fixtures fail:\n" + "\n".join(failed)
