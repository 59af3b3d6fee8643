"""Typo tolerance and "did you mean", drawn from the rulebooks' own unstemmed words.

Suggestions come from the `words` field (lower-cased, never stemmed), so "threatenns" suggests
"threatens", a word the rulebook prints, rather than the stem "threaten". A word is corrected only
when the rulebooks never use it and it is not an English word: "swings", "stunned" or "hurt" are what
the player meant, even if no rulebook prints them ("things", "turned" and "kurt" were once put in their
place). English words are Debian's word list (package wamerican, installed by scripts/bootstrap.sh)
and, beside it, the whole words of the sentence model's vocabulary.

The closest rulebook word wins: edit distance 1 before 2, two neighbouring letters swapped counting as
one edit ("sruge" is "surge" typed fast). Among equally close words, the one with more of the typed
letters wins (a typist hits the right keys and slips in their order or number: "alies" is "allies",
not "alien"; "augmnts" is "augment", not "agents"), then the one the books print beside a neighbouring
typed word ("hand sise" is "hand size", not "side"), then the one keeping more of the word's start,
then the most common one. The correction is searched beside the word as
typed (querying), never instead of it. A word no rulebook prints may be a
misspelt players' word ("bodygaurd"): when no rulebook word is close, the one-word entries of the
players' vocabulary are tried the same way. When a game is searched, only that game's words are offered:
"tarsh" is Union City Alliance's "trash", which Marvel Champions never prints, so searching it there
would find nothing.
"""
import logging
from collections import Counter
from functools import lru_cache
from os.path import commonprefix
from pathlib import Path

import numpy as np
from whoosh import query as wq

from rulesapp.search.querying import Token
from rulesapp.search.schema import SEARCH_FIELDS, SPELLING_FIELD, normalize
from rulesapp.search.vocabulary import ALL_GAMES, default_vocabulary, stop_words, synonyms_for

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    MIN_CORRECTABLE_LENGTH, TWO_EDITS_FROM_LENGTH, MAX_WORDS_CHECKED,
)
WORD_LIST = Path("/usr/share/dict/american-english")
logger = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def _word_list() -> frozenset[str]:
    """The Debian word list, lower-cased; empty (and logged) when it is not installed."""
    try:
        with WORD_LIST.open(encoding="utf-8") as handle:
            return frozenset(line.strip().lower() for line in handle if line.strip() and "'" not in line)
    except OSError as error:
        logger.warning("spelling: no English word list (%s); the sentence model's vocabulary alone tells English "
                       "words from typos (Debian: apt-get install wamerican)", error)
        return frozenset()


_with_model: frozenset[str] | None = None


def english_words() -> frozenset[str]:
    """Lower-case English words: the Debian word list, plus the sentence model's whole-word vocabulary.

    Kept once the model has loaded. A model that fails to load is logged and tried again at the next call
    (the search itself then says it searches by words only: engine), never remembered as absent."""
    global _with_model
    if _with_model is not None:
        return _with_model
    from rulesapp.search.semantic import model

    try:
        vocabulary = model.sentence_model().vocabulary()
    except model.ModelUnavailable as error:
        logger.warning("spelling: without the sentence model's vocabulary (%s); the word list alone tells English "
                       "words from typos", error)
        return _word_list()
    _with_model = _word_list() | vocabulary
    return _with_model


def forget_english_words() -> None:
    """For tests: start again from nothing kept."""
    global _with_model
    _with_model = None
    _word_list.cache_clear()


def _correctable(word: str, game: str | None, vocabulary=None) -> bool:
    if len(word) < MIN_CORRECTABLE_LENGTH or any(ch.isdigit() for ch in word) or word in stop_words():
        return False
    if word in english_words():
        return False
    return (normalize(word),) not in synonyms_for(game, vocabulary)


def _swapped(word: str) -> set[str]:
    """The word with each pair of neighbouring letters swapped: the commonest slip of fast typing."""
    return {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)} - {word}


def _letters_kept(typed: str, known: str) -> int:
    """How many of the typed letters the word has (each counted as often as it is typed)."""
    return sum((Counter(typed) & Counter(known)).values())


