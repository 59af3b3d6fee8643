"""Source lines and the small shapes every parser recognises in them.

The exports are one paragraph per line. A `Line` keeps its 1-based number (so a parse can prove
that every line landed somewhere) and its raw text (indentation kept: it nests bullets).
"""
import re
import unicodedata
from dataclasses import dataclass

BULLET_RE = re.compile(r"^(?P<indent>\s*)(?:•|-)(?:\s+(?P<body>.*))?$")
TERM_RE = re.compile(r"^(?P<term>[A-Z0-9][^:]{0,58}?):\s+(?P<definition>\S.*)$")
IMAGE_RE = re.compile(r"^\[Image:.*\]$")
EXAMPLE_LABEL_RE = re.compile(r"^Examples?(?:\s*\((?P<label>[^)]*)\))?:\s*(?P<rest>.*)$")
# "Hint: ...", "Sector Movement: ...": a short capitalised label opening a rule paragraph.
LABEL_RE = re.compile(r"^(?P<label>[A-Z][\w'’./&-]*(?: [\w'’./&()-]+){0,5}):\s+\S")
MAX_ANCHOR_LENGTH = 80


@dataclass(frozen=True)
class Line:
    number: int  # 1-based line number in the source
    raw: str  # right-stripped, indentation kept

    @property
    def text(self):
        return self.raw.strip()

    @property
    def indent(self):
        return len(self.raw) - len(self.raw.lstrip())

    @property
    def is_bullet(self):
        return bool(BULLET_RE.match(self.raw))

    @property
    def bullet_body(self):
        """The text after the bullet mark ('' for a bare '-'), or the whole text if not a bullet."""
        match = BULLET_RE.match(self.raw)
        return (match["body"] or "").strip() if match else self.text

    @property
    def is_image(self):
        return bool(IMAGE_RE.match(self.text))


def read_lines(text):
    """Every line of a source, numbered from 1, right-stripped; a byte-order mark is dropped."""
    return [Line(number, raw.rstrip()) for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), 1)]


def non_blank(lines):
    return [line for line in lines if line.text]


def join_lines(lines):
    """A section's (or definition's) text: its lines in order, a blank line between paragraphs.

    Lines that were adjacent in the source, or two bullets in a row, stay on consecutive lines.
    """
    parts = []
    previous = None
    for line in lines:
        if previous is not None:
            adjacent = line.number == previous.number + 1 or (line.is_bullet and previous.is_bullet)
            parts.append("\n" if adjacent else "\n\n")
        parts.append(line.raw)
        previous = line
    return "".join(parts)


def slugify(title):
    """A URL-safe id from a title: ASCII, lower case, words joined by '-'.

    Apostrophes and full stops vanish ("Alexander's" -> "alexanders", "M.O.D.O.K." -> "modok");
    anything else that is not a letter or digit separates words. Long slugs are cut at a word
    boundary so URLs stay readable.
    """
    ascii_text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    ascii_text = re.sub(r"['.]", "", ascii_text.replace("’", "'")).lower()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")
    if len(slug) > MAX_ANCHOR_LENGTH:
        slug = slug[:MAX_ANCHOR_LENGTH].rsplit("-", 1)[0]
    return slug or "untitled"


class AnchorBook:
    """Hands out anchors unique within one game, deterministically, in the order asked.

    The first holder of a slug keeps it. A later one gets "<context>-<slug>" when a context (the
    parent's anchor) is given and that is free, otherwise "<slug>-2", "<slug>-3", ...
    """

    # Slugs a section may not take because a page of the game already has that URL
    # (/games/<game>/glossary/ is the glossary page, /games/<game>/rulings/ the rulings page):
    # such a section becomes "<slug>-section".
    RESERVED = frozenset({"glossary", "rulings"})

    def __init__(self):
        self._taken = set()

    def claim(self, slug, context=None):
        candidates = [f"{slug}-section"] if slug in self.RESERVED else [slug]
        if context:
            candidates.append(f"{context}-{slug}")
        for candidate in candidates:
            if candidate not in self._taken:
                self._taken.add(candidate)
                return candidate
        n = 2
        while f"{slug}-{n}" in self._taken:
            n += 1
        self._taken.add(f"{slug}-{n}")
        return f"{slug}-{n}"


def term_of(line):
    """(term, definition) if the line (bullet or not) reads "Term: definition", else None."""
    match = TERM_RE.match(line.bullet_body)
    if not match:
        return None
    term = match["term"].strip()
    if len(term.split()) > 7 or term[-1] in ",;":
        return None
    return term, match["definition"].strip()


def label_of(line):
    """The label of a "Label: rule text" paragraph or bullet, else None."""
    match = LABEL_RE.match(line.bullet_body)
    return match["label"] if match else None


SENTENCE_END_RE = re.compile(r"[.!?](?=\s+[A-Z\"“(]|$)")
ABBREVIATION_RE = re.compile(r"\b(?:i\.e|e\.g|etc|vs|cf)$", re.IGNORECASE)


def whole_first_sentence(text):
    """Up to the first full stop (or ! or ?) that ends a sentence: not an abbreviation's ("etc", "i.e.")
    and not one inside parentheses, so "... etc (i.e. Responses)" stays whole. Else the whole text."""
    for end in SENTENCE_END_RE.finditer(text):
        before = text[:end.start()]
        if ABBREVIATION_RE.search(before) or before.count("(") > before.count(")"):
            continue
        return text[:end.end()]
    return text


def first_sentence(text, limit=120):
    """The text's first sentence, cut at a word boundary (with "…") if longer than `limit`."""
    sentence = whole_first_sentence(text).strip()
    if len(sentence) > limit:
        sentence = sentence[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return sentence
