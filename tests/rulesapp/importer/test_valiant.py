"""Valiant Universe: shape headings, terms from the glossary and the keyword/icon lists, labelled examples."""


def term(parsed, name):
    return next(t for t in parsed.terms if t.term == name)


def example(parsed, anchor):
    return next(e for e in parsed.examples if e.anchor == anchor)


def test_headings_outside_the_toc_are_siblings_of_the_heading_before(valiant):
    for anchor in ("facility-reset", "activate-new-superhero-ability", "organization-elimination", "winning-the-game"):
        assert valiant.section(anchor).parent == "facility-durability-tracker"
    assert valiant.section("winning-the-game").text.endswith("the Facility won!")


def test_terms_come_from_the_glossary_and_the_keyword_and_icon_lists(valiant):
    sections = {t.term: t.section for t in valiant.terms}
    assert len(valiant.terms) == 33
    assert sections["Chainable"] == "card-action-icons"
    assert sections["Counter"] == "keywords"
    assert sections["Standard Shift"] == "card-action-icons-continued"
    assert sections["Sector"] == "glossary-section"
    assert term(valiant, "Block").definition == "Column."
    assert not any(t.card for t in valiant.terms)  # keywords and icons are rules, not cards


def test_a_term_defined_twice_keeps_its_first_definition(valiant):
    assert [t.term for t in valiant.terms].count("Armor") == 1
    assert term(valiant, "Armor").section == "keywords"
    assert "Augment Slot" in term(valiant, "Armor").definition
    assert term(valiant, "Lock").section == "card-action-icons"


def test_sub_bullets_and_introduced_lists_stay_inside_their_definition(valiant):
    chainable = term(valiant, "Chainable").definition
    assert "  • On the Attack card:" in chainable
    assert "The following additional rules apply to the Chainable keyword:" in chainable
    assert "• Origins and Target:" in chainable
    names = {t.term for t in valiant.terms}
    assert not names & {"Origins and Target", "Superheroes", "On the Attack card"}


def test_rule_paragraphs_and_cross_references_make_no_terms(valiant):
    names = {t.term for t in valiant.terms}
    assert "Hint" not in names  # "Hint: ..." paragraphs between icon bullets
    assert "Neil has the following cards in hand" not in names
    assert "Hint:" not in term(valiant, "Anywhere Attack").definition
    assert "See Card Action Icons" not in term(valiant, "Trash").definition


def test_labelled_examples_run_until_the_narrative_stops(valiant):
    sector = example(valiant, "example-sector-movement")
    assert (sector.section, sector.title) == ("making-an-attack", "Sector Movement")
    assert sector.text.startswith("Example (Sector Movement): In another game")
    assert "Bull Form action on the Scout card" in sector.text
    assert "Sector Movement and Damage" not in sector.text
    purchase = example(valiant, "example-purchase-actions")
    assert "Note that Neil could've used the Weightlessness action" in purchase.text
    assert "All Abilities on the Power card are cumulative" not in purchase.text
    chaining = example(valiant, "example-standard-shift-and-chaining")
    assert chaining.text.count("\n\n") == 4 and chaining.text.endswith("Time will tell if it was worth such a huge defense.")


def test_the_example_section_is_one_example(valiant):
    setup = example(valiant, "example-of-setup-three-players")
    assert setup.section == "example-of-setup-three-players"
    assert setup.text == valiant.section("example-of-setup-three-players").text


def test_every_labelled_example_is_found(valiant):
    assert [e.title for e in valiant.examples] == [
        "Example of Setup (Three Players)",
        "Sector Movement",
        "Order of Damage Resolution",
        "Standard Shift and Chaining",
        "Purchase Actions",
        "Superhero Abilities",
        "Superhero Movement and Attack",
    ]
