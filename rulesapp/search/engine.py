"""search(): validate the request, run it on the current index, shape the answer.

Read-only: it opens (or reuses) this thread's searcher on the version CURRENT names, and never
writes. The query is scored term at a time from postings kept in memory per index version (postings:
the same BM25F scores as Whoosh's matchers, several times faster). Query time is bounded by a deadline
checked between clauses, in whatever thread runs the search (no signals: web requests are not served
from the main thread); on time-out the ranking is built from the clauses scored in time.

With no game filter, the games the question's own words point to (game_evidence, the meaning of the
question as a second witness) get their documents' scores multiplied for this one search: a soft boost,
never a filter. The sentence model reads the question once; each game compares its passages with the
question moved toward that game's rulebook words for the players' words it uses (semantic.question).
A card's own entry counts for less when the question does not name the card (cards). A "See: X" entry
gives its place to X (pointers), and a rule said twice is one result with the other entries under it as
"See also" (see_also).

Without the question's meaning (the sentence model does not load, or the index holds no passage vectors)
the question is searched by its words alone, and the answer says so (`notice`: "Searching by words only:
…") and the log too: a degraded search is never passed off as a full one.

The pipeline is `_answer`, one small function per stage, in this order (docs/search.md: what each does
and gains, measured; every weight is in weights.py):

    parse & spell -> keyword BM25F (each game's own words) -> "did you mean" -> unnamed cards/headings ->
    game by words -> [meaning -> game by words and meaning -> fuse (x cards, kind, game weights) ->
    each rule once -> pointers -> see-also grouping -> each game's best first] or [words only: keyword
    top, weighted -> pointers] -> hits (snippets) -> definitions -> named entry first
"""
import logging
import time
from dataclasses import dataclass, replace

import numpy as np
from whoosh import query as wq

from rulesapp.search import game_evidence, pointers, spelling, storage
from rulesapp.search.cards import CARD_NOT_NAMED_WEIGHT, HEADING_NOT_NAMED_WEIGHT, NamedEntries
from rulesapp.search.errors import SearchQueryError
from rulesapp.search.game_evidence import GameVocabulary
from rulesapp.search.postings import IndexMemory, QueryScorer, top_documents
from rulesapp.search.recent import RecentResults
from rulesapp.search.fusion import (
    FusedDocument, best_of_each_game_first, fuse, repeat_key, with_passages, without_repeats,
)
from rulesapp.search.semantic import vectors as passage_vectors
from rulesapp.search.semantic.model import ModelUnavailable, sentence_model
from rulesapp.search.semantic.question import question_vectors
from rulesapp.search.semantic.retrieval import Nearness, PassageIndex
from rulesapp.search.querying import QueryPlan, plan_query, to_whoosh, tokenize
from rulesapp.search.schema import WORD_RE, normalize
from rulesapp.search.scoring import KIND_WEIGHTS, adjusted
from rulesapp.search.see_also import OVERVIEW, with_see_also
from rulesapp.search.snippets import make_snippet
from rulesapp.search.vocabulary import PlayerVocabulary, stop_words

MAX_QUERY_LENGTH = 500
MIN_LIMIT, MAX_LIMIT, DEFAULT_LIMIT = 1, 50, 10
TIME_LIMIT_SECONDS = 2.0
from rulesapp.search.weights import (  # noqa: F401, E402  (the table: weights.py; beside the constants it tunes)
    CLEARLY_BETTER, FUSION_POOL,
)
recent_results = RecentResults()  # answers by (index root, version, query, game, limit); see recent
semantic_enabled = True  # off: BM25F alone (the keyword path, as bench/search_latency.py times it)
WORDS_ONLY = "Searching by words only: "
logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class GlossaryHit:
    game: str
    term: str
    definition: str
    anchor: str
    url: str


@dataclass(frozen=True)
class SeeAlso:
    """An entry that says what a result says: in another of the game's books, or the other kind (section or
    glossary term) of its own book (see_also)."""

    kind: str
    title: str
    anchor: str
    url: str
    document: str  # the book it is in ("Learn to Play")


