"""Stop words and the players' vocabulary (per-game synonyms): data, not code.

Stop words live in query_vocabulary.yaml. The players' vocabulary is edited in the admin (PlayerWording
rows, first loaded from the same file's `synonyms`); each index version carries the rows it was built
with (PLAYER_VOCABULARY_FILE), and a version without them uses the file's list.

Synonym keys are matched on normalised (lower-cased, stemmed) words, so one entry covers a word's
inflections: "die" also catches "dies".
"""
import json
from functools import lru_cache
from pathlib import Path

import yaml

from rulesapp.search.schema import WORD_RE, normalize

VOCABULARY_FILE = Path(__file__).with_name("query_vocabulary.yaml")
ALL_GAMES = "all"


def _words(phrase: str) -> tuple[str, ...]:
    return tuple(WORD_RE.findall(phrase.lower()))


def _check_strings(values, where: str) -> None:
    odd = [value for value in values if not isinstance(value, str)]
    if odd:
        raise ValueError(f"{VOCABULARY_FILE.name}: {where} must be strings, got {odd!r} (quote YAML booleans)")


@lru_cache(maxsize=1)
def _load() -> dict:
    # libyaml's parser where PyYAML has it (SafeLoader's constructor: yaml.safe_load's data, several times faster)
    with VOCABULARY_FILE.open(encoding="utf-8") as handle:
        data = yaml.load(handle, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    _check_strings(data["stop_words"], "stop_words")
    for game, table in data["synonyms"].items():
        for key, alternatives in (table or {}).items():
            _check_strings([key, *alternatives], f"synonyms.{game}.{key}")
    return data


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    """Lower-case raw words dropped from a typed question."""
    return frozenset(word.lower() for word in _load()["stop_words"])


def curated_wordings() -> list[tuple[str, str, list[str]]]:
    """The curated list's entries as (game slug, "" for every game; players' words; rulebook words)."""
    return [("" if game == ALL_GAMES else game, players_say, list(rulebook_says))
            for game, table in _load()["synonyms"].items() for players_say, rulebook_says in (table or {}).items()]


PLAYER_VOCABULARY_FILE = "player_vocabulary.json"


class PlayerVocabulary:
    """{game slug or "all": {players' words: [rulebook words, ...]}}, merged per game on first use."""

    def __init__(self, table: dict[str, dict[str, list[str]]]):
        self.table = table
        self._merged: dict[str | None, dict] = {}

    @classmethod
    def from_rows(cls, rows) -> "PlayerVocabulary":
        """From (game slug or "", players_say, [rulebook words]) rows."""
        table: dict[str, dict[str, list[str]]] = {}
        for game, players_say, rulebook_words in rows:
            table.setdefault(game or ALL_GAMES, {})[players_say] = list(rulebook_words)
        return cls(table)

    def write(self, directory: Path) -> None:
        with open(directory / PLAYER_VOCABULARY_FILE, "w", encoding="utf-8") as handle:
            json.dump(self.table, handle, sort_keys=True, separators=(",", ":"))

    @classmethod
    def load(cls, directory: Path) -> "PlayerVocabulary":
        """The rows an index version was built with, or the file's list for a version built before them."""
        try:
            with open(directory / PLAYER_VOCABULARY_FILE, encoding="utf-8") as handle:
                return cls(json.load(handle))
        except (OSError, ValueError):
            return default_vocabulary()

    def synonyms(self, game: str | None) -> dict[tuple[str, ...], tuple[tuple[str, ...], ...]]:
        merged = self._merged.get(game)
        if merged is None:
            merged = self._merged[game] = _merge(self.table, game)
            self._merged[(game, "longest")] = max((len(key) for key in merged), default=0)
        return merged

    def rulebook_phrases(self) -> tuple[str, ...]:
        """Every rulebook phrase of every game, as QueryPlan.rulebook_words writes it (words joined by a
        space): what the sentence model embeds beside a question, embedded once per process."""
        phrases = self._merged.get(("phrases",))
        if phrases is None:
            phrases = self._merged[("phrases",)] = tuple(sorted({
                " ".join(_words(alternative)) for table in self.table.values() for alternatives in (table or {}).values()
                for alternative in alternatives if _words(alternative)}))
        return phrases

    def longest_key(self, game: str | None) -> int:
        self.synonyms(game)
        return self._merged[(game, "longest")]


@lru_cache(maxsize=1)
def default_vocabulary() -> PlayerVocabulary:
    """The curated list in query_vocabulary.yaml (what the admin's rows start from)."""
    return PlayerVocabulary({game: dict(table or {}) for game, table in _load()["synonyms"].items()})


def synonyms_for(game: str | None, vocabulary: "PlayerVocabulary | None" = None):
    """{key stems: (alternative raw word tuples, ...)} for one game plus "all"; every game's when None."""
    return (vocabulary or default_vocabulary()).synonyms(game)


def longest_synonym_key(game: str | None, vocabulary: "PlayerVocabulary | None" = None) -> int:
    return (vocabulary or default_vocabulary()).longest_key(game)


def _merge(table: dict, game: str | None) -> dict[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    if game is None:
        sections = list(table)
    else:
        sections = [ALL_GAMES] + ([game] if game in table else [])
    merged: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    for section in sections:
        for key, alternatives in (table.get(section) or {}).items():
            key_stems = tuple(normalize(word) for word in _words(key))
            bucket = merged.setdefault(key_stems, [])
            for alternative in alternatives:
                words = _words(alternative)
                if words and words not in bucket:
                    bucket.append(words)
    return {key: tuple(alts) for key, alts in merged.items() if key}
