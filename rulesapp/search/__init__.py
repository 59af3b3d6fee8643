"""Full-text search over the rulebooks: the only code in the project that knows Whoosh.

    from rulesapp import search as rules_search

    resp = rules_search.search("can I move diagonally", game="union-city-alliance", limit=10)
    resp.query        # the query as given, stripped
    resp.suggestion   # "did you mean" text built from the raw words, or None
    resp.definition   # GlossaryHit shown first when the query is a glossary term, or None
    resp.results      # [SearchHit(game, kind, title, anchor, url, snippet, score, ..., see_also, via,
                      #            via_words)], best first; a "See: X" entry's place goes to X (via: the entry)

    rules_search.SearchQueryError   # bad input; the message can be shown to the user
    rules_search.IndexUnavailable   # no index yet; the message says to run manage.py rebuild_index
    rules_search.rebuild_index()    # build beside the old index, swap atomically -> counts

Modules: schema (fields, analyzer), vocabulary (+ query_vocabulary.yaml: stop words, synonyms),
querying (question -> Whoosh query), spelling, snippets, storage (versions, atomic swap, searchers),
scoring (BM25F, kind weights, game boost), cards (a card's entry
weighed by whether the question names it), see_also (the same rule in the game's other books), postings (the query scored term at a time from postings kept
in memory per version), recent (recent answers by index version), game_evidence (which game a
question's words point to), pointer_targets (which entries a "See: ..." entry names) and pointers (they
take its place in the results), build (rows -> documents -> new version), engine (search()).
"""
from rulesapp.search.build import rebuild_index
from rulesapp.search.engine import (
    DEFAULT_LIMIT,
    MAX_LIMIT,
    MAX_QUERY_LENGTH,
    MIN_LIMIT,
    GlossaryHit,
    SearchHit,
    SearchResponse,
    SeeAlso,
    search,
)
from rulesapp.search.errors import IndexUnavailable, SearchQueryError

__all__ = [
    "DEFAULT_LIMIT",
    "MAX_LIMIT",
    "MAX_QUERY_LENGTH",
    "MIN_LIMIT",
    "GlossaryHit",
    "IndexUnavailable",
    "SearchHit",
    "SearchQueryError",
    "SearchResponse",
    "SeeAlso",
    "rebuild_index",
    "search",
]
