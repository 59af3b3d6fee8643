"""Reading an outline's text: header lines, effect lines with their indentation and [tag], every problem with
its line (and, where a problem is about some words of the line, those words and where they start)."""
import re
import unicodedata
from dataclasses import dataclass, field

MAX_CHARS = 10_000
MAX_EFFECT_LINES = 200
MAX_LINE_CHARS = 200
MAX_DEPTH = 20
MAX_ID_CHARS = 48
MAX_PROBLEMS = 50
HEADER_KEYS = ("game", "order", "title", "players")


@dataclass(frozen=True)
class OutlineProblem:
    """A problem at a line; `words` (and `column`, 1-based) when it is about some words of that line."""

    line: int | None
    message: str
    words: str | None = None
    column: int | None = None

    def __str__(self):
        where = f"line {self.line}" if self.line else ""
        if self.words:
            where += f", “{self.words}”"
        return f"{where}: {self.message}" if where else self.message

    def as_dict(self):
        return {"line": self.line, "message": self.message, "words": self.words, "column": self.column}


class OutlineInvalid(Exception):
    """The outline cannot be compiled; `problems` lists each with its line number."""

    def __init__(self, problems):
        self.problems = list(problems)[:MAX_PROBLEMS]
        super().__init__("; ".join(str(p) for p in self.problems))


@dataclass
class EffectLine:
    number: int  # 1-based line number in the outline text
    indent: int
    label: str
    tag: str | None
    parent: "EffectLine | None" = None
    children: list = field(default_factory=list)
    id: str = ""
    column: int = 1  # where the label starts in its line (1-based)
    hero: str | None = None  # counters/gambits: the hero whose Counter/Gambit phase they are used in
    phrases: object = None  # phrases.Phrases: what the outline understood in the label
    timing: str = ""  # the timing class the game gives the tag

    @property
    def effect_id(self):
        return "start" if self.parent is None else self.id


