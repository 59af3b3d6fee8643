"""How the adjudicator forms the possessive of a name it says: one rule, used by every step and label.

A name ending in s takes only an apostrophe ("Cosmic Gauntlets' counter", "Odysseus' hand"), any
other name an apostrophe and s ("Wrangler's attack").
"""
import re
from collections.abc import Mapping

_POSSESSED_FIELD = re.compile(r"\{(\w+)\}'s\b")


def property_words(prop: str) -> str:
    """A property as a person says it: `held_in_the_phase` is "held in the phase" (a step, the summary)."""
    return str(prop).replace("_", " ")


def possessive(name) -> str:
    """"Wrangler's", "Flurry of Fists'", "HYDRA SOLDIERS'"."""
    name = str(name)
    return f"{name}'" if name[-1:] in ("s", "S") else f"{name}'s"


def fill(template: str, fields: dict) -> str:
    """`template.format_map(fields)`, except that "{field}'s" becomes the possessive of the field's value
    (sentence forms such as "{by}'s boost"). A field the template names and `fields` lacks raises
    KeyError, as format_map does."""
    values = dict(fields)

    def whose(match):
        key = match.group(1)
        values[f"{key}__whose"] = possessive(fields[key])
        return f"{{{key}__whose}}"

    return _POSSESSED_FIELD.sub(whose, template).format_map(values)


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """"1 card", "3 cards", "0 cards": a count with its noun singular or plural, never "card(s)" (a step
    text is read by players). `plural` for a noun that does not just take an s."""
    return f"{count} {noun if count == 1 else (plural or noun + 's')}"


def zone_words(zone: str, declared: Mapping[str, str] | None = None) -> str:
    """A zone as the table says it, never its id: the words its game declares for it
    (TimingModel.zone_words), else its id with hyphens as spaces ("encounter-deck" is the "encounter deck",
    a scenario's own "under-spark-plug" is "under spark plug")."""
    words = (declared or {}).get(zone)
    return words if words is not None else str(zone).replace("-", " ")
