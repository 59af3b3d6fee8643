"""The card reader's amounts and labels (card_amounts.py) on made-up card words: an amount "equal to" a stat is the
stat as modified now; an ability labeled (attack) or (thwart) is the `attack` / `thwart` op by your identity; what
is not exactly that stays a hole."""
import json

import pytest
import yaml

from adjudicator import api
from adjudicator.timing.marvel_champions.card_abilities import read_abilities
from adjudicator.timing.marvel_champions.card_effects import read_effect, scenario_ops


def keys(words, name="Made Up", subject=None):
    effect = read_effect(words, name, subject)
    return effect.keys(), [hole.words for hole in effect.holes]


def labelled(words, name="Made Up"):
    (ability,) = read_abilities(words, name)
    return ability


def test_an_amount_equal_to_a_stat_is_the_stat_as_modified():
    assert keys("deal damage to an enemy equal to your ATK.") == (["deal_damage you.modified_atk enemy"], [])
    assert keys("take damage equal to Made Up's ATK.") == (["deal_damage this.modified_atk you"], [])
    assert keys("place threat on the main scheme equal to Made Up's SCH.") == (
        ["place_threat this.modified_sch main-scheme"], [])
    assert keys("heal damage from your hero equal to your REC.") == (["heal you.modified_rec you"], [])
    assert keys("remove threat from a scheme equal to Other Guys' THW.") == (
        ["remove_threat named.modified_thw scheme"], [])
    # "its": the clause's subject
    assert keys("take damage equal to its ATK.", subject="minion") == (["deal_damage that-minion.modified_atk you"], [])


def test_a_stat_with_more_to_it_is_not_read():
    for words in ("deal damage to an enemy equal to your DEF for that attack.",
                  "deal damage to an enemy equal to the combined THW of those characters.",
                  "take damage equal to that minion's printed SCH.",
                  "take damage equal to double your ATK.",
                  "place threat on a side scheme equal to its SCH."):  # "its" with no subject
        assert not read_effect(words).read, words


def test_where_x_is_a_stat():
    assert keys("deal X damage to the villain, where X is equal to your ATK.") == (
        ["where_x you.modified_atk: deal_damage X villain"], [])
    effect = read_effect("Discard X cards from the top of the encounter deck, where X is Other Guys' ATK. Take 1 "
                         "indirect damage for each boost icon discarded this way.")
    assert effect.keys() == ["this_way: where_x named.modified_atk: discard_encounter X => "
                             "deal_indirect_damage this_way.boost_icons you"] and effect.read
    assert keys("Discard 2 cards from the top of the encounter deck.") == (["discard_encounter 2"], [])
    # X twice, or over a total: not read
    assert not read_effect("deal X damage to an enemy, where X is the total ATK of your allies.").read


def test_a_labeled_attack_is_the_attack_op_by_your_identity():
    ability = labelled("<b>Hero Response</b> <i>(attack)</i>: After your hero makes a basic thwart, deal damage to an "
                       "enemy equal to your hero's THW.")
    assert ability.effect.keys() == ["attack you.modified_thw enemy"] and ability.effect.read
    assert scenario_ops(ability.effect, ability.trigger_fields()) == [
        {"attack": {"by": "you", "target": "HOLE: name the enemy chosen", "amount": "you.modified_thw"}}]
    ability = labelled("<b>Hero Response</b> <i>(attack)</i>: After a minion enters play, discard Made Up → deal 2 "
                       "damage to that minion.")
    assert ability.effect.keys() == ["pay: discard this", "attack 2 that-minion"]
    ability = labelled("<b>Hero Response</b> <i>(attack)</i>: After the villain attacks you, deal X damage to the "
                       "villain, where X is equal to your ATK.")
    assert ability.effect.keys() == ["where_x you.modified_atk: attack X villain"]


def test_a_labeled_thwart_is_the_thwart_op_by_your_identity():
    ability = labelled("<b>Response</b> <i>(thwart)</i>: After your hero defends against an enemy attack, remove "
                       "threat from a scheme equal to your hero's THW.")
    assert ability.effect.keys() == ["thwart you.modified_thw scheme"]
    assert scenario_ops(ability.effect, ability.trigger_fields()) == [
        {"thwart": {"by": "you", "scheme": "HOLE: name the scheme chosen", "amount": "you.modified_thw"}}]


