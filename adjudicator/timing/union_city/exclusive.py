"""Issue 2+ Exclusive Cards: during issue 1 such a card is set aside, whatever was being done goes on
as though it did not exist, and at the end of that effect it goes to the bottom of the city deck.

The current issue is the `number` of the scenario's entity of `type: issue` (none: the rule cannot
be applied, and a step says so). A card is exclusive with `issue_2_exclusive: true`. The ops that
take cards from the top of a deck without naming them (`play_top`, `reveal_top`) skip it and take
the next; an op that names it is refused in the same way, unless it says `specific: true` (the
rulebook: "If an effect refers to a specific Issue 2+ Exclusive card, then ignore this rule").
"""
from adjudicator.engine import events as ev
from adjudicator.engine.opdefs import OpDef, amount_of, pile_of
from adjudicator.grammar import counted
from adjudicator.scenario.readers import read_amount, read_block, read_fields, read_zone
from adjudicator.timing.union_city import decks, state

CITY_DECK = "city-deck"
SET_ASIDE = "set-aside"


def current_issue(res):
    """The current issue (the `number` of the entity of type issue), or None when the scenario gives none."""
    for props in res.entities.values():
        if props.get("type") == "issue":
            return props.get("number")
    return None


def set_aside_now(res, node, card):
    """True (the card set aside, for the end of `node`'s effect, with a step) when `card` is issue 2+
    exclusive and the issue is 1; a step says so when the issue is unknown."""
    if not res.entities.get(card, {}).get("issue_2_exclusive"):
        return False
    issue = current_issue(res)
    if issue is None:
        res.step("note", f"{res.name(card)} is issue 2+ exclusive, but the scenario gives no current issue (an "
                         "entity of type issue with its number): the rule is not applied",
                 rule=res.model.rules["issue-exclusive"])
        return False
    if issue != 1:
        return False
    res.entities[card]["zone"] = SET_ASIDE
    waiting = state.SET_ASIDE.get(node)
    if card not in waiting:  # replaced, not appended to: a copy made for exploring shares the old tuple
        state.SET_ASIDE.set(node, waiting + (card,))
    res.step("note", f"{res.name(card)} is issue 2+ exclusive and this is issue 1: it is set aside, and "
                     f"{node.label} goes on as though it did not exist", rule=res.model.rules["issue-exclusive"])
    return True


def put_back(res, node):
    """At the end of the effect, the cards it set aside go to the bottom of the city deck, in the order
    they were set aside."""
    for card in state.SET_ASIDE.take(node):
        if res.entities[card].get("zone") != SET_ASIDE:
            continue
        deck = [p.get("position") or 0 for p in res.entities.values() if p.get("zone") == CITY_DECK]
        res.entities[card]["position"] = max(deck, default=0) + 1
        res.step("note", f"{node.label} has finished: {res.name(card)}, set aside, goes to the bottom of the "
                         "city deck", rule=res.model.rules["issue-exclusive-end"], effect=node)
        previous, res.current = res.current, node.key
        try:
            res.move(card, CITY_DECK)
        finally:
            res.current = previous


def _top_cards(res, node, deck, count, op):
    """The top `count` cards of `deck` that are not set aside (an exclusive card in issue 1 is set aside
    and the next one taken); when the deck runs out, its trash is shuffled back once and the cards are
    taken from it (decks.py), and a step says when even that leaves too few."""
    taken: list[str] = []
    shuffled = False
    while len(taken) < count:
        left = [card for card in pile_of(res, None, deck) if card not in taken]
        if not left:
            if shuffled:
                break
            shuffled = True
            if not decks.shuffle_back(res, deck):
                break
            continue
        card = left[0]
        if not set_aside_now(res, node, card):
            taken.append(card)
    if len(taken) < count:
        res.step("note", f"{res.zone_name(deck)} has {counted(len(taken), 'card')} left to take, not {count}",
                 rule=res.model.rules["empty-deck"])
    return taken


def play_top(res, node, args, op):
    """Play the top card(s) of a deck (the City deck when a block is set up, a Peril's "play a Plot card")."""
    count = amount_of(res, node, args.get("count", 1), op, "count")
    to = args.get("to") or "board"
    for card in _top_cards(res, node, args["deck"], count, op):
        if args.get("block"):
            res.entities[card]["block"] = args["block"]
        res.move(card, to, verb="played", who=node.you, extra={"to": to})


def reveal_top(res, node, args, op):
    """Reveal the top card(s) of a deck: they go face up to `to` (`revealed` unless said otherwise),
    where the effect's next ops play or trash them."""
    count = amount_of(res, node, args["count"], op, "count")
    for card in _top_cards(res, node, args["deck"], count, op):
        res.step("note", f"{res.name(card)} is revealed")
        res.move(card, args.get("to") or "revealed")


OP_DEFS = (
    OpDef("play_top", read_fields({"deck": (read_zone, True), "count": (read_amount, False),
                                   "to": (read_zone, False), "block": (read_block, False)}),
          play_top, (ev.MOVED, ev.PLAYED),
          doc="play the top cards of a deck (an issue 2+ exclusive card in issue 1 is set aside, the next "
              "one played)",
          example={"play_top": {"deck": "city-deck", "count": 1}}),
    OpDef("reveal_top", read_fields({"deck": (read_zone, True), "count": (read_amount, True),
                                     "to": (read_zone, False)}),
          reveal_top, (ev.MOVED,),
          doc="reveal the top cards of a deck into `revealed` (an issue 2+ exclusive card in issue 1 is set "
              "aside, the next one revealed)",
          example={"reveal_top": {"deck": "city-deck", "count": 4}}),
)
