"""Markdown rulebooks: the rules of rulesapp/importer/markdown.py on small texts, on a rulebook written
for these tests (never seen by the parser's author while writing the rules: tests/.../harbor-watch.md),
and on the two Marvel Champions books."""
import re
from pathlib import Path

import pytest

from rulesapp.importer.markdown import parse_markdown, plain, term_name
from tests.rulesapp.importer.conftest import parsed_rulebook, rulebook_text
from tests.rulesapp.importer.coverage import missing_words, unclaimed_or_twice

HARBOR = Path(__file__).parent / "fixtures" / "harbor-watch.md"


def section(book, anchor):
    return next(s for s in book.sections if s.anchor == anchor)


@pytest.mark.parametrize("markdown, text", [
    ("**Bold** and *italic* and ***both***", "Bold and italic and both"),
    ("**See also**: [Action](#action), [“Then”](#then)", "See also: Action, “Then”"),
    ("***Marvel Champions: The Card Game*** is", "Marvel Champions: The Card Game is"),
    ("*(or can do)*.", "(or can do)."),
    ("![Board layout](board.png)", "[Image: Board layout]"),
    ("\\*not emphasis\\* and 5 * 3", "*not emphasis* and 5 * 3"),
    ("snake_case_word stays", "snake_case_word stays"),
    ("`Action` &amp; more", "Action & more"),
])
def test_inline_markup_becomes_the_words_a_reader_sees(markdown, text):
    assert plain(markdown) == text


def test_wrapped_lines_join_and_hard_breaks_split():
    book = parse_markdown("## A\n\nOne sentence that\nwraps here.\n\n**ATK** – Attack  \n**DEF** – Defense  \n")
    assert book.sections[0].text == "One sentence that wraps here.\n\nATK – Attack\nDEF – Defense"


def test_lists_nest_by_indentation_and_keep_their_marks():
    book = parse_markdown(
        "## Steps\n\n1. First step\ncontinues.\n2. Second:\n   a. sub one  \n   b. sub two\n\n"
        "* bullet\n  * nested bullet\n* back out\n"
    )
    assert book.sections[0].text.splitlines() == [
        "1. First step continues.", "2. Second:", "  a. sub one", "  b. sub two", "",
        "• bullet", "  • nested bullet", "• back out",
    ]


def test_the_title_line_and_an_empty_contents_heading_are_no_sections():
    book = parse_markdown("# The Book\n\n## Table of Contents\n\n## Rules\n\nPlay.\n")
    assert [s.title for s in book.sections] == ["Rules"]
    assert book.omitted == [(1, "the book's title line"), (3, "an empty table of contents")]
    assert book.title == "The Book"


def test_a_level_one_heading_that_is_not_alone_is_a_section():
    book = parse_markdown("# Part One\n\nText.\n\n# Part Two\n\n## Chapter\n")
    assert [(s.title, s.depth, s.parent) for s in book.sections] == [
        ("Part One", 0, None), ("Part Two", 0, None), ("Chapter", 1, "part-two")]


def test_depth_counts_ancestors_not_hashes():
    book = parse_markdown("## Top\n\n#### Skipped a level\n\n### Sibling of the skipped\n\n## Next\n")
    assert [(s.anchor, s.depth, s.parent) for s in book.sections] == [
        ("top", 0, None), ("skipped-a-level", 1, "top"), ("sibling-of-the-skipped", 1, "top"), ("next", 0, None)]


def test_text_before_any_heading_is_a_section_titled_by_its_first_line():
    book = parse_markdown("Quick Start\n\nDeal five cards.\n\n## Rules\n")
    assert (book.sections[0].title, book.sections[0].text) == ("Quick Start", "Deal five cards.")


def test_a_repeated_heading_takes_its_parents_anchor():
    book = parse_markdown("## Glossary\n\n### Campaign Mode\n\nA.\n\n## FAQ\n\n### Campaign Mode\n\nB.\n")
    assert [s.anchor for s in book.sections] == ["glossary-section", "campaign-mode", "faq", "faq-campaign-mode"]


