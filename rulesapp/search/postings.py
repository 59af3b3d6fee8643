"""Score a query term at a time from postings held in memory: Whoosh's BM25F scores, without its matcher tree.

Profiling showed most of a search's time going into Whoosh's document-at-a-time matchers: a question
becomes a tree of a few dozen unions, terms and phrases, and every one of the ~100 matching documents
walks that tree in Python. The index is small (hundreds of documents) and never changes once
published, so each term's postings are read once per index version, scored once with the searcher's
own weighting (the same BM25F scorer object Whoosh would use), and kept as {document: score}. A query
is then a few dictionary merges.

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
import time
from dataclasses import dataclass, field

from whoosh import query as wq

DEADLINE_CHECK_EVERY = 16  # clauses scored between two looks at the clock


@dataclass
class TermPostings:
    """One term of one field: each document's BM25F score and, for positional fields, where the term is."""

    scores: dict[int, float]
    positions: dict[int, tuple[int, ...]] = field(default_factory=dict)


class IndexMemory:
    """One opened index version's postings, scored on first use. Belongs to one thread's searcher."""

    def __init__(self, searcher):
        self.searcher = searcher
        self.reader = searcher.reader()
        self.schema = searcher.schema
        self._terms: dict[tuple[str, str], TermPostings] = {}
        self._stored: dict[int, dict] = {}
        self._columns: dict[str, list] = {}

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
        # {(field, words, slop): its matches}: a search of every game scores each game's own query, and the
        # games' queries share most of their phrases (the question's neighbouring words close together)
        self._phrases: dict[tuple[str, tuple[str, ...], int], dict[int, float]] = {}

    def scores(self, query) -> dict[int, float]:
        """{document number: score} of the documents `query` matches. Once the deadline has passed, every
        clause not yet scored counts as matching nothing, so the ranking is built from the ones scored."""
        self._clauses += 1
        if self.deadline is not None and (self.timed_out or self._clauses % DEADLINE_CHECK_EVERY == 1):
            if self.timed_out or time.monotonic() > self.deadline:
                self.timed_out = True
                return {}
        boost = query.boost if hasattr(query, "boost") else 1.0
        if isinstance(query, wq.Term):
            found = self.memory.term(query.fieldname, query.text).scores
        elif isinstance(query, wq.Phrase):
            found = self._phrase(query.fieldname, query.words, query.slop)
        elif isinstance(query, wq.Require):
            scored, required = (self.scores(part) for part in query.subqueries)
            found = {docnum: score for docnum, score in scored.items() if docnum in required}
        elif isinstance(query, wq.AndMaybe):
            main, optional = (self.scores(part) for part in query.subqueries)
            found = {docnum: score + optional.get(docnum, 0.0) for docnum, score in main.items()}
        elif isinstance(query, wq.And):
            found = self._intersection([self.scores(part) for part in query.subqueries])
        elif isinstance(query, wq.Or):
            found = self._union([self.scores(part) for part in query.subqueries])
        elif query is wq.NullQuery or isinstance(query, type(wq.NullQuery)):
            found = {}
        else:
            raise TypeError(f"no term-at-a-time scoring for {type(query).__name__}")
        if boost != 1.0:
            found = {docnum: score * boost for docnum, score in found.items()}
        return found

    @staticmethod
    def _union(parts: list[dict[int, float]]) -> dict[int, float]:
        parts = [part for part in parts if part]
        if not parts:
            return {}
        merged = dict(parts[0])
        for part in parts[1:]:
            for docnum, score in part.items():
                merged[docnum] = merged.get(docnum, 0.0) + score
        return merged

    @staticmethod
    def _intersection(parts: list[dict[int, float]]) -> dict[int, float]:
        if not parts or not all(parts):
            return {}
        smallest = min(parts, key=len)
        common = [docnum for docnum in smallest if all(docnum in part for part in parts)]
        return {docnum: sum(part[docnum] for part in parts) for docnum in common}

    def _phrase(self, fieldname: str, words, slop: int) -> dict[int, float]:
        key = (fieldname, tuple(words), slop)
        found = self._phrases.get(key)
        if found is None:
            found = self._phrases[key] = self._phrase_matches(fieldname, words, slop)
        return found

    def _phrase_matches(self, fieldname: str, words, slop: int) -> dict[int, float]:
        postings = [self.memory.term(fieldname, word) for word in words]
        if not postings or not all(p.scores for p in postings):
            return {}
        candidates = self._intersection([p.scores for p in postings])
        if len(postings) == 1:
            return candidates
        return {
            docnum: score for docnum, score in candidates.items()
            if _in_order_within(slop, [p.positions.get(docnum, ()) for p in postings])
        }


def _in_order_within(slop: int, positions: list[tuple[int, ...]]) -> bool:
    """True if each word occurs 1..slop positions after an occurrence of the word before it (a chain)."""
    gaps = range(1, slop + 1)
    if len(positions) == 2:  # most phrases: two neighbouring words of the question
        first = set(positions[0])
        return any(position - gap in first for position in positions[1] for gap in gaps)
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
