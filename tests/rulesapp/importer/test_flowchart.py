"""Marvel Champions: the scrambled flowchart steps put back in outline order, none lost."""
from rulesapp.importer.flowchart import parse_flowchart


def non_blank(text):
    return [line for line in text.splitlines() if line.strip()]


def steps_of(parsed, page_anchor):
    """The numbers of a page's steps, in document order."""
    sections = list(parsed.sections)
    start = next(i for i, s in enumerate(sections) if s.anchor == page_anchor)
    numbers = []
    for section in sections[start + 1 :]:
        if section.depth == 0:
            break
        numbers.append(section.number)
    return numbers


def test_player_phase_outline_is_restored(champions):
    assert steps_of(champions, "player-phase") == ["1", "1.1", "1.1.1", "1.1.2", "1.1.3", "1.1.4", "1.2", "2", "2.1", "2.2", "2.3"]


def test_play_a_card_gets_its_stray_step_3(champions):
    assert steps_of(champions, "play-a-card-use-an-ability") == ["1", "2", "2.1", "2.2", "3", "4", "4.1", "4.2", "4.3", "5"]
    step = champions.section("play-a-card-use-an-ability-3")
    assert step.title == "Trigger any abilities that happen “When” the ability happens/the card is played (such as interrupts)"
    assert any("step 3 moved to 'Play a Card/Use an Ability'" in note for note in champions.notes)


def test_steps_numbered_like_their_neighbours_stay_on_their_page(champions):
    assert steps_of(champions, "villain-phase") == ["1", "2", "2.1", "3", "3.1", "4", "5"]
    assert steps_of(champions, "when-after-effects-timing-priority") == ["0", "1", "2", "3", "4", "5"]


def test_a_number_printed_twice_on_a_page_is_settled_by_the_page(champions):
    first, second = champions.section("enemy-activations-attacks-or-schemes-4-2"), champions.section("enemy-activations-attacks-or-schemes-4-2-2")
    assert (first.number, first.title) == ("4.2", "Execute the Boost ability")
    assert second.number == "4.3" and second.title.startswith("The enemy gets + ATK/SCH")
    assert first.parent == second.parent == "enemy-activations-attacks-or-schemes-4"
    power = [(s.number, s.anchor) for s in champions.sections if s.anchor.startswith("using-a-basic-power-3-3")]
    assert power == [("3.3", "using-a-basic-power-3-3"), ("3.4", "using-a-basic-power-3-3-2")]  # anchors follow the print
    assert any("step 3.3 printed twice on 'Using a Basic Power'; the later one is 3.4" in note for note in champions.notes)
    numbers = [(s.parent, s.number) for s in champions.sections if s.number]
    assert len(numbers) == len(set(numbers))  # no number twice under one parent


def test_a_repeated_number_whose_next_number_is_taken_keeps_it():
    sections, notes, _ = parse_flowchart("1 of 1\n\nPage\n\n1. A\n\n1. B\n\n2. C\n")
    assert [(s.number, s.title) for s in sections[1:]] == [("1", "A"), ("1", "B"), ("2", "C")]
    assert notes == ["line 7: step 1 printed twice on 'Page'; both keep it"]


def test_nesting_follows_the_numbers(champions):
    assert champions.section("player-phase-1-1-3").parent == "player-phase-1-1"
    assert champions.section("enemy-activations-part-2-add-threat-deal-damage-5-b-1").parent == (
        "enemy-activations-part-2-add-threat-deal-damage-5-b"
    )
    assert champions.section("enemy-activations-part-2-add-threat-deal-damage-5-a").depth == 1


def test_a_step_is_its_whole_text_and_a_title_that_never_cuts_a_sentence(champions):
    declare = champions.section("play-a-card-use-an-ability-1")
    assert declare.title == "Declare Intent"
    assert declare.text == ("Declare Intent: Say what card you will be playing, verify that it can be done and that the "
                            "effect will change the game state.")
    deal = champions.section("using-a-basic-power-3-2")
    assert deal.title == "Deal Damage/Remove Threat/Heal HP."
    assert deal.text.startswith("Deal Damage/Remove Threat/Heal HP. If this results in something being defeated:")
    for step in (s for s in champions.sections if s.depth):
        assert step.text.strip(), step.anchor  # every step has a snippet
        assert step.text.startswith(step.title), step.anchor
        rest = step.text[len(step.title):]
        assert rest == "" or rest.startswith(": ") or (step.title[-1] in ".!?" and rest.startswith(" ")), step.anchor
        # nor inside parentheses or at an abbreviation's full stop ("... etc (i.e. Responses)")
        assert step.title.count("(") == step.title.count(")"), step.anchor
        assert not step.title.endswith(("i.e.", "e.g.", "etc.")), step.anchor
    after_damage = next(s for s in champions.sections if s.title.startswith("Trigger abilities that happen “After” dealing"))
    assert after_damage.title.endswith("etc (i.e. Responses)")


def test_page_markers_are_left_out_of_every_text(champions):
    assert [reason for _, reason in champions.omitted] == ["page marker"] * 8
    assert [n for n, _ in champions.omitted] == [1, 5, 31, 57, 81, 99, 123, 147]
    assert all(" of 8" not in s.text for s in champions.sections)
    assert champions.section("villain-phase").text == ""


FOUR_PAGES = """\
1 of 4

Alpha

1. First

3. Stray third, ends this page

2 of 4

Beta

1. One

2. Two

4. Four

3 of 4

Gamma

2. Two

4. Four

5. Five

4 of 4

Delta

3. A third that has its place here

2. Two

4. Four
"""


def test_a_stray_goes_to_the_nearest_page_with_the_gap():
    sections, notes, _ = parse_flowchart(FOUR_PAGES)
    titles = {s.anchor: s.title for s in sections}
    assert titles["beta-3"] == "Stray third, ends this page"  # Beta and Gamma both lack 3; Beta is nearer
    assert "gamma-3" not in titles and "alpha-3" not in titles
    assert titles["delta-3"] == "A third that has its place here"  # 4 is on its own page
    assert titles["beta-2"] == "Two"  # Alpha lacks a 2 between 1 and 3, but Beta's 2 has a 4 after it
    assert notes == ["line 7: step 3 moved to 'Beta' (fills a gap there)"]


def test_an_untitled_page_joins_the_next_page():
    sections, _, omitted = parse_flowchart("1 of 2\n\n1.2. Lost step\n\n2 of 2\n\nTitle\n\n1. Parent\n\n1.1. Child\n")
    assert [(s.title, s.number, s.depth) for s in sections] == [
        ("Title", "", 0), ("Parent", "1", 1), ("Child", "1.1", 2), ("Lost step", "1.2", 2)]
    assert omitted == [(1, "page marker"), (5, "page marker")]
