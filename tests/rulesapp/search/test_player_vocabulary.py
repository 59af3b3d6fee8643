"""The players' vocabulary is data edited in the admin, stored with each index, and weighs less than the
question's own words."""
import pytest
import yaml
from django.core.management import call_command

from rulesapp import search as rules_search
from rulesapp.models import CuratedWordingAdded, Game, GlossaryTerm, PlayerWording, Section
from rulesapp.search import engine
from rulesapp.search.schema import WORD_RE, normalize
from rulesapp.search.vocabulary import VOCABULARY_FILE
from rulesapp.wordings import add_new_curated_wordings
from tests.rulesapp.search.conftest import UCA


def keyword_anchors(question, game=UCA):
    engine.semantic_enabled = False
    try:
        return [hit.anchor for hit in rules_search.search(question, game=game).results]
    finally:
        engine.semantic_enabled = True


@pytest.fixture
def migrated_wordings(db):
    """The rows `migrate` writes (rulesapp/wordings.py, after each migrate). A transactional test run
    earlier in the same process (as a parallel worker may) flushes every table: put them back that way."""
    if not PlayerWording.objects.exists():
        add_new_curated_wordings(PlayerWording, CuratedWordingAdded)


def test_the_curated_list_is_loaded_as_rows_the_admin_edits(migrated_wordings):
    assert PlayerWording.objects.filter(game="", players_say="hit points").exists()
    assert PlayerWording.objects.get(game=UCA, players_say="knocked out").rulebook_words() == ["taken out", "taken down"]


def test_a_wording_added_in_the_admin_is_searched_once_the_index_is_rebuilt(built_index):
    assert "maneuver" not in keyword_anchors("zoom")
    PlayerWording.objects.create(game=UCA, players_say="zoom", rulebook_says="move\nrange 1")
    assert "maneuver" not in keyword_anchors("zoom ")  # the serving index is the one built before the edit
    rules_search.rebuild_index()
    assert keyword_anchors("zoom")[0] == "maneuver"
    assert "maneuver" not in keyword_anchors("zoom", game="valiant-universe")  # Union City Alliance's word only


def test_a_misspelt_players_word_is_corrected_to_it_in_its_own_game(built_index):
    """No rulebook prints "zoomies", so a typo of it has no rulebook word near: the players' own words
    are the next place to look, and only the game they belong to."""
    PlayerWording.objects.create(game=UCA, players_say="zoomies", rulebook_says="move\nrange 1")
    rules_search.rebuild_index()
    response = rules_search.search("can I zoomeis", game=UCA)
    assert response.suggestion == "can I zoomies"
    assert [hit.anchor for hit in response.results][:1] == ["maneuver"]
    assert rules_search.search("can I zoomeis", game="valiant-universe").suggestion is None


def test_the_rulebooks_words_count_less_than_the_questions_own(built_index):
    PlayerWording.objects.create(game=UCA, players_say="threat", rulebook_says="engaged")
    rules_search.rebuild_index()
    # "threat" is both the question's own word (Threat Phase) and, here, a player's word for "engaged".
    assert keyword_anchors("threat")[0] == "threat-phase"


def test_migrate_adds_a_newly_curated_entry_keeps_edits_and_never_brings_back_a_deleted_one(migrated_wordings):
    """A new entry in the curated list reaches a database with the next `migrate`, with no migration of
    its own; the admin's edits stay, and so does the admin's deletion of an entry the database had."""
    CuratedWordingAdded.objects.filter(game=UCA, players_say="knocked down").delete()  # as before it was curated
    PlayerWording.objects.filter(game=UCA, players_say="knocked down").delete()
    PlayerWording.objects.filter(game=UCA, players_say="knocked out").update(rulebook_says="taken out")  # edited
    PlayerWording.objects.filter(game=UCA, players_say="boss").delete()  # deleted in the admin
    call_command("migrate", verbosity=0)
    assert PlayerWording.objects.get(game=UCA, players_say="knocked down").rulebook_words() == ["taken down", "taken out"]
    assert PlayerWording.objects.get(game=UCA, players_say="knocked out").rulebook_words() == ["taken out"]
    assert not PlayerWording.objects.filter(game=UCA, players_say="boss").exists()
    assert CuratedWordingAdded.objects.filter(game=UCA, players_say="knocked down").exists()


def test_flushing_the_database_leaves_it_empty(migrated_wordings):
    """`flush` sends post_migrate too (without the migration state): an emptied database stays empty."""
    call_command("flush", interactive=False, verbosity=0)
    assert not PlayerWording.objects.exists() and not CuratedWordingAdded.objects.exists()


def _phrases_printed(game_rows, longest: int) -> set[tuple[str, ...]]:
    """Every run of up to `longest` stemmed words in a game's titles and texts."""
    stems, runs = {}, set()
    for title, text in game_rows:
        words = [stems[word] if word in stems else stems.setdefault(word, normalize(word))
                 for word in WORD_RE.findall(f"{title} {text}".lower())]
        runs.update(tuple(words[start:start + size]) for size in range(1, longest + 1)
                    for start in range(len(words) - size + 1))
    return runs


def test_every_rulebook_word_in_the_curated_list_is_printed_in_that_games_books(imported_rows, db):
    """An alternative the books never print finds nothing: it is a typo in the list or a rule from
    elsewhere ("defence" once stood beside "defense"). Under "all", one game printing it is enough."""
    with VOCABULARY_FILE.open(encoding="utf-8") as handle:
        curated = yaml.safe_load(handle)["synonyms"]
    wanted = {(game, players_say, words): tuple(normalize(word) for word in WORD_RE.findall(words.lower()))
              for game, wordings in curated.items() for players_say, rulebook_says in wordings.items()
              for words in rulebook_says}
    longest = max(len(phrase) for phrase in wanted.values())
    books = {}
    for game in Game.objects.values_list("slug", flat=True):
        rows = [*Section.objects.filter(game__slug=game).values_list("title", "text"),
                *GlossaryTerm.objects.filter(game__slug=game).values_list("term", "definition")]
        books[game] = _phrases_printed(rows, longest)
    unprinted = [entry for entry, phrase in wanted.items()
                 if not any(phrase in books[game] for game in (books if entry[0] == "all" else [entry[0]]))]
    assert len(books) == 4
    assert unprinted == []
