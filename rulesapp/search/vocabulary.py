"""Stop words and per-game synonyms, loaded from query_vocabulary.yaml (data, not code).

Synonym keys are matched on normalised (lower-cased, stemmed) words, so one entry covers a word's
inflections: "die" also catches "dies".
"""
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
    with VOCABULARY_FILE.open(encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    _check_strings(data["stop_words"], "stop_words")
    for game, table in data["synonyms"].items():
        for key, alternatives in (table or {}).items():
            _check_strings([key, *alternatives], f"synonyms.{game}.{key}")
    return data


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    """Lower-case raw words dropped from a typed question."""
    return frozenset(word.lower() for word in _load()["stop_words"])


@lru_cache(maxsize=16)
def synonyms_for(game: str | None) -> dict[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """{key stems: (alternative raw word tuples, ...)} for one game plus "all"; every game's when None."""
    table = _load()["synonyms"]
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


def longest_synonym_key(game: str | None) -> int:
    return max((len(key) for key in synonyms_for(game)), default=0)