@dataclass(frozen=True)
class SearchHit:
    game: str
    kind: str  # "section", "glossary", "example" or "ruling"
    title: str  # the heading or term exactly as the rulebook writes it (a ruling's question)
    anchor: str
    url: str
    snippet: str  # HTML-safe: escaped text with <mark>...</mark> around matched words
    score: float
    document: str = ""  # the title of the book it is in ("Rules Reference")
    asked: str = ""  # how players ask about the rule, when that phrasing is what the question was close to
    see_also: tuple[SeeAlso, ...] = ()  # the same rule said elsewhere, best-ranked first (see_also)
    via: str = ""  # the pointer whose place it took ("Overpay" of "Overpay: See: Cost"); see pointers
    via_words: str = ""  # the pointer's words for it ("Cost")


@dataclass(frozen=True)
class SearchResponse:
    query: str
    suggestion: str | None
    definition: GlossaryHit | None  # the first of `definitions`
    results: list[SearchHit]
    definitions: tuple[GlossaryHit, ...] = ()  # every game's definition of the term the query names
    notice: str = ""  # what this search could not do, and why ("Searching by words only: …"); "" for a full one


def clean_query(q) -> str:
    if not isinstance(q, str):
        raise SearchQueryError("The search query must be text.")
    query = q.strip()
    if not query:
        raise SearchQueryError("Enter something to search for.")
    if len(query) > MAX_QUERY_LENGTH:
        raise SearchQueryError(
            f"The search query is too long ({len(query)} characters); the limit is {MAX_QUERY_LENGTH}."
        )
    return query


def clean_limit(limit) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or not MIN_LIMIT <= limit <= MAX_LIMIT:
        raise SearchQueryError(f"limit must be a whole number from {MIN_LIMIT} to {MAX_LIMIT}.")
    return limit


def _term_key(words) -> tuple[str, ...]:
    """A glossary term or question reduced to its meaningful stems: "What is a Sector?" ~ "Sector"."""
    stops = stop_words()
    lowered = [word.lower() for word in words]
    kept = [word for word in lowered if word not in stops] or lowered
    return tuple(normalize(word) for word in kept)


def _index_facts(opened: storage.OpenIndex) -> dict:
    """Per index version: the games it holds, its glossary terms keyed for definition lookup, its card
    entries and empty headings, and the per-game vocabulary stored with it (None for an index built
    before it was)."""
    facts = opened.cache.get("facts")
    if facts is None:
        searcher = opened.searcher
        glossary: dict[tuple[str, ...], list[dict]] = {}
        for stored in searcher.documents(kind="glossary"):
            words = WORD_RE.findall(stored["title"])
            glossary.setdefault(_term_key(words), []).append(stored)
            if len(words) > 1 and words[-1] == "X":  # "Retaliate X": asked as "what does retaliate do"
                glossary.setdefault(_term_key(words[:-1]), []).append(stored)
        reader = searcher.reader()
        vocabulary = GameVocabulary.load(opened.root / opened.version) if reader.has_column("game") else None
        memory = _memory(opened)
        facts = opened.cache["facts"] = {
            "cards": NamedEntries.cards_of((docnum, memory.stored(docnum))
                                           for docnum in searcher.document_numbers(kind="glossary")),
            "headings": NamedEntries.empty_headings_of((docnum, memory.stored(docnum))
                                                       for docnum in searcher.document_numbers(kind="section")),
            "games": frozenset(reader.field_terms("game")),
            "glossary": glossary,
            "vocabulary": vocabulary,
            "wordings": PlayerVocabulary.load(opened.root / opened.version),
            "printed_words": spelling.PrintedWords.of(reader),
        }
    return facts


def _definitions(facts: dict, plan: QueryPlan, game: str | None, results: list[SearchHit]) -> tuple[GlossaryHit, ...]:
    """The glossary entries the query names: in the chosen game, or in every game that defines the term
    (one each, labelled by the page), the game whose entry ranks highest first."""
    candidates = [
        stored for stored in facts["glossary"].get(_term_key(plan.content_words), [])
        if game is None or stored["game"] == game
    ]
    rank = {(hit.game, hit.anchor): position for position, hit in enumerate(results) if hit.kind == "glossary"}
    ordered = sorted(candidates, key=lambda stored: (rank.get((stored["game"], stored["anchor"]), len(rank)),
                                                     stored["game"]))
    chosen, games = [], set()
    for stored in ordered:
        if stored["game"] not in games:
            games.add(stored["game"])
            chosen.append(GlossaryHit(game=stored["game"], term=stored["title"], definition=stored["body"],
                                      anchor=stored["anchor"], url=stored["url"]))
    return tuple(chosen)


