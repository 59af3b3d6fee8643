"""`import_rulebook FILE.md --game SLUG --title "…"` adds a game the product does not ship, with no code."""
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulesapp import search as rules_search
from rulesapp.importer import GAMES_BY_SLUG, load, parse_document
from rulesapp.importer.catalog import DocumentSpec
from rulesapp.importer.loader import ImportConflict
from rulesapp.models import Document, Game, GlossaryTerm, Ruling, Section
from rulesapp.search import storage

pytestmark = pytest.mark.django_db
HARBOR = Path(__file__).parent / "fixtures" / "harbor-watch.md"


def run(*args, **options):
    out = StringIO()
    call_command("import_rulebook", *args, stdout=out, **options)
    return out.getvalue()


def rows():
    return {model.__name__: sorted(model.objects.values_list(), key=lambda row: row[0])
            for model in (Game, Document, Section, GlossaryTerm, Ruling)}


def test_a_new_game_is_imported_whole_and_again_unchanged():
    first = run(str(HARBOR), game="harbor-watch", title="Harbor Watch")
    assert first.startswith("harbor-watch/rulebook: 14 sections, 4 terms, 0 examples, 3 rulings (created")
    game = Game.objects.get(slug="harbor-watch")
    document = game.documents.get()
    assert (game.title, document.title, document.source_file, document.anchor_prefix) == (
        "Harbor Watch", "Harbor Watch: Rules of Play", "harbor-watch.md", "")
    snapshot = rows()
    assert run(str(HARBOR), game="harbor-watch").endswith("(unchanged)\n")  # the title is remembered
    assert rows() == snapshot
    docked = Ruling.objects.get(game=game, anchor="ruling-can-i-play-a-light-card-onto-a-ship-that-has")
    assert (docked.section.anchor, docked.ruled_by, docked.date) == ("frequently-asked-questions", "", None)
    assert docked.source == "Harbor Watch: Rules of Play, Frequently Asked Questions"


def test_a_new_game_has_pages_glossary_rulings_and_search(client, settings, tmp_path):
    settings.RULES_INDEX_DIR = tmp_path / "index"
    run(str(HARBOR), game="harbor-watch", title="Harbor Watch")
    assert client.get("/games/harbor-watch/").status_code == 200
    page = client.get("/games/harbor-watch/frequently-asked-questions/").content.decode()
    assert "Can I play a light card onto a ship that has already docked?" in page
    assert 'id="ruling-can-i-play-a-light-card-onto-a-ship-that-has"' in page
    glossary = client.get("/games/harbor-watch/glossary/").content.decode()
    assert 'id="squall-space"' in glossary and 'id="lit"' in glossary
    linked = client.get("/games/harbor-watch/storm-phase/").content.decode()
    assert 'data-term="Squall Space"' in linked  # the new game's terms are linked in its rules
    assert client.get("/games/harbor-watch/rulings/").status_code == 200
    try:
        rules_search.rebuild_index()
        hit = rules_search.search("wrecked twice", game="harbor-watch").results[0]
        assert (hit.kind, hit.document) == ("ruling", "Harbor Watch: Rules of Play")
    finally:
        storage.close_thread_searchers()


@pytest.mark.parametrize("options, problem", [
    ({"game": "harbor-watch"}, "Unknown game 'harbor-watch'.*give its name with --title"),
    ({"game": "Harbor Watch", "title": "Harbor Watch"}, "--game 'Harbor Watch' is not a slug"),
    ({"game": "harbor-watch", "title": "Harbor Watch", "document": "rules"}, "--document is for a game the product ships"),
    ({"game": "marvel-champions", "title": "Other Title"}, "--title is for a new game; marvel-champions is"),
    ({"game": "marvel-champions", "document": "rules"}, "marvel-champions has no document 'rules'. Its documents: rules-reference"),
])
def test_bad_options_stop_with_status_2_and_say_why(options, problem):
    with pytest.raises(CommandError, match=problem) as raised:
        run(str(HARBOR), **options)
    assert raised.value.returncode == 2
    assert not Game.objects.exists()


def test_a_new_game_comes_from_markdown(tmp_path):
    text_file = tmp_path / "house-rules.txt"
    text_file.write_text("Some rules\n", encoding="utf-8")
    with pytest.raises(CommandError, match="from a Markdown rulebook .*house-rules.txt is not one"):
        run(str(text_file), game="house-rules", title="House Rules")


def test_a_shipped_games_document_is_chosen_by_option_or_file_name():
    game = GAMES_BY_SLUG["marvel-champions"]
    reference = game.document("rules-reference")
    from django.conf import settings
    output = run(str(settings.RULEBOOK_DIR / reference.file), game="marvel-champions")
    assert output.startswith("marvel-champions/rules-reference: 334 sections, 196 terms, 0 examples, 76 rulings")
    assert Document.objects.get(game__slug="marvel-champions", slug="rules-reference").order == 0


def test_an_anchor_held_by_another_document_is_a_conflict_not_a_move():
    game = GAMES_BY_SLUG["marvel-champions"]
    text = HARBOR.read_text(encoding="utf-8")
    first = DocumentSpec("a.md", "first", "First", "markdown", anchor_prefix="same")
    second = DocumentSpec("b.md", "second", "Second", "markdown", anchor_prefix="same")
    load(parse_document(text, game, first), first, "0" * 64)
    with pytest.raises(ImportConflict, match="anchor 'same-overview' of Section is already used in marvel-champions by First"):
        load(parse_document(text, game, second), second, "0" * 64)
    assert set(Section.objects.values_list("document__slug", flat=True)) == {"first"}


def test_the_import_says_how_many_rulings_it_read_and_which_question_it_could_not_pair(tmp_path):
    book = tmp_path / "quiz.md"
    book.write_text("# Quiz\n\n## Play\n\nTake turns.\n\n## FAQ\n\nQ: May I pass?\nA: Yes.\n"
                    "Q: May I pass twice?\nA: No.\n\nQ: What about thrice?\n", encoding="utf-8")
    output = run(str(book), game="quiz", title="Quiz")  # default verbosity: no -v
    assert "quiz/rulebook: 2 sections, 0 terms, 0 examples, 2 rulings" in output
    assert "read 2 rulings (Q:/A: pairs); 1 Q: not paired:" in output
    assert "line 14: Q: What about thrice? has no A: before the next Q: or the section's end; kept as text" in output