def _printed_in(searcher, word: str, game: str) -> bool:
    """Whether any document of `game` prints `word`."""
    both = wq.And([wq.Term(SPELLING_FIELD, word), wq.Term("game", game)])
    return both.matcher(searcher).is_active()


def _beside(searcher, candidate: str, before: str | None, after: str | None, game: str | None) -> bool:
    """Whether the rulebooks (the game's, if one is searched) print `candidate` right after the word typed
    before it or right before the word typed after it: "hand sise" is "hand size", a phrase the books
    print, not "hand side"."""
    for pair in ((before, candidate), (candidate, after)):
        if pair[0] is None or pair[1] is None:
            continue
        phrase = wq.Phrase("body", [normalize(word) for word in pair])
        if (wq.And([phrase, wq.Term("game", game)]) if game else phrase).matcher(searcher).is_active():
            return True
    return False


class PrintedWords:
    """The rulebooks' words (the `words` field's terms), held per index version for finding the ones within
    an edit distance of a typed word: what Whoosh's `reader.terms_within` finds (plain Levenshtein, a swap
    being two edits), without building an automaton and walking the term file for each typed word, which
    took about 30 ms a word, most of a search with a typo. The distances to every word of a close length
    are computed at once in NumPy, one row of the edit-distance table per typed letter."""

    def __init__(self, words):
        self.words = sorted(words)
        self.lengths = np.array([len(word) for word in self.words], dtype=np.int64)
        width = int(self.lengths.max()) if self.words else 0
        self.letters = np.full((len(self.words), width), -1, dtype=np.int64)  # code points; -1 past the end
        self.counts = np.zeros((len(self.words), 27), dtype=np.int16)  # each word's letters a-z, and others
        for row, word in enumerate(self.words):
            self.letters[row, :len(word)] = [ord(letter) for letter in word]
            self.counts[row] = _letter_counts(word)

    @classmethod
    def of(cls, reader) -> "PrintedWords":
        return cls(reader.field_terms(SPELLING_FIELD) if SPELLING_FIELD in reader.schema else ())

    def within(self, typed: str, most: int) -> dict[str, int]:
        """{word: its edit distance from `typed`} for the words at most `most` edits away."""
        # An edit changes at most two letter counts by one each: words whose counts differ from the typed
        # word's by more than 2 x `most` in all are further away, and left out before the table is made.
        differ = np.abs(self.counts - _letter_counts(typed)).sum(axis=1)
        rows = np.flatnonzero((np.abs(self.lengths - len(typed)) <= most) & (differ <= 2 * most))
        if not len(rows):
            return {}
        width = int(self.lengths[rows].max())
        letters = self.letters[rows, :width]
        steps = np.arange(width + 1)
        previous = np.broadcast_to(steps, (len(rows), width + 1))  # from nothing typed: j insertions
        for typed_so_far, letter in enumerate(typed, 1):
            # Each cell from the row above: the letter matched or substituted (diagonal) or dropped (above);
            # then along the row, the word's letters typed in addition: a running minimum of cell - j, + j.
            from_above = np.minimum(previous[:, :-1] + (letters != ord(letter)), previous[:, 1:] + 1)
            cells = np.concatenate([np.full((len(rows), 1), typed_so_far), from_above], axis=1)
            previous = np.minimum.accumulate(cells - steps, axis=1) + steps
        distances = previous[np.arange(len(rows)), self.lengths[rows]]
        close = distances <= most
        return {self.words[row]: int(distance) for row, distance in zip(rows[close].tolist(), distances[close].tolist())}


def _letter_counts(word: str) -> np.ndarray:
    """How often each letter a-z appears in the word, and (last) every other character."""
    counts = np.zeros(27, dtype=np.int16)
    for letter in word:
        counts[ord(letter) - 97 if "a" <= letter <= "z" else 26] += 1
    return counts


