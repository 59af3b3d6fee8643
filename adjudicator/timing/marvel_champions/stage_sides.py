"""The two sides of the main scheme's new stage (Main Scheme, advancing, steps 2 and 3): "Resolve any “When
Revealed” ability on the “A” side of the new top card of the main scheme deck", then "Flip the top card of the
main scheme deck to its “B” side and resolve any “When Revealed” ability on that side of the card."

A stage is one entity (`stage` counts them), so each side is an occurrence of its own, event `stage_revealed`
{card, stage, side}: side `a`'s, with its windows (its When Revealed abilities resolve there), then side `b`'s. An
ability of the stage written `timing: when-revealed, on: {event: stage_revealed, card: SCHEME, side: a}`
answers one side. Both follow every advance (by threat, or by a card: scheme_advance.py).
"""
from adjudicator.timing.marvel_champions.vocabulary import SIDES
from adjudicator.timing.marvel_champions.windows import GENERIC_ANCHORS, occurrence_op

SIDE_RULES = {"a": "advance-side-a", "b": "advance-side-b"}


def sides_revealed(scheme: str, stage: int) -> tuple:
    """The occurrences of the new stage's A side, then its B side, to come after the advance's step 1."""
    return tuple(occurrence_op("occur", {"event": {"event": "stage_revealed", "card": scheme, "stage": stage,
                                                   "side": side}, "do": ()},
                               anchors=(GENERIC_ANCHORS[0], SIDE_RULES[side], GENERIC_ANCHORS[2]))
                 for side in SIDES)