@pytest.mark.parametrize("heading, term", [
    ("ATTACK (ENEMY ACTIVATION)", "Attack (Enemy Activation)"),
    ("IN PLAY AND OUT OF PLAY", "In Play and Out of Play"),
    ("“AND”", "“And”"),
    ("ALTER-EGO, ALTER-EGO FORM", "Alter-Ego, Alter-Ego Form"),
    ("PLAYER’S PLAY AREA", "Player’s Play Area"),
    ("RETALIATE X", "Retaliate X"),
    ("ATK", "ATK"),
    ("Squall Space", "Squall Space"),
])
def test_glossary_headings_in_capitals_become_term_names(heading, term):
    assert term_name(heading, caps_words={"ATK", "X"}) == term


def test_glossary_entries_define_terms_by_their_first_paragraph_or_list():
    book = parse_markdown(
        "## Glossary\n\n### TERM\n\nFirst paragraph.\n\nSecond paragraph.\n\n### LIST TERM\n\nIt is one of:\n\n"
        "* this\n* that\n\nMore.\n\n### OTHER\n\n**See**: [Term](#term)\n\n### STARTS WITH A LIST\n\n* only this\n"
    )
    assert [(t.term, t.definition, t.section) for t in book.terms] == [
        ("Term", "First paragraph.", "term"),
        ("List Term", "It is one of:\n\n• this\n• that", "list-term"),
        ("Starts with a List", "• only this", "starts-with-a-list"),
    ]
    assert section(book, "term").text == "First paragraph.\n\nSecond paragraph."  # the entry keeps its text
    assert section(book, "other").text == "See: Term"  # a cross-reference is a section, not a term


def test_questions_and_answers_become_rulings_and_leave_the_section_text():
    book = parse_markdown(
        "## FAQ\n\nIntro.\n\n**Q: One?**\n\nA: Yes.\n\nBecause:\n\n1. it is\n\n**Q: Two\nlines?**\n\nA: No.\n\n"
        "Q: Unanswered?\n"
    )
    assert [(r.question, r.answer, r.section) for r in book.rulings] == [
        ("One?", "Yes.\n\nBecause:\n\n1. it is", "faq"),
        ("Two lines?", "No.", "faq"),
    ]
    assert book.sections[0].text == "Intro.\n\nQ: Unanswered?"
    assert book.notes == ["line 18: a question with no answer after it stays text"]
    assert [r.anchor for r in book.rulings] == ["ruling-one", "ruling-two-lines"]


def test_a_rulebook_never_seen_imports_whole():
    """harbor-watch.md was written for this test in the shape of the publishers' books."""
    text = HARBOR.read_text(encoding="utf-8")
    book = parse_markdown(text)
    assert [("  " * s.depth) + s.title for s in book.sections] == [
        "Overview", "Setup", "Playing a Round", "  Signal Phase", "  Sail Phase", "    Docking", "  Storm Phase",
        "Glossary", "  Beam", "  Docked", "  Lit", "  “Ship”", "  Squall Space", "Frequently Asked Questions",
    ]
    assert [t.term for t in book.terms] == ["Beam", "Lit", "“Ship”", "Squall Space"]  # "Docked" is a cross-reference
    assert [r.question for r in book.rulings] == [
        "Can I play a light card onto a ship that has already docked?",
        "A card moves the storm marker past two squall spaces at once. Is a ship wrecked twice?",
        "Does a keeper who passes still count as having signalled?",
    ]
    assert book.rulings[1].answer.endswith("It returns to the ship deck as usual:\n\n"
                                           "1. Put it at the bottom of the ship deck.\n2. Discard its light cards.")
    assert section(book, "setup").text.splitlines()[2:5] == [
        "3. Build the Ship Deck. Shuffle the ship cards:",
        "  a. With two players, remove the four ships marked with a moon.",
        "  b. With three or four players, use every ship.",
    ]
    assert section(book, "playing-a-round").text.splitlines()[2:] == [
        "Phase | What happens", "Signal | Keepers play light cards", "Sail | Ships move toward the docks",
        "Storm | The storm advances",
    ]
    assert book.omitted == [(1, "the book's title line"), (3, "an empty table of contents"),
                            (14, "a thematic break"), (32, "a table's delimiter row")]
    assert unclaimed_or_twice(text, book) == ([], [], [])
    assert missing_words(text, book, markdown=True) == []


# --- The Marvel Champions books ------------------------------------------------------------------

def headings_as_written(text):
    """An independent reading of the outline: every '#' line, minus the book's title and the empty TOC."""
    found = [(len(m[1]), plain(m[2])) for m in re.finditer(r"^(#+)\s+(.*)$", text, re.MULTILINE)]
    return [(level, title) for level, title in found if level > 1 and title != "Table of Contents"]


