"""Entries whose whole text is a pointer to other entries, and the entries each part of it names.

The Marvel Champions Rules Reference has entries such as "“OVERPAY”" whose text is only "See: Cost".
A player who asks whether they may overpay wants the rule, not a page saying where it is: search
shows the entries a pointer names in its place (rulesapp.search.pointers) and the pointer's page links
them. Which entry a part names is decided here, once, the same way for both:

- A pointer is a section or glossary term whose whole text is one line "See: A, B, C" ("See also:"
  too when nothing else is written). Its parts are separated by commas; a run of parts that together
  name an entry ("Alter-Ego, Alter-Ego Form") is one part, the longest run first.
- A part names an entry by its title, compared ignoring letter case, quotes (curly or straight) and
  the punctuation around it ("“Would”" names "“WOULD”"). When no title is that, a title listing
  several names separated by commas ("FORM, CHANGE FORM") is named by each of them.
- "Overview - Round Overview" (a heading, a dash, an entry): when the whole part names no entry, it
  names the entry titled after the dash that sits under a heading titled before it (anywhere above
  it in the book's outline).
- An entry is a section together with its glossary copies (a glossary term of the same title and
  book whose definition the section's text opens with, or the other way round), or a glossary term of
  its own. Examples and rulings are never named.
- The pointer's own book is looked in first (the Rules Reference's "See: Player Phase" means its own
  PLAYER PHASE, not the Learn to Play's); only when the book has no such entry, the rest of the game.
  The part is resolved only if that leaves exactly one entry: otherwise it is unresolved, never
  guessed, and whoever shows the pointer shows that part's words.
- In search, a part naming an entry that is itself a pointer stands for that pointer's own parts
  (`through_chains`; a cycle ends where it would repeat); a pointer's page links the entry it names.
"""
import re
from collections.abc import Iterable
from dataclasses import dataclass

from rulesapp.importer.markdown import term_name

POINTER_RE = re.compile(r"^See(?: also)?\s*:\s*(?P<parts>\S.*?)\s*$", re.IGNORECASE)
QUOTES_RE = re.compile(r"[\"'“”‘’«»]")
EDGE_PUNCTUATION_RE = re.compile(r"^[\W_]+|[\W_]+$")
HEADING_DASH_RE = re.compile(r"\s+[-–—]\s+")
CAPITALS_RE = re.compile(r"\b[A-Z]{2,5}\b")
NAMED_KINDS = ("section", "glossary")


@dataclass(frozen=True)
class Entry:
    """A section or glossary term as pointers see it. `key` is whatever the caller uses to name it
    (an index document id, a page's address)."""

    key: str
    kind: str
    game: str
    book: str  # the title of the document it is in
    title: str
    path: str  # the titles of the headings above it, " / " between them
    body: str


@dataclass(frozen=True)
class Part:
    words: str  # as the pointer writes them ("Cost", "Overview - Round Overview")
    targets: tuple[str, ...] = ()  # the named entry's keys, the one to show first, then its copies; () unresolved


@dataclass(frozen=True)
class Pointer:
    name: str  # how the entry reads as a term ("Overpay" for "“OVERPAY”")
    parts: tuple[Part, ...]


def split_pointer(body: str) -> tuple[str, list[str]] | None:
    """("See: ", the comma-separated parts) of a pointer's text, or None when the text is not only a pointer."""
    text = body.strip()
    match = POINTER_RE.match(text)
    if match is None or "\n" in match["parts"]:
        return None
    return text[:match.start("parts")], [part.strip() for part in match["parts"].split(",") if part.strip()]


def pointer_words(body: str) -> list[str] | None:
    split = split_pointer(body)
    return split[1] if split else None


def title_key(text: str) -> str:
    """A title as a pointer's part is compared with it: "“Would”" ~ "“WOULD”" ~ "Would"."""
    return EDGE_PUNCTUATION_RE.sub("", " ".join(QUOTES_RE.sub("", text).split()).casefold())


def _listed_names(title: str) -> set[str]:
    """The names a title lists: {"form", "change form"} for "FORM, CHANGE FORM"; none for a plain title."""
    return {title_key(name) for name in title.split(",")} - {""} if "," in title else set()


