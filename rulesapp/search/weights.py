"""Every number that tunes the rules search, in one table: what it means, which stage uses it, where.

The stages are listed in order in rulesapp/search/engine.py (`_answer`) and described, with what each
gains as measured, in docs/search.md. The modules import their weights from here (and keep the names,
so `fusion.SEMANTIC_WEIGHT` still reads); change a weight here, then re-measure with
bench/search_quality.py and check every ranking change with bench/search_snapshot.py.
"""

# --- Index fields (schema.py; used by Whoosh's BM25F and by postings.py, which reproduces it) ----------
# A heading or glossary term says what a document is about; the headings above it say where it sits; the
# body is the rule text itself; how players ask about a rule (importer.asked) is their words, not the
# rule's, so it counts least.
TITLE_BOOST = 3.0  # field weight of the heading / term
PATH_BOOST = 0.5  # field weight of the headings above it
BODY_BOOST = 1.0  # field weight of the rule text
ASKED_BOOST = 0.5  # field weight of the players' phrasings

# --- Keyword score: BM25F (scoring.py, postings.py) ------------------------------------------------------
BM25_K1 = 0.9  # term-frequency saturation
BM25_B = 0.75  # length normalisation of titles and heading paths (BM25's usual)
BODY_B = 0.2  # length normalisation of the body, kept low: a one-line card entry must not outrank the long rule
KIND_WEIGHTS = {"section": 1.0, "glossary": 1.0, "example": 0.6}  # an example restates its section: the rule first

# --- Query plan (querying.py) -----------------------------------------------------------------------------
SYNONYM_WEIGHT = 0.8  # the rulebook's word for what the player typed counts a little less than the word itself
PROXIMITY_SLOP = 4  # words apart that still count as "close together"
PROXIMITY_WEIGHT = 0.5  # weight of the "the question's words close together" clause

# --- Spelling (spelling.py, engine.py) -----------------------------------------------------------------------
MIN_CORRECTABLE_LENGTH = 4  # shorter words have too many neighbours to guess from
TWO_EDITS_FROM_LENGTH = 6  # words this long may be two edits from the rulebook's word
MAX_WORDS_CHECKED = 8  # unknown words looked up per query: a real question has a typo or two, not fifty
CLEARLY_BETTER = 1.5  # "did you mean" when the corrections raise the best keyword score by half or more

# --- Meaning: the sentence model (semantic/passages.py, semantic/question.py, semantic/retrieval.py) --------
PASSAGE_WORDS = 60  # words per passage a long body is cut into (the model reads 256 tokens at most)
STRIDE_WORDS = 40  # words from one passage's start to the next's (passages overlap by 20)
EXPANSION_WEIGHT = 0.5  # question vector + this x the mean vector of its game's rulebook words for the words used
# A phrasing is another player's question, not the rule: a question close to it is a little less sure
# to be answered by the rule than one as close to the rule's own text. 0.9 measured best of 0.8-1.0 on
# the tuning questions (bench/search_quality.py; 0.0, no phrasings, was clearly worse).
ASKED_WEIGHT = 0.9  # a players' phrasing counts this times its similarity toward its document's score
# A phrasing is reported as what the question matched (SearchHit.asked, "Players ask: ...") only when it
# is this close: a loose likeness explains nothing to the player and reads like a claim. Measured on the
# tuning and rulebook-words questions (top 3, game filter): of the results showing a phrasing at 0.6 or
# closer, 57% were judged answers; at 0.7, 68%; at 0.8, 84% (but then few show one).
ASKED_SHOWN_FROM = 0.7  # a phrasing is shown as "Players ask: …" only from this similarity

# --- Fusion of words and meaning (fusion.py, engine.py) ------------------------------------------------------
SEMANTIC_WEIGHT = 0.7  # share of the meaning in the fused score; the rest is BM25F / the game's best BM25F
SEMANTIC_DEPTH = 50  # nearest documents by meaning that may join the candidates with no word matched
# A document no word of the question matches is a candidate only if its meaning is this close: every
# text has some nearest passage, and "hyperjump" should find nothing rather than the least unlike rule.
SEMANTIC_FLOOR = 0.35  # similarity a document matched by meaning alone needs to be a candidate
FUSION_POOL = 200  # ranked before repeats are dropped and a generic question's answers reordered game by game

# --- Named entries (cards.py) ---------------------------------------------------------------------------------
# Chosen on the players' tuning questions about Skirmish (with the game filter, MRR@10 / recall@3) by a
# sweep that weighed the fused ranking afterwards and matched names on the words as typed: 1.0 (no
# change) 0.504 / 0.604, 0.9 0.532 / 0.604, 0.8 0.590 / 0.625, 0.7 0.642 / 0.719, 0.6 the same as 0.7;
# 0.7 is the mildest weight that does it. As built here (bench/search_quality.py): 0.611 / 0.719, and
# all 84 rulebook-words questions 0.944 / 0.861 -> 0.949 / 0.873.
CARD_NOT_NAMED_WEIGHT = 0.7  # a card's own entry when the question does not name the card
HEADING_NOT_NAMED_WEIGHT = 0.5  # an empty heading when the question does not name it (and never by meaning alone)

# --- Which game, with no game filter (game_evidence.py; formulas in its docstring) -----------------------------
SMOOTHING_DOCUMENTS = 1.0  # documents spread over the games by size: a word seen once or twice proves little
CONCENTRATION_POWER = 3  # a word's weight is its concentration in one game to this power
PRIOR_WEIGHT = 1.0  # weight of the even prior (every game alike)
MEANING_WEIGHT = 0.5  # weight of the meaning's witness (which game's rules the question reads like)
MEANING_TEMPERATURE = 0.1  # softmax temperature over the games' closest passages
NAME_RATE = 0.9  # a word in this share of one game's documents (and few of another's) is the game's name
NAME_WEIGHT = 10.0  # a game's name weighs this many times another word
BOOST = 0.5  # boost(g) = 1 + BOOST * max(0, games * evidence(g) - 1 - DEAD_ZONE)
DEAD_ZONE = 0.1  # evidence this close to even boosts nothing: the noise of common words

# --- See also (see_also.py) -----------------------------------------------------------------------------------
# Chosen on the players' tuning questions about Marvel Champions (with the game filter; recall@3 counts
# what the top 3 results show) by regrouping the ranking across books at several thresholds: at 0.8 a
# Learn to Play section and the Rules Reference entry on the same rule were often apart (recall@3 0.78);
# at 0.7, 0.90; at 0.6, 0.94, but sections on neighbouring rules joined (the scheme deck with side
# schemes). As built here (bench/search_quality.py), 0.7 gives 0.902 on those questions.
SEE_ALSO_SIMILARITY = 0.7  # two entries of different books of a game this alike say one rule: one result
SEE_ALSO_DEPTH = 15  # places of its game's ranking a companion may come from: it must answer the question too

# --- Snippets (snippets.py) --------------------------------------------------------------------------------------
SNIPPET_CHARS = 240  # characters of body shown
LEAD_IN_CHARS = 50  # characters shown before the first matched word
MAX_MATCHES_CONSIDERED = 400  # matched words looked at when choosing the window
