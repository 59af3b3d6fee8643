"""Every fact the Marvel: Skirmish! model keeps during a resolution, declared once with its type.

See adjudicator/timing/facts.py for why. The stored keys are what the model
stored before (the explorer's footprints name them).
"""
from __future__ import annotations

from adjudicator.timing.facts import Fact, FactPer

# -- per attack phase ----------------------------------------------------------------------------------
ATTACKED = FactPer[bool]("attacked:", False)              # a card has attacked this phase (Thor)
ATTACK_EFFECT_USED = FactPer[bool]("attack-effect:", False)  # an attack effect has triggered this phase

# -- for the game -------------------------------------------------------------------------------------
ONE_TIME_USED = FactPer[bool]("one-time-used:", False)    # a one-time artifact has been used
LAST_CARD_DRAWN = FactPer[bool]("skirmish:last-card:", False)  # a player drew their deck's last card this turn
CIVILIANS_UNCOUNTED_SAID = Fact[bool]("skirmish:civilians-uncounted", False)
NO_TRACK_SAID = Fact[bool]("skirmish:no-track", False)
