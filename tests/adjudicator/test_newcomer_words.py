"""What a newcomer reads in the editor's reference panel and in a refusal is the table's and the format's
words: never a source file of the engine (a player cannot open `resources.py`)."""
import re

from adjudicator.timing.registry import model_classes

SOURCE_FILE = re.compile(r"\b\w+\.py\b")


def test_what_to_write_instead_of_a_refused_word_names_no_source_file():
    said = {(model.slug, vocabulary.prop, u.word): u.instead
            for model in model_classes().values() for vocabulary in model.vocabularies
            for u in vocabulary.unmodelled}
    assert said  # the refused words are there to check
    assert {key: text for key, text in said.items() if SOURCE_FILE.search(text)} == {}
