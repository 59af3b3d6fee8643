"""What happened, in plain words: the state differences between a scenario's start and an outcome's end,
and one line saying what a comparison of two timing models changes in the end.

A teacher reads these before the 20-50 steps: "Spider-Man took 3 damage", "Rhino was defeated",
"Plucky Interns moved from hand to discard". Only net differences count (a card that left its zone and
came back is no difference); the steps say the rest. Entities are named, never shown by id.
"""
from collections.abc import Collection, Mapping

from adjudicator.grammar import possessive, property_words, zone_words

UNNAMED_PROPS = ("name", "label")  # what an entity is called is no change of state
# properties that say where a card is, as the table says it: "Armor is now attached to Hero"
PLACES = {"attached_to": "attached to", "under": "under", "on": "on", "dealt_to": "dealt to"}


def plain(value):
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    return value


def _is_empty(value) -> bool:
    """"Nothing yet" on one side and "none" on the other: a property first set to its default."""
    return value is None or value is False or value == 0 or value == "" or value == []


class Namer:
    """Entities by their names; a value that is an entity id reads as that entity's name."""

    def __init__(self, *states: dict, zones: Mapping[str, str] | None = None):
        self.names: dict = {}
        self.zones = zones or {}  # the game's words for its zones (TimingModel.zone_words)
        for state in states:
            for entity, props in state.items():
                self.names.setdefault(entity, props.get("name") or props.get("label") or entity)

    def entity(self, ident) -> str:
        return self.names.get(ident, str(ident))

    def value(self, value) -> str:
        if value is None:
            return "nothing"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, str):
            return self.names.get(value, value)
        if isinstance(value, list):
            return ", ".join(self.value(v) for v in value) or "none"
        return str(value)


def _zone(zone, namer: Namer) -> str:
    """A zone in words (grammar.zone_words, as the steps say it): "encounter-deck" is the encounter deck's
    id, "encounter deck" its name; a zone that is an entity reads as that entity's name."""
    if isinstance(zone, str) and zone not in namer.names:
        return zone_words(zone, namer.zones)
    return namer.value(zone)


def _moved(who: str, before, after, namer: Namer) -> str:
    if after == "defeated":
        return f"{who} was defeated"
    if after == "removed":
        return f"{who} was removed from the game" + (f" (from {_zone(before, namer)})" if before else "")
    if before is None:
        return f"{who} entered {_zone(after, namer)}"
    if after is None:
        return f"{who} left {_zone(before, namer)}"
    return f"{who} moved from {_zone(before, namer)} to {_zone(after, namer)}"


def sentence(entity: str, prop: str, before, after, namer: Namer) -> str:
    """One state difference as a person says it."""
    who = namer.entity(entity)
    words = property_words(prop)
    if prop == "damage" and isinstance(before or 0, int) and isinstance(after or 0, int):
        delta = (after or 0) - (before or 0)
        if delta > 0:
            return f"{who} took {delta} damage (now {after})"
        return f"{who} had {-delta} damage removed (now {after or 0})"
    if prop == "zone":
        return _moved(who, before, after, namer)
    if prop == "owner" and after is not None:
        return f"{who} now belongs to {namer.value(after)}"
    if prop in PLACES:
        place = PLACES[prop]
        if after is None:
            return f"{who} is no longer {place} {namer.value(before)}"
        return f"{who} is now {place} {namer.value(after)}"
    if prop == "winner" and after is True:
        return f"{who} won"
    if isinstance(after, bool) or (after is None and isinstance(before, bool)):
        if prop == "facedown":
            return f"{who} is now {'face down' if after else 'face up'}"
        return f"{who} is {'now' if after else 'no longer'} {words}"
    numbers = [v for v in (before, after) if v is not None]
    if numbers and all(isinstance(v, int) and not isinstance(v, bool) for v in numbers):
        delta = (after or 0) - (before or 0)
        if prop == "threat":
            return f"{who} {'gained' if delta > 0 else 'lost'} {abs(delta)} threat (now {after or 0})"
        sign = "+" if delta > 0 else "−"
        return f"{possessive(who)} {words} went from {before or 0} to {after or 0} ({sign}{abs(delta)})"
    return f"{possessive(who)} {words} changed from {namer.value(before)} to {namer.value(after)}"


FIRST_PROPS = ("damage", "zone", "threat")


def _prop_order(prop: str):
    return (FIRST_PROPS.index(prop) if prop in FIRST_PROPS else len(FIRST_PROPS), prop)


def differences(start: dict, end: dict, bookkeeping: Collection[str] = ()) -> list:
    """[(entity, prop, before, after)] for each entity property that differs, entities in the start's
    order (then any that appeared), damage, zone and threat first, then the rest alphabetically.
    `bookkeeping`: properties the engine writes for its own use (TimingModel.bookkeeping_props), left out
    unless the scenario writes one on that entity (then it is the author's, and shown for it; another card's
    position after a reshuffle is still the engine's)."""
    found = []
    entities = list(start) + [e for e in end if e not in start]
    for entity in entities:
        before, after = start.get(entity) or {}, end.get(entity) or {}
        unshown = set(UNNAMED_PROPS) | (set(bookkeeping) - set(before))
        for prop in sorted(set(before) | set(after), key=_prop_order):
            if prop in unshown:
                continue
            old, new = plain(before.get(prop)), plain(after.get(prop))
            if old == new or (_is_empty(old) and _is_empty(new)):
                continue
            found.append((entity, prop, old, new))
    return found


def what_happened(start: dict, end: dict, zones: Mapping[str, str] | None = None,
                  bookkeeping: Collection[str] = ()) -> list:
    """The output's `what_happened`: one {entity, prop, before, after, text} per difference. `zones`: the
    game's words for its zones; `bookkeeping`: its engine's own properties (differences)."""
    namer = Namer(end, start, zones=zones)
    return [{"entity": entity, "prop": prop, "before": old, "after": new,
             "text": sentence(entity, prop, old, new, namer)}
            for entity, prop, old, new in differences(start, end, bookkeeping)]


def compare_headline(diff: dict, this_title: str, other_title: str, names=None) -> str:
    """One line before a comparison's details: what differs in the end, or that only the order does.
    `diff` is compare.differences; `names` a compare.Names (entities by name)."""
    state = diff.get("state", [])
    counts = diff.get("outcomes", {})
    if diff.get("same"):
        return f"{this_title} and {other_title} resolve this alike: the same order, the same end state."
    parts = []
    if state:
        who = (lambda e: names.entity(e)) if names else str
        value = (lambda v: names.value(v)) if names else str
        shown = [f"{possessive(who(c['entity']))} {c['prop'].replace('_', ' ')} is {value(c['this'])} under "
                 f"{this_title}, {value(c['other'])} under {other_title}" for c in state[:3]]
        more = len(state) - len(shown)
        parts.append("; ".join(shown) + (f" (and {more} more difference{'s' if more != 1 else ''})" if more else ""))
    if counts.get("this") != counts.get("other"):
        parts.append(f"{_outcomes(counts.get('this', 0))} under {this_title}, {counts.get('other', 0)} under "
                     f"{other_title}")
    if parts:
        return "In the end: " + "; ".join(parts) + "."
    return "The end state is the same; only the order in which the effects resolve differs."


def _outcomes(n: int) -> str:
    return f"{n} distinct outcome{'s' if n != 1 else ''}"
