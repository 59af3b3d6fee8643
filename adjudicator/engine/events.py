"""Events: what an op or a rule says has happened, declared once with their fields and their sentence.

An `EventDef` names an event, the fields it carries (ability patterns may match
any of them: scenario-format.md, "Events carry these fields") and how a step
says it to a person. The built-in events are here; a game declares its own in
its `ops.py` (they may add fields to a built-in one, e.g. Skirmish's `played`
carries its slot).
"""
from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class EventDef:
    name: str
    fields: tuple
    describe: Callable | None = None  # (name, event) -> one line; `name` names an entity for a person


def _damage_dealt(n, e):
    src = f" by {n(e.get('source'))}" if e.get("source") else " (unsourced)"
    crit = " critical" if e.get("critical") else ""
    return f"{e.get('amount')}{crit} damage dealt to {n(e.get('target'))}{src}"


def _card_verb(verb):
    return lambda n, e: f"{n(e.get('card'))} is {verb}" + (f" by {n(e.get('who'))}" if e.get("who") else "")


def _target_verb(verb):
    return lambda n, e: f"{n(e.get('target'))} is {verb}" + (f" by {n(e.get('by'))}" if e.get("by") else "")


def _resource(verb):
    return lambda n, e: f"{n(e.get('who'))} {verb} {e.get('amount')} {e.get('resource')}"


def _defense_gained(n, e):
    against = e.get("against")
    if against and against != e.get("who"):
        return f"{n(e.get('who'))} gains {e.get('amount')} defense against the damage dealt to {n(against)}"
    return f"{n(e.get('who'))} gains {e.get('amount')} defense"


def _by_verb(verb):
    return lambda n, e: f"{n(e.get('by'))} {verb} {n(e.get('target'))}"


DAMAGE_DEALT = EventDef("damage_dealt", ("target", "source", "amount", "critical"), _damage_dealt)
DAMAGE_TAKEN = EventDef("damage_taken", ("target", "source", "amount", "critical"),
                        lambda n, e: f"{n(e.get('target'))} takes {e.get('amount')} damage")
ATTACKED = EventDef("attacked", ("by", "target", "amount"), _by_verb("attacked"))
ASSAULTS = EventDef("assaults", ("by", "target"), _by_verb("assaults"))
THREATENS = EventDef("threatens", ("by", "target"), _by_verb("threatens"))
MOVED = EventDef("moved", ("card", "from", "to", "who"),
                 lambda n, e: f"{n(e.get('card'))} moves from {e.get('from')} to {e.get('to')}")
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
                  lambda n, e: f"{n(e.get('target'))} heals {e.get('amount')} damage")
DEFENSE_GAINED = EventDef("defense_gained", ("who", "amount"), _defense_gained)
TAKEN_DOWN = EventDef("taken_down", ("target",), lambda n, e: f"{n(e.get('target'))} is taken down")

BUILTIN_EVENTS = (
    DAMAGE_DEALT, DAMAGE_TAKEN, ATTACKED, ASSAULTS, THREATENS, MOVED, DRAWN, DISCARDED, DISMISSED,
    TRASHED, DESTROYED, PLAYED, DEFEATED, OVERCOME, GAINED, LOST, HEALED, DEFENSE_GAINED, TAKEN_DOWN,
)
BUILTIN_EVENT_FIELDS = {event.name: event.fields for event in BUILTIN_EVENTS}
_DESCRIBE = {event.name: event.describe for event in BUILTIN_EVENTS if event.describe}


def describe_event(res, event):
    """One line for a person; any field may be missing (an `emit` may name a built-in event bare)."""
    say = _DESCRIBE.get(event["event"])
    if say is not None:
        return say(res.name, event)
    return plain_event(res, event)


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
