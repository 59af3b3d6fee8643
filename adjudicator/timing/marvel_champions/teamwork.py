"""Teamwork (Trait): "After a minion with teamwork enters play and engages a player, if there is at least
one other minion that shares the specified trait in play, each minion that shares the teamwork keyword with
the same specified trait activates against the player it is engaged with."

Written `teamwork (hydra)` (the trait in parentheses; case ignored, as traits are). A rules' own effect,
`teamwork:MINION`, answers the engagement of a minion that has just entered play (entered_play marks it;
its first engagement after that takes the mark): a keyword at priority 1 of the after window, or under
ruleset 1.8 with the forced responses, where 1.8 puts quickstrike (a reading: 1.8's excerpt says nothing of
teamwork). Each minion with teamwork of that trait that is engaged with a player activates against that
player (attack or scheme by the player's form: an activation like any other); the one that entered first,
then the others in the scenario's order (a reading: the text gives no order).
"""
from __future__ import annotations

import re
from typing import Any

from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.keywords import keywords_of
from adjudicator.timing.marvel_champions.state import JUST_ENTERED
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.windows import internal
TEAMWORK = re.compile(r"^teamwork \((.+)\)$")


def teamwork_trait(res: Any, card: str) -> str | None:
    """The trait of the card's teamwork keyword (lowercase), or None."""
    for keyword in keywords_of(res, card):
        match = TEAMWORK.match(keyword)
        if match:
            return match.group(1).strip().lower()
    return None


def has_trait(res: Any, card: str, trait: str) -> bool:
    return trait in {str(t).strip().lower() for t in res.entities.get(card, {}).get("traits", ()) or ()}


def entered_play(res: Any, card: str) -> None:
    """A minion with teamwork entered play: its next engagement is the one "after [it] enters play"."""
    if res.entities.get(card, {}).get("type") == "minion" and teamwork_trait(res, card):
        JUST_ENTERED.set(res, card, True)


def effects(res: Any, events: tuple, effect: Any) -> list:
    """The `teamwork:MINION` effects answering these events (`effect`: effects.BuiltinEffect)."""
    out = []
    for event in events:
        minion = event.get("card")
        if event["event"] != "engaged" or not JUST_ENTERED.take(res, minion):
            continue
        trait = teamwork_trait(res, minion)
        if trait is None:
            continue
        minions = sorted(c for c, p in res.entities.items() if p.get("type") == "minion" and in_play(res, c))
        if not any(has_trait(res, m, trait) for m in minions if m != minion):
            res.step("note", f"{res.name(minion)} has teamwork ({trait}) and entered play engaged, but no other minion "
                             f"in play has the trait {trait}: no minion activates", rule=rule(res, "teamwork"))
            continue
        team = [minion] + [m for m in minions if m != minion and teamwork_trait(res, m) == trait]
        team = [m for m in team if res.entities[m].get("engaged")]
        says = (f"Teamwork ({trait}) of {res.name(minion)}: it entered play and engaged {res.name(event.get('who'))}, "
                f"and another minion in play has the trait {trait}: "
                f"{', '.join(res.name(m) for m in team)} activate{'s' if len(team) == 1 else ''}, each against the "
                "player it is engaged with")
        out.append(effect(f"teamwork:{minion}", "keyword", f"Teamwork of {res.name(minion)}", minion, event.get("who"),
                          (internal("_mc_teamwork", team=tuple(team)),), event, says, "teamwork"))
    return out
