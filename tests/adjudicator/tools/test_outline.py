"""Outline mode: compiling an indented outline to a scenario, and its resolution by the rulebook's order."""
import pytest

from adjudicator.tools.outline import (
    MAX_CHARS,
    MAX_DEPTH,
    MAX_EFFECT_LINES,
    OutlineInvalid,
    actor_of,
    compile_outline,
    resolve_outline,
    slug,
)
from adjudicator.api import load_scenario

GALVANIZE = """\
Wrangler uses Social Networking's Galvanize
  Odysseus draws Scientific Genius [alert]
  Odysseus draws Rapid Processing [alert]
    Wrangler draws Flurry of Fists [alert]
"""
SG, RP, FF = "odysseus-draws-scientific-genius", "odysseus-draws-rapid-processing", "wrangler-draws-flurry-of-fists"


def order_of(text, **kwargs):
    compiled, result = resolve_outline(text, **kwargs)
    assert len(result["outcomes"]) == 1
    return result["outcomes"][0]["resolution_order"]


def problems_of(text):
    with pytest.raises(OutlineInvalid) as caught:
        compile_outline(text)
    return [(p.line, p.message) for p in caught.value.problems]


# -- the rulebook's Branches example ------------------------------------------------------------------
def test_branches_example_in_the_order_the_rulebook_gives():
    """Branches: Wrangler picks Rapid Processing; its branch (with Flurry of Fists) ends before Scientific Genius."""
    assert order_of(GALVANIZE + "order: Rapid Processing\n") == ["start", RP, FF, SG]


def test_branches_example_listed_order_still_finishes_a_branch_first():
    assert order_of(GALVANIZE) == ["start", SG, RP, FF]


def test_the_two_alerts_are_branches_chosen_by_the_player():
    compiled, result = resolve_outline(GALVANIZE + "order: Rapid Processing\n")
    steps = result["outcomes"][0]["steps"]
    choice = next(s for s in steps if s["kind"] == "choice")
    assert choice["rule"] == "union-city-alliance#branches"
    tree = result["outcomes"][0]["tree"]
    edges = {(e["from"], e["to"]) for e in tree["edges"]}
    assert {("start", SG), ("start", RP), (RP, FF)} <= edges


def test_exploring_finds_both_branch_orders():
    compiled, result = resolve_outline(GALVANIZE + "order: explore\n")
    assert result["explored"]["orders"] == 2


def test_compiled_scenario_is_emit_ops_and_reloads():
    compiled = compile_outline(GALVANIZE)
    doc = compiled.document
    assert doc["start"]["label"] == "Wrangler uses Social Networking's Galvanize"
    assert doc["abilities"][SG]["timing"] == "alert"
    start_ops = doc["start"]["do"]
    assert all(list(op) == ["emit"] for op in start_ops)
    assert [op["emit"]["card"] for op in start_ops] == [SG, RP]
    scenario, _ = load_scenario(compiled.text)
    assert list(scenario.abilities) == [SG, RP, FF]
    assert compiled.line_of(FF) == 4 and compiled.line_of("start") == 1


def test_ids_are_stable_and_deterministic():
    assert compile_outline(GALVANIZE).text == compile_outline(GALVANIZE).text
    twice = "Start\n  Draw a card\n  Draw a card\n  Draw a card\n"
    ids = list(compile_outline(twice).document["abilities"])
    assert ids == ["draw-a-card", "draw-a-card-2", "draw-a-card-3"]


def test_same_outline_on_a_plain_stack_interrupts_the_galvanize():
    """On a plain stack each alert resolves as soon as its card is drawn, before the Galvanize has finished."""
    for kwargs in ({"text": "game: stack\n" + GALVANIZE}, {"text": GALVANIZE, "game": "stack"}):
        compiled, result = resolve_outline(**kwargs)
        outcome = result["outcomes"][0]
        assert result["model"] == "stack"
        assert outcome["resolution_order"] == ["start", SG, RP, FF]
        kinds = [(s["kind"], s["effect"]) for s in outcome["steps"] if s["kind"] in ("begin", "end")]
        assert kinds.index(("begin", SG)) < kinds.index(("end", "start"))


# -- shapes ----------------------------------------------------------------------------------------------
def test_three_deep_chain_resolves_a_then_b_then_c_and_siblings_wait():
    text = """\
Dr Tomorrow confronts Black Flag
  Lady Sunbeam draws Master Summoner [alert]
    Dr Tomorrow draws Plucky Interns
      Plucky Interns gains a heroism
  Dr Tomorrow destroys a card
"""
    assert order_of(text) == ["start", "lady-sunbeam-draws-master-summoner", "dr-tomorrow-draws-plucky-interns",
                              "plucky-interns-gains-a-heroism", "dr-tomorrow-destroys-a-card"]


