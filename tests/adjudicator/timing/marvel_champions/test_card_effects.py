"""The effect reader on made-up card words: each piece one plain op about a known role, or a hole with its words."""
from adjudicator.timing.marvel_champions.card_abilities import read_abilities
from adjudicator.timing.marvel_champions.card_effects import read_effect, scenario_ops


def keys(words, name="Made Up", subject=None):
    effect = read_effect(words, name, subject)
    return effect.keys(), [hole.words for hole in effect.holes]


def test_plain_ops_are_read_with_their_amounts_and_roles():
    assert keys("place 2 threat on the main scheme.") == (["place_threat 2 main-scheme"], [])
    assert keys("Place 1 [per_hero] threat here.") == (["place_threat 1*players this"], [])
    assert keys("remove 3 threat from a scheme.") == (["remove_threat 3 scheme"], [])
    assert keys("deal 2 damage to the villain.") == (["deal_damage 2 villain"], [])
    assert keys("Take 1 damage.") == (["deal_damage 1 you"], [])
    assert keys("heal 1 damage from your hero.") == (["heal 1 you"], [])
    assert keys("draw 1 card.") == (["draw 1 you"], [])
    assert keys("You are stunned.") == (["give_status stunned you"], [])
    assert keys("confuse the villain.") == (["give_status confused villain"], [])
    assert keys("This card gains surge.") == (["gain_keyword surge this"], [])
    assert keys("discard Made Up.") == (["discard this"], [])
    assert keys("remove this card from the game.") == (["move this removed"], [])
    assert keys("Deal 1 damage to each character you control.") == (["deal_damage 1 each-character-you-control"], [])


def test_a_cost_before_the_arrow_is_paid_then_the_rest_resolves():
    assert keys("exhaust Made Up and take 1 damage → draw 1 card.") == (
        ["pay: exhaust this", "pay: deal_damage 1 you", "draw 1 you"], [])
    effect = read_effect("exhaust this card → draw 1 card.")
    assert scenario_ops(effect, {}) == [{"cost": {"pay": [{"exhaust": {"card": "this"}}],
                                                  "then": [{"draw": {"who": "you", "count": 1}}]}}]


def test_what_is_not_one_plain_op_is_a_hole_never_a_guess():
    assert keys("If you are stunned, take 2 damage.") == ([], ["If you are stunned, take 2 damage"])  # whole
    assert keys("remove 2 threat from the main scheme instead.")[0] == []  # a replacement
    assert keys("deal X indirect damage to each player.")[0] == []  # X: an amount the card computes
    assert keys("discard the top card of their deck.")[0] == []  # whose deck "their" is: not read
    assert keys("remove 2 doom counters from here.")[0] == []  # from fewer than 2: the rules do not say
    assert keys("place 1 threat on each character you control.")[0] == []  # threat goes on schemes
    assert keys("deal 1 damage to the main scheme.")[0] == []  # damage goes to characters
    # one piece read, one not: shown side by side, and the effect is not read
    effect = read_effect("draw 1 card. Choose a minion.")
    assert (effect.keys(), effect.read) == (["draw 1 you"], False)


def test_reminder_text_is_set_aside_and_plain_brackets_are_a_hole():
    effect = read_effect("place 1 threat here. <i>(This is a reminder.)</i>")
    assert (effect.keys(), effect.read, effect.reminders) == (["place_threat 1 this"], True, ["(This is a reminder.)"])
    assert keys("draw 1 card. (Limit once per round.)")[1] == ["(Limit once per round.)"]


def test_a_pronoun_is_the_clauses_subject_and_that_kind_is_the_triggers():
    (porch,) = read_abilities("<b>Forced Response</b>: After Porch Glow enters play, deal 1 damage to it.",
                              "Porch Glow")
    assert porch.effect.keys() == ["deal_damage 1 this"]
    (stun,) = read_abilities("<b>Response</b>: After a minion attacks you, stun that minion.", "Made Up")
    assert stun.effect.keys() == ["give_status stunned that-minion"]
    assert scenario_ops(stun.effect, stun.trigger_fields()) == [
        {"give_status": {"target": "trigger.by", "status": "stunned"}}]
    (unknown,) = read_abilities("<b>Response</b>: After you change form, heal 1 damage from him.", "Made Up")
    assert unknown.effect.keys() == [] and unknown.effect.holes[0].words == "heal 1 damage from him"


def test_a_labeled_thwart_is_the_thwart_op_and_a_label_the_reader_cannot_place_is_flagged():
    (thwart,) = read_abilities("<b>Response</b> <i>(thwart)</i>: After you play Made Up, remove 1 threat from a "
                               "scheme.", "Made Up")
    assert thwart.effect.keys() == ["thwart 1 scheme"] and thwart.effect.read  # card_amounts.py
    (defense,) = read_abilities("<b>Hero Interrupt</b> <i>(defense)</i>: When an enemy attacks you, remove 1 threat "
                                "from a scheme.", "Made Up")
    assert defense.effect.keys() == ["remove_threat 1 scheme"] and not defense.effect.read


def test_an_entity_only_the_scenario_can_name_is_a_hole_in_its_field():
    effect = read_effect("deal 2 damage to the villain and place 1 [per_hero] threat here.")
    assert scenario_ops(effect, {}) == [
        {"deal_damage": {"to": "HOLE: name the villain", "amount": 2}},
        {"place_threat": {"scheme": "this", "amount": "HOLE: 1 per player: write 1 × the number of players"}}]


def test_this_character_may_be_one_the_effect_chose_and_is_not_read_as_the_card():
    assert keys("exhaust an ally you control and deal 2 damage to this character.")[0] == ["exhaust ally"]
    assert not read_effect("exhaust an ally you control and deal 2 damage to this character.").read
    assert keys("deal 1 damage to this minion.") == (["deal_damage 1 this"], [])


