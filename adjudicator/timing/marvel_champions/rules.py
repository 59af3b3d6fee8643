"""Every rule the Marvel Champions model cites, with its sentence; its priority table; its rulesets.

The timing flowchart's steps (anchors as the importer derives them from its
numbered steps, each quoted as the flowchart writes it: QUOTES) and the Rules
Reference's sentences (RULES_REFERENCE, anchored `rules-reference-ENTRY`). A
test checks every anchor and quote against the imported documents.
"""
from adjudicator.timing.marvel_champions.deck_rules import DECK_RULES_REFERENCE
from adjudicator.timing.marvel_champions.control_rules import CONTROL_RULES


# Section anchors of marvel-champions.txt, as the importer derives them from the flowchart's steps.
ANCHORS = {
    # Player Phase (pages 1-2)
    "player-phase": "player-phase",
    "player-turn": "player-phase-1",
    "play-a-card-step": "player-phase-1-1-1",
    "basic-power-step": "player-phase-1-1-3",
    "change-form": "player-phase-1-1-4",
    "end-turn": "player-phase-1-2",
    "end-player-phase": "player-phase-2",
    "discard-to-hand-size": "player-phase-2-1",
    "draw-to-hand-size": "player-phase-2-2",
    "ready-cards": "player-phase-2-3",
    # Play a Card/Use an Ability (page 3)
    "play": "play-a-card-use-an-ability",
    "declare": "play-a-card-use-an-ability-1",
    "pay-costs": "play-a-card-use-an-ability-2",
    "pay-resources": "play-a-card-use-an-ability-2-1",
    "pay-arrow-costs": "play-a-card-use-an-ability-2-2",
    "play-when": "play-a-card-use-an-ability-3",
    "resolve-sentences": "play-a-card-use-an-ability-4",
    "occurrence-when": "play-a-card-use-an-ability-4-1",
    "occurrence-resolve": "play-a-card-use-an-ability-4-2",
    "occurrence-after": "play-a-card-use-an-ability-4-3",
    "play-after": "play-a-card-use-an-ability-5",
    # Using a Basic Power (page 4)
    "basic-power": "using-a-basic-power",
    "power-exhaust": "using-a-basic-power-1",
    "power-when": "using-a-basic-power-2",
    "power-resolve": "using-a-basic-power-3",
    "power-damage-when": "using-a-basic-power-3-1",
    "power-damage": "using-a-basic-power-3-2",
    "villain-next-stage": "using-a-basic-power-3-3",
    "power-damage-after": "using-a-basic-power-3-3-2",
    "power-after": "using-a-basic-power-4",
    "consequential-damage": "using-a-basic-power-5",
    # When/After Effects Timing Priority (page 5)
    "priority": "when-after-effects-timing-priority",
    "priority-before": "when-after-effects-timing-priority-0",
    "priority-status": "when-after-effects-timing-priority-1",
    "priority-constant": "when-after-effects-timing-priority-2",
    "priority-forced": "when-after-effects-timing-priority-3",
    "priority-optional": "when-after-effects-timing-priority-4",
    "priority-when-defeated": "when-after-effects-timing-priority-5",
    # Villain Phase (page 6)
    "villain-phase": "villain-phase",
    "accelerate": "villain-phase-1",
    "activate": "villain-phase-2",
    "attack-or-scheme": "villain-phase-2-1",
    "deal": "villain-phase-3",
    "hazard": "villain-phase-3-1",
    "reveal": "villain-phase-4",
    "pass": "villain-phase-5",
    # Enemy Activations (page 7)
    "activation": "enemy-activations-attacks-or-schemes",
    "activation-when": "enemy-activations-attacks-or-schemes-1",
    "boost": "enemy-activations-attacks-or-schemes-2",
    "defender": "enemy-activations-attacks-or-schemes-3",
    "defends-when": "enemy-activations-attacks-or-schemes-3-1",
    "defender-exhausts": "enemy-activations-attacks-or-schemes-3-2",
    "flip-boosts": "enemy-activations-attacks-or-schemes-4",
    "boost-flipped-when": "enemy-activations-attacks-or-schemes-4-1",
    "boost-ability": "enemy-activations-attacks-or-schemes-4-2",
    "boost-icons": "enemy-activations-attacks-or-schemes-4-2-2",
    "activation-resolve": "enemy-activations-attacks-or-schemes-5",
    # Enemy Activations, Part 2 (page 8)
    "activation-part-2": "enemy-activations-part-2-add-threat-deal-damage",
    "scheme": "enemy-activations-part-2-add-threat-deal-damage-5-a",
    "threat-when": "enemy-activations-part-2-add-threat-deal-damage-5-a-1",
    "threat-placed": "enemy-activations-part-2-add-threat-deal-damage-5-a-2",
    "threat-after": "enemy-activations-part-2-add-threat-deal-damage-5-a-3",
    "attack": "enemy-activations-part-2-add-threat-deal-damage-5-b",
    "attack-damage-when": "enemy-activations-part-2-add-threat-deal-damage-5-b-1",
    "attack-damage": "enemy-activations-part-2-add-threat-deal-damage-5-b-2",
    "attack-damage-after": "enemy-activations-part-2-add-threat-deal-damage-5-b-3",
}

# The engine's rule names (adjudicator/engine/rules.py), answered by this rulebook's steps.
ENGINE_RULE_NAMES = {
    "doing-nothing": "declare",  # "verify … that the effect will change the game state"
    "costs": "pay-costs",
    "making-choices": "resolve-sentences",
    "starting-triggers-and-resolving-effects": "resolve-sentences",
    "modifiers": "priority-constant",
}
# Each step's own text in the flowchart, quoted exactly (a step that is only a page heading has none).
QUOTES = {
    "player-turn": "Player Turn: In player order, each player takes one turn",
    "play-a-card-step": "Play a Card",
    "basic-power-step": "Use a basic ATK, THW, or REC power (on your hero or an ally you control)",
    "change-form": "Change your form (limit once per turn)",
    "end-turn": "End your turn",
    "end-player-phase": "End Player Phase: Once all players have ended their turn, each player does the following:",
    "discard-to-hand-size": "In Player Order, discard any number of cards from your hand (must discard down to hand size)",
    "draw-to-hand-size": "Simultaneously, draw up to your hand size",
    "ready-cards": "Simultaneously, ready each of your exhausted cards",
    "declare": "Declare Intent: Say what card you will be playing, verify that it can be done and that the effect will change the game state.",
    "pay-costs": "Pay Costs",
    "pay-resources": "If playing a card, generate at least as many resources as indicated in the top-left corner.",
    "pay-arrow-costs": "If playing an event or triggering an ability with an ->, pay any costs to the left of that ->",
    "play-when": "Trigger any abilities that happen “When” the ability happens/the card is played (such as interrupts)",
    "resolve-sentences": "Resolve the ability (sentence by sentence, interrupting/responding to each game occurrence)",
    "occurrence-when": "If resolving the ability results in an additional game occurrence (such as a minion or side scheme being defeated), Trigger “when” abilities for that occurrence. (i.e. Interrupts)",
    "occurrence-resolve": "Resolve the occurrence.",
    "occurrence-after": "Trigger “after” abilities for that occurrence. (i.e. Responses)",
    "play-after": "Trigger any abilities that happen “After” the ability happens/the card is played (such as responses)",
    "power-exhaust": "Exhaust the character who is using their basic power. (If that character is exhausted, they cannot use their basic power)",
    "power-when": "Trigger any abilities that happen “When” the character attacks/thwarts/recovers (such as interrupts)",
    "power-resolve": "Resolve the basic power:",
    "power-damage-when": "Trigger any abilities that happen “When” damage is dealt/threat removed (such as interrupts)",
    "power-damage": "Deal Damage/Remove Threat/Heal HP. If this results in something being defeated: Trigger any abilities that happen “When” the thing is defeated (such as Interrupts/When Defeated) then discard it.",
    "villain-next-stage": "If a villain is defeated, immediately advance to the next stage and resolve effects of such.",
    "power-damage-after": "Trigger abilities that happen “After” dealing damage, defeating a character, etc (i.e. Responses)",
    "power-after": "Trigger any abilities that happen “After” using a basic power, character attacks, etc(i.e. Responses)",
    "consequential-damage": "If using an ally apply consequential damage equal to the number of * icons in the ATK/THW field.",
    "priority-before": "(When only) Trigger any “before” effects (i.e. Piercing)",
    "priority-status": "Trigger any Status Effects, these are all replacement effects, so do not execute any interrupts or responses, and remove the status card instead of doing the normal effect.",
    "priority-constant": "Trigger any Constant Abilities or Keywords that are appropriate.",
    "priority-forced": "Trigger any Forced Interrupts(When)/Responses(After).",
    "priority-optional": "Trigger any Interrupts(When)/Responses(After).",
    "priority-when-defeated": "Trigger any When Defeated abilities as appropriate (may be simultaneous with the discard)",
    "accelerate": "Accelarate: Add threat to the main scheme according to the Acceleration value on the main scheme and any acceleration icons/tokens.",
    "activate": "Activate: In Player Order, the villain activates, then each minion engaged with the player activates until every minion engaged with that player has activated.",
    "attack-or-scheme": "If the player is in Hero Form they attack, if the player is in Alter-Ego Form, they scheme.",
    "deal": "Deal: Deal 1 face-down encounter card to each player.",
    "hazard": "If there are any Hazard Icons, deal 1 total additional encounter card per hazard icon, in player order.",
    "reveal": "Reveal: In Player Order, each player reveals all of their face-down encounter cards, until no face-down encounter cards remain. (If an Enemy Attacks, resolve as for an activation)",
    "pass": "Pass: Pass the first player token to the next player, Villain Phase ends.",
    "activation-when": "Trigger any abilities that happen “when” an enemy attacks/schemes (i.e. Interrupts).",
    "boost": "Boost: If the enemy is a villain, deal them one face-down boost card.",
    "defender": "(Attack only): Any player may declare a defender.",
    "defends-when": "Trigger any abilities that happen “when” a character defends (i.e. Interrupts).",
    "defender-exhausts": "Exhaust the defending character",
    "flip-boosts": "Turn each the Boost card face up, one at a time.",
    "boost-flipped-when": "Trigger any abilities that happen “when” a boost card is turned faceup (i.e. Interrupts).",
    "boost-ability": "Execute the Boost ability",
    "boost-icons": "The enemy gets + ATK/SCH equal to the number of Boost Icons (Y) on the card.",
    "activation-resolve": "Resolve attack/scheme (Activations, Part 2)",
    "scheme": "Resolve Enemy’s Scheming",
    "threat-when": "Trigger any abilities that happen “when” threat is placed on a scheme (i.e. Interrupts)",
    "threat-placed": "Place threat on the main scheme, if it is complete, immediately advance to the next stage, and resolve any “When Revealed” abilities.",
    "threat-after": "Trigger any abilities that happen “after” threat is placed on a scheme or an enemy schemes (i.e. Responses)",
    "attack": "Resolve Enemy’s Attack, calculate damage equal to enemy’s ATK minus defender’s DEF if any.",
    "attack-damage-when": "Trigger any abilities that happen “when” damage is dealt (i.e. Interrupts).",
    "attack-damage": "Deal the damage. If the character’s HP is now 0, Trigger any abilities that happen “when” a character is defeated (i.e. Interrupts), then discard the character.",
    "attack-damage-after": "Trigger any abilities that happen “after” damage dealt or character defeated (i.e. Responses)",
}

