"""Union City Alliance: front matter, headings outside the TOC, the glossary, the unlabelled examples."""
import pytest



def term(parsed, name):
    return next(t for t in parsed.terms if t.term == name)


def example(parsed, anchor):
    return next(e for e in parsed.examples if e.anchor == anchor)


def test_the_web_pages_menu_and_title_are_no_section(uca):
    assert uca.sections[0].title == "Table of Contents"
    assert list(uca.omitted) == [(1, "the web page's menu"), (2, "the web page's menu"), (3, "the web page's menu"),
                                 (4, "the web page's menu"), (6, "the book's title"), (8, "the book's title")]
    everything = " ".join(f"{s.title} {s.text}" for s in uca.sections)
    assert "RulesPal" not in everything and "thumbnail" not in everything


def test_toc_lines_are_the_table_of_contents_sections_text(uca):
    toc = uca.section("table-of-contents")
    lines = toc.text.splitlines()
    assert lines[0] == "Table of Contents"
    assert "  • Game Setup" in lines and "    • Setting up Heroes" in lines
    # The two TOC bullets the export left at the end of the file sit after their neighbour.
    after = lines.index("    • Damage dealt and damage taken")
    assert lines[after + 1 : after + 3] == ["  • Plot Twists", "  • Doing nothing"]
    assert "Plot Twists" not in uca.section("counter-and-gambit-phases").text


def test_headings_missing_from_the_toc_are_found_by_shape(uca):
    for anchor in ("plot-twists", "doing-nothing"):
        section = uca.section(anchor)
        assert (section.parent, section.depth) == ("other-rules-and-concepts", 1)
    assert uca.section("doing-nothing").text.startswith("Sometimes effects will trigger when a certain thing happens")
    assert any("'Doing nothing' recognised by shape" in note for note in uca.notes)


def test_image_placeholders_stay_on_their_own_line(uca):
    heroes = uca.section("setting-up-heroes").text.splitlines()
    assert "[Image: example hero zone for Captain Jupiter]" in heroes
    villain = uca.section("setting-up-the-villain").text.splitlines()
    assert any(line.startswith("[Image: example villain zone for the Pteranodon.") for line in villain)


def test_glossary_has_every_entry_including_the_spilled_second_column(uca):
    assert len(uca.terms) == 91
    assert {t.section for t in uca.terms} == {"glossary-section"}
    assert term(uca, "Threaten").definition.startswith("An enemy moving to your block and then assaulting you.")
    assert term(uca, "Cost").definition.startswith("Found in the top right of hero cards")
    glossary_text = uca.section("glossary-section").text
    assert "  • Critical damage: Damage that cannot be reduced by defense." in glossary_text.splitlines()
    assert "Critical damage:" not in uca.section("counter-and-gambit-phases").text
    assert not any(t.card for t in uca.terms)  # the glossary defines rules, not cards


def test_continuation_paragraphs_belong_to_their_term(uca):
    alert = term(uca, "Alert").definition
    assert alert.startswith("Alert effects are found on Union cards.")
    assert "Note that Alert is triggered when an effect puts a card in your hand." in alert
    assert term(uca, "Attached").definition.count("\n\n") == 2
    assert "Prime and Teamup cards" in term(uca, "Union cards & deck").definition
    assert "These three types are gained in different ways" in term(uca, "Hero cards").definition


def test_misplaced_paragraphs_do_not_corrupt_the_term_before_them(uca):
    """The export put the Guard and Mine paragraphs under other entries: they name no nearby term."""
    assert "guard" not in term(uca, "Disengage cost").definition
    assert "mine the Union deck" not in term(uca, "Keywords").definition
    assert "If the guard is on the same block" in uca.section("glossary-section").text


def test_glossary_lines_stay_in_the_section_text(uca):
    glossary_text = uca.section("glossary-section").text
    for t in uca.terms:
        assert t.definition.splitlines()[0] in glossary_text