def _each_games_own_scores(memory: IndexMemory, plan: QueryPlan, own_plans: dict[str, QueryPlan],
                           deadline: float) -> dict[int, float]:
    """BM25F scores searched without a game: each game's documents scored with the players' words of that
    game, as its own search scores them, so one game's words for a rule (Valiant's "hand of 5 cards" for
    hand size) never score another game's text. One query when every game's words are the same."""
    scorer = QueryScorer(memory, deadline=deadline)  # one for every game: their phrases are scored once
    if all(own.units == plan.units and own.phrases == plan.phrases for own in own_plans.values()):
        return scorer.scores(to_whoosh(plan))
    scores: dict[int, float] = {}
    for each, own in own_plans.items():
        scores.update(scorer.scores(wq.Require(to_whoosh(own), wq.Term("game", each))))
    return scores


def _defined_entry_first(results: list[SearchHit], definitions: tuple[GlossaryHit, ...]) -> list[SearchHit]:
    """The entry the question names (the first definition shown above the results) first among the
    results: asked "what does villainous mean", the Villainous entry leads, not Villain, whose stem
    ("villain") the words share."""
    if not definitions:
        return results
    named = (definitions[0].game, definitions[0].anchor)
    place = next((index for index, hit in enumerate(results) if (hit.game, hit.anchor) == named), None)
    if not place:
        return results  # already first, or not a result of its own
    return [results[place], *results[:place], *results[place + 1:]]


def _memory(opened: storage.OpenIndex) -> IndexMemory:
    memory = opened.cache.get("memory")
    if memory is None:
        memory = opened.cache["memory"] = IndexMemory(opened.searcher)
    return memory


@dataclass(frozen=True)
class RankedDocuments:
    documents: list[tuple[dict, float]]  # (stored fields, score), best first
    timed_out: bool


def rank(opened: storage.OpenIndex, whoosh_query, game: str | None, limit: int,
         game_boosts: dict[str, float] | None = None, seconds: float = TIME_LIMIT_SECONDS) -> RankedDocuments:
    """The best `limit` documents for a query built by querying.to_whoosh, with Whoosh's BM25F scores
    (see postings): only `game`'s documents when given, otherwise `game_boosts` multiplies the games'."""
    if game:
        whoosh_query = wq.Require(whoosh_query, wq.Term("game", game))  # scores from the text query only
    memory = _memory(opened)
    scorer = QueryScorer(memory, deadline=time.monotonic() + seconds)
    scored = scorer.scores(whoosh_query)
    kinds, games, boosts = memory.column("kind"), memory.column("game"), game_boosts or {}
    best = top_documents(scored, limit, lambda docnum, score: adjusted(score, kinds[docnum], games[docnum], boosts))
    return RankedDocuments([(memory.stored(docnum), score) for docnum, score in best], scorer.timed_out)


def search(q: str, game: str | None = None, limit: int = DEFAULT_LIMIT) -> SearchResponse:
    """Ranked sections, glossary terms and examples for a player's question. See rulesapp.search."""
    query = clean_query(q)
    limit = clean_limit(limit)
    if game is not None and not isinstance(game, str):
        raise SearchQueryError("game must be a game's slug.")
    game = game.strip() if game else None

    opened = storage.open_current()
    facts = _index_facts(opened)
    if game is not None and game not in facts["games"]:
        known = ", ".join(sorted(facts["games"])) or "none"
        raise SearchQueryError(f"Unknown game {game!r}. Games in the search index: {known}.")

    key = (str(opened.root), opened.version, query, game, limit, semantic_enabled)
    cached = recent_results.get(key)
    if cached is not None:
        return replace(cached, results=list(cached.results))
    response = _answer(opened, facts, query, game, limit)
    recent_results.put(key, replace(response, results=tuple(response.results)))
    return response


