"""Player Deck: the new deck made from the discard pile, the encounter card dealt, and a draw that goes on.

"If a player deck empties, the player shuffles their discard pile to make a new deck. That player immediately
deals themself one facedown encounter card from the top of the encounter deck.
• If the player’s deck empties and reshuffles while the player was drawing cards, the player continues to draw
cards up to the specified number.
• If the player’s deck empties while the player was discarding cards from their deck, no further cards are
discarded from the newly shuffled deck."

The `draw` op: a draw of at least as many cards as the deck holds draws the deck's cards (one occurrence; the
deck empties within it: player_deck.emptied), then goes on with the rest from the new deck (`DRAW_GOES_ON`). A
discard from the deck's top takes its cards before it starts (cardops.discard_top), so it never goes on. A
shuffle's order cannot be known: the discard pile's cards keep their listed order as the model's stand-in
(deck_ops.shuffle_deck says so).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.grammar import counted, possessive
from adjudicator.scenario.model import Op
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import obligations
from adjudicator.timing.marvel_champions.deck_ops import shuffle_deck
from adjudicator.timing.marvel_champions.piles import deck_cards, pile_cards
from adjudicator.timing.marvel_champions.sequences import draw_with_windows, step
from adjudicator.timing.marvel_champions.windows import fell_short, internal, push, schedule

DRAW_GOES_ON = "player-deck-draw-goes-on"


def draw(res: Any, node: Any, args: dict, op: Op) -> None:
    """`draw: {who, count}` (Draw): as the shared op, but a draw that empties the deck goes on from the new one."""
    if args.get("cards"):
        draw_with_windows(res, node, args, op)
        return
    who = entity_of(res, node, args["who"], "who", op)
    count = amount_of(res, node, args["count"], op, "count")
    held = len(deck_cards(res, who))
    if held == 0 or count < held:  # nothing to empty, or cards left: the shared reading
        draw_with_windows(res, node, args, op)
        return
    taken = replace(op, args={**args, "count": held})
    draw_with_windows(res, node, taken.args, taken)
    if count > held:
        push(res, node, [internal("_mc_step", step=DRAW_GOES_ON, data={"who": who, "left": count - held, "op": op})])


def draw_goes_on_step(res: Any, node: Any, data: dict) -> None:
    """The draw goes on from the new deck with the cards still to draw (a draw op's, or the draw up to hand size's:
    then a draw of its own, after the players' draw)."""
    who, left = data["who"], data["left"]
    op = data.get("op") or Op("draw", {"who": who, "count": left}, "end_player_phase")
    if not deck_cards(res, who):
        res.step("note", f"{possessive(res.name(who))} new deck has no card: the other {counted(left, 'card')} "
                         "cannot be drawn", rule=rule(res, "player-deck-draw-goes-on"))
        fell_short(res, node, f"{counted(left, 'card')} of the draw cannot be drawn")
        return
    res.step("note", f"{res.name(who)} was drawing when the deck emptied: the draw goes on with "
                     f"{counted(left, 'more card')} from the new deck", rule=rule(res, "player-deck-draw-goes-on"))
    if data.get("refill"):  # drawing up to hand size: one at a time, a drawn obligation replaced (Obligation)
        taken, still = obligations.refill_cards(res, deck_cards(res, who), left)
        schedule(res, node, "moves", {"cards": tuple((who, c) for c in taken), "to": "hand", "verb": "drawn",
                                      "refill": True, "label": f"{res.name(who)} draws up to their hand size"},
                 anchors=("draw-to-hand-size",) * 3)
        if still:
            push(res, node, [step("player-deck-draw-goes-on", who=who, left=still, refill=True)])
        return
    rest = replace(op, args={**op.args, "who": who, "count": left})
    draw(res, node, rest.args, rest)


def deck_emptied_step(res: Any, node: Any, data: dict) -> None:
    """The deck is empty: the discard pile becomes the new deck (shuffled), and the player is dealt one
    encounter card face down from the top of the encounter deck, at once."""
    who, verb = data["who"], data["verb"]
    pile = pile_cards(res, "discard", who)
    whose = possessive(res.name(who))
    made = (f"{whose} discard pile ({', '.join(res.name(c) for c in pile)}) is shuffled to make a new deck" if pile
            else f"{whose} discard pile has no card: the new deck has none")
    res.step("phase", f"{whose} deck is empty: {made}, and {res.name(who)} deals themself one facedown encounter "
                      "card from the top of the encounter deck", rule=rule(res, "player-deck-empties"))
    for position, card in enumerate(pile, start=1):
        res.entities[card]["position"] = position
        res.move(card, "deck")
    if pile:
        shuffle_deck(res, who, "shuffle")
    if verb == "discarded":
        res.step("note", f"{res.name(who)} was discarding from the deck: no further card is discarded from the new "
                         "deck", rule=rule(res, "player-deck-discard-stops"))
    push(res, node, [step("deal-one", who=who, rule_name="player-deck-empties")])
