"""The glossary rules on a small book: what continues a definition and what does not."""
from rulesapp.importer import glossary, outline
from rulesapp.importer.lines import read_lines

BOOK = """\
Glossary

• Alert: Alert effects are found on Union cards.

Note that Alert is triggered when an effect puts a card in your hand.

• Attached: Attached cards move with their thing.

Some attached cards say what they attach to.

• Disengage cost: The extra speed to leave an engaged block.

If the guard is on the same block the guard has threat 0.

• Chainable: Allows 1 additional attack. This can occur in two ways:
  • On the Attack card: play another attack.
  • On another card: play a second card.

The following additional rules apply to the Chainable keyword:

• Origins and Target: need not be the same.

Hint: not part of anything.

• Trash: See Chainable above.
• Alert: A second definition of the same term.
"""


def terms_of(text, continuation="mentions"):
    cut = outline.cut(read_lines(text), contents=outline.read_contents(read_lines("• Glossary")))
    return {t.term: t.definition for t in glossary.extract_terms(cut.drafts, {"Glossary"}, continuation).terms}


def test_paragraphs_naming_the_term_or_pointing_back_continue_it():
    terms = terms_of(BOOK)
    assert terms["Alert"].endswith("Note that Alert is triggered when an effect puts a card in your hand.")
    assert terms["Attached"].endswith("Some attached cards say what they attach to.")


def test_a_paragraph_about_something_else_is_left_out():
    assert "guard" not in terms_of(BOOK)["Disengage cost"]


def test_sub_bullets_and_a_list_introduced_by_a_colon_belong_to_the_term():
    chainable = terms_of(BOOK)["Chainable"]
    assert "  • On the Attack card: play another attack." in chainable
    assert "• Origins and Target: need not be the same." in chainable
    assert "Hint" not in chainable
    assert "Origins and Target" not in terms_of(BOOK)


def test_first_definition_wins_and_cross_references_make_no_term():
    terms = terms_of(BOOK)
    assert list(terms) == ["Alert", "Attached", "Disengage cost", "Chainable"]
    assert terms["Alert"].startswith("Alert effects are found on Union cards.")


def test_always_policy_takes_every_following_paragraph():
    terms = terms_of(BOOK, continuation="always")
    assert "If the guard is on the same block" in terms["Disengage cost"]
