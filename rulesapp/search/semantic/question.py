"""The question's vector, moved toward the rulebook's words for the players' words it uses.

The model has never read these rulebooks: "can my hand get too big" is far from "there is no hand
limit" until it is told that players' "too big a hand" is the rulebook's "hand size". The players'
vocabulary says so per game, so each game gets its own question vector: the question's, plus
EXPANSION_WEIGHT x the mean of the vectors of that game's rulebook words for the question's words,
made unit length again. Only the question is run through the model per search; a rulebook phrase's
vector is computed once per process (the vocabulary is a few hundred short phrases).
"""
from functools import lru_cache

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


def question_vectors(model, text: str, rulebook_words: dict[str, list[str]]) -> dict[str, np.ndarray]:
    """{game: the question's vector for that game}, from {game: the rulebook words its vocabulary adds}."""
    question = model.encode([text])[0]
    return {game: expanded(question, [_phrase_vector(model, phrase) for phrase in phrases])
            for game, phrases in rulebook_words.items()}


@lru_cache(maxsize=4096)
def _phrase_vector(model, phrase: str) -> np.ndarray:
    return model.encode([phrase])[0]