def test_every_op_the_reader_writes_is_one_the_scenario_format_accepts():
    """Each op shape scenario_op writes, with its roles named, passes validation (no op the model lacks)."""
    import yaml

    from adjudicator import api

    words = ("place 1 threat on the main scheme. remove 1 threat from this scheme. deal 1 damage to the villain. "
             "heal 1 damage from your hero. draw 2 cards. you are stunned. give the villain a tough status card. "
             "discard this card. exhaust this card. ready your hero. remove this card from the game. "
             "This card gains surge. The villain attacks you.")
    effect = read_effect(words)
    assert effect.read and len(effect.ops) == 13
    named = {"HOLE: name the main scheme": "plan", "HOLE: name the villain": "rhino"}
    ops = yaml.safe_load(yaml.safe_dump(scenario_ops(effect, {})).replace("'HOLE: name the main scheme'", "plan")
                         .replace("'HOLE: name the villain'", "rhino"))
    assert not any(value in str(ops) for value in named)
    costly = scenario_ops(read_effect("exhaust this card → draw 1 card."), {})
    doc = {"format": 1, "game": "marvel-champions", "title": "t", "players": ["lass"],
           "entities": {"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10},
                        "rhino": {"type": "villain", "name": "Rhino", "hp": 14, "atk": 2},
                        "plan": {"type": "main-scheme", "name": "Plan", "threat": 0, "threat_limit": 10},
                        "gadget": {"type": "support", "name": "Gadget", "owner": "lass"}},
           "abilities": {"read": {"card": "gadget", "timing": "response", "on": {"event": "thwarts", "by": "you"},
                                  "do": ops},
                         "costly": {"card": "gadget", "timing": "response", "on": {"event": "thwarts", "by": "you"},
                                    "do": costly}},
           "start": {"do": [{"say": "nothing"}]}}
    api.load_scenario(yaml.safe_dump(doc))


def test_counters_placed_and_removed_are_a_number_on_the_card():
    """Rules Reference, All-Purpose Counter: "Card abilities can create and define a number of different counter
    types … If a counter is called for, an all-purpose counter is used to track its presence in the game"."""
    assert keys("place 1 doom counter here.") == (["add_counter 1 doom this"], [])
    assert keys("Place 2 spark counters on Made Up.") == (["add_counter 2 spark this"], [])
    assert keys("remove 1 doom counter from here.") == (["remove_counter 1 doom this"], [])
    assert keys("place 1 threat counter here.")[0] == []  # threat is not a counter of a kind
    assert scenario_ops(read_effect("place 2 doom counters here."), {}) == [
        {"set": {"target": "this", "prop": "doom", "value": "this.doom + 2"}}]
    # removing 1 when there is none removes nothing
    assert scenario_ops(read_effect("remove 1 doom counter from here."), {}) == [
        {"if": {"cond": "this.doom >= 1", "then": [{"set": {"target": "this", "prop": "doom", "value": "this.doom - 1"}}]}}]
    # another card's counters: that card is the scenario's to name, in the target and in the number
    (named,) = scenario_ops(read_effect("place 1 doom counter on Other Thing."), {})
    assert named["set"]["target"].startswith("HOLE:") and named["set"]["value"].startswith("HOLE:")


def test_a_counter_as_the_cost_is_paid_only_when_there_is_one():
    """Rules Reference, Ability: "pay any costs to the left of that ->" — a cost is paid in full or the effect
    does not resolve: with no counter to remove, nothing after the arrow happens."""
    effect = read_effect("remove 1 doom counter from Made Up → draw 1 card.", "Made Up")
    assert (effect.keys(), effect.read) == (["pay: remove_counter 1 doom this", "draw 1 you"], True)
    assert scenario_ops(effect, {}) == [{"if": {"cond": "this.doom >= 1", "then": [
        {"set": {"target": "this", "prop": "doom", "value": "this.doom - 1"}}, {"draw": {"who": "you", "count": 1}}]}}]
    mixed = read_effect("remove 1 doom counter from here and exhaust this card → draw 1 card.")
    assert not mixed.read  # a counter with another cost: not read


def test_a_condition_on_counters_threat_here_or_your_form_is_an_if():
    assert keys("place 1 doom counter here. Then, if there are at least 3 doom counters here, discard this card.") == (
        ["add_counter 1 doom this", "if this.doom >= 3: discard this"], [])
    assert keys("If there is 5 or more threat here, you are stunned.") == (
        ["if this.threat >= 5: give_status stunned you"], [])
    assert keys("If you are in alter-ego form, draw 1 card.") == (['if you.form == "alter-ego": draw 1 you'], [])
    assert scenario_ops(read_effect("If you are in hero form, draw 1 card."), {}) == [
        {"if": {"cond": 'you.form == "hero"', "then": [{"draw": {"who": "you", "count": 1}}]}}]
    # "Then": after what always fully resolves (a counter placed) the plain `if`; else the text before it may not
    # have: the `then` op (card_conditions' sitting, test_card_conditions.py)
    assert keys("place 1 threat here. Then, if there is 10 or more threat here, discard this card.")[0] == [
        "then: place_threat 1 this => if this.threat >= 10: discard this"]
    # exactly 3 (no "at least"), a condition the reader does not know: holes, whole; with "Otherwise" after it, the
    # `otherwise` op (“Otherwise”: when the `if` could not resolve at all)
    assert keys("If there are 3 doom counters here, discard this card.")[0] == []
    assert keys("If you are in hero form, draw 1 card. Otherwise, take 1 damage.")[0] == [
        'otherwise: if you.form == "hero": draw 1 you | deal_damage 1 you']
    assert keys("If you control an ally, draw 1 card.")[0] == []


def test_a_pronoun_after_another_card_in_its_sentence_is_not_read():
    """"exhaust that ally and heal 1 damage from it": "it" may be the ally, not the clause's subject."""
    effect = read_effect("exhaust that ally and heal 1 damage from it.", "Made Up", "this")
    assert effect.keys() == ["exhaust that-ally"] and not effect.read
    assert keys("deal 1 damage to it.", subject="this") == (["deal_damage 1 this"], [])


def test_counters_and_conditions_resolve_as_written():
    """A made-up card places a doom counter each time the villain schemes and, at 2 or more, is discarded: the
    first scheme leaves 1 counter (2 needed), the second 2 and the card discarded."""
    from adjudicator import api
    ops = scenario_ops(read_effect("place 1 doom counter here. Then, if there are at least 2 doom counters here, "
                                   "discard this card."), {})
    import yaml
    doc = {"format": 1, "game": "marvel-champions", "title": "doom", "players": ["lass"],
           "entities": {"lass": {"type": "hero", "name": "Lass", "form": "alter-ego", "hp": 10},
                        "rhino": {"type": "villain", "name": "Rhino", "hp": 14, "sch": 1, "atk": 2},
                        "plan": {"type": "main-scheme", "name": "Plan", "threat": 0, "threat_limit": 10},
                        "doom-clock": {"type": "side-scheme", "name": "Doom Clock", "threat": 3}},
           "abilities": {"doom": {"card": "doom-clock", "timing": "forced-response",
                                  "on": {"event": "schemes", "by": "rhino"}, "do": ops}},
           "start": {"do": [{"activate": {"enemy": "rhino", "target": "lass", "mode": "scheme", "boost": 0}},
                            {"activate": {"enemy": "rhino", "target": "lass", "mode": "scheme", "boost": 0}}]},
           "expect": {"order": ["start", "doom", "doom#2"],
                      "state": {"doom-clock.doom": 2, "doom-clock.zone": "encounter-discard", "plan.threat": 2}}}
    result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
    assert result["expect"]["passed"] is True, result["expect"]


