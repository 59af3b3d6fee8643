"""Highlighted snippets: the best short window of a rule's text, escaped, with <mark> around matches.

Rule text is untrusted as far as HTML goes (a section may literally contain "<script>"): every piece
of text is escaped here, and the only markup in a snippet is the <mark> tags this module adds.
Words are compared through the index's own `normalize`, so "threatened" is marked for "threatens".
"""
import html
import re
from functools import lru_cache

from rulesapp.search.schema import WORD_RE, normalize

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    SNIPPET_CHARS, LEAD_IN_CHARS, MAX_MATCHES_CONSIDERED,
)
ELLIPSIS = "…"
WHITESPACE_RE = re.compile(r"\s+")


@lru_cache(maxsize=256)
def _candidate_re(stems: frozenset[str]) -> re.Pattern:
    """Where a word with one of these stems can begin: a Porter stem minus its last letter is a prefix
    of every word it comes from ("parti" <- "party", "hope" <- "hoping"), so scanning for prefixes in
    C and stemming only those words is exact and far cheaper than stemming every word of a long rule."""
    prefixes = sorted({stem[:-1] if len(stem) > 1 else stem for stem in stems}, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(map(re.escape, prefixes)) + ")", re.IGNORECASE)


def _starts_a_word(text: str, position: int) -> bool:
    """True unless `position` is inside a token such as "1.1.3" or "S.H.I.E.L.D" (the index keeps those whole)."""
    if position == 0:
        return True
    before = text[position - 1]
    return not (before.isalnum() or before == "_" or (before == "." and position > 1 and text[position - 2].isalnum()))


def _matches(text: str, stems: frozenset[str]) -> list[tuple[int, int, str]]:
    found = []
    if not stems:
        return found
    covered_to = 0
    for candidate in _candidate_re(stems).finditer(text):
        start = candidate.start()
        if start < covered_to or not _starts_a_word(text, start):
            continue
        word = WORD_RE.match(text, start)
        covered_to = word.end()
        stem = normalize(word.group())
        if stem in stems:
            found.append((start, word.end(), stem))
            if len(found) >= MAX_MATCHES_CONSIDERED:
                break
    return found


def _best_window_start(matches: list[tuple[int, int, str]], width: int) -> int:
    """Where the window holding the most different query words (then the most matches) begins; the
    text's own start when its opening holds as many different query words (a rule's first sentence
    usually states it: "a maximum of three allies" before the later sentences repeat "ally limit")."""
    opening = {stem for _start, end, stem in matches if end <= width}
    if len(opening) == len({stem for _start, _end, stem in matches}):
        return 0
    best_key, best_start = None, 0
    for first, (start, _end, _stem) in enumerate(matches):
        distinct, count = set(), 0
        for _other_start, other_end, stem in matches[first:]:
            if other_end - start > width:
                break
            distinct.add(stem)
            count += 1
        key = (len(distinct), count)
        if best_key is None or key > best_key:
            best_key, best_start = key, start
    return best_start


def _clean(piece: str) -> str:
    return html.escape(WHITESPACE_RE.sub(" ", piece), quote=True)


def make_snippet(text: str, stems: frozenset[str], width: int = SNIPPET_CHARS) -> str:
    """An HTML-safe excerpt of `text` around the query's words, matches wrapped in <mark>."""
    if not text:
        return ""
    matches = _matches(text, stems)
    start = 0
    if matches:
        window = _best_window_start(matches, width - LEAD_IN_CHARS)
        start = max(0, min(window - LEAD_IN_CHARS, len(text) - width))  # never leave the window half empty
        if start > 0 and not text[start - 1].isspace():
            next_space = text.find(" ", start, window)  # do not begin mid-word
            if next_space != -1:
                start = next_space + 1
    end = min(len(text), start + width)
    if end < len(text):
        last_space = text.rfind(" ", start, end)
        if last_space > start:
            end = last_space
    pieces = [ELLIPSIS] if start > 0 else []
    cursor = start
    for match_start, match_end, _stem in matches:
        if match_start < start:
            continue
        if match_end > end:
            break
        pieces.append(_clean(text[cursor:match_start]))
        pieces.append(f"<mark>{_clean(text[match_start:match_end])}</mark>")
        cursor = match_end
    pieces.append(_clean(text[cursor:end]))
    if end < len(text):
        pieces.append(ELLIPSIS)
    return "".join(pieces).strip()
