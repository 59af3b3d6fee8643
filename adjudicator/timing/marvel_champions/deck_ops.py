"""A deck's cards as ordered entities a card ability works on: look at, search, find, shuffle, discard from
the top until a card with criteria is discarded; and a scenario's alternate end of the game.

The cards of a deck are the entities in it, top first by `position` (piles.py). A scenario lists only the
cards it needs, so every step names only those: a look or a search shows the cards the scenario lists and
says when there are fewer than asked; nothing is invented. What a player has seen of hidden cards is kept
(`state.SEEN`): only that player looked (Look). A shuffle's order cannot be known (Shuffle): the model keeps
the listed order as a stand-in, says so, and remembers the deck was shuffled (`state.SHUFFLED`), so a later
look says its order is a stand-in. Documented in docs/ops-marvel-champions.md ("Decks").
"""
from adjudicator.engine.choice import ChoicePoint
from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import counted, possessive
from adjudicator.scenario.model import Op
from adjudicator.timing.base import end_game as end, rule
from adjudicator.timing.marvel_champions import cardops, state
from adjudicator.timing.marvel_champions.piles import ENCOUNTER, deck_cards, deck_words, pile_cards
from adjudicator.timing.marvel_champions.windows import (
    game_is_over,
    game_over,
    internal,
    occurrence_op,
    push,
    schedule,
)

SHUFFLE_OP = "_mc_deck_shuffle"


# -- what the ops share -----------------------------------------------------------------------------------
def _player(res, node, args, op) -> str:
    """`who`: the player resolving the ability (default you, else the current player)."""
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else node.you or res.current_player
    if who is None or not res.model.is_player(res, who):
        raise ResolutionStopped(f"error: {op.path}.who: {res.name(who) if who else 'no one'} is not a player: a "
                                "player looks at, searches and finds cards (give `who`, or the scenario's `players`)",
                                "error")
    return who


def _deck(res, node, args, op) -> str:
    """`deck`: `encounter`, or the player whose deck it is."""
    if args["deck"] == ENCOUNTER:
        return ENCOUNTER
    deck = entity_of(res, node, args["deck"], "deck", op)
    if not res.model.is_player(res, deck):
        raise ResolutionStopped(f"error: {op.path}.deck: {res.name(deck)} is not a player: a deck is `encounter` or "
                                "the player whose deck it is", "error")
    return deck


def _names(res, cards) -> str:
    return ", ".join(res.name(c) for c in cards) or "none"


def _criteria_words(criteria) -> str:
    return ", ".join(f"{key} {value}" for key, value in criteria)


def satisfies(res, node, card: str, criteria) -> bool:
    """Whether a card has every (property, value) of the criteria, as `count(...)` matches a filter."""
    return res.env(node)._matches(res.entities[card], dict(criteria))


def _listed(res, deck, shown, asked) -> str:
    """What a step adds when the scenario lists fewer cards than were asked for: the model invents none."""
    if asked is None or len(shown) >= asked:
        return ""
    return (f" (the scenario lists {counted(len(shown), 'card')} there: the model names those and invents no "
            "other)")


def _stand_in(res, deck) -> str:
    if not state.SHUFFLED.get(res, deck):
        return ""
    return (f"; {deck_words(res, deck)} was shuffled, so this order is the model's stand-in, not one any player "
            "could know")


def _seen(res, who, cards) -> None:
    """Look: only the player resolving the ability sees the cards; kept as what that player knows."""
    state.SEEN.set(res, who, tuple(dict.fromkeys(state.SEEN.get(res, who) + tuple(cards))))


# -- Look, Looked-At --------------------------------------------------------------------------------------
def look(res, node, args, op) -> None:
    """`look: {deck, count, who}`: the top `count` cards of a deck, seen by `who` alone; they stay in the deck
    and go back in the same order (Look, Looked-At)."""
    if game_is_over(res):
        return
    if "card" in args or "hand" in args:
        return _look_hidden(res, node, args, op)
    who, deck = _player(res, node, args, op), _deck(res, node, args, op)
    count = amount_of(res, node, args["count"], op, "count")
    if count <= 0:
        res.step("note", f"{res.name(who)} looks at no card (count {count})", rule=rule(res, "look"))
        return
    shown = deck_cards(res, deck)[:count]
    if not shown:
        res.step("note", f"the scenario lists no card in {deck_words(res, deck)}: there is nothing the model can name "
                         f"for {res.name(who)} to look at", rule=rule(res, "look"))
        return
    _seen(res, who, shown)
    res.step("op", f"{res.name(who)} looks at the top {counted(count, 'card')} of {deck_words(res, deck)}: "
                   f"{_names(res, shown)}{_listed(res, deck, shown, count)}{_stand_in(res, deck)}; only "
                   f"{res.name(who)} sees them, and may tell the other players anything about them",
             rule=rule(res, "look"))
    res.step("note", f"{'it stays' if len(shown) == 1 else 'they stay'} part of {deck_words(res, deck)} while looked "
                     "at, and go back in the same order: nothing moves", rule=rule(res, "look-return"))


