"""Every op a model accepts can run under it: nothing validates ("no problems") and then cannot be done.

For each registered model and each op a scenario may write under it (`model.ops`
with a reader), some scenario of that game containing the op must validate and
resolve without stopping: a fixture, a recipe of docs/ops-*.md, or the op's own
`example` written into a small table of the game (SANDBOXES below). An op no
scenario runs fails here by name. Ops a game has no such thing as are refused
at validation with the game's reason (`refused_ops`), never accepted and then
failed.
"""
import copy
import json
import re
from functools import cache
from pathlib import Path

import pytest
import yaml

from adjudicator.api import adjudicate_text, load_scenario
from adjudicator.errors import ResolutionStopped, ScenarioInvalid
from adjudicator.timing import registry
from tests import yaml_data
from tests.adjudicator import corpus

ROOT = Path(__file__).resolve().parents[3]
FENCE = re.compile(r"^```yaml\n(.*?)^```", re.S | re.M)

UCA_TABLE = {
    "players": ["you-hero", "other-hero"],
    "entities": {
        "you-hero": {"type": "hero", "name": "Wrangler", "max_stamina": 10, "heroism": 2, "block": [0, 0]},
        "other-hero": {"type": "hero", "name": "Odysseus", "max_stamina": 10},
        "enemy": {"type": "enemy", "name": "Red Leech", "max_stamina": 5, "fight": 2, "zone": "board", "block": [1, 0]},
        "card": {"type": "card", "name": "Flurry of Fists", "owner": "you-hero", "zone": "hand"},
        "top": {"type": "card", "name": "Beacon of Hope", "owner": "you-hero", "zone": "deck", "position": 1},
    },
}
# A table of each game that every op's example is written against: `you` is its first player, and
# `enemy`, `card` (in hand), `ally`, `scheme` … are there where the game has them.
SANDBOXES = {
    "union-city-alliance": UCA_TABLE,
    "stack": UCA_TABLE,
    "marvel-champions": {
        "players": ["you-hero"],
        "entities": {
            "you-hero": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10, "atk": 2, "thw": 1, "rec": 3,
                         "def": 1, "heroism": 1},
            "enemy": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 2, "sch": 1},
            "scheme": {"type": "main-scheme", "name": "The Break-In!", "zone": "play", "threat": 2, "threat_limit": 7},
            "card": {"type": "event", "name": "Backflip", "owner": "you-hero", "zone": "hand"},
            "ally": {"type": "ally", "name": "Black Cat", "owner": "you-hero", "zone": "play", "hp": 2, "atk": 1,
                     "thw": 1},
            "top": {"type": "ally", "name": "Nick Fury", "owner": "you-hero", "zone": "deck", "position": 1},
            "encounter": {"type": "treachery", "name": "Charge", "zone": "encounter-deck", "position": 1,
                          "boost_icons": 1},
        },
    },
    "marvel-skirmish": {
        "players": ["villains", "heroes"],
        "entities": {
            "villains": {"type": "player", "faction": "villains", "vp": 0},
            "heroes": {"type": "player", "faction": "heroes", "vp": 0},
            "m1": {"type": "slot", "location": "manhattan", "order": 1, "civilians": 4},
            "m2": {"type": "slot", "location": "manhattan", "order": 2, "civilians": 4},
            "enemy": {"type": "hero", "name": "Captain America", "owner": "heroes", "side": "heroes", "zone": "board",
                      "slot": "m1", "strength": 2, "health": 4},
            "card": {"type": "villain", "name": "Leader", "owner": "villains", "zone": "hand", "cost": 2,
                     "strength": 1, "health": 3, "main": True, "character": "leader"},
            "leader": {"type": "villain", "name": "Leader", "owner": "villains", "side": "villains", "zone": "board",
                       "slot": "m2", "cost": 2, "strength": 1, "health": 3, "main": True, "character": "leader"},
            "top": {"type": "villain", "name": "Zola", "owner": "villains", "zone": "deck", "position": 1, "cost": 2,
                    "strength": 1, "health": 3},
        },
    },
    "valiant-universe": {
        "players": ["you-org", "enemy"],
        "entities": {
            "you-org": {"type": "organization", "name": "Amy", "coherence": 20, "heroism": 1},
            "enemy": {"type": "organization", "name": "Neil", "coherence": 20},
            "telesthesia": {"type": "sector", "name": "Telesthesia", "owner": "you-org", "level": 2, "column": 2},
            "scout": {"type": "sector", "name": "Scout", "owner": "enemy", "level": 2, "column": 3},
            "card": {"type": "card", "name": "Infiltration", "owner": "you-org", "zone": "hand"},
            "top": {"type": "card", "name": "Combat", "owner": "you-org", "zone": "deck", "position": 1},
        },
    },
}