def test_untagged_child_is_a_when_effect_triggered_by_an_emitted_event():
    compiled = compile_outline("A thing happens\n  Something reacts\n")
    ability = compiled.document["abilities"]["something-reacts"]
    assert ability["timing"] == "when"
    assert ability["on"] == {"event": "cause-something-reacts"}
    assert compiled.document["start"]["do"] == [{"emit": {"event": "cause-something-reacts"}}]


def test_first_effect_resolves_before_the_effect_it_precedes_with_its_chain():
    text = """\
Alexander threatens Odysseus
  Alexander's Showdown plays a Showdown card [first]
    Conqueror Power Armor is played [debut]
  Odysseus discards a card
"""
    assert order_of(text) == ["alexanders-showdown-plays-a-showdown-card", "conqueror-power-armor-is-played",
                              "start", "odysseus-discards-a-card"]


def test_first_effect_under_a_branch_goes_before_that_branch():
    text = "Peril card\n  Alexander threatens [when]\n    Showdown [first]\n  Gangster threatens\n"
    assert order_of(text) == ["start", "showdown", "alexander-threatens", "gangster-threatens"]


def test_counters_open_one_phase_left_for_last_among_siblings():
    """Atomic Kaiju: Nuclear Breath resolves before the Counter/Gambit phase, even though written after it."""
    text = """\
Atomic Kaiju threatens Odysseus for 5 damage
  Odysseus uses Trojan Horse [counter]
    Odysseus draws Clever Captain
  Nuclear Breath trashes a Union card
  Odysseus uses Clever Captain [counter]
"""
    assert order_of(text) == ["start", "nuclear-breath-trashes-a-union-card", "cg:odysseus",
                              "odysseus-uses-trojan-horse", "odysseus-draws-clever-captain",
                              "odysseus-uses-clever-captain"]


def test_phases_of_two_heroes_go_in_the_order_the_damage_was_dealt():
    text = """\
players: Lady Sunbeam, Wrangler
Drive By threatens Wrangler and Lady Sunbeam for 3 damage
  Lady Sunbeam uses Blinding Flash [counter]
  Wrangler uses Tougher'n a $2 Steak [counter]
"""
    order = order_of(text)
    assert order[:2] == ["start", "cg:wrangler"]
    assert order.index("cg:lady-sunbeam") > order.index("wrangler-uses-toughern-a-2-steak")


def test_gambit_card_is_in_the_active_area():
    compiled = compile_outline("Red Leech assaults Jupiter for 2 damage\n  Jupiter uses Cosmic Gauntlets [gambit]\n")
    assert compiled.document["entities"]["jupiter-uses-cosmic-gauntlets"]["zone"] == "active"
    assert order_of("Red Leech assaults Jupiter for 2 damage\n  Jupiter uses Cosmic Gauntlets [gambit]\n") == [
        "start", "cg:jupiter", "jupiter-uses-cosmic-gauntlets"]


def test_defeat_debut_overcome_and_rally_children_trigger_from_their_events():
    text = """\
Captain Jupiter acts
  Kurt is defeated [defeat]
  Cataphracts are played [debut]
  Black Flag is overcome [overcome]
  Daring Rescue enters the discard pile [rally]
  Start of the Threat phase [phase-start]
"""
    assert order_of(text) == ["start", "kurt-is-defeated", "cataphracts-are-played", "black-flag-is-overcome",
                              "daring-rescue-enters-the-discard-pile", "start-of-the-threat-phase"]


def test_order_header_names_effects_by_words_of_their_lines():
    text = "Peril\n  Aurora lets Wrangler draw\n  Ithacan Warrior deals damage\norder: ithacan warrior, Aurora\n"
    assert order_of(text) == ["start", "ithacan-warrior-deals-damage", "aurora-lets-wrangler-draw"]


def test_headers_may_come_anywhere_and_set_the_title():
    compiled = compile_outline("title: A <b>quick</b> dispute\nStart\n  Reacts\norder: listed\n")
    assert compiled.document["title"] == "A <b>quick</b> dispute"
    assert compiled.document["choices"]["order"] == "listed"


def test_comments_and_blank_lines_are_skipped_but_count_for_line_numbers():
    text = "# a dispute\n\nStart\n\n  Reacts [bogus]\n"
    assert problems_of(text)[0][0] == 5


