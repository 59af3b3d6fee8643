"""One response window for a hero's or ally's attack and its damage (Triggering Condition).

Triggering Condition: "If a single game occurrence creates multiple triggering conditions (such as a single attack
causing a character to both take damage and be defeated), those triggering conditions are handled with a single
interrupt window and a single response window. During each of these windows, abilities that refer to any of the
triggering conditions created by the occurrence may be used in any order." A player's attack, the damage it deals
and a defeat that damage causes are one occurrence's triggering conditions: what answers the damage (dealt, taken,
a defeat) waits for the attack's after window and is used there in any order with what answers the attack — a
reading, said in the step: the example names the damage and the defeat of "a single attack", not the attack's own
"after … attacks", and the publisher's timing flowchart puts a basic power's "After … character attacks" (4) after
the responses to its damage (3.3); a basic attack keeps the flowchart's steps (sequences.power_resolve_step).

Retaliate X (1.5) orders the abilities "surrounding the retaliate keyword": "1. Abilities that trigger “after
[character] takes any amount of damage...” 2. Retaliate X 3. Abilities that trigger “after [character] is
attacked...” or “after [character] attacks [and damages]...”". Under rulesets 1.5 to 1.7, an attack on a character
with retaliate keeps that order — the damage's responses, retaliate, then the attack's — even if the character does
not survive (a reading: the list is the text's only order for an attack on a retaliating character). Under 1.8
retaliate is a forced response in the attack's after window, and the damage always shares it.
"""
from __future__ import annotations

from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.keywords import keyword_value


def shares_the_attacks_window(res: Any, attacked: tuple) -> bool:
    """Whether the attack's damage answers in the attack's after window (a step says so), or keeps its own before
    retaliate and the attack's (1.5–1.7, an attacked character with retaliate: a step says that too)."""
    retaliating = [t for t in attacked if keyword_value(res, t, "retaliate") > 0]
    if retaliating and not res.model.retaliate_is_a_response(res):
        res.step("note", f"{' and '.join(res.name(t) for t in retaliating)} "
                         f"{'has' if len(retaliating) == 1 else 'have'} retaliate: what answers the attack's damage "
                         "resolves first, then retaliate, then what answers the attack (Retaliate X's order; a "
                         "reading where the character does not survive)", rule=rule(res, "retaliate-order"))
        return False
    res.step("note", "the attack, its damage and a defeat it causes are one occurrence: what answers the damage "
                     "(taken, dealt, a defeat) waits for the attack's after window, one response window where the "
                     "abilities are used in any order (a reading: the entry's example names the damage and the defeat "
                     "of “a single attack”, not the attack's own “after … attacks”; docs/rulings.md)",
             rule=rule(res, "one-window"))
    return True
