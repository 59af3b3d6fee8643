"""Decks, discards and trashes: a card needed from an empty deck comes from its trash shuffled back (the
cards whose `deck` names it), once, in the order the text gives; the Plot trash never; the Union trash's
bottom half; a trash card that names no deck stays, and a step counts it."""
from tests.adjudicator.conftest import only, run, scenario

RULE = "union-city-alliance#decks-discards-and-trashes"


def resolve(entities, do):
    entities = {"wrangler": {"type": "hero", "max_stamina": 20, "block": [0, 0]}, **entities}
    return only(run(scenario(entities, start={"label": "the effect", "do": do}, players=["wrangler"])))


def texts(outcome):
    return [s["text"] for s in outcome["steps"]]


def test_the_last_card_of_the_deck_then_the_trash_shuffled_back():
    """Two cards wanted, one in the deck: it is taken first, then the trash becomes the deck (a step citing
    the rule) and the second card comes from it; the trash card of another deck stays."""
    outcome = resolve({
        "last": {"type": "challenge", "zone": "city-deck", "position": 1},
        "trashed": {"type": "challenge", "zone": "trash", "deck": "city-deck"},
        "plot-card": {"type": "event", "zone": "trash", "deck": "plot-deck"},
    }, [{"play_top": {"deck": "city-deck", "count": 2}}])
    state = outcome["state"]
    assert state["last"]["zone"] == state["trashed"]["zone"] == "board"
    assert state["plot-card"]["zone"] == "trash"
    said = texts(outcome)
    shuffle = next(i for i, t in enumerate(said) if "its trash (1 card) is shuffled back" in t)
    assert said.index("last moves from city deck to board") > shuffle  # both taken once the two are there
    assert outcome["steps"][shuffle]["rule"] == RULE


def test_a_trash_card_naming_no_deck_is_not_shuffled_back_and_the_step_counts_it():
    outcome = resolve({"unknown": {"type": "challenge", "zone": "trash"}},
                      [{"reveal_top": {"deck": "city-deck", "count": 1}}])
    assert outcome["state"]["unknown"]["zone"] == "trash"
    said = texts(outcome)
    assert any("1 card in the trash does not say which deck it came from" in t for t in said)
    assert any("its trash holds no card of it" in t for t in said)
    assert any("city deck has 0 cards left to take, not 1" in t for t in said)


def test_one_union_card_in_the_trash_goes_back_as_the_bottom_half():
    """"this does not need to be exact": the odd card goes to the deck (the top half rounds down)."""
    outcome = resolve({"only": {"type": "union", "zone": "trash", "deck": "union-deck"}},
                      [{"play_top": {"deck": "union-deck", "count": 1}}])
    assert outcome["state"]["only"]["zone"] == "board"
    step = next(s for s in outcome["steps"] if "Union trash is split" in s["text"])
    assert step["rule"] == RULE and step["quote"].startswith("The Union trash is shuffled back")


def test_the_plot_trash_is_never_shuffled_back():
    outcome = resolve({"plot-card": {"type": "event", "zone": "trash", "deck": "plot-deck"}},
                      [{"play_top": {"deck": "plot-deck", "count": 1}}])
    assert outcome["state"]["plot-card"]["zone"] == "trash"
    step = next(s for s in outcome["steps"] if "never shuffled back" in s["text"])
    assert step["quote"] == "The Plot trash is never shuffled back."
