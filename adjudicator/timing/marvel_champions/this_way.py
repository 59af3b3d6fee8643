"""“This way”: what an effect did, for the text after it ("If no cards were discarded this way, …", "take 1 damage
for each boost icon discarded this way").

`this_way: {do: [OPS], then: [OPS]}`: the `do` ops resolve; every game occurrence of theirs that happens is
tallied (the cards its events name: discarded, exhausted, given a status …, each once; the boost icons printed on
them; the amounts its events carry: threat placed, damage dealt; a part of another occurrence, such as the damage
taken after it is dealt, is that occurrence's); then the `then` ops resolve, with the tally kept as
`result.this_way` (how many cards), `result.this_way_boost_icons` and `result.this_way_amount`. An occurrence
refused, cancelled or replaced did nothing this way, and what the windows of those occurrences do (another
effect's) is not this effect's. The Rules Reference uses the words without an entry of their own (Alteration
Effect: "For each printed Energy resource discarded this way, deal 2 additional damage to that enemy."): that
they mean what the preceding text did is a reading.
"""
from __future__ import annotations

from typing import Any

from adjudicator.grammar import counted
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.windows import internal, push

def this_way_op(res, node, args, op) -> None:
    """`this_way`: resolve `do`, then keep what it did and resolve `then`."""
    state.THIS_WAY.set(node, state.THIS_WAY.get(node) + ((),))
    push(res, node, [*args["do"], internal("_mc_this_way", after=tuple(args["then"]))])


def check_op(res, node, args, op) -> None:
    """The text before has resolved: what it did is kept for the text after it, which resolves now."""
    waiting = state.THIS_WAY.get(node)
    done: tuple[Any, ...] = waiting[-1] if waiting else ()
    state.THIS_WAY.set(node, waiting[:-1])
    cards = list(dict.fromkeys(card for card, _, _ in done if card))
    icons = sum(icons for _, icons, _ in {card: (card, icons, 0) for card, icons, _ in done if card}.values())
    amount = sum(amount for _, _, amount in done)
    node.locals.update({"this_way": len(cards), "this_way_boost_icons": icons, "this_way_amount": amount})
    named = ", ".join(res.name(card) for card in cards)
    res.step("phase", f"done this way: {counted(len(cards), 'card')}{f' ({named})' if named else ''}, "
                      f"{counted(icons, 'boost icon')} on them, amounts {amount} (result.this_way, "
                      "result.this_way_boost_icons, result.this_way_amount): the text after it resolves",
             rule=rule(res, "this-way"))
    node.frames.append([args["after"], 0])