def test_already_is_the_alternate_effect_checked_before_the_one_it_follows():
    """Rules Reference, Alteration Effect: "The “already” effect checks if this condition is met before the preceding
    ability attempts to resolve. If so, the “already” effect resolves instead" — with or without the word
    "instead" (its example, I'm Tough, has none)."""
    assert keys("You are stunned. If you were already stunned, take 2 damage instead.") == (
        ["if you.stunned: deal_damage 2 you else: give_status stunned you"], [])
    assert keys("Give Made Up a tough status card. If Made Up already has a tough status card, this card gains "
                "surge.") == (["if this.tough: gain_keyword surge this else: give_status tough this"], [])
    assert keys("Exhaust your identity. If you are already exhausted, take 1 damage.") == (
        ["if you.exhausted: deal_damage 1 you else: exhaust you"], [])
    (alternate,) = scenario_ops(read_effect("You are confused. If you are already confused, take 1 damage."), {})
    assert alternate == {"if": {"cond": "you.confused != false and you.confused != 0",
                                "then": [{"deal_damage": {"to": "you", "amount": 1}}],
                                "else": [{"give_status": {"target": "you", "status": "confused"}}]}}
    # what the "already" follows is one sentence read whole, or the whole is not read
    assert not read_effect("Take 2 damage. You are confused. If you are already confused, draw 1 card.").read
    assert not read_effect("Choose a minion. If you are already stunned, take 1 damage.").read
    # a pronoun's card is not read ("stun that character. If it is already stunned" — which card?)
    assert not read_effect("Stun that character. If it is already stunned, deal 2 damage to it.", "Made Up").read
    # the amount's "instead" in brackets is read by card_conditions (test_card_conditions.py)
    assert read_effect("You are stunned. Take 1 damage (2 damage instead if you were already stunned).").keys() == [
        "if you.stunned: deal_damage 2 you else: give_status stunned you; deal_damage 1 you"]


def test_all_but_n_threat_is_removed_down_to_n():
    effect = read_effect("Remove all but 3 threat from this scheme.")
    assert effect.keys() == ["remove_threat all-but-3 this"] and effect.read
    assert scenario_ops(effect, {}) == [{"remove_threat": {"scheme": "this", "amount": "max(this.threat - 3, 0)"}}]


def test_a_choice_of_options_is_the_choose_op_each_option_read_whole():
    """Rules Reference, Choose (Option): "Some abilities instruct a player to choose between multiple options"."""
    (bullets,) = read_abilities("<b>Forced Interrupt</b>: When Made Up attacks you, choose:\n• Stun a character you "
                                "control.\n• Made Up gets +2 ATK for this attack.", "Made Up")
    assert bullets.effect.keys() == ["choose: give_status stunned character | lasting atk +2 this attack"]
    assert bullets.effect.read
    assert scenario_ops(bullets.effect, bullets.trigger_fields()) == [{"choose": {
        "label": "choose", "pick": "explore", "options": {
            "option-1": [{"give_status": {"target": "HOLE: name the character chosen", "status": "stunned"}}],
            "option-2": [{"lasting": {"modifies": {"value": "atk", "who": "this"}, "by": {"add": 2},
                                      "until": "attack"}}]}}}]
    assert keys("choose to either take 2 damage or place 1 threat on the main scheme.") == (
        ["choose: deal_damage 2 you | place_threat 1 main-scheme"], [])
    assert keys("Choose: Either place 3 threat on Made Up, or this card gains surge.") == (
        ["choose: place_threat 3 this | gain_keyword surge this"], [])
    # an option not read makes the whole choice a hole
    (spend,) = read_abilities("<b>Forced Interrupt</b>: When Made Up attacks you, choose:\n• Spend a [mental] "
                              "resource.\n• Made Up gets +2 ATK for this attack.", "Made Up")
    assert spend.effect.keys() == [] and not spend.effect.read
    # a list that is not a choice stays a hole, bullets and all
    (forms,) = read_abilities("<b>Response</b>: After Made Up enters play, if you are in:\n• Solid form, draw 1 "
                              "card.\n• Liquid form, take 1 damage.", "Made Up")
    assert forms.effect.keys() == [] and not forms.effect.read
    assert not read_effect("Each player must choose to either take 2 damage or place 2 threat here.").read


def test_a_bonus_for_this_attack_is_a_lasting_modifier_until_the_attack_ends():
    (bonus,) = read_abilities("<b>Hero Interrupt</b>: When you make a basic attack, you get +5 ATK for that attack. "
                              "That attack gains overkill and piercing.", "Made Up")
    assert bonus.effect.keys() == ["lasting atk +5 you attack", "gain_keyword overkill you attack",
                                   "gain_keyword piercing you attack"]
    assert scenario_ops(bonus.effect, bonus.trigger_fields())[1:] == [
        {"gain_keyword": {"card": "you", "keyword": "overkill", "until": "attack"}},
        {"gain_keyword": {"card": "you", "keyword": "piercing", "until": "attack"}}]
    # "this attack" when the trigger is no attack: which attack is not read
    (other,) = read_abilities("<b>Response</b>: After you play Made Up, you get +2 ATK for this attack.", "Made Up")
    assert not other.effect.read
    assert not read_effect("The villain gets +2 SCH for this activation.").read


def test_an_amount_equal_to_a_number_on_a_card_and_cancelling_its_effects():
    (revealed,) = read_abilities('<b>Hero Interrupt</b>: When a card is revealed from the encounter deck, deal damage '
                                 'to the villain equal to 1 more than the boost icons <i>([boost])</i> on that card. '
                                 'Cancel that card\'s "<b>When Revealed</b>" effects.', "Made Up")
    assert revealed.effect.keys() == ["deal_damage that-card.boost_icons+1 villain", "cancel_effects that-card"]
    assert revealed.effect.read
    assert scenario_ops(revealed.effect, revealed.trigger_fields()) == [
        {"deal_damage": {"to": "HOLE: name the villain", "amount": "trigger.card.boost_icons + 1"}},
        {"cancel": {"effects": "trigger.card"}}]
    assert keys("place threat here equal to the number of doom counters on Made Up.") == (
        ["place_threat this.doom this"], [])
    # a stat is the stat as modified now (Modifiers; card_amounts.py)
    assert keys("deal damage to an enemy equal to your hero's THW.") == (["deal_damage you.modified_thw enemy"], [])


def _resolve(entities, abilities, start, expect):
    import yaml

    from adjudicator import api
    doc = {"format": 1, "game": "marvel-champions", "title": "t", "players": ["lass"], "entities": entities,
           "abilities": abilities, "start": {"do": start}, "expect": expect}
    result = api.adjudicate_text(yaml.safe_dump(doc, sort_keys=False))
    assert result["expect"]["passed"] is True, result["expect"]