HIDDEN_ZONES = ("deck", "encounter-deck")  # a deck's cards are face down (Look's "otherwise hidden")


def _hidden_from(res, card: str, who: str) -> bool:
    """Whether `card` is otherwise hidden from `who` (a reading: a card face down, in a deck, or in another
    player's hand — the cards no rule lets every player see)."""
    props = res.entities[card]
    return bool(props.get("facedown")) or props.get("zone") in HIDDEN_ZONES or \
        (props.get("zone") == "hand" and props.get("owner") != who)


def _look_hidden(res, node, args, op) -> None:
    """`look: {card, who}` or `look: {hand, who}`: a facedown card, or another player's hand, seen by `who` alone;
    nothing moves and nothing is turned over (Look, Looked-At). A card every player can see is not looked at."""
    who = _player(res, node, args, op)
    if "hand" in args:
        player = entity_of(res, node, args["hand"], "hand", op)
        if not res.model.is_player(res, player):
            raise ResolutionStopped(f"error: {op.path}.hand: {res.name(player)} is not a player: `hand` is the player "
                                    "whose hand is looked at", "error")
        cards = pile_cards(res, "hand", player)
        where = f"{possessive(res.name(player))} hand"
        if player == who:
            res.step("note", f"{where} is not hidden from {res.name(who)}: Look is for cards otherwise hidden, and "
                             "nothing changes", rule=rule(res, "look"))
            return
        if not cards:
            res.step("note", f"the scenario lists no card in {where}: there is nothing the model can name for "
                             f"{res.name(who)} to look at", rule=rule(res, "look"))
            return
    else:
        card = entity_of(res, node, args["card"], "card", op)
        zone = res.zone_name(res.entities[card].get("zone") or "play")
        if not _hidden_from(res, card, who):
            res.step("note", f"{res.name(card)} is not hidden (it is face up in {zone}): every player can see it, so "
                             "Look, for cards otherwise hidden, adds nothing (a reading)", rule=rule(res, "look"))
            return
        cards = [card]
        where = f"{res.name(card)}, face down in {zone}" if res.entities[card].get("facedown") else zone
    _seen(res, who, cards)
    one = len(cards) == 1
    res.step("op", f"{res.name(who)} looks at {where}: {_names(res, cards)}; only {res.name(who)} sees "
                   f"{'it' if one else 'them'}", rule=rule(res, "look"))
    res.step("note", f"{res.name(who)} may tell the other players anything about {'it' if one else 'them'}; "
                     f"{'it stays' if one else 'they stay'} where and as {'it is' if one else 'they are'}: nothing "
                     "moves or is turned over", rule=rule(res, "look-convey"))


# -- Search -----------------------------------------------------------------------------------------------
def search(res, node, args, op) -> None:
    """`search: {deck, for, to, count, who, pick}`: `who` looks at each card of the deck (or of its top `count`),
    adds one that satisfies `for` to `to` (a choice among several: `pick`, or every option explored), and the
    whole deck is shuffled once the ability has resolved (Search)."""
    if game_is_over(res):
        return
    if "discard_pile" in args:
        return _search_pile(res, node, args, op)
    who, deck = _player(res, node, args, op), _deck(res, node, args, op)
    count = amount_of(res, node, args["count"], op, "count") if "count" in args else None
    criteria, to = args["for"], args.get("to", "hand")
    area = deck_cards(res, deck)
    area = area[:max(0, count)] if count is not None else area
    found = [c for c in area if satisfies(res, node, c, criteria)]
    where = f"the top {counted(count, 'card')} of {deck_words(res, deck)}" if count is not None else \
        deck_words(res, deck)
    seen = (f"looks at each card the scenario lists there: {_names(res, area)}{_listed(res, deck, area, count)}"
            if area else "the scenario lists no card there")
    res.step("op", f"{res.name(who)} searches {where} for a card with {_criteria_words(criteria)}: {seen} (only "
                   f"{res.name(who)} sees them; cards being searched do not leave {deck_words(res, deck)})",
             rule=rule(res, "search"))
    _seen(res, who, area)  # a fact (flags): rolled back with the steps if the choice below must wait
    chosen = _choose(res, node, args, op, who, found, criteria)  # decided before any card moves
    keep_found(node, chosen)
    if chosen is None:
        res.step("note", f"{res.name(who)} finds no card that satisfies the search: nothing is added to "
                         f"{res.zone_name(to)}", rule=rule(res, "search-found"))
    else:
        _add(res, node, op, who, chosen, to, "search-found")
    _shuffle_after(res, node, op, deck, "search")