RULES = {name: (anchor, QUOTES.get(name)) for name, anchor in ANCHORS.items()}
RULES.update({name: RULES[step] for name, step in ENGINE_RULE_NAMES.items()})

# Sentences of the Rules Reference (marvel-champions-rules-reference.md) on the timing triggers, quoted exactly:
# the card-text helper and outline mode cite them (adjudicator/tools/).
RULES.update({
    "triggered-ability": ("rules-reference-ability", "An ability prefaced by a bold timing trigger followed by a "
                                                     "colon is referred to as a triggered ability."),
    "constant-ability": ("rules-reference-ability", "An ability without a bold timing trigger is referred to as a "
                                                    "constant ability."),
    "optional-trigger": ("rules-reference-ability", "Unless prefaced by the word “Forced”, all interrupt and response "
                                                    "abilities are optional."),
    "mandatory-abilities": ("rules-reference-ability", "The resolution of the following ability types is mandatory: "
                                                       "constant abilities, “Setup” abilities, “When Revealed” "
                                                       "abilities, “When Defeated” abilities, “Forced Interrupt” "
                                                       "abilities, “Forced Response” abilities, “Boost” abilities, and "
                                                       "keywords."),
    "forced-trigger": ("rules-reference-forced", "For any given triggering condition, forced interrupts take priority "
                                                 "and initiate before non-forced interrupts, and forced responses take "
                                                 "priority and initiate before non-forced responses."),
    "interrupt": ("rules-reference-interrupt", "The interrupt ability interrupts the resolution of the specified "
                                               "triggering condition, and resolves immediately before that triggering "
                                               "condition resolves."),
    "interrupt-would": ("rules-reference-interrupt", "Interrupts that use the word “would” resolve before its "
                                                     "triggering condition initiates, when that condition becomes "
                                                     "imminent."),
    "response": ("rules-reference-response", "A response opportunity occurs immediately after its triggering "
                                             "condition has been resolved."),
    "when-revealed": ("rules-reference-when-revealed-abilities", "When a player reveals a card from the encounter "
                                                                 "deck, a new scheme stage, or a new villain stage, all "
                                                                 "“When Revealed” abilities on the card resolve."),
    "when-defeated": ("rules-reference-when-defeated-abilities", "When a villain stage, side scheme, main scheme "
                                                                 "stage, ally, or minion is defeated, all “When "
                                                                 "Defeated” abilities on the card resolve."),
    "boost-ability": ("rules-reference-boost-boost-icon", "Refer to the card’s text box and resolve the “Boost” "
                                                          "ability when the card is turned face up."),
    "action-ability": ("rules-reference-action", "Players are permitted to trigger action abilities during their "
                                                 "turn, or by request during other players’ turns."),
    "resource-ability": ("rules-reference-resource-ability", "A resource ability can be triggered anytime the player "
                                                             "who controls the ability is generating resources to pay "
                                                             "a cost."),
    "keyword": ("rules-reference-keywords", "A keyword is an attribute that conveys specific rules to its card."),
    "then-word": ("rules-reference-then", "If the effect text of an ability includes the word “then”, the text "
                                          "preceding the word “then” must be fully true or resolved before the "
                                          "remainder of the effect described after the word “then” can be resolved."),
})
ABSENT = {
    "sources-of-damage": "the flowchart does not say what an effect aimed at a missing source does",
    "damage-order": "the flowchart does not order damage dealt to several characters at once",
    "triggers-affecting-damage": "the flowchart does not say what healing a card that left play does",
    "counters-and-gambits": "Marvel Champions has no defense gained by an op (defense is the DEF of a defender)",
    "resolving-effects": "the flowchart does not say when a condition inside an effect is checked",
}

# Timing class -> (window, priority), by the Rules Reference's timing priority list ("Ability", Timing):
# 1 constant abilities and keywords, 2 status cards (and replacement effects), 3 forced interrupts,
# 4 interrupts, 5 Boost, When Defeated and When Revealed abilities, 6 forced responses, 7 responses
# (8, consequential damage, is a step of the basic power). Priority 0 is the flowchart's "before"
# effects, which the Rules Reference does not name (when windows only); in an after window, 0 is the
# delayed effects, which resolve "before responses" (Delayed Effect).
PRIORITY = {
    "before": ("when", 0),
    "constant": (None, 1),  # its window is its `kind`: when, or after (the default)
    "replacement": ("when", 2),
    # “Would”: interrupts that use the word go before those to the same triggering condition without it
    # (forced before optional among them, as among the others: Forced)
    "forced-would-interrupt": ("when", 2.5),
    "would-interrupt": ("when", 2.75),
    "forced-interrupt": ("when", 3),
    "interrupt": ("when", 4),
    "when-defeated": ("when", 5),
    # When Completed: no list of timing priority names it; its own card's completion, after the interrupts to
    # it and before the advance (completion.py: a reading)
    "when-completed": ("when", 5),
    "when-revealed": ("after", 5),
    "boost": ("after", 5),
    "forced-response": ("after", 6),
    "response": ("after", 7),
}
PRIORITY_RULE_NAMES = {0: "priority-before", 1: "timing-constant", 2: "timing-status", 2.5: "would", 2.75: "would",
                       3: "timing-forced-interrupt", 4: "timing-interrupt", 5: "timing-boost-when-defeated",
                       6: "timing-forced-response", 7: "timing-response"}
AFTER_RULE_NAMES = {**PRIORITY_RULE_NAMES, 0: "delayed"}
WHEN_LEVELS = (0, 1, 2, 2.5, 2.75, 3, 4, 5)
# How a priority is said in a step: the Rules Reference's number, a “would” interrupt as the one it outranks
LEVEL_WORDS = {2.5: "3, “would”", 2.75: "4, “would”"}
AFTER_LEVELS = (0, 1, 5, 6, 7)
DELAYED_LEVEL = 0


# Under ruleset "1.8" the same priorities as version 1.8's chart numbers and words them (its "Simultaneous
# Timing Priority"). A When Defeated ability (when window, 5) is 1.8's "Forced Interrupt: When this card is
# defeated..." (When Defeated Abilities), and resolves after every other interrupt to the defeat, as FFG
# answered after 1.8 (13 August 2026, ruling-interrupts-to-a-defeat-before-when-defeated): a reading of the
# two together (docs/rulings.md), so it keeps its place last in the when window.
LEVEL_WORDS_1_8 = {1: "1", 2: "2a", 2.5: "2b, “would”", 2.75: "2c, “would”", 3: "2b", 4: "2c", 6: "4a", 7: "4b"}
AFTER_LEVEL_WORDS_1_8 = {5: "3"}
WHEN_LEVEL_WORDS_1_8 = {5: "2b, last: a forced interrupt to the defeat that follows every other interrupt to it, "
                           "as FFG answered on 13 August 2026 — a reading"}
RULE_NAMES_1_8 = {1: "rr18-timing-constant", 2: "rr18-timing-status", 3: "rr18-timing-forced-interrupt",
                  4: "rr18-timing-interrupt", 6: "rr18-timing-forced-response", 7: "rr18-timing-response"}
AFTER_RULE_NAMES_1_8 = {5: "rr18-timing-boost-when-revealed"}
WHEN_RULE_NAMES_1_8 = {5: "rr18-when-defeated"}


def level_words(level, window=None, chart_1_8=False):
    """A priority as a step says it: "4", or "4, “would”" for a “would” interrupt (which goes before 3); under
    ruleset "1.8", by 1.8's chart ("2c", "3", "4a")."""
    if chart_1_8:
        words = {**LEVEL_WORDS_1_8, **(AFTER_LEVEL_WORDS_1_8 if window == "after" else WHEN_LEVEL_WORDS_1_8)}
        if level in words:
            return words[level]
    return LEVEL_WORDS.get(level, str(level))


def priority_rule_name(window, level, chart_1_8=False):
    """The rule that puts an effect of this priority in this window where it is (under ruleset "1.8", the
    step of 1.8's chart, where it has one)."""
    if chart_1_8:
        names = {**RULE_NAMES_1_8, **(AFTER_RULE_NAMES_1_8 if window == "after" else WHEN_RULE_NAMES_1_8)}
        if level in names and not (window == "after" and level == DELAYED_LEVEL):
            return names[level]
    return (AFTER_RULE_NAMES if window == "after" else PRIORITY_RULE_NAMES).get(level, "priority")


# Status cards, each replacing one kind of occurrence of the character that has it (tough, which
# prevents damage from being taken rather than replacing an occurrence, is in happenings.Take).
STATUS_REPLACES = {
    "stunned": (("attacks", "by"),),
    "confused": (("schemes", "by"), ("thwarts", "by")),
}
PLAY_ZONES = ("board", "active", "play")
FORMS = ("hero", "alter-ego")  # an identity's two forms (Form); a trigger may name one ("Hero Response")


