"""The card reader's conditions (card_conditions.py) on made-up card words: damage here, a character with a trait in
play, your identity's trait, an activation with no boost card, and "(N instead if you were already STATUS)"; each
read as the rule says, or a hole; and the ops read run as the rule says."""
import yaml

from adjudicator import api
from adjudicator.timing.marvel_champions.card_effects import read_effect, scenario_ops

WEB_COUNT = " + ".join(f'count(trait="web-warrior", type={kind}, zone=play)' for kind in ("hero", "ally", "villain",
                                                                                          "minion")) + " > 0"


def keys(words, name="Made Up"):
    effect = read_effect(words, name)
    return effect.keys(), [hole.words for hole in effect.holes]


def test_conditions_on_damage_here_a_trait_in_play_and_your_identitys_trait():
    assert keys("If there are at least 3 damage here, discard this card.") == (["if this.damage >= 3: discard this"], [])
    assert keys("If there is 4 or more damage on this card, draw 1 card.") == (["if this.damage >= 4: draw 1 you"], [])
    # Character: "Identities (heroes and alter-egos), allies, villains, and minions are all characters"
    assert keys("If a [[Web-Warrior]] character is in play, take 2 damage.") == (
        [f"if {WEB_COUNT}: deal_damage 2 you"], [])
    assert keys("If your identity has the [[Made-Up]] trait, draw 1 card.") == (
        ['if "made-up" in you.traits: draw 1 you'], [])
    assert keys("If there are no [[Made-Up]] minions in play, this card gains surge.") == (
        ['if count(trait="made-up", type=minion, zone=play) == 0: gain_keyword surge this'], [])
    assert keys("If there are 3 or more treacheries in the encounter discard pile, take 1 damage.") == (
        ["if count(type=treachery, zone=encounter-discard) >= 3: deal_damage 1 you"], [])
    # not these words: a hole, never a guess
    assert keys("If there are no enemies in play, take 1 damage.")[0] == []  # several types: not read
    assert keys("If there are 3 or more treacheries in your discard pile, take 1 damage.")[0] == []
    assert keys("If a [[Web-Warrior]] ally is in play, take 2 damage.")[0] == []
    assert keys("If there is damage here, draw 1 card.")[0] == []
    # a card in play by its name (card_search.py): read, its condition a hole the scenario fills (the entity's name)
    assert keys("If Other Thing is in play, take 1 damage.")[0] == ["if named in play: deal_damage 1 you"]


def test_no_boost_card_for_the_activation_the_sentence_before_is():
    """Enemy Activations: "Each time the villain activates, give the villain one boost card from the encounter deck
    for that activation"; "do not give" it one is the activation's `boost: 0`."""
    assert keys("The villain attacks you. If you are in alter-ego form, do not give the villain a boost card for this "
                "activation.") == (['if you.form == "alter-ego": attack villain you boost:0 else: attack villain you'],
                                   [])
    assert keys("Other Thing schemes. Do not give him a boost card for this activation.") == (
        ["activate named you scheme boost:0"], [])
    effect = read_effect("The villain schemes. Do not give him a boost card for this activation.")
    assert scenario_ops(effect, {}) == [{"activate": {"enemy": "HOLE: name the villain", "target": "you",
                                                      "mode": "scheme", "boost": 0}}]
    # the villain is not the one activating, no activation before it, one more card, a condition not read: holes
    assert keys("This card attacks you. Do not give the villain a boost card for this activation.")[0] == [
        "attack this you"]
    assert keys("Draw 1 card. Do not give the villain a boost card for this activation.")[1] == [
        "Do not give the villain a boost card for this activation"]
    assert keys("The villain attacks you. Give the villain an additional boost card for this activation.")[1] != []
    assert keys("The villain attacks you. If you are stunned, do not give the villain a boost card for this "
                "activation.")[1] != []


def test_a_bracket_already_instead_changes_the_amount_when_the_status_was_already_there():
    """Alteration Effect: the "already" effect "checks if this condition is met before the preceding ability attempts
    to resolve. If so, the “already” effect resolves instead"."""
    assert keys("You are stunned. Take 1 damage (3 damage instead if you were already stunned).") == (
        ["if you.stunned: deal_damage 3 you else: give_status stunned you; deal_damage 1 you"], [])
    assert keys("You are confused. Place 1 threat on the main scheme (2 instead if you are already confused).") == (
        ["if you.confused: place_threat 2 main-scheme else: give_status confused you; place_threat 1 main-scheme"],
        [])
    # another status than the one given, no status given before, another unit: the bracket is a hole, never lost
    for words in ("You are stunned. Take 1 damage (3 damage instead if you were already confused).",
                  "Draw 1 card (2 instead if you were already stunned).",
                  "You are stunned. Take 1 damage (3 threat instead if you were already stunned)."):
        effect = read_effect(words, "Made Up")
        assert not effect.read and any("instead if" in hole.words for hole in effect.holes), words