def _search_pile(res, node, args, op) -> None:
    """`search: {discard_pile, …}`: the player looks at each card of the discard pile (or of its top `count`) and
    adds one that satisfies `for` to `to`; the pile is not a deck, so nothing is shuffled (Search's last bullet
    names a deck: a reading, said in a step)."""
    who = _player(res, node, args, op)
    owner = _deck(res, node, {**args, "deck": args["discard_pile"]}, op)
    pile = pile_cards(res, "encounter-discard", None) if owner == ENCOUNTER else pile_cards(res, "discard", owner)
    count = amount_of(res, node, args["count"], op, "count") if "count" in args else None
    criteria, to = args["for"], args.get("to", "hand")
    area = pile[:max(0, count)] if count is not None else pile
    found = [c for c in area if satisfies(res, node, c, criteria)]
    words = pile_words(res, owner)
    where = f"the top {counted(count, 'card')} of {words}" if count is not None else words
    seen = (f"looks at each card the scenario lists there: {_names(res, area)}{_listed(res, owner, area, count)}"
            if area else "the scenario lists no card there")
    res.step("op", f"{res.name(who)} searches {where} for a card with {_criteria_words(criteria)}: {seen} (cards "
                   f"being searched do not leave {words})", rule=rule(res, "search"))
    chosen = _choose(res, node, args, op, who, found, criteria)
    keep_found(node, chosen)  # `result.found`, as a deck's search
    if chosen is None:
        res.step("note", f"{res.name(who)} finds no card that satisfies the search: nothing is added to "
                         f"{res.zone_name(to)}", rule=rule(res, "search-found"))
    else:
        _add(res, node, op, who, chosen, to, "search-found")
    res.step("note", f"{words} is not a deck: nothing is shuffled, and the cards left keep their order (a reading: "
                     "the shuffle after a search is for a deck any portion of which was searched)",
             rule=rule(res, "search-shuffle"))


def _choose(res, node, args, op, who, found, criteria):
    """The card the search adds: the only one found, the scenario's `pick` among several, else the player's
    choice (explored). A `pick` the search did not find is refused as a ruling, and the choice is made."""
    pick = entity_of(res, node, args["pick"], "pick", op) if args.get("pick") else None
    if pick is not None and pick not in found:
        res.refuse_play(f"{res.name(pick)} (the search's pick)",
                        f"it is not among the cards found that satisfy the search ({_criteria_words(criteria)})",
                        rule(res, "search-choose"),
                        "the player chooses among the cards found" if found else "nothing is added",
                        done="be chosen")
        pick = None
    if pick is not None or len(found) <= 1:
        return pick or (found[0] if found else None)
    at = (res.nodes[res.current].id or res.nodes[res.current].base) if res.current is not None else ""
    point = ChoicePoint("choose", tuple(found), tuple(range(len(found))), rule(res, "search-choose"), at,
                        tuple(found))
    chosen = found[res.decide(point)]
    res.decisions.append(("choose", f"the card {res.name(who)} takes from the search: {chosen}"))
    res.step("choice", f"{res.name(who)} finds {counted(len(found), 'card')} that satisfy the search "
                       f"({_names(res, found)}) and chooses {res.name(chosen)}", rule=rule(res, "search-choose"))
    return chosen


def _add(res, node, op, who, card, to, rule_name) -> None:
    """The card found goes to the area the instructions name: a move, with its windows (as `move`)."""
    props = res.entities[card]
    res.step("op", f"{res.name(who)} adds {res.name(card)} to {res.zone_name(to)}", rule=rule(res, rule_name))
    if props.get("zone") == to:
        res.step("note", f"{res.name(card)} is already in {res.zone_name(to)}: nothing moves",
                 rule=rule(res, rule_name))
        return
    move = Op("move", {"card": card, "to": to}, f"{op.path}.{card}")
    schedule(res, node, "builtin-op", {"op": move, "label": f"{res.name(card)} moves to {res.zone_name(to)}",
                                       "events": ({"event": "moved", "card": card, "from": props.get("zone"),
                                                   "to": to, "who": props.get("owner")},)})


