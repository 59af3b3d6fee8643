"""From a question as a player types it to a Whoosh query.

The user's text is never handed to Whoosh's query parser: it is cut into words and quoted phrases
here and the query is built from objects, so `"(*:~^` or `title:x OR` is just text, not syntax.

    "what happens when the Union deck runs out"
      -> words: what happens when the union deck runs out
      -> stop words dropped, synonyms attached:  union | deck | (runs out ~ empty ~ run out)
      -> Or(each unit over title, path and body,      BM25F, title weighted highest
            "union deck" within a few words)          a bonus for question words found together
    "damage dealt" counter
      -> AndMaybe(phrase "damage dealt" required, counter optional)
"""
import re
from dataclasses import dataclass, field

from whoosh import query as wq
from whoosh.query.compound import DefaultOr

from rulesapp.search.schema import PHRASE_FIELDS, SEARCH_FIELDS, WORD_PATTERN, normalize
from rulesapp.search.vocabulary import PlayerVocabulary, longest_synonym_key, stop_words, synonyms_for

# A quoted phrase (straight or curly quotes; an unclosed quote runs to the end) or a bare word.
TOKEN_RE = re.compile(r'(?P<phrase>["“”](?P<inner>[^"“”]*)(?:["“”]|$))|(?P<word>' + WORD_PATTERN + ")")
WORD_RE = re.compile(WORD_PATTERN)
# Whoosh's automatic Or picks, on small indexes, a matcher that zeroes a 2048-slot array in Python
# for every clause of every query; the plain binary tree of unions is several times faster here.
_Or = DefaultOr
from rulesapp.search.weights import (  # noqa: F401, E402  (the table: weights.py; beside the constants it tunes)
    SYNONYM_WEIGHT, PROXIMITY_SLOP, PROXIMITY_WEIGHT,
)


@dataclass(frozen=True)
class Token:
    """One word of the query as typed, where it is, and which quoted phrase (if any) holds it."""

    text: str
    start: int
    end: int
    phrase: int | None = None

    @property
    def lower(self) -> str:
        return self.text.lower()


def tokenize(text: str) -> list[Token]:
    tokens: list[Token] = []
    phrase_number = 0
    for match in TOKEN_RE.finditer(text):
        if match.group("word"):
            tokens.append(Token(match.group("word"), match.start(), match.end()))
            continue
        inner_start = match.start("inner")
        words = list(WORD_RE.finditer(match.group("inner")))
        if words:
            for word in words:
                tokens.append(Token(word.group(), inner_start + word.start(), inner_start + word.end(), phrase_number))
            phrase_number += 1
    return tokens


@dataclass
class Unit:
    """Something the query looks for: the user's own word(s), plus the rulebook's words for it."""

    words: tuple[str, ...]
    alternatives: tuple[tuple[str, ...], ...] = ()
    correction: bool = False  # the first alternative is a spelling correction of `words`: full weight


@dataclass
class QueryPlan:
    phrases: list[Unit] = field(default_factory=list)  # quoted by the user: required
    units: list[Unit] = field(default_factory=list)  # everything else: ranked, not required
    content_words: tuple[str, ...] = ()  # what the question is about, without question words

    @property
    def is_empty(self) -> bool:
        return not self.phrases and not self.units

    def rulebook_words(self) -> list[str]:
        """The players' vocabulary's rulebook words for the question's words (not its spelling corrections)."""
        found = []
        for unit in self.units:
            for words in unit.alternatives[1 if unit.correction else 0:]:
                phrase = " ".join(words)
                if phrase not in found:
                    found.append(phrase)
        return found

    def highlight_stems(self) -> frozenset[str]:
        stems = set()
        for unit in self.phrases + self.units:
            for words in (unit.words, *unit.alternatives):
                stems.update(normalize(word) for word in words)
        return frozenset(stems)


