"""Score a query term at a time from postings held in memory: Whoosh's BM25F scores, without its matcher tree.

Profiling showed most of a search's time going into Whoosh's document-at-a-time matchers: a question
becomes a tree of a few dozen unions, terms and phrases, and every one of the ~100 matching documents
walks that tree in Python. The index is small (hundreds of documents) and never changes once
published, so each term's postings are read once per index version, scored once with the searcher's
own weighting (the same BM25F scorer object Whoosh would use), and kept as {document: score}. A query
is then a few sums of arrays with a score for every document (0.0 where a part does not match, so the
sums are the very numbers a merge of dictionaries gives), and a phrase of two words a bisection per
occurrence of the first; a phrase's matches are kept per index version (PHRASES_KEPT), so a search of
every game scores each phrase once for all the games' queries, and a word pair another question used is not
checked again.

The query objects are the ones `querying.to_whoosh` builds (Term, Phrase, Or, And, AndMaybe, Require),
so Whoosh's own search of the same object stays the reference: the tests compare the two. Scores
combine as Whoosh's matchers combine them: a union or an intersection adds its parts' scores, a
query's boost multiplies its score, a phrase scores as the sum of its words' scores in the documents
where the words stand in order within `slop` positions of each other, AndMaybe adds the optional part
where it matches, Require keeps the first part's score where the second matches. The weighting's
`final` (kind weights, game boosts) then applies per document, and ties go to the lower document
number, as in Whoosh's TopCollector.
"""
import heapq
from bisect import bisect_right
import time
from dataclasses import dataclass, field

import numpy as np
from whoosh import query as wq

DEADLINE_CHECK_EVERY = 16  # clauses scored between two looks at the clock
PHRASES_KEPT = 20_000  # phrases whose matches an index version keeps (two small arrays each)


@dataclass
class TermPostings:
    """One term of one field: each document's BM25F score and, for positional fields, where the term is."""

    scores: dict[int, float]
    positions: dict[int, tuple[int, ...]] = field(default_factory=dict)
    _arrays: tuple[np.ndarray, np.ndarray] | None = None

    def arrays(self) -> tuple[np.ndarray, np.ndarray]:
        """(document numbers, their scores) as arrays, made on first use."""
        if self._arrays is None:
            self._arrays = (np.fromiter(self.scores, dtype=np.int64, count=len(self.scores)),
                            np.fromiter(self.scores.values(), dtype=np.float64, count=len(self.scores)))
        return self._arrays


class IndexMemory:
    """One opened index version's postings, scored on first use. Belongs to one thread's searcher."""

    def __init__(self, searcher):
        self.searcher = searcher
        self.reader = searcher.reader()
        self.schema = searcher.schema
        self._terms: dict[tuple[str, str], TermPostings] = {}
        self._stored: dict[int, dict] = {}
        self._columns: dict[str, list] = {}
        # {(field, words, slop): (document numbers, scores) of its matches}: a phrase (two neighbouring words
        # of a question, close together) is checked against the postings' positions once per index version;
        # a search of every game scores each game's own query, and questions share their word pairs
        self.phrases: dict[tuple[str, tuple[str, ...], int], tuple[np.ndarray, np.ndarray]] = {}
        self.document_count = self.reader.doc_count_all()

    def term(self, fieldname: str, text: str) -> TermPostings:
        key = (fieldname, text)
        postings = self._terms.get(key)
        if postings is None:
            postings = self._terms[key] = self._read(fieldname, text)
        return postings

    def _read(self, fieldname: str, text: str) -> TermPostings:
        if fieldname not in self.schema:
            return TermPostings({})
        field_type = self.schema[fieldname]
        try:
            term_bytes = field_type.to_bytes(text)
        except ValueError:
            return TermPostings({})
        if (fieldname, term_bytes) not in self.reader:
            return TermPostings({})
        matcher = self.searcher.postings(fieldname, term_bytes)
        with_positions = bool(field_type.format) and field_type.format.supports("positions")
        scores, positions = {}, {}
        while matcher.is_active():
            docnum = matcher.id()
            scores[docnum] = matcher.score()
            if with_positions:
                positions[docnum] = tuple(matcher.value_as("positions"))
            matcher.next()
        return TermPostings(scores, positions)

    def column(self, name: str) -> list:
        """A sortable column's value for every document number (None throughout for an empty index)."""
        values = self._columns.get(name)
        if values is None:
            count = self.reader.doc_count_all()
            if self.reader.has_column(name):
                reader = self.reader.column_reader(name)
                values = [reader[docnum] for docnum in range(count)]
            else:
                values = [None] * count
            self._columns[name] = values
        return values

    def docnum_of(self) -> dict[str, int]:
        """{doc_id: document number} for every document."""
        return {self.stored(docnum)["doc_id"]: docnum for docnum in range(self.reader.doc_count_all())}

    def stored(self, docnum: int) -> dict:
        document = self._stored.get(docnum)
        if document is None:
            document = self._stored[docnum] = self.searcher.stored_fields(docnum)
        return document