def _answer(opened: storage.OpenIndex, facts: dict, query: str, game: str | None, limit: int) -> SearchResponse:
    """The pipeline, its stages in order (docs/search.md says what each gains, as measured)."""
    asked = _parse_and_spell(opened, facts, query, game)
    if asked.plan.is_empty:
        return SearchResponse(query=query, suggestion=spelling.suggestion(query, asked.tokens, asked.fixed),
                              definition=None, results=[])
    memory = _memory(opened)
    own_plans = _each_games_plan(facts, asked, game)
    deadline = time.monotonic() + TIME_LIMIT_SECONDS
    keyword = _keyword_scores(memory, asked.plan, own_plans, game, deadline)
    suggestion = _did_you_mean(memory, facts, asked, keyword, game, deadline)
    unnamed = _unnamed_entries(facts, asked)
    game_boosts = _game_by_words(facts, asked.plan, game)
    passages, model, notice = _meaning_available(opened, memory)
    if passages is None:
        ranked, reached = _by_words_only(opened, memory, keyword, unnamed, game_boosts, limit)
    else:
        meaning = _meaning(passages, model, asked, own_plans, facts, game)
        game_boosts = _game_by_words_and_meaning(facts, asked.plan, game, meaning, game_boosts)
        ranked = _fused(opened, memory, keyword, meaning, asked.plan, unnamed, game_boosts)
        ranked = _each_rule_once(opened, memory, ranked)
        ranked, reached = _pointers_followed(opened, memory, ranked)
        ranked = _see_also_grouped(opened, memory, passages, ranked)
        ranked = _each_games_best_first(memory, ranked, game, game_boosts, limit)[:limit]
        ranked = with_passages(ranked, meaning.near_each)
    results = _hits(memory, ranked, reached, asked.plan)
    definitions = _definitions(facts, asked.plan, game, results)
    results = _defined_entry_first(results, definitions)
    return SearchResponse(query=query, suggestion=suggestion, definition=definitions[0] if definitions else None,
                          results=results, definitions=definitions, notice=notice)


@dataclass(frozen=True)
class AskedQuery:
    """The question as read: its text, tokens, spelling corrections and the query plan built from them."""

    query: str
    tokens: list
    fixed: dict
    plan: QueryPlan


@dataclass(frozen=True)
class UnnamedEntries:
    """Card entries and empty headings the question does not name (cards): they count for less."""

    cards: frozenset | set
    headings: frozenset | set


def _parse_and_spell(opened: storage.OpenIndex, facts: dict, query: str, game: str | None) -> AskedQuery:
    """Parse & spell: tokens and quoted phrases, corrections of words no rulebook uses, then the query plan
    (stems, synonyms, the game's players' words), so a typo or a table word still finds the rule."""
    tokens = tokenize(query)
    fixed = spelling.corrections(opened.searcher, tokens, game, facts["wordings"], facts["printed_words"])
    return AskedQuery(query, tokens, fixed, plan_query(tokens, fixed, game, facts["wordings"]))


def _each_games_plan(facts: dict, asked: AskedQuery, game: str | None) -> dict[str, QueryPlan]:
    """With no game filter, each game's own plan (its players' words), so one game's words never score
    another game's text; {} when a game is chosen."""
    if game:
        return {}
    return {each: plan_query(asked.tokens, asked.fixed, each, facts["wordings"]) for each in sorted(facts["games"])}


def _keyword_scores(memory: IndexMemory, plan: QueryPlan, own_plans: dict[str, QueryPlan], game: str | None,
                    deadline: float) -> dict[int, float]:
    """Keyword BM25F: {docnum: score} over the weighted fields (only the chosen game's documents), which
    finds exact terms and rare names the sentence model misses."""
    if game:
        return QueryScorer(memory, deadline=deadline).scores(wq.Require(to_whoosh(plan), wq.Term("game", game)))
    return _each_games_own_scores(memory, plan, own_plans, deadline)


def _did_you_mean(memory: IndexMemory, facts: dict, asked: AskedQuery, keyword: dict[int, float],
                  game: str | None, deadline: float) -> str | None:
    """The "did you mean" offer: made only when the corrections raise the best keyword score by CLEARLY_BETTER,
    never as a way to nothing."""
    if not asked.fixed:
        return None
    as_typed = to_whoosh(plan_query(asked.tokens, {}, game, facts["wordings"]))
    if game:
        as_typed = wq.Require(as_typed, wq.Term("game", game))
    typed_best = max(QueryScorer(memory, deadline=deadline).scores(as_typed).values(), default=0.0)
    corrected_best = max(keyword.values(), default=0.0)
    if corrected_best > 0 and corrected_best >= CLEARLY_BETTER * typed_best:
        return spelling.suggestion(asked.query, asked.tokens, asked.fixed)
    return None


