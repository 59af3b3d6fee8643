"""The Facility of Valiant Universe: Sector positions and movement, shutdown, the die roll and the reset.

Only what the timing rules need: an Organization's `coherence`, a Sector's
`level`/`column` (1-5, wrapping), `shutdown` and `locked`, a Superhero's
`sector`, the Facility's `durability`. Every function cites the section of
valiant-universe.txt that states its rule.
"""
from adjudicator.errors import ResolutionStopped
from adjudicator.timing.base import rule

GRID = 5  # Levels (rows) and Blocks (columns) of the Facility
DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
DIRECTION_NAMES = {delta: name for name, delta in DIRECTIONS.items()}
RESET_DURABILITY = {2: 12, 3: 20, 4: 28, 5: 36}  # Facility Reset, by players still in the game
SETUP_ABILITIES = 2  # Hero-level Abilities each player starts with


def is_organization(res, entity):
    return entity in res.scenario.players or (res.entities.get(entity) or {}).get("type") == "organization"


def organization_of(res, entity):
    """Making an Attack: damage to a Sector or a Superhero transfers to its Organization's Coherence."""
    if entity is None:
        return None
    if is_organization(res, entity):
        return entity
    owner = (res.entities.get(entity) or {}).get("owner")
    return owner if owner and is_organization(res, owner) else None


# -- positions and movement ---------------------------------------------------------------------------
def wrap(n):
    """Facility Wrap: Levels and Blocks wrap around to the other side."""
    return (n - 1) % GRID + 1


def position(res, sector):
    props = res.entities.get(sector) or {}
    level, column = props.get("level"), props.get("column")
    if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= GRID for v in (level, column)):
        raise ResolutionStopped(
            f"error: entities.{sector}: a Sector that moves or gives a direction needs its position: "
            f"level and column, each 1 to {GRID} (got level {level!r}, column {column!r})", "error")
    return level, column


def label(cell):
    return f"Level {cell[0]}, Block {cell[1]}"


def direction_of_effect(res, origin, target):
    """Direction of Effect: drawn from the origin Sector to the target Sector and beyond."""
    (ol, oc), (tl, tc) = position(res, origin), position(res, target)
    if ol == tl and oc != tc:
        return (0, _toward(oc, tc))
    if oc == tc and ol != tl:
        return (_toward(ol, tl), 0)
    raise ResolutionStopped(
        f"error: the direction of effect runs in a straight line from {origin} ({label((ol, oc))}) to "
        f"{target} ({label((tl, tc))}): they must share a Level or a Block", "error")


def _toward(a, b):
    forward = (b - a) % GRID
    return 1 if forward <= GRID // 2 else -1


def move_sector(res, sector, spaces, delta, by):
    """Sector Movement: the Sector moves `spaces` in `delta`; only the displaced Sectors move in to fill
    the hole, the Level or Block does not shift. A Locked Sector cannot be moved; Superheroes ride along."""
    name = res.name
    if res.entities[sector].get("locked"):
        res.step("note", f"{name(sector)} is Locked: it cannot be moved", rule=rule(res, "lock"))
        return
    if not 1 <= spaces < GRID:
        raise ResolutionStopped(f"error: a Sector moves 1 to {GRID - 1} spaces on the {GRID} x {GRID} Facility, "
                                f"not {spaces}", "error")
    start = position(res, sector)
    cells = [(wrap(start[0] + delta[0] * k), wrap(start[1] + delta[1] * k)) for k in range(1, spaces + 1)]
    at = {(p.get("level"), p.get("column")): sid for sid, p in res.entities.items()
          if p.get("type") == "sector" and sid != sector}
    displaced = [(at[cell], cell) for cell in cells if cell in at]
    res.entities[sector]["level"], res.entities[sector]["column"] = cells[-1]
    res.step("op", f"{name(sector)} moves {spaces} {DIRECTION_NAMES[delta]}, {label(start)} -> {label(cells[-1])}",
             rule=rule(res, "sector-movement"))
    res.emit({"event": "sector_moved", "sector": sector, "from": label(start), "to": label(cells[-1]), "by": by})
    for other, cell in displaced:
        into = (wrap(cell[0] - delta[0]), wrap(cell[1] - delta[1]))
        res.entities[other]["level"], res.entities[other]["column"] = into
        res.emit({"event": "sector_moved", "sector": other, "from": label(cell), "to": label(into), "by": by})
    moved = {sector} | {other for other, _ in displaced}
    riders = sorted(h for h, p in res.entities.items() if p.get("type") == "superhero" and p.get("sector") in moved)
    if riders:
        res.step("note", f"{', '.join(name(h) for h in riders)} move{'s' if len(riders) == 1 else ''} with "
                         "the Sector they occupy", rule=rule(res, "superhero-rides"))


def swap_sectors(res, first, second, by):
    """Special Shift ("Swap any 2 Sectors"): only the two chosen Sectors change places; they may be shut
    down or have Superheroes on them (who go with them), but not be Locked."""
    name = res.name
    locked = [s for s in (first, second) if res.entities[s].get("locked")]
    if locked:
        res.step("note", f"{name(locked[0])} is Locked: the two Sectors cannot be swapped", rule=rule(res, "special-shift"))
        return
    a, b = position(res, first), position(res, second)
    res.entities[first]["level"], res.entities[first]["column"] = b
    res.entities[second]["level"], res.entities[second]["column"] = a
    res.step("op", f"{name(first)} ({label(a)}) and {name(second)} ({label(b)}) swap places",
             rule=rule(res, "special-shift"))
    res.emit({"event": "sector_moved", "sector": first, "from": label(a), "to": label(b), "by": by})
    res.emit({"event": "sector_moved", "sector": second, "from": label(b), "to": label(a), "by": by})
    riders = sorted(h for h, p in res.entities.items() if p.get("type") == "superhero" and p.get("sector") in (first, second))
    if riders:
        res.step("note", f"{', '.join(name(h) for h in riders)} move{'s' if len(riders) == 1 else ''} with "
                         "the Sector they occupy", rule=rule(res, "superhero-rides"))


