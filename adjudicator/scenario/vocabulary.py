"""The words of the scenario format: id shapes, built-in events and their fields, value names.

Shared by validation (scenario.py, op_specs.py), the engine and the timing models.
"""
import re

ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
PROP_RE = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
EVENT_RE = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")
# Properties the engines compute with: they must be integers (other properties may be text or true/false).
NUMERIC_PROPS = frozenset({
    "max_stamina", "damage", "fight", "heroism", "valor", "might", "speed",  # Union City Alliance
    "hp", "atk", "sch", "thw", "def", "rec", "threat", "threat_limit",  # Marvel Champions
    "strength", "health", "cost", "vp",  # Marvel Skirmish
    "coherence", "durability",  # Valiant Universe
})
EFFECT_ID_RE = re.compile(r"^(start|[a-z-]+:[a-z0-9][a-z0-9-]*|[a-z0-9][a-z0-9-]*)(#[1-9][0-9]*)?$")
SPECIAL_REFS = ("this", "you", "current")
TRIGGER_FIELDS = ("source", "target", "amount", "critical", "by", "card", "who", "from", "to", "resource")
MODIFIER_VALUES = ("damage", "damage_taken", "defense", "fight", "heal", "gain", "draw")
CHANGE_KINDS = ("add", "subtract", "multiply", "set", "prevent_first")

# Fields each built-in event carries (scenario-format.md, "Events carry these fields").
EVENT_FIELDS = {
    "damage_dealt": ("target", "source", "amount", "critical"),
    "damage_taken": ("target", "source", "amount", "critical"),
    "attacked": ("by", "target", "amount"),
    "assaults": ("by", "target"),
    "threatens": ("by", "target"),
    "moved": ("card", "from", "to", "who"),
    "drawn": ("card", "who"),
    "discarded": ("card", "who"),
    "dismissed": ("card", "who"),
    "trashed": ("card", "who"),
    "destroyed": ("card", "who"),
    "played": ("card", "who", "to", "on"),
    "defeated": ("target", "by"),
    "overcome": ("target", "by"),
    "gained": ("who", "resource", "amount"),
    "lost": ("who", "resource", "amount"),
    "healed": ("target", "amount"),
    "defense_gained": ("who", "amount"),
    "taken_down": ("target",),
}


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
