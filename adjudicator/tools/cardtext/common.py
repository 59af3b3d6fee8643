"""What every game's card-text reading shares: the sentence splitter, a sentence's verdict, and rules cited by
name from the game's own rules.py (adjudicator/timing/<game>/rules.py, the one source of rule sentences,
each quote tested against the imported rulebook)."""
import re
from dataclasses import dataclass, field

MAX_CHARS = 5_000
MAX_SENTENCES = 100
ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "Dr.", "Mr.", "Mrs.", "Ms.", "St.", "No.")


class CardTextInvalid(ValueError):
    pass


@dataclass(frozen=True)
class Rule:
    """A rulebook sentence the helper cites: the game, its name in that game's rules.py, and (for a glossary
    entry) the term whose page it links to. Anchor and quote are read from rules.py."""

    game: str
    name: str
    term: str | None = None

    @property
    def _entry(self):
        from adjudicator.timing import registry

        return registry.load(self.game).rule_sentences[self.name]

    @property
    def anchor(self):
        return self._entry[0]

    @property
    def quote(self):
        return self._entry[1]

    @property
    def section(self):
        """A readable title for the section (the pages show the rulebook's own title instead)."""
        if self.term:
            return "Glossary"
        words = self.anchor.replace("rules-reference-", "").replace("-", " ")
        return words[:1].upper() + words[1:]

    def as_dict(self):
        return {"game": self.game, "name": self.name, "section": self.section, "anchor": self.anchor,
                "term": self.term, "quote": self.quote}


@dataclass
class Sentence:
    number: int
    text: str
    keyword: str | None = None  # the ability's keyword or timing trigger, as the card prints it
    description: str | None = None
    kind: str = ""
    title: str = ""
    why: str = ""
    rule: Rule | None = None
    notes: list = field(default_factory=list)  # (why, Rule) pairs: further things the wording says
    ambiguous: str | None = None
    effect: dict | None = None  # Marvel Champions: what its effect was read as (ops and holes), when it has one

    def decide(self, kind, title, why, rule):
        self.kind, self.title, self.why, self.rule = kind, title, why, rule

    def note(self, why, rule):
        self.notes.append((why, rule))

    def as_dict(self):
        return {
            "number": self.number, "text": self.text, "keyword": self.keyword, "description": self.description,
            "kind": self.kind, "title": self.title, "why": self.why,
            "rule": self.rule.as_dict() if self.rule else None,
            "notes": [{"why": why, "rule": rule.as_dict()} for why, rule in self.notes],
            "ambiguous": self.ambiguous,
        } | ({"effect": self.effect} if self.effect is not None else {})


def near_miss(word: str, known) -> str | None:
    """The closed word (a timing trigger, a keyword, a label) `word` is a near miss of, as the game spells it, or
    None: one letter dropped, added, changed or two swapped (vocabulary.one_letter_apart), else difflib's closest;
    letters' case aside. The word itself, spelled right, is no near miss."""
    import difflib

    from adjudicator.scenario.vocabulary import one_letter_apart

    spelled = {k.lower(): k for k in known}
    lowered = " ".join(word.lower().split())
    if lowered in spelled:
        return None
    near = [k for k in spelled if one_letter_apart(lowered, k)]
    if not near:
        near = difflib.get_close_matches(lowered, list(spelled), n=1, cutoff=0.8)
    return spelled[near[0]] if near else None


def did_you_mean(word: str, known) -> str:
    """" Did you mean “X”?" for a near miss of a closed word (near_miss), else ""."""
    meant = near_miss(word, known)
    return f" Did you mean “{meant}”?" if meant else ""


def add_ambiguity(sentence: "Sentence", said: str) -> None:
    """Add what is said to the sentence's ambiguity, after what it says already."""
    sentence.ambiguous = f"{sentence.ambiguous} {said}" if sentence.ambiguous else said


def check_text(text):
    """The (paragraph index, sentence) pairs of a card text, or CardTextInvalid saying what is wrong."""
    if not isinstance(text, str):
        raise CardTextInvalid("the card text must be text")
    if len(text) > MAX_CHARS:
        raise CardTextInvalid(f"the card text is {len(text)} characters; at most {MAX_CHARS}")
    parts = split_sentences(text)
    if not parts:
        raise CardTextInvalid("paste a card's rules text: there is no sentence to classify")
    if len(parts) > MAX_SENTENCES:
        raise CardTextInvalid(f"the card text has {len(parts)} sentences; at most {MAX_SENTENCES}")
    return parts


def split_sentences(text):
    """Sentences of each paragraph (line), as (paragraph index, sentence); abbreviations do not end one.
    Bold markers (**Forced Response:**) are dropped: they are how a pasted text shows a card's bold trigger."""
    out = []
    text = text.replace("**", "").replace("__", "")
    for index, paragraph in enumerate(p.strip() for p in text.replace("\r\n", "\n").split("\n")):
        if not paragraph:
            continue
        protected = paragraph
        for i, abbreviation in enumerate(ABBREVIATIONS):
            protected = protected.replace(abbreviation, abbreviation.replace(".", f"\x00{i}\x00"))
        parts = re.split(r"(?<=[.!?…])[\"”')]*\s+(?=[\"“(]?[A-Z0-9])", protected)
        for part in parts:
            part = re.sub(r"\x00\d+\x00", ".", part).strip()
            if part:
                out.append((index, part))
    return out
