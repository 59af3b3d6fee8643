"""The words of the scenario format: id shapes, references, value names, built-in effect prefixes.

Shared by validation, the op readers, the engine and the timing models. The built-in events and
their fields are declared in engine/events.py; a game's numeric properties on its model.
"""
import re

ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
PROP_RE = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
EVENT_RE = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")
EFFECT_ID_RE = re.compile(r"^(start|[a-z-]+:[a-z0-9][a-z0-9-]*|[a-z0-9][a-z0-9-]*)(#[1-9][0-9]*)?$")
SPECIAL_REFS = ("this", "you", "current", "next")
TRIGGER_FIELDS = ("source", "target", "amount", "critical", "by", "card", "who", "from", "to", "resource")
MODIFIER_VALUES = ("damage", "damage_taken", "defense", "fight", "heal", "gain", "draw")
CHANGE_KINDS = ("add", "subtract", "multiply", "set", "prevent_first")

BUILTIN_PREFIXES = ("defeat", "taken-down", "cg", "alert", "rally", "overcome", "debut")


def describe(value):
    """A short phrase for a value in a message ("the text 'x'", "a mapping")."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def suggest(word, candidates):
    """ (did you mean 'x'?) for a near miss, else nothing."""
    import difflib

    close = difflib.get_close_matches(str(word), [str(c) for c in candidates], n=1, cutoff=0.75)
    return f" (did you mean {close[0]!r}?)" if close else ""