def _run(ops, entities, expect):
    doc = {"format": 1, "game": "marvel-champions", "title": "conditions", "players": ["lass"],
           "entities": {"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10}} | entities,
           "start": {"by": "lass", "do": ops}, "expect": {"state": expect}}
    (outcome,) = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))["outcomes"]
    assert outcome["expect"] == {"passed": True, "failures": []}


RHINO = {"rhino": {"type": "villain", "name": "Rhino", "hp": 14, "atk": 2},
         "boosty": {"type": "treachery", "name": "Boosty", "zone": "encounter-deck", "position": 1, "boost_icons": 2}}


def test_the_activation_without_a_boost_card_runs_as_written():
    """In alter-ego form no boost card is dealt (2 damage, the card stays on the deck); in hero form one is (its 2
    icons added: 4 damage, the card discarded after it is applied, Attack (Enemy Activation) 3d)."""
    ops = yaml.safe_load(yaml.safe_dump(scenario_ops(read_effect(
        "The villain attacks you. If you are in alter-ego form, do not give the villain a boost card for this "
        "activation."), {})).replace("HOLE: name the villain", "rhino"))
    _run(ops, RHINO | {"lass": {"type": "hero", "name": "Lass", "form": "alter-ego", "hp": 10}},
         {"lass.damage": 2, "boosty.zone": "encounter-deck"})
    _run(ops, RHINO, {"lass.damage": 4, "boosty.zone": "encounter-discard"})


def test_a_trait_character_in_play_counts_only_in_play():
    """In Play and Out of Play: an ally in a hand is not in play; a minion is a character (Character)."""
    ops = scenario_ops(read_effect("If a [[Web-Warrior]] character is in play, take 2 damage."), {})
    pal = {"type": "ally", "name": "Pal", "owner": "lass", "hp": 2, "traits": ["Web-Warrior"]}
    _run(ops, {"pal": pal | {"zone": "hand"}}, {"lass.damage": 0})
    _run(ops, {"pal": pal}, {"lass.damage": 2})
    _run(ops, {"grunt": {"type": "minion", "name": "Grunt", "hp": 2, "traits": ["Web-Warrior"]}}, {"lass.damage": 2})