@pytest.mark.parametrize("words", [
    # two damage ops: which one is the attack ("considered a single attack") is not read
    "<b>Hero Response</b> <i>(attack)</i>: After you play Made Up, deal 2 damage to an enemy and deal 1 damage to the "
    "villain.",
    # damage to you is not the attack of an enemy
    "<b>Hero Response</b> <i>(attack)</i>: After you play Made Up, take 2 damage.",
    # the damage inside a condition
    "<b>Hero Response</b> <i>(attack)</i>: After you play Made Up, if you are in hero form, deal 2 damage to an enemy.",
    # two labels, and a label the reader has no op for
    "<b>Hero Interrupt</b> <i>(attack/defense)</i>: When an enemy attacks you, deal 2 damage to that enemy.",
    "<b>Hero Interrupt</b> <i>(defense)</i>: When an enemy attacks you, deal 2 damage to that enemy.",
    # a thwart of each scheme is no single thwart of one scheme
    "<b>Hero Response</b> <i>(thwart)</i>: After you play Made Up, remove 1 threat from each scheme.",
])
def test_a_label_the_ops_cannot_place_stays_a_hole(words):
    effect = labelled(words).effect
    assert not effect.read and any("labeled" in hole.reason or "If" in hole.reason for hole in effect.holes)


def _scenario(do):
    return {"format": 1, "game": "marvel-champions", "title": "t", "players": ["lass"],
            "entities": {"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10, "thw": 1, "atk": 2},
                         "coat": {"type": "upgrade", "name": "Coat", "owner": "lass", "zone": "play"},
                         "rhino": {"type": "villain", "name": "Rhino", "hp": 14, "atk": 3},
                         "plan": {"type": "main-scheme", "name": "Plan", "threat": 5, "threat_limit": 10}},
            "abilities": {"coat": {"card": "coat", "timing": "modifier", "modifies": {"value": "thw", "who": "lass"},
                                   "by": {"add": 2}}},
            "start": {"by": "coat", "do": do}}


def test_the_read_attack_deals_the_hero_s_thw_as_modified():
    """Printed THW 1, +2 from Coat: the attack deals 3 (Modifiers), and is an attack (Attack (Player Action))."""
    ability = labelled("<b>Hero Response</b> <i>(attack)</i>: After your hero makes a basic thwart, deal damage to an "
                       "enemy equal to your hero's THW.")
    ops = yaml.safe_load(yaml.safe_dump(scenario_ops(ability.effect, {})).replace("HOLE: name the enemy chosen",
                                                                                  "rhino"))
    doc = _scenario(ops)
    doc["abilities"]["after-lass-attacks"] = {"card": "coat", "timing": "response", "on": {"event": "attacks",
                                                                                          "by": "lass"},
                                              "do": [{"say": "Lass attacked"}]}
    doc["expect"] = {"order": ["start", "after-lass-attacks"], "state": {"rhino.damage": 3}}
    result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
    assert result["expect"]["passed"] is True, result["expect"]


def test_a_stat_as_modified_is_read_only():
    doc = _scenario([{"say": "nothing"}])
    doc["entities"]["rhino"]["modified_atk"] = 4
    with pytest.raises(Exception, match="modified_atk"):
        api.load_scenario(yaml.safe_dump(doc))


def test_what_x_discarded_this_way_is_counted():
    """"Discard X cards from the top of the encounter deck, where X is Rhino's ATK. Take 1 indirect damage for each
    boost icon discarded this way.": Rhino's ATK 1 +1 (a lasting effect) discards the top 2 cards, 1 and 2 boost
    icons: 3 indirect damage, all on Lass (she controls no other character)."""
    effect = read_effect("Discard X cards from the top of the encounter deck, where X is Rhino's ATK. Take 1 indirect "
                         "damage for each boost icon discarded this way.")
    ops = yaml.safe_load(yaml.safe_dump(scenario_ops(effect, {})).replace(
        "HOLE: write the amount: the modified atk on the card it names", "rhino.modified_atk"))
    doc = _scenario([{"lasting": {"modifies": {"value": "atk", "who": "rhino"}, "by": {"add": 1}, "until": "round"}},
                     *ops])
    doc["entities"]["rhino"]["atk"] = 1
    for number, icons in enumerate((1, 2, 3), 1):
        doc["entities"][f"e{number}"] = {"type": "treachery", "name": f"E{number}", "zone": "encounter-deck",
                                         "position": number, "boost_icons": icons}
    doc["expect"] = {"state": {"lass.damage": 3, "e1.zone": "encounter-discard", "e2.zone": "encounter-discard",
                               "e3.zone": "encounter-deck"}}
    result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
    assert result["expect"]["passed"] is True, result["expect"]