def plan_query(tokens: list[Token], corrections: dict[int, str], game: str | None,
               vocabulary: PlayerVocabulary | None = None) -> QueryPlan:
    """Group tokens into phrases and word units, dropping question words and attaching synonyms.

    A corrected word is searched beside the word as typed: the unit keeps the typed word and gains the
    correction as an alternative (in a quoted phrase, where words must follow each other, the
    correction takes the typed word's place)."""
    words = [corrections.get(index, token.lower) for index, token in enumerate(tokens)]
    plan = QueryPlan()
    stops = stop_words()

    by_phrase: dict[int, list[str]] = {}
    loose: list[str] = []
    typed_for: dict[str, str] = {}
    for index, (token, word) in enumerate(zip(tokens, words)):
        if token.phrase is None:
            loose.append(word)
            if index in corrections:
                typed_for[word] = token.lower
        else:
            by_phrase.setdefault(token.phrase, []).append(word)
    plan.phrases = [Unit(tuple(phrase_words)) for phrase_words in by_phrase.values()]
    plan.units = [_beside_typed(unit, typed_for) for unit in _word_units(loose, game, stops, vocabulary)]
    if not plan.units and not plan.phrases and loose:
        plan.units = [Unit((word,)) for word in dict.fromkeys(loose)]  # only glue words: search them as typed

    content = [word for word in words if word not in stops]
    plan.content_words = tuple(content or words)
    return plan


def _beside_typed(unit: Unit, typed_for: dict[str, str]) -> Unit:
    """A one-word unit whose word is a spelling correction: the typed word first, the correction beside it."""
    if len(unit.words) == 1 and unit.words[0] in typed_for:
        return Unit((typed_for[unit.words[0]],), ((unit.words[0],), *unit.alternatives), correction=True)
    return unit


def _word_units(words: list[str], game: str | None, stops: frozenset[str],
                vocabulary: PlayerVocabulary | None = None) -> list[Unit]:
    synonyms = synonyms_for(game, vocabulary)
    longest = longest_synonym_key(game, vocabulary)
    units: list[Unit] = []
    seen: set[tuple[str, ...]] = set()
    position = 0
    while position < len(words):
        for length in range(min(longest, len(words) - position), 0, -1):
            span = tuple(words[position:position + length])
            key = tuple(normalize(word) for word in span)
            if key in synonyms:
                unit = Unit(span, synonyms[key])
                position += length
                break
        else:
            word = words[position]
            position += 1
            if word in stops:
                continue
            unit = Unit((word,))
        identity = tuple(normalize(word) for word in unit.words)
        if identity not in seen:
            seen.add(identity)
            units.append(unit)
    return units


def _words_query(words: tuple[str, ...], boost: float = 1.0) -> wq.Query:
    stems = [normalize(word) for word in words]
    if len(stems) == 1:
        return _Or([wq.Term(name, stems[0]) for name in SEARCH_FIELDS], boost=boost)
    return _Or([wq.Phrase(name, stems) for name in PHRASE_FIELDS], boost=boost)


def _unit_query(unit: Unit) -> wq.Query:
    own = _words_query(unit.words)
    if not unit.alternatives:
        return own
    others = [_words_query(words, boost=1.0 if unit.correction and position == 0 else SYNONYM_WEIGHT)
              for position, words in enumerate(unit.alternatives)]
    return _Or([own, *others])


def _proximity_bonus(plan: QueryPlan) -> list[wq.Query]:
    """Neighbouring question words found close together in a rule ("card ... is defeated") count extra."""
    stems = [normalize(unit.alternatives[0][0] if unit.correction else unit.words[0])
             for unit in plan.units if len(unit.words) == 1]
    return [
        wq.Phrase(name, [first, second], slop=PROXIMITY_SLOP, boost=PROXIMITY_WEIGHT)
        for first, second in zip(stems, stems[1:])
        for name in PHRASE_FIELDS
    ]


def to_whoosh(plan: QueryPlan) -> wq.Query:
    required = [_unit_query(unit) for unit in plan.phrases]
    optional = [_unit_query(unit) for unit in plan.units] + _proximity_bonus(plan)
    if required and optional:
        return wq.AndMaybe(wq.And(required), _Or(optional))
    if required:
        return wq.And(required)
    return _Or(optional)
