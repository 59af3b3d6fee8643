"""Where a Valiant attack may come from and go to: the geometry of "Making an Attack" and the attack icons.

A card-based attack comes from one of the attacker's own Sectors (a shut-down one too) and reaches
the Sector its icon allows: orthogonally adjacent (the Standard Attack icon, the default), diagonally
adjacent (`kind: diagonal`) or anywhere on the Facility (`kind: anywhere`). A Superhero attacks its
own Sector or an orthogonally adjacent one, and another Superhero only in its own Sector unless it
has a `range` (then in a straight orthogonal line, that far). The Facility wraps, so distances are
counted the short way round.

Each check returns None when the attack is legal, else `(why, rule name)`: the sequence refuses the
card with that sentence as a ruling (attack.py, Resolution.refuse_play) — the card stays in hand and
the rest resolves — even where it could be known before anything resolves (an origin that is another
player's Sector): the rules forbid the play, the format can read it. What the format cannot read (an
unknown icon, a missing origin) is refused at load time (readers.py, checks.py).
"""
from adjudicator.grammar import possessive
from adjudicator.timing.valiant import facility

ICONS = ("standard", "diagonal", "anywhere")  # an attack action's `kind`; "attack" (the default) is standard
ICON_RULES = {"standard": "standard-attack", "diagonal": "diagonal-attack", "anywhere": "anywhere-attack"}
ICON_WORDS = {"standard": "orthogonally adjacent to", "diagonal": "diagonally adjacent to",
              "anywhere": "anywhere from"}


def icon_of(ability):
    return ability.kind if ability.kind in ICONS else "standard"


def offset(a, b):
    """(levels, blocks) from cell a to cell b, each the short way round the wrapping Facility (-2..2)."""
    def short(d):
        d %= facility.GRID
        return d - facility.GRID if d > facility.GRID // 2 else d
    return short(b[0] - a[0]), short(b[1] - a[1])


def reaches(icon, origin_cell, target_cell):
    dl, dc = offset(origin_cell, target_cell)
    if icon == "anywhere":
        return True
    if icon == "diagonal":
        return abs(dl) == 1 and abs(dc) == 1
    return abs(dl) + abs(dc) == 1


def sector_of(res, target):
    """The Sector an attack's target stands for: a Sector itself, the Sector a Superhero is on; None for
    an Organization (an Opponent attacked directly has no place on the Facility)."""
    props = res.entities.get(target) or {}
    if props.get("type") == "sector":
        return target
    if props.get("type") == "superhero":
        return props.get("sector")
    return None


def card_attack(res, ability, attacker, origin, target):
    """Why a card-based attack from `origin` at `target` is not allowed (None if it is)."""
    name = res.name
    if origin is None:
        return (f"a card-based attack needs its origin, one of {possessive(name(attacker))} own Sectors", "origin")
    if (res.entities.get(origin) or {}).get("owner") != attacker:
        owner = (res.entities.get(origin) or {}).get("owner")
        whose = possessive(name(owner)) if owner else "no player's"
        return (f"{name(origin)} is {whose} Sector; the origin must be one of {possessive(name(attacker))} own", "origin")
    sector = sector_of(res, target)
    if sector is None:
        return None  # an Opponent attacked directly: the card's text says so (cards take precedence)
    icon = icon_of(ability)
    here, there = facility.position(res, origin), facility.position(res, sector)
    if reaches(icon, here, there):
        return None
    what = name(target) if sector == target else f"{name(target)} (on {name(sector)})"
    return (f"{what}, at {facility.label(there)}, is not {ICON_WORDS[icon]} the origin {name(origin)}, at "
            f"{facility.label(here)}", ICON_RULES[icon])


def superhero_attack(res, hero, target):
    """Why `hero` may not attack `target` from where it stands now (None if it may)."""
    name = res.name
    props = res.entities[hero]
    where = props.get("sector")
    if where not in res.entities:
        return (f"{name(hero)} stands on no Sector (give its `sector`): a Superhero attack comes from its Sector",
                "superhero-origin")
    kind = (res.entities.get(target) or {}).get("type")
    here = facility.position(res, where)
    if kind == "sector":
        dl, dc = offset(here, facility.position(res, target))
        if abs(dl) + abs(dc) <= 1:
            return None
        return (f"{name(target)} is neither {possessive(name(hero))} Sector ({name(where)}) nor orthogonally adjacent to it",
                "superhero-sector-target")
    if kind != "superhero":
        return (f"{name(target)} is not a Sector or a Superhero", "superhero-targets")
    there_sector = (res.entities.get(target) or {}).get("sector")
    if there_sector == where:
        return None
    reach = props.get("range") if isinstance(props.get("range"), int) else 0
    if there_sector not in res.entities:
        return (f"{name(target)} stands on no Sector", "superhero-same-sector")
    if reach <= 0:
        return (f"{name(target)} is on {name(there_sector)}, not in {possessive(name(hero))} Sector ({name(where)}), and "
                f"{name(hero)} has no range", "superhero-same-sector")
    dl, dc = offset(here, facility.position(res, there_sector))
    if (dl == 0 or dc == 0) and abs(dl) + abs(dc) <= reach:
        return None
    return (f"{name(target)} on {name(there_sector)} is not in a straight orthogonal line within range {reach} of "
            f"{name(hero)} on {name(where)}", "superhero-range")


def next_in_line(res, origin, target):
    """Direction of Effect: the Sector beyond the target, continuing the line from the origin (None when
    the two are not in a straight or diagonal line, or no Sector is there)."""
    sector = sector_of(res, target)
    if origin is None or sector is None:
        return None
    props = [res.entities.get(s) or {} for s in (origin, sector)]
    if not all(isinstance(p.get("level"), int) and isinstance(p.get("column"), int) for p in props):
        return None
    here, there = facility.position(res, origin), facility.position(res, sector)
    dl, dc = offset(here, there)
    if (dl, dc) == (0, 0) or (dl and dc and abs(dl) != abs(dc)):
        return None
    step = ((dl > 0) - (dl < 0), (dc > 0) - (dc < 0))
    cell = (facility.wrap(there[0] + step[0]), facility.wrap(there[1] + step[1]))
    found = [s for s, p in sorted(res.entities.items())
             if p.get("type") == "sector" and (p.get("level"), p.get("column")) == cell]
    return found[0] if found else None