def test_prevent_that_threat_is_read_in_an_interrupt_to_threat_placed_only():
    """Prevent: "When threat is prevented, reduce the amount of threat being assigned before it is placed on the
    scheme": the cost paid (the card discarded), 3 of the 5 threat is not placed."""
    ability = labelled("<b>Interrupt</b>: When any amount of threat would be placed on the main scheme, discard Made "
                       "Up → prevent 3 of that threat.")
    assert ability.effect.keys() == ["pay: discard this", "prevent 3"] and ability.effect.read
    doc = _scenario([{"place_threat": {"scheme": "plan", "amount": 5}}])
    doc["entities"]["gadget"] = {"type": "support", "name": "Made Up", "owner": "lass", "zone": "play"}
    doc["abilities"]["made-up"] = {"card": "gadget", "timing": ability.timing,
                                   "on": {"event": "threat_placed", "target": "plan"},
                                   "do": scenario_ops(ability.effect, ability.trigger_fields())}
    doc["expect"] = {"order": ["start", "made-up"], "state": {"plan.threat": 7, "gadget.zone": "discard"}}
    result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
    assert result["expect"]["passed"] is True, result["expect"]
    # threat is not damage, nor damage threat
    assert not labelled("<b>Interrupt</b>: When you would take any amount of damage, prevent 3 of that threat."
                        ).effect.read
    assert not labelled("<b>Interrupt</b>: When any amount of threat would be placed on the main scheme, prevent 3 of "
                        "that damage.").effect.read


def test_a_replacement_with_then_after_it_is_one_replacement():
    """Replacement Effect: "When X would happen, do A instead. Then, B": B needs A resolved ("Then"), so it is part of
    the replacement. Rhino's attack is replaced: Made Up is discarded, then Rhino is stunned; Lass takes no damage."""
    ability = labelled("<b>Forced Interrupt</b>: When attached enemy would attack, discard Made Up instead. Then, stun "
                       "that enemy.")
    assert ability.effect.keys() == ["replace: then: discard this => give_status stunned that-enemy"]
    ops = json.loads(json.dumps(scenario_ops(ability.effect, ability.trigger_fields())).replace(
        "HOLE: name that enemy (the trigger's)", "rhino"))
    doc = _scenario([{"activate": {"enemy": "rhino", "target": "lass", "boost": 0}}])
    doc["entities"]["made-up"] = {"type": "attachment", "name": "Made Up", "zone": "play", "attached_to": "rhino"}
    doc["abilities"]["made-up"] = {"card": "made-up", "timing": ability.timing,
                                   "on": {"event": "attacks", "by": "rhino"}, "do": ops}
    doc["expect"] = {"state": {"lass.damage": 0, "rhino.stunned": True, "made-up.zone": "encounter-discard"}}
    result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
    assert result["expect"]["passed"] is True, result["expect"]


def test_a_replacement_and_what_it_did_this_way():
    effect = read_effect("discard cards from the top of the encounter deck equal to Made Up's ATK instead. Take 1 "
                         "indirect damage for each boost icon ([boost]) discarded this way.", "Made Up", "this",
                         would=True)
    assert effect.keys() == ["replace: this_way: discard_encounter this.modified_atk => "
                             "deal_indirect_damage this_way.boost_icons you"] and effect.read
    assert effect.reminders == ["([boost])"]  # the icon the words name, printed again
    # Made Up (ATK 2) would attack Lass: instead the top 2 cards (1 and 2 boost icons) are discarded, 3 indirect damage
    doc = _scenario([{"activate": {"enemy": "made-up", "target": "lass", "boost": 0}}])
    doc["entities"]["made-up"] = {"type": "minion", "name": "Made Up", "zone": "play", "hp": 5, "atk": 2,
                                  "engaged": "lass"}
    for number, icons in enumerate((1, 2, 3), 1):
        doc["entities"][f"e{number}"] = {"type": "treachery", "name": f"E{number}", "zone": "encounter-deck",
                                         "position": number, "boost_icons": icons}
    doc["abilities"]["made-up"] = {"card": "made-up", "timing": "forced-would-interrupt",
                                   "on": {"event": "attacks", "by": "made-up"}, "do": scenario_ops(effect, {})}
    doc["expect"] = {"state": {"lass.damage": 3, "e2.zone": "encounter-discard", "e3.zone": "encounter-deck"}}
    result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
    assert result["expect"]["passed"] is True, result["expect"]


@pytest.mark.parametrize("words", [
    "discard Made Up instead. Stun that enemy.",  # a sentence not tied to the replacement: when it resolves is open
    "discard Made Up instead. Then, stun that enemy instead.",
    "discard Made Up → stun that enemy instead. Then, draw 1 card.",  # a cost
    "it schemes instead. Then, draw 1 card.",  # an activation changing its mode (or a new one?)
])
def test_a_replacement_with_more_to_it_stays_a_hole(words):
    assert not read_effect(words, "Made Up", "enemy", would=True).read


