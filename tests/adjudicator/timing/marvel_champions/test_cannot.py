"""“Cannot” (cannot.py, cannot_ops.py): a lasting effect forbids a card a game function, checked where the
function happens and as a play is declared (Target); and a defender the rules do not allow (exhausted, not in
play) is refused as a dash DEF is: a `refused-play` warning quoting the rule, the attack goes on undefended."""
import pytest

from adjudicator.errors import InputStopped, ScenarioInvalid

from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, table


def _refused(outcome):
    return [w for w in outcome["warnings"] if w["kind"] == "refused-play"]


@pytest.mark.parametrize("props", [{"exhausted": True}, {"zone": "discard"}])
def test_a_defender_that_cannot_defend_is_a_refused_play_and_the_attack_is_undefended(props):
    entities = table(black_cat={**table()["black-cat"], **props})
    outcome = resolve(doc(entities, {}, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0,
                                                       "defender": "black-cat"}}]))
    refused = _refused(outcome)
    assert len(refused) == 1 and refused[0]["play"] == "Black Cat's defence against Rhino"
    step = outcome["steps"][refused[0]["step"] - 1]
    assert "the attack is undefended" in step["text"] and step["quote"]
    assert not any("is declared as the defender" in s["text"] for s in outcome["steps"])
    assert outcome["state"]["spider-man"]["damage"] == 2
    assert outcome["state"]["black-cat"].get("damage", 0) == 0


def test_a_dash_def_and_an_exhausted_ally_are_refused_alike():
    dash = table(spider_man={**table()["spider-man"], "def": "-"})
    outcome = resolve(doc(dash, {}, [{"activate": {"enemy": "rhino", "target": "spider-man", "boost": 0,
                                                   "defender": "spider-man"}}]))
    assert [w["play"] for w in _refused(outcome)] == ["Spider-Man's defence against Rhino"]


def test_a_mistyped_function_is_refused_at_its_line_with_did_you_mean():
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(doc(table(), {}, [{"cannot": {"card": "black-cat", "function": "redy"}}]))
    text = str(caught.value)
    assert "start.do[0].cannot.function" in text and "did you mean" in text and "'ready'" in text


@pytest.mark.parametrize("card, function, words", [("rhino", "thwart", "for a hero or an ally only"),
                                                     ("rhino", "defend", "for a hero or an ally only"),
                                                     ("black-cat", "scheme", "for a villain or a minion only"),
                                                     ("spider-man", "activate", "for a villain or a minion only"),
                                                     ("black-cat", "be_attacked", "for a villain or a minion only"),
                                                     ("rhino", "have_threat_removed", "for a main scheme or a side scheme only")])
def test_a_function_the_card_never_performs_stops_with_an_error_naming_the_field(card, function, words):
    with pytest.raises(InputStopped) as caught:  # the resolution stops with an error naming the field
        resolve(doc(table(), {}, [{"cannot": {"card": card, "function": function}}]))
    assert "start.do[0].cannot.function" in str(caught.value) and words in str(caught.value)


def test_an_enemy_that_cannot_attack_is_not_dealt_its_boost_and_its_scheme_still_happens():
    entities = table(blank={"type": "treachery", "name": "Blank", "zone": "encounter-deck", "position": 1,
                            "boost_icons": 0})
    alter_ego = {**table()["spider-man"], "form": "alter-ego"}
    attack = resolve(doc(entities, {}, [{"cannot": {"card": "rhino", "function": "attack"}},
                                        {"activate": {"enemy": "rhino", "target": "spider-man"}}]))
    assert attack["state"]["blank"]["zone"] == "encounter-deck" and not attack["state"]["spider-man"].get("damage")
    assert any("its attack activation does not happen" in s["text"] for s in attack["steps"])
    scheme = resolve(doc({**entities, "spider-man": alter_ego}, {},
                         [{"cannot": {"card": "rhino", "function": "attack"}},
                          {"activate": {"enemy": "rhino", "target": "spider-man"}}]))
    assert scheme["state"]["the-break-in"]["threat"] == 3  # SCH 1 + a boost of no icon: "cannot attack" only


@pytest.mark.parametrize("ruleset, exhausted, refused", [("1.6", True, 0), ("1.7", None, 1), ("1.8", None, 1)])
def test_a_basic_attack_on_an_enemy_that_cannot_take_damage_is_refused_from_ruleset_1_7(ruleset, exhausted, refused):
    outcome = resolve(doc(table(), {}, [{"cannot": {"card": "rhino", "function": "take_damage"}},
                                        {"basic_power": {"character": "spider-man", "power": "atk",
                                                         "target": "rhino"}}], ruleset=ruleset))
    assert outcome["state"]["spider-man"].get("exhausted") is exhausted and len(_refused(outcome)) == refused
    assert not outcome["state"]["rhino"].get("damage")


def test_a_card_that_cannot_leave_play_may_still_be_put_into_play_and_moved_within_it():
    entities = table(goon={"type": "minion", "name": "Goon", "zone": "set-aside", "hp": 3})
    outcome = resolve(doc(entities, {}, [{"cannot": {"card": "goon", "function": "leave_play"}},
                                         {"move": {"card": "goon", "to": "play"}},
                                         {"discard": "goon"}]))
    assert outcome["state"]["goon"]["zone"] == "play" and len(_refused(outcome)) == 1


def test_a_cannot_until_the_attack_lasts_for_nothing_outside_an_attack():
    outcome = resolve(doc(table(black_cat={**table()["black-cat"], "exhausted": True}), {},
                          [{"cannot": {"card": "black-cat", "function": "ready", "until": "attack", "label": "Goo"}},
                           {"ready": "black-cat"}]))
    assert any("lasts for nothing" in s["text"] for s in outcome["steps"])
    assert outcome["state"]["black-cat"]["exhausted"] is False


def test_a_readying_event_with_another_effect_is_played():
    entities = table(black_cat={**table()["black-cat"], "exhausted": True},
                     rally={"type": "event", "name": "Rally", "owner": "spider-man", "zone": "hand"})
    outcome = resolve(doc(entities, {}, [{"cannot": {"card": "black-cat", "function": "ready"}},
                                         {"play_card": {"card": "rally", "do": [{"ready": "black-cat"},
                                                                                {"draw": {"who": "spider-man", "count": 1}}]}}]))
    assert not _refused(outcome) and outcome["state"]["rally"]["zone"] == "discard"
    assert outcome["state"]["black-cat"]["exhausted"] is True
