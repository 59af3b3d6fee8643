"""Which game a question points to, counted from the corpus: the counts, the file stored with the index,
and the boost they give an unfiltered search."""
import json

from rulesapp import search as rules_search
from rulesapp.search import game_evidence, storage
from rulesapp.search.game_evidence import GameVocabulary, VocabularyCounter, content_stems
from tests.rulesapp.search.conftest import SKIRMISH, UCA, VALIANT

# A few lines in the style of three rulebooks: everyone has cards, damage and turns; the rest is their own.
RULEBOOK_LINES = {
    UCA: [
        "Exert two Valor to gain one heroism. Heroism stays in your pool at the end of your turn.",
        "Empower a card: exert heroism equal to its cost and draw the card.",
        "When damage is dealt to a hero, a Counter and Gambit phase begins.",
        "A gambit card in your active area can reduce the damage you take this turn.",
        "At the end of your turn discard the cards in your active area.",
    ],
    SKIRMISH: [
        "If there is no defender in the opposite slot, free a civilian marker in Manhattan.",
        "A card with damage equal to its health is defeated and goes to the discard pile.",
        "Play a card into an empty slot by paying its cost with cards from your hand.",
        "At the end of your turn draw two cards. Damage on a card stays until it is defeated.",
    ],
    VALIANT: [
        "A Sector that has been shut down deals one damage at the end of your turn.",
        "Purchase a card from a Sector in your Zone of Influence by discarding two cards.",
        "Damage to your Sectors lowers your Organization's Coherence.",
        "At the end of your turn draw five cards and roll the die for the Facility.",
    ],
}


# A rulebook states a rule in several places (the rule, an example, the summary, the glossary); with one
# document per line the corpus would be too small for any word to be good evidence.
DOCUMENTS_PER_LINE = 4


def stored_vocabulary(tmp_path) -> GameVocabulary:
    """Count the lines as index documents, write the file a build writes, and read it back."""
    counter = VocabularyCounter()
    for game, lines in RULEBOOK_LINES.items():
        for line in lines * DOCUMENTS_PER_LINE:
            counter.add(game, line)
    counter.write(tmp_path)
    game_evidence._load.cache_clear()
    return GameVocabulary.load(tmp_path)


def test_words_every_game_uses_boost_no_game(tmp_path):
    vocabulary = stored_vocabulary(tmp_path)
    assert vocabulary.boosts(content_stems("what happens at the end of my turn")) == {}
    assert vocabulary.boosts(content_stems("damage")) == {}
    evidence = vocabulary.evidence(content_stems("the end of the turn"))
    assert max(evidence.values()) - min(evidence.values()) < 0.1


def test_a_games_own_words_boost_that_game_only(tmp_path):
    vocabulary = stored_vocabulary(tmp_path)
    heroism = vocabulary.boosts(content_stems("do I keep my heroism at the end of the turn"))
    clear = 1 + 0.25 * game_evidence.BOOST  # a quarter of the way to the largest boost, at least
    assert set(heroism) == {UCA} and heroism[UCA] > clear
    sector = vocabulary.boosts(content_stems("what damage does a shut down sector deal"))
    assert set(sector) == {VALIANT} and sector[VALIANT] > clear
    assert set(vocabulary.boosts(content_stems("civilian marker"))) == {SKIRMISH}


def test_more_of_a_games_words_is_stronger_evidence_but_the_boost_is_bounded(tmp_path):
    vocabulary = stored_vocabulary(tmp_path)
    one = vocabulary.boosts(content_stems("card damage heroism"))[UCA]
    two = vocabulary.boosts(content_stems("card damage heroism gambit"))[UCA]
    assert 1 < one < two <= 1 + game_evidence.BOOST * (len(RULEBOOK_LINES) - 1)


