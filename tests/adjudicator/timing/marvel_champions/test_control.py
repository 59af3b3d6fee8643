"""Ownership and Control and the keywords beside it (control.py, card_keywords.py, restricted.py, victory.py):
their new words are refused mistyped, with "did you mean", before anything resolves; and a few things the
fixtures do not show."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, table


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


@pytest.mark.parametrize("op, path, words", [
    ({"take_contrl": {"card": "black-cat", "who": "spider-man"}}, "start.do[0]", "did you mean 'take_control'"),
    ({"take_control": {"card": "black-cat", "whom": "spider-man"}}, "start.do[0].take_control",
     "did you mean 'who'"),
    ({"take_control": {"card": "black-kat", "who": "spider-man"}}, "start.do[0].take_control.card",
     "did you mean 'black-cat'"),
    ({"remove_counter": {"card": "ledger"}}, "start.do[0]", "did you mean 'remove_counters'"),
    ({"remove_counters": {"card": "ledger", "amont": 1}}, "start.do[0].remove_counters", "did you mean 'amount'"),
])
def test_a_mistyped_op_or_field_is_refused_with_did_you_mean(op, path, words):
    found = problems(doc(table(), {}, [op]))
    assert any(p.startswith(path) and words in m for p, m in found.items()), found


@pytest.mark.parametrize("keyword, words", [
    ("victroy 1", "did you mean 'victory'"),
    ("permanet", "did you mean 'permanent'"),
    ("restrictd", "did you mean 'restricted'"),
    ("temporay", "did you mean 'temporary'"),
    ("usse 2", "did you mean 'uses'"),
    ("uses", "uses is written with its number, e.g. `uses 1`"),
    ("uses 2 charges", "the X of `uses X` is a number of 0 or more"),
    ("victory", "victory is written with its number"),
    ("restricted 2", "restricted is written alone"),
    ("temwork (hydra)", "did you mean 'teamwork'"),
    ("teamwork", "teamwork is written with its trait in parentheses, e.g. `teamwork (hydra)`"),
    ("teamwork hydra", "teamwork is written with its trait in parentheses"),
    ("alliance 1", "alliance is written alone"),
])
def test_a_mistyped_keyword_is_refused_with_did_you_mean(keyword, words):
    found = problems(doc(table(kit={"type": "support", "owner": "spider-man", "zone": "play",
                                    "keywords": [keyword]}), {}, []))
    assert words in found["entities.kit.keywords[0]"]


@pytest.mark.parametrize("prop, words", [
    ("controler", "did you mean 'controller'"),
    ("counter", "did you mean 'counters'"),
    ("card_sett", "did you mean 'card_set'"),
])
def test_a_mistyped_property_is_refused_with_did_you_mean(prop, words):
    found = problems(doc(table(kit={"type": "support", "owner": "spider-man", "zone": "play", prop: 1}), {}, []))
    assert any(words in m for m in found.values()), found


def test_the_modelled_keywords_are_accepted():
    load_scenario(json.dumps(doc(table(kit={"type": "support", "owner": "spider-man", "zone": "play",
                                            "keywords": ["permanent", "restricted", "temporary", "uses 3",
                                                         "victory 1", "alliance", "Teamwork (S.H.I.E.L.D.)"]}),
                                     {}, [])))


def test_teamwork_with_no_other_minion_of_its_trait_activates_no_one():
    minion = {"type": "minion", "name": "Hydra Striker", "zone": "encounter-deck", "position": 1, "hp": 2, "atk": 2,
              "traits": ["Hydra"], "keywords": ["teamwork (Hydra)"]}
    entities = table(hydra_striker=minion)
    entities["hydra-soldier"] = {**entities["hydra-soldier"], "traits": ["Mercenary"]}
    outcome = resolve(doc(entities, {}, [{"reveal": {"who": "spider-man"}}]))
    assert outcome["state"]["spider-man"].get("damage", 0) == 0
    assert any("no other minion in play has the trait hydra" in s["text"] for s in outcome["steps"])


def test_control_of_a_card_out_of_play_does_not_change():
    outcome = resolve(doc(table(aunt={"type": "ally", "name": "Aunt May", "owner": "spider-man", "zone": "hand"}),
                          {}, [{"take_control": {"card": "aunt", "who": "spider-man"}}],
                          players=("spider-man",)))
    assert "controller" not in outcome["state"]["aunt"]
    assert any("not in play" in s["text"] and "control of it does not change" in s["text"]
               for s in outcome["steps"])


def test_an_identity_never_changes_control():
    outcome = resolve(doc(table(), {}, [{"take_control": {"card": "spider-man", "who": "spider-man"}}]))
    assert any("no ability here changes its control" in s["text"] for s in outcome["steps"])


def test_a_zone_one_letter_from_the_victory_display_is_refused():
    found = problems(doc(table(kit={"type": "support", "owner": "spider-man", "zone": "victroy"}), {}, []))
    assert any("victory" in m for p, m in found.items() if p.startswith("entities.kit")), found


def test_a_mistyped_control_event_is_refused_with_did_you_mean():
    found = problems(doc(table(), {"a": {"card": "ledger", "timing": "response", "on": {"event": "control_takn"},
                                         "do": [{"say": "x"}]}}, []))
    assert any("did you mean 'control_taken'" in m for m in found.values()), found


def test_a_permanent_restricted_card_is_never_the_one_discarded_down_to_two():
    """Permanent: it cannot leave play but by an ability of its set, so Restricted's "choose and discard"
    offers only the two others (two outcomes, the permanent card in play in both)."""
    from tests.adjudicator.conftest import run

    upgrade = {"type": "upgrade", "owner": "spider-man", "zone": "play", "keywords": ["restricted"]}
    entities = table(arc={**upgrade, "name": "Arc", "keywords": ["restricted", "permanent"]},
                     boots={**upgrade, "name": "Boots"},
                     blast={**upgrade, "name": "Blast", "zone": "hand"})
    outcomes = run(doc(entities, {}, [{"play_card": {"card": "blast"}}]), explore=True)["outcomes"]
    zones = sorted((o["state"]["boots"]["zone"], o["state"]["blast"]["zone"]) for o in outcomes)
    assert zones == [("discard", "play"), ("play", "discard")]
    assert all(o["state"]["arc"]["zone"] == "play" for o in outcomes)


@pytest.mark.parametrize("props, path, words", [
    ({"controller": "spider-mn"}, "entities.kit.controller", "did you mean 'spider-man'"),
    ({"controller": "spider-man", "zone": "hand"}, "entities.kit.controller", "out of play"),
    ({"play_area": "rhino"}, "entities.kit.play_area", "is not a player"),
])
def test_a_controller_or_play_area_that_cannot_be_is_refused(props, path, words):
    found = problems(doc(table(kit={"type": "support", "owner": "spider-man", "zone": "play", **props}), {}, []))
    assert words in found[path], found
