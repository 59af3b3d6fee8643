"""Team-Up: "The team-up keyword names two characters. … Additionally, a card with the team-up keyword cannot be
played unless both of the named characters (identity or ally) are in play."

Written `team-up (Spider-Man, Black Cat)`: the two titles in parentheses, a comma between them. A play
restriction, checked as the play is declared (Initiating Abilities 1, "Check play restrictions"): a named
character is in play when a hero or ally in play has that title (`name`, case ignored). An identity is known by
its hero title only and is in play on its hero side (Identity: "The facedown side of an identity card is
considered to be out of play"; a reading: the model knows no alter-ego title, so an identity in alter-ego form is
not the hero it names). The deck-building half of the entry (the player's identity must match one of the named
characters) is decided before the game: nothing resolves.
"""
from __future__ import annotations

import re
from typing import Any

from adjudicator.scenario.vocabulary import one_letter_apart
from adjudicator.timing.marvel_champions.keywords import keywords_of
from adjudicator.timing.marvel_champions.table import in_play

TEAM_UP = re.compile(r"^team-up \((.+)\)$")
CHARACTERS = ("hero", "ally")


def named(keyword: str) -> tuple[str, ...] | None:
    """The titles a `team-up (A, B)` keyword names, or None for another keyword."""
    match = TEAM_UP.match(keyword)
    return tuple(t.strip() for t in match.group(1).split(",")) if match else None


def check_entities(entities: Any) -> list[tuple[str, str]]:
    """A team-up keyword names two characters: two titles, a comma between them; a title a letter from a hero's or
    ally's title of the scenario, and not one, is refused with "did you mean" (it would never be in play)."""
    problems = []
    titles_here = sorted({str(p.get("name") or e) for e, p in entities.items() if p.get("type") in CHARACTERS})
    for eid, props in entities.items():
        for i, keyword in enumerate(props.get("keywords") or ()):
            titles = named(keyword) if isinstance(keyword, str) else None
            if titles is None:
                continue
            where = f"entities.{eid}.keywords[{i}]"
            if len(titles) != 2 or not all(titles):
                problems.append((where, "the team-up keyword names two characters (Team-Up): write their titles with "
                                        f"a comma between them, e.g. `team-up (Spider-Man, Black Cat)`; got {keyword!r}"))
                continue
            for title in titles:
                if any(t.casefold() == title.casefold() for t in titles_here):
                    continue
                near = next((t for t in titles_here if one_letter_apart(title.casefold(), t.casefold())), None)
                if near:
                    problems.append((where, f"{title!r} is no hero or ally title of this scenario (did you mean "
                                            f"{near!r}?): a team-up names the characters by their titles"))
    return problems


def _in_play_titled(res: Any, title: str) -> str | None:
    want = title.casefold()
    return next((c for c, p in sorted(res.entities.items()) if p.get("type") in CHARACTERS
                 and str(p.get("name") or c).casefold() == want and in_play(res, c)
                 and (p.get("type") != "hero" or p.get("form", "hero") == "hero")), None)


def _as_written(res: Any, title: str) -> str:
    """A named title as a card of the scenario writes it (keywords are read in lowercase), else as given."""
    return next((str(p["name"]) for _, p in sorted(res.entities.items())
                 if str(p.get("name") or "").casefold() == title.casefold()), title)


def missing(res: Any, card: str) -> str | None:
    """Why `card` cannot be played for its team-up keyword (a named character not in play), else None."""
    for keyword in keywords_of(res, card):
        titles = named(keyword)
        if not titles:
            continue
        shown = [_as_written(res, t) for t in titles]
        absent = [s for t, s in zip(titles, shown, strict=True) if _in_play_titled(res, t) is None]
        if absent:
            return (f"{res.name(card)} has team-up ({', '.join(shown)}), and {' and '.join(absent)} "
                    f"{'is' if len(absent) == 1 else 'are'} not in play (a hero or ally with that title; an identity "
                    "on its hero side, the model knowing no alter-ego title)")
    return None
