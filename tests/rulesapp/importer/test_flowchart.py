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
    assert step.title.startswith("3. Trigger any abilities that happen “When” the ability happens")
    assert any("step 3 moved to 'Play a Card/Use an Ability'" in note for note in champions.notes)


def test_steps_numbered_like_their_neighbours_stay_on_their_page(champions):
    assert steps_of(champions, "villain-phase") == ["1", "2", "2.1", "3", "3.1", "4", "5"]
    assert steps_of(champions, "when-after-effects-timing-priority") == ["0", "1", "2", "3", "4", "5"]


def test_repeated_numbers_keep_both_steps_in_source_order(champions):
    first, second = champions.section("enemy-activations-attacks-or-schemes-4-2"), champions.section("enemy-activations-attacks-or-schemes-4-2-2")
    assert first.title == "4.2. Execute the Boost ability"
    assert second.title.startswith("4.2. The enemy gets + ATK/SCH")
    assert first.parent == second.parent == "enemy-activations-attacks-or-schemes-4"
    assert [s.number for s in champions.sections if s.anchor.startswith("using-a-basic-power-3-3")] == ["3.3", "3.3"]


def test_nesting_follows_the_numbers(champions):
    assert champions.section("player-phase-1-1-3").parent == "player-phase-1-1"
    assert champions.section("enemy-activations-part-2-add-threat-deal-damage-5-b-1").parent == (
        "enemy-activations-part-2-add-threat-deal-damage-5-b"
    )
    assert champions.section("enemy-activations-part-2-add-threat-deal-damage-5-a").depth == 1


def test_broken_lines_continue_their_step_and_markers_stay_with_their_page(champions):
    assert champions.section("play-a-card-use-an-ability-1").text == "change the game state."
    assert non_blank(champions.section("player-phase").text) == ["1 of 8", "2 of 8"]
    assert champions.section("villain-phase").text == "6 of 8"
    markers = [line for s in champions.sections if s.depth == 0 for line in non_blank(s.text)]
    assert markers == [f"{n} of 8" for n in range(1, 9)]


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
    sections, notes = parse_flowchart(FOUR_PAGES)
    titles = {s.anchor: s.title for s in sections}
    assert titles["beta-3"] == "3. Stray third, ends this page"  # Beta and Gamma both lack 3; Beta is nearer
    assert "gamma-3" not in titles and "alpha-3" not in titles
    assert titles["delta-3"] == "3. A third that has its place here"  # 4 is on its own page
    assert titles["beta-2"] == "2. Two"  # Alpha lacks a 2 between 1 and 3, but Beta's 2 has a 4 after it
    assert notes == ["line 7: step 3 moved to 'Beta' (fills a gap there)"]


def test_an_untitled_page_joins_the_next_page():
    sections, _ = parse_flowchart("1 of 2\n\n1.2. Lost step\n\n2 of 2\n\nTitle\n\n1. Parent\n\n1.1. Child\n")
    assert [(s.title, s.depth) for s in sections] == [("Title", 0), ("1. Parent", 1), ("1.1. Child", 2), ("1.2. Lost step", 2)]
    assert non_blank(sections[0].text) == ["1 of 2", "2 of 2"]