def test_already_and_all_but_n_resolve_as_the_rules_say():
    """Already stunned: the 2 damage instead of the stun (Alteration Effect); not stunned: the stun and no damage.
    Either way "all but 1 threat" leaves 1 of the 4 on the scheme."""
    ops = scenario_ops(read_effect("You are stunned. If you were already stunned, take 2 damage instead. "
                                   "Remove all but 1 threat from this scheme."), {})
    for stunned, state in ((True, {"lass.damage": 2, "lass.stunned": True, "plot.threat": 1}),
                           (False, {"lass.damage": 0, "lass.stunned": True, "plot.threat": 1})):
        _resolve({"lass": {"type": "hero", "name": "Lass", "form": "alter-ego", "hp": 10, "stunned": stunned},
                  "rhino": {"type": "villain", "name": "Rhino", "hp": 14, "sch": 1, "atk": 2},
                  "plan": {"type": "main-scheme", "name": "Plan", "threat": 0, "threat_limit": 10},
                  "plot": {"type": "side-scheme", "name": "Plot", "threat": 4}},
                 {"plot-response": {"card": "plot", "timing": "forced-response",
                                    "on": {"event": "schemes", "by": "rhino"}, "do": ops}},
                 [{"activate": {"enemy": "rhino", "target": "lass", "mode": "scheme", "boost": 0}}],
                 {"order": ["start", "plot-response"], "state": state})


def test_a_bonus_for_this_attack_resolves_for_that_attack():
    """+2 ATK and piercing for this attack: Rhino's 2 ATK hits for 4, and piercing discards the tough card that
    would have prevented it (Piercing)."""
    (bonus,) = read_abilities("<b>Forced Interrupt</b>: When Rhino attacks you, Rhino gets +2 ATK for this attack. "
                              "This attack gains piercing.", "Rhino")
    assert bonus.effect.read
    _resolve({"lass": {"type": "hero", "name": "Lass", "form": "alter-ego", "hp": 10, "tough": True},
              "rhino": {"type": "villain", "name": "Rhino", "hp": 14, "sch": 1, "atk": 2}},
             {"rhino-bonus": {"card": "rhino", "timing": "forced-interrupt", "on": {"event": "attacks", "by": "this"},
                              "do": scenario_ops(bonus.effect, bonus.trigger_fields())}},
             [{"attack": {"by": "rhino", "target": "lass", "boost": 0}}],
             {"order": ["start", "rhino-bonus"], "state": {"lass.damage": 4, "lass.tough": False}})


def test_a_choice_read_passes_validation():
    from adjudicator import api
    import yaml
    ops = scenario_ops(read_effect("Choose to either take 1 damage or draw 1 card."), {})
    assert [next(iter(op)) for op in ops] == ["choose"]
    doc = {"format": 1, "game": "marvel-champions", "title": "t", "players": ["lass"],
           "entities": {"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10},
                        "gadget": {"type": "support", "name": "Gadget", "owner": "lass"}},
           "abilities": {"read": {"card": "gadget", "timing": "response", "on": {"event": "thwarts", "by": "you"},
                                  "do": ops}},
           "start": {"do": [{"say": "nothing"}]}}
    api.load_scenario(yaml.safe_dump(doc))


def test_that_damage_prevented_is_the_prevent_op_in_an_interrupt_to_it():
    """"prevent 1 of that damage" in an interrupt to damage being taken: the `prevent` op (its target the
    trigger's); with no damage in the trigger, which damage is not read."""
    (shield,) = read_abilities("<b>Interrupt</b>: When your hero would take any amount of damage, exhaust Made Up → "
                               "prevent 1 of that damage.", "Made Up")
    assert shield.effect.keys() == ["pay: exhaust this", "prevent 1"] and shield.effect.read
    assert scenario_ops(shield.effect, shield.trigger_fields()) == [
        {"cost": {"pay": [{"exhaust": {"card": "this"}}], "then": [{"prevent": 1}]}}]
    (wall,) = read_abilities("<b>Interrupt</b>: When your hero would take any amount of damage, discard Made Up → "
                             "prevent all of that damage.", "Made Up")
    assert scenario_ops(wall.effect, wall.trigger_fields())[0]["cost"]["then"] == [{"prevent": "all"}]
    assert not read_effect("prevent 1 of that damage.").read
    (threat,) = read_abilities("<b>Interrupt</b>: When any amount of threat would be placed on the main scheme, "
                               "discard Made Up → prevent 3 of that threat.", "Made Up")
    assert threat.effect.keys() == ["pay: discard this", "prevent 3"]  # threat prevented too (test_card_amounts.py)


def test_that_damage_prevented_resolves_as_the_rules_say():
    """3 damage to Lass; her interrupt exhausts the gadget and prevents 1 of it: she takes 2."""
    (shield,) = read_abilities("<b>Interrupt</b>: When your hero would take any amount of damage, exhaust Made Up → "
                               "prevent 1 of that damage.", "Made Up")
    _resolve({"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10},
              "gadget": {"type": "support", "name": "Made Up", "owner": "lass"}},
             {"shield": {"card": "gadget", "timing": "interrupt", "on": {"event": "damage_taken", "target": "you"},
                         "do": scenario_ops(shield.effect, shield.trigger_fields())}},
             [{"deal_damage": {"to": "lass", "amount": 3}}],
             {"order": ["start", "shield"], "state": {"lass.damage": 2, "gadget.exhausted": True}})


def test_a_trigger_with_several_labels_is_flagged_as_one_with_one():
    (labeled,) = read_abilities("<b>Hero Interrupt</b> <i>(attack/defense/thwart)</i>: When you would take any amount "
                                "of damage, deal 4 damage to an enemy.", "Made Up")
    assert labeled.effect.keys() == ["deal_damage 4 enemy"] and not labeled.effect.read
    assert labeled.effect.holes[0].words == "(attack/defense/thwart)"


def test_a_card_named_with_the_or_as_a_leader_is_another_card_by_its_name():
    """"The Challengers", "the Criminal Underworld side scheme", "your Iron Man leader" name a card the scenario
    names; "the enemy leader" is a role of its own; "the villain", "the attacking enemy" stay what they were."""
    assert keys("place 1 ratings counter on The Challengers.") == (["add_counter 1 ratings named"], [])
    assert keys("place 1 threat on the Criminal Underworld side scheme.") == (["place_threat 1 named"], [])
    assert keys("give your Iron Man leader a tough status card.") == (["give_status tough named"], [])
    assert keys("The enemy leader attacks you.") == (["attack enemy-leader you"], [])
    assert scenario_ops(read_effect("The enemy leader attacks you."), {}) == [
        {"attack": {"by": "HOLE: name the enemy leader", "target": "you"}}]
    assert keys("deal 1 damage to the villain.") == (["deal_damage 1 villain"], [])
    assert keys("deal 1 damage to the attacking enemy.")[0] == []
    assert keys("give your leader a tough status card.")[0] == []
    assert keys("deal 1 damage to The villain whose side scheme has the least threat.")[0] == []