class _Library:
    """The entries of the documents given, grouped into entries (a section with its copies) per game."""

    def __init__(self, entries: Iterable[Entry]):
        named = [entry for entry in entries if entry.kind in NAMED_KINDS]
        sections: dict[tuple[str, str, str], list[Entry]] = {}
        for entry in named:
            if entry.kind == "section":
                sections.setdefault((entry.game, entry.book, title_key(entry.title)), []).append(entry)
        copies: dict[str, list[Entry]] = {}  # a section's key -> its glossary copies
        own = []  # the entries that are no other entry's copy
        for entry in named:
            if entry.kind == "glossary":
                section = next((section for section in sections.get((entry.game, entry.book, title_key(entry.title)), [])
                                if _opens_with(section.body, entry.body)), None)
                if section is not None:
                    copies.setdefault(section.key, []).append(entry)
                    continue
            own.append(entry)
        self.by_title: dict[tuple[str, str], list[tuple[Entry, ...]]] = {}
        self.by_listed_name: dict[tuple[str, str], list[tuple[Entry, ...]]] = {}
        for entry in own:
            group = (entry, *copies.get(entry.key, []))
            self.by_title.setdefault((entry.game, title_key(entry.title)), []).append(group)
            for name in _listed_names(entry.title):
                self.by_listed_name.setdefault((entry.game, name), []).append(group)

    def _titled(self, game: str, words: str) -> list[tuple[Entry, ...]]:
        """The entries titled `words`, or else those whose title lists it among its names."""
        key = (game, title_key(words))
        return self.by_title.get(key) or self.by_listed_name.get(key, [])

    def named(self, words: str, pointer: Entry) -> tuple[Entry, ...] | None:
        """The one entry `words` names for a pointer in `pointer`'s book (see the module docstring)."""
        found = self._in_scope(self._titled(pointer.game, words), pointer)
        if not found:
            heading, title = _split_heading(words)
            if title:
                under = title_key(heading)
                found = self._in_scope([group for group in self._titled(pointer.game, title)
                                        if under in {title_key(above) for above in group[0].path.split(" / ")}],
                                       pointer)
        return found[0] if len(found) == 1 else None

    @staticmethod
    def _in_scope(groups: list[tuple[Entry, ...]], pointer: Entry) -> list[tuple[Entry, ...]]:
        own_book = [group for group in groups if group[0].book == pointer.book]
        return own_book or groups


def _split_heading(words: str) -> tuple[str, str]:
    """("Overview", "Round Overview") for "Overview - Round Overview"; (words, "") without a dash."""
    parts = HEADING_DASH_RE.split(words, maxsplit=1)
    return (parts[0], parts[1]) if len(parts) == 2 else (words, "")


def _opens_with(text: str, other: str) -> bool:
    text, other = " ".join(text.split()), " ".join(other.split())
    return bool(text and other) and (text.startswith(other) or other.startswith(text))


def _display_name(entry: Entry, capitals: set[str]) -> str:
    """The entry's title as the book names a term: quotes dropped, capitals as the importer's terms have
    them ("“OVERPAY”" -> "Overpay", "ATK" stays, as the book writes it so in its text)."""
    return term_name(" ".join(QUOTES_RE.sub("", entry.title).split()) or entry.title, capitals)


def resolve(entries: Iterable[Entry]) -> dict[str, Pointer]:
    """{pointer's key: Pointer} for every pointer among `entries` (all of a game's sections and terms),
    each part as the pointer writes it (see `through_chains`)."""
    entries = list(entries)
    library = _Library(entries)
    capitals: dict[tuple[str, str], set[str]] = {}  # words a book writes in capitals, kept so in names
    for entry in entries:
        capitals.setdefault((entry.game, entry.book), set()).update(CAPITALS_RE.findall(entry.body))
    pointers = {}
    for entry in entries:
        words = pointer_words(entry.body) if entry.kind in NAMED_KINDS else None
        if words is not None:
            pointers[entry.key] = Pointer(_display_name(entry, capitals[(entry.game, entry.book)]),
                                          tuple(_parts(library, entry, words)))
    return pointers


def _parts(library: _Library, pointer: Entry, words: list[str]) -> list[Part]:
    """Each part with the entry it names, the longest run of comma-separated words that names one."""
    parts, start = [], 0
    while start < len(words):
        for end in range(len(words), start, -1):
            run = ", ".join(words[start:end])
            group = library.named(run, pointer)
            if group is not None or end == start + 1:
                parts.append(Part(run, tuple(member.key for member in group) if group else ()))
                start = end
                break
    return parts


def through_chains(pointers: dict[str, Pointer]) -> dict[str, Pointer]:
    """The pointers with every part that names another pointer replaced by that pointer's parts."""
    return {key: Pointer(pointer.name, tuple(_followed(key, pointers, frozenset()))) for key, pointer in pointers.items()}


def _followed(key: str, pointers: dict[str, Pointer], visiting: frozenset[str]) -> list[Part]:
    visiting = visiting | {key}
    parts = []
    for part in pointers[key].parts:
        inner = next((target for target in part.targets if target in pointers), None)
        if inner is None or inner in visiting:
            parts.append(part)
        else:
            parts.extend(_followed(inner, pointers, visiting))
    return parts