class QueryScorer:
    """Scores one query object against an IndexMemory, checking a deadline as it goes."""

    def __init__(self, memory: IndexMemory, deadline: float | None = None):
        self.memory = memory
        self.deadline = deadline
        self.timed_out = False
        self._clauses = 0

    def scores(self, query) -> dict[int, float]:
        """{document number: score} of the documents `query` matches. Once the deadline has passed, every
        clause not yet scored counts as matching nothing, so the ranking is built from the ones scored."""
        values, matched = self._scored(query)
        found = np.flatnonzero(matched)
        return dict(zip(found.tolist(), values[found].tolist()))

    def _scored(self, query) -> tuple[np.ndarray, np.ndarray]:
        """(score by document number, matched by document number): every document's score in one float64
        array, 0.0 where the query does not match, so a union is a sum of arrays. Each document's score is
        the sum of its parts' in the order a dictionary merge of the parts adds them (adding 0.0 changes no
        number): the same scores as Whoosh's matchers, without a Python loop over the matches."""
        if self._past_deadline():
            return self._nothing()
        boost = query.boost if hasattr(query, "boost") else 1.0
        if isinstance(query, wq.Term):
            values, matched = self._spread(*self.memory.term(query.fieldname, query.text).arrays())
        elif isinstance(query, wq.Phrase):
            values, matched = self._phrase(query.fieldname, query.words, query.slop)
        elif isinstance(query, wq.Require):
            (scored, scored_matched), (_, required) = (self._scored(part) for part in query.subqueries)
            matched = scored_matched & required
            values = np.where(matched, scored, 0.0)
        elif isinstance(query, wq.AndMaybe):
            (main, matched), (optional, _) = (self._scored(part) for part in query.subqueries)
            values = np.where(matched, main + optional, 0.0)
        elif isinstance(query, wq.And):
            parts = [self._scored(part) for part in query.subqueries]
            values, matched = self._nothing()
            if parts:
                matched = np.logical_and.reduce([part_matched for _, part_matched in parts])
                for part_values, _ in parts:
                    values += part_values
                values = np.where(matched, values, 0.0)
        elif isinstance(query, wq.Or):
            values, matched = self._nothing()
            for part in query.subqueries:
                if isinstance(part, (wq.Term, wq.Phrase)):  # added where it matches: no array of zeros made
                    self._add_matches(values, matched, part)
                    continue
                part_values, part_matched = self._scored(part)
                values += part_values
                matched |= part_matched
        elif query is wq.NullQuery or isinstance(query, type(wq.NullQuery)):
            values, matched = self._nothing()
        else:
            raise TypeError(f"no term-at-a-time scoring for {type(query).__name__}")
        if boost != 1.0:
            values = values * boost
        return values, matched

    def _past_deadline(self) -> bool:
        """Counts a clause; True once the deadline has passed (looked at every DEADLINE_CHECK_EVERY clauses)."""
        self._clauses += 1
        if self.deadline is not None and (self.timed_out or self._clauses % DEADLINE_CHECK_EVERY == 1):
            if self.timed_out or time.monotonic() > self.deadline:
                self.timed_out = True
        return self.timed_out

    def _add_matches(self, values: np.ndarray, matched: np.ndarray, query) -> None:
        """A term or phrase of a union added into the union's arrays at the documents it matches only: the
        very numbers `values += self._scored(query)[0]` gives (elsewhere that adds 0.0), without the arrays."""
        if self._past_deadline():
            return
        if isinstance(query, wq.Term):
            docnums, scores = self.memory.term(query.fieldname, query.text).arrays()
        else:
            docnums, scores = self._phrase_arrays(query.fieldname, query.words, query.slop)
        if query.boost != 1.0:
            scores = scores * query.boost
        values[docnums] += scores  # each document once: a term's or phrase's documents are distinct
        matched[docnums] = True

    def _nothing(self) -> tuple[np.ndarray, np.ndarray]:
        count = self.memory.document_count
        return np.zeros(count, dtype=np.float64), np.zeros(count, dtype=bool)

    def _spread(self, docnums: np.ndarray, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        values, matched = self._nothing()
        values[docnums] = scores
        matched[docnums] = True
        return values, matched

    @staticmethod
    def _intersection(parts: list[dict[int, float]]) -> dict[int, float]:
        if not parts or not all(parts):
            return {}
        smallest = min(parts, key=len)
        common = [docnum for docnum in smallest if all(docnum in part for part in parts)]
        return {docnum: sum(part[docnum] for part in parts) for docnum in common}

    def _phrase(self, fieldname: str, words, slop: int) -> tuple[np.ndarray, np.ndarray]:
        return self._spread(*self._phrase_arrays(fieldname, words, slop))

    def _phrase_arrays(self, fieldname: str, words, slop: int) -> tuple[np.ndarray, np.ndarray]:
        """(document numbers, scores) of a phrase's matches, kept for the search."""
        key = (fieldname, tuple(words), slop)
        phrases = self.memory.phrases
        found = phrases.get(key)
        if found is None:
            matches = self._phrase_matches(fieldname, words, slop)
            if len(phrases) >= PHRASES_KEPT:
                phrases.clear()
            found = phrases[key] = (np.fromiter(matches, dtype=np.int64, count=len(matches)),
                                    np.fromiter(matches.values(), dtype=np.float64, count=len(matches)))
        return found

    def _phrase_matches(self, fieldname: str, words, slop: int) -> dict[int, float]:
        postings = [self.memory.term(fieldname, word) for word in words]
        if not postings or not all(p.scores for p in postings):
            return {}
        if len(postings) == 2:  # most phrases: two neighbouring words of the question
            first, second = postings
            return {docnum: first.scores[docnum] + second.scores[docnum]
                    for docnum in first.scores.keys() & second.scores.keys()
                    if _followed_within(slop, first.positions.get(docnum, ()), second.positions.get(docnum, ()))}
        candidates = self._intersection([p.scores for p in postings])
        if len(postings) == 1:
            return candidates
        return {
            docnum: score for docnum, score in candidates.items()
            if _in_order_within(slop, [p.positions.get(docnum, ()) for p in postings])
        }


def _followed_within(slop: int, first: tuple[int, ...], second: tuple[int, ...]) -> bool:
    """True if the second word occurs 1..slop positions after an occurrence of the first (`_in_order_within`
    of two words): for each occurrence of the first, the next occurrence of the second after it (positions
    are in ascending order), found by bisection."""
    for position in first:
        following = bisect_right(second, position)
        if following < len(second) and second[following] <= position + slop:
            return True
    return False


def _in_order_within(slop: int, positions: list[tuple[int, ...]]) -> bool:
    """True if each word occurs 1..slop positions after an occurrence of the word before it (a chain)."""
    gaps = range(1, slop + 1)
    ends = set(positions[0])
    for following in positions[1:]:
        ends = {position for position in following if any(position - gap in ends for gap in gaps)}
        if not ends:
            return False
    return True


def top_documents(scored: dict[int, float], limit: int, final) -> list[tuple[int, float]]:
    """The `limit` best (document number, final score), best first; `final(docnum, score)` adjusts each
    score (kind weights, game boosts); equal scores go to the lower document number, as in Whoosh."""
    finals = ((final(docnum, score), docnum) for docnum, score in scored.items())
    best = heapq.nsmallest(limit, finals, key=lambda pair: (-pair[0], pair[1]))
    return [(docnum, score) for score, docnum in best]