def test_that_card_after_a_card_discarded_is_not_read():
    """"that card" may be the trigger's or the one just discarded."""
    effect = read_effect("discard the top card of the encounter deck → deal 1 damage to the villain for each boost "
                         "icon ([boost]) on that card.", "Made Up", "enemy")
    assert not effect.read and any("that card" in hole.reason for hole in effect.holes)


def test_an_already_in_brackets_replaces_the_text_before_it():
    """Alteration Effect: "The “already” effect checks if this condition is met before the preceding ability attempts
    to resolve. If so, the “already” effect resolves instead.": already stunned, 2 damage; not, the stun and 1."""
    effect = read_effect("You are stunned. Take 1 damage (2 damage instead if you were already stunned).")
    assert effect.keys() == ["if you.stunned: deal_damage 2 you else: give_status stunned you; deal_damage 1 you"]
    # read only after a sentence that gives you the status (card_conditions.py); without it, a hole
    assert not read_effect("Deal 1 damage to your hero (2 instead if you are already stunned).").read
    ops = scenario_ops(effect, {})
    for stunned, damage in ((True, 2), (False, 1)):
        doc = _scenario(ops)
        doc["entities"]["lass"]["stunned"] = stunned
        doc["expect"] = {"state": {"lass.damage": damage, "lass.stunned": True}}
        result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
        assert result["expect"]["passed"] is True, (stunned, result["expect"])


@pytest.mark.parametrize("words", [
    "Take 1 damage (2 damage instead if you paid for this card using a [mental] resource).",  # no "already"
    "Take 1 damage (2 threat instead if you were already stunned).",  # another unit than the op's
    "Exhaust this card → take 1 damage (2 damage instead if you were already stunned).",  # a cost
    "Take 1 damage (2 damage instead if that enemy was already stunned).",  # another's status
])
def test_another_bracket_instead_stays_a_hole(words):
    assert not read_effect(words).read


def test_for_each_card_of_a_kind_in_play_counts_them_as_the_effect_resolves():
    assert keys("Place 2 additional threat here for each [[Goblin]] minion in play.") == (
        ['place_threat 2 * count(trait="goblin", type=minion, zone=play) this'], [])
    assert keys("take 1 indirect damage for each side scheme in play.") == (
        ["deal_indirect_damage count(type=side-scheme, zone=play) you"], [])
    for words in ("Place 1 threat here for each card in play.",  # every card: not read
                  "Place 1 threat here for each [[Goblin]] minion engaged with you.",
                  "Place 1 threat here for each [[Goblin]] or [[Elite]] minion in play.",
                  "Draw 1 card for each ally in play."):
        assert not read_effect(words).read, words
    # 3 for each [[Brute]] character in play: Rhino (a villain) and a Brute ally, not the Brute minion out of play
    effect = read_effect("Place 3 threat on the main scheme for each [[Brute]] character in play.")
    ops = json.loads(json.dumps(scenario_ops(effect, {})).replace("HOLE: name the main scheme", "plan"))
    doc = _scenario(ops)
    doc["entities"]["rhino"]["traits"] = ["Brute"]
    doc["entities"]["hulk"] = {"type": "ally", "name": "Hulk", "owner": "lass", "hp": 5, "traits": ["Brute", "Gamma"]}
    doc["entities"]["thug"] = {"type": "minion", "name": "Thug", "zone": "encounter-deck", "hp": 2, "traits": ["Brute"]}
    doc["entities"]["plan"]["threat_limit"] = 20
    doc["expect"] = {"state": {"plan.threat": 11}}
    result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
    assert result["expect"]["passed"] is True, result["expect"]


def test_an_equal_amount_is_that_much_of_the_trigger_s():
    (venom,) = read_abilities("<b>Response</b>: After Made Up takes any amount of damage from an attack, remove an "
                              "equal amount of threat from here.", "Made Up")
    assert venom.effect.keys() == ["remove_threat trigger.amount this"] and venom.effect.read
    (mojo,) = read_abilities("<b>Forced Interrupt</b>: When Made Up would take any amount of damage, remove an equal "
                             "amount of threat from here instead.", "Made Up")
    assert mojo.effect.keys() == ["replace: remove_threat trigger.amount this"]
    # the trigger is no damage or threat: how much is not read
    (other,) = read_abilities("<b>Response</b>: After Made Up enters play, place an equal amount of threat here.",
                              "Made Up")
    assert not other.effect.read
