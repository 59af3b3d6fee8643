"""Phase I: playing a card. Paying its cost, one copy of a main character in play, replacing a copy, and
battleground cards (their victory points, their effect, then the bottom of their stack).

A card's printed cost is `cost` (how many cards in all) and `cost_colors` (its colored symbols, e.g.
"red blue"; the rest are any-card symbols). A main character has `main: true`; its copies share
`character` (or, if not given, `name`). A battleground card is `type: battleground` with `vp`.
"""
from adjudicator.grammar import counted, possessive
from adjudicator.timing.skirmish import board, tracks
from adjudicator.timing.base import game_ended, rule

COLORS = ("red", "yellow", "green", "blue")


def character(props):
    return props.get("character") or props.get("name")


def is_main(res, card):
    return bool((res.entities.get(card) or {}).get("main"))


def copy_in_play(res, card):
    """Another copy of the same main character on the board (the card in its own slot, or under one)."""
    if not is_main(res, card):
        return None
    mine = character(res.entities[card])
    for other in board.all_cards(res):
        props = res.entities[other]
        if other != card and props.get("main") and mine is not None and character(props) == mine:
            return other
    return None


def entry_refusal(res, card, side):
    """Why `card` cannot enter play on `side` beside a copy already in play (None if it may, or if it must
    replace that copy: then the copy is returned as the second value)."""
    other = copy_in_play(res, card)
    if other is None:
        return None, None
    if board.side_of(res, other) == side:
        return None, other
    if res.entities[other].get("captured"):
        return (f"{res.name(other)} was captured and is on the {board.side_of(res, other)} side: that hero cannot "
                f"enter play on the {side} side", "loki-captured"), None
    return (f"{res.name(other)} is already in play: there can never be more than one copy of a main character in "
            "play", "unique"), None


def replace(res, new, old, who):
    """Replacing a Main Character: free; the old copy's damage tokens removed, the old copy to its owner's
    discard pile, the new copy in its slot with no damage tokens (its immediate effect follows, as for
    any card played)."""
    name = res.name
    props = res.entities[old]
    slot, side = board.slot_of(res, old), board.side_of(res, old)
    under = board.cards_under(res, old)
    tokens = board.number(props, "damage")
    res.step("op", f"{name(new)} replaces {name(old)}, free: {possessive(name(old))} {counted(tokens, 'damage token')} "
                   f"{'is' if tokens == 1 else 'are'} removed and it goes to the discard pile; {name(new)} takes slot {slot}",
             rule=rule(res, "replace-how"))
    props["damage"] = 0
    props.pop("slot", None)
    res.move(old, "discard", verb="discarded", who=props.get("owner") or side)
    stale = board.number(res.entities[new], "damage")
    res.entities[new].update(side=side, slot=slot, damage=0)
    if stale:
        res.step("note", f"{name(new)} is a new copy placed in the slot: it has no damage tokens (the "
                         f"{stale} written on it out of play are not carried in)", rule=rule(res, "replace-how"))
    for card in under:
        res.entities[card]["under"] = new
    res.move(new, "board", verb="played", who=who or side,
             extra={"to": "board", "slot": slot, "side": side, "immediate": True, "replaced": old})


# -- costs ------------------------------------------------------------------------------------------------
def symbols(props):
    colored = [c for c in str(props.get("cost_colors") or "").replace(",", " ").split() if c]
    return colored, max(0, board.number(props, "cost") - len(colored))


def discounts(res, who, card):
    """The Cosmic Cube (one any-card symbol less for every card) and The Ten Rings (one card of any
    kind less for a battleground card): artifacts in front of the player with `ignores_any_card` or
    `battleground_discount`."""
    mine = [a for a, p in res.entities.items() if p.get("owner") == who and p.get("zone") == "play"
            and p.get("type") == "artifact"]
    off = []
    for artifact in sorted(mine):
        props = res.entities[artifact]
        if board.number(props, "ignores_any_card"):
            off.append((artifact, board.number(props, "ignores_any_card"), "cosmic-cube"))
        if res.entities[card].get("type") == "battleground" and board.number(props, "battleground_discount"):
            off.append((artifact, board.number(props, "battleground_discount"), "ten-rings"))
    return off