def _unnamed_entries(facts: dict, asked: AskedQuery) -> UnnamedEntries:
    """Card entries and empty headings whose names the question (as typed or corrected) does not say: a
    card's own entry rarely states the rule a player asks about unless the card is named."""
    asked_words = [token.lower for token in asked.tokens] + list(asked.fixed.values())
    return UnnamedEntries(facts["cards"].not_named(asked_words), facts["headings"].not_named(asked_words))


def _game_by_words(facts: dict, plan: QueryPlan, game: str | None) -> dict[str, float]:
    """Which game, from the words: with no filter, boosts for the games the question's own words point to
    (game_evidence); a soft boost, never a filter."""
    if game is None and facts["vocabulary"] is not None:
        return facts["vocabulary"].boosts(normalize(word) for word in plan.content_words)
    return {}


def _adjuster(memory: IndexMemory, unnamed: UnnamedEntries, game_boosts: dict[str, float]):
    """adjust(docnum, score): the cards weight (unnamed card or empty heading), the kind weight and the
    game boost, applied to a document's score."""
    kinds, games = memory.column("kind"), memory.column("game")

    def adjust(docnum, score):
        if docnum in unnamed.cards:
            score *= CARD_NOT_NAMED_WEIGHT
        elif docnum in unnamed.headings:
            score *= HEADING_NOT_NAMED_WEIGHT
        return adjusted(score, kinds[docnum], games[docnum], game_boosts)
    return adjust


def _meaning_available(opened: storage.OpenIndex, memory: IndexMemory) -> tuple[PassageIndex | None, object, str]:
    """(passage vectors, sentence model, "") or (None, None, the notice saying why the search is by words
    only), logged: a degraded search is never passed off as a full one."""
    if not semantic_enabled:
        return None, None, ""
    passages, missing = _passage_index(opened, memory)
    model = None
    try:
        model = sentence_model() if passages is not None else None
    except ModelUnavailable as error:
        passages, missing = None, f"the sentence model could not be loaded ({error})"
    if passages is None:
        notice = WORDS_ONLY + missing
        logger.warning("search: %s", notice)
        return None, None, notice
    return passages, model, model.fallback  # logged when the model loaded


def _by_words_only(opened: storage.OpenIndex, memory: IndexMemory, keyword: dict[int, float],
                   unnamed: UnnamedEntries, game_boosts: dict[str, float], limit: int):
    """Without the meaning: the keyword ranking, weighted, its pointers followed."""
    ranked = [FusedDocument(docnum, score, None)
              for docnum, score in top_documents(keyword, limit, _adjuster(memory, unnamed, game_boosts))]
    ranked, reached = pointers.followed(opened, memory, ranked)
    return ranked[:limit], reached


def _meaning(passages: PassageIndex, model, asked: AskedQuery, own_plans: dict[str, QueryPlan], facts: dict,
             game: str | None) -> Nearness:
    """Meaning: every document's best passage (or players' phrasing) by cosine similarity to the question,
    read once and moved toward each game's rulebook words for the players' words it uses, which finds
    rules asked about in words the rule does not use."""
    searched_games = [game] if game else sorted(facts["games"])
    vectors = question_vectors(model, spelling.corrected_text(asked.query, asked.tokens, asked.fixed), {
        each: (asked.plan if game else own_plans[each]).rulebook_words()
        for each in searched_games}, facts["wordings"].rulebook_phrases())
    return passages.nearness(vectors, game)


def _game_by_words_and_meaning(facts: dict, plan: QueryPlan, game: str | None, meaning: Nearness,
                               game_boosts: dict[str, float]) -> dict[str, float]:
    """Which game, from the words and the meaning: with no filter, the meaning (which game's rules the
    question reads like) as a second witness beside the words."""
    if game is not None or facts["vocabulary"] is None:
        return game_boosts
    return facts["vocabulary"].boosts((normalize(word) for word in plan.content_words),
                                      game_evidence.meaning_shares(meaning.closest_of_each_game()))


