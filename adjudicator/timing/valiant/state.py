"""Every fact the Valiant Universe model keeps during a resolution, declared once with its type.

See adjudicator/timing/facts.py for why. The stored keys are what the model
stored before (the explorer's footprints name them).
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.facts import Fact, FactPer, NodeFact

# -- per turn (Actions: each is once per turn, forgotten when the turn ends) --------------------------------
CARD_ATTACKED = FactPer[bool]("card-attack:", False)            # a player made their card attack
SUPERHERO_ATTACKED = FactPer[bool]("superhero-attack:", False)  # a player made their Superhero attack
MOVES = FactPer[int]("moves:", 0)                               # Sectors a Superhero has moved
PUSHED = FactPer[bool]("pushed:", False)                        # a Superhero has pushed
PLAYER_ACTIONS = (CARD_ATTACKED, SUPERHERO_ATTACKED)
SUPERHERO_ACTIONS = (MOVES, PUSHED)

# -- about the whole resolution ------------------------------------------------------------------------
AT_ZERO = Fact[tuple[str, ...]]("valiant:at-zero", ())          # Organizations brought to 0, not yet checked

# -- about one effect ----------------------------------------------------------------------------------
KIND = NodeFact[str | None]("valiant", None)     # what the effect is: an ability's timing, attack, superhero …
SEQUENCE = NodeFact[Any]("sequence", None)       # the attack sequence's node key
ATTACK = NodeFact[int | None]("attack", None)    # which attack of that sequence


def place_in_sequence(node: Any, kind: str, sequence: Any, attack: int) -> None:
    """An effect that is one attack (or its defense, counterattack …) of an attack sequence."""
    KIND.set(node, kind)
    SEQUENCE.set(node, sequence)
    ATTACK.set(node, attack)