# -- The Rules Reference (marvel-champions-rules-reference.md), quoted exactly --------------------------
# name -> (entry, sentence). The entry is its glossary heading as the importer anchors it, less the
# "rules-reference-" prefix; an answer of its Appendix IV FAQ is quoted from the entry it is printed
# under. tests/adjudicator/timing/test_rules.py checks every sentence against the imported text.
RULES_REFERENCE = {
    # Ability: Timing (the priority list)
    "timing-constant": ("ability", "1. Constant abilities, keywords, and Acceleration, Amplify, Crisis, Hazard icons."),
    "timing-status": ("ability", "2. Status cards."),
    "timing-forced-interrupt": ("ability", "3. “Forced Interrupt” abilities."),
    "timing-interrupt": ("ability", "4. “Interrupt” abilities."),
    "timing-boost-when-defeated": ("ability", "5. “Boost,” “When Defeated,” and “When Revealed” abilities."),
    "timing-forced-response": ("ability", "6. “Forced Response” abilities."),
    "timing-response": ("ability", "7. “Response” abilities."),
    "timing-consequential": ("ability", "8. Consequential damage."),
    "constant-while": ("ability", "Some constant abilities continuously seek a specific condition (denoted by words "
                                  "such as “during”, “if”, or “while”). The effects of such abilities are active "
                                  "anytime the specific condition is met."),
    "forced-first": ("forced", "For any given triggering condition, forced interrupts take priority and initiate "
                               "before non-forced interrupts, and forced responses take priority and initiate before "
                               "non-forced responses."),
    "interrupt-replaced": ("interrupt", "If an interrupt changes (via a replacement effect) or cancels an imminent "
                                        "triggering condition, further interrupts to the original triggering "
                                        "condition cannot be triggered."),
    "one-window": ("triggering-condition", "If a single game occurrence creates multiple triggering conditions (such "
                                           "as a single attack causing a character to both take damage and be "
                                           "defeated), those triggering conditions are handled with a single "
                                           "interrupt window and a single response window."),
    # Damage, prevention, excess damage and overkill
    "damage-dealt-then-taken": ("damage", "When damage is dealt to a character, that character takes damage."),
    "damage-tough-first": ("damage", "Tough status cards resolve before interrupts to the dealing of damage, which "
                                     "in turn resolve before interrupts to the taking of damage."),
    "damage-dealt-modified": ("damage", "When the amount of damage an effect deals is modified, the amount of damage "
                                        "the character takes is similarly modified."),
    "damage-taken-modified": ("damage", "When the amount of damage a character takes is modified (such as by damage "
                                        "being prevented), the amount of damage dealt is not modified."),
    "damage-defeats": ("damage", "If a character has zero or fewer remaining hit points, it is defeated."),
    "prevent": ("prevent", "When damage is prevented, reduce the amount of damage the target takes (i.e. the amount "
                           "of damage that is placed on the target)."),
    "prevent-not-dealt": ("prevent", "When an effect prevents damage dealt to a character, the amount of damage that "
                                     "character “takes” is reduced, but the amount of damage “dealt” is not reduced."),
    "prevent-all": ("prevent", "If an effect prevents all damage dealt to a character, that character is not "
                               "considered to have taken damage."),
    "prevent-threat": ("prevent", "When threat is prevented, reduce the amount of threat being assigned before it is "
                                  "placed on the scheme."),
    "tough": ("tough", "If a character with a tough status card would take any amount of damage, prevent all of that "
                       "damage and discard a tough status card from that character instead."),
    "tough-one-card": ("tough", "A character with multiple tough status cards discards only one tough status card "
                                "each time it would take damage."),
    "tough-not-taken": ("tough", "As a tough status card prevents damage fully, the character who had the tough "
                                 "status card is not considered to have taken damage."),
    "tough-faq": ("appendix-iv-faq-general-questions",
                  "Status cards have priority over all triggered abilities, like interrupts, so the tough status card "
                  "must be discarded to prevent all of the damage before any other abilities could trigger."),
    "tough-faq-constant": ("appendix-iv-faq-general-questions",
                           "A constant effect reduces the damage the hero takes to zero. This is because constant "
                           "effects have priority over status cards."),
    "excess-damage": ("excess-damage", "Excess damage is any amount of damage that is dealt to a character beyond "
                                       "that character’s remaining hit points."),
    "overkill-ally": ("overkill", "If an ally is dealt any amount of excess damage by an attack with the overkill "
                                  "keyword, simultaneously deal damage equal to the excess amount to the identity of "
                                  "the player who controls the ally."),
    "overkill-minion": ("overkill", "If a minion is dealt any amount of excess damage by an attack with the overkill "
                                    "keyword, simultaneously deal damage equal to the excess amount to the villain."),
    "overkill-tough": ("overkill", "When an ally or minion with a tough status card is dealt excess damage by an "
                                   "attack with the overkill keyword, overkill damage is not dealt to the identity of "
                                   "that ally’s controller or to the villain, respectively."),
    "overkill-not-an-attack": ("overkill", "Damage dealt by overkill to an identity or villain is considered damage "
                                           "from an attack, but does not constitute an attack against that character."),
    "piercing": ("piercing", "An attack with the piercing keyword discards any tough status cards from the attacked "
                             "character before dealing damage."),
    # Values and their modifiers
    "modifiers-recalculated": ("modifiers", "Any time a new modifier is applied or removed, the entire quantity is "
                                            "recalculated from the start, considering the unmodified base value and "
                                            "all active modifiers."),
    "modifiers-additive-first": ("modifiers", "However, while performing the calculation, all additive and "
                                              "subtractive modifiers are calculated before doubling and/or halving "
                                              "modifiers are calculated."),
    "modifiers-set": ("modifiers", "If a value is “set” to a specific number, the set modifier overrides all non-set "
                                   "modifiers."),
    "modifiers-rounded-up": ("modifiers", "Fractional values are rounded up after all modifiers have been applied."),
    "modifiers-not-below-zero": ("modifiers", "After all active modifiers have been taken into account, if a value is "
                                              "below zero, it is treated as zero"),
    "additional": ("attack-player-action", "When an attack ability has its damage increased by another ability, each "
                                           "instance of damage in that attack ability that does not use the word "
                                           "“additional” is increased by the specified amount."),
    "gets": ("gets", "If a card ability causes a character to “get” a statistic (such as +1 ATK or 4 hit points), the "
                     "ability modifies the character’s statistic while it is active."),
    # Attacks and activations
    "activation-by-card": ("activation", "Some card abilities can also cause enemies to attack or scheme. These are "
                                         "also considered activations."),
    "activation-ends": ("activation", "If an activating minion leaves play, that minion’s activation ends immediately "
                                      "and no further steps of that activation resolve."),
    "attack-by-card": ("attack-player-action", "Card abilities can cause the villain and/or minions to attack at other "
                                               "times if the ability explicitly instructs the villain or minion to "
                                               "“attack.”"),
    "attack-labeled": ("attack-player-action", "If a triggered ability is labeled as an attack—such as “Hero Action "
                                               "(attack)”—resolving that ability is considered to attack the specified "
                                               "target."),
    "attack-labeled-no-exhaust": ("attack-player-action", "Unless specified by the ability’s text, a hero does not "
                                                          "exhaust when using such an ability."),
    "attack-labeled-single": ("attack-player-action", "An ability labeled as an attack is considered a single attack, "
                                                      "even if that attack deals multiple instances of damage."),
    "attack-several": ("attack-player-action", "When an attack deals damage to multiple enemies, the attacking "
                                               "character is considered to have attacked each of those enemies."),
    "target-cannot-be-attacked": ("target", "A target that cannot be attacked is not a valid target for an "
                                            "attack-labeled ability."),
    "choose-who": ("choose-game-element", "The player resolving the ability that uses the word “choose” is the player "
                                          "who makes the choice specified by the card."),
    "choose-as-many": ("choose-game-element", "If multiple targets are required to be chosen by the same player, "
                                              "simultaneously choose as many as are available, to a maximum of the "
                                              "specified number."),
    "choose-any-none": ("choose-game-element", "An effect that can choose “any number” of targets does not successfully "
                                               "resolve if zero of those targets are chosen."),
    "and": ("and", "The word “and” indicates that two or more effects within an ability resolve simultaneously."),
    "and-cancel-apart": ("and", "Each effect connected by “and” can be canceled or prevented independently."),
    "and-apart": ("and", "Individual effects connected by “and” are not dependent on each other. Resolve as much of "
                         "each effect as possible."),
    "target-no-part": ("target", "A target is not valid for an ability if no part of that ability can affect that "
                                 "target."),
    "target-game-function": ("target", "A target is not valid for an ability if that ability would cause the target "
                                       "to perform a game function that another ability says the target cannot "
                                       "perform."),
    "target-cannot-be-thwarted": ("target", "A target that cannot be thwarted is not a valid target for a "
                                            "thwart-labeled ability."),
    "target-in-play": ("in-play-and-out-of-play", "Card abilities only interact with, and can only target, cards that "
                                                  "are in play (unless the ability text specifically refers to an "
                                                  "out-of-play area)."),
    "after-attack": ("attack-enemy-activation", "After damage from the attack is dealt, abilities that trigger after an "
                                                "enemy attacks or after a character defends resolve."),
    "attack-ended-early": ("attack-enemy-activation", "If an enemy attack ends before damage is dealt, abilities that "
                                                      "trigger after a character defends an attack resolve, but "
                                                      "abilities that trigger after an enemy attacks do not."),
    "attacks-against-allies": ("attacks-against-allies", "When this occurs, any undefended damage from that attack is "
                                                         "placed on the ally that was attacked."),
    "defended-after-attack": ("defend-defense", "Abilities that trigger after a character defends an attack resolve "
                                                "after that attack ends."),
    "nova-faq": ("nova-sam-alexander-12", "Although the attack sequence has initiated, damage from that attack has not "
                                          "yet been calculated. If Nova defeats the enemy during this step, the rest "
                                          "of the attack sequence fails to resolve."),
    "villain-resumes": ("villain-defeat", "If a villain is defeated while activating, the villain resumes that "
                                          "activation using the new villain stage."),
    "villain-new-title-keeps-nothing": ("villain-defeat", "If the new stage of the villain has a different title from "
                                                          "the previous stage, attachments, upgrades, status cards, "
                                                          "counters, and non-damage tokens do not carry over."),
    "villain-stage-revealed": ("when-revealed-abilities", "When a player reveals a card from the encounter deck, a "
                                                          "new scheme stage, or a new villain stage, all “When "
                                                          "Revealed” abilities on the card resolve."),
    "villain-new-title-activation-ends": ("villain-defeat", "If the new stage of the villain has a different title "
                                                            "from the previous stage, the activation ends without "
                                                            "resolving."),
    "stunned-enemy": ("stun-stunned", "If a stunned villain or minion would attack, discard the stunned status card "
                                      "instead."),
    "stunned-player": ("stun-stunned", "If a stunned identity or ally attempts to attack or use an attack ability, "
                                       "discard the stunned card instead."),
    "stunned-not-attacked": ("stun-stunned", "As the attack action or attack activation was replaced by the removal of "
                                             "the stunned status card, that character is not considered to have "
                                             "attacked."),
    "stunned-attempt": ("stun-stunned", "A stunned character can attempt to attack or use an attack ability even if "
                                        "there are no enemies that can be attacked."),
    "confused-attempt": ("confuse-confused", "A confused character can attempt to thwart or use a thwart ability even "
                                             "if there are no schemes that can be thwarted."),
    "confused-enemy": ("confuse-confused", "If a confused villain or minion would scheme, discard the confused status "
                                           "card instead."),
    "confused-player": ("confuse-confused", "If a confused identity or ally attempts to thwart or use a thwart ability, "
                                            "discard the confused card instead."),
    "confused-not-thwarted": ("confuse-confused", "As the thwart action or scheme activation was replaced by the "
                                                  "removal of the confused status card, that character is not "
                                                  "considered to have thwarted or schemed."),
    "consequential-last": ("consequential-damage", "Consequential damage is dealt to an ally after resolving "
                                                   "abilities that are triggered by the ally attacking or thwarting."),
    "consequential-attack": ("consequential-damage", "After an ally attacks, it takes consequential damage equal to "
                                                     "the number of consequential damage icons beneath its ATK field."),
    "retaliate": ("retaliate-x", "After a character with the retaliate X keyword is attacked, deal X damage to the "
                                 "attacker."),
    "retaliate-survive": ("retaliate-x", "The character with retaliate X must survive the attack to deal this damage."),
    "retaliate-order": ("retaliate-x", "1. Abilities that trigger “after [character] takes any amount of damage...” "
                                       "2. Retaliate X 3. Abilities that trigger “after [character] is attacked...” or "
                                       "“after [character] attacks [and damages]...”"),
    "ranged": ("ranged", "An attack with the ranged keyword ignores the retaliate keyword."),
    "keyword-instances": ("keywords", "If a card gains multiple instances of a keyword, any additional instances have "
                                      "no effect unless that keyword is followed by a number (e.g. Hinder X, Retaliate "
                                      "X), in which case the numbers for each instance are added together."),
    # A play Declare Intent finds cannot be done is refused as a ruling (sequences._play, Resolution.refuse_play)
    "no-valid-target": ("initiating-abilities", "If the card or ability does not have at least one valid target, it "
                                                "cannot be played or initiated."),
    "cost-unpayable": ("initiating-abilities", "4. Pay the cost(s). If this step is reached and the cost(s) cannot be "
                                               "paid, abort this process without paying any costs."),
    "guard": ("guard", "While a minion with the guard keyword is engaged with a player, that player cannot use cards "
                       "they control to attack a villain without this keyword."),
    "patrol": ("patrol", "While a minion with the patrol keyword is engaged with a player, that player cannot use "
                         "cards they control to thwart the main scheme."),
    # Status cards and the keywords about them
    "status-one-each": ("status-cards", "A character cannot have more than one status card of each type at a time."),
    "status-steady": ("status-cards", "Characters with the steady keyword can have one additional confused status "
                                      "card and one additional stunned status card."),
    "stun-give": ("stun-stunned", "If an ability “stuns” a character, give that character a stunned status card."),
    "confuse-give": ("confuse-confused", "If an ability “confuses” a character, give that character a confused status "
                                         "card."),
    "stalwart": ("stalwart", "A character that has the stalwart keyword cannot be stunned or confused."),
    "stalwart-gained": ("stalwart", "If a character gains the stalwart keyword while they have a stunned and/or "
                                    "confused status card, each stunned and/or confused status card is removed from "
                                    "that character."),
    "steady": ("steady", "That character is not stunned unless they have two stunned status cards, and is not "
                         "confused unless they have two confused status cards."),
    "steady-removes-all": ("steady", "After that character’s activation is replaced by a status card effect, remove "
                                     "all status cards of that type from that character."),
    "toughness": ("toughness", "When a character with the toughness keyword enters play, place a tough status card "
                               "on it."),
    "gains": ("gains", "If a card gains a characteristic (such as a trait, keyword, or ability text), the card "
                       "functions as if it possesses the gained characteristic."),
    # Timing triggers restricted to a form, and triggers labeled (attack), (thwart) or (defense): the card-text
    # helper cites them (adjudicator/tools/cardtext/marvel_champions.py)
    "form-trigger": ("ability", "If the bold timing trigger of an ability contains the word “Hero” or “Alter-Ego,” the "
                                "ability can only be used if the player triggering the ability is in the specified "
                                "form."),
    "thwart-labeled": ("thwart", "If a triggered ability is labeled as a thwart—such as “Hero Action (thwart)”—resolving "
                                 "that ability is considered to thwart the specified scheme."),
    "thwart-increase": ("thwart", "If an ability increases the amount of threat an ability labeled as a thwart removes "
                                  "and that ability removes multiple instances of threat, each of those instances that "
                                  "does not use the word “additional” is increased by the specified amount."),
    "thwart-labeled-no-exhaust": ("thwart", "Unless specified by the ability’s text, a hero does not exhaust when using "
                                            "such an ability."),
    "thwart-labeled-single": ("thwart", "An ability labeled as a thwart is considered a single thwart, even if that "
                                        "thwart removes multiple instances of threat."),
    "defense-labeled": ("defend-defense", "When a player initiates a triggered ability labeled as a defense—such as "
                                          "“Hero Interrupt (defense)”— during an enemy attack, that player’s identity "
                                          "becomes the defender and is considered to have defended the attack if there "
                                          "is not already a defender."),
    "defense-labeled-at-once": ("defend-defense", "The player’s identity is considered to be the defender as soon as the "
                                                  "defense-labeled ability begins resolving."),
    "defense-labeled-not-basic": ("defend-defense", "Playing a defense-labeled ability is not a basic defense and does "
                                                    "not cause a hero to reduce the amount of damage dealt by that "
                                                    "hero’s DEF."),
    "defense-labeled-no-exhaust": ("defend-defense", "Unless specified by the ability’s text, a hero does not exhaust "
                                                     "when using a defense-labeled ability."),
    "defense-labeled-one-player": ("defend-defense", "Once a player resolves a defense ability during an enemy attack, "
                                                     "no other player can resolve defense abilities for that same "
                                                     "attack."),
    "defense-labeled-ally-defending": ("defend-defense", "Defense-labeled abilities can be played during an attack by a "
                                                         "player whose ally is defending that attack. In that case, the "
                                                         "player’s identity does not become the defender."),
    "defense-labeled-outside-attack": ("defend-defense", "A player can trigger abilities labeled as a defense outside of "
                                                         "an attack if the ability’s triggering condition is met. When "
                                                         "triggered this way, the player’s identity is not considered "
                                                         "to have defended an attack."),
    # Where a card's abilities work: an event's from its owner's hand (model.event_in_hand)
    "event-out-of-play": ("ability", "Event cards implicitly interact with the game from an out-of-play area, as per "
                                     "the rules of the event card type."),
    # Using an event's ability from hand is playing the card (model.event_played_ops)
    "event-played": ("play-put-into-play", "When an event card is played, place it on the table, resolve its "
                                           "ability, and place the card in its owner’s discard pile."),
    # Cards in the middle of resolving
    "event-discarded-after": ("event", "Each time a player plays an event card, its costs are paid, its effects "
                                       "resolve (or are canceled), and the card is placed in its owner’s discard pile "
                                       "after those effects resolve (or are canceled)."),
    "event-cancelled": ("event", "If the effects of an event are canceled, the card is still considered to have been "
                                 "played, and its costs remain paid."),
    "when-defeated-then-leaves": ("when-defeated-abilities", "A defeated card leaves play after its “When Defeated” "
                                                             "ability is resolved, if any."),
    "side-scheme-no-threat": ("side-scheme", "A side scheme remains in play until there is no threat on it (which "
                                             "causes it to be defeated and discarded), or until a card ability removes "
                                             "it from play."),
    "side-scheme-defeated": ("defeat", "If a character has zero or fewer remaining hit points, or if a side scheme has "
                                       "no threat on it, it is defeated."),
    # Engagement, revealing and surge
    "engage": ("engage", "When a minion enters play in a player’s play area, it engages that player."),
    "engage-by-ability": ("engage", "If a card ability instructs a player to engage a minion, that minion is also "
                                    "considered to have engaged that player."),
    "engage-not-again": ("engage", "While a minion is engaged with a player, card abilities cannot cause the minion to "
                                   "engage with the same player again (as the two are already engaged)."),
    "you-resolving": ("you-your", "If a card deals damage to “you,” or “you” take damage, the player resolving that "
                                  "damage applies it to the hit point dial of their identity."),
    "minion-engages": ("minion", "If a minion enters play, it engages the player who is revealing the card from the "
                                 "encounter deck or resolving the ability that put the minion into play, unless an "
                                 "ability specifies otherwise."),
    "quickstrike": ("quickstrike", "After a minion with the quickstrike keyword engages a player whose identity is in "
                                   "hero form, that minion attacks that player."),
    "widows-bite-faq": ("widows-bite-10", "Keywords have timing priority over “Response” abilities, so Quickstrike "
                                          "initiates first. Widow’s Bite can be triggered after the Quickstrike attack "
                                          "initiates."),
    "reveal-by-ability": ("reveal", "If a player is instructed by card text to reveal an encounter card from the "
                                    "encounter deck or any other game area, this same resolution procedure applies."),
    "surge": ("surge", "After an encounter card with this keyword is revealed, the player resolving the card reveals "
                       "an additional encounter card from the top of the encounter deck."),
    "surge-after": ("surge", "Complete the process of resolving the original card before revealing the additional "
                             "card."),
    # Delayed and lasting effects
    "delayed": ("delayed-effect", "Delayed effects resolve automatically and immediately after their specified timing "
                                  "point or future condition occurs or becomes true, and before responses to that "
                                  "point or condition may be used."),
    "delayed-not-triggered": ("delayed-effect", "When a delayed effect resolves, it is not treated as a new triggered "
                                                "ability, even if the delayed effect was originally created by a "
                                                "triggered ability."),
    "lasting": ("lasting-effects", "For the specified duration of a lasting effect, treat the effect as if it was a "
                                   "constant ability."),
    "lasting-expires": ("lasting-effects", "A lasting effect expires as soon as the timing point specified by its "
                                           "duration is reached."),
    "lasting-end-of-villain-phase": ("villain-phase", "6. Any effects that last “until the end of the [villain] "
                                                      "phase” or “until the end of the round” end."),
    # The end of a phase and of the round, as occurrences (sequences.end_phase_step, villain.end_villain_phase_step)
    "player-phase-ends": ("end-of-player-phase", "5. Resolve any “when/after the [player] phase ends” effects."),
    "villain-phase-ends": ("villain-phase", "7. Resolve any “when/after the [villain] phase ends” or “when/after the "
                                            "round ends” effects."),
    "lasting-before-end-of-round": ("lasting-effects", "This means that an “until the end of the round” lasting "
                                                       "effect expires just before an “at the end of the round” "
                                                       "ability or delayed effect may initiate."),
    # Player elimination (elimination.py)
    "hit-points-player": ("hit-points", "If a player’s hit point dial is reduced to zero, that player is defeated and "
                                        "eliminated from the game."),
    "defeat-identity": ("defeat", "If an identity or stage of the villain is defeated, it is removed from the game."),
    "elimination": ("player-elimination", "A player is eliminated from the game if their identity is defeated."),
    "elimination-token": ("player-elimination", "1. If the eliminated player has the first player token, they pass it "
                                                "to the next clockwise player."),
    "elimination-minions": ("player-elimination", "2. If there are minions engaged with the eliminated player, each of "
                                                  "those minions engages the next clockwise player, retaining any "
                                                  "attachments, damage, counters, and status cards on them."),
    "elimination-others-cards": ("player-elimination", "3. If there are cards in the eliminated player’s play area "
                                                       "that are not owned by that player, place each of those cards "
                                                       "in its owner’s discard pile"),
    "elimination-remove": ("player-elimination", "4. Remove the eliminated player’s play area and each other game "
                                                 "element within"),
    "elimination-continue": ("player-elimination", "When a player is eliminated, the remaining players continue to "
                                                   "play the game."),
    "attack-defending-player-is-target": ("attack-enemy-activation", "If a player other than the target player defends, "
                                                                  "the defending player becomes the target player for "
                                                                  "this attack."),
    "defend-boost-you": ("defend-defense", "Any constant or boost abilities that refer to “you” refer to the defending "
                                           "player."),
    "elimination-out": ("player-elimination", "Eliminated players no longer participate in the game"),
    "elimination-all": ("player-elimination", "If all players are eliminated, the game ends and the players lose."),
    "elimination-partway": ("player-elimination", "If a player is eliminated partway through the resolution of an "
                                                  "ability, resolve the entire ability."),
    # Cancelling an ability's effects, not the occurrence (cardops.cancel_effects)
    "cancel-effects": ("cancel", "Anytime the effects of an ability are canceled, the ability (apart from its effects) "
                                 "is still regarded as initiated, and any costs are still paid."),
    "cancel-effects-only": ("cancel", "Only the effects are prevented from initiating, and do not resolve."),
    # Discarding down to the hand size, when the scenario does not list the player's choice
    # (sequences.end_discard_step)
    "hand-size-choose": ("draw-drawing-cards", "If a player has more cards in their hand than their hand size value at "
                                               "this time, they must choose and discard cards from hand until they "
                                               "are at their hand size."),
    # Acceleration tokens on cards other than the main scheme (villain.accelerate_step)
    "acceleration-token-elsewhere": ("acceleration-token", "Acceleration tokens placed on cards other than the main "
                                                           "scheme still add threat to the main scheme during step one "
                                                           "of the villain phase."),
    # Whose cards a player may use an action on (sequences._play)
    "action-control": ("action", "Players can only trigger action abilities on cards they control or on encounter "
                                 "cards."),
    "action-obligation": ("action", "Players cannot trigger action abilities on obligations in other players’ play "
                                    "areas."),
    # A power printed as a dash (sequences.basic_power; values.stat reads it as 0)
    "dash": ("dash-value", "the character cannot exhaust to use that power."),
    "dash-zero": ("dash-value", "If a game step or card ability references a power with the value of dash (–), that "
                                "value is treated as 0."),
    # Choosing an option (options.py)
    "choose-option-encounter": ("choose-option", "When an encounter card requires a player to choose an option, they "
                                                 "must choose an option they can resolve. If they cannot fully "
                                                 "resolve any option, they must choose the option they can most "
                                                 "fully resolve."),
    "choose-option-player": ("choose-option", "When a player card requires a player to choose an option, they cannot "
                                              "choose an option that cannot be at least partially resolved."),
    # Discarding the top cards of a deck (cardops.discard_top)
    "discard-from-deck": ("discard", "If multiple cards are discarded simultaneously from a deck, place those cards "
                                     "in the appropriate discard pile one at a time (without changing the order)."),
    "encounter-discard-fulfilled": ("encounter-deck", "If the encounter deck is emptied this way, that card ability "
                                                      "is considered to be fulfilled. Do not continue the discard "
                                                      "effect with the newly shuffled encounter deck."),
    # A boost card dealt before the enemy's activation (encounter.waiting_boosts)
    "boost-outside": ("boost-boost-icon", "If an enemy is dealt a boost card outside of its own activation, that boost "
                                          "card remains facedown on that enemy until that enemy activates."),
    # Printed limits (limits.py)
    "limit": ("limit", "Each copy of an ability with such a limit may be used X times per the specified period, per "
                       "instance of that ability."),
    "cancel-event": ("cancel", "If the effects of an event card are canceled, the card is still considered played, "
                               "and it is discarded."),
    "cancel-treachery": ("cancel", "If the effects of a treachery card are canceled, the card is still regarded as "
                                   "revealed, and it is still placed in the encounter discard pile."),
    # A discard from play the rules forbid (happenings.DiscardFromPlay)
    "villain-not-discarded": ("villain-villain-deck", "Villain cards cannot be discarded from play."),
    "main-scheme-not-discarded": ("main-scheme-main-scheme-deck", "Main scheme cards cannot be discarded from play."),
    "identity-not-discarded": ("identity", "Identity cards cannot be discarded from play."),
    # A basic power of an identity needs its form (sequences.basic_power)
    "power-form": ("player-turn", "Use their alter-ego’s basic recovery (if in alter-ego form) or their hero’s basic "
                                  "attack or thwart power (if in hero form)."),
    # The main scheme advancing (happenings.PlaceThreat)
    "main-scheme-advance-attachments": ("main-scheme-main-scheme-deck", "Return all tokens (except acceleration "
                                                                        "tokens) that were on that card to the token "
                                                                        "pool and discard each card attached to it."),
    # Unique Icon (unique.unique_copy_in_play)
    "unique": ("unique-icon", "The players as a group are permitted to have only one copy of each unique card (by "
                              "title) in play."),
    # Defend, Defense: a defense-labeled triggered ability (defense_label.py)
    "defense-label": ("defend-defense", "When a player initiates a triggered ability labeled as a defense—such as "
                                        "“Hero Interrupt (defense)”— during an enemy attack, that player’s identity "
                                        "becomes the defender and is considered to have defended the attack if there "
                                        "is not already a defender."),
    "defend-hero-only-one": ("defend-defense", "While a hero is defending against an attack, no other friendly "
                                               "character can defend against that attack."),
    "defense-label-no-def": ("defend-defense", "Playing a defense-labeled ability is not a basic defense and does not "
                                               "cause a hero to reduce the amount of damage dealt by that hero’s DEF."),
    "defense-label-many": ("defend-defense", "The defending player may resolve any number of defense abilities during "
                                             "an enemy attack (as long as the triggering conditions of those abilities "
                                             "are met)."),
    "defense-label-ally": ("defend-defense", "Defense-labeled abilities can be played during an attack by a player "
                                             "whose ally is defending that attack. In that case, the player’s identity "
                                             "does not become the defender."),
    "defense-label-outside": ("defend-defense", "When triggered this way, the player’s identity is not considered to "
                                                "have defended an attack."),
    # Initiating Abilities 2-3: a card's cost, modified (resources.plan)
    "initiating-cost-modifiers": ("initiating-abilities", "Determine the cost (or costs) to play the card or initiate "
                                                          "the ability, taking modifiers into account."),
    # Team-Up (team_up.py)
    "team-up": ("team-up", "Additionally, a card with the team-up keyword cannot be played unless both of the named "
                           "characters (identity or ally) are in play."),
    "unique-subtitle-none": ("unique-icon", "An ally without a subtitle cannot coexist with an ally that has a "
                                            "subtitle if those allies share the same title."),
    # "Max X per round" (sequences.over_maximum)
    "max": ("max", "“Max X per [period]” imposes a maximum across all copies of a card (by title) for all players."),
    "max-ability": ("max", "If a maximum appears as part of an ability, it imposes a maximum number of times that the "
                           "ability can be initiated from all copies (by title) of cards bearing that ability "
                           "(including itself) during the designated period."),
    "max-player": ("max", "“Max 1 per player” is player specific, and restricts the number of copies of that card "
                          "that each player may control in play at a given time."),
    # An obligation revealed stays in the revealing player's play area (encounter.Reveal.close): no rule discards it
    "obligation-drawn": ("obligation", "If a player draws an obligation card from their player deck, they place "
                                       "that obligation into their play area."),
    "obligation-drawn-replaced": ("obligation", "The player does not draw a card to replace the obligation unless "
                                                "they are refilling their hand to their hand size."),
    "obligation-play-area": ("obligation", "If a player reveals an obligation card from the encounter deck and that "
                                           "obligation does not instruct that it must be given to a specific player, "
                                           "the player places that obligation into their play area."),
    # A When Defeated ability whose last effect is an attack (cardops.when_defeated_handoff): the Treachery
    # entry reads a treachery this way
    "treachery-activates-last": ("treachery", "If a treachery causes one or more enemies to activate as its last "
                                              "effect, that treachery card is considered resolved and is discarded "
                                              "at the start of those activations."),
    # Changing form (sequences.change_form)
    "form-by-card": ("form-change-form", "If a card ability causes a player to change forms, it does not count against "
                                         "the one voluntary form change the player is permitted during their turn "
                                         "that round."),
    # Incite X, hinder X, peril (effects.py, model.is_live)
    "incite": ("incite-x", "When a card with the incite X keyword is revealed, place X threat on the main scheme."),
    "hinder": ("hinder-x", "When a card with the hinder X keyword enters play, place X threat on that card."),
    "peril": ("peril", "While a player is resolving a card with the peril keyword, that player cannot consult other "
                       "players, and other players cannot play cards or trigger abilities."),
    # “Would” interrupts (rules.PRIORITY)
    "would": ("would", "The word “would” is used to define the triggering condition of some interrupt abilities, and "
                       "establishes a higher timing priority for those abilities than interrupts to the same "
                       "triggering condition without the word “would.”"),
    # Boost cards, one at a time (encounter.BoostFlip)
    "boost-one-at-a-time": ("attack-enemy-activation", "3. Resolve each of the attacking enemy’s boost cards, one at a "
                                                       "time and in the order in which they were dealt, by doing the "
                                                       "following:"),
    "boost-icons-after-ability": ("attack-enemy-activation", "c. Increase the attacking enemy’s ATK value by one for "
                                                             "each boost icon on the card."),
    "boost-discarded": ("attack-enemy-activation", "d. Discard the boost card."),
    "boost-discard": ("boost-boost-icon", "After applying a boost card to an activation, discard it."),
    # An empty encounter deck (encounter.take_encounter_card)
    "encounter-reshuffle": ("encounter-deck", "If the encounter deck is empty, the encounter discard pile is "
                                              "immediately shuffled to create a new encounter deck."),
    "encounter-token": ("encounter-deck", "When this occurs, place an acceleration token next to the main scheme "
                                          "deck."),
    "encounter-loop": ("encounter-deck", "an infinite loop occurs with an infinite number of acceleration tokens being "
                                         "placed next to the main scheme deck. If this happens, the players lose."),
    # A basic thwart needs threat the character can remove (sequences.basic_power); the crisis icon
    "thwart-needs-threat": ("thwart", "A character can only initiate a basic thwart if there is a scheme with at least "
                                      "one threat for the character to remove or if that character is confused."),
    "crisis": ("crisis-icon", "While at least one crisis icon is in play, threat cannot be removed from the main "
                              "scheme by any player."),
    # Amplify icons add boost icons (encounter.BoostFlip)
    "amplify": ("amplify-icon", "When a boost card is turned faceup during an enemy activation, add one additional "
                                "boost icon to that card for each amplify icon in play."),
    # Discarding, leaving play, attachments and the ally limit (leaving.py)
    "discard": ("discard", "Discarding is the act of attempting to move a card from a non-discard-pile play area to a "
                           "discard pile."),
    "discard-player-card": ("discard", "If a player card is discarded, it is placed faceup on top of the owning "
                                       "player’s discard pile."),
    "discard-encounter-card": ("discard", "If an encounter card is discarded, it is placed faceup on top of the "
                                          "encounter discard pile."),
    "leaves-play-no-memory": ("leaves-play", "When a card leaves play, there is no memory of its previous state and it "
                                             "is considered to be a new copy of the card."),
    "leaves-play-attachments": ("leaves-play", "Cards attached to a card that leaves play are discarded."),
    "ally-limit": ("ally-limit", "Each player is permitted to control a maximum of three allies in play at any given "
                                 "time."),
    "ally-limit-discard": ("ally-limit", "However, if a player ever controls a number of allies greater than their "
                                         "ally limit in play, they must immediately choose and discard from play ally "
                                         "cards they control until they have a number of allies in play equal to their "
                                         "ally limit."),
    "ally-limit-before": ("ally-limit", "This occurs before abilities that resolve upon entering play."),
    # “Otherwise” (otherwise.py)
    "otherwise": ("otherwise", "Effects beginning with “otherwise” resolve only if the preceding effect could not be "
                               "resolved."),
    "otherwise-partial": ("otherwise", "If the preceding effect cannot be at least partially resolved, the otherwise "
                                       "effect will resolve."),
    # “Then” (then.py)
    "then": ("then", "If the pre-”then” text of an effect fully resolves, the post-”then” text of the effect must also "
                     "attempt to resolve."),
    "then-not": ("then", "If the pre-”then” text of an effect does not fully resolve, the post-”then” text does not "
                         "attempt to resolve."),
    # May (may.py)
    "may": ("may", "The word “may” indicates that a specified player has the option to resolve the text that "
                   "follows."),
    "may-controller": ("may", "If no player is specified, the option is granted to the controller of the card with "
                              "the ability in question."),
    # Move (moving.py)
    "move-threat": ("move", "If threat is moved to a scheme, the moved threat is considered to be placed to that "
                            "scheme."),
    "move-damage": ("move", "If damage is moved to a character, the moved damage is considered to be dealt to that "
                            "character."),
    "move-damage-any": ("move", "It is possible for damage to move between dials and cards (and vice versa)."),
    "move-damage-dial-to-card": ("move", "If damage is moved from a dial to a card, increase the hit points tracked by "
                                         "the dial by the specified amount (no higher than the card’s maximum hit "
                                         "points), and place the same amount of damage on the card."),
    "move-damage-card-to-dial": ("move", "If damage is moved from a card to a dial, remove damage from the card and "
                                         "reduce the dial by the same amount."),
    "move-same": ("move", "When an element moves, it cannot move to its same (current) placement."),
    "move-invalid": ("move", "If there is no valid source or destination for a move, the move cannot be made."),
    # Flipping a card (flipping.py)
    "flip": ("double-sided-card", "A card is double-sided if neither of its sides has a card back (player, villain, or "
                                  "encounter)."),
    "flip-identity": ("form-change-form", "Once each round, during their turn, each player is permitted to change form "
                                          "by flipping their identity card."),
    # X defined by a card ability (variables.py)
    "x-defined": ("non-numerical-variable", "If a non-numerical variable is defined to have a numerical value (such as a "
                                            "card ability assigning a value to ‘X’), treat that variable as the "
                                            "defined value."),
    # “This way” (this_way.py): the Rules Reference's own example, as it has no entry for the words
    "this-way": ("alteration-effect", "For each printed Energy resource discarded this way, deal 2 additional damage "
                                      "to that enemy."),
    # A double-sided card leaving play (leaving.discard_from_play)
    "double-sided-removed": ("double-sided-card", "When a double-sided card would enter an out-of-play area other than "
                                                  "the victory display or set-aside area, it is removed from the game."),
    # Encounter cards dealt by a card ability (encounter_ops.py)
    "deal-by-ability": ("deal-deal-an-encounter-card", "If a card ability instructs a player to be dealt an encounter "
                                                       "card, the player takes the top card of the encounter deck and "
                                                       "places it facedown in front of them."),
    "deal-queue": ("deal-deal-an-encounter-card", "This card is not revealed at this time. This card is added to the "
                                                  "queue of cards that player resolves during the villain phase."),
    "deal-in-villain-phase": ("deal-deal-an-encounter-card", "If a player is dealt an encounter card during step three "
                                                             "or four of the villain phase, the extra encounter card is "
                                                             "added to the queue of cards that are being dealt and "
                                                             "revealed in those same steps."),
    # Replacement effects (replacement.py)
    "replacement": ("replacement-effect", "After all responses to the original triggering condition have resolved and "
                                          "it is time to resolve the triggering condition itself, the replacement "
                                          "effect resolves instead."),
    "replacement-most-recent": ("replacement-effect", "If multiple replacement effects are initiated against the same "
                                                      "triggering condition, the most recent replacement effect is the "
                                                      "one that is used for the resolution of the triggering "
                                                      "condition."),
    "would-replaced": ("would", "If an interrupt to a triggering condition that would occur changes the nature of that "
                                "which is about to occur (such as through a replacement effect), no further interrupts "
                                "to the original trigger may be used since the resolution of that trigger is no longer "
                                "valid."),
    # Indirect damage, divided by the player (indirect.py)
    "indirect-attack": ("indirect-damage", "If an enemy’s attack deals indirect damage, the indirect damage is dealt "
                                           "during step four of the enemy activation (after player’s have the "
                                           "opportunity to defend against the attack)."),
    "indirect-attacked": ("indirect-damage", "Only the defending character, or the attacked player’s identity if the "
                                             "attack was undefended, is considered to have been attacked, even if "
                                             "other characters were assigned some or all of the indirect damage."),
    "indirect-player": ("indirect-damage", "Indirect damage dealt to a player can be divided as that player chooses "
                                           "among characters under their control."),
    "indirect-group": ("indirect-damage", "Indirect damage dealt to a group of players (or among players) can be "
                                          "divided as the group chooses among friendly characters in play."),
    "indirect-limit": ("indirect-damage", "While assigning indirect damage, a character cannot be assigned more "
                                          "indirect damage than would cause it to be defeated."),
    # Engaged minions activate in the order of the player's choice (villain.activate_minions_step)
    "minion-order": ("villain-phase", "b. Each minion engaged with the player activates against them, in the order of "
                                      "that player’s choice."),
    "minion-order-activation": ("activation", "If multiple enemies activate against you simultaneously, resolve the "
                                              "villain’s activation first (if any) in the order of your choice, "
                                              "followed by minion activations in the order of your choice."),
    # Player Deck: a player deck that empties (player_deck.py, player_deck_draw.py)
    "player-deck-empties": ("player-deck", "If a player deck empties, the player shuffles their discard pile to make "
                                           "a new deck. That player immediately deals themself one facedown encounter "
                                           "card from the top of the encounter deck."),
    "player-deck-draw-goes-on": ("player-deck", "If the player’s deck empties and reshuffles while the player was "
                                                "drawing cards, the player continues to draw cards up to the specified "
                                                "number."),
    "player-deck-discard-stops": ("player-deck", "If the player’s deck empties while the player was discarding cards "
                                                 "from their deck, no further cards are discarded from the newly "
                                                 "shuffled deck."),
}
RULES_REFERENCE.update(CONTROL_RULES)  # Ownership and Control and the keywords it bears on (control_rules.py)
RULES.update({name: (f"rules-reference-{entry}", quote) for name, (entry, quote) in RULES_REFERENCE.items()})
RULES.update({name: (f"rules-reference-{entry}", quote) for name, (entry, quote) in DECK_RULES_REFERENCE.items()})

