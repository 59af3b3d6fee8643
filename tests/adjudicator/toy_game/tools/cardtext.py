"""Tug of War's card text: "Reaction: …" is a reaction, which waits for what caused it; nothing else is a
timing word of the game, and the helper says so rather than guess."""
from adjudicator.tools.cardtext.common import Rule, Sentence

GAME = "tug-of-war"


def classify(parts):
    sentences = []
    for number, (_, raw) in enumerate(parts, start=1):
        sentence = Sentence(number, raw.strip())
        head, colon, rest = raw.partition(":")
        if colon and head.strip().lower() == "reaction":
            sentence.keyword, sentence.description = "Reaction", rest.strip()
            sentence.decide("reaction", "A reaction", "It resolves once the effect that caused it has finished.",
                            Rule(GAME, "reactions"))
        else:
            sentence.ambiguous = "Tug of War has one timing word, \"Reaction:\"; this sentence has none."
        sentences.append(sentence)
    return [s.as_dict() for s in sentences]
