"""An ability's `kind`, which says the window of a constant ability (model.check_scenario), and of a triggered
one only whether it is labeled as a defense (`kind: defense`: defense_label.py), an attack or a thwart (`kind: attack`,
`kind: thwart`: attack_thwart_label.py); any other `kind` written on a triggered ability would be ignored, so it is
refused at its line.
"""
from __future__ import annotations

from typing import Any

from adjudicator.scenario.vocabulary import suggest
from adjudicator.timing.marvel_champions.attack_thwart_label import LABELS, label_problems
from adjudicator.timing.marvel_champions.defense_label import DEFENSE_LABELS


def triggered_kind_problems(ability: Any) -> list[tuple[str, str]]:
    """(path, why) for a triggered ability whose `kind` is written and is neither its timing nor a label (defense,
    attack, thwart), or is a label the model cannot resolve as written (attack_thwart_label.label_problems)."""
    if ability.timing in ("constant", "modifier") or ability.kind in ("", ability.timing):
        return []
    if str(ability.kind).strip().lower() in DEFENSE_LABELS:
        return []
    if str(ability.kind).strip().lower() in LABELS:
        return label_problems(ability)
    labels = (DEFENSE_LABELS[0], *LABELS)
    return [(f"abilities.{ability.id}.kind",
             f"a triggered ability's `kind` is only its label: as a defense (`kind: defense`: Defend, Defense), an "
             f"attack or a thwart (`kind: attack`, `kind: thwart`: Attack (Player Action), Thwart); any other would "
             f"be ignored, so it is refused (got {ability.kind!r}{suggest(str(ability.kind), labels)})")]
