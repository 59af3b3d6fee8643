"""The few phrases of an outline line that mean something to the engine, read exactly or pointed at.

A line is mostly a label: "Odysseus draws Rapid Processing" only names an effect. But a number of damage is
a fact the answer depends on, so it is read, never guessed:

- damage: "Atomic Kaiju assaults Odysseus for 5 damage", "deals 2 damage to Kurt and Wrangler",
  "Odysseus takes 1 damage", "for five critical damage" — an amount (digits or a number word up to
  twenty), who is dealt it (named after "to", or the names after the verb before "for"), and who deals it
  (the line's actor; "takes" has no source);
- defense: "gains 2 defense" (a counter or gambit gains it);
- reduction: "reduces 1 damage", "prevents 2" (a Valiant defense);
- against: "against Sneak Attack" (the attack a Valiant defense answers);
- keywords in brackets: "(Chainable)", "(Counter)" (a Valiant card's keywords);
- origin: "from Telesthesia (level 2, block 2)" (the Sector a Valiant attack comes from, and its place on the
  Facility's grid; once placed, later lines may say just "from Telesthesia").

Each phrase keeps where it is in the label, so a game that cannot honour it (or a phrase with an amount but
no one to deal it to) is reported with those very words. An amount is never replaced by a default.
"""
import re
from dataclasses import dataclass, field

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}
NUMBER = r"(?:\d{1,3}|" + "|".join(NUMBER_WORDS) + r")"
CONNECTORS = r"(?:of|the|von|van|de|da|du|le|la|del|der|'n)"
NAME = rf"[A-Z][\w'’.$-]*(?:\s+(?:{CONNECTORS}\s+)*[A-Z$][\w'’.$-]*)*"
NAMES = rf"{NAME}(?:\s*(?:,|\band\b|&)\s*{NAME})*"

DAMAGE_RE = re.compile(rf"\b(?P<n>{NUMBER})\s+(?P<crit>critical\s+)?damage\b", re.IGNORECASE)
TO_RE = re.compile(rf"^\s+to\s+(?P<names>{NAMES})")
TAKES_RE = re.compile(rf"\b(?:takes|taking|suffers|is dealt)\s+(?:{NUMBER})\s+(?:critical\s+)?damage\b$",
                      re.IGNORECASE)
VERB_OBJECT_RE = re.compile(rf"^(?P<actor>.*?)\b(?P<verb>[a-z]+s)\s+(?P<names>{NAMES})\s+(?:with\s+\S+\s+)?for\s*$")
DEFENSE_RE = re.compile(rf"\b(?P<n>{NUMBER})\s+defen[cs]e\b", re.IGNORECASE)
REDUCE_RE = re.compile(rf"\b(?:reduces?|reducing|prevents?|preventing|blocks?|blocking)\s+(?:(?:it|the damage|"
                       rf"damage)\s+by\s+)?(?P<n>{NUMBER})(?:\s+damage)?\b", re.IGNORECASE)
AGAINST_RE = re.compile(r"\bagainst\s+(?P<what>.+?)\s*$", re.IGNORECASE)
ORIGIN_RE = re.compile(rf"\bfrom\s+(?P<name>{NAME})(?:\s*\(\s*level\s+(?P<level>\d{{1,2}})\s*,\s*(?:block|column)\s+"
                       rf"(?P<column>\d{{1,2}})\s*\))?(?=\s|$|[,.;])")
KEYWORDS_RE = re.compile(r"\((?P<words>(?:chainable|counter)(?:\s*,\s*(?:chainable|counter))*)\)", re.IGNORECASE)


@dataclass(frozen=True)
class Words:
    """Some words of a label and where they start in it (0-based)."""

    text: str
    start: int


@dataclass(frozen=True)
class Damage:
    amount: int
    targets: tuple  # names, as typed
    source: str | None  # the name of who deals it; None: unsourced ("takes")
    critical: bool
    words: Words


