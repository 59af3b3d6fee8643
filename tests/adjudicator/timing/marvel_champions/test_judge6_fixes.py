"""What judge6's fixes refuse or stop on (the rest is proven by fixtures): each test quotes the rule, written
before the fix."""
import json

import pytest

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, resolve, run, table, text_index


def _problems(document) -> dict:
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


def _stopped(document) -> str:
    with pytest.raises(ScenarioInvalid) as caught:
        run(document)
    return " ".join(p.message for p in caught.value.problems)


def test_a_triggered_abilitys_other_kind_is_refused_at_its_line():
    # `kind` says a constant ability's window; on a triggered ability only a defense label means anything
    found = _problems(doc(table(), {"x": ability("interrupt", {"event": "damage_dealt"}, kind="defnse")}))
    assert "would be ignored, so it is refused" in found["abilities.x.kind"]
    assert "did you mean 'defense'" in found["abilities.x.kind"]


def test_a_defense_label_is_accepted_on_a_triggered_ability():
    load_scenario(json.dumps(doc(table(), {"x": ability("interrupt", {"event": "attacks"}, kind="defense")})))


def test_a_unique_ally_put_into_play_beside_its_namesake_does_not_enter_play_naming_unique_icon():
    # Unique Icon: "An ally without a subtitle cannot coexist with an ally that has a subtitle if those allies
    # share the same title" — for a player card put into play the text does not say what happens: read as for a
    # unique minion ("cannot enter play and the “put into play” effect fails to resolve"), the step says so
    kate = {"type": "ally", "name": "Hawkeye", "subtitle": "Kate Bishop", "owner": "spider-man", "zone": "hand",
            "hp": 3, "unique": True}
    clint = {"type": "ally", "name": "Hawkeye", "owner": "spider-man", "zone": "play", "hp": 3, "unique": True}
    outcome = resolve(doc(table(kate=kate, clint=clint), {}, [{"move": {"card": "kate", "to": "play"}}]))
    assert outcome["state"]["kate"]["zone"] == "hand" and outcome["state"]["clint"]["zone"] == "play"
    step = outcome["steps"][text_index(outcome, "Hawkeye (Kate Bishop) is unique")]
    assert "cannot enter play" in step["text"] and "a reading" in step["text"]
    assert "unique-icon" in str(step["rule"])


def test_another_players_defense_ability_while_a_player_defends_stops_as_not_modelled():
    # Defend, Defense: "Only one player at a time can defend against an enemy attack" — the ability would not
    # be initiated, which the model cannot take back
    entities = table(captain_marvel={"type": "hero", "name": "Captain Marvel", "form": "hero", "hp": 12})
    parry = ability("interrupt", {"event": "damage_dealt"}, card="captain-marvel", kind="defense",
                    do=[{"prevent": {"amount": 1}}])
    why = _stopped(doc(entities, {"parry": parry},
                       [{"attack": {"by": "rhino", "target": "spider-man", "boost": 0, "defender": "black-cat"}}],
                       players=("spider-man", "captain-marvel")))
    assert "not modelled" in why and "Only one player at a time can defend" in why
