"""Read a Marvel Champions card's triggered abilities from its text (the MarvelCDB data's markup).

The bold trigger gives the timing class and the form restriction ("Hero Interrupt": an interrupt its
controller may use only in hero form; "When Revealed (Alter-Ego)"; Rules Reference, "Ability" and
"Triggered Abilities"), and an interrupt whose triggering condition says "would" is a would-interrupt or
forced-would-interrupt (“Would”); the "When …" / "After …" clause before the first comma gives the event and who it
is about. What is read is said with the words it was read from; anything the reader cannot place is a
hole, with the reason, never a guess: an activation (attack or scheme), "attacks or thwarts", a counter or
a resource spent (no event of the model), another card by its name (which entity?), words that narrow the
event ("a [[Brute]] enemy", "and takes no damage"). The effect after the comma is read by card_effects.

Plain Python: the adjudicator and the library both use it; the card data itself is Django's (rulesapp).
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from adjudicator.timing.marvel_champions.card_effects import ReadEffect, read_effect

TRIGGER_RE = re.compile(r"(?<![\"“])<b>\s*((?:Hero |Alter-Ego |Forced |Mission |First Player )*"
                        r"(?:Interrupt|Response|When Revealed)\b[^<]*)</b>(?![\"”])")
TIMING_RE = re.compile(r"^(?:(?P<form>Hero|Alter-Ego) )?(?P<forced>Forced )?(?P<kind>Interrupt|Response)"
                       r"(?: \((?P<form_after>Hero|Alter-Ego)\))?$")
REVEALED_RE = re.compile(r"^When Revealed(?: \((?P<form>[^)]*)\))?$")
# "(attack)", "(thwart)", "(defense)", or several of them ("(attack/defense/thwart)")
LABEL_RE = re.compile(r"\s*(?:<i>)?\s*\(((?:attack|thwart|defense)(?:/(?:attack|thwart|defense))*)\)", re.I)
FORMS = {"hero": "hero", "alter-ego": "alter-ego", "alter_ego": "alter-ego"}
CLAUSE_RE = re.compile(r"^\s*(?:<i>\([^)]*\)</i>\s*)?:?\s*(?P<word>When|After|when|after)\s+(?P<body>[^,.]+)")
KINDS = {
    "enemy": "enemy", "enemies": "enemy", "minion": "minion", "ally": "ally", "allies": "ally", "hero": "hero",
    "player": "hero", "character": "character", "villain": "villain", "side scheme": "side-scheme",
    "main scheme": "main-scheme", "scheme": "scheme", "event": "event", "upgrade": "upgrade", "support": "support",
    "encounter card": "encounter-card", "card": "card", "treachery": "treachery", "attachment": "attachment",
}
YOU = {"you", "your hero", "your identity", "your hero or ally"}
THIS = {"this card", "this minion", "this villain", "this scheme", "this character", "this ally", "here", "it",
        "this enemy", "this side scheme", "this attachment", "this upgrade"}
NO_EVENT = (  # words of a clause that no one event of the model stands for, and why
    (re.compile(r"\bactivat"), "an activation is an attack or a scheme: choose the event (attacks or schemes)"),
    (re.compile(r"\battacks? or thwarts?\b|\bthwarts? or attacks?\b"), "two events (attacks or thwarts): one ability per event"),
    (re.compile(r"\bspend|\bspent\b"), "spending a resource is not an event of the model"),
    (re.compile(r"\bcounters?\b|\btokens?\b"), "counters and tokens are not events of the model"),
    (re.compile(r"\bstep\b|\bphase\b|\bround\b"), "a step or phase of the round is not an event of the model"),
    (re.compile(r"\bbasic power\b"), "a basic power is an attack, a thwart or a recovery: choose the event"),
    (re.compile(r"\bchanges? to this form\b"), "a villain's change of form is not an event of the model"),
    (re.compile(r"\bmission\b"), "a mission attempt is not an event of the model"),
    (re.compile(r"\bhit points are reset\b|\bwould be attached\b|\benters your hand\b|\bleaves play\b"),
     "not an event of the model"),
)


# The field of each event (adjudicator/timing/marvel_champions/ops.py) that the clause's subject fills, and
# the one its other party fills ("X attacks Y", "X defeats Y").
SUBJECT_FIELD = {"attacks": "by", "thwarts": "by", "schemes": "by", "defends": "by", "defeated": "target",
                 "damage_taken": "target", "damage_dealt": "target", "threat_placed": "target",
                 "threat_removed": "target", "moved": "card",
                 "played": "card", "revealed": "card", "form_changed": "who", "discarded": "who",
                 "turn_ended": "who", "resources_paid": "who"}
OTHER_FIELD = {"attacks": "target", "defends": "target", "defeated": "by"}


@dataclass
class Hole:
    field: str  # form, event, subject or condition
    reason: str


@dataclass
class ReadAbility:
    trigger: str  # the bold words, as printed
    timing: str | None
    form: str | None  # hero, alter-ego, or None (no restriction, or a hole)
    clause: str = ""  # the "When/After …" words read, without the markup
    event: str | None = None
    subject: str | None = None  # who the event is about (SUBJECT_FIELD)
    target: str | None = None  # the other party, where the clause names one (OTHER_FIELD)
    holes: list[Hole] = field(default_factory=list)
    effect: ReadEffect | None = None  # the effect's ops, read where the reader can (card_effects)
    # the ability's `if`, where the clause narrows its subject by a trait ("After an [[X-MEN]] ally enters play":
    # `"x-men" in trigger.card.traits`, Rules Reference, Traits); None when nothing narrows it or a hole does
    condition: str | None = None

    def flagged(self, *fields: str) -> bool:
        return any(hole.field in fields for hole in self.holes)

    def trigger_fields(self) -> dict[str, str]:
        """The clause's roles and the event fields that carry them ({"enemy": "by"}), for "that enemy" in the
        effect; none while a hole is open on the event."""
        if self.event is None or self.flagged("event", "subject"):
            return {}
        fields = {}
        if self.target and self.event in OTHER_FIELD:
            fields[self.target] = OTHER_FIELD[self.event]
        if self.subject:
            fields[self.subject] = SUBJECT_FIELD[self.event]
        for role, field_name in list(fields.items()):
            if role in ("minion", "villain"):
                fields.setdefault("enemy", field_name)
            if field_name == "card":  # "that card": the card revealed, played or entering play
                fields.setdefault("card", field_name)
        return fields

    def pattern(self) -> dict | None:
        """The event pattern read, with the event's own field names and roles for values ("this", "you",
        "enemy"…, which a scenario maps to its entities); None while a hole is open on the event."""
        if self.event is None or self.flagged("event", "subject", "condition"):
            return None
        fields = {SUBJECT_FIELD[self.event]: self.subject}
        if self.target is not None and self.event in OTHER_FIELD:
            fields[OTHER_FIELD[self.event]] = self.target
        paid_with = re.match(PAID_WITH, self.clause.split(" ", 1)[-1], re.I) if self.event == "resources_paid" else None
        if paid_with:  # Resources: each type spent is `true` on the event ("using a [physical] resource")
            fields[paid_with["type"].lower()] = True
        return {"event": self.event, **fields}


def _plain(text: str) -> str:
    return re.sub(r"\[\[([^\]]+)\]\]", r"[[\1]]", re.sub(r"</?(?:i|em|b)>", "", text)).strip()


def read_trigger(trigger: str) -> tuple[str | None, str | None, list[Hole]]:
    words = " ".join(trigger.replace(":", " ").split())
    timing = TIMING_RE.match(words)
    if timing:
        kind = ("forced-" if timing["forced"] else "") + timing["kind"].lower()
        form = timing["form"] or timing["form_after"]
        return kind, FORMS[form.lower()] if form else None, []
    revealed = REVEALED_RE.match(words)
    if revealed:
        form = revealed["form"]
        if form is None:
            return "when-revealed", None, []
        if form.lower() in FORMS:
            return "when-revealed", FORMS[form.lower()], []
        return "when-revealed", None, [Hole("form", f"“{form}” is not a form the model knows (hero, alter-ego)")]
    for kind in ("Forced Interrupt", "Forced Response", "Interrupt", "Response"):
        if words.endswith(kind):
            restriction = words[: -len(kind)].strip()
            return (kind.lower().replace(" ", "-"), None,
                    [Hole("form", f"“{restriction}” is a restriction the model has no form for")])
    return None, None, [Hole("form", f"“{words}” is not a trigger the reader knows")]


TRAIT_ONLY_RE = re.compile(r"\[\[(?P<trait>[^\[\]\"]+)\]\]")


def _role(words: str, card_name: str, traits: list[str] | None = None) -> tuple[str | None, list[Hole]]:
    """The role of a clause's subject or object words, and holes for what narrows it; one trait alone narrowing a
    kind ("an [[X-MEN]] ally") goes into `traits` where the caller gives that list (else it is a hole too)."""
    if card_name and words.strip().lower() == card_name.lower():
        return "this", []
    words = re.sub(r"^(?:the|a|an|any|one of your|each)\s+", "", words.strip(), flags=re.I).strip()
    lowered = words.lower()
    if lowered in YOU:
        return "you", []
    if lowered in THIS or (card_name and lowered == card_name.lower()):
        return "this", []
    attached = re.match(r"attached (\w+)$", lowered)
    if attached:
        return "attached", []
    for kind in sorted(KINDS, key=len, reverse=True):
        narrowed = re.match(rf"^(?P<before>.*?)\b{kind}\b(?P<after>.*)$", lowered)
        if narrowed:
            extra = " ".join(part.strip() for part in (narrowed["before"], narrowed["after"]) if part.strip())
            trait = TRAIT_ONLY_RE.fullmatch(extra) if traits is not None and not narrowed["after"].strip() else None
            if trait:
                traits.append(trait["trait"].strip())
                return KINDS[kind], []
            holes = [Hole("condition", f"“{extra}” narrows the {KINDS[kind]}: not read")] if extra else []
            return KINDS[kind], holes
    if re.match(r"^[A-Z0-9][\w.'’-]*(?: [A-Z0-9][\w.'’-]*)*$", words):
        return "named", [Hole("subject", f"“{words}” names another card: which entity is it?")]
    return None, [Hole("subject", f"“{words}”: not a subject the reader knows")]


# (pattern on the clause body, event, which group is the subject); first match wins.
WHOLE_CLAUSE = ("encounter", "your-turn", "paid-with")  # patterns whose subject is no group of the words
PAID_WITH = r"^you pay for (?P<paid>.+?) using an? \[(?P<type>energy|mental|physical|wild)\] resource$"
CLAUSE_PATTERNS = (  # the specific before the general: "take damage from an attack" is damage, not an attack
    (r"^(?P<s>.+?) (?:attacks|attack) and defeats (?P<o>.+)$", "defeated", "o"),
    (r"^(?P<s>.+?) defeats (?P<o>.+)$", "defeated", "o"),
    (r"^(?P<s>you) defeat (?P<o>.+)$", "defeated", "o"),
    (r"^(?P<s>.+?) (?:is|would be|are) defeated(?P<rest>.*)$", "defeated", "s"),
    (r"^(?P<s>.+?) (?:would )?takes? any amount of damage(?P<rest>.*)$", "damage_taken", "s"),
    (r"^any amount of damage would be dealt to (?P<s>.+?)(?P<rest> (?:by|from) an? .+)?$", "damage_dealt", "s"),
    (r"^(?P<x>.+?) would deal any amount of damage to (?P<s>.+)$", "damage_dealt", "s"),
    (r"^(?:any amount of )?threat (?:is|would be) placed (?:on )?(?P<s>.+)$", "threat_placed", "s"),
    (r"^(?P<x>the last |any amount of )?threat (?:is|would be) removed from (?P<s>.+?)(?P<rest> by an? .+)?$",
     "threat_removed", "s"),
    (r"^(?P<s>.+?) defends? against (?P<o>.+)$", "defends", "s"),
    (r"^(?P<s>.+?) (?:enters|enter) play(?P<rest>.*)$", "moved", "s"),
    (r"^(?:you|a player) plays? (?P<s>.+?)(?: from your hand)?$", "played", "s"),
    (r"^you reveal (?P<s>.+)$", "revealed", "s"),
    (r"^(?P<s>.+?) is revealed from the encounter deck$", "revealed", "encounter"),
    (r"^(?P<s>you) change (?:form|to (?:hero|alter-ego) form)$", "form_changed", "s"),
    (r"^(?P<s>you) discard cards?$", "discarded", "s"),
    (r"^(?P<s>.+?) (?:would )?(?:initiates an attack|makes a basic attack|make a basic attack|attacks|attack)"
     r"(?: against)?(?P<o>(?: .*)?)$", "attacks", "s"),
    (r"^(?P<s>.+?) (?:would )?(?:makes a basic thwart|make a basic thwart|thwarts|thwart)(?P<o>(?: .*)?)$",
     "thwarts", "s"),
    (r"^(?P<s>.+?) (?:would )?(?:schemes|scheme)(?P<o>(?: .*)?)$", "schemes", "s"),
    # Player turns: the end of your turn is the occurrence `turn_ended` {who}
    (r"^your turn ends$", "turn_ended", "your-turn"),
    # Resources: "After you pay for a card using a [physical] resource" is `resources_paid` {who: you, physical: true}
    (PAID_WITH, "resources_paid", "paid-with"),
)


VERB_RE = re.compile(r"\b(?:would|is|are|was|place|places|placed|take|takes|deal|deals|dealt|discard|discards|"
                     r"play|plays|reveal|reveals|make|makes|get|gets|remove|removes|put|puts|gain|gains)\b", re.I)


def read_clause(clause: str, card_name: str,
                traits: list[str] | None = None) -> tuple[str | None, str | None, str | None, list[Hole]]:
    """(event, subject role, target role, holes) of a "When/After …" clause's words; a trait narrowing the subject
    goes into `traits` where the caller gives that list (else it is a hole)."""
    for pattern, reason in NO_EVENT:
        if pattern.search(clause.lower()):
            return None, None, None, [Hole("event", reason)]
    for pattern, event, subject_group in CLAUSE_PATTERNS:
        found = re.match(pattern, clause, re.I)
        if not found:
            continue
        if VERB_RE.search(found[subject_group] if subject_group not in WHOLE_CLAUSE else ""):
            continue  # the subject words hold a verb: the pattern's verb is not the clause's ("would place
            # threat on a scheme" is not a scheme)
        if subject_group == "encounter":
            return event, "encounter-card", None, []
        if subject_group == "your-turn":
            return event, "you", None, []
        if subject_group == "paid-with":  # the type spent is a field of the event (`pattern`); the card paid
            # for narrows it only as "a card" (any card): another is a condition not read
            return event, "you", None, ([] if found["paid"].lower() == "a card" else
                                        [Hole("condition", f"“{found['paid']}”: the card paid for is not read")])
        subject, holes = _role(found[subject_group], card_name, traits)
        groups = found.groupdict()
        target = None
        rest = (groups.get("rest") or "").strip()
        other = (groups.get("o") or "").strip() if subject_group != "o" else ""
        if subject_group == "o":  # "X defeats Y", "X attacks and defeats Y": X is who defeats
            other = ""
            ability_by, more = _role(found["s"], card_name)
            target = ability_by  # the other party: for a defeat, who defeats (OTHER_FIELD: `by`)
            holes += [Hole("condition", f"“{found['s']}”: not read" if hole.field == "subject" else hole.reason)
                      for hole in more]
            if re.search(r"\battacks? and defeats\b", clause, re.I):
                holes.append(Hole("condition", "“attacks and defeats”: that the defeat comes from an attack is not read"))
        if re.search(r"\bbasic (?:attack|thwart)\b", clause, re.I):
            holes.append(Hole("condition", "a basic power only: the event does not say whether it is basic"))
        if other:
            target, more = _role(other, card_name)
            holes += [Hole("condition", f"“{other}”: not read" if hole.field == "subject" else hole.reason)
                      for hole in more]
        if rest:
            holes.append(Hole("condition", f"“{rest}”: not read"))
        narrowing = (groups.get("x") or "").strip()
        if narrowing and narrowing != "any amount of":  # "the last threat", "Made Up's attack would deal"
            holes.append(Hole("condition", f"“{narrowing}”: not read"))
        return event, subject, target, holes
    return None, None, None, [Hole("event", f"“{clause}”: no event of the model the reader can name")]


# “Would”: "The word “would” is used to define the triggering condition of some interrupt abilities, and establishes a
# higher timing priority for those abilities than interrupts to the same triggering condition without the word" (Rules
# Reference): an interrupt whose "When …" clause says it is the model's would-class (docs/ops-marvel-champions.md,
# priorities 3 and 4, “would”; numbered 2b and 2c, “would”, under ruleset 1.8). A replacement ("… instead") is its
# effect (the `replace` op), not its class: the timing list's 2 is "Status cards.".
WOULD_CLASSES = {"interrupt": "would-interrupt", "forced-interrupt": "forced-would-interrupt"}
WOULD_RE = re.compile(r"\bwould\b", re.I)


def would_class(timing: str | None, clause: str) -> str | None:
    """The timing class of an interrupt whose triggering condition (`clause`, its "When …" words) says "would"."""
    if timing in WOULD_CLASSES and WOULD_RE.search(clause):
        return WOULD_CLASSES[timing]
    return timing


def read_abilities(text: str, card_name: str = "") -> list[ReadAbility]:
    """Every bold Interrupt, Response, Forced … and When Revealed ability of a card's text, read."""
    read = []
    matches = list(TRIGGER_RE.finditer(text or ""))
    for index, match in enumerate(matches):
        trigger = match.group(1).strip()
        # the ability's words: to the end of its paragraph, or to the next trigger in the same paragraph
        end = matches[index + 1].start() if index + 1 < len(matches) else len(text)
        timing, form, holes = read_trigger(trigger)
        ability = ReadAbility(trigger, timing, form, holes=holes)
        lines = text[match.end():end].split("\n")
        paragraph = lines[0]
        if paragraph.rstrip().endswith(":"):  # "choose:" and a bullet line per option: the options are its words
            bullets = [line for line in itertools.takewhile(lambda line: line.lstrip().startswith("•"), lines[1:])]
            paragraph = " ".join([paragraph, *bullets])
        effect_words = paragraph
        if timing != "when-revealed":
            clause = CLAUSE_RE.match(paragraph)
            if clause is None:
                ability.holes.append(Hole("event", "no “When …” or “After …” clause after the trigger"))
            else:
                ability.clause = f"{clause['word'].capitalize()} {_plain(clause['body'])}"
                traits: list[str] = []
                event, subject, target, more = read_clause(_plain(clause["body"]), card_name, traits)
                ability.event, ability.subject, ability.target = event, subject, target
                ability.holes += more
                if traits and event is not None:  # the subject's trait, on the event's field that carries it
                    ability.condition = f'"{traits[0].lower()}" in trigger.{SUBJECT_FIELD[event]}.traits'
                comma = paragraph.find(",", clause.start("body"))
                effect_words = paragraph[comma + 1:] if comma >= 0 else paragraph[clause.end():]
        subject = ability.subject if not ability.flagged("event", "subject") else None
        if subject is None and card_name and ability.clause.lower().split(" ", 1)[-1].startswith(
                card_name.lower() + " "):
            subject = "this"  # "After Made Up changes form, heal 1 damage from him": the card itself
        label = LABEL_RE.match(paragraph) or LABEL_RE.search(trigger)
        event = ability.event if not ability.flagged("event") else None  # ("this attack": an attack, whoever's)
        ability.timing = would_class(ability.timing, ability.clause)
        would = ability.timing in WOULD_CLASSES.values()
        ability.effect = read_effect(effect_words, card_name, subject, label[1].lower() if label else None, event,
                                     would)
        read.append(ability)
    return read
