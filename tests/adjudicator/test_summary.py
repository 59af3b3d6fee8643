"""What happened: an outcome's state differences from the start, in names; a comparison's one line."""
from pathlib import Path

from adjudicator.api import adjudicate_text
from adjudicator.cli import render_text
from adjudicator.summary import compare_headline, what_happened

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures/scenarios"
KURT = FIXTURES / "union-city-alliance/kurt-von-kessel.yaml"
SURGE = FIXTURES / "marvel-champions/surge-deals-a-facedown-card-1-8.yaml"


def texts(start, end):
    return [w["text"] for w in what_happened(start, end)]


def test_damage_defeat_zone_threat_and_counters_are_said_with_names():
    start = {"spidey": {"name": "Spider-Man", "damage": 1, "zone": "play"},
             "rhino": {"name": "Rhino", "zone": "play"},
             "web": {"name": "Web-Shooter", "zone": "hand", "uses": 3},
             "scheme": {"name": "Bomb Scare", "threat": 2}}
    end = {"spidey": {"name": "Spider-Man", "damage": 4, "zone": "play"},
           "rhino": {"name": "Rhino", "zone": "defeated"},
           "web": {"name": "Web-Shooter", "zone": "play", "uses": 2},
           "scheme": {"name": "Bomb Scare", "threat": 5}}
    assert texts(start, end) == [
        "Spider-Man took 3 damage (now 4)",
        "Rhino was defeated",
        "Web-Shooter moved from hand to play",
        "Web-Shooter's uses went from 3 to 2 (−1)",
        "Bomb Scare gained 3 threat (now 5)",
    ]


def test_a_zone_is_said_in_words_and_removed_is_removed_from_the_game():
    """"Spider-Man entered removed" and "moved from encounter-deck to encounter-discard" read as ids."""
    start = {"spidey": {"name": "Spider-Man"}, "gear": {"name": "Web-Shooter", "zone": "play"},
             "card": {"name": "Stampede", "zone": "encounter-deck"}}
    end = {"spidey": {"name": "Spider-Man", "zone": "removed"}, "gear": {"name": "Web-Shooter", "zone": "removed"},
           "card": {"name": "Stampede", "zone": "encounter-discard"}}
    assert texts(start, end) == [
        "Spider-Man was removed from the game",
        "Web-Shooter was removed from the game (from play)",
        "Stampede moved from encounter deck to encounter discard",
    ]


def test_a_zone_is_said_in_the_games_words_and_a_scenarios_own_zone_with_spaces():
    """"Ambush moved from encounter-deck to facedown" read as ids; a game declares the words of a zone whose
    id does not read as words (TimingModel.zone_words), any other zone is said with its hyphens as spaces."""
    start = {"ambush": {"name": "Ambush", "zone": "encounter-deck"}, "plug": {"name": "Spark", "zone": "play"}}
    end = {"ambush": {"name": "Ambush", "zone": "facedown"}, "plug": {"name": "Spark", "zone": "under-spark-plug"}}
    said = [w["text"] for w in what_happened(start, end, zones={"facedown": "facedown encounter cards"})]
    assert said == ["Ambush moved from encounter deck to facedown encounter cards",
                    "Spark moved from play to under spark plug"]


def test_the_engines_bookkeeping_is_left_out_unless_the_scenario_writes_it_on_that_entity():
    """"Old Card's position went from 0 to 3", "Shadow's dealt went from 0 to 1": the engine's own records,
    not the table's; a property the scenario writes on an entity is the author's, and shown for that entity
    only (judge7: a reshuffled card's "position went from 0 to 1001" was shown because another card of the
    scenario wrote a position)."""
    start = {"old": {"name": "Old Card", "zone": "encounter-discard"}, "shadow": {"name": "Shadow"}}
    end = {"old": {"name": "Old Card", "zone": "encounter-deck", "position": 3},
           "shadow": {"name": "Shadow", "dealt": 1, "dealt_to": "hero"}, "hero": {"name": "Spider-Man"}}
    said = [w["text"] for w in what_happened(start, end, bookkeeping={"position", "dealt"})]
    assert said == ["Old Card moved from encounter discard to encounter deck", "Shadow is now dealt to Spider-Man"]
    start["top"] = {"name": "Top Card", "zone": "encounter-deck", "position": 1}
    end["top"] = {"name": "Top Card", "zone": "encounter-deck", "position": 2}
    said = [w["text"] for w in what_happened(start, end, bookkeeping={"position", "dealt"})]
    assert said == ["Old Card moved from encounter discard to encounter deck", "Shadow is now dealt to Spider-Man",
                    "Top Card's position went from 1 to 2 (+1)"]


