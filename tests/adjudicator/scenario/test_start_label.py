"""A start without a `label` is named in the table's words wherever it shows (validation.py `start_label`):
the ability it uses, whose it is and what kind, or "the starting action" — never the id "start". A label
the author wrote is kept as written."""
import json
import re

import pytest

from adjudicator.api import load_scenario
from adjudicator.diagram import tree_dot
from tests.adjudicator.conftest import only, run, scenario
from tests.adjudicator.test_cli import manage

ENTITIES = {
    "captain-jupiter": {"type": "hero", "name": "Captain Jupiter", "max_stamina": 20},
    "odysseus": {"type": "hero", "name": "Odysseus", "max_stamina": 20},
    "nameless": {"type": "hero", "max_stamina": 20},
    "kurt": {"type": "enemy", "name": "Kurt Von Kessel", "fight": 4, "max_stamina": 6, "zone": "board"},
    "gauntlets": {"type": "origin", "name": "Cosmic Gauntlets", "owner": "captain-jupiter", "zone": "active"},
}
ABILITIES = {
    "roid-rage": {"card": "kurt", "timing": "when", "on": {"event": "attacked", "target": "this"},
                  "label": "Roid Rage", "do": [{"say": "Kurt seethes"}]},
    "gauntlets-galvanize": {"card": "gauntlets", "timing": "when", "on": {"event": "healed", "target": "this"},
                            "label": "Cosmic Gauntlets' Galvanize",
                            "do": [{"attack": {"by": "captain-jupiter", "target": "kurt", "amount": 1}}]},
}
ATTACK = [{"attack": {"by": "captain-jupiter", "target": "kurt", "amount": 1}}]


def resolved(start):
    doc = scenario(ENTITIES, ABILITIES, start, players=["captain-jupiter", "odysseus", "nameless"])
    return doc, only(run(doc))


@pytest.mark.parametrize("start, name", [
    ({"by": "captain-jupiter", "kind": "attack", "do": ATTACK}, "Captain Jupiter's attack"),
    ({"by": "captain-jupiter", "do": ATTACK}, "Captain Jupiter's action"),
    ({"by": "odysseus", "kind": "support", "do": ATTACK}, "Odysseus' support"),
    ({"by": "captain-jupiter", "kind": "phase-start", "do": ATTACK}, "Captain Jupiter's phase start"),
    ({"use": "gauntlets-galvanize"}, "Cosmic Gauntlets' Galvanize"),
    ({"use": "gauntlets-galvanize", "by": "odysseus"}, "Cosmic Gauntlets' Galvanize"),
    ({"do": ATTACK}, "the starting action"),
    ({"kind": "attack", "do": ATTACK}, "the starting attack"),
    ({"by": "nameless", "kind": "attack", "do": ATTACK}, "the starting attack"),  # no name: never the id
    ({"label": "", "by": "captain-jupiter", "kind": "attack", "do": ATTACK}, "Captain Jupiter's attack"),
], ids=["by-kind", "by", "by-name-ending-in-s", "hyphenated-kind", "use", "use-and-by", "nothing", "kind",
        "by-nameless", "empty-label"])
def test_an_unlabelled_start_is_named_in_every_step_and_the_tree(start, name):
    doc, outcome = resolved(start)
    texts = [s["text"] for s in outcome["steps"]]
    assert f"{name} begins" in texts and f"{name} has resolved" in texts
    assert f"Roid Rage triggers: a when effect of {name}, resolved once that effect has finished" in texts
    node = next(n for n in outcome["tree"]["nodes"] if n["id"] == "start")
    assert node["label"] == name
    dot_label = re.search(r'n0 \[[^\n]*label="([^"]*)"', tree_dot(outcome)).group(1)
    assert dot_label.replace("\\n", " ").startswith(f"1. {name} [starting effect]")  # wrapped at spaces
    assert not [t for t in texts if t.startswith("start ") or " of start," in t], texts
    assert outcome["resolution_order"][0] == "start"  # the id stays the contract's


@pytest.mark.parametrize("label", ["start", "Jupiter swings", "start of the Threat phase"])
def test_a_label_the_author_wrote_is_kept_as_written(label):
    _, outcome = resolved({"label": label, "by": "captain-jupiter", "kind": "attack", "do": ATTACK})
    assert outcome["steps"][0]["text"] == f"{label} begins"
    scenario_, _ = load_scenario(json.dumps(scenario(ENTITIES, ABILITIES, {"label": label, "use": "roid-rage"})))
    assert scenario_.start.label == label


def test_the_command_line_trace_and_dot_file_name_it_too(tmp_path):
    doc = scenario(ENTITIES, ABILITIES, {"by": "captain-jupiter", "kind": "attack", "do": ATTACK},
                   players=["captain-jupiter"])
    path = tmp_path / "unlabelled.json"
    path.write_text(json.dumps(doc))
    # in this process, as manage.py runs it (tests/adjudicator/test_cli.py starts the command in a process of its own)
    shown = manage(path, "--dot", tmp_path / "t.dot")
    assert shown.returncode == 0, shown.stderr
    first = [line for line in shown.stdout.splitlines() if line.startswith("1 ")][0]
    assert first.split(None, 1)[1].strip() == "Captain Jupiter's attack begins"
    assert "start begins" not in shown.stdout and "start has resolved" not in shown.stdout
    assert "Captain Jupiter's attack" in (tmp_path / "t.dot").read_text()
