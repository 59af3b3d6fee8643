"""Keywords that decide whether a card stays in play: Permanent, Temporary and Uses (X “type”).

- Permanent: "A card with the permanent keyword cannot be defeated, leave play, or have any part of its text
  box blanked, except by card abilities in the same set". A discard, defeat or move out of play of such a
  card is refused as a ruling (the card stays in play as it is) unless the effect's card and the permanent
  card name the same `card_set`. Player Elimination places it anyway (step 3: "even if that card has the
  permanent keyword"). Nothing in the model blanks a text box.
- Temporary: "A card with temporary must be discarded from play at the end of the round": at the end of
  the villain phase, once the round-long lasting effects have ended, each one in play is discarded (a
  discard with its windows), before the "when/after the round ends" occurrence (a reading: the rules'
  own step of the round's end, not an ability waiting in its window).
- Uses (X “type”): "When a card with this keyword enters play, place X all-purpose counters" (`counters`);
  `remove_counters: {card, amount}` takes them off (as a cost: `use_ability`'s `pay`); "After the last
  all-purpose counter is removed from a card with uses (and the effect resolves), discard that card" —
  once the play or use whose cost removed it has resolved (its after window), or else once the effect
  whose op removed it has ended; to the victory display if it has victory X (Victory X).
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state, teamwork, victory
from adjudicator.timing.marvel_champions.keywords import has_keyword, keyword_value
from adjudicator.timing.marvel_champions.table import in_play, number
from adjudicator.timing.marvel_champions.windows import internal, schedule

USES_EMPTY = "uses-empty"


# -- Permanent --------------------------------------------------------------------------------------------
def permanent_stays(res: Any, node: Any, card: str, what: str) -> bool:
    """Whether `card` has permanent and the effect may not take it out of play: then refused as a ruling
    (a step quoting the rule; the card stays in play as it is) and True."""
    if not has_keyword(res, card, "permanent") or not in_play(res, card):
        return False
    by = None
    if node is not None:  # the ability's card, or the card whose played/used text is resolving in this effect
        by = node.card or next(reversed(state.TEXT_OF.get(node)), None)
    own_set = res.entities[card].get("card_set")
    if by and own_set and res.entities.get(by, {}).get("card_set") == own_set:
        res.step("note", f"{res.name(card)} is permanent, but {res.name(by)} is a card of its own set ({own_set}): "
                         f"its ability may make it leave play", rule=rule(res, "permanent"))
        return False
    whose = (f"{res.name(by)} is not a card of its set" + ("" if own_set else " (no `card_set` is given for it)")
             if by else "no card ability of its set causes it")
    res.refuse_play(f"the {what} of {res.name(card)}", f"it has the permanent keyword, and {whose}",
                    rule(res, "permanent"), f"{res.name(card)} stays in play as it is", done="be made")
    return True


def discardable(res: Any, cards: list[str], player: str, what: str) -> list[str]:
    """The cards a rule's "choose and discard" may take (the ally limit, restricted): not a permanent one,
    which cannot leave play but by an ability of its set; a step says which are left out."""
    kept = [c for c in cards if has_keyword(res, c, "permanent")]
    if kept:
        res.step("note", f"{', '.join(res.name(c) for c in kept)} {'is' if len(kept) == 1 else 'are'} permanent: "
                         f"{res.name(player)} cannot choose {'it' if len(kept) == 1 else 'them'} among the {what} to "
                         "discard", rule=rule(res, "permanent"))
    return [c for c in cards if c not in kept]


# -- Temporary --------------------------------------------------------------------------------------------
def discard_temporary(res: Any, node: Any) -> None:
    """The end of the round: every card in play with temporary is discarded (an occurrence each)."""
    cards = sorted(c for c in res.entities if in_play(res, c) and has_keyword(res, c, "temporary"))
    for card in cards:
        res.step("phase", f"{res.name(card)} has temporary: it is discarded from play at the end of the round",
                 rule=rule(res, "temporary"))
        schedule(res, node, "discard-from-play", {"card": card})


# -- Uses (X “type”) --------------------------------------------------------------------------------------
def counters_on(res: Any, card: str) -> int:
    """The all-purpose counters on a card; a card in play with uses X and no `counters` written has X (it
    entered play before the scenario begins: a reading)."""
    props = res.entities.get(card, {})
    if "counters" in props:
        return number(props, "counters")
    return keyword_value(res, card, "uses") if in_play(res, card) and has_keyword(res, card, "uses") else 0


def entered_play(res: Any, card: str) -> None:
    """Uses X: the card enters play with X all-purpose counters; a minion with teamwork is marked as having
    just entered play (teamwork.py)."""
    teamwork.entered_play(res, card)
    if not has_keyword(res, card, "uses"):
        return
    x = keyword_value(res, card, "uses")
    res.entities[card]["counters"] = number(res.entities[card], "counters") + x
    res.step("op", f"{res.name(card)} has uses {x}: it enters play with {x} all-purpose counters",
             rule=rule(res, "uses-enter"))


def remove_counters_op(res: Any, node: Any, args: dict, op: Any) -> None:
    """`remove_counters`: that many counters come off the card (as many as it has); the last one off a card
    with uses makes it leave play once the effect has resolved."""
    card = entity_of(res, node, args["card"], "card", op)
    amount = amount_of(res, node, args.get("amount", 1), op)
    held = counters_on(res, card)
    if not in_play(res, card) or held <= 0 or amount <= 0:
        why = "is not in play" if not in_play(res, card) else "has no all-purpose counter"
        res.step("note", f"{res.name(card)} {why}: no counter is removed", rule=rule(res, "uses-enter"))
        return
    taken = min(held, amount)
    res.entities[card]["counters"] = held - taken
    res.step("op", f"{taken} all-purpose counter{'s' if taken > 1 else ''} removed from {res.name(card)} "
                   f"({held - taken} left)", rule=rule(res, "uses-enter"))
    if held - taken == 0 and has_keyword(res, card, "uses"):
        _after_the_effect(node, internal("_mc_step", step=USES_EMPTY, data={"card": card}))
        res.step("note", f"that was the last counter on {res.name(card)}: it leaves play once the effect has "
                         "resolved", rule=rule(res, "uses-empty"))


def _after_the_effect(node: Any, step_op: Any) -> None:
    """Run `step_op` once the effect under way has resolved: after the play or use waiting in this effect
    (its occurrence still to run: the counter was its cost), else once this effect's ops have all run."""
    for frame in reversed(node.frames):
        ops, at = frame
        for i in range(at, len(ops)):
            if ops[i].name == "_mc_occ" and ops[i].args.get("kind") == "played":
                frame[0] = ops[:i + 1] + (step_op,) + ops[i + 1:]
                return
    node.frames.insert(0, [(step_op,), 0])


def uses_empty_step(res: Any, node: Any, data: dict) -> None:
    """Uses: the card with no counter left leaves play — discarded (an occurrence), or with victory X placed
    in the victory display."""
    card = data["card"]
    if not in_play(res, card) or counters_on(res, card) > 0:
        return
    if has_keyword(res, card, "victory"):
        victory.place(res, card, f"the last all-purpose counter has been removed from {res.name(card)}",
                      "victory-uses")
        return
    res.step("phase", f"the last all-purpose counter has been removed from {res.name(card)} and the effect has "
                      "resolved: it is discarded", rule=rule(res, "uses-empty"))
    schedule(res, node, "discard-from-play", {"card": card})
