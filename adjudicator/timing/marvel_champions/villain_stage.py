"""Villain Defeat: what a villain's next stage keeps when its title changes.

"Attachments, upgrades, status cards, counters, and non-damage tokens on a villain carry over to the new
stage. • If the new stage of the villain has a different title from the previous stage, attachments,
upgrades, status cards, counters, and non-damage tokens do not carry over." and "If a villain is defeated
while activating, the villain resumes that activation using the new villain stage. • If the new stage of
the villain has a different title from the previous stage, the activation ends without resolving."

A scenario gives the next stage's title as `next_name`; a stage with none keeps its title.
"""
from typing import Any

from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.activation_end import end_activation
from adjudicator.timing.marvel_champions.keywords import tough_on_entering
from adjudicator.timing.marvel_champions.leaving import discard_from_play
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.windows import GENERIC_ANCHORS, internal, occurrence_op
from adjudicator.timing.base import rule

STATUS_CARDS = ("stunned", "confused", "tough")
STAGE_ENTERS_PLAY = "villain-stage-enters-play"


def title_changes(props: dict[str, Any]) -> bool:
    """Whether the next stage (its `next_name`, read before the advance) has a different title."""
    following = props.get("next_name")
    return isinstance(following, str) and following != props.get("name")


def drop_what_does_not_carry_over(res: Any, villain: str, old_title: str) -> None:
    """The new stage with a different title: its status cards go back to the pool and the cards attached to it
    are discarded (each a discard from play, with the step saying where it goes). Counters and tokens the
    scenario writes as its own properties are not known to the model as counters: a step says so."""
    props = res.entities[villain]
    statuses = [s for s in STATUS_CARDS if props.get(s)]
    for status in statuses:
        props[status] = False
    attached = sorted(c for c, p in res.entities.items() if p.get("attached_to") == villain and in_play(res, c))
    dropped = [f"its {s} status card" for s in statuses] + [res.name(c) for c in attached]
    what = (f"{', '.join(dropped)} {'does' if len(dropped) == 1 else 'do'} not carry over to the new stage" if dropped
            else "it had no attachment, upgrade or status card to carry over")
    res.step("phase", f"{res.name(villain)} has a different title from {old_title}: {what} (the scenario's own "
                      "counters, if any, are not known to the model as counters)",
             rule=rule(res, "villain-new-title-keeps-nothing"))
    for card in attached:
        discard_from_play(res, card)


def end_its_activation(res: Any, villain: str) -> bool:
    """A villain whose new stage has another title stops the activation it was making, without resolving it."""
    ended = False
    for node in res.nodes:
        for n, record in state.RECORD.all(node):
            if record.get("kind") == "activation" and record["data"].get("enemy") == villain and not record.get("ended"):
                res.step("note", f"{res.name(villain)} was activating and its new stage has a different title: the "
                                 "activation ends without resolving", rule=rule(res, "villain-new-title-activation-ends"))
                end_activation(res, node, n, f"{res.name(villain)} is a new villain stage with another title")
                ended = True
    return ended


def stage_revealed(villain: str, stage: int) -> tuple:
    """Villain Defeat: "The next sequential stage of the villain deck is revealed." When Revealed Abilities: "When
    a player reveals ... a new villain stage, all “When Revealed” abilities on the card resolve." The reveal is an
    occurrence, event `stage_revealed` {card, stage}, as a main scheme stage's side is (stage_sides.py): a When
    Revealed ability of the stage is written `timing: when-revealed, on: {event: stage_revealed, card: VILLAIN}`.
    The revealed stage enters play as it is revealed (Enters Play: "revealing a card from the encounter deck"
    is one means; the villain deck is an out-of-play area): a stage with toughness gets its tough card then
    (stage_entered_play)."""
    enters = internal("_mc_step", step=STAGE_ENTERS_PLAY, data={"villain": villain})
    return (occurrence_op("occur", {"event": {"event": "stage_revealed", "card": villain, "stage": stage},
                                    "do": (enters,)},
                          anchors=(GENERIC_ANCHORS[0], "villain-stage-revealed", GENERIC_ANCHORS[2])),)


def stage_entered_play(res: Any, node: Any, data: dict[str, Any]) -> None:
    """Toughness: "When a character with the toughness keyword enters play, place a tough status card on it." A
    new villain stage enters play as it is revealed (a reading: Enters Play names revealing a card, and the stage
    comes from the villain deck, out of play); a tough card carried over from the previous stage is not doubled."""
    tough_on_entering(res, data["villain"], " (its new stage enters play as it is revealed from the villain deck: "
                                            "a reading of Enters Play, which names revealing a card)")