def _fused(opened: storage.OpenIndex, memory: IndexMemory, keyword: dict[int, float], meaning: Nearness,
           plan: QueryPlan, unnamed: UnnamedEntries, game_boosts: dict[str, float]) -> list[FusedDocument]:
    """Fuse: words and meaning in one score, then the cards weight, kind weight and game boost (fusion);
    quoted words are required, and a heading with no text is found by its words, never by meaning alone."""
    nearest = () if plan.phrases else (docnum for docnum in meaning.closest_first if docnum not in unnamed.headings)
    columns = _document_arrays(opened, memory)
    return fuse(keyword, meaning.similarity, nearest,
                _weight_arrays(columns, unnamed, game_boosts), columns.game_ids, FUSION_POOL)


@dataclass(frozen=True)
class DocumentArrays:
    """Per index version, by document number: its kind's weight and its game (a number; `games` names them)."""

    kind_weights: np.ndarray
    game_ids: np.ndarray
    games: tuple


def _document_arrays(opened: storage.OpenIndex, memory: IndexMemory) -> DocumentArrays:
    arrays = opened.cache.get("document_arrays")
    if arrays is None:
        games = memory.column("game")
        names = tuple(dict.fromkeys(games))
        number = {name: place for place, name in enumerate(names)}
        arrays = opened.cache["document_arrays"] = DocumentArrays(
            np.array([KIND_WEIGHTS.get(kind, 1.0) for kind in memory.column("kind")], dtype=np.float64),
            np.array([number[game] for game in games], dtype=np.int64), names)
    return arrays


def _weight_arrays(columns: DocumentArrays, unnamed: UnnamedEntries,
                   game_boosts: dict[str, float]) -> list[np.ndarray]:
    """The weights `_adjuster` applies, in its order, as arrays by document number: the cards weight (an
    unnamed card, else an unnamed empty heading), the kind weight, the game boost (1.0 where none applies)."""
    cards = np.ones(len(columns.game_ids), dtype=np.float64)
    cards[np.fromiter(unnamed.headings, dtype=np.int64, count=len(unnamed.headings))] = HEADING_NOT_NAMED_WEIGHT
    cards[np.fromiter(unnamed.cards, dtype=np.int64, count=len(unnamed.cards))] = CARD_NOT_NAMED_WEIGHT
    weights = [cards, columns.kind_weights]
    if game_boosts:
        boosts = np.array([game_boosts.get(game, 1.0) if game is not None else 1.0 for game in columns.games],
                          dtype=np.float64)
        weights.append(boosts[columns.game_ids])
    return weights


def _each_rule_once(opened: storage.OpenIndex, memory: IndexMemory, ranked: list[FusedDocument]) -> list[FusedDocument]:
    """Repeats dropped: a rule imported both as a section and as a glossary term is one result."""
    return without_repeats(ranked, _repeat_keys(opened, memory), _titles_shared(opened, memory).__contains__)


def _titles_shared(opened: storage.OpenIndex, memory: IndexMemory) -> frozenset[int]:
    """The documents another document of their game is titled like (letter case aside): the only ones
    that can be repeats (fusion.repeat_key), per index version."""
    shared = opened.cache.get("titles_shared")
    if shared is None:
        games, by_title = memory.column("game"), {}
        for docnum in range(memory.document_count):
            by_title.setdefault((games[docnum], memory.stored(docnum)["title"].strip().lower()), []).append(docnum)
        shared = opened.cache["titles_shared"] = frozenset(
            docnum for documents in by_title.values() if len(documents) > 1 for docnum in documents)
    return shared


def _repeat_keys(opened: storage.OpenIndex, memory: IndexMemory):
    """key_of(docnum): the document's fusion.repeat_key, made once per index version (a search compares
    up to FUSION_POOL documents; normalising their bodies each time cost more than the comparison)."""
    keys: dict[int, tuple] = opened.cache.setdefault("repeat_keys", {})
    games = memory.column("game")

    def key_of(docnum: int) -> tuple:
        key = keys.get(docnum)
        if key is None:
            stored = memory.stored(docnum)
            key = keys[docnum] = repeat_key(games[docnum], stored["title"], stored["body"])
        return key
    return key_of


def _pointers_followed(opened: storage.OpenIndex, memory: IndexMemory, ranked: list[FusedDocument]):
    """Pointers: a "See: X" entry gives its place to X, which remembers the pointer it came by (pointers)."""
    return pointers.followed(opened, memory, ranked)


