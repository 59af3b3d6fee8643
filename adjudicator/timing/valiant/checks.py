"""Load-time checks of a whole Valiant Universe scenario (the `check_scenario` hook).

Ops are checked where they are read (readers.py); these are the facts
about entities and abilities that the Valiant rules rely on: players are
Organizations with Coherence, a Sector's position is on the 5 x 5 Facility, a
Superhero stands on a Sector, a card action is on a card, and cards are
played, never triggered.
"""
from adjudicator.scenario.vocabulary import suggest
from adjudicator.timing.valiant.facility import GRID
from adjudicator.timing.valiant.legality import ICONS

TRIGGER_KEYS = ("on", "if", "optional")


def scenario_problems(data, entities, abilities):
    problems = []
    for i, player in enumerate(data.get("players") or ()):
        kind = (entities.get(player) or {}).get("type")
        if player in entities and kind != "organization":
            problems.append((f"players[{i}]", f"{player!r} has type {kind!r}; a player is an Organization "
                                              "(type organization)"))
    for eid, props in entities.items():
        problems += _entity_problems(eid, props, entities)
    raw = data.get("abilities") if isinstance(data.get("abilities"), dict) else {}
    for aid, ability in abilities.items():
        spec = raw.get(aid) or {}
        for key in TRIGGER_KEYS:
            if key in spec:
                problems.append((f"abilities.{aid}.{key}", "Valiant cards are played (attack_sequence), never "
                                                           f"triggered: `{key}` has no meaning here"))
        kind = (entities.get(ability.card) or {}).get("type")
        if ability.card in entities and kind != "card":
            problems.append((f"abilities.{aid}.card", f"{ability.card!r} has type {kind!r}; a card action is on a "
                                                      "card (type card)"))
        if "kind" in spec and ability.kind != ability.timing:
            if ability.timing != "attack":
                problems.append((f"abilities.{aid}.kind", "only an attack action has a kind: its attack icon "
                                                          f"({', '.join(ICONS)})"))
            elif ability.kind not in ICONS:
                problems.append((f"abilities.{aid}.kind", f"expected the attack icon: {', '.join(ICONS)} (standard, "
                                                          "orthogonally adjacent, if not given), got "
                                                          f"{ability.kind!r}{suggest(str(ability.kind), ICONS)}"))
    return problems


def _entity_problems(eid, props, entities):
    kind = props.get("type")
    path = f"entities.{eid}"
    problems = []
    if kind == "organization" and not _count(props.get("coherence")):
        problems.append((f"{path}.coherence", "is required: the Organization's Coherence, 0 or more (20 at the "
                                              "start of a game)"))
    if kind == "sector":
        for prop in ("level", "column"):
            value = props.get(prop)
            if value is not None and not (_count(value) and 1 <= value <= GRID):
                problems.append((f"{path}.{prop}", f"expected 1 to {GRID} (the Facility is {GRID} x {GRID}), "
                                                   f"got {value!r}"))
        if ("level" in props) != ("column" in props):
            problems.append((path, "give both level and column, or neither"))
    if kind == "superhero" and props.get("sector") is not None:
        where = props["sector"]
        if (entities.get(where) or {}).get("type") != "sector":
            problems.append((f"{path}.sector", f"{where!r} is not a Sector (an entity of type sector)"))
    if kind == "ability" and (entities.get(props.get("owner")) or {}).get("type") != "superhero":
        problems.append((f"{path}.owner", "is required: the Superhero whose Power card the Ability is on"))
    if kind == "card" and props.get("zone") == "sector":
        if (entities.get(props.get("sector")) or {}).get("type") != "sector":
            sectors = [e for e, p in entities.items() if (p or {}).get("type") == "sector"]
            problems.append((f"{path}.sector", "is required for a card in a Sector's deck: the Sector it is in "
                                               f"(an entity of type sector){suggest(str(props.get('sector')), sectors)}"))
    elif kind == "card" and props.get("owner") is None:
        problems.append((f"{path}.owner", "is required: the Organization whose card it is"))
    return problems


def _count(value):
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