def test_a_role_narrowed_by_a_trait_keeps_the_trait_in_lower_case():
    # Traits: "some card abilities reference cards that possess or lack specific traits" (made-up words)
    assert keys("ready an [[X-MEN]] character.") == (["ready character[x-men]"], [])
    assert keys("exhaust Made Up → ready a [[Glow]] ally.") == (["pay: exhaust this", "ready ally[glow]"], [])
    assert keys("Discard each other [[Setting]] environment in play.") == (["discard each-other-environment[setting]"], [])
    assert keys("discard each other [[Lamp]] upgrade you control and ready Made Up.") == (
        ["discard each-other-upgrade-you-control[lamp]", "ready this"], [])
    assert keys("Place 1 glow counter on each [[Lamp]] card in play.") == (["add_counter 1 glow each-card[lamp]"], [])
    assert keys("place 1 glow counter on the [[Lamp]] card in your play area.") == (
        ["add_counter 1 glow card-in-your-play-area[lamp]"], [])
    assert keys("deal 1 damage to each [[S.H.I.E.L.D.]] minion.") == (["deal_damage 1 each-minion[s.h.i.e.l.d.]"], [])


def test_a_trait_the_reader_cannot_place_is_a_hole():
    assert keys("deal 1 damage to a non-[[ELITE]] minion.")[0] == []  # lacking a trait: not read
    assert keys("deal 1 damage to [[Lamp]].")[0] == []  # a trait alone is no role
    assert keys("deal 1 damage to this [[Lamp]] minion.")[0] == []
    assert keys("deal 1 damage to an [[Lamp]] [[Glow]] minion.")[0] == []  # two traits: not read


def test_a_trait_role_is_a_hole_the_scenario_fills_saying_the_trait():
    assert scenario_ops(read_effect("ready an [[X-MEN]] character."), {}) == [
        {"ready": {"card": "HOLE: name the character chosen, one with the trait x-men"}}]
    assert scenario_ops(read_effect("discard each other [[Setting]] environment in play."), {}) == [
        {"discard": {"card": "HOLE: list each other environment with the trait setting (a list of entities)"}}]


def test_a_trait_condition_is_an_if_over_traits():
    effect = read_effect("If you have the [[Hunted]] trait, take 1 damage.")
    assert effect.keys() == ['if "hunted" in you.traits: deal_damage 1 you']
    assert scenario_ops(effect, {}) == [{"if": {"cond": '"hunted" in you.traits',
                                                "then": [{"deal_damage": {"to": "you", "amount": 1}}]}}]
    assert read_effect("If you control an [[Avenger]] ally, draw 1 card.").keys() == [
        'if count(trait="avenger", controller=you, type=ally) > 0: draw 1 you']
    assert read_effect("if you control a [[Glow]] character, draw 1 card.").keys() == [
        'if "glow" in you.traits or count(trait="glow", controller=you, type=ally) > 0: draw 1 you']
    assert read_effect("If you have the [[Mutant]] or [[X-Men]] trait, draw 1 card.").keys() == [
        'if "mutant" in you.traits or "x-men" in you.traits: draw 1 you']
    # "another" (not this card), "does not have", a trait of someone else: holes
    assert read_effect("If you control another [[Glow]] card, draw 1 card.").keys() == []
    assert read_effect("If you do not have the [[Hunted]] trait, draw 1 card.").keys() == []
    assert read_effect("If the villain has the [[Brute]] trait, draw 1 card.").keys() == []


# ---------------------------------------------------------------- the ops of indirect damage, replacement and encounter cards

def test_indirect_damage_is_dealt_to_a_player():
    # Indirect Damage: the player divides it among the characters they control (the op's assign)
    assert keys("deal 3 indirect damage to the first player.") == (["deal_indirect_damage 3 first-player"], [])
    assert keys("Deal 2 indirect damage to each player.") == (["deal_indirect_damage 2 each-player"], [])
    assert keys("take 1 indirect damage.") == (["deal_indirect_damage 1 you"], [])
    assert scenario_ops(read_effect("take 1 indirect damage."), {}) == [
        {"deal_indirect_damage": {"to": "you", "amount": 1}}]
    assert scenario_ops(read_effect("deal 3 indirect damage to the first player."), {}) == [
        {"deal_indirect_damage": {"to": "HOLE: name the first player", "amount": 3}}]
    # not to a character, not "for each": holes
    assert keys("deal 1 indirect damage to the villain.")[0] == []
    assert keys("take 1 indirect damage for each boost icon discarded this way.")[0] == []


def test_encounter_cards_are_dealt_face_down_and_discarded_from_the_top():
    assert keys("deal yourself 1 facedown encounter card.") == (["deal_encounter 1 you"], [])
    assert keys("Deal 3 facedown encounter cards to each player.") == (["deal_encounter 3 each-player"], [])
    assert keys("deal 1 encounter card to each player.") == (["deal_encounter 1 each-player"], [])
    assert keys("discard the top card of the encounter deck.") == (["discard_encounter 1"], [])
    assert keys("Discard the top 2 cards of the encounter deck.") == (["discard_encounter 2"], [])
    assert scenario_ops(read_effect("deal yourself 1 facedown encounter card."), {}) == [
        {"deal_encounter": {"who": "you", "count": 1}}]
    assert scenario_ops(read_effect("discard the top 2 cards of the encounter deck."), {}) == [
        {"discard_top": {"deck": "encounter", "count": 2}}]
    # another deck's top, a card dealt to a character: holes; "until" is the discard_top op with `until` (cards60c)
    assert keys("discard the top card of the villain deck.")[0] == []
    assert keys("deal 1 facedown encounter card to the villain.")[0] == []
    assert keys("discard cards from the top of the encounter deck until a minion is discarded.")[0] == [
        "discard_until minion"]


