"""Building Marvel Skirmish scenarios as Python data for the tests: two players, three Manhattan slots,
a Sanctum Sanctorum and an Avengers Tower slot."""
import json

import pytest

from adjudicator.api import validate
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import only, run

SLOTS = {
    "m1": {"type": "slot", "location": "manhattan", "order": 1, "civilians": 4},
    "m2": {"type": "slot", "location": "manhattan", "order": 2, "civilians": 4},
    "m3": {"type": "slot", "location": "manhattan", "order": 3, "civilians": 4},
    "s1": {"type": "slot", "location": "sanctum-sanctorum", "order": 4},
    "t1": {"type": "slot", "location": "avengers-tower", "order": 6},
}
RULES = "marvel-skirmish#"


def card(side, slot=None, strength=1, health=3, zone=None, **more):
    props = {"type": "character", "owner": side, "strength": strength, "health": health,
             "zone": zone or ("board" if slot else "hand")}
    if slot:
        props["slot"] = slot
    props.update(more)
    return props


def skirmish(cards, abilities=None, *ops, you="heroes", players=("heroes", "villains"), vp=(0, 0), slots=None):
    entities = {"heroes": {"type": "player", "vp": vp[0], "civilians": 0},
                "villains": {"type": "player", "vp": vp[1]}, **(SLOTS if slots is None else slots), **cards}
    doc = {"format": 1, "game": "marvel-skirmish", "title": "test", "players": list(players),
           "entities": entities, "abilities": abilities or {},
           "start": {"you": you, "do": list(ops) or [{"attack_phase": you}]}}
    return json.loads(json.dumps(doc))


def resolve(doc):
    return only(run(doc))


def state(outcome, entity, prop):
    return outcome["state"][entity].get(prop)


def steps(outcome, kind=None, containing=""):
    return [s for s in outcome["steps"] if (kind is None or s["kind"] == kind) and containing in s["text"]]


def problems(doc):
    with pytest.raises(ScenarioInvalid) as invalid:
        validate(doc)
    return {p.path: p.message for p in invalid.value.problems}