# (anchor, section, text it must hold, text it must not hold): the worked examples of the rulebook.
UCA_EXAMPLES = [
    ("example-black-flag", "resolving-chains", ["Black Flag is confronted by Dr Tomorrow.", "Master Summoner", "He cannot.", "An incorrect way to play"], []),
    ("example-social-networking", "branches", ["Social Networking", "Flurry of Fists", "playing a Union card thanks to Scientific Genius"], ["Note that D must be resolved"]),
    ("example-alexanders-showdown", "first-effects", ["Alexander's Showdown rule", "Conqueror Power Armor"], []),
    ("example-tactical-feint", "cards-entering-and-leaving-play", ["Ithacan Warrior", "you can deal damage"], []),
    ("example-big-paulie-t-rex", "modifiers", ["Big Paulie T-Rex assaults", "Veiled in Shadow", "it is up to him"], []),
    ("example-big-daddy-juju", "triggers-affecting-damage", ["Big Daddy Juju deals 2 damage", "Voodoo Slap effect still applies"], []),
    ("example-impossible-academy", "debuts", ["Impossible Academy", "As it happens, Wrangler chooses"], []),
    ("example-hypothetical-enemy", "starting-triggers-and-resolving-effects", ["A hypothetical enemy", "Escalate 1 for each enemy", "So in this case"], ["Conversely"]),
    ("example-mother-munchausen", "counter-and-gambit-phases", ["Mother Munchausen deals her 2 critical damage", "No. She does not", "the damage is still taken"], ["Atomic Kaiju"]),
    ("example-atomic-kaiju", "counter-and-gambit-phases", ["Atomic Kaiju threatens Odysseus", "Clever Captain", "the remaining one damage is taken"], ["Kurt", "Munchausen"]),
    ("example-kurt-von-kessel", "counter-and-gambit-phases", ["Captain Jupiter attacks Kurt Von Kessel", "Roid Rage", "Kurt is defeated"], ["Atomic Kaiju", "Wrath"]),
    ("example-wrath-of-the-underworld", "counter-and-gambit-phases", ["Wrath of the Underworld is played", "Drive by", "Wrangler takes no damage"], ["Kurt"]),
    ("example-red-leech", "damage-dealt-and-damage-taken", ["Red Leech assaults Captain Jupiter", "he heals 1 damage"], ["Jimmy"]),
    ("example-jimmy-hornhead", "damage-dealt-and-damage-taken", ["Wrangler attacks Jimmy Hornhead", "only 4 damage is taken"], ["Red Leech"]),
    ("example-jetpack", "doing-nothing", ["Counter on his Jetpack", "Glory Hog"], ["Note this only applies"]),
    ("example-alexander", "sources-of-damage", ["Alexander assaults Odysseus", "Chain Summoning", "Air Strike"], ["Affecting the source of damage"]),
]


@pytest.mark.parametrize("anchor, section, holds, lacks", UCA_EXAMPLES, ids=[row[0] for row in UCA_EXAMPLES])
def test_worked_example_is_its_own_example_in_its_section(uca, anchor, section, holds, lacks):
    found = example(uca, anchor)
    assert found.section == section
    for snippet in holds:
        assert snippet in found.text
    for snippet in lacks:
        assert snippet not in found.text
    assert found.text in uca.section(section).text  # a view over the section text, in one run


def test_counter_and_gambit_phases_has_exactly_its_four_examples(uca):
    in_section = [e.anchor for e in uca.examples if e.section == "counter-and-gambit-phases"]
    assert in_section == [
        "example-mother-munchausen", "example-atomic-kaiju", "example-kurt-von-kessel", "example-wrath-of-the-underworld"
    ]


def test_example_titles_say_what_happens(uca):
    assert example(uca, "example-black-flag").title == "Black Flag is confronted by Dr Tomorrow."
    assert example(uca, "example-kurt-von-kessel").title == "Captain Jupiter attacks Kurt Von Kessel, defeating him."
    assert all(e.title and len(e.title) <= 121 for e in uca.examples)


def test_rules_paragraphs_are_not_examples(uca):
    """Sentence-initial words ("Conversely", "Firstly") and labels ("Self/Range.") are no names."""
    all_example_text = "\n".join(e.text for e in uca.examples)
    for rule in ("Self/Range. Counters", "Conversely, if part", "Firstly, unlike", "Secondly, when", "Plot Twists are a type"):
        assert rule not in all_example_text