def _closest(searcher, word: str, usable, beside=lambda candidate: False, printed: PrintedWords | None = None) -> str | None:
    reader = searcher.reader()
    max_distance = 2 if len(word) >= TWO_EDITS_FROM_LENGTH else 1
    near = (printed or PrintedWords.of(reader)).within(word, max_distance)
    for distance in range(1, max_distance + 1):
        candidates = {c for c, edits in near.items() if edits <= distance and c != word}
        if distance == 1:  # the edit distance (as Whoosh's) counts a swap as two edits; a typist makes it in one
            candidates.update(c for c in _swapped(word) if (SPELLING_FIELD, c) in reader)
        candidates = {c for c in candidates if usable(c)}
        if candidates:
            return max(candidates, key=lambda c: (_letters_kept(word, c), beside(c), len(commonprefix((word, c))),
                                                  reader.doc_frequency(SPELLING_FIELD, c), c))
    return None


def _distance(typed: str, known: str) -> int:
    """Edits from one word to the other, a swap of neighbouring letters counting as one."""
    previous2, previous = None, list(range(len(known) + 1))
    for i, a in enumerate(typed, 1):
        current = [i]
        for j, b in enumerate(known, 1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a != b))
            if i > 1 and j > 1 and a == known[j - 2] and typed[i - 2] == b:
                cost = min(cost, previous2[j - 2] + 1)
            current.append(cost)
        previous2, previous = previous, current
    return previous[-1]


def _players_word(word: str, game: str | None, vocabulary) -> str | None:
    """The closest one-word entry of the players' vocabulary (the game's and every game's), if close."""
    table = (vocabulary or default_vocabulary()).table
    keys = {key.lower() for section in ([ALL_GAMES, game] if game else list(table))
            for key in (table.get(section) or {}) if " " not in key.strip()}
    max_distance = 2 if len(word) >= TWO_EDITS_FROM_LENGTH else 1
    close = [(distance, -_letters_kept(word, key), -len(commonprefix((word, key))), key) for key in keys
             if abs(len(key) - len(word)) <= max_distance and (distance := _distance(word, key)) <= max_distance]
    return min(close)[-1] if close else None  # the same order as for the rulebooks' words


def corrections(searcher, tokens: list[Token], game: str | None, vocabulary=None,
                printed: PrintedWords | None = None) -> dict[int, str]:
    """{token index: corrected lower-case word} for words that are neither the rulebooks' nor English.
    `printed`: the index's PrintedWords, kept per index version (made here when not given)."""
    reader = searcher.reader()
    usable = (lambda candidate: _printed_in(searcher, candidate, game)) if game else (lambda candidate: True)
    fixed: dict[int, str] = {}
    checked = 0
    for index, token in enumerate(tokens):
        word = token.lower
        if not _correctable(word, game, vocabulary) or (SPELLING_FIELD, word) in reader:
            continue
        stem = normalize(word)
        if any((name, stem) in reader for name in SEARCH_FIELDS):
            continue  # an unprinted inflection of a rulebook word: stemming already finds it
        checked += 1
        if checked > MAX_WORDS_CHECKED:
            break
        before = tokens[index - 1].lower if index > 0 else None
        after = tokens[index + 1].lower if index + 1 < len(tokens) else None
        best = (_closest(searcher, word, usable, lambda c: _beside(searcher, c, before, after, game),  # noqa: B023 (called at once, never kept)
                         printed)
                or _players_word(word, game, vocabulary))
        if best is not None:
            fixed[index] = best
    return fixed


def suggestion(query: str, tokens: list[Token], fixed: dict[int, str]) -> str | None:
    """The query as typed with each corrected word swapped in, keeping everything else as it was."""
    if not fixed:
        return None
    pieces, cursor = [], 0
    for index, token in enumerate(tokens):
        if index in fixed:
            replacement = fixed[index]
            if token.text[:1].isupper():
                replacement = replacement[:1].upper() + replacement[1:]
            pieces.append(query[cursor:token.start])
            pieces.append(replacement)
            cursor = token.end
    pieces.append(query[cursor:])
    return "".join(pieces)


def corrected_text(query: str, tokens: list[Token], fixed: dict[int, str]) -> str:
    """The query with its corrections in place (what the sentence model reads), or the query itself."""
    return suggestion(query, tokens, fixed) or query
