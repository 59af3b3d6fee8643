"""A card ability that deals a player encounter cards (Deal, Deal an Encounter Card; Encounter Deck).

A card dealt by an ability waits face down in front of the player and is revealed in the villain phase
with the cards dealt there (villain.reveal_step reveals every face-down card dealt to the player, in the
order dealt, so one dealt during steps 3 or 4 joins that queue). Discarding from the top of the
encounter deck is `discard_top` (cardops).
"""
from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.grammar import counted
from adjudicator.errors import ResolutionStopped
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.sequences import step
from adjudicator.timing.marvel_champions.windows import push

DEAL_ANCHORS = ("deal-by-ability",) * 3


def _player(res, node, args, op, what):
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else node.you or res.current_player
    if who is None:
        raise ResolutionStopped(f"error: {op.path}.who: no player {what} (give `who`, or the scenario's `players`)",
                                "error")
    return who


def deal_encounter(res, node, args, op) -> None:
    """`deal_encounter`: `count` (default 1) encounter cards dealt face down to `who` (default you), one at a
    time from the top of the encounter deck (refilled if it is empty: Encounter Deck); not revealed now."""
    who = _player(res, node, args, op, "is dealt the card")
    if not res.model.is_player(res, who):
        raise ResolutionStopped(f"error: {op.path}.who: {res.name(who)} is not a player: an encounter card is "
                                "dealt to a player, who reveals it in the villain phase", "error")
    count = amount_of(res, node, args["count"], op, "count") if "count" in args else 1
    if count <= 0:
        res.step("note", f"no encounter card is dealt to {res.name(who)} (count {count})",
                 rule=rule(res, "deal-by-ability"))
        return
    res.step("phase", f"{res.name(who)} is dealt {counted(count, 'encounter card')} face down because a card says "
                      "so: not revealed now, but added to the cards they reveal in the villain phase",
             rule=rule(res, "deal-queue"))
    # one step at a time, each pushing the next (`left`): a step per card up front was a billion for `count: 10**9`
    push(res, node, [step("deal-one", who=who, rule_name="deal-by-ability", left=count, count=count)])
