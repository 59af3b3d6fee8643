"""The sentences of the Tug of War rulebook (rulebook.md beside this file) that the model cites."""

RULES = {
    "pulling": ("pulling", "A pull moves the rope toward the player who pulls, by the pull's strength."),
    "doing-nothing": ("pulling", "A pull of zero changes nothing and triggers no reaction."),
    "reactions": ("reactions", "A reaction resolves after the effect that caused it has finished."),
    "same-time": ("reactions", "Reactions triggered at the same time resolve in the order they were triggered."),
}

# The engine's rule names (adjudicator/engine/rules.py) this little rulebook says nothing about.
ABSENT = {
    "sources-of-damage": "Tug of War has no damage",
    "damage-order": "Tug of War has no damage",
    "triggers-affecting-damage": "Tug of War has no damage",
    "counters-and-gambits": "Tug of War has no defense",
    "resolving-effects": "the rulebook does not say when a condition inside an effect is checked",
    "costs": "Tug of War has no costs",
    "making-choices": "the rulebook leaves the players no choice of order",
    "modifiers": "Tug of War has no modifiers",
}
