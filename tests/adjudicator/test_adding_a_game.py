"""docs/engine.md "Adding a game", kept true: the toy game it shows is the one this test registers and runs."""
import json
import re
from pathlib import Path

import pytest

from adjudicator.api import adjudicate_text
from adjudicator.errors import ScenarioInvalid
from adjudicator.timing import registry

ROOT = Path(__file__).resolve().parents[2]
TOY = Path(__file__).resolve().parent / "toy_game"
ENTRY = "tests.adjudicator.toy_game.model:TugOfWar"

SCENARIO = {
    "format": 1, "game": "tug-of-war", "title": "Red pulls, blue braces",
    "players": ["red", "blue"],
    "entities": {"red": {"type": "player"}, "blue": {"type": "player"}, "rope": {"type": "rope", "mark": 0},
                 "banner": {"type": "card", "owner": "blue", "zone": "play"},
                 "drum": {"type": "card", "owner": "red", "zone": "play"}},
    "abilities": {
        "blue-braces": {"card": "banner", "timing": "reaction", "on": {"event": "pulled", "who": "red"},
                        "do": [{"pull": {"who": "blue", "amount": 1}}]},
        "red-cheers": {"card": "drum", "timing": "reaction", "on": {"event": "pulled", "who": "red"},
                       "do": [{"pull": {"who": "red", "amount": 0}}]},
    },
    "start": {"by": "red", "do": [{"pull": {"who": "red", "amount": 2}}]},
    "expect": {"order": ["start", "blue-braces", "red-cheers"], "state": {"rope.mark": 1}},
}


@pytest.fixture
def toy_game():
    registry.register(ENTRY)
    yield
    registry.unregister(ENTRY)


def test_the_walkthrough_shows_the_toy_games_files_as_they_are():
    doc = (ROOT / "docs" / "engine.md").read_text()
    section = doc.split("## Adding a game", 1)[1]
    for name in ("rules.py", "ops.py", "model.py", "tools/outline.py", "tools/cardtext.py", "examples.yaml"):
        language = "yaml" if name.endswith(".yaml") else "python"
        block = re.search(rf"`tests/adjudicator/toy_game/{name}`:\n\n```{language}\n(.*?)```", section, re.S)
        assert block, f"docs/engine.md shows no {name}"
        assert block.group(1) == (TOY / name).read_text(), f"docs/engine.md's {name} differs from the toy game's"
    assert f'registry.register("{ENTRY}")' in section


def test_a_registered_game_resolves_with_its_own_rules_and_ops(toy_game):
    result = adjudicate_text(json.dumps(SCENARIO))
    outcome = result["outcomes"][0]
    assert result["expect"]["passed"], outcome["expect"]["failures"]
    triggers = [s for s in outcome["steps"] if s["kind"] == "trigger"]
    assert [s["quote"] for s in triggers] == ["A reaction resolves after the effect that caused it has finished."] * 2
    nothing = next(s for s in outcome["steps"] if "no strength" in s["text"])
    assert nothing["quote"] == "A pull of zero changes nothing and triggers no reaction."
    assert any(s["text"] == "Red pulls 2" or "red pulls 2" in s["text"].lower() for s in outcome["steps"])


def test_the_toy_games_quotes_are_in_its_rulebook():
    text = " ".join((TOY / "rulebook.md").read_text().split())
    from tests.adjudicator.toy_game.rules import RULES

    for name, (_anchor, quote) in RULES.items():
        assert quote in text, name


def test_a_registered_game_is_checked_like_the_others(toy_game):
    bad = dict(SCENARIO, abilities={"x": {"card": "drum", "timing": "when", "on": {"event": "pulled"}, "do": []}})
    with pytest.raises(ScenarioInvalid) as caught:
        adjudicate_text(json.dumps(bad))
    assert "not a timing class of tug-of-war; expected one of: reaction" in str(caught.value.problems[0].message)


def test_an_unregistered_game_is_unknown():
    with pytest.raises(ScenarioInvalid, match="unknown game"):
        adjudicate_text(json.dumps(SCENARIO))


def test_a_registered_game_is_offered_by_outline_mode_and_the_card_text_helper(toy_game):
    from adjudicator.timing import examples
    from adjudicator.tools import cardtext, outline

    shown = examples.examples_of(registry.load("tug-of-war"))
    assert "tug-of-war" in outline.outline_games() and "tug-of-war" in cardtext.games()
    compiled, result = outline.resolve_outline(shown.outline)
    outcome = result["outcomes"][0]
    assert compiled.game == "tug-of-war"
    assert outcome["resolution_order"] == ["start", "blue-braces", "red-cheers"]
    reaction, other = cardtext.classify(shown.card_text, "tug-of-war")
    assert reaction["kind"] == "reaction" and reaction["rule"]["quote"] == RULES_REACTIONS
    assert other["ambiguous"]


def test_an_unregistered_game_is_offered_by_neither():
    from adjudicator.tools import cardtext, outline

    assert "tug-of-war" not in outline.outline_games() and "tug-of-war" not in cardtext.games()


RULES_REACTIONS = "A reaction resolves after the effect that caused it has finished."
