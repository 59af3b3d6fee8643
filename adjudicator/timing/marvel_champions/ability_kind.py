"""An ability's `kind`, which says the window of a constant ability (model.check_scenario) and nothing of a
triggered one: written on a triggered ability it would be ignored, so it is refused at its line. A defense label
("Hero Interrupt (defense)") is refused naming its rule, which the model does not apply: Defend, Defense — "When a
player initiates a triggered ability labeled as a defense … during an enemy attack, that player’s identity
becomes the defender and is considered to have defended the attack if there is not already a defender."
"""
from __future__ import annotations

from typing import Any

DEFENSE_LABELS = ("defense", "defence")


def triggered_kind_problems(ability: Any) -> list[tuple[str, str]]:
    """(path, why) for a triggered ability whose `kind` is written and is not its timing."""
    if ability.timing in ("constant", "modifier") or ability.kind in ("", ability.timing):
        return []
    where = f"abilities.{ability.id}.kind"
    if str(ability.kind).strip().lower() in DEFENSE_LABELS:
        return [(where, "a triggered ability labeled as a defense (marvel-champions#rules-reference-defend-defense: "
                        "“When a player initiates a triggered ability labeled as a defense—such as “Hero Interrupt "
                        "(defense)”— during an enemy attack, that player’s identity becomes the defender and is "
                        "considered to have defended the attack if there is not already a defender.”) is not "
                        "modelled yet: the label would be ignored (no defender, no “defends”), so it is refused")]
    return [(where, f"`kind` says a constant ability's window (when or after); on a {ability.timing} it would be "
                    f"ignored, so it is refused (got {ability.kind!r})")]
