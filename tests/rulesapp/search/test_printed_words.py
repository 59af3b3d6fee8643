"""The rulebooks' words within an edit distance of a typed word: the same words Whoosh's automaton finds."""
import random

from whoosh import fields
from whoosh.filedb.filestore import RamStorage

from rulesapp.search.schema import SPELLING_FIELD
from rulesapp.search.spelling import PrintedWords

WORDS = ("surge allies alien ally attack attacks augment agents villain villainous hand size side threat "
         "threatens thwart thwarted exhaust exhausted sector sectors retaliate overkill toughness stunned "
         "confused café x-men 1st encounter encounters boost boosts deck decks discard discarded a an it").split()


def _reader():
    index = RamStorage().create_index(fields.Schema(**{SPELLING_FIELD: fields.KEYWORD(lowercase=True)}))
    with index.writer() as writer:
        writer.add_document(**{SPELLING_FIELD: " ".join(WORDS)})
    return index.reader()


def _typed(rng: random.Random) -> set[str]:
    """Every word as printed, and slips of it: a letter replaced, dropped, doubled, two swapped."""
    typed = set(WORDS) | {"", "zzzzzz", "cafe", "xmen", "handsize"}
    for word in WORDS:
        for _ in range(6):
            i = rng.randrange(len(word))
            typed |= {word[:i] + rng.choice("aeiourstx") + word[i + 1:], word[:i] + word[i + 1:],
                      word[:i] + word[i] + word[i:], word[:i] + word[i + 1:i + 2] + word[i] + word[i + 2:]}
    return typed


def test_the_words_within_one_and_two_edits_are_whooshs():
    reader = _reader()
    printed = PrintedWords.of(reader)
    for typed in sorted(_typed(random.Random(7))):
        for most in (1, 2):
            ours = {word for word, edits in printed.within(typed, 2).items() if edits <= most}
            assert ours == set(reader.terms_within(SPELLING_FIELD, typed, most)), (typed, most)


def test_the_distance_counts_a_swap_as_two_edits_as_whoosh_does():
    printed = PrintedWords(["surge"])
    assert printed.within("sruge", 2) == {"surge": 2}
    assert printed.within("sruge", 1) == {}
    assert PrintedWords([]).within("surge", 2) == {}