def test_instead_in_an_interrupt_to_what_would_happen_is_the_replace_op():
    # Replacement Effect: "when [triggering condition] would happen, do [replacement effect] instead"
    (goblin,) = read_abilities("<b>Forced Interrupt</b>: When Made Up would scheme, remove 1 madness counter from "
                               "Gloom Tower instead.", "Made Up")
    assert goblin.effect.keys() == ["replace: remove_counter 1 madness named"]
    (front,) = read_abilities("<b>Interrupt</b>: When an encounter card effect would discard a card you control, "
                              "discard Made Up instead of discarding that card.", "Made Up")
    assert front.effect.keys() == ["replace: discard this"]
    assert scenario_ops(front.effect, {}) == [{"replace": {"do": [{"discard": {"card": "this"}}]}}]
    (much,) = read_abilities("<b>Forced Interrupt</b>: When an enemy would take any amount of damage, remove that "
                             "much threat from this scheme instead.", "Made Up")
    assert much.effect.keys() == ["replace: remove_threat trigger.amount this"]
    assert scenario_ops(much.effect, {}) == [
        {"replace": {"do": [{"remove_threat": {"scheme": "this", "amount": "trigger.amount"}}]}}]


def test_instead_elsewhere_stays_a_hole():
    # a response (nothing "would" happen), an interrupt to no "would", a part not read, two sentences, a cost
    for text in ("<b>Response</b>: After Made Up attacks, draw 1 card instead.",
                 "<b>Interrupt</b>: When Made Up attacks, draw 1 card instead.",
                 "<b>Forced Interrupt</b>: When Made Up would be defeated, remove 3 threat from the main scheme and "
                 "put this card into play instead.",
                 "<b>Interrupt</b>: When Made Up would scheme, draw 1 card. Take 1 damage instead.",
                 "<b>Interrupt</b>: When Made Up would scheme, exhaust Made Up → draw 1 card instead.",
                 "<b>Interrupt</b>: When a minion would attack, remove 1 threat from the main scheme instead "
                 "(2 instead if you are stunned)."):
        (ability,) = read_abilities(text, "Made Up")
        assert not ability.effect.read, text
        assert not any(key.startswith("replace") for key in ability.effect.keys()), text


def test_the_ops_read_for_indirect_damage_replacement_and_encounter_cards_run_in_the_engine():
    """What the reader writes is what the engine (branch mcops's ops) validates and resolves as the rules say: the
    damage replaced by a discard (Replacement Effect), indirect damage on the one character the player controls,
    the top encounter card dealt face down (Deal), the next one discarded (Encounter Deck)."""
    import yaml

    from adjudicator import api
    (front,) = read_abilities("<b>Forced Interrupt</b>: When Made Up would take any amount of damage, discard "
                              "Made Up instead.", "Made Up")
    start = [{"deal_damage": {"to": "made-up", "amount": 2, "source": "spider-man"}}]
    for words in ("take 2 indirect damage.", "deal yourself 1 facedown encounter card.",
                  "discard the top card of the encounter deck."):
        start += scenario_ops(read_effect(words), {})
    scenario = {
        "format": 1, "game": "marvel-champions", "title": "the reader's ops", "players": ["spider-man"],
        "entities": {
            "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10},
            "made-up": {"type": "ally", "name": "Made Up", "owner": "spider-man", "zone": "play", "hp": 3},
            "top-card": {"type": "treachery", "name": "Top Card", "zone": "encounter-deck", "position": 1},
            "next-card": {"type": "treachery", "name": "Next Card", "zone": "encounter-deck", "position": 2}},
        "abilities": {"made-up-instead": {"card": "made-up", "timing": front.timing, "on": front.pattern() | {
            "target": "made-up"}, "do": scenario_ops(front.effect, front.trigger_fields())}},
        "start": {"label": "the reader's ops", "by": "spider-man", "do": start},
        "expect": {"order": ["start", "made-up-instead"], "state": {
            "made-up.zone": "discard", "made-up.damage": 0, "spider-man.damage": 2, "top-card.dealt_to": "spider-man",
            "top-card.facedown": True, "next-card.zone": "encounter-discard"}},
    }
    (outcome,) = api.adjudicate_text(yaml.safe_dump(scenario))["outcomes"]
    assert outcome["expect"] == {"passed": True, "failures": []}


def test_flip_a_card_and_a_players_deck_top():
    # Double-Sided Card: the `flip` op; Discard: the top of a player's deck, the `discard_top` op with its `deck`
    assert keys("Flip this card.") == (["flip this"], [])
    assert keys("flip Made Up's stance upgrade.") == (["flip named"], [])
    assert keys("flip it to its [[CALM]] side.")[0] == []  # which side, and "it": not read
    assert scenario_ops(read_effect("flip this card over."), {}) == [{"flip": {"card": "this"}}]
    assert keys("discard the top 2 cards of your deck.") == (["discard_top 2 you"], [])
    assert keys("Discard the top card of each player's deck.") == (["discard_top 1 each-player"], [])
    assert keys("Each player discards the top 4 cards of their deck.") == (["discard_top 4 each-player"], [])
    assert scenario_ops(read_effect("discard the top 2 cards of your deck."), {}) == [
        {"discard_top": {"deck": "you", "count": 2}}]
    (each,) = scenario_ops(read_effect("discard the top 3 cards of each player's deck."), {})
    assert each["discard_top"]["deck"].startswith("HOLE: each player's deck")
    (collector,) = read_abilities("<b>Forced Interrupt</b>: When Made Up would be defeated, remove 3 threat from the "
                                  "main scheme and flip this card instead.", "Made Up")
    assert collector.effect.keys() == ["replace: remove_threat 3 main-scheme; flip this"]


def test_what_was_done_this_way():
    # the `this_way` op: the sentence after reads what the sentence before did (this_way.py)
    effect = read_effect("Discard an ally or upgrade you control. If no cards were discarded this way, take 1 damage.")
    assert effect.keys() == ["this_way: discard ally-or-upgrade => if this_way.cards == 0: deal_damage 1 you"]
    assert scenario_ops(effect, {}) == [{"this_way": {
        "do": [{"discard": {"card": "HOLE: name the ally or upgrade chosen"}}],
        "then": [{"if": {"cond": "result.this_way == 0",
                         "then": [{"deal_damage": {"to": "you", "amount": 1}}]}}]}}]
    confuse = read_effect("discard the top 2 cards of the encounter deck. If no boost icons were discarded this way, "
                          "confuse that enemy.")
    assert confuse.keys() == ["this_way: discard_encounter 2 => if this_way.boost_icons == 0: give_status confused "
                              "that-enemy"]
    assert scenario_ops(confuse, {"enemy": "target"})[0]["this_way"]["then"][0]["if"]["cond"] == \
        "result.this_way_boost_icons == 0"
    heal = read_effect("discard the top 2 cards of the encounter deck. Heal damage from the villain equal to the "
                       "number of boost icons discarded this way.")
    assert heal.keys() == ["this_way: discard_encounter 2 => heal this_way.boost_icons villain"]
    assert scenario_ops(heal, {})[0]["this_way"]["then"][0]["heal"]["amount"] == "result.this_way_boost_icons"
    assert keys("Exhaust each ally you control. If no allies were exhausted this way, draw 1 card.")[0] == [
        "this_way: exhaust each-ally-you-control => if this_way.cards == 0: draw 1 you"]
    # what the sentence before did not do, a kind it did not act on, a sentence before not read whole: holes
    assert keys("Exhaust each ally you control. If no cards were discarded this way, take 1 damage.")[0] == [
        "exhaust each-ally-you-control"]
    assert not read_effect("Discard the top 3 cards of the encounter deck. If no minions were discarded this way, "
                           "take 1 damage.").read
    assert not read_effect("Search your deck for an ally. If no cards were discarded this way, take 1 damage.").read
    assert not read_effect("Made Up schemes. Take 1 damage for each threat placed this way.").read


