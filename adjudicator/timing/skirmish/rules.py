"""The sections of the Marvel Skirmish rulebook that the model cites, by name.

Each rule: the anchor of the section of marvel-skirmish.txt that states it (as
the importer derives it from the heading) and, where the model quotes it, the
sentence there (None: the section is cited as a whole). The tests check every
anchor against the imported rulebook.
"""

# Section anchors of marvel-skirmish.txt, as the importer derives them from the headings.
RULES = {
    "about-the-cards": ("about-the-cards", None),
    "immediate": ("using-an-immediate-effect", None),
    "playing-a-card": ("playing-a-card", None),
    "recruitment": ("phase-i-recruitment-optional", None),
    "attack-phase": ("phase-ii-attack", None),
    "attack-effect": ("using-an-attack-effect", None),
    "draw-phase": ("phase-iii-draw", None),
    "short-overview": ("short-overview", None),
    "appendix": ("appendix", None),
    "villains": ("villains", None),
    "heroes": ("heroes", None),
    "artifacts": ("artifacts", None),
    # the engine's rule names (adjudicator/engine/rules.py), answered by the sections that say the same
    # for this game
    "doing-nothing": ("appendix", None),
    "making-choices": ("appendix", None),
    "costs": ("appendix", None),
    "starting-triggers-and-resolving-effects": ("about-the-cards", None),
    "modifiers": ("about-the-cards", None),
    "sources-of-damage": ("phase-ii-attack", None),
    "triggers-affecting-damage": ("phase-ii-attack", None),
    "counters-and-gambits": ("about-the-cards", None),
}

ABSENT = {
    "damage-order": "the rulebook never deals damage to several cards at once in an order the players choose",
    "resolving-effects": "the rulebook does not say when a condition inside an effect is checked",
}