# -- words ------------------------------------------------------------------------------------------
def slug(text, limit=MAX_ID_CHARS):
    """A scenario id from a name: ASCII, lower case, words joined by '-', cut at a word boundary."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    ascii_text = re.sub(r"['’.]", "", ascii_text).lower()
    value = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")
    if len(value) > limit:
        value = value[:limit].rsplit("-", 1)[0] if "-" in value[:limit] else value[:limit]
    return value or "effect"


def words_of(text):
    """Lower-case words of a name or line, for matching names (`order:`, `against`) against lines."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.findall(r"[a-z0-9]+", re.sub(r"['’.]", "", ascii_text).lower())


def contains(words, phrase):
    n = len(phrase)
    return n > 0 and any(words[i:i + n] == phrase for i in range(len(words) - n + 1))


ARTICLES = {"the", "a", "an"}
# Words a sentence may begin with that name no one: "Each player takes 1 damage" says nothing of who.
NOT_NAMES = {"this", "that", "these", "those", "each", "every", "all", "both", "another", "any", "some", "no",
             "his", "her", "its", "their", "your", "my", "our", "then", "when", "after", "before", "if", "while"}


def actor_of(label, players=()):
    """Who a line is about: a declared player it begins with, else its leading capitalised words
    ("Lady Sunbeam uses Blinding Flash" -> "Lady Sunbeam"; "Odysseus's Trojan Horse" -> "Odysseus").
    A capitalised article begins a sentence, not a name: "The villain attacks …" is about "the villain" (the
    article and its noun), "The Hood attacks …" about "The Hood"; "Each player …" names no one (None)."""
    low = label.lower()
    for name in sorted(players, key=len, reverse=True):
        if low == name.lower() or low.startswith(name.lower() + " ") or low.startswith(name.lower() + "'"):
            return name
    tokens = label.split()
    first = tokens[0].lower() if tokens else ""
    if first in NOT_NAMES:
        return None
    if first in ARTICLES and len(tokens) > 1 and not tokens[1][:1].isupper():
        noun = re.match(r"^(.*?)(?:['’]s?)?$", tokens[1]).group(1)
        return f"{first} {noun}" if re.fullmatch(r"[a-z][\w-]*", noun) else None
    words = []
    for token in tokens:
        if not token[:1].isupper():
            break
        possessive = re.match(r"^(.*?)['’]s?$", token)
        if possessive and possessive.group(1):
            words.append(possessive.group(1))
            break
        words.append(token)
    return " ".join(words) or None


def split_tag(text):
    """(label, tag or None, raw tag text) of a line; the tag is a trailing [..]."""
    match = re.search(r"\[([^\[\]]*)\]\s*$", text)
    if not match:
        return text.strip(), None, None
    raw = match.group(1).strip()
    name = "-".join(raw.lower().replace("_", " ").replace("-", " ").split())
    return text[:match.start()].strip(), name, raw


class Reader:
    """Lines and headers of an outline text, with the problems of its shape."""

    def __init__(self, text, game=None):
        self.text = text
        self.problems = []
        self.headers = {}
        self.lines = []
        self.game_override = game

    def problem(self, line, message, words=None, column=None):
        self.problems.append(OutlineProblem(line, message, words, column))

    def read(self):
        if not isinstance(self.text, str):
            raise OutlineInvalid([OutlineProblem(None, "the outline must be text")])
        if len(self.text) > MAX_CHARS:
            raise OutlineInvalid([OutlineProblem(
                None, f"the outline is {len(self.text)} characters; at most {MAX_CHARS}")])
        raw_lines = self.text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        stack = []  # open EffectLines, outermost first
        for number, raw in enumerate(raw_lines, start=1):
            stripped = raw.strip()
            if not stripped or stripped.startswith("#"):
                continue
            lead = raw[:len(raw) - len(raw.lstrip())]
            if "\t" in lead:
                self.problem(number, "indent with spaces, not tabs (a tab's width is anyone's guess)")
                continue
            indent = len(lead)
            if indent == 0 and self._header(number, stripped):
                continue
            if len(stripped) > MAX_LINE_CHARS:
                self.problem(number, f"the line is {len(stripped)} characters; at most {MAX_LINE_CHARS}")
                continue
            if len(self.lines) >= MAX_EFFECT_LINES:
                self.problem(number, f"too many effects: an outline has at most {MAX_EFFECT_LINES} lines")
                break
            self._effect(number, indent, stripped, stack)
        if not self.lines and not self.problems:
            self.problem(None, "the outline is empty: write the effect that starts things on the first line, "
                               "and indent under it the effects it causes")
        return self

    def _header(self, number, text):
        match = re.match(r"^([A-Za-z]+)\s*:\s*(.*)$", text)
        if not match or match.group(1).lower() not in HEADER_KEYS:
            return False
        key, value = match.group(1).lower(), match.group(2).strip()
        if key in self.headers:
            self.problem(number, f"`{key}:` is given twice (first on line {self.headers[key][0]})")
        elif not value:
            self.problem(number, f"`{key}:` needs a value")
        else:
            self.headers[key] = (number, value)
        return True

    def _effect(self, number, indent, text, stack):
        label, tag, raw_tag = split_tag(text)
        if not label:
            self.problem(number, "the line has a timing class but no effect: write what happens before the [tag]")
            return
        popped = None
        while stack and stack[-1].indent > indent:
            popped = stack.pop()
        if stack and stack[-1].indent == indent:
            stack.pop()  # a sibling of the line above at this level
        elif popped is not None:
            levels = ", ".join(str(s.indent) for s in stack + [popped])
            self.problem(number, f"the indentation ({indent} spaces) matches no line above it; "
                                 f"line up with one of the levels above ({levels} spaces)")
            return
        parent = stack[-1] if stack else None
        if parent is None and self.lines:
            self.problem(number, f"only the first line (line {self.lines[0].number}) is unindented: it is the "
                                 "effect that starts things; indent this line under the effect that causes it")
            return
        if parent is None and indent > 0:
            self.problem(number, "the first effect is the one that starts things: do not indent it")
            return
        if len(stack) >= MAX_DEPTH:
            self.problem(number, f"nested more than {MAX_DEPTH} deep")
            return
        line = EffectLine(number, indent, label, tag, parent, column=indent + 1)
        if parent is not None:
            parent.children.append(line)
        self.lines.append(line)
        stack.append(line)
        if raw_tag is not None and parent is None:
            self.problem(number, f"the first line starts things, so it has no timing class: remove [{raw_tag}]")
