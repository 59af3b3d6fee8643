"""The sections of the Marvel Champions timing flowchart that the model cites, and its priority table.

Anchors are as the importer derives them from the flowchart's numbered steps
(`manage.py import_rulebooks`); a test checks that each exists. Each flowchart
step is cited as a whole (no sentence quoted).
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
RULES = {name: (anchor, None) for name, anchor in ANCHORS.items()}
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