def _shuffle_after(res, node, op, deck, why) -> None:
    """Search: "upon completion of that game step, game function, or card ability, shuffle that entire deck":
    the shuffle is put right after the last op of the list the search is written in (the ability's text, as a
    `play_card`'s `do`), before what follows the text (an event's discard, the play's after window), once."""
    shuffle = internal(SHUFFLE_OP, deck=deck, why=why)
    for frame in reversed(node.frames):
        ops = tuple(frame[0])
        if op not in ops:
            continue
        if shuffle not in ops[frame[1]:]:
            last = max(i for i, other in enumerate(ops) if other == op or _same_list(other, op))
            frame[0] = ops[:last + 1] + (shuffle,) + ops[last + 1:]
        return
    push(res, node, [shuffle])  # not found in a frame (an op run by another): at once, after it


def _same_list(other: Op, op: Op) -> bool:
    """Whether two ops are written in the same list of a scenario (paths `LIST[i].name`)."""
    return other.path.startswith(("start.", "abilities.")) and "[" in op.path and \
        other.path.rsplit("[", 1)[0] == op.path.rsplit("[", 1)[0]


def shuffle_after_op(res, node, args, op) -> None:
    """The internal op a search or a find leaves at the end of the ability: the deck it searched is shuffled."""
    if not game_is_over(res):
        shuffle_deck(res, args["deck"], "search-shuffle" if args["why"] == "search" else "find-shuffle")


# -- Shuffle ----------------------------------------------------------------------------------------------
def shuffle(res, node, args, op) -> None:
    """`shuffle: {deck, add_discard_pile}`: a card ability shuffles a deck (Shuffle); with `add_discard_pile`, its
    discard pile into it first — a pile of no card shuffles nothing (Discard Pile)."""
    if game_is_over(res):
        return
    deck = _deck(res, node, args, op)
    if args.get("add_discard_pile"):
        pile_zone, owner = ("encounter-discard", None) if deck == ENCOUNTER else ("discard", deck)
        pile = pile_cards(res, pile_zone, owner)
        if not pile:
            res.step("note", f"{pile_words(res, deck)} has no card: shuffling it into {deck_words(res, deck)} does not "
                             f"shuffle the deck", rule=rule(res, "discard-pile-empty"))
            return
        _into_deck(res, deck, pile)
    shuffle_deck(res, deck, "shuffle")


def pile_words(res, deck) -> str:
    return "the encounter discard pile" if deck == ENCOUNTER else f"{possessive(res.name(deck))} discard pile"


def _into_deck(res, deck, pile) -> None:
    """The discard pile's cards go into the deck, below the cards it has (the shuffle that follows makes the order
    unknown); an encounter card goes face down."""
    below = len(deck_cards(res, deck))
    res.step("op", f"{pile_words(res, deck)} ({_names(res, pile)}) is added to {deck_words(res, deck)} to be shuffled "
                   "with it", rule=rule(res, "shuffle"))
    for offset, card in enumerate(pile, start=1):
        res.entities[card]["position"] = below + offset
        if deck == ENCOUNTER:
            res.entities[card]["facedown"] = True
        res.move(card, ENCOUNTER + "-deck" if deck == ENCOUNTER else "deck")


def shuffle_deck(res, deck, rule_name) -> None:
    """The deck is randomized: no player can know its order. The model keeps the cards the scenario lists in
    their order as a stand-in, says so, and remembers it (a later look says so too)."""
    cards = deck_cards(res, deck)
    state.SHUFFLED.set(res, deck, True)
    why = {"search-shuffle": " (it was searched, and the ability that searched it has resolved)",
           "find-shuffle": " (it was searched to find a card, and that ability has resolved)"}.get(rule_name, "")
    listed = (f"the {counted(len(cards), 'card')} the scenario lists there keep their order as the model's stand-in "
              "(a reading: a shuffle's order cannot be known)" if len(cards) > 1 else
              f"the scenario lists {counted(len(cards), 'card')} there: nothing the model can name changes place")
    res.step("op", f"{deck_words(res, deck)} is shuffled{why}: no player can know the order of its cards; {listed}",
             rule=rule(res, "shuffle-unknown" if rule_name == "shuffle" else "search-shuffle"))
    res.emit({"event": "deck_shuffled", **({} if deck == ENCOUNTER else {"who": deck})})


