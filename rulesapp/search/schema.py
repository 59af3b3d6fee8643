"""The index schema and the one word-normalising pipeline shared by indexing, querying and highlighting.

Everything that turns text into index terms goes through `WORD_RE` and `normalize`, so a query word,
an indexed word and a highlighted word always agree on what counts as "the same word".
"""
import re
from functools import lru_cache

from whoosh import fields
from whoosh.analysis import LowercaseFilter, RegexTokenizer, StemFilter
from whoosh.lang.porter import stem

# A word: letters/digits, allowing inner dots so "1.1.3" and "S.H.I.E.L.D" stay whole.
WORD_PATTERN = r"\w+(?:\.?\w+)*"
WORD_RE = re.compile(WORD_PATTERN)

# Field weights for BM25F: a heading or glossary term says what a document is about; the
# headings above it say where it sits; the body is the rule text itself. How players ask about a rule
# (importer.asked) is their words, not the rule's: it counts least.
from rulesapp.search.weights import (  # noqa: F401, E402  (the table: weights.py; beside the constants it tunes)
    TITLE_BOOST, PATH_BOOST, BODY_BOOST, ASKED_BOOST,
)


@lru_cache(maxsize=100_000)
def normalize(word: str) -> str:
    """Lower-case and stem one word exactly as the index does ("Threatens" -> "threaten")."""
    return stem(word.lower())


def stemming_analyzer():
    """Tokenise, lower-case, stem. No stop list: phrases such as "when effects" must stay findable."""
    return RegexTokenizer(WORD_PATTERN) | LowercaseFilter() | StemFilter(stemfn=normalize, cachesize=None)


def raw_word_analyzer():
    """Tokenise and lower-case only: the vocabulary that "did you mean" suggestions are drawn from."""
    return RegexTokenizer(WORD_PATTERN) | LowercaseFilter()


def build_schema() -> fields.Schema:
    stemmed = stemming_analyzer()
    return fields.Schema(
        doc_id=fields.ID(unique=True, stored=True),
        kind=fields.ID(stored=True, sortable=True),  # sortable: a column the ranking reads per hit
        game=fields.ID(stored=True, sortable=True),
        document=fields.STORED(),
        book_order=fields.STORED(),  # the book's place among its game's books: the first leads (see_also)
        section_copy=fields.STORED(),  # a glossary term that repeats its own section (see_also shelves)
        overview=fields.STORED(),  # a section the book gives as an overview of rules stated elsewhere (see_also)
        anchor=fields.ID(stored=True),
        url=fields.STORED(),
        card=fields.STORED(),  # a card's own entry (its title is the card's name), not a rule: see cards
        title=fields.TEXT(analyzer=stemmed, stored=True, field_boost=TITLE_BOOST),
        path=fields.TEXT(analyzer=stemmed, field_boost=PATH_BOOST),
        body=fields.TEXT(analyzer=stemmed, stored=True, field_boost=BODY_BOOST),
        asked=fields.TEXT(analyzer=stemmed, stored=True, field_boost=ASKED_BOOST),
        words=fields.TEXT(analyzer=raw_word_analyzer(), phrase=False),
    )


# Fields a query word is looked up in.
SEARCH_FIELDS = ("title", "path", "body", "asked")
# Fields a quoted phrase must appear in, word for word.
PHRASE_FIELDS = ("title", "body")
SPELLING_FIELD = "words"