def _see_also_grouped(opened: storage.OpenIndex, memory: IndexMemory, passages: PassageIndex,
                      ranked: list[FusedDocument]) -> list[FusedDocument]:
    """See-also grouping: a rule said in two of a game's books is one result with the other under it, which
    frees top places for other rules (see_also); a pointer that stays is read where it stands."""
    return with_see_also(ranked, _shelves(opened, memory), passages.text_similarity,
                         lambda docnum: _lead_order(memory.stored(docnum)), memory.column("game").__getitem__)


def _shelves(opened: storage.OpenIndex, memory: IndexMemory):
    """shelf_of(docnum) for see_also: the document's `_shelf`, None for a pointer (read where it stands),
    kept per index version (a search asks it of a few hundred documents)."""
    shelves: dict[int, tuple[str, str, str] | None] = opened.cache.setdefault("shelves", {})
    not_grouped = pointers.pointer_documents(opened, memory)

    def shelf_of(docnum: int) -> tuple[str, str, str] | None:
        if docnum not in shelves:
            shelves[docnum] = None if docnum in not_grouped else _shelf(memory.stored(docnum))
        return shelves[docnum]
    return shelf_of


def _each_games_best_first(memory: IndexMemory, ranked: list[FusedDocument], game: str | None,
                           game_boosts: dict[str, float], limit: int) -> list[FusedDocument]:
    """Game order: a question no game's words point to shows each game's best answer first, so a player of
    any game finds their rule at the top."""
    if not game and not game_boosts:
        return best_of_each_game_first(ranked, memory.column("game").__getitem__, limit)
    return ranked


def _hits(memory: IndexMemory, ranked: list[FusedDocument], reached: dict, plan: QueryPlan) -> list[SearchHit]:
    """Shape: each result with its snippet (the best passage, words marked), the players' phrasing it
    matched, its see-also entries and the pointer it was reached by."""
    stems = plan.highlight_stems()
    results = []
    for document in ranked:
        hit = memory.stored(document.docnum)
        body = hit["body"]
        if document.span is not None and not plan.phrases:  # a quoted phrase is shown where it stands
            start, end = document.span
            body = ("… " if start > 0 else "") + body[start:end] + (" …" if end < len(hit["body"]) else "")
        phrasings = (hit.get("asked") or "").splitlines()
        asked = phrasings[document.asked] if 0 <= document.asked < len(phrasings) else ""
        via = reached.get(document.docnum, pointers.NOT_REACHED)
        results.append(SearchHit(game=hit["game"], kind=hit["kind"], title=hit["title"], anchor=hit["anchor"],
                                 url=hit["url"], snippet=make_snippet(body, stems), score=float(document.score),
                                 document=hit.get("document", ""), asked=asked,
                                 see_also=tuple(_see_also(memory.stored(docnum)) for docnum in document.see_also),
                                 via=via.pointer, via_words=via.words))
    return results


def _shelf(stored: dict) -> tuple[str, str, str] | None:
    """Where a document sits for see_also: (game, book, kind) of rule text, None for what is not grouped.
    A book's overview is a shelf of its own: it restates the rules of the book's other sections."""
    if stored["kind"] not in ("section", "glossary") or stored.get("card"):
        return None
    kind = "section" if stored.get("section_copy") else stored["kind"]  # a Rules Reference entry's copy
    return stored["game"], stored.get("document", ""), OVERVIEW if stored.get("overview") else kind


def _lead_order(stored: dict) -> tuple[bool, int]:
    """Who leads a see-also group (the lowest): a rule before an overview that restates it, then the
    game's first book."""
    return bool(stored.get("overview")), stored.get("book_order") or 0


def _see_also(stored: dict) -> SeeAlso:
    return SeeAlso(kind=stored["kind"], title=stored["title"], anchor=stored["anchor"], url=stored["url"],
                   document=stored.get("document", ""))


def _passage_index(opened: storage.OpenIndex, memory: IndexMemory) -> tuple[PassageIndex | None, str]:
    """(this version's passage vectors, "") or (None, why it has none usable)."""
    if "passages" not in opened.cache:
        stored, missing = passage_vectors.load_or_why(opened.root / opened.version)
        opened.cache["passages"] = (None, missing) if stored is None else (PassageIndex(
            stored, memory.docnum_of(), memory.column("game")), "")
    return opened.cache["passages"]
