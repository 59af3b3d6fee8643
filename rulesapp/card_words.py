"""A card ability as the adjudicator reads it, said in words for its card page: the timing class by the name the
Rules Reference gives it (its timing priority list), the event as a step of a resolution says it (the game's own
EventDef sentences). The codes stay in the page's scenario, where a player types them."""
from __future__ import annotations

import re

from adjudicator.engine.events import BUILTIN_EVENTS, EventDef
from adjudicator.timing.marvel_champions.card_abilities import OTHER_FIELD, SUBJECT_FIELD, WOULD_CLASSES, ReadAbility
from adjudicator.timing.marvel_champions.ops import EVENTS
from adjudicator.timing.marvel_champions.rules import PRIORITY, PRIORITY_RULE_NAMES, RULES_REFERENCE

QUOTED_RE = re.compile(r"“([^”]+?)[,.]?”")
# a role of the reader (card_abilities._role) as a clause says it; any other role, a kind, is "a/an <kind>".
# "you" is the player's identity (card_abilities.YOU: "your hero", "your identity"): said so as a subject, so
# that the verb agrees ("your identity attacks"); as the other party, "you" ("an enemy attacks you").
ROLE_WORDS = {"this": "this card", "you": "your identity", "attached": "the attached card",
              "named": "the card the clause names"}
OTHER_ROLE_WORDS = {**ROLE_WORDS, "you": "you"}
EVENT_DEFS: dict[str, EventDef] = {event.name: event for event in (*BUILTIN_EVENTS, *EVENTS)}


def _named_in_priority_list(timing: str) -> str | None:
    """The name the Rules Reference's priority sentence for this class quotes ("6. “Forced Response”
    abilities." -> Forced Response), or None when its sentence names no such ability."""
    level = PRIORITY.get(timing, (None, None))[1]
    rule = PRIORITY_RULE_NAMES.get(level)
    if rule not in RULES_REFERENCE:
        return None
    for name in QUOTED_RE.findall(RULES_REFERENCE[rule][1]):
        if name.lower().replace(" ", "-") == timing:
            return name
    return None


def timing_words(timing: str | None) -> str | None:
    """"a “Forced Response” ability"; an interrupt that says “would”, "an “Interrupt” ability, to a “would”"
    (Rules Reference, Would); None when the rules' list names no such class (the page then shows the code)."""
    if timing is None:
        return None
    base = next((plain for plain, would in WOULD_CLASSES.items() if would == timing), timing)
    name = _named_in_priority_list(base)
    if name is None:
        return None
    article = "an" if name[0] in "AEIOU" else "a"
    return f"{article} “{name}” ability" + (", to a “would”" if base != timing else "")


class _Words:
    """What an EventDef's sentence says things with (engine.events.Saying): here, words already."""

    def __call__(self, words: str) -> str:
        return words

    def zone(self, words: str) -> str:
        return words


def _role(role: str, words: dict[str, str] = ROLE_WORDS) -> str:
    return words.get(role) or ("an " if role[0] in "aeiou" else "a ") + role.replace("-", " ")


def event_words(ability: ReadAbility) -> str | None:
    """The clause's event as a step says it ("this card is played by you" is not what a clause with no player
    says: only the roles the clause names are filled), or None when the game has no sentence for it."""
    definition = EVENT_DEFS.get(ability.event or "")
    if definition is None or definition.describe is None:
        return None
    event: dict[str, str] = {"event": definition.name}
    if ability.subject and ability.event in SUBJECT_FIELD:
        event[SUBJECT_FIELD[ability.event]] = _role(ability.subject)
    if ability.target and ability.event in OTHER_FIELD:
        event[OTHER_FIELD[ability.event]] = _role(ability.target, OTHER_ROLE_WORDS)
    if "source" in definition.fields:
        event["source"] = "any source"  # the clause names none: any source triggers it (never "unsourced")
    return definition.describe(_Words(), event)
