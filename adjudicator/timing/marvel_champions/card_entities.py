"""`card: CODE` (or the card's name) on a Marvel Champions entity: the entity gets the card's type, name, stats
and printed keywords, before validation, where the scenario does not give them itself.

The cards live in the rules library (rulesapp, Django), which registers a source here when Django starts
(rulesapp/apps.py); without one (`python -m adjudicator`, or no cards imported) `card:` is refused at its
line, saying how to add the cards. An unknown code or name is refused with "did you mean"; a name several
cards share is refused with the choice of codes. A stat printed per player (hit points "14 per player") is
not guessed: the entity must give it, or it is refused at the `card:` line. A starred stat is its printed
value (what the star's text does is not read). A code YAML reads as a number (`card: 01075` is the octal
573) is refused unless it is five digits (`card: 99010`). The card's
triggered abilities are not added (their effects are not read): the card page's scenario skeleton
(card_scenario.skeleton) gives them with their holes.
"""
from __future__ import annotations

import difflib
from collections.abc import Callable
from typing import Protocol

from adjudicator.timing.marvel_champions.card_scenario import STATS, TYPES, keywords

GAME = "marvel-champions"


class CardSource(Protocol):
    def by_code(self, code: str) -> dict | None: ...
    def by_name(self, name: str) -> list[dict]: ...
    def names(self) -> list[str]: ...


_source: Callable[[], CardSource | None] | None = None


def register(source: Callable[[], CardSource | None]) -> None:
    """Set what `card:` reads cards from: a callable giving a CardSource, or None while there are no cards."""
    global _source
    _source = source


def _describe(card: dict) -> str:
    return f"{card['code']} ({card['type_code'].replace('_', ' ')}{', ' + card['pack_name'] if card.get('pack_name') else ''})"


def _find(value: str, source: CardSource, path: str) -> tuple[dict | None, list[tuple[str, str]]]:
    card = source.by_code(value.strip())
    if card is not None:
        return card, []
    named = [card for card in source.by_name(value.strip()) if not card.get("duplicate_of")]
    if len(named) == 1:
        return named[0], []
    if named:
        choices = ", ".join(_describe(card) for card in named)
        return None, [(path, f"several cards are named {value!r}: {choices}; give the code of the one you mean")]
    close = difflib.get_close_matches(value.strip(), source.names(), n=3, cutoff=0.75)
    hint = f"; did you mean {' or '.join(repr(name) for name in close)}?" if close else ""
    return None, [(path, f"no card has the code or name {value!r}{hint}")]


def _fill(entity: dict, card: dict, path: str) -> list[tuple[str, str]]:
    problems = []
    entity.setdefault("type", TYPES.get(card["type_code"], card["type_code"].replace("_", "-")))
    entity.setdefault("name", card["name"])
    if card["type_code"] == "alter_ego":
        entity.setdefault("form", "alter-ego")
    stats = card.get("stats") or {}
    for key, prop in STATS:
        if key not in stats or prop in entity:
            continue
        if stats.get(f"{key}_per_hero"):  # the number of players is the scenario's to say
            problems.append((path, f"card {card['code']} prints {prop} {stats[key]} per player: give `{prop}` "
                                   "on the entity"))
            continue
        if stats[key] is not None:
            entity[prop] = stats[key]
    printed = keywords(card.get("text", ""))
    if printed:
        entity["keywords"] = list(entity.get("keywords") or []) + [k for k in printed
                                                                   if k not in (entity.get("keywords") or [])]
    return problems


def expand(data) -> list[tuple[str, str]]:
    """Replace each Marvel Champions entity's `card:` by what the card gives; (path, message) of each problem."""
    if not isinstance(data, dict) or data.get("game") != GAME or not isinstance(data.get("entities"), dict):
        return []
    wanted = [(eid, spec) for eid, spec in data["entities"].items() if isinstance(spec, dict) and "card" in spec]
    if not wanted:
        return []
    source = _source() if _source is not None else None
    problems = []
    for eid, spec in wanted:
        path = f"entities.{eid}.card"
        value = spec.get("card")
        if isinstance(value, int) and not isinstance(value, bool):
            # YAML reads 99010 as a number, and 01075 as the octal number 573: only a five-digit number is
            # taken as the code it spells.
            if len(str(value)) != 5:
                problems.append((path, f"YAML reads this code as the number {value}: write it in quotes, "
                                       "e.g. card: \"01075\""))
                continue
            value = str(value)
        if not isinstance(value, str) or not value.strip():
            problems.append((path, "expected a card's code (e.g. 01001a) or name"))
            continue
        if source is None:
            problems.append((path, "no Marvel Champions cards to read: an operator imports them with "
                                   "`manage.py import_cards PATH` (README: Marvel Champions cards), and the "
                                   "site or `manage.py adjudicate` reads them; `python -m adjudicator` cannot"))
            continue
        card, found_problems = _find(value, source, path)
        problems += found_problems
        if card is not None:
            del spec["card"]
            problems += _fill(spec, card, path)
    return problems
