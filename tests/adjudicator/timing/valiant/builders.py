"""Building Valiant scenarios as Python data for the tests: two Organizations, a few placed Sectors."""
import pytest

from adjudicator.api import validate
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import only, run, scenario

ORGS = {
    "amy": {"type": "organization", "name": "Amy", "coherence": 20},
    "neil": {"type": "organization", "name": "Neil", "coherence": 20},
}
# Amy's Telesthesia at Level 2, Block 2; Neil's Scout above it, Omega Psiot to its right, Medbot diagonal.
SECTORS = {
    "telesthesia": {"type": "sector", "name": "Telesthesia", "owner": "amy", "level": 2, "column": 2},
    "scout": {"type": "sector", "name": "Scout", "owner": "neil", "level": 1, "column": 2},
    "omega-psiot": {"type": "sector", "name": "Omega Psiot", "owner": "neil", "level": 2, "column": 3},
    "medbot": {"type": "sector", "name": "Medbot", "owner": "neil", "level": 3, "column": 3},
    "far-away": {"type": "sector", "name": "Far Away", "owner": "neil", "level": 4, "column": 4},
}


def card(owner, *keywords, zone="hand", **props):
    return {"type": "card", "owner": owner, "zone": zone, "keywords": list(keywords), **props}


def attack(card_id, amount, *more, kind=None):
    ability = {"card": card_id, "timing": "attack", "label": card_id,
               "do": [{"deal_damage": {"to": "trigger.target", "amount": amount}}, *more]}
    if kind:
        ability["kind"] = kind
    return ability


def action(card_id, timing, *ops):
    return {"card": card_id, "timing": timing, "label": card_id, "do": list(ops)}


def hit(play, target="scout", origin="telesthesia"):
    return {"play": play, "target": target, "origin": origin}


def sequence(attacks, defenses=(), attacker="amy", defender="neil"):
    return {"attack_sequence": {"attacker": attacker, "defender": defender, "attacks": list(attacks),
                                "defenses": list(defenses)}}


def valiant(entities, abilities, *ops, players=("amy", "neil"), current=None):
    doc = scenario({**ORGS, **SECTORS, **entities}, abilities, {"by": players[0], "do": list(ops)},
                   players=list(players), game="valiant-universe")
    if current:
        doc["current"] = current
    return doc


def resolve(doc):
    return only(run(doc))


def state(outcome, entity, prop):
    return outcome["state"][entity].get(prop)


def notes(outcome, containing=""):
    return [s for s in outcome["steps"] if s["kind"] == "note" and containing in s["text"]]


def steps(outcome, kind=None, containing=""):
    return [s for s in outcome["steps"] if (kind is None or s["kind"] == kind) and containing in s["text"]]


def problems(doc):
    with pytest.raises(ScenarioInvalid) as invalid:
        validate(doc)
    return {p.path: p.message for p in invalid.value.problems}


RULES = "valiant-universe#"