@dataclass
class Phrases:
    damage: list = field(default_factory=list)  # Damage
    defense: list = field(default_factory=list)  # (amount, Words)
    reduce: list = field(default_factory=list)  # (amount, Words)
    against: Words | None = None
    keywords: tuple = ()
    origin: tuple | None = None  # (name, level or None, column or None, Words)
    problems: list = field(default_factory=list)  # (message, Words)
    first: int | None = None  # where the first phrase read starts in the label (None: no phrase)

    @property
    def any(self):
        return bool(self.damage or self.defense or self.reduce or self.against or self.keywords)

    def all_words(self):
        """(what, Words) of every phrase read, to point at one a game cannot honour."""
        found = [("damage", d.words) for d in self.damage]
        found += [("defense", w) for _, w in self.defense]
        found += [("reduction", w) for _, w in self.reduce]
        if self.against:
            found.append(("against", self.against))
        return found

    def name_in(self, label):
        """What the label says before its first phrase: "Infiltration's Sneak Attack (Chainable) for 2 damage"
        -> "Infiltration's Sneak Attack" (the numbers and places are said by the steps themselves)."""
        if self.first is None:
            return label.strip()
        return label[:self.first].strip().rstrip(":;,-–—").strip()


def untargeted(damage):
    """The problem of damage that names no one to deal it to."""
    return (f"who is dealt this damage? Name them: \"{damage.words.text} to Odysseus\", or "
            f"\"… attacks Odysseus for {damage.amount} damage\"")


def number(text):
    text = text.lower()
    return int(text) if text.isdigit() else NUMBER_WORDS[text]


def split_names(text):
    return tuple(n.strip() for n in re.split(r"\s*(?:,|\band\b|&)\s*", text) if n.strip())


def read(label, actor):  # noqa: C901 (one branch per phrase kind, in the order spans are claimed)
    """The phrases of one label. `actor` is who the line is about (the source of its damage)."""
    found = Phrases()
    taken = []  # spans already read, so "reduces 1 damage" is not also damage dealt

    def free(start, end):
        return all(end <= s or start >= e for s, e in taken)

    origin = ORIGIN_RE.search(label)
    if origin:  # first: "(level 2, block 2)" is a place, not "blocks 2" damage
        level, column = origin.group("level"), origin.group("column")
        found.origin = (origin.group("name"), int(level) if level else None, int(column) if column else None,
                        Words(origin.group(0), origin.start()))
        taken.append(origin.span())
    for match in REDUCE_RE.finditer(label):
        if free(*match.span()):
            found.reduce.append((number(match.group("n")), Words(match.group(0), match.start())))
            taken.append(match.span())
    for match in DEFENSE_RE.finditer(label):
        if free(*match.span()):
            found.defense.append((number(match.group("n")), Words(match.group(0), match.start())))
            taken.append(match.span())
    against = AGAINST_RE.search(label)
    if against:
        found.against = Words(against.group("what"), against.start("what"))
    keywords = KEYWORDS_RE.search(label)
    if keywords:
        found.keywords = tuple(dict.fromkeys(k.strip().lower() for k in keywords.group("words").split(",")))
    for match in DAMAGE_RE.finditer(label):
        if not free(*match.span()):
            continue
        amount = number(match.group("n"))
        before, after = label[:match.start()], label[match.end():]
        to = TO_RE.match(after)
        span_end = match.end() + (to.end() if to else 0)
        phrase_start = match.start()
        lead = re.search(r"\b(?:for|deals?|dealing|does|doing)\s+$", before, re.IGNORECASE)
        if lead:
            phrase_start = lead.start()
        words = Words(label[phrase_start:span_end].strip(), phrase_start)
        crit = bool(match.group("crit"))
        if to:
            found.damage.append(Damage(amount, split_names(to.group("names")), actor, crit, words))
        elif TAKES_RE.search(label[:match.end()]):
            found.damage.append(Damage(amount, (actor,) if actor else (), None, crit, words))
            if not actor:
                found.problems.append(("who takes this damage? Begin the line with their name "
                                       "(\"Odysseus takes 2 damage\")", words))
        else:
            verb = VERB_OBJECT_RE.match(before) if re.search(r"\bfor\s*$", before) else None
            if verb:
                full = Words(label[:span_end].strip()[len(verb.group("actor")):].strip(),
                             len(verb.group("actor")))
                found.damage.append(Damage(amount, split_names(verb.group("names")), actor, crit, full))
            else:  # no one named: a Valiant attack's damage goes to its target; elsewhere, untargeted()
                found.damage.append(Damage(amount, (), actor, crit, words))
        taken.append((phrase_start, span_end))
    starts = [start for start, _ in taken]
    if against:
        starts.append(against.start())
    if keywords:
        starts.append(keywords.start())
    found.first = min(starts) if starts else None
    return found