# Resources and paying costs with them (resources.py): the Rules Reference's sentences and the Learn to Play
# book's ("Resource Costs", "Other Triggered Abilities"), quoted exactly.
RESOURCE_RULES = {
    "resource-generate": ("rules-reference-resource", "A player can generate resources to pay a cost by discarding "
                          "cards from their hand to generate the resource or resources indicated at the bottom-left "
                          "corner of the card, or by using card abilities that generate resources."),
    "resource-card-cost": ("rules-reference-cost", "A card’s resource cost is the numerical value that must be paid "
                           "to play the card."),
    "resource-ability-cost": ("rules-reference-resource", "If an ability has a resource cost, a number of resources "
                              "equal to or greater than this cost must be generated."),
    "resource-types-required": ("rules-reference-resource", "Many abilities require specific resource types, and the "
                                "specified types in the specified quantities must be generated in order to pay the "
                                "cost of the ability."),
    "resource-overpaid": ("rules-reference-cost", "Resources generated beyond the specified cost are considered to "
                          "have been overpaid for that cost and were not paid for that cost."),
    "resource-lost": ("rules-reference-cost", "Any resources that are generated beyond the specified cost are lost "
                      "after paying that cost."),
    "resource-no-carry": ("rules-reference-resource", "Excess resources generated toward any cost are lost, and do "
                          "not carry over to future costs."),
    "cost-control": ("rules-reference-cost", "While a player is paying a cost, that player must pay costs with cards "
                     "and/or game elements they control."),
    "cost-own-out-of-play": ("rules-reference-cost", "If a cost requires a game element that is not in play, the "
                             "player paying the cost may only use game elements that are in their own out-of-play "
                             "areas."),
    "resource-ability-type": ("rules-reference-resource-ability", "A resource ability that generates a resource only "
                              "for a specific type of cost cannot be triggered when paying a cost not of that type."),
    "wild-any-type": ("rules-reference-resource", "Wild resources can be used as their type or any of the other "
                      "types."),
    "requirement": ("rules-reference-requirement-resources", "A card with the requirement keyword cannot be played "
                    "unless each resource of the specified type is spent while paying for that card’s cost."),
    "resource-card-identity": ("rules-reference-resource-card", "If a player spends a resource, that resource is "
                               "also considered to be spent by that player’s identity."),
    "resource-paid-for-card": ("rules-reference-cost", "Resources generated to pay for an ability on a card are "
                               "considered to have been paid for that card."),
    "resource-discard-icons": ("learn-to-play-resource-costs", "The first is to discard a card from hand, which "
                               "generates a number of resources equal to the number of resource icons on the card."),
    "resource-ability-controller": ("learn-to-play-other-triggered-abilities", "Unless otherwise noted, the player "
                                    "who controls the resource card must be the player who is paying the cost."),
}
RULES.update(RESOURCE_RULES)

