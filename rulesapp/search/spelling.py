"""Typo tolerance and "did you mean", drawn from the rulebooks' own unstemmed words.

Suggestions come from the `words` field (lower-cased, never stemmed), so "threatenns" suggests
"threatens", a word the rulebook prints, rather than the stem "threaten". A word is corrected only
when the rulebooks never use it; the closest known word wins (edit distance 1 before 2), then the
most common one.
"""
from rulesapp.search.querying import Token
from rulesapp.search.schema import SEARCH_FIELDS, SPELLING_FIELD, normalize
from rulesapp.search.vocabulary import stop_words, synonyms_for

MIN_CORRECTABLE_LENGTH = 4  # shorter words have too many neighbours to guess from
TWO_EDITS_FROM_LENGTH = 6
MAX_WORDS_CHECKED = 8  # unknown words looked up per query: a real question has a typo or two, not fifty


def _correctable(word: str, game: str | None) -> bool:
    if len(word) < MIN_CORRECTABLE_LENGTH or any(ch.isdigit() for ch in word) or word in stop_words():
        return False
    return (normalize(word),) not in synonyms_for(game)


def _closest(reader, word: str) -> str | None:
    max_distance = 2 if len(word) >= TWO_EDITS_FROM_LENGTH else 1
    for distance in range(1, max_distance + 1):
        candidates = [c for c in reader.terms_within(SPELLING_FIELD, word, distance) if c != word]
        if candidates:
            return max(candidates, key=lambda c: (reader.doc_frequency(SPELLING_FIELD, c), c))
    return None


def corrections(searcher, tokens: list[Token], game: str | None) -> dict[int, str]:
    """{token index: corrected lower-case word} for words the rulebooks never use."""
    reader = searcher.reader()
    fixed: dict[int, str] = {}
    checked = 0
    for index, token in enumerate(tokens):
        word = token.lower
        if not _correctable(word, game) or (SPELLING_FIELD, word) in reader:
            continue
        stem = normalize(word)
        if any((name, stem) in reader for name in SEARCH_FIELDS):
            continue  # an unprinted inflection of a rulebook word: stemming already finds it
        checked += 1
        if checked > MAX_WORDS_CHECKED:
            break
        best = _closest(reader, word)
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
