"""Glossary auto-linking: turn glossary terms inside rule text into links that carry their definition.

Output is built from escaped pieces only: the text between matches, the matched words and every
attribute value are escaped on their own, so rule text can never inject markup. Each game's linker is
kept per library version (rulesapp.library_version): an import or an edit in the admin, in any process,
gives the library a new version, and the next page builds the linker from the terms as they are then.
"""
import re
from dataclasses import dataclass
from functools import lru_cache

from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

from rulesapp import library_version
from rulesapp.models import GlossaryTerm

# A one-letter "term" would light up every stray "a" or "X" in the rules.
MIN_TERM_LENGTH = 2


@dataclass(frozen=True)
class TermLink:
    """What a link to one glossary entry needs: plain values, hashable (term_anchor is cached by them)."""

    term: str
    anchor: str
    definition: str
    url: str


def term_key(words):
    """The form under which a term and the words that match it are compared."""
    return " ".join(words.split()).casefold()


QUALIFIED_RE = re.compile(r"^(?P<base>.+?)\s*\([^()]*\)$")
CHOICE_RE = re.compile(r"^(?P<prefix>.*?\s)?(?P<first>[^\s&/]+)\s*[&/]\s*(?P<second>[^\s&/]+)$")


def term_aliases(term):
    """The other words rule text uses for a glossary term the rulebook writes in a compound form.

    "Trash (noun)" is written "trash"; "Union cards & deck" is written "Union cards" or "Union deck";
    "Epic cards/mode" is written "Epic cards" or "Epic mode".
    """
    qualified = QUALIFIED_RE.match(term)
    if qualified:
        return [qualified["base"]]
    choice = CHOICE_RE.match(term)
    if choice:
        prefix = choice["prefix"] or ""
        return [prefix + choice["first"], prefix + choice["second"]]
    return []


class GlossaryLinker:
    """Links every glossary term of one game inside a piece of plain rule text.

    Terms match as whole words, case-insensitively, longest first (so "Discard pile" wins over
    "Discard"), with a plain plural ending allowed ("attacks", "heroes"); each term is linked at
    most once per call, which callers make per paragraph. A compound term is also found by its
    aliases (see term_aliases), unless another term has the same alias: then neither is guessed.
    """

    def __init__(self, terms):
        usable = [t for t in terms if len(t.term.strip()) >= MIN_TERM_LENGTH]
        self._by_key = {}
        for link in usable:
            self._by_key.setdefault(term_key(link.term), link)
        claims = {}
        for link in usable:
            for alias in term_aliases(link.term):
                claims.setdefault(term_key(alias), set()).add(link)
        for key, links in claims.items():
            if len(links) == 1 and key not in self._by_key and len(key) >= MIN_TERM_LENGTH:
                self._by_key[key] = next(iter(links))
        self._pattern = _terms_pattern(tuple(self._by_key)) if self._by_key else None

    def __contains__(self, words):
        return term_key(words) in self._by_key

    def terms_in(self, text):
        """The entries `text` uses, once each, in the order of their first mention."""
        if self._pattern is None:
            return []
        found = {}
        for match in self._pattern.finditer(text):
            entry = self._by_key.get(term_key(match.group(1)))
            if entry is not None:
                found.setdefault(entry, None)
        return list(found)

    def link(self, text, exclude=()):
        """Escaped `text` with its glossary terms linked; the entries named in `exclude` are left as text."""
        if self._pattern is None:
            return escape(text)
        skipped = {self._by_key[key] for key in map(term_key, exclude) if key in self._by_key}
        pieces = []
        position = 0
        for match in self._pattern.finditer(text):
            entry = self._by_key.get(term_key(match.group(1)))
            if entry is None or entry in skipped:
                continue
            skipped.add(entry)  # once per call: the first mention is the one linked
            pieces.append(escape(text[position:match.start()]))
            pieces.append(term_anchor(entry, match.group(0)))
            position = match.end()
        pieces.append(escape(text[position:]))
        return mark_safe("".join(pieces))


@lru_cache(maxsize=16)
def _terms_pattern(keys):
    """The compiled pattern for the keys (in order): a new library version whose glossary is unchanged (an edit
    to a section, a re-import) reuses it instead of building the trie's regex again."""
    return re.compile(rf"(?<!\w)({terms_regex(keys)})(?:e?s)?(?!\w)", re.IGNORECASE)


_KEY_ENDS = ""  # in a trie node: a key ends here (no character is the empty string)


def terms_regex(keys):
    """One regular expression for every key (term_key form), as a trie: "discard" and "discard pile"
    share "discard", then branch.

    Matching it finds, at each place in the text, the longest key that fits there (the regex tries the
    branch that goes on before the one that stops), which is what an alternation of every key sorted
    longest first finds; but at each word it tests one character per branch of the trie instead of
    every key in turn (with Marvel Champions' 200 terms, linking its rule text took about 75 ms that
    way). Spaces in a key match any run of whitespace.
    """
    root = {}
    for key in keys:
        node = root
        for char in key:
            node = node.setdefault(char, {})
        node[_KEY_ENDS] = True
    return _node_regex(root)


def _node_regex(node):
    """The regex of a trie node's continuations; optional when a key ends at the node."""
    branches = []
    for char, child in node.items():
        if char == _KEY_ENDS:
            continue
        piece = r"\s+" if char == " " else re.escape(char)
        while len(child) == 1 and _KEY_ENDS not in child:  # a run of one-way nodes is one literal
            (char, child), = child.items()
            piece += r"\s+" if char == " " else re.escape(char)
        branches.append(piece + _node_regex(child))
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if _KEY_ENDS in node:
        return f"(?:{body})?"
    return body


@lru_cache(maxsize=4096)
def term_anchor(entry, words):
    """One term link: to the glossary entry without JS, the definition in data- attributes for the popover.

    Cached: a glossary page links the same few terms a hundred times, each escaping a whole definition."""
    return format_html(
        '<a class="term" href="{}" data-term="{}" data-definition="{}">{}</a>',
        entry.url, entry.term, entry.definition, words,
    )


def terms_for_game(game_id):
    """The game's glossary as a tuple of TermLink, read from the database: plain values, and the glossary
    page's address reversed once (GlossaryTerm.get_absolute_url for each, without a row and a reverse
    per term: Marvel Champions has about 200)."""
    rows = list(GlossaryTerm.objects.filter(game_id=game_id).order_by("term", "pk")
                .values_list("term", "anchor", "definition", "game__slug"))
    if not rows:
        return ()
    page = reverse("rulesapp:glossary", args=[rows[0][3]])
    return tuple(TermLink(term, anchor, definition, f"{page}#{anchor}") for term, anchor, definition, _ in rows)


def linker_for_game(game, version=None):
    """The linker for `game` (a Game or its pk), built once per library version.

    `version` is the library version the caller read (library_version.current()); without it, it is read
    here (one query): a view that links many texts reads it once and passes it, or passes the linker.
    """
    game_id = getattr(game, "pk", game)
    version = version or library_version.current()
    return library_version.rendered.get(version, ("glossary-linker", game_id), lambda: GlossaryLinker(terms_for_game(game_id)))
