"""A step never claims a change its state does not show.

Every step records `changes`: the entity properties that changed since the step before it (a verb
event such as "is drawn by" repeats the move its `moved` event made). An engine step (`op` or
`event`) whose text says something moved, was drawn, trashed, refreshed or removed must have that
change in its state difference: in its own `changes`, or in those of the op and event steps of the
same effect right around it (a summary such as "draws 5 cards" sits beside the moves it sums up).
The verb decides what must be shown: a draw, a card reaching a hand (or a counted card more in
hand); a refresh, a card reaching a
deck; a trash, a card reaching a trash; a move, any change (a card's place, a marker on a track, damage moved); a removal, any change.
"""
import re

import pytest

from adjudicator.grammar import property_words
from tests.adjudicator import corpus
from tests.adjudicator.scenarios.helpers import SCENARIOS

# a claim, and what its state difference must hold (entity property changes, as steps record them)
# cards a model keeps as a number in hand rather than as entities (Marvel Skirmish's battleground cards)
COUNTED_CARDS = frozenset({"battlegrounds"})
CLAIMS = (
    # "the draw phase of heroes begins" names a phase: no claim that anything was drawn
    (re.compile(r"\b(draws?|drawn|drew)\b(?! 0 | phase\b)", re.I), "a card reaching a hand",
     lambda c: (c["prop"] == "zone" and c["after"] == "hand")
     or (c["prop"] in COUNTED_CARDS and (c["after"] or 0) > (c["before"] or 0))),
    (re.compile(r"\brefresh(es|ed)?\b|\bdeck refreshed\b", re.I), "a card reaching a deck",
     lambda c: c["prop"] == "zone" and c["after"] == "deck"),
    (re.compile(r"\btrash(es|ed)\b|\bto (the |its )?trash\b", re.I), "a card reaching a trash",
     lambda c: c["prop"] == "zone" and c["after"] == "trash"),
    (re.compile(r"\bmov(es|ed)\b", re.I), "a change (a card's place, a marker, damage)", lambda c: True),
    (re.compile(r"\bremov(es|ed)\b", re.I), "any change", lambda c: True),
)
# words that make a claim a statement of what does not (or will) happen
NOT_A_CLAIM = re.compile(r"\b(nothing|not|no|cannot|0 drawn|draws 0|is to move|would|will)\b", re.I)


def shown_around(steps, index):
    """The changes of step `index` and of the op and event steps of its effect right before and after it."""
    shown = list(steps[index].get("changes") or ())
    for span in (range(index + 1, len(steps)), range(index - 1, -1, -1)):
        for other in span:
            step = steps[other]
            if step["kind"] not in ("op", "event") or step["path"] != steps[index]["path"]:
                break
            shown += step.get("changes") or ()
    return shown


def unshown_claims(steps):
    """(step text, what it should show) for each claim the steps around it do not show."""
    missing = []
    for index, step in enumerate(steps):
        # the names of the properties the step itself changes are the author's words, no claim ("Spider-Man's
        # first draw swing is now 1" draws nothing: a `set` names its property in words)
        text = step["text"]
        for change in step.get("changes") or ():
            text = text.replace(property_words(change["prop"]), " ")
        if step["kind"] not in ("op", "event") or NOT_A_CLAIM.search(text):
            continue
        shown = None
        for pattern, what, holds in CLAIMS:
            if not pattern.search(text):
                continue
            shown = shown_around(steps, index) if shown is None else shown
            if not any(holds(change) for change in shown):
                missing.append((step["text"], what))
    return missing


def shows_every_change_it_claims(path):
    for outcome in corpus.resolved(path)["outcomes"]:
        assert not unshown_claims(outcome["steps"]), outcome["resolution_order"]


@pytest.mark.parametrize("game", corpus.GAMES)
def test_every_step_that_claims_a_change_shows_it(game):
    corpus.each_fixture(shows_every_change_it_claims, game)


def test_the_check_fails_a_step_that_claims_what_did_not_happen():
    """The old "taken down" step: it claimed a refreshed deck beside a change of `taken_out` only."""
    steps = [
        {"kind": "event", "path": "1.1.1", "text": "Captain Jupiter is taken down",
         "changes": [{"entity": "captain-jupiter", "prop": "taken_out", "before": None, "after": True}]},
        {"kind": "op", "path": "1.1.1", "text": "Captain Jupiter is taken down: character removed, deck refreshed",
         "changes": []},
    ]
    assert unshown_claims(steps) == [(steps[1]["text"], "a card reaching a deck")]
    steps[1]["changes"] = [{"entity": "jupiter-a", "prop": "zone", "before": "hand", "after": "deck"}]
    assert unshown_claims(steps) == []


def test_a_step_records_the_changes_since_the_step_before_it():
    output = corpus.resolved(SCENARIOS / "union-city-alliance" / "taken-down-refreshes-the-deck.yaml")
    steps = output["outcomes"][0]["steps"]
    removed = next(s for s in steps if "standee are removed" in s["text"])
    assert sorted((c["entity"], c["prop"], str(c["before"]), str(c["after"])) for c in removed["changes"]) == [
        ("captain-jupiter", "block", "[1, 1]", "None"), ("captain-jupiter", "taken_out", "None", "True")]
    drawn = next(s for s in steps if s["text"] == "Jupiter card B is drawn by Captain Jupiter")
    assert drawn["changes"] == [{"entity": "jupiter-b", "prop": "zone", "before": "deck", "after": "hand"}]


def test_a_draw_phase_named_is_no_claim_but_a_draw_still_is():
    """judge7-marvel-skirmish-01: "the draw phase of heroes begins", with The Norn Stones' modifier step between it
    and the draws, claims nothing; "heroes draws 2 cards" with nothing reaching a hand still fails."""
    steps = [{"kind": "event", "path": "1", "text": "the draw phase of heroes begins", "changes": []},
             {"kind": "event", "path": "1", "text": "heroes draws 2 cards", "changes": []}]
    assert unshown_claims(steps) == [("heroes draws 2 cards", "a card reaching a hand")]
