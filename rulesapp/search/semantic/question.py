"""The question's vector, moved toward the rulebook's words for the players' words it uses.

The model has never read these rulebooks: "can my hand get too big" is far from "there is no hand
limit" until it is told that players' "too big a hand" is the rulebook's "hand size". The players'
vocabulary says so per game, so each game gets its own question vector: the question's, plus
EXPANSION_WEIGHT x the mean of the vectors of that game's rulebook words for the question's words,
made unit length again. Only the question is run through the model per search: the first search of a
process embeds every rulebook phrase of the vocabulary at once (about 150 short phrases), so a question
asked for the first time never waits for a phrase of its own.
"""
import threading

import numpy as np

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    EXPANSION_WEIGHT,
)


def expanded(question: np.ndarray, phrase_vectors: list[np.ndarray]) -> np.ndarray:
    """The question's unit vector moved toward the mean of the phrases' vectors, as a unit vector."""
    if not phrase_vectors:
        return question
    moved = question + EXPANSION_WEIGHT * np.mean(phrase_vectors, axis=0)
    norm = float(np.linalg.norm(moved))
    return (moved / norm).astype(np.float32) if norm > 0 else question


def question_vectors(model, text: str, rulebook_words: dict[str, list[str]],
                     every_phrase: tuple[str, ...] = ()) -> dict[str, np.ndarray]:
    """{game: the question's vector for that game}, from {game: the rulebook words its vocabulary adds}.
    `every_phrase`: the vocabulary's rulebook phrases, embedded together the first time one is missing."""
    question = model.encode_questions([text])[0]
    wanted = [phrase for phrases in rulebook_words.values() for phrase in phrases]
    vectors = _phrase_vectors(model, wanted, every_phrase)
    return {game: expanded(question, [vectors[phrase] for phrase in phrases])
            for game, phrases in rulebook_words.items()}


_PHRASES_KEPT = 4096  # phrases outside the vocabulary (an admin's rows of an older version) are few
_phrases: dict[tuple[object, str], np.ndarray] = {}
_phrases_lock = threading.Lock()


def _phrase_vectors(model, wanted: list[str], every_phrase: tuple[str, ...]) -> dict[str, np.ndarray]:
    """{phrase: vector} for `wanted`, by the model's question runtime, kept per model for the process."""
    key = model
    missing = [phrase for phrase in wanted if (key, phrase) not in _phrases]
    if missing:
        batch = list(dict.fromkeys(missing + [phrase for phrase in every_phrase if (key, phrase) not in _phrases]))
        encoded = model.encode_questions(batch)
        with _phrases_lock:
            if len(_phrases) + len(batch) > _PHRASES_KEPT:
                _phrases.clear()
            _phrases.update({(key, phrase): encoded[row] for row, phrase in enumerate(batch)})
    return {phrase: _phrases[(key, phrase)] for phrase in wanted}