def test_the_bracket_already_runs_as_written():
    ops = scenario_ops(read_effect("You are stunned. Take 1 damage (3 damage instead if you were already stunned)."), {})
    _run(ops, {}, {"lass.damage": 1, "lass.stunned": True})
    _run(ops, {"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10, "stunned": True}},
         {"lass.damage": 3, "lass.stunned": True})


def test_the_bracket_is_never_lost():
    """With another "instead", a label or a part not read, the bracket's words are still shown in a hole."""
    effect = read_effect("You are stunned. Take 1 damage (2 damage instead if you were already stunned). Discard this "
                         "card instead.", "Made Up")
    assert not effect.read and any("(2 damage instead" in hole.words for hole in effect.holes)
    effect = read_effect("You are stunned. Take 1 damage (2 damage instead if you were already stunned).", "Made Up",
                         label="attack")
    assert not effect.read and any("(2 damage instead" in hole.words for hole in effect.holes)
    effect = read_effect("You are stunned. Take X damage (2 damage instead if you were already stunned).", "Made Up")
    assert not effect.read and any("(2 damage instead" in hole.words for hole in effect.holes)


def test_counts_in_play_and_in_the_encounter_discard_pile_run_as_written():
    """No minion with the trait in play: the card gains surge (one in the encounter discard pile is not in play); 2
    treacheries in the encounter discard pile are not 3 or more, 3 are."""
    ops = scenario_ops(read_effect("If there are no [[Made-Up]] minions in play, take 1 damage."), {})
    grunt = {"type": "minion", "name": "Grunt", "hp": 2, "traits": ["Made-Up"]}
    _run(ops, {"grunt": grunt | {"zone": "encounter-discard"}}, {"lass.damage": 1})
    _run(ops, {"grunt": grunt}, {"lass.damage": 0})
    ops = scenario_ops(read_effect("If there are 3 or more treacheries in the encounter discard pile, take 1 damage."),
                       {})
    pile = {f"trick-{n}": {"type": "treachery", "name": f"Trick {n}", "zone": "encounter-discard"} for n in (1, 2, 3)}
    _run(ops, {key: pile[key] for key in ("trick-1", "trick-2")}, {"lass.damage": 0})
    _run(ops, pile, {"lass.damage": 1})


def test_if_you_cannot_after_a_whole_or_nothing_op_is_otherwise():
    """“Otherwise”: "Effects beginning with “otherwise” resolve only if the preceding effect could not be resolved" —
    read for "If you cannot, B" after one exhaust, ready, discard or status card given."""
    assert keys("Exhaust your identity. If you cannot, take 2 damage.") == (
        ["otherwise: exhaust you | deal_damage 2 you"], [])
    assert keys("Discard an upgrade you control. If you cannot, this card gains surge.") == (
        ["otherwise: discard upgrade | gain_keyword surge this"], [])
    # damage may be partly dealt, two ops, a cost, a part not read: a hole
    for words in ("Take 1 damage. If you cannot, draw 1 card.",
                  "Discard an upgrade you control and take 1 damage. If you cannot, draw 1 card.",
                  "Exhaust this card → ready your identity. If you cannot, draw 1 card.",
                  "Exhaust your identity. If you cannot, draw X cards."):
        assert not read_effect(words, "Made Up").read, words


def test_if_you_cannot_runs_as_written():
    """Exhausting an exhausted identity, or giving a tough status card to a character that has one, cannot be
    resolved: then B resolves; else A does and B does not."""
    ops = scenario_ops(read_effect("Exhaust your identity. If you cannot, take 2 damage."), {})
    _run(ops, {}, {"lass.exhausted": True, "lass.damage": 0})
    _run(ops, {"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10, "exhausted": True}},
         {"lass.exhausted": True, "lass.damage": 2})
    ops = yaml.safe_load(yaml.safe_dump(scenario_ops(read_effect(
        "Give the villain a tough status card. If you cannot, take 1 damage."), {})).replace(
        "HOLE: name the villain", "rhino"))
    _run(ops, RHINO, {"rhino.tough": True, "lass.damage": 0})
    _run(ops, RHINO | {"rhino": RHINO["rhino"] | {"tough": True}}, {"rhino.tough": True, "lass.damage": 1})


def test_then_if_after_any_op_is_the_then_op():
    """Then: "If the pre-'then' text of an effect does not fully resolve, the post-'then' text does not attempt to
    resolve"."""
    assert keys("Take 1 damage. Then, if there are at least 2 damage here, discard this card.") == (
        ["then: deal_damage 1 you => if this.damage >= 2: discard this"], [])
    # nothing read before it: a hole, whole
    assert keys("Put it here. Then, if there is at least 6 damage here, discard this card.")[0] == []
    ops = scenario_ops(read_effect("Exhaust your identity. Then, if you are in hero form, take 2 damage."), {})
    assert ops == [{"then": {"do": [{"exhaust": {"card": "you"}}], "then": [
        {"if": {"cond": 'you.form == "hero"', "then": [{"deal_damage": {"to": "you", "amount": 2}}]}}]}}]
    _run(ops, {}, {"lass.exhausted": True, "lass.damage": 2})
    # exhausting an exhausted identity does not fully resolve: the text after "then" does not resolve
    _run(ops, {"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10, "exhausted": True}},
         {"lass.exhausted": True, "lass.damage": 0})


def test_a_number_discarded_this_way_and_a_kind_in_the_singular():
    assert keys("Discard the top card of the encounter deck. If 2 or more boost icons were discarded this way, take 1 "
                "damage.") == (["this_way: discard_encounter 1 => if this_way.boost_icons >= 2: deal_damage 1 you"], [])
    assert keys("Discard the top card of the encounter deck. If 1 or fewer boost icons were discarded this way, draw 1 "
                "card.") == (["this_way: discard_encounter 1 => if this_way.boost_icons <= 1: draw 1 you"], [])
    assert keys("Exhaust each ally you control. If no ally was exhausted this way, this card gains surge.") == (
        ["this_way: exhaust each-ally-you-control => if this_way.cards == 0: gain_keyword surge this"], [])
    # another kind than the one exhausted, "exactly N": holes
    assert keys("Exhaust each ally you control. If no minion was exhausted this way, this card gains surge.")[0] == [
        "exhaust each-ally-you-control"]
    assert keys("Discard the top card of the encounter deck. If 2 boost icons were discarded this way, take 1 "
                "damage.")[0] == ["discard_encounter 1"]


def test_a_number_discarded_this_way_runs_as_written():
    """Two boost icons on the card discarded: 2 or more, 1 damage; one icon: none."""
    ops = scenario_ops(read_effect("Discard the top card of the encounter deck. If 2 or more boost icons were "
                                   "discarded this way, take 1 damage."), {})
    top = {"type": "treachery", "name": "Top", "zone": "encounter-deck", "position": 1}
    _run(ops, {"top": top | {"boost_icons": 2}}, {"lass.damage": 1, "top.zone": "encounter-discard"})
    _run(ops, {"top": top | {"boost_icons": 1}}, {"lass.damage": 0, "top.zone": "encounter-discard"})
