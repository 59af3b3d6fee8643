"""The rule names the engine itself cites: each game's `rules.py` maps every one of them.

The shared ops and the resolution loop make a few decisions that every game's
rulebook states in its own words (an op that changes nothing triggers nothing,
a cost must be paid in full, …). The engine asks the model for the citation by
one of these names (`model.rule(name)`); each model maps every name to a
section and sentence of its rulebook, or says in `absent_rules` why its
rulebook has no such rule (the step then carries no citation). A test checks
both for every registered game.
"""

ENGINE_RULES = {
    "doing-nothing": "an op that changes nothing (no damage, no card moved, nothing gained) triggers nothing",
    "sources-of-damage": "an op that names the trigger's entity when the trigger has none is wasted",
    "damage-order": "damage dealt to several targets at once: who orders it",
    "triggers-affecting-damage": "healing a card that has left play does nothing",
    "counters-and-gambits": "defense gained outside a defense phase",
    "resolving-effects": "a condition inside an effect (`if`) is checked when the effect resolves",
    "costs": "what a cost pays for happens only if the cost is paid in full",
    "making-choices": "a choice inside an effect, and who makes it",
    "modifiers": "several modifiers on one number: who orders them",
}
