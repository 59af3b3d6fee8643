"""A search of a deck AND its discard pile, and a card found that is revealed rather than added to a zone: the
`search` op's `deck` with `discard_pile` (both the same: "search the encounter deck and discard pile for X"), and
`reveal: true` ("… and reveal it").

Search: "When a player is instructed to search for a card, the player is permitted to look at each of the cards in
the searched area. If the player finds a card that satisfies the criteria of the search, the player adds that card
to the game area indicated by the instructions on the search effect." With two areas named, the player looks at each
card of both, and chooses among every card found in either ("If a player finds multiple cards that satisfy the
criteria of a search, the player chooses among those options"); the deck was searched, so it is shuffled once the
ability has resolved ("If any portion of a deck is searched …"), the pile keeps its order. With `reveal`, the
instruction is to reveal the card: it is revealed from where it was found, as any card a card says to reveal (Reveal:
"If a player is instructed by card text to reveal an encounter card from the encounter deck or any other game area,
this same resolution procedure applies"), and kept as `result.found`. Any other search is deck_ops.search's.
"""
from __future__ import annotations

from typing import Any

from adjudicator.scenario.model import Op
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import deck_ops, search_attach
from adjudicator.timing.marvel_champions.piles import ENCOUNTER, deck_cards, deck_words, pile_cards
from adjudicator.timing.marvel_champions.windows import game_is_over, push


def search(res: Any, node: Any, args: dict, op: Any) -> None:
    """`search`: both a deck and its discard pile, or a card found to reveal, here; any other, deck_ops.search."""
    if not args.get("reveal") and not args.get("attach") and not ("deck" in args and "discard_pile" in args):
        deck_ops.search(res, node, args, op)
        return
    if game_is_over(res):
        return
    who = deck_ops._player(res, node, args, op)
    areas = []  # (cards, words, the deck to shuffle after, or None for a pile)
    if "deck" in args:
        deck = deck_ops._deck(res, node, args, op)
        areas.append((deck_cards(res, deck), deck_words(res, deck), deck))
    if "discard_pile" in args:
        owner = deck_ops._deck(res, node, {**args, "deck": args["discard_pile"]}, op)
        pile = pile_cards(res, "encounter-discard", None) if owner == ENCOUNTER else pile_cards(res, "discard", owner)
        areas.append((pile, deck_ops.pile_words(res, owner), None))
    criteria = args["for"]
    looked = [card for cards, _, _ in areas for card in cards]
    words = " and ".join(area_words for _, area_words, _ in areas)
    seen = "; ".join(f"{area_words}: {deck_ops._names(res, cards)}" for cards, area_words, _ in areas)
    res.step("op", f"{res.name(who)} searches {words} for a card with {deck_ops._criteria_words(criteria)}, looking "
                   f"at each card the scenario lists there ({seen}; cards being searched do not leave the searched "
                   "area)", rule=rule(res, "search"))
    deck_ops._seen(res, who, looked)
    found = [card for card in looked if deck_ops.satisfies(res, node, card, criteria)]
    chosen = deck_ops._choose(res, node, args, op, who, found, criteria)
    deck_ops.keep_found(node, chosen)
    if chosen is None:
        res.step("note", f"{res.name(who)} finds no card that satisfies the search: nothing is "
                         + ("revealed" if args.get("reveal") else "attached" if args.get("attach") else f"added to {res.zone_name(args.get('to', 'hand'))}"),
                 rule=rule(res, "search-found"))
    elif args.get("reveal"):
        res.step("op", f"{res.name(who)} finds {res.name(chosen)} and reveals it from "
                       f"{res.zone_name(res.entities[chosen].get('zone', 'play'))}, as the search instructs",
                 rule=rule(res, "search-found"))
        push(res, node, [Op("reveal", {"card": chosen, "who": who}, f"{op.path}.reveal")])
    elif args.get("attach"):  # "… and attach it to X" (search_attach.py)
        search_attach.attach_found(res, node, op, who, chosen, args["attach"])
    else:
        deck_ops._add(res, node, op, who, chosen, args.get("to", "hand"), "search-found")
    for _, _, deck in areas:
        if deck is not None:
            deck_ops._shuffle_after(res, node, op, deck, "search")