def test_the_meaning_of_the_question_is_a_second_witness(tmp_path):
    vocabulary = stored_vocabulary(tmp_path)
    shares = game_evidence.meaning_shares({UCA: 0.40, SKIRMISH: 0.62, VALIANT: 0.41})  # reads like Skirmish
    assert max(shares, key=shares.get) == SKIRMISH and abs(sum(shares.values()) - 1) < 1e-9
    # Words that point to two games: the meaning says which.
    both = content_stems("damage to a sector or to a civilian marker")
    words_only, with_meaning = vocabulary.boosts(both), vocabulary.boosts(both, shares)
    assert set(words_only) == {SKIRMISH, VALIANT} and max(words_only, key=words_only.get) == VALIANT
    assert max(with_meaning, key=with_meaning.get) == SKIRMISH
    assert with_meaning[SKIRMISH] > words_only[SKIRMISH]
    # Words every game uses: no boost, however the question reads.
    assert vocabulary.boosts(content_stems("what happens at the end of my turn"), shares) == {}
    # A game's own clear words outweigh a meaning that leans the other way.
    named = vocabulary.boosts(content_stems("heroism gambit"), shares)
    assert max(named, key=named.get) == UCA


def test_naming_the_game_outweighs_its_other_words(tmp_path):
    counter = VocabularyCounter()
    for game, lines in RULEBOOK_LINES.items():
        for line in lines * DOCUMENTS_PER_LINE:
            counter.add(game, f"{game.replace('-', ' ')} rulebook", line)  # the running header, as a build adds it
    counter.write(tmp_path)
    game_evidence._load.cache_clear()
    vocabulary = GameVocabulary.load(tmp_path)
    assert vocabulary.names_a_game("valiant univers") and not vocabulary.names_a_game("sector")
    boosts = vocabulary.boosts(content_stems("Valiant Universe: does heroism stay at the end of the turn"))
    assert max(boosts, key=boosts.get) == VALIANT


def test_words_that_never_occur_say_nothing(tmp_path):
    vocabulary = stored_vocabulary(tmp_path)
    assert vocabulary.boosts(content_stems("zyzzyva quux")) == {}
    assert vocabulary.boosts([]) == {}


def test_the_stored_file_counts_documents_per_game(tmp_path):
    stored_vocabulary(tmp_path)
    data = json.loads((tmp_path / game_evidence.VOCABULARY_FILE).read_text(encoding="utf-8"))
    games = data["games"]
    assert games == sorted(RULEBOOK_LINES)
    assert data["documents"] == [len(RULEBOOK_LINES[game]) * DOCUMENTS_PER_LINE for game in games]
    # Counted once per document: "heroism" is printed 3 times, in 2 lines.
    assert data["features"]["heroism"] == [2 * DOCUMENTS_PER_LINE if game == UCA else 0 for game in games]
    assert data["features"]["civilian marker"] == [DOCUMENTS_PER_LINE if game == SKIRMISH else 0 for game in games]
    assert "the" not in data["features"] and "at" not in data["features"]  # question and glue words are not evidence


def test_every_index_version_carries_its_vocabulary(built_index, index_dir):
    version_dir = index_dir / storage.read_pointer(index_dir)
    data = json.loads((version_dir / game_evidence.VOCABULARY_FILE).read_text(encoding="utf-8"))
    assert data["games"] == sorted([UCA, SKIRMISH, VALIANT])
    assert sum(data["documents"]) == built_index["documents"]


def test_an_index_built_without_the_vocabulary_still_answers_unboosted(built_index, index_dir):
    version_dir = index_dir / storage.read_pointer(index_dir)
    (version_dir / game_evidence.VOCABULARY_FILE).unlink()
    game_evidence._load.cache_clear()
    storage.close_thread_searchers()

    results = rules_search.search("enemy threatens").results
    assert results and results[0].anchor == "threat-phase"
    filtered = {hit.anchor: hit.score for hit in rules_search.search("enemy threatens", game=UCA).results}
    assert all(hit.score == filtered[hit.anchor] for hit in results if hit.game == UCA)


def test_naming_the_game_boosts_it_without_a_filter_and_changes_nothing_with_one(built_index):
    question = "what does a gambit do in Union City Alliance"
    unfiltered = {(hit.game, hit.anchor): hit.score for hit in rules_search.search(question, limit=50).results}
    filtered = rules_search.search(question, game=UCA, limit=50).results
    assert filtered and filtered[0].anchor in {"gambit", "counters-and-gambits"}
    assert all(unfiltered[(UCA, hit.anchor)] > hit.score for hit in filtered)  # boosted only without the filter
