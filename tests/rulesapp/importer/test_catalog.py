"""The catalog of shipped games and documents: each file is there, and anchors never clash across documents."""
from collections import Counter
from dataclasses import replace

import pytest
from django.conf import settings

from rulesapp.importer import GAMES, SHAPES_PARSED, parse_document
from rulesapp.importer.catalog import SHAPES


def test_each_game_has_exactly_one_document_without_an_anchor_prefix():
    for game in GAMES:
        assert [d.anchor_prefix for d in game.documents].count("") == 1, game.slug
        assert game.primary.anchor_prefix == ""
        prefixes = [d.anchor_prefix for d in game.documents if d.anchor_prefix]
        assert prefixes == [d.slug for d in game.documents if d.anchor_prefix], game.slug  # prefix = slug


def test_documents_have_distinct_slugs_and_files_that_exist_with_a_known_shape():
    for game in GAMES:
        assert len({d.slug for d in game.documents}) == len(game.documents), game.slug
        for document in game.documents:
            assert (settings.RULEBOOK_DIR / document.file).is_file(), document.file
            assert document.shape in SHAPES
        if game.rulings_file:
            assert (settings.RULEBOOK_DIR / game.rulings_file).is_file()
    assert set(SHAPES) == SHAPES_PARSED


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.slug)
def test_anchors_are_unique_across_a_games_documents(game):
    kinds = Counter()
    for document in game.documents:
        parsed = parse_document((settings.RULEBOOK_DIR / document.file).read_text(encoding="utf-8"), game, document)
        citable = [s.anchor for s in parsed.sections] + [r.anchor for r in parsed.rulings]
        kinds.update(("citable", anchor) for anchor in citable)
        kinds.update(("term", t.anchor) for t in parsed.terms)
        kinds.update(("example", e.anchor) for e in parsed.examples)
    assert [key for key, count in kinds.items() if count > 1] == []


def test_each_declared_overview_is_a_section_of_its_book_and_marked():
    """A book's overview restates rules it gives in full elsewhere; search lists it under them (see_also)."""
    marked = {}
    for game in GAMES:
        for document in game.documents:
            parsed = parse_document((settings.RULEBOOK_DIR / document.file).read_text(encoding="utf-8"), game, document)
            marked.update({(game.slug, s.anchor): s.title for s in parsed.sections if s.overview})
    assert marked == {("marvel-champions", "rules-reference-round-overview"): "ROUND OVERVIEW",
                      ("marvel-champions", "rules-reference-keywords"): "KEYWORDS",
                      ("marvel-champions", "rules-reference-icons"): "ICONS",
                      ("marvel-champions", "rules-reference-classifications"): "CLASSIFICATIONS",
                      ("marvel-champions", "learn-to-play-game-overview"): "GAME OVERVIEW",
                      ("marvel-skirmish", "short-overview"): "Short Overview",
                      ("valiant-universe", "basics-of-play"): "Basics of Play"}


def test_an_overview_the_book_does_not_have_stops_the_parse_naming_it():
    game = next(game for game in GAMES if game.slug == "marvel-skirmish")
    document = replace(game.primary, overviews=("Short Overview", "Quick Reference"))
    text = (settings.RULEBOOK_DIR / document.file).read_text(encoding="utf-8")
    with pytest.raises(ValueError, match="no section titled 'Quick Reference'"):
        parse_document(text, game, document)