def test_for_each_of_a_number_on_a_card():
    assert keys("take 1 damage for each venom counter here.") == (["deal_damage this.venom you"], [])
    assert keys("Heal 1 damage from Captain Nobody for each energy counter on Gloom Tower.") == (
        ["heal named.energy named"], [])
    assert keys("take 2 damage for each venom counter here.")[0] == []  # 1 each only
    assert keys("take 1 damage for each minion engaged with you.")[0] == []  # over cards: not read


def test_then_and_may_are_their_ops():
    # “Then”: the text after it only if the text before it fully resolved; May: the option to resolve it
    effect = read_effect("exhaust an ally you control, then deal 1 damage to an enemy.")
    assert effect.keys() == ["then: exhaust ally => deal_damage 1 enemy"]
    assert scenario_ops(effect, {}) == [{"then": {
        "do": [{"exhaust": {"card": "HOLE: name the ally chosen"}}],
        "then": [{"deal_damage": {"to": "HOLE: name the enemy chosen", "amount": 1}}]}}]
    assert keys("Deal 1 damage to an enemy. Then, draw 1 card.")[0] == ["then: deal_damage 1 enemy => draw 1 you"]
    assert keys("exhaust this card → draw 1 card, then discard this card.")[0] == [
        "pay: exhaust this", "then: draw 1 you => discard this"]
    # a counter placed always resolves: "Then, if" after it stays the plain `if`
    assert keys("place 1 clue counter here. Then, if there are at least 3 clue counters here, discard this card.")[0] \
        == ["add_counter 1 clue this", "if this.clue >= 3: discard this"]
    may = read_effect("You may draw 1 card.")
    assert may.keys() == ["may: draw 1 you"]
    assert scenario_ops(may, {}) == [{"may": {"do": [{"draw": {"who": "you", "count": 1}}],
                                             "label": "You may draw 1 card", "pick": "explore"}}]
    assert not read_effect("(you may) draw 1 card.").read


def test_x_is_what_the_card_defines_it_as():
    # Non-Numerical Variable: X "defined to have a numerical value": the `where_x` op (variables.py)
    effect = read_effect("take X damage, where X is the number of doom counters here.")
    assert effect.keys() == ["where_x this.doom: deal_damage X you"]
    assert scenario_ops(effect, {}) == [{"where_x": {"is": "this.doom", "do": [
        {"deal_damage": {"to": "you", "amount": "result.x"}}]}}]
    assert keys("Place X threat here, where X is equal to the number of dust counters on Gloom Tower.")[0] == [
        "where_x named.dust: place_threat X this"]
    # X over a hand, X twice, an X nothing defines: holes
    assert not read_effect("Take X damage, where X is the number of cards in your hand.").read
    assert not read_effect("deal X damage to the villain and X damage to you, where X is the number of doom counters "
                           "here.").read
    assert not read_effect("take X damage.").read


def test_otherwise_and_an_enemy_activating():
    # “Otherwise”: B only if the sentence before "could not be resolved"; Enemy Activations: the `activate` op
    effect = read_effect("If you have the [[Wanted]] trait, Made Up activates against you. Otherwise, discard the top "
                         "4 cards of your deck.", "Made Up")
    assert effect.keys() == ['otherwise: if "wanted" in you.traits: activate this you | discard_top 4 you']
    assert scenario_ops(effect, {}) == [{"otherwise": {
        "do": [{"if": {"cond": '"wanted" in you.traits', "then": [{"activate": {"enemy": "this", "target": "you"}}]}}],
        "else": [{"discard_top": {"deck": "you", "count": 4}}]}}]
    assert keys("You are stunned. Otherwise, take 3 damage.")[0] == [
        "otherwise: give_status stunned you | deal_damage 3 you"]
    assert keys("The villain activates against you.")[0] == ["activate villain you"]
    # the sentence before not read whole, or B not plain: a hole
    assert not read_effect("Search your deck for an ally. Otherwise, take 1 damage.").read
    assert not read_effect("You are stunned. Otherwise, search your deck for an ally.").read


def test_an_enemy_scheming_setting_aside_and_a_lasting_effect_until_a_time():
    # Activation: "X schemes" is X's activation in scheme mode; Set Aside: the set-aside zone; a lasting effect
    # "until the end of your turn / the phase / the round" is `lasting` with that `until`
    assert keys("Made Up schemes. You are confused.")[0] == ["activate this you scheme", "give_status confused you"]
    assert scenario_ops(read_effect("Made Up schemes.", "Made Up"), {}) == [
        {"activate": {"enemy": "this", "target": "you", "mode": "scheme"}}]
    assert keys("The villain schemes.")[0] == ["activate villain you scheme"]
    assert keys("set this card aside.")[0] == ["move this set-aside"]
    assert scenario_ops(read_effect("set this card aside."), {}) == [{"move": {"card": "this", "to": "set-aside"}}]
    assert keys("remove this card from the game.")[0] == ["move this removed"]
    effect = read_effect("your hero gets +2 THW until the end of your turn.")
    assert effect.keys() == ["lasting thw +2 you turn"]
    assert scenario_ops(effect, {}) == [{"lasting": {"modifies": {"value": "thw", "who": "you"}, "by": {"add": 2},
                                                     "until": "turn"}}]
    assert keys("attached character gets -1 ATK until the end of the round.")[0] == ["lasting atk -1 attached round"]
    # "it schemes instead" of an attack under way: a new activation or the same one changing its mode? a hole
    (instead,) = read_abilities("<b>Forced Interrupt</b>: When an enemy would attack you, it schemes instead.")
    assert not instead.effect.read
    # several stats at once, or "until" with no end named: holes
    assert not read_effect("your hero gets +1 THW and +1 ATK until the end of the phase.").read
    assert not read_effect("your hero gets +1 THW until Made Up leaves play.", "Made Up").read


