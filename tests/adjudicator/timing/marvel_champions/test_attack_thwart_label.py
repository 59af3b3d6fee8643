"""An ability labeled as an attack or a thwart (`kind: attack`, `kind: thwart`): refused as the scenario is read where
the model cannot make one attack (thwart) of it (the label's effect is proven by fixtures)."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, table

DAMAGE = {"deal_damage": {"to": "rhino", "amount": 1, "source": "spider-man"}}
REMOVAL = {"remove_threat": {"scheme": "rhino", "amount": 1}}


def _problems(document) -> dict:
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


def _labeled(kind, do):
    return doc(table(), {"x": ability("interrupt", {"event": "attacks"}, do=do, card="spider-man", kind=kind)})


@pytest.mark.parametrize("kind, do", [("attack", [DAMAGE]), ("thwart", [REMOVAL]), ("Attack", [DAMAGE]),
                                      ("thwart", [{"thwart": {"by": "spider-man", "scheme": "rhino", "amount": 1}}])])
def test_a_labeled_ability_with_one_effect_the_label_can_make_the_attack_or_thwart_is_accepted(kind, do):
    load_scenario(json.dumps(_labeled(kind, do)))


@pytest.mark.parametrize("kind, do, got", [
    ("attack", [DAMAGE, DAMAGE], "got 0 `attack` and 2 `deal_damage`"),  # "considered a single attack"
    ("attack", [{"say": "nothing"}], "got 0 `attack` and 0 `deal_damage`"),
    ("thwart", [REMOVAL, REMOVAL], "got 0 `thwart` and 2 `remove_threat`"),
    ("attack", [{"attack": {"by": "spider-man", "target": "rhino", "amount": 1}}, DAMAGE], "got 1 `attack` and 1"),
])
def test_a_labeled_ability_the_model_cannot_make_one_attack_or_thwart_of_is_refused(kind, do, got):
    found = _problems(_labeled(kind, do))["abilities.x.kind"]
    assert f"(`kind: {kind}`) is one {kind}" in found and "not modelled" in found and got in found


def test_a_mistyped_label_is_refused_with_did_you_mean():
    found = _problems(_labeled("atack", [DAMAGE]))["abilities.x.kind"]
    assert "would be ignored, so it is refused" in found and "did you mean 'attack'" in found