def shift_line(res, line, index, direction, spaces, by):
    """Standard Shift: one Level (right or left) or one Block (up or down) shifts as a whole, wrapping round
    the Facility; Superheroes ride their Sectors. A line holding a Locked Sector does not shift (a reading:
    a Locked Sector "cannot be Shifted", and a Standard Shift moves the whole line)."""
    name = res.name
    delta = DIRECTIONS[direction]
    along = 1 if line == "level" else 0  # a Level shifts along its Blocks, a Block along its Levels
    what = f"{'Level' if line == 'level' else 'Block'} {index}"
    sectors = sorted(sid for sid, p in res.entities.items()
                     if p.get("type") == "sector" and p.get(line) == index)
    locked = [s for s in sectors if res.entities[s].get("locked")]
    if locked:
        res.step("note", f"{name(locked[0])} in {what} is Locked: it cannot be Shifted, so {what} does not shift",
                 rule=rule(res, "lock"))
        return
    res.step("op", f"{what} shifts {spaces} {direction}, wrapping round the Facility",
             rule=rule(res, "standard-shift" if spaces == 1 else "standard-shift-more"))
    for sector in sectors:
        start = position(res, sector)
        cell = [start[0], start[1]]
        cell[along] = wrap(start[along] + delta[along] * spaces)
        res.entities[sector]["level"], res.entities[sector]["column"] = cell
        res.emit({"event": "sector_moved", "sector": sector, "from": label(start), "to": label(tuple(cell)), "by": by})
    riders = sorted(h for h, p in res.entities.items() if p.get("type") == "superhero" and p.get("sector") in sectors)
    if riders:
        res.step("note", f"{', '.join(name(h) for h in riders)} move{'s' if len(riders) == 1 else ''} with "
                         "the Sector they occupy", rule=rule(res, "superhero-rides"))


# -- shutdown -----------------------------------------------------------------------------------------
def shut_down(res, sector):
    if res.entities[sector].get("shutdown"):
        res.step("note", f"{res.name(sector)} is already shut down", rule=rule(res, "shutdown-already"))
        return
    res.entities[sector]["shutdown"] = True
    res.emit({"event": "sector_shut_down", "sector": sector})


def refuse_defenses(res, defenses, why):
    """Sector Shutdown: damage from shut-down Sectors cannot be defended against."""
    for aid in defenses:
        ability = res.scenario.abilities[aid]
        res.refuse_play(f"{ability.label} ({res.name(ability.card)})", why, rule(res, "shutdown-undefendable"),
                        f"it is not played, and {res.name(ability.card)} stays where it is")


def shutdown_and_reset(res, sector):
    """Facility Durability Tracker at 0: one Sector shuts down, the Facility resets, and each player
    activates a new Superhero Ability, in that order."""
    if sector is None:
        res.step("note", "two die rolls pick the Sector that shuts down (the scenario names it in the shutdown field of end_turn)",
                 rule=rule(res, "facility-at-zero"))
    else:
        shut_down(res, sector)
    in_game = [p for p in res.scenario.players if not res.entities[p].get("eliminated")]
    for facility in sorted(f for f, p in res.entities.items() if p.get("type") == "facility"):
        durability = RESET_DURABILITY.get(len(in_game))
        if durability is not None:
            res.entities[facility]["durability"] = durability
            res.step("op", f"the Facility resets to {durability} durability ({len(in_game)} players in the game)",
                     rule=rule(res, "facility-reset"))
            res.emit({"event": "facility_reset", "durability": durability})
    if in_game:
        res.step("op", "each player activates a new Superhero Ability",
                 rule=rule(res, "activate-new-superhero-ability"))
    for player in in_game:
        props = res.entities[player]
        props["abilities"] = (props.get("abilities", SETUP_ABILITIES) or 0) + 1
        res.emit({"event": "ability_activated", "who": player, "amount": props["abilities"]})


def in_zoi(zoi, sector):
    """Purchase Actions: the ZOI is every Sector in the Level and the Block of the ZOI card (9 Sectors)."""
    level, column = zoi
    return (level is not None and sector.get("level") == level) or \
        (column is not None and sector.get("column") == column)


def roll_die(res, player, roll, shutdown):
    if not 1 <= roll <= 6:
        raise ResolutionStopped(f"error: end_turn.roll is a six-sided die: 1 to 6, not {roll}", "error")
    facilities = sorted(f for f, p in res.entities.items() if p.get("type") == "facility")
    if len(facilities) != 1:
        raise ResolutionStopped("error: end_turn.roll damages the Facility: give exactly one entity of type "
                                f"facility with its durability (found {len(facilities)})", "error")
    facility = res.entities[facilities[0]]
    before = facility.get("durability", 0) or 0
    after = max(0, before - roll)
    facility["durability"] = after
    res.step("op", f"{res.name(player)} rolls {roll}: Facility durability {before} -> {after}",
             rule=rule(res, "facility-durability-tracker"))
    if before - after > 0:
        res.emit({"event": "facility_damaged", "who": player, "amount": before - after})
    if after == 0:
        res.step("phase", "the Facility reaches 0: one Sector shuts down, the Facility resets, each player "
                          "activates a new Superhero Ability", rule=rule(res, "facility-at-zero"))
        shutdown_and_reset(res, shutdown)
