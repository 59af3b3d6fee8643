"""A triggered ability with no valid target is not initiated (Ability; Forced; Initiating Abilities).

Ability: "If an ability specifies one or more targets, that ability can only be initiated if it has at least one
valid target." Forced: "If a forced ability requires one or more targets to resolve and it has no valid targets,
it does not initiate. • Any costs that would have been paid to initiate the ability are not paid." The ability's
text is looked at as its window offers it (targets.no_valid_target, the check a play's Declare Intent makes):
with no valid target it never becomes an effect — a step says so and quotes the rule, no cost is paid, and it is
not in the resolution order. An interrupt, a response and a forced interrupt or response are looked at; a When
Revealed, When Defeated, Boost or When Completed ability is triggered by the game as before (its text resolves
as far as it can).
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine import warnings
from adjudicator.engine.nodes import Node
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.targets import no_valid_target

OPTIONAL = ("interrupt", "would-interrupt", "response")
FORCED = ("forced-interrupt", "forced-would-interrupt", "forced-response")


def refused_initiation(res: Any, home: Any, ability: Any, event: dict, you: str | None, trigger: tuple) -> bool:
    """Whether `ability`, offered by a window of `home`'s occurrence for `event`, has no valid target and so is not
    initiated (a step says why, citing Forced or Ability, and the trigger checks give that reason); False if it may
    be initiated or is not of a class looked at."""
    if ability.timing not in OPTIONAL + FORCED:
        return False
    probe = Node(key=-1, base=ability.id, kind=ability.timing, label=ability.label, parent=home.key, edge="when",
                 ability=ability.id, card=ability.card, you=you, trigger=trigger)
    why = no_valid_target(res, probe, tuple(ability.do), ability.card)
    if why is None:
        return False
    if ability.timing in FORCED:
        said, cited = (f"{ability.label} does not initiate: {why}; no cost is paid (Forced: “Any costs that would "
                       "have been paid to initiate the ability are not paid.”)", rule(res, "forced-no-target"))
    else:
        said, cited = (f"{ability.label} cannot be initiated: {why}; it is not used, and no cost is paid",
                       rule(res, "ability-valid-target"))
    res.step("note", said, rule=cited)
    warnings.looked(res, ability, event, ("not-triggered", f"it cannot be initiated: {why}", cited))
    return True