def test_markup_in_lines_is_kept_as_data():
    text = 'Alexander <script>alert(1)</script> threatens\n  "Quoted" & <b>bold</b>: {yaml: [1]} [alert]\n'
    compiled, result = resolve_outline(text)
    labels = [n["label"] for n in result["outcomes"][0]["tree"]["nodes"]]
    assert 'Alexander <script>alert(1)</script> threatens' in labels
    assert '"Quoted" & <b>bold</b>: {yaml: [1]}' in labels


def test_slug_and_actor_helpers():
    assert slug("Tougher'n a $2 Steak!") == "toughern-a-2-steak"
    assert slug("   ") == "effect"
    assert len(slug("word " * 40)) <= 48
    assert actor_of("Lady Sunbeam uses Blinding Flash") == "Lady Sunbeam"
    assert actor_of("Odysseus's Trojan Horse") == "Odysseus"
    assert actor_of("the heroes discard", ["The Heroes"]) == "The Heroes"
    assert actor_of("uses a card") is None


def test_a_sentence_that_begins_with_an_article_is_about_its_noun_not_the_article():
    assert actor_of("The villain attacks Captain Marvel for 4 damage") == "the villain"
    assert actor_of("A minion's attack hits Spider-Man") == "a minion"
    assert actor_of("The Hood attacks Odysseus for 2 damage") == "The Hood"  # a name that begins with "The"
    assert actor_of("Each player takes 1 damage") is None  # names no one
    assert actor_of("This attack deals 2 damage to Kurt") is None


# -- errors, each with its line --------------------------------------------------------------------------
@pytest.mark.parametrize("text, line, words", [
    ("", None, "empty"),
    ("\n# only a comment\n", None, "empty"),
    ("  Indented start\n", 1, "do not indent"),
    ("Start\n    Child\n  Misaligned\n", 3, "matches no line above"),
    ("Start\nAnother start\n", 2, "only the first line"),
    ("Start\n\tTabbed\n", 2, "tabs"),
    ("Start\n  Child [sometimes]\n", 2, "unknown timing class [sometimes]"),
    ("Start\n  Child [modifier]\n", 2, "not an effect"),
    ("Start [alert]\n", 1, "no timing class"),
    ("Start\n  [alert]\n", 2, "no effect"),
    ("game: chess\nStart\n", 1, "no timing model for game 'chess'"),
    ("game: marvel-champions\nStart\n  Child\n", 3, "say when this happens with a tag: [forced-interrupt]"),
    ("order: Nobody\nStart\n  Child\n", 1, "no effect line mentions 'Nobody'"),
    ("Start\n  Draw Genius\n  Draw Genius twice\norder: Genius\n", 4, "matches lines 2, 3"),
    ("Start\n  Child\norder: Start\n", 3, "starting effect"),
    ("order: a\norder: b\nStart\n", 2, "given twice"),
    ("order:\nStart\n", 1, "needs a value"),
    ("Start\n  uses a counter [counter]\n", 2, "begins with the hero"),
    ("Hit deals 1 damage to Odysseus\n  Odysseus uses A [counter]\n  Hit again deals 1 damage to Odysseus\n"
     "    Odysseus uses B [counter]\n", 4, "one Counter/Gambit phase"),
    ("Start\n  " + "x" * 201 + "\n", 2, "at most 200"),
])
def test_each_error_names_its_line(text, line, words):
    problems = problems_of(text)
    assert any(p_line == line and words in message for p_line, message in problems), problems


def test_every_problem_is_reported_not_just_the_first():
    problems = problems_of("Start\n  A [nope]\n  B [modifier]\n\tC\n")
    assert [line for line, _ in problems] == [2, 3, 4]


def test_size_bounds():
    assert "at most" in problems_of("x" * (MAX_CHARS + 1))[0][1]
    many = "Start\n" + "".join(f"  Effect {i}\n" for i in range(MAX_EFFECT_LINES + 5))
    assert any(f"at most {MAX_EFFECT_LINES}" in m for _, m in problems_of(many))
    deep = "".join("  " * i + f"Level {i}\n" for i in range(MAX_DEPTH + 2))
    assert any(f"more than {MAX_DEPTH} deep" in m for _, m in problems_of(deep))


def test_non_text_is_refused_cleanly():
    with pytest.raises(OutlineInvalid):
        compile_outline(None)


def test_largest_allowed_outline_resolves():
    text = "Start\n" + "".join(f"  Effect {i} [alert]\n    Effect {i} reacts\n" for i in range(99))
    compiled, result = resolve_outline(text)
    assert len(result["outcomes"][0]["resolution_order"]) == 199