def payment_problem(res, who, card, paid, civilians):
    """What is wrong with paying `card` with the cards `paid` and the civilian markers `civilians` (colors),
    or None. Colored symbols need a card (or, for the Heroes, a civilian) of their color; any-card symbols
    take any card or civilian; the Cosmic Cube drops an any-card symbol, The Ten Rings a symbol of the
    player's choice (for a battleground card); what is paid must match what is left, exactly."""
    name = res.name
    colored, anys = symbols(res.entities[card])
    off = discounts(res, who, card)
    anys = max(0, anys - sum(n for _, n, r in off if r == "cosmic-cube"))
    free_choice = sum(n for _, n, r in off if r == "ten-rings")
    if len(set(paid)) != len(paid):
        return "a card is paid only once"
    for c in paid:
        props = res.entities.get(c) or {}
        if c == card or props.get("zone") != "hand" or board.controller(res, c) != who:
            return f"{name(c)} is not another card in {possessive(name(who))} hand"
    if civilians and board.faction(res, who) != "heroes":
        return "only the Heroes pay with civilian markers"
    if len(civilians) > board.number(res.entities[who], "civilians"):
        return f"{name(who)} have {board.number(res.entities[who], 'civilians')} civilian markers, not {len(civilians)}"
    pool = [res.entities[c].get("color") for c in paid] + list(civilians)
    unmatched = []
    for color in colored:
        if color in pool:
            pool.remove(color)
        else:
            unmatched.append(color)
    if len(unmatched) > free_choice:
        return f"nothing paid is {unmatched[0]} for the {unmatched[0]} symbol"
    owed = max(0, anys - (free_choice - len(unmatched)))
    if len(pool) != owed:
        total = len(colored) + anys - free_choice
        return f"the cost is {counted(total, 'card')} after discounts ({' + '.join(colored + ['any'] * anys)}), and " \
               f"{len(paid) + len(civilians)} were paid"
    return None


def pay(res, who, card, paid, civilians):
    """Pay: each card to the discard pile (a battleground card to the bottom of its stack), each civilian
    marker back to the game box."""
    name = res.name
    colored, anys = symbols(res.entities[card])
    for artifact, n, rule_name in discounts(res, who, card):
        res.step("note", f"{name(artifact)}: {n} card less to pay for {name(card)}", rule=rule(res, rule_name))
    what = ", ".join([name(c) for c in paid] + [f"a {c} civilian marker" for c in civilians]) or "nothing"
    res.step("op", f"{name(who)} pay {what} for {name(card)} (cost: {' + '.join(colored + ['any'] * anys) or 'free'})",
             rule=rule(res, "costs"))
    for c in paid:
        if res.entities[c].get("type") == "battleground":
            to_battleground_stack(res, c, "battleground-pay")
        else:
            res.move(c, "discard", verb="discarded", who=who)
    if civilians:
        res.entities[who]["civilians"] = board.number(res.entities[who], "civilians") - len(civilians)
        res.step("op", f"{counted(len(civilians), 'civilian marker')} {'goes' if len(civilians) == 1 else 'go'} back to the game box", rule=rule(res, "civilians-pay"))
        res.emit({"event": "lost", "who": who, "resource": "civilians", "amount": len(civilians)})


def to_battleground_stack(res, card, rule_name):
    bottom = 1 + max([board.number(p, "position") for p in res.entities.values()
                      if p.get("type") == "battleground" and p.get("zone") == "battleground-stack"] or [0])
    res.entities[card]["position"] = bottom
    res.step("op", f"{res.name(card)} goes face down to the bottom of the battleground cards stack",
             rule=rule(res, rule_name))
    res.move(card, "battleground-stack")


def battleground(res, who, card):
    """Playing a battleground card: its victory points (plus The Ten Rings' one), then its effect, then the
    bottom of the stack (see ops.recruit: the stack comes after the effect); never in a slot."""
    vp = board.number(res.entities[card], "vp")
    bonus = [a for a, _, r in discounts(res, who, card) if r == "ten-rings"]
    extra = sum(board.number(res.entities[a], "battleground_vp") for a in bonus)
    tracks.advance(res, who, "vp", vp + extra, "battleground-play")
    if game_ended(res):  # Game End: "The game ends immediately": nothing of the play is carried out after it
        res.step("note", f"the game has ended: {possessive(res.name(card))} effect is not carried out, and it is "
                         "not placed at the bottom of the battleground cards stack: it stays where it was "
                         f"({res.entities[card].get('zone')})", rule=rule(res, "game-end"))
        return
    res.move(card, "play", verb="played", who=who, extra={"to": "play"})
