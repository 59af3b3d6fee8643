"""The sections of the Marvel Champions timing flowchart that the model cites, and its priority table.

Anchors are as the importer derives them from the flowchart's numbered steps
(`manage.py import_rulebooks`); each step is quoted as the flowchart writes it
(QUOTES). A test checks every anchor and quote against the imported flowchart.
"""

# Section anchors of marvel-champions.txt, as the importer derives them from the flowchart's steps.
ANCHORS = {
    # Player Phase (pages 1-2)
    "player-phase": "player-phase",
    "player-turn": "player-phase-1",
    "play-a-card-step": "player-phase-1-1-1",
    "basic-power-step": "player-phase-1-1-3",
    "change-form": "player-phase-1-1-4",
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
ABSENT = {
    "sources-of-damage": "the flowchart does not say what an effect aimed at a missing source does",
    "damage-order": "the flowchart does not order damage dealt to several characters at once",
    "triggers-affecting-damage": "the flowchart does not say what healing a card that left play does",
    "counters-and-gambits": "Marvel Champions has no defense gained by an op (defense is the DEF of a defender)",
    "resolving-effects": "the flowchart does not say when a condition inside an effect is checked",
}

# Timing class -> (window, priority). Priority 0 is "before" effects (when windows only), 1 status
# (replacement) effects, 2 constant abilities and keywords, 3 forced, 4 optional, 5 when-defeated.
PRIORITY = {
    "before": ("when", 0),
    "replacement": ("when", 1),
    "constant": (None, 2),  # its window is its `kind`: when, or after (the default)
    "forced-interrupt": ("when", 3),
    "interrupt": ("when", 4),
    "forced-response": ("after", 3),
    "response": ("after", 4),
    "when-defeated": ("when", 5),
}
PRIORITY_RULE_NAMES = {0: "priority-before", 1: "priority-status", 2: "priority-constant", 3: "priority-forced",
                       4: "priority-optional", 5: "priority-when-defeated"}
WHEN_LEVELS = (0, 1, 2, 3, 4, 5)
AFTER_LEVELS = (2, 3, 4)

# Status cards, each replacing one kind of occurrence of the character that has it.
STATUS_REPLACES = {
    "stunned": (("attacks", "by"),),
    "confused": (("schemes", "by"), ("thwarts", "by")),
    "tough": (("damage_dealt", "target"),),
}
PLAY_ZONES = ("board", "active", "play")
