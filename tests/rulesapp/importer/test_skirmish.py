"""Marvel: Skirmish!: a line-per-paragraph export without TOC; appendix entries as glossary."""


def term(parsed, name):
    return next(t for t in parsed.terms if t.term == name)


def example(parsed, anchor):
    return next(e for e in parsed.examples if e.anchor == anchor)


def test_front_matter_and_empty_table_of_contents(skirmish):
    assert skirmish.sections[0].title == "MARVEL: Skirmish! In New York Rulebook"
    assert skirmish.sections[0].text == "MARVEL: Skirmish! In New York"
    assert skirmish.section("table-of-contents").text == "Table of Contents"


def test_overview_labels_are_text_not_headings(skirmish):
    overview = skirmish.section("short-overview").text.splitlines()
    assert {"Course of Play:", "Symbols:", "Artifacts:"} <= set(overview)
    assert skirmish.section("phase-ii-attack").text.splitlines()[-1].startswith("Example: You attack at the Avengers Tower")


def test_appendix_card_entries_are_the_glossary(skirmish):
    sections = {t.term: t.section for t in skirmish.terms}
    assert len(skirmish.terms) == 63
    assert sections["Ares"] == "villains" and sections["Thor"] == "heroes"
    assert sections["Street Corner"] == "battlegrounds" and sections["Eternal Flame"] == "artifacts"
    assert term(skirmish, "Thanos").definition.startswith("Immediate effect: After you play Thanos")
    assert "Hydra Agents (red)" in sections


def test_every_appendix_entry_is_a_card(skirmish):
    assert all(t.card for t in skirmish.terms)  # search weighs a card's entry by whether the question names it


def test_entry_paragraphs_continue_their_card_but_examples_do_not(skirmish):
    loki = term(skirmish, "Loki").definition
    assert "Accordingly, effects that apply to heroes" in loki
    assert "If you decide to not take over the hero" in loki
    assert "Example:" not in loki
    assert "As soon as the damage tokens on Doctor Strange" in term(skirmish, "Doctor Strange").definition


def test_examples_are_named_after_the_card_or_rule_before_them(skirmish):
    assert example(skirmish, "example-kang").text.startswith("Example: After playing Kang")
    assert example(skirmish, "example-kang").section == "villains"
    assert example(skirmish, "example-thanos").title == "You play Thanos and immediately deal 2 damage each to every card at the game board."
    assert example(skirmish, "example-avengers-tower").section == "phase-ii-attack"
    assert example(skirmish, "example-phase-ii-attack").text.startswith("Example: Captain Marvel attacks")
    assert example(skirmish, "example-doctor-strange").text.startswith("Examples: Red Hulk attacks")
    assert example(skirmish, "example-using-an-immediate-effect").text.startswith("Example: You play Kang")
    assert len(skirmish.examples) == 20