def test_a_reshuffle_or_a_tile_put_under_the_stack_shows_no_position_the_scenario_did_not_write():
    """judge7's two: Valiant's end of turn reshuffles the discard pile (the cards drawn from it get the engine's
    order, 1001 …), Skirmish's artifact track puts the tile not taken under the stack (position 4); neither
    card had a position written, so "what happened" says where they went and nothing of their position."""
    for path in ("valiant-universe/judge7-valiant-universe-05-hand-discarded-before-the-reshuffle.yaml",
                 "marvel-skirmish/judge7-marvel-skirmish-03-artifact-track-end-takes-a-tile.yaml"):
        output = adjudicate_text((FIXTURES / path).read_text())
        said = [w["text"] for o in output["outcomes"] for w in o["what_happened"]]
        assert said and not any("position" in s for s in said), (path, said)


def test_a_card_dealt_facedown_is_said_at_the_table_in_the_steps_and_in_what_happened():
    """Surge (1.8) deals Spider-Man the top encounter card facedown (Villain Phase, step 3's "dealt one facedown
    encounter card"): the step and the summary say where in words, and say nothing of the order it was dealt."""
    result = adjudicate_text(SURGE.read_text(), force_explore=False)
    outcome = result["outcomes"][0]
    steps = [s["text"] for s in outcome["steps"]]
    said = [w["text"] for w in outcome["what_happened"]]
    assert "Ambush moves from encounter deck to facedown encounter cards" in steps
    assert "Shadows moves from play to encounter discard" in steps
    assert "Ambush moved from encounter deck to facedown encounter cards" in said
    assert "Ambush is now dealt to Spider-Man" in said and "Ambush is now face down" in said
    assert not [s for s in steps + said if "encounter-" in s or "dealt went" in s]


def test_only_net_differences_count_and_a_default_set_is_no_change():
    start = {"a": {"name": "Alpha", "zone": "hand"}}
    end = {"a": {"name": "Alpha", "zone": "hand", "exhausted": False, "damage": 0}}
    assert texts(start, end) == []


def test_a_value_naming_an_entity_reads_as_its_name():
    start = {"x": {"name": "Armor", "attached_to": None}, "h": {"name": "Hero"}}
    end = {"x": {"name": "Armor", "attached_to": "h"}, "h": {"name": "Hero", "exhausted": True}}
    assert texts(start, end) == ["Armor is now attached to Hero", "Hero is now exhausted"]
    entry = what_happened(start, end)[0]
    assert (entry["entity"], entry["prop"], entry["before"], entry["after"]) == ("x", "attached_to", None, "h")


def test_every_outcome_of_a_real_scenario_says_what_its_expect_states():
    # kurt-von-kessel.yaml expects Captain Jupiter at 2 damage in one outcome and 4 in the other, 3 heroism,
    # the Cosmic Gauntlets destroyed and Kurt Von Kessel in the trash.
    result = adjudicate_text(KURT.read_text(), force_explore=False)
    first, second = ([w["text"] for w in o["what_happened"]] for o in result["outcomes"])
    assert "Captain Jupiter took 2 damage (now 2)" in first and "Captain Jupiter took 4 damage (now 4)" in second
    for lines in (first, second):
        assert "Captain Jupiter's heroism went from 0 to 3 (+3)" in lines
        assert "Cosmic Gauntlets moved from hand to destroyed" in lines
        assert "Kurt Von Kessel moved from board to trash" in lines
    assert "what happened: Captain Jupiter took 2 damage" in render_text(result)


def test_a_comparison_says_in_one_line_what_differs_in_the_end():
    result = adjudicate_text(KURT.read_text(), compare="stack")
    assert result["compare"]["headline"].startswith(
        "In the end: Captain Jupiter's damage is 2 under Union City Alliance, 4 under Plain stack")
    same_end = {"state": [], "outcomes": {"this": 1, "other": 1}, "same": False}
    assert compare_headline(same_end, "A", "B") == \
        "The end state is the same; only the order in which the effects resolve differs."
    assert "the same end state" in compare_headline({"state": [], "outcomes": {"this": 1, "other": 1}, "same": True},
                                                    "A", "B")
