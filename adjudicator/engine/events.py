"""Events: what an op or a rule says has happened, declared once with their fields and their sentence.

An `EventDef` names an event, the fields it carries (ability patterns may match
any of them: scenario-format.md, "Events carry these fields") and how a step
says it to a person. The built-in events are here; a game declares its own in
its `ops.py` (they may add fields to a built-in one, e.g. Skirmish's `played`
carries its slot).
"""
import re
from dataclasses import dataclass
from collections.abc import Callable

from adjudicator.grammar import fill


@dataclass(frozen=True)
class EventDef:
    name: str
    fields: tuple
    describe: Callable | None = None  # (name, event) -> one line, or None: plain_event says it; `name` names an entity


FIELD = re.compile(r"{(\w+)}")


class Saying:
    """What a `describe` says things with: called, an entity's name; `zone`, a zone in words (never its id)."""

    def __init__(self, res):
        self._res = res

    def __call__(self, entity) -> str:
        return self._res.name(entity)

    def zone(self, zone) -> str:
        return self._res.zone_name(zone)


def sentence(*forms, raw=(), zones=()):
    """A `describe` from sentence forms, tried in order: the first whose every {field} the event carries
    is said, each entity by its name (a field in `raw` as it is, one in `zones` in words: Saying.zone). A
    field the event does not carry is left out, never said as "nobody" or "None" ("Shadow of the Past is
    revealed" when no one is named as revealing it); when no form fits, None, and the event is said by its
    name and fields (plain_event)."""
    parsed = [(form, FIELD.findall(form)) for form in forms]

    def said(n, field, value):
        if field in zones:
            return n.zone(value)
        return value if field in raw else n(value)

    def describe(n, e):
        for form, fields in parsed:
            if all(e.get(f) is not None for f in fields):
                return fill(form, {f: said(n, f, e[f]) for f in fields})
        return None

    return describe


def _damage_dealt(n, e):
    amount = f"{e['amount']} " if e.get("amount") is not None else ""
    crit = "critical " if e.get("critical") else ""
    to = f" to {n(e['target'])}" if e.get("target") else ""
    src = f" by {n(e['source'])}" if e.get("source") else " (unsourced)"
    return f"{amount}{crit}damage dealt{to}{src}"


def _card_verb(verb):
    return sentence(f"{{card}} is {verb} by {{who}}", f"{{card}} is {verb}", f"a card is {verb} by {{who}}",
                    f"a card is {verb}")


def _target_verb(verb):
    return sentence(f"{{target}} is {verb} by {{by}}", f"{{target}} is {verb}")


def _resource(verb):
    return sentence(f"{{who}} {verb} {{amount}} {{resource}}", f"{{who}} {verb} {{resource}}",
                    f"{{amount}} {{resource}} {verb}", raw=("amount", "resource"))


def _defense_gained(n, e):
    who, against = e.get("who"), e.get("against")
    if who is None:
        return None
    amount = f" {e['amount']}" if e.get("amount") is not None else ""
    said = f"{n(who)} gains{amount} defense"
    return said + (f" against the damage dealt to {n(against)}" if against and against != who else "")


def _by_verb(verb, passive, no_one_named):
    return sentence(f"{{by}} {verb} {{target}}", f"{{target}} is {passive}", f"{{by}} {verb}", no_one_named)


DAMAGE_DEALT = EventDef("damage_dealt", ("target", "source", "amount", "critical"), _damage_dealt)
DAMAGE_TAKEN = EventDef("damage_taken", ("target", "source", "amount", "critical"),
                        sentence("{target} takes {amount} damage", "{target} takes damage", "{amount} damage is taken",
                                 raw=("amount",)))
ATTACKED = EventDef("attacked", ("by", "target", "amount"), _by_verb("attacked", "attacked", "an attack is made"))
ASSAULTS = EventDef("assaults", ("by", "target"), _by_verb("assaults", "assaulted", "an assault is made"))
THREATENS = EventDef("threatens", ("by", "target"), _by_verb("threatens", "threatened", "a threat is made"))
MOVED = EventDef("moved", ("card", "from", "to", "who", "block"),
                 sentence("{card} moves from {from} to {to}, on {block}", "{card} moves to {to}, on {block}",
                          "{card} moves from {from} to {to}", "{card} moves to {to}", "{card} moves from {from}",
                          "{card} moves", raw=("block",), zones=("from", "to")))
DRAWN = EventDef("drawn", ("card", "who"), _card_verb("drawn"))
DISCARDED = EventDef("discarded", ("card", "who"), _card_verb("discarded"))
DISMISSED = EventDef("dismissed", ("card", "who"), _card_verb("dismissed"))
TRASHED = EventDef("trashed", ("card", "who"), _card_verb("trashed"))
DESTROYED = EventDef("destroyed", ("card", "who"), _card_verb("destroyed"))
PLAYED = EventDef("played", ("card", "who", "to", "on"), _card_verb("played"))
DEFEATED = EventDef("defeated", ("target", "by"), _target_verb("defeated"))
OVERCOME = EventDef("overcome", ("target", "by"), _target_verb("overcome"))
GAINED = EventDef("gained", ("who", "resource", "amount"), _resource("gained"))
LOST = EventDef("lost", ("who", "resource", "amount"), _resource("lost"))
HEALED = EventDef("healed", ("target", "amount"),
                  sentence("{target} heals {amount} damage", "{target} heals", raw=("amount",)))
DEFENSE_GAINED = EventDef("defense_gained", ("who", "amount"), _defense_gained)
TAKEN_DOWN = EventDef("taken_down", ("target",), sentence("{target} is taken down"))

BUILTIN_EVENTS = (
    DAMAGE_DEALT, DAMAGE_TAKEN, ATTACKED, ASSAULTS, THREATENS, MOVED, DRAWN, DISCARDED, DISMISSED,
    TRASHED, DESTROYED, PLAYED, DEFEATED, OVERCOME, GAINED, LOST, HEALED, DEFENSE_GAINED, TAKEN_DOWN,
)
BUILTIN_EVENT_FIELDS = {event.name: event.fields for event in BUILTIN_EVENTS}
_DESCRIBE = {event.name: event.describe for event in BUILTIN_EVENTS if event.describe}


def describe_event(res, event):
    """One line for a person; any field may be missing (an `emit` may name a built-in event bare)."""
    say = _DESCRIBE.get(event["event"])
    said = say(Saying(res), event) if say is not None else None
    return said if said is not None else plain_event(res, event)


def plain_event(res, event):
    """An event no definition words (a scenario's own `emit`): its name in words, then the fields it
    carries by name — "cause nuclear breath happens (by: Atomic Kaiju, target: Odysseus)"."""
    def value(v):
        if isinstance(v, str) and v in res.entities:
            return res.name(v)
        if isinstance(v, bool):
            return "yes" if v else "no"
        return str(v)

    fields = ", ".join(f"{k.replace('_', ' ')}: {value(v)}" for k, v in event.items()
                       if k not in ("event", "causer") and v is not None)
    name = str(event["event"]).replace("_", " ").replace("-", " ")
    return f"{name} happens" + (f" ({fields})" if fields else "")