# Sentences of version 1.8 of the Rules Reference (marvel-champions-rules-reference-1-8.md, an excerpt),
# quoted exactly, which the rulesets "1.7" and "1.8" cite where they part from the text shipped (1.5).
# Named "rr18-…", anchored `rr18-ENTRY`; tests/adjudicator/timing/test_rules.py checks them as the others.
RULES_REFERENCE_1_8 = {
    "timing-constant": ("ability", "1. Constant abilities, delayed effects, and lasting effects."),
    "timing-status": ("ability", "a. Status card “Forced Interrupt” abilities."),
    "timing-forced-interrupt": ("ability", "b. “Forced Interrupt” abilities."),
    "timing-interrupt": ("ability", "c. “Interrupt” abilities."),
    "timing-boost-when-revealed": ("ability", "3. “Boost” and “When Revealed” abilities."),
    "timing-forced-response": ("ability", "a. “Forced Response” abilities."),
    "timing-response": ("ability", "b. “Response” abilities."),
    "overkill-ally": ("overkill", "If an ally is defeated by an attack with the overkill keyword, deal any damage on "
                                  "that ally beyond its hit points to the identity of the player who controls the "
                                  "ally."),
    "overkill-minion": ("overkill", "If a minion is defeated by an attack with the overkill keyword, deal any damage "
                                    "on that minion beyond its hit points to the villain."),
    "overkill-prevented": ("overkill", "If excess damage from an attack with overkill is prevented, that damage is "
                                       "not dealt to the identity or villain."),
    "overkill-not-an-attack": ("overkill", "Damage dealt by overkill to an identity or villain is considered damage "
                                           "from an attack, but does not constitute an attack against that "
                                           "character."),
    "quickstrike": ("quickstrike", "The quickstrike keyword is equivalent to the following triggered ability: "
                                   "“Forced Response (Hero): After this minion engages a player, it attacks that "
                                   "player.”"),
    "quickstrike-after-when-revealed": ("quickstrike", "If a minion with the quickstrike keyword is being revealed, "
                                                       "the quickstrike keyword resolves after any “When Revealed” "
                                                       "abilities on that minion are resolved."),
    "hinder": ("hinder-x", "A card with the hinder X keyword enters play with X threat on it."),
    "incite": ("incite-x", "The incite X keyword is equivalent to the following triggered ability: “When Revealed: "
                           "Place X threat on the main scheme.”"),
    "reveal-when-revealed": ("reveal", "3. Resolve each “When Revealed” ability on that card (including those "
                                       "provided by keywords)."),
    "tough": ("tough", "A tough status card resolves like the triggered ability: “Forced Interrupt: When this "
                       "character would take damage, remove a tough status card from it instead.”"),
    "attack-ended-early": ("attack-enemy-activation", "If an enemy attack ends before damage is dealt, abilities "
                                                      "that trigger after an attack or after a character defends an "
                                                      "attack resolve as normal."),
    "delayed-as-constant": ("ability", "1. Constant abilities, delayed effects, and lasting effects."),
    "deal-queue": ("deal-deal-an-encounter-card", "This card is not revealed at this time. This card is added to the "
                                                  "queue of cards that player resolves during the villain phase."),
    "reveal-treachery-discarded": ("reveal", "4. If the card is a treachery, discard it."),
    "reveal-responses-after": ("reveal", "Responses (both forced and non-forced) to any step of the revealing of an "
                                         "encounter card are not resolved until after all steps of the reveal "
                                         "process have been completed."),
    "surge": ("surge", "The surge keyword is equivalent to the following triggered ability: “When Revealed: Deal "
                       "yourself 1 facedown encounter card.”"),
    "surge-after": ("surge", "Complete the process of resolving the original card, as well as any response abilities "
                             "that are triggered by that card being revealed, before revealing the additional card."),
    "when-defeated": ("when-defeated-abilities", "The “When Defeated” timing trigger is equivalent to the following "
                                                 "trigger: “Forced Interrupt: When this card is defeated...”"),
    "retaliate": ("retaliate-x", "The retaliate X keyword is equivalent to the following triggered ability: “Forced "
                                 "Response: After this character is attacked, deal X damage to the attacker.”"),
    "retaliate-in-play": ("retaliate-x", "The character with retaliate X must be in play after the attack resolves to "
                                         "deal this damage."),
    "attack-forced-any-order": ("attack-enemy-activation", "a. Forced abilities (such as the retaliate keyword) with the "
                                                           "following triggers (in any order):"),
    "activation-waits": ("activation", "If an effect initiates an activation during the resolution of another "
                                       "activation, the newly initiated activation resolves after the current "
                                       "activation has finished resolving."),
    "activation-waits-order": ("activation", "If multiple activations are initiated this way, the first player decides "
                                             "the order in which they are resolved."),
    "activation-waits-abilities": ("activation", "All abilities triggered by the initial activation resolve before "
                                                 "subsequent activations initiate."),
    "activation-initiator-resolved": ("activation", "An effect that initiates an enemy activation is considered "
                                                    "resolved after that activation has fully resolved."),
    "treachery-activates-last": ("treachery", "If a treachery causes one or more enemies to activate as its last "
                                              "effect, that treachery card is considered resolved and is discarded "
                                              "after all of those activations have resolved."),
}
RULES.update({f"rr18-{name}": (f"rr18-{entry}", quote) for name, (entry, quote) in RULES_REFERENCE_1_8.items()})
# The players' turns, opt-in (turns.py): the Rules Reference's, the Learn to Play's (anchored as imported)
RULES.update({
    "player-phase-turns": ("rules-reference-player-phase", "During the player phase, each player (in player order) "
                                                           "takes one turn."),
    "player-turn-options": ("rules-reference-player-turn", "During their turn, a player may perform the following "
                                                           "options, in any order."),
    "ask-action": ("rules-reference-player-turn", "Ask another player to trigger an “Action” ability on a card in play "
                                                  "they control or on an event card they might have in hand. The other "
                                                  "player then decides whether or not to trigger the ability."),
    "lasting-only-during": ("rules-reference-lasting-effects", "A lasting effect that expires at the end of a specified "
                                                               "time period can only be initiated during that time "
                                                               "period."),
    "turn-complete": ("learn-to-play-end-of-a-players-turn", "When a player has completed everything they can or wish "
                                                             "to do on their turn, that player announces that their "
                                                             "turn is complete."),
    "next-turn": ("learn-to-play-end-of-a-players-turn", "The next player (in clockwise order) begins their turn."),
    "all-turns-taken": ("learn-to-play-end-of-a-players-turn", "After all players have completed a turn, proceed to "
                                                               "the “End of Player Phase” sequence below."),
    "change-form-own-turn": ("learn-to-play-changing-form", "Each player may change form once each round, only during "
                                                            "their own turn."),
    # A main scheme completed (completion.py)
    "when-completed-ability": ("rules-reference-when-completed-abilities", "When a main scheme is complete, all "
                                                                           "“When Completed” abilities on the card "
                                                                           "resolve."),
    "main-scheme-completed": ("rules-reference-main-scheme-main-scheme-deck", "If the amount of threat on a main "
                                                                              "scheme is equal to or greater than its "
                                                                              "target threat value, that main scheme "
                                                                              "is completed and the main scheme deck "
                                                                              "advances."),
    "villain-wins-scheme": ("rules-reference-winning-the-game", "If the final stage of the main scheme deck is "
                                                                "completed, the villain wins the game."),
    # "Each player" (each_player.py)
    "each-player": ("rules-reference-each-player", "When each player is instructed to resolve an effect, each player "
                                                   "resolves that effect one at a time."),
    "each-player-order": ("rules-reference-each-player", "If the effect does not specify what order the players "
                                                         "resolve the effect in, the first player decides the order."),
    "in-player-order": ("rules-reference-in-player-order", "If players are instructed to perform a sequence “in player "
                                                           "order,” the first player performs their part of the "
                                                           "sequence first, followed by the other players in "
                                                           "clockwise order."),
})
RULES["modifiers"] = RULES["modifiers-recalculated"]

