"""The tally a `this_way` keeps (this_way.py): each occurrence of the text before it that happens adds what it
did. Apart from this_way.py because the windows call it as an occurrence happens, and this_way.py pushes onto
the windows' stack."""
from __future__ import annotations

from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.table import number

CARD_FIELDS = ("card", "target")  # the event fields naming the card an occurrence did something to


def tally(res, node, rec: dict) -> None:
    """An occurrence of this effect happens: its cards (and what is on them now) count for each `this_way`
    waiting."""
    waiting = state.THIS_WAY.get(node)
    if not waiting or rec.get("join") is not None:  # a part of another occurrence (damage taken after dealt)
        return
    done = []
    for event in rec.get("when") or ():
        card = next((event.get(key) for key in CARD_FIELDS if event.get(key) in res.entities), None)
        amount = event.get("amount")
        done.append((card, number(res.entities[card], "boost_icons") if card else 0,
                     amount if isinstance(amount, int) else 0))
    state.THIS_WAY.set(node, tuple(kept + tuple(done) for kept in waiting))
