"""Anchors: slugs of titles, unique per game by a deterministic rule."""
from rulesapp.importer.lines import AnchorBook, first_sentence, read_lines, slugify, term_of


def test_slugify_keeps_words_and_drops_punctuation():
    assert slugify("Play a Card/Use an Ability") == "play-a-card-use-an-ability"
    assert slugify("Alexander's Showdown") == "alexanders-showdown"
    assert slugify("M.O.D.O.K.") == "modok"
    assert slugify('"First" effects') == "first-effects"
    assert slugify("Issue 2+ Exclusive Cards") == "issue-2-exclusive-cards"
    assert slugify("Enemy’s Scheming — part 2") == "enemys-scheming-part-2"
    assert slugify("!!!") == "untitled"


def test_long_slugs_are_cut_at_a_word_boundary():
    slug = slugify("word " * 40)
    assert len(slug) <= 80 and slug.endswith("word") and not slug.endswith("-")


def test_anchor_book_disambiguates_by_parent_then_number():
    book = AnchorBook()
    assert book.claim("setup") == "setup"
    assert book.claim("setup", context="players") == "players-setup"
    assert book.claim("setup", context="players") == "setup-2"
    assert book.claim("setup") == "setup-3"


def test_term_lines_need_a_short_capitalised_term():
    lines = read_lines("  • Escalate X: An instruction on some cards.\n• this is: not a term\nA long sentence that happens to contain many words before: a colon\n")
    assert term_of(lines[0]) == ("Escalate X", "An instruction on some cards.")
    assert term_of(lines[1]) is None
    assert term_of(lines[2]) is None


def test_first_sentence_is_cut_for_titles():
    assert first_sentence("No. She does not.") == "No."
    assert first_sentence("Dr Tomorrow is dealt 2 damage, and uses it. Then more.") == "Dr Tomorrow is dealt 2 damage, and uses it."
    assert first_sentence("x " * 100).endswith("…")