# -- Rulesets: the versions of the rules a scenario may name (`ruleset:`) ------------------------------
# What differs between them is listed in docs/ops-marvel-champions.md ("Rulesets"). The Rules Reference
# shipped here is version 1.5; what "1.6" changes in this model is a reading (see `tough_point`). "1.7"
# and "1.8" cite version 1.8's text (RULES_REFERENCE_1_8). "1.8" applies all that 1.8 changes in rules this
# model applies (RULESET_1_8_NOT_APPLIED is empty), so it is the default: docs/rulings.md ("Versions").
RULESETS = {
    "1.5": "the Rules Reference as shipped here (version 1.5): tough status cards resolve before interrupts "
           "to the dealing of damage",
    "1.6": "version 1.6: interrupts to damage being dealt resolve first, and a tough status card acts when the "
           "damage would be taken",
    "1.7": "version 1.7 as far as it is known (its text was not found): 1.6, with overkill passing on the damage "
           "an ally or minion took beyond its hit points (FFG's answer of 26 January 2026), in version 1.8's words",
    "1.8": "version 1.8: 1.7's overkill; quickstrike resolves after When Revealed abilities; incite and surge are "
           "When Revealed abilities (surge deals a facedown card, and is cancelled with the card's When Revealed "
           "effects); delayed effects share priority 1 with constant abilities; retaliate is a forced response, and "
           "every forced ability after an enemy attack and its damage resolves in the first player's order, then the "
           "others; an activation initiated during another waits until that one and what it triggered have "
           "resolved; the responses to an attack that ends before its damage resolve; a revealed treachery is "
           "discarded before the responses to its reveal; a card with hinder enters play with its threat (none is "
           "placed); a When Defeated ability is a forced interrupt that follows the other interrupts to the defeat "
           "(FFG's later answer: a reading)",
}
RULESET_ORDER = ("1.5", "1.6", "1.7", "1.8")  # oldest first: a later version keeps what an earlier one changed
DEFAULT_RULESET = "1.8"

