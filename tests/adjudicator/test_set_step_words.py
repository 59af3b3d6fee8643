"""A `set` step speaks the table's language: the property it writes in words ("Spider-Man's held in the phase
is now 1"), as the summary says it, never the scenario's raw name with underscores (`held_in_the_phase`)."""
import re
from pathlib import Path

import pytest

from adjudicator.api import adjudicate, load_scenario

ROOT = Path(__file__).resolve().parents[2]
SETTING = sorted(path for path in (ROOT / "fixtures/scenarios").rglob("*.yaml")
                 if re.search(r"\bprop: [a-z]+_[a-z_]+", path.read_text(encoding="utf-8")))[:12]


def steps(output):
    for outcome in output.get("outcomes") or [output]:
        yield from outcome.get("steps") or ()


@pytest.mark.parametrize("path", SETTING, ids=lambda p: p.stem)
def test_a_set_step_says_the_property_in_words(path):
    text = path.read_text(encoding="utf-8")
    props = set(re.findall(r"\bprop: ([a-z]+_[a-z_]+)", text))
    output = adjudicate(load_scenario(text)[0])
    said = [step["text"] for step in steps(output) if any(f" {prop} is now" in step["text"] for prop in props)]
    assert not said, said[:3]


def test_the_property_held_in_the_phase_is_said_in_words():
    path = ROOT / "fixtures/scenarios/marvel-champions/control-taken-until-the-end-of-the-phase-returns-to-the-owner.yaml"
    texts = [step["text"] for step in steps(adjudicate(load_scenario(path.read_text(encoding="utf-8"))[0]))]
    assert "Spider-Man's held in the phase is now 1" in texts, texts