# -- Find -------------------------------------------------------------------------------------------------
def find(res, node, args, op) -> None:
    """`find: {card, to, who}`: the player searches every game area where the card could be found and adds it
    to `to` (Find); the deck that could hold it is searched, so shuffled once the ability has resolved
    (Search: a reading, below)."""
    if game_is_over(res):
        return
    who = _player(res, node, args, op)
    card = entity_of(res, node, args["card"], "card", op)
    to = args.get("to", "hand")
    props = res.entities[card]
    zone = props.get("zone", "play")
    if zone == "removed":
        res.step("note", f"{res.name(who)} searches every game area for {res.name(card)}, which is removed from the "
                         "game: it does not interact with the game, so it is not found and nothing moves",
                 rule=rule(res, "removed"))
        _shuffle_after(res, node, op, _deck_of(res, card), "find")
        return
    res.step("op", f"{res.name(who)} searches each game area where {res.name(card)} could be found, and finds it in "
                   f"{res.zone_name(zone)}", rule=rule(res, "find"))
    _add(res, node, op, who, card, to, "find")
    deck = _deck_of(res, card)
    res.step("note", f"{deck_words(res, deck)} is one of the areas where {res.name(card)} could be found, so it was "
                     "searched and is shuffled once the ability has resolved (a reading: Find lists the decks among "
                     "the areas searched, and a searched deck is shuffled)", rule=rule(res, "search-shuffle"))
    _shuffle_after(res, node, op, deck, "find")


def _deck_of(res, card) -> str:
    """The deck a card could be in: its owner's (a player card), else the encounter deck."""
    owner = res.entities[card].get("owner")
    return owner if owner and res.model.is_player(res, owner) else ENCOUNTER


# -- the card found, for the text after ("reveal that card", "put it into play") ------------------------------
def keep_found(node, card: str | None) -> None:
    """The card a search added or a discard "until" stopped at is `result.found` for the ops after it in the
    resolution ("Reveal that card."); none found: no card is kept, and an op naming it does nothing (a reading:
    the Rules Reference has no entry for "that card"; it names the card the effect just found)."""
    if card is None:
        node.locals.pop("found", None)
    else:
        node.locals["found"] = card


# -- discarding until a card with criteria is discarded ---------------------------------------------------
def discard_top(res, node, args, op) -> None:
    """`discard_top`: with `count`, the top cards (cardops.discard_top); with `until`, cards from the top one at a
    time until one with the criteria is discarded or the deck is empty (Encounter Deck)."""
    if "until" not in args:
        cardops.discard_top(res, node, args, op)
        return
    deck = _deck(res, node, args, op)
    who = (entity_of(res, node, args["who"], "who", op) if args.get("who") else node.you) if deck == ENCOUNTER \
        else deck
    criteria = args["until"]
    cards = deck_cards(res, deck)
    stop = next((i for i, c in enumerate(cards) if satisfies(res, node, c, criteria)), None)
    taken = cards if stop is None else cards[:stop + 1]
    keep_found(node, None if stop is None else cards[stop])
    pile = "encounter-discard" if deck == ENCOUNTER else "discard"
    res.step("op", f"cards of {deck_words(res, deck)} are discarded one at a time from the top, in its order, until a "
                   f"card with {_criteria_words(criteria)} is discarded: {_names(res, taken)}"
                   f"{'' if stop is None else f' ({res.name(cards[stop])} met it: result.found)'}",
             rule=rule(res, "discard-until" if deck == ENCOUNTER else "discard-from-deck"))
    ops = []
    if taken:
        ops.append(occurrence_op("moves", {"cards": tuple((who, c) for c in taken), "to": pile, "verb": "discarded",
                                           "label": f"the top of {deck_words(res, deck)} is discarded",
                                           "on_top": True}, anchors=("discard-from-deck",) * 3))
    if stop is None and deck == ENCOUNTER:
        ops.append(internal("_mc_step", step="encounter-refill", data={"taken": len(taken)}))
    elif stop is None:
        res.step("note", f"no card the scenario lists in {deck_words(res, deck)} has {_criteria_words(criteria)}: "
                         "the model discards those it lists and stops there (it invents no other card)",
                 rule=rule(res, "discard-from-deck"))
    push(res, node, ops)


# -- Winning the Game: a scenario's alternate win or loss condition ---------------------------------------
def end_game(res, node, args, op) -> None:
    """`end_game: {players: win|lose, condition}`: the scenario's alternate condition is met, and the players
    win or lose accordingly; the game is over, and nothing more of it happens (Winning the Game)."""
    if game_is_over(res):
        return
    win = args["players"] == "win"
    condition = args.get("condition") or f"the scenario's alternate {'win' if win else 'loss'} condition"
    game_over(res, "the players have won" if win else "the players have lost")
    # the step, and every effect still running stops where it is, every one waiting is dropped (base.end_game)
    end(res, f"{condition}: {'a win' if win else 'a loss'} condition of the scenario is met, so the players "
             f"{'win' if win else 'lose'} the game; nothing more of the game happens", rule(res, "win-alternate"))