def test_an_enemy_scheming_and_a_card_set_aside_run_in_the_engine():
    """What the reader writes for "X schemes" and "set X aside" the engine resolves as the rules say: the minion's
    activation in scheme mode places its SCH on the main scheme (Activation), whatever the player's form; the card
    set aside leaves play (Set Aside)."""
    import yaml

    from adjudicator import api
    start = scenario_ops(read_effect("Made Up schemes.", "Made Up"), {}) + scenario_ops(
        read_effect("set Odd Gadget aside."), {})
    start[0]["activate"]["enemy"] = "made-up"
    start[1]["move"]["card"] = "odd-gadget"
    scenario = {
        "format": 1, "game": "marvel-champions", "title": "the reader's ops", "players": ["spider-man"],
        "entities": {
            "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10},
            "made-up": {"type": "minion", "name": "Made Up", "zone": "play", "hp": 3, "sch": 2, "atk": 1,
                        "engaged": "spider-man"},
            "plan": {"type": "main-scheme", "name": "Plan", "zone": "play", "threat": 0, "threat_limit": 10},
            "odd-gadget": {"type": "attachment", "name": "Odd Gadget", "zone": "play"}},
        "start": {"label": "the reader's ops", "by": "spider-man", "do": start},
        "expect": {"order": ["start"], "state": {"plan.threat": 2, "spider-man.damage": 0,
                                                 "odd-gadget.zone": "set-aside"}},
    }
    (outcome,) = api.adjudicate_text(yaml.safe_dump(scenario))["outcomes"]
    assert outcome["expect"] == {"passed": True, "failures": []}


def test_each_player_is_the_each_player_op_and_runs_in_the_engine():
    """“Each Player”: "each player draws 1 card", "each player takes 2 damage" resolve once per player with `you`
    that player (each_player.py); a player's draw is the top card of their own deck, the damage their identity's."""
    import yaml

    from adjudicator import api
    assert keys("Each player must take 1 indirect damage.")[0] == ["deal_indirect_damage 1 each-player"]
    start = scenario_ops(read_effect("each player draws 1 card. Each player takes 2 damage."), {})
    assert start == [{"each_player": {"do": [{"draw": {"who": "you", "count": 1}}]}},
                     {"each_player": {"do": [{"deal_damage": {"to": "you", "amount": 2}}]}}]
    scenario = {
        "format": 1, "game": "marvel-champions", "title": "each player", "players": ["spider-man", "she-hulk"],
        "entities": {
            "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10},
            "she-hulk": {"type": "hero", "name": "She-Hulk", "form": "hero", "hp": 15},
            "web-card": {"type": "event", "name": "Web Card", "owner": "spider-man", "zone": "deck", "position": 1},
            "law-card": {"type": "event", "name": "Law Card", "owner": "she-hulk", "zone": "deck", "position": 1}},
        "start": {"label": "each player", "by": "spider-man", "do": start},
        "expect": {"order": ["start"], "state": {"web-card.zone": "hand", "law-card.zone": "hand",
                                                 "spider-man.damage": 2, "she-hulk.damage": 2}},
    }
    outcomes = api.adjudicate_text(yaml.safe_dump(scenario))["outcomes"]
    assert outcomes and all(outcome["expect"] == {"passed": True, "failures": []} for outcome in outcomes)


def test_resources_spent_as_a_cost_are_the_spend_resources_op_and_only_as_a_cost():
    """"spend [energy] [mental] resources → …" (made-up words): the `spend_resources` op in the cost, its types as
    the text names them; the cards that generate them are the player's to list (a hole). Not before "→": a hole."""
    assert keys("spend [energy] [mental] resources → discard this card.") == (
        ["pay: spend_resources energy mental", "discard this"], [])
    assert keys("spend a [wild] resource → draw 2 cards.") == (["pay: spend_resources wild", "draw 2 you"], [])
    assert keys("spend [physical][physical] resources → discard this card.")[0] == [
        "pay: spend_resources physical physical", "discard this"]
    assert keys("spend a [energy] resource.")[0] == []  # not a cost: not read
    assert keys("spend a [wild] resource or 3 resources of any type → draw 1 card.")[0][:1] != [
        "pay: spend_resources wild"]
    ops = scenario_ops(read_effect("spend [energy] [mental] resources → discard this card."), {})
    assert ops == [{"cost": {"pay": [{"spend_resources": {
        "resources": ["energy", "mental"],
        "spend": "HOLE: list the cards that generate these resources (cards in your hand to discard, or Resource "
                 "abilities you use)"}}], "then": [{"discard": {"card": "this"}}]}}]


def test_a_discard_until_and_the_card_it_found_revealed_are_read_and_run():
    """"Discard cards from the top of the encounter deck until a [[Glow]] minion is discarded. Reveal that minion."
    (made-up words): `discard_top` with `until`, then `reveal` of result.found; "reveal that minion" with no discard
    "until" before it (the trigger's minion?) and "put that minion into play" are holes."""
    import yaml

    from adjudicator import api

    effect = read_effect("Discard cards from the top of the encounter deck until a [[Glow]] minion is discarded. "
                         "Reveal that minion.")
    assert effect.read and effect.keys() == ["discard_until minion[glow]", "reveal found"]
    assert keys("discard cards from the encounter deck until a side scheme is discarded and reveal it.")[0] == [
        "discard_until side-scheme", "reveal found"]
    assert keys("Reveal that minion.") == ([], ["Reveal that minion"])
    assert keys("Discard cards from the encounter deck until a minion is discarded. Reveal that side scheme.")[1] == [
        "Reveal that side scheme"]
    assert not read_effect("Discard cards from the encounter deck until a minion is discarded. "
                           "Put that minion into play engaged with you.").read
    ops = scenario_ops(effect, {})
    assert ops == [{"discard_top": {"deck": "encounter", "until": {"type": "minion", "trait": "glow"}}},
                   {"reveal": {"card": "result.found"}}]
    doc = {"format": 1, "game": "marvel-champions", "title": "t", "players": ["lass"],
           "entities": {"lass": {"type": "hero", "name": "Lass", "form": "hero", "hp": 10},
                        "plan": {"type": "main-scheme", "name": "Plan", "zone": "play", "threat": 0,
                                 "threat_limit": 10},
                        "trap": {"type": "treachery", "name": "Trap", "zone": "encounter-deck", "position": 1},
                        "glower": {"type": "minion", "name": "Glower", "zone": "encounter-deck", "position": 2,
                                   "hp": 2, "traits": ["Glow"]}},
           "start": {"do": yaml.safe_load(yaml.safe_dump(ops))}}
    (outcome,) = api.adjudicate_text(yaml.safe_dump(doc))["outcomes"]
    state = outcome["state"]  # Trap discarded, Glower met the criteria: revealed, it enters play engaged (Reveal)
    assert state["trap"]["zone"] == "encounter-discard"
    assert state["glower"]["zone"] == "play" and state["glower"]["engaged"] == "lass"
