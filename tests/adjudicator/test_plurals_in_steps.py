"""A step says a count as a player would: "1 card", "3 cards", never "card(s)" or "1 cards" (issue 27's
friction "There are 1 outcome(s)"). Every fixture's steps and warnings are read, and the one helper
(adjudicator.grammar.counted) is checked on its own."""
import re

import pytest

from adjudicator.grammar import counted
from tests.adjudicator import corpus

# "card(s)", and a count of one with a plural noun after it ("1 cards", "1 damage tokens")
HEDGED = re.compile(r"\w\(s\)|\b1 (?:\w+ )?(?:cards|tokens|icons|tiles|markers|keys|outcomes)\b")


@pytest.mark.parametrize("count, said", [(0, "0 cards"), (1, "1 card"), (2, "2 cards")])
def test_a_count_takes_the_noun_it_needs(count, said):
    assert counted(count, "card") == said


def test_an_irregular_plural_is_given():
    assert counted(2, "ally", "allies") == "2 allies" and counted(1, "ally", "allies") == "1 ally"


def hedges_no_plural(path):
    for outcome in corpus.resolved(path)["outcomes"]:
        texts = [s["text"] for s in outcome["steps"]] + [w["text"] for w in outcome["warnings"]]
        hedged = [t for t in texts if HEDGED.search(t)]
        assert not hedged, hedged


@pytest.mark.parametrize("game", corpus.GAMES)
def test_no_step_hedges_a_plural(game):
    corpus.each_fixture(hedges_no_plural, game)


def test_the_singular_and_plural_are_both_said():
    """One card left in hand, one icon, one marker: singular; several: plural (read off fixtures whose rule
    text gives the count)."""
    def texts(name):
        path = next(p for p in corpus.all_paths() if p.stem == name)
        return [s["text"] for o in corpus.resolved(path)["outcomes"] for s in o["steps"]]

    assert "Amy discards the 1 card left in hand" in texts("draw-two-shuffle-draw-three")
    assert "Amy draws 5 cards" in texts("draw-two-shuffle-draw-three")
    assert any(t.startswith("1 civilian marker goes back") for t in texts("playing-captain-marvel-with-a-civilian"))
    assert any(t.startswith("Zola has 1 damage token and health 1") for t in texts("tactigon-in-the-opponents-attack-phase"))