@pytest.mark.parametrize("key", ["marvel-champions/rules-reference", "marvel-champions/learn-to-play"])
def test_every_heading_is_a_section_in_order_and_nested_by_its_level(key):
    parsed = parsed_rulebook(key)
    assert [s.title for s in parsed.sections] == [title for _, title in headings_as_written(rulebook_text(key))]
    levels = dict(zip([s.anchor for s in parsed.sections], [lv for lv, _ in headings_as_written(rulebook_text(key))]))
    for s in parsed.sections:
        if s.parent:
            assert levels[s.parent] < levels[s.anchor], s.anchor


def test_rules_reference_counts(reference):
    glossary = [s for s in reference.sections if s.parent == "rules-reference-glossary-section"]
    cross_references = [s for s in glossary if re.match(r"^See\b", s.text)]
    assert (len(reference.sections), len(glossary), len(reference.terms), len(reference.rulings)) == (334, 237, 196, 76)
    assert len(glossary) - len(cross_references) == len(reference.terms)


def test_rules_reference_anchors_carry_the_documents_prefix(reference):
    assert all(s.anchor.startswith("rules-reference-") for s in reference.sections)
    assert reference.section("rules-reference-attack-enemy-activation").title == "ATTACK (ENEMY ACTIVATION)"
    assert next(t for t in reference.terms if t.term == "Attack (Enemy Activation)").anchor == (
        "rules-reference-attack-enemy-activation")


def test_rule_sentences_the_model_will_quote_are_in_the_imported_text(reference):
    """A few sentences issue 9 builds on, found verbatim in their entries as imported."""
    quotes = {
        "rules-reference-activation": "If an activating minion leaves play, that minion’s activation ends immediately "
                                      "and no further steps of that activation resolve.",
        "rules-reference-damage": "When the amount of damage a character takes is modified (such as by damage being "
                                  "prevented), the amount of damage dealt is not modified.",
        "rules-reference-overkill": "Damage dealt by overkill to an identity or villain is considered damage from an "
                                    "attack, but does not constitute an attack against that character.",
        "rules-reference-ability": "5. “Boost,” “When Defeated,” and “When Revealed” abilities.",
    }
    for anchor, quote in quotes.items():
        assert quote in reference.section(anchor).text, anchor


def test_the_faq_becomes_rulings_under_their_cards(reference):
    webbed = [r for r in reference.rulings if r.section == "rules-reference-webbed-up-9"]
    assert [r.question for r in webbed] == ["How many attacks does Webbed Up prevent?",
                                            "Does Webbed Up prevent Spider-Sense from triggering?"]
    assert webbed[0].answer.startswith("Two attacks in total.")
    assert reference.section("rules-reference-webbed-up-9").text == ""
    tough = next(r for r in reference.rulings if r.question.startswith("If my hero has a tough status card"))
    assert tough.section == "rules-reference-appendix-iv-faq-general-questions"
    assert tough.answer.splitlines()[-1].startswith("2. The hero makes a basic defense")


def test_learn_to_play_is_sections_only(learn_to_play):
    assert (len(learn_to_play.sections), len(learn_to_play.terms), len(learn_to_play.rulings)) == (77, 0, 0)
    setup = learn_to_play.section("learn-to-play-setup").text
    assert "1. Select Heroes. Each player selects one identity card, and places its alter-ego side face up in front of them." in setup
    assert learn_to_play.section("learn-to-play-ally-limit").parent == "learn-to-play-playing-a-card"


def test_questions_and_answers_on_adjacent_lines_are_rulings():
    """The usual FAQ style: no blank line between a question and its answer, nor between entries."""
    book = parse_markdown(
        "## FAQ\n\nQ: One?\nA: Yes.\nQ: Two\nlines?\nA: No, it\nwraps.\n\n**Q: Bold?**\n**A:** Fine.\n\n"
        "Q: Unanswered?\nStill asking.\n"
    )
    assert [(r.question, r.answer) for r in book.rulings] == [
        ("One?", "Yes."), ("Two lines?", "No, it wraps."), ("Bold?", "Fine.")]
    assert book.sections[0].text == "Q: Unanswered? Still asking."
    assert book.unpaired == [(13, "Unanswered? Still asking.")]
