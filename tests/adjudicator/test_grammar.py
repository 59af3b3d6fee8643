"""Possessives in steps and labels: a name ending in s takes only an apostrophe ("Cosmic Gauntlets'
counter"), formed in one place (adjudicator.grammar) for every step, label and sentence form."""
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from adjudicator.engine.resolution import Resolution
from adjudicator.grammar import fill, possessive
from adjudicator.timing import model_for
from tests.adjudicator.conftest import only, run, scenario

PACKAGE = Path(__file__).resolve().parents[2] / "adjudicator"


@pytest.mark.parametrize("name, said", [
    ("Wrangler", "Wrangler's"),
    ("Cosmic Gauntlets", "Cosmic Gauntlets'"),
    ("Flurry of Fists", "Flurry of Fists'"),
    ("Odysseus", "Odysseus'"),
    ("HYDRA SOLDIERS", "HYDRA SOLDIERS'"),
    ("Marvel Champions", "Marvel Champions'"),
    ("Spider-Man", "Spider-Man's"),
])
def test_a_name_ending_in_s_takes_only_an_apostrophe(name, said):
    assert possessive(name) == said


def test_a_sentence_form_says_each_possessive_field_by_the_same_rule():
    assert fill("{card} is turned face up as {by}'s boost", {"card": "Shadow", "by": "Odysseus"}) == \
        "Shadow is turned face up as Odysseus' boost"
    assert fill("{who}'s fight", {"who": "Wrangler"}) == "Wrangler's fight"
    with pytest.raises(KeyError):
        fill("{who}'s fight", {})


def test_a_step_about_a_card_named_in_s_says_its_possessive_with_an_apostrophe():
    doc = scenario({"gauntlets": {"type": "union", "name": "Cosmic Gauntlets", "zone": "board"}},
                   start={"do": [{"set": {"target": "gauntlets", "prop": "marked", "value": 1}}]})
    texts = [s["text"] for s in only(run(doc))["steps"]]
    assert "Cosmic Gauntlets' marked is now 1" in texts


def test_an_event_sentence_says_the_possessive_of_a_name_in_s():
    model = model_for("marvel-champions")
    table = SimpleNamespace(entities={"shadow": {"name": "Shadow of the Past"}, "ulysses": {"name": "Ulysses Klaws"}})
    table.name = lambda entity_id: Resolution.name(table, entity_id)
    assert model.describe_event(table, {"event": "boost_flipped", "card": "shadow", "by": "ulysses"}) == \
        "Shadow of the Past is turned face up as Ulysses Klaws' boost"


def test_no_module_forms_a_possessive_by_hand():
    """Every "{name}'s" in an f-string goes through possessive() (a sentence form's "{field}'s" through
    fill()), so a new step cannot bring "Fists's" back."""
    by_hand = []
    for path in sorted(set(PACKAGE.rglob("*.py")) - {PACKAGE / "grammar.py"}):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if re.search(r"\bf[\"'].*\{[^{}]+\}'s\b", line):
                by_hand.append(f"{path.relative_to(PACKAGE.parent)}:{number}: {line.strip()}")
    assert by_hand == []
