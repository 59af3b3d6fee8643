"""tests.yaml_data.safe_load gives what yaml.safe_load gives (it reads the fixtures again for several test files)."""
from pathlib import Path

import pytest
import yaml

from tests import yaml_data

SCENARIOS = Path(__file__).resolve().parents[1] / "fixtures" / "scenarios"

# The forms the repository's YAML uses: plain, quoted and block scalars, YAML 1.1's booleans (`on:` is True to
# safe_load), numbers, nulls, flow and block collections, comments, a document marker.
FORMS = """\
---
format: 1
title: "a \\"quoted\\" title: with a colon"
single: 'it''s'
on: {event: dealt, amount: 2, critical: yes, from: null}
off: ~
numbers: [0, -3, 1.5, 0x1f, 1e3, 007]
words: [true, False, no, On, 'yes']
description: >
  folded text
  over two lines
quote: |
  kept
    as written
nested:
  - do: [{gain: {who: h1, valor: 1}}]   # a comment
  - - inner
    - list
empty: {}
none: []
date: 2026-12-05
"""


def test_the_forms_the_yaml_uses_read_alike():
    assert yaml_data.safe_load(FORMS) == yaml.safe_load(FORMS)


@pytest.mark.parametrize("game", sorted(p.name for p in SCENARIOS.iterdir() if p.is_dir()))
def test_a_fixture_of_each_game_reads_alike(game):
    text = sorted((SCENARIOS / game).glob("*.yaml"))[0].read_text(encoding="utf-8")
    assert yaml_data.safe_load(text) == yaml.safe_load(text)


def test_it_is_a_safe_loader():
    with pytest.raises(yaml.constructor.ConstructorError):
        yaml_data.safe_load("!!python/object/apply:os.system ['true']")
