"""Every closed-vocabulary word of every fixture scenario, typed one letter wrong, is refused at its path.

A typo in a word from a closed list (a keyword, a timing class, an event, an op, an attack keyword,
a status, a form …) must never resolve as if the word were absent (issue 24: "A misspelt keyword
changes the answer without a word"). typos.py finds the words from the format's docs, not from the
checker's own declarations, so a field the checker forgets is still mutated here.
"""

import pytest

from adjudicator.api import validate
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator import corpus
from tests.adjudicator.scenario.typos import closed_words, mutated, plain_copy, typos
from tests.hypothesis_profiles import one_in_fast

PATHS = list(corpus.all_paths())


def _load(path):
    """The fixture's data as the checker reads it (parse_text's): a copy of the one parse this test process makes
    of each fixture (tests/adjudicator/corpus.py), not a parse of its own for each test that reads them."""
    return corpus.source_data(path)


def _named(problems, path):
    return any(p.path == path or p.path.startswith((path + ".", path + "[")) for p in problems)


def silent_typos(paths=PATHS):
    """(typos tried, [(fixture, path, typo, what happened)] of those not refused at their path)."""
    tried, sites, silent = 0, 0, []
    for fixture in paths:
        data = _load(fixture)
        pristine = plain_copy(data)
        for found in closed_words(data):
            sites += 1  # the fast loop tries one of each word's three typos, in turn; the whole suite all three
            for typo in one_in_fast(typos(found.word), sites):
                changed, path = mutated(data, found, typo)
                tried += 1
                try:
                    validate(changed)
                except ScenarioInvalid as exc:
                    if not _named(exc.problems, path):
                        silent.append((fixture.name, path, typo, f"refused elsewhere: {exc.problems[0]}"))
                    continue
                silent.append((fixture.name, path, typo, "validates"))
        # each typo's copy shares all but its own path with `data` (typos.mutated): validation must leave it be
        assert data == pristine, f"validating {fixture.name}'s typos changed the data they were copied from"
    return tried, silent


def test_the_walker_finds_each_kind_of_word():
    kinds = {found.kind for fixture in PATHS for found in closed_words(_load(fixture))}
    assert {"keyword", "timing", "event", "op", "attack-keyword", "status", "form", "property"} <= kinds


def test_every_one_letter_typo_of_a_closed_word_is_refused_at_its_path():
    tried, silent = silent_typos()
    assert tried > 3000
    assert not silent, f"{len(silent)} of {tried} typos are not refused at their path: {silent[:20]}"


@pytest.mark.parametrize("word,expected", [("retaliate", ["retaiate", "retlaiate", "retaxiate"]), ("on", [])])
def test_typos_are_deterministic(word, expected):
    assert typos(word) == expected
