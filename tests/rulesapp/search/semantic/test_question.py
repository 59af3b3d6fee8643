"""The question's vector per game: moved toward the rulebook's words for the players' words it uses."""
import numpy as np

from rulesapp.search.semantic import question
from rulesapp.search.semantic.model import sentence_model


def cosine(first, second):
    return float(first @ second)


def test_the_rulebooks_words_move_the_question_toward_the_rule():
    model = sentence_model()
    rule = model.encode(["Hand size. There is no limit to the number of cards a player may have in hand."])[0]
    vectors = question.question_vectors(model, "can my hand get too big", {"told": ["hand size"], "not told": []})
    plain = model.encode_questions(["can my hand get too big"])[0]
    assert np.allclose(vectors["not told"], plain)  # no players' words: the question as it is
    assert cosine(vectors["told"], rule) > cosine(plain, rule)
    assert abs(float(np.linalg.norm(vectors["told"])) - 1) < 1e-5  # still a unit vector: cosine is a dot product


def test_each_game_gets_its_own_words():
    model = sentence_model()
    vectors = question.question_vectors(model, "how do I buy a card", {"a": ["achieve"], "b": ["purchase"]})
    achieve, purchase = model.encode(["achieve"])[0], model.encode(["purchase"])[0]
    assert cosine(vectors["a"], achieve) > cosine(vectors["b"], achieve)
    assert cosine(vectors["b"], purchase) > cosine(vectors["a"], purchase)