# When and where each ruleset's version was published, as docs/rulings.md records it: (date, source, url).
# A date is YYYY-MM-DD, or YYYY-MM where the sources give the month only.
RULESET_SOURCES = {
    "1.5": ("2023-05-18", "Fantasy Flight Games, “Rules Reference Debrief”: Tony Fanchi presents version 1.5",
            "https://www.fantasyflightgames.com/en/news/2023/5/18/rules-reference-debrief-1/"),
    "1.6": ("2024-07-26", "Fantasy Flight Games, “Changing the Game”: Tony Fanchi presents version 1.6 "
                          "(reproduced with permission by Lion Rampant Imports)",
            "https://lionrampantimports.com/Ecom/changing-the-game?lang=en-US"),
    "1.7": ("2025-12", "Hall of Heroes, “Latest FFG Rulings (post-RRG 1.7)” (the week of 17 December 2025)",
            "https://hallofheroeslcg.com/latest-ffg-rulings-post-rrg-1-7/"),
    "1.8": ("2026-07", "the Rules Reference version 1.8 itself (“v1.8, Jul 2026”, Appendix VI), in a public "
                       "Markdown conversion of the publisher's file",
            "https://github.com/quincarter/marvel-champions-digital-game/blob/f013d4ec/"
            "mc_rulesreference_v18_compressed.md"),
}
# What version 1.8 changes in rules this model applies that the ruleset "1.8" does not apply yet (the latest
# version is the default only while this is empty): docs/rulings.md ("Versions") says how each is applied.
RULESET_1_8_NOT_APPLIED: tuple[str, ...] = ()
# Published versions that are not rulesets, and why (a scenario naming one is told so): none now.
LATER_VERSIONS: dict[str, str] = {}

