"""`remove_from_game: CARD` is the spelling of `move: {card: CARD, to: removed}` (removal_ops.py): the same steps,
windows, warnings and state, whatever zone the card is in; only `until` adds anything (a duration)."""
import pytest

from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, table


def _outcome(op, zone):
    entities = table(goon={"type": "minion", "name": "Goon", "zone": zone, "hp": 3})
    answered = {"after-move": {"card": "spider-man", "timing": "response", "label": "after the Goon moves",
                               "on": {"event": "moved", "card": "goon"}, "do": [{"say": "moved"}]}}
    return resolve(doc(entities, answered, [op]))


@pytest.mark.parametrize("zone", ["play", "hand", "encounter-discard", "removed"])
def test_remove_from_game_and_a_move_to_removed_resolve_alike(zone):
    removal = _outcome({"remove_from_game": "goon"}, zone)
    move = _outcome({"move": {"card": "goon", "to": "removed"}}, zone)
    assert [(s["kind"], s["text"], s.get("rule")) for s in removal["steps"]] == \
        [(s["kind"], s["text"], s.get("rule")) for s in move["steps"]]
    assert removal["state"] == move["state"] and removal["resolution_order"] == move["resolution_order"]
    assert [w["text"] for w in removal["warnings"]] == [w["text"] for w in move["warnings"]]
    assert removal["state"]["goon"]["zone"] == "removed"


def test_a_card_already_removed_is_given_no_duration():
    outcome = _outcome({"remove_from_game": {"card": "goon", "until": "round"}}, "removed")
    assert any("already removed from the game: nothing changes" in s["text"] for s in outcome["steps"])
    assert not any("until the end of this round" in s["text"] for s in outcome["steps"])