def scenario_with(game, op):
    table = copy.deepcopy(SANDBOXES[game])
    if game == "marvel-champions" and "heroism" not in repr(op):  # its entity properties are a closed list:
        del table["entities"]["you-hero"]["heroism"]  # a resource no op gains or loses would be refused
    return {"format": 1, "game": game, "title": f"the example of {next(iter(op))}", "players": table["players"],
            "entities": table["entities"], "start": {"by": table["players"][0], "do": [op]}}


def ops_in(node, found):
    if isinstance(node, dict):
        if len(node) == 1 and isinstance(next(iter(node)), str):
            found.add(next(iter(node)))
        for value in node.values():
            ops_in(value, found)
    elif isinstance(node, list):
        for value in node:
            ops_in(value, found)
    return found


def recipes():
    """The doc recipes of every game, as text."""
    return [text for page in sorted((ROOT / "docs").glob("ops-*.md"))
            for text in FENCE.findall(page.read_text(encoding="utf-8"))]


def fixture_runs_cleanly(path, model):
    """The fixture (resolved once per process, tests/adjudicator/corpus.py) validates and runs under `model`."""
    try:
        corpus.scenario(path)
        corpus.resolved(path, model)
    except (ScenarioInvalid, ResolutionStopped):
        return False
    return True


def fixture_data(path):
    """The fixture's YAML data; a fixture that is no YAML fails the test, named."""
    try:
        return corpus.data(path)
    except yaml.YAMLError as exc:
        raise AssertionError(f"{corpus.relative(path)} is not valid YAML: {exc}") from exc


def runs_cleanly(text, model):
    try:
        load_scenario(text)
        adjudicate_text(text, model_slug=model)
    except (ScenarioInvalid, ResolutionStopped):
        return False
    return True


@cache
def ops_run_by_scenarios(model):
    """Op names that some fixture or recipe of the game runs under `model` without stopping."""
    folder = "union-city-alliance" if model == "stack" else model
    read = [(fixture_data(path), lambda path=path: fixture_runs_cleanly(path, model))
            for path in corpus.all_paths() if path.parent.name == folder]
    read += [(yaml_data.safe_load(text), lambda text=text: runs_cleanly(text, model)) for text in recipes()]
    ran = set()
    for data, runs in read:
        if not isinstance(data, dict) or (data.get("game") != model and model != "stack"):
            continue
        if runs():
            ran |= ops_in(data.get("start"), set()) | ops_in(data.get("abilities"), set())
    return frozenset(ran)


def writable_ops(model):
    return sorted(name for name, opdef in registry.load(model)().ops.items() if opdef.read is not None)


def runs_under(model, name):
    if name in ops_run_by_scenarios(model):
        return
    opdef = registry.load(model)().op(name)
    assert model in SANDBOXES and opdef.example, (
        f"no fixture or recipe of {model} runs `{name}`, and it has no example to run: add one")
    text = json.dumps(scenario_with(model, opdef.example))
    try:
        load_scenario(text)
    except ScenarioInvalid as exc:
        pytest.fail(f"the example of `{name}` does not validate under {model}: {exc.problems}")
    try:
        adjudicate_text(text, model_slug=model)
    except ResolutionStopped as exc:
        pytest.fail(f"`{name}` validates under {model} but cannot run: {exc}")


@pytest.mark.parametrize("model", registry.available())
def test_every_op_a_model_accepts_runs_under_it(model):
    """Each op is checked; the test names every op that fails, with why."""
    ops_run_by_scenarios(model)  # a fixture that cannot be read fails here, once, named
    failed = corpus.failures(lambda name: runs_under(model, name), writable_ops(model), name=lambda n: f"{model}:{n}")
    assert not failed, "\n".join(failed)


@pytest.mark.parametrize("model", registry.available())
def test_every_op_a_scenario_can_write_has_a_line_of_documentation(model):
    undocumented = [name for name, opdef in registry.load(model)().ops.items() if opdef.read and not opdef.doc]
    assert not undocumented


@pytest.mark.parametrize(("model", "name"), [(m, n) for m in registry.available()
                                             for n in registry.load(m).refused_ops])
def test_an_op_the_game_has_no_such_thing_as_is_refused_with_the_games_reason(model, name):
    builtin = registry.load("union-city-alliance")().op(name)
    doc = scenario_with("union-city-alliance", builtin.example)
    doc["game"] = model
    doc["players"], doc["entities"] = ["p"], {"p": {"type": "player"}, "enemy": {"type": "enemy"},
                                              "card": {"type": "card", "owner": "p", "zone": "hand"}}
    doc["start"]["by"] = "p"
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(doc))
    messages = [p.message for p in caught.value.problems if p.path == f"start.do[0].{name}"]
    reason = registry.load(model).refused_ops[name]
    assert messages == [f"{registry.load(model).title} has no `{name}`: {reason}"]