# Heal above the maximum, hit points that end, attach-to checks, attachments' missing values, obligations
# given to a named player (happenings.Heal, values.py, attaching.py, obligations.py): quoted exactly.
GAPS_RULES = {
    "heal": ("rules-reference-heal", "If an ability heals a character, damage the character has sustained can be "
             "removed from the character."),
    "heal-above-maximum": ("rules-reference-heal", "A heal effect can only bring a character to its maximum hit "
                           "points, unless the effect explicitly states it can bring the character above its "
                           "maximum."),
    "gets-hit-points": ("rules-reference-gets", "If such an ability causes a character to get hit points, it modifies "
                        "the character’s remaining hit points while the ability remains active, and also modifies the "
                        "character’s maximum hit points while the ability remains active."),
    "modifiers-constantly-checked": ("rules-reference-modifiers", "The game constantly checks and (if necessary) "
                                     "updates the count of any variable quantity that is being modified."),
    "gets-reverts": ("rules-reference-gets", "If such an ability expires or otherwise becomes inactive, the modified "
                     "statistic reverts to the value it would have without the modifier."),
    "obligation-given": ("rules-reference-obligation", "If an obligation card is revealed from the encounter deck and "
                         "that obligation instructs that it must be given to a specific player (such as “Give to the "
                         "Peter Parker player”), place that obligation into the player’s play area who controls the "
                         "associated identity."),
    "obligation-only-holder": ("rules-reference-obligation", "Only the player with the obligation in their play area "
                               "can trigger abilities or pay costs on that obligation."),
    "obligation-eliminated": ("rules-reference-obligation", "If the identity associated with a revealed obligation "
                              "card has been eliminated, ignore the card’s ability, remove it from the game, and "
                              "reveal an additional encounter card."),
    "facedown-attached-out-of-play": ("rules-reference-in-play-and-out-of-play", "Facedown cards attached to in-play "
                                      "cards are out of play."),
    "attach-to": ("rules-reference-attach-to", "If a card uses the phrase “attach to”, it must be attached to (placed "
                  "beneath and slightly overlapped by) the specified game element as it enters play."),
    "attach-to-checked-once": ("rules-reference-attach-to", "The “attach to” phrase is checked for legality when the "
                               "card would be attached to a game element, but it is not checked again after it is "
                               "attached."),
    "attach-to-fails": ("rules-reference-attach-to", "If the initial “attach to” check does not pass, the card is not "
                        "able to be attached, so it remains in its prior state or game area. If such a card cannot "
                        "remain in its prior state or game area, discard it."),
    "attachment-attaches": ("rules-reference-attachment", "When an attachment enters play, it attaches to another card "
                            "or game element."),
}
RULES.update(GAPS_RULES)

# “Cannot” as a lasting effect (cannot.py, cannot_ops.py), and a defender the rules do not allow (villain.py)
CANNOT_RULES = {
    "cannot": ("rules-reference-cannot", "The word “cannot” is absolute and cannot be countermanded by other abilities "
               "or effects."),
    "target-cannot-ready": ("rules-reference-target", "For example, a character with an attachment that says "
                            "“attached character cannot ready” is not a valid target for a card that readies a "
                            "character."),
    "defender-exhausted": ("rules-reference-exhausted", "An exhausted card cannot be exhausted again until it is "
                           "ready."),
    "defender-in-play": ("rules-reference-attack-enemy-activation", "If a player wishes to defend, that player "
                         "exhausts a hero or ally as the defender."),
    "defender-hero-form": ("rules-reference-defend-defense", "A hero can use their basic defense power to defend "
                           "against an enemy attack. A hero must exhaust to use this power."),
    # an enemy's “cannot attack/scheme/activate”, and any card's “cannot take damage / be defeated / leave play”
    "cannot-activation": ("rules-reference-activation", "There are two types of enemy activations: an attack "
                          "activation and a scheme activation. Whenever an enemy attacks or schemes, it is "
                          "considered to have activated."),
    "cannot-take-damage": ("rules-reference-damage", "When the amount of damage a character takes is modified (such "
                           "as by damage being prevented), the amount of damage dealt is not modified."),
    "cannot-leave-play": ("rules-reference-leaves-play", "Defeating a character, discarding a card from play, placing "
                          "a card in the victory display, or removing a card from the game are all different means "
                          "by which a card can leave play."),
}
RULES.update(CANNOT_RULES)

# Special abilities, executed by another card's instruction (special_abilities.py)
SPECIAL_RULES = {
    "special": ("rules-reference-special", "A special ability is a type of triggered ability, indicated by the bold "
                "“Special” timing trigger. Special abilities may only be executed through the explicit instruction "
                "of another card ability."),
}
RULES.update(SPECIAL_RULES)
# A triggered ability with no valid target, and damage as a cost (initiating.py, happenings' cost payment)
INITIATING_RULES = {
    "ability-valid-target": ("rules-reference-ability", "If an ability specifies one or more targets, that ability "
                             "can only be initiated if it has at least one valid target."),
    "forced-no-target": ("rules-reference-forced", "If a forced ability requires one or more targets to resolve and "
                         "it has no valid targets, it does not initiate."),
    "prevent-cost-taken": ("rules-reference-prevent", "If taking damage is a cost, that cost is not considered paid "
                           "unless all of that damage was taken."),
    "prevent-cost-dealt": ("rules-reference-prevent", "If dealing damage is a cost, that cost is considered paid even "
                           "if some or all of that damage is prevented."),
}
RULES.update(INITIATING_RULES)
