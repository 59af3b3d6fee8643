"""Each game's coverage table (adjudicator/timing/<game>/coverage.yaml) stays true.

Every section and glossary entry the importer's parser reads from the game's shipped documents has
exactly one row, in book order, with its title; no row is unmarked; a modelled row names scenarios that
exist, pass the adjudicator's check and each cite the row's anchor (for a glossary term that is no
section of its own, the section it is printed in: a scenario's `cites` name sections); a refused row with an `op` is refused by
the scenario checker with the message the row quotes; docs/coverage-<game>.md is the table rendered.
"""
from functools import cache
from pathlib import Path

import pytest
import yaml

from adjudicator.tools import coverage
from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from adjudicator.timing.registry import model_classes
from rulesapp.importer import GAMES_BY_SLUG, parse_document
from tests import yaml_data
from tests.adjudicator import corpus

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "fixtures" / "scenarios"
RULEBOOKS = ROOT / "fixtures" / "rulebooks"
GAMES = ("union-city-alliance", "marvel-champions", "marvel-skirmish", "valiant-universe")


@cache
def entries(slug):
    """(anchor, title) of every section and glossary term of the game's documents, in book order
    (a term printed as its own section counts once)."""
    game = GAMES_BY_SLUG[slug]
    found = []
    for document in game.documents:
        parsed = parse_document((RULEBOOKS / document.file).read_text(encoding="utf-8"), game, document)
        sections = {s.anchor for s in parsed.sections}
        found += [(s.anchor, " ".join(s.title.split())) for s in parsed.sections]
        found += [(t.anchor, " ".join(t.term.split())) for t in parsed.terms if t.anchor not in sections]
    return tuple(found)


@cache
def cited_as(slug):
    """anchor -> the anchor a scenario cites for it: its own for a section; for a glossary term that is
    no section of its own, the section it is printed in (a scenario's `cites` name sections)."""
    game = GAMES_BY_SLUG[slug]
    found = {}
    for document in game.documents:
        parsed = parse_document((RULEBOOKS / document.file).read_text(encoding="utf-8"), game, document)
        found.update({s.anchor: s.anchor for s in parsed.sections})
        found.update({t.anchor: t.section for t in parsed.terms if t.anchor not in found})
    return found


@cache
def scenario_data(path):
    return yaml_data.safe_load((SCENARIOS / path).read_text(encoding="utf-8"))


def test_every_shipped_game_with_a_rulebook_has_a_table():
    shipped = {slug for slug, cls in model_classes().items()
               if cls.rulebooks and cls.__module__.startswith("adjudicator.timing.")}
    assert shipped == set(GAMES) and set(GAMES) <= set(coverage.games())


@pytest.mark.parametrize("slug", GAMES)
def test_every_entry_has_one_row_in_book_order_with_its_title(slug):
    rows = [(row.anchor, row.title) for row in coverage.load(slug).rows]
    book = list(entries(slug))
    assert len(rows) == len(set(rows)), f"{slug}: a row is listed twice"
    missing = [e for e in book if e not in rows]
    extra = [r for r in rows if r not in book]
    assert not missing and not extra, f"{slug}: entries with no row {missing}; rows naming no entry {extra}"
    assert rows == book, f"{slug}: rows are not in book order"


@pytest.mark.parametrize("slug", GAMES)
def test_every_row_is_marked_with_what_its_status_needs(slug):
    for row in coverage.load(slug).rows:
        if row.status == coverage.MODELLED:
            assert row.scenarios and not (row.message or row.why or row.op or row.gap), row
        elif row.status == coverage.REFUSED:
            assert row.message.strip() and not (row.scenarios or row.why or row.missing), row
        else:
            assert row.why.strip() and not (row.scenarios or row.message or row.op or row.gap or row.missing), row


@pytest.mark.parametrize("slug", GAMES)
def test_modelled_rows_name_scenarios_of_the_game_that_cite_the_entry(slug):
    """Each scenario a modelled row names exists, is the game's, has an expect and cites the entry (a term
    that is no section of its own: the section it is printed in)."""
    problems = []
    for row in coverage.load(slug).rows:
        cite = f"{slug}#{cited_as(slug)[row.anchor]}"
        for path in row.scenarios if row.status == coverage.MODELLED else ():
            if not (SCENARIOS / path).is_file():
                problems.append(f"{row.anchor}: no scenario {path}")
                continue
            data = scenario_data(path)
            if data.get("game") != slug or not data.get("expect"):
                problems.append(f"{row.anchor}: {path} is not a {slug} scenario with an expect")
            elif cite not in (data.get("cites") or ()):
                problems.append(f"{row.anchor}: {path} does not cite {cite}")
    assert not problems, "\n".join(problems)


def passes_its_check(path):
    output = corpus.resolved(SCENARIOS / path)
    assert output["expect"]["passed"], output["expect"]["failures"] + [
        failure for outcome in output["outcomes"] for failure in (outcome.get("expect") or {}).get("failures", [])]


@pytest.mark.parametrize("slug", GAMES)
def test_every_named_scenario_passes_its_check(slug):
    """As `python -m adjudicator --check` judges it: the scenario's expect passed. The scenarios the game's
    table names, wherever they are (each resolved once per process: tests/adjudicator/corpus.py); the test
    names every one that fails."""
    named = sorted({path for row in coverage.load(slug).rows for path in row.scenarios})
    assert not (failed := corpus.failures(passes_its_check, named, name=str)), "\n".join(failed)


def probe(slug, op):
    """A scenario of the game whose start writes the op: the checker's answer (its problems' messages)."""
    base = next(scenario_data(p.relative_to(SCENARIOS).as_posix()) for p in sorted((SCENARIOS / slug).glob("*.yaml")))
    data = {k: v for k, v in base.items() if k not in ("expect", "choices")}
    data["start"] = {"label": "probe", "do": [{op: {}}]}
    try:
        load_scenario(yaml.safe_dump(data))
    except ScenarioInvalid as exc:
        return " ".join(str(p) for p in exc.problems)
    return ""


@pytest.mark.parametrize("slug", GAMES)
def test_refused_ops_are_refused_with_the_rows_message(slug):
    for row in coverage.load(slug).rows:
        if row.status == coverage.REFUSED and row.op:
            answer = probe(slug, row.op)
            assert row.message in answer, f"{row.anchor}: the checker answers {answer!r}, not {row.message!r}"


@pytest.mark.parametrize("slug", GAMES)
def test_the_docs_are_the_table_rendered(slug):
    path = coverage.docs_path(slug)
    assert path.read_text(encoding="utf-8") == coverage.markdown(coverage.load(slug)), (
        f"{path.name} is stale: run python -m adjudicator.tools.coverage")
