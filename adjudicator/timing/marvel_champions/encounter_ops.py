"""A card ability that deals a player encounter cards, or discards cards from the encounter deck (Deal,
Deal an Encounter Card; Encounter Deck).

A card dealt by an ability waits face down in front of the player and is revealed in the villain phase
with the cards dealt there (villain.reveal_step reveals every face-down card dealt to the player, in the
order dealt, so one dealt during steps 3 or 4 joins that queue). Cards discarded from the encounter
deck go one at a time, each an occurrence with its windows; an emptied deck ends the discarding.
"""
from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.grammar import counted
from adjudicator.errors import ResolutionStopped
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.encounter_deck import take_top
from adjudicator.timing.marvel_champions.happenings import Happening
from adjudicator.timing.marvel_champions.sequences import step
from adjudicator.timing.marvel_champions.table import encounter_deck
from adjudicator.timing.marvel_champions.windows import occurrence_op, push

DEAL_ANCHORS = ("deal-by-ability",) * 3
DISCARD_ANCHORS = ("discard-encounter-card",) * 3


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
    count = amount_of(res, node, args["count"], op, "count") if "count" in args else 1
    if count <= 0:
        res.step("note", f"no encounter card is dealt to {res.name(who)} (count {count})",
                 rule=rule(res, "deal-by-ability"))
        return
    res.step("phase", f"{res.name(who)} is dealt {counted(count, 'encounter card')} face down because a card says "
                      "so: not revealed now, but added to the cards they reveal in the villain phase",
             rule=rule(res, "deal-queue"))
    push(res, node, [step("deal-one", who=who, rule_name="deal-by-ability") for _ in range(count)])


def discard_encounter(res, node, args, op) -> None:
    """`discard_encounter`: the top `count` cards of the encounter deck are discarded, one at a time, until
    that many are discarded or the deck is empty (Encounter Deck)."""
    count = amount_of(res, node, args["count"], op, "count")
    if count <= 0:
        res.step("note", f"no card is discarded from the encounter deck (count {count})",
                 rule=rule(res, "encounter-discard-until-empty"))
        return
    res.step("phase", f"the top {counted(count, 'card')} of the encounter deck {'is' if count == 1 else 'are'} "
                      "discarded, one at a time, until that many are or the deck is empty",
             rule=rule(res, "encounter-discard-until-empty"))
    push(res, node, [step("encounter-discard-one", left=count, done=0)])


def discard_one_step(res, node, data) -> None:
    """One card from the top of the encounter deck to its discard pile (an occurrence), then the next; an
    empty deck ends the effect: it "is considered to be fulfilled", and the new deck is not discarded from."""
    deck = encounter_deck(res)
    if not deck:
        res.step("note", f"the encounter deck is empty after {data['done']} of the {data['done'] + data['left']} "
                         "cards: the ability is fulfilled, and does not go on with the newly shuffled deck",
                 rule=rule(res, "encounter-discard-fulfilled"))
        take_top(res)  # Encounter Deck: "immediately shuffled", with its acceleration token
        return
    card = deck[0]
    more = [step("encounter-discard-one", left=data["left"] - 1, done=data["done"] + 1)] if data["left"] > 1 else []
    push(res, node, [occurrence_op("encounter-discarded", {"card": card}, anchors=DISCARD_ANCHORS), *more])


class EncounterDiscarded(Happening):
    """A card discarded from the top of the encounter deck: "placed faceup on top of the encounter discard
    pile" (Discard); event `discarded` {card}."""

    anchors = DISCARD_ANCHORS

    def check(self, res, node, data):
        if res.entities[data["card"]].get("zone") != "encounter-deck":
            return f"{res.name(data['card'])} is no longer in the encounter deck: it is not discarded"
        return None

    def events(self, res, node, data):
        return ({"event": "discarded", "card": data["card"], "who": None},)

    def label(self, res, data):
        return f"{res.name(data['card'])} is discarded from the encounter deck"

    def happen(self, res, node, n, rec):
        card = rec["data"]["card"]
        res.entities[card]["facedown"] = False
        res.move(card, "encounter-discard", verb="discarded")
        return ()


KINDS = {"encounter-discarded": EncounterDiscarded()}
STEPS = {"encounter-discard-one": discard_one_step}
