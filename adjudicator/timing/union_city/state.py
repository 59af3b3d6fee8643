"""Every fact the Union City Alliance model keeps during a resolution, declared once with its type.

See adjudicator/timing/facts.py for why (the facts it shares with other games,
once-only modifiers, prevention and pending defeats, are declared there). The
stored keys are what the model stored before (the explorer's footprints name them).
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.facts import FactPer, NodeFact

RALLIED = FactPer[bool]("rallied:", False)                     # a card's rally effect has triggered
PENDING_TAKEN_DOWN = FactPer[bool]("pending:taken-down:", False)  # a hero's taking down waits to resolve
SKIPPED_SAID = FactPer[bool]("uca:skipped:", False)            # "HERO:RULE": a taken-out hero's skip was said
ALERT_CARD = NodeFact[Any]("alert_card", None)                 # the card an alert effect was drawn as
SET_ASIDE = NodeFact[tuple[str, ...]]("set_aside", ())         # issue 2+ exclusive cards this effect set aside
ATTACKED = FactPer[bool]("uca:attacked:", False)               # "HERO:ENEMY": the hero has attacked it this Action phase
