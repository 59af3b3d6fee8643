"""`card: CODE` (or the card's name) on a Marvel Champions entity: the entity gets the card's type, name, stats
and printed keywords, before validation, where the scenario does not give them itself.

The cards live in the rules library (rulesapp, Django), which registers a source here when Django starts
(rulesapp/apps.py); without one (`python -m adjudicator`, or no cards imported) `card:` is refused at its
line, saying how to add the cards. An unknown code or name is refused with "did you mean"; a name several
cards share is refused with the choice of codes. A stat printed per player (hit points "14 per player") is
not guessed: the entity must give it, or it is refused at the `card:` line. A starred stat is its printed
value (what the star's text does is not read). A code YAML reads as a number (`card: 01075` is the octal
573) is refused unless it is five digits (`card: 99010`). The card's
triggered abilities are not added by themselves (most effects cannot be read): an ability says `from_card: N`
to have its timing, form, label, `on` and `do` filled from the card reader, any hole refused at that line
(docs/cards.md); the card page's scenario skeleton (card_scenario.skeleton) gives them written out.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from typing import Protocol

from adjudicator.timing.marvel_champions.card_abilities import OTHER_FIELD, SUBJECT_FIELD, ReadAbility, read_abilities
from adjudicator.timing.marvel_champions.card_effects import find_role_holes, scenario_ops
from adjudicator.timing.marvel_champions.card_scenario import (
    STATS,
    TYPES,
    effect_unread,
    keywords,
    role_value,
    unread_keywords,
)

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


def lookup(query: str, limit: int = 15) -> list[dict] | None:
    """Cards whose code is `query` or whose name holds it (names starting with it first), for the form builder's
    card field: [{code, name, subname, type, pack}]; None while there are no cards to read."""
    source = _source() if _source is not None else None
    if source is None:
        return None
    query = query.strip()
    if not query:
        return []
    found = []
    by_code = source.by_code(query)
    if by_code is not None:
        found.append(by_code)
    lowered = query.lower()
    names = sorted((name for name in source.names() if lowered in name.lower()),
                   key=lambda name: (not name.lower().startswith(lowered), len(name), name))
    for name in names:
        if len(found) >= limit:
            break
        found += [card for card in source.by_name(name) if not card.get("duplicate_of") and card not in found]
    return [{"code": card["code"], "name": card["name"], "subname": card.get("subname") or "",
             "type": card["type_code"].replace("_", " "), "pack": card.get("pack_name") or "",
             "abilities": reading(card)}
            for card in found[:limit]]


def reading(card: dict) -> list[dict]:
    """What `from_card: N` takes from each of the card's triggers, for the form builder to show beside the card:
    the trigger and clause as printed, what they were read as, the effect's words and the ops read from them,
    and every hole."""
    shown = []
    for number, ability in enumerate(read_abilities(card.get("text", ""), card["name"]), 1):
        effect = ability.effect
        shown.append({
            "n": number, "trigger": ability.trigger, "clause": ability.clause, "timing": ability.timing,
            "form": ability.form, "on": ability.pattern(),
            "if": ability.condition if not ability.flagged("condition") else None,
            "effect": effect.words if effect else "", "ops": effect.keys() if effect else [],
            "effect_read": bool(effect and effect.read),
            "holes": [f"{hole.field}: {hole.reason}" for hole in ability.holes]
            + [f"effect: {f'“{hole.words}”: ' if hole.words else ''}{hole.reason}" for hole in (effect.holes if effect else [])],
        })
    return shown


def find_card(value: str) -> tuple[dict | None, str | None]:
    """The one card a code or name gives (outline mode's `(card …)`), or (None, what is wrong: no cards, an
    unknown code or name with "did you mean", a name several cards share with their codes)."""
    source = _source() if _source is not None else None
    if source is None:
        return None, NO_CARDS
    card, problems = _find(value, source, "")
    return card, (problems[0][1] if problems else None)


def named_cards(name: str) -> list[dict]:
    """The cards (reprints left out) whose name is exactly `name`; none while no cards are imported."""
    source = _source() if _source is not None else None
    if source is None or not name.strip():
        return []
    return [card for card in source.by_name(name.strip()) if not card.get("duplicate_of")]


NO_CARDS = ("no Marvel Champions cards to read: an operator imports them with `manage.py import_cards PATH` "
            "(README: Marvel Champions cards), and the site or `manage.py adjudicate` reads them; "
            "`python -m adjudicator` cannot")


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


def card_traits(printed: str) -> list[str]:
    """The traits a card prints, as the data writes them ("Aerial. Avenger." -> ["Aerial", "Avenger"]; "S.H.I.E.L.D."
    is one trait: a trait ends at a full stop followed by a space or the end, and one with dots inside, an initialism,
    keeps its last one, as card text names it: "[[S.H.I.E.L.D.]]")."""
    traits = [trait.strip() for trait in re.split(r"\.(?:\s+|$)", printed.strip()) if trait.strip()]
    return [f"{trait}." if "." in trait else trait for trait in traits]


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
    traits = card_traits(card.get("traits") or "")
    if traits and "traits" not in entity:
        entity["traits"] = traits
    printed = keywords(card.get("text", ""))
    if "keywords" not in entity:  # a printed keyword left out is the scenario's to give
        problems += [(path, f"card {card['code']} prints {why}") for why in unread_keywords(card.get("text", ""))]
    if printed:
        entity["keywords"] = list(entity.get("keywords") or []) + [k for k in printed
                                                                   if k not in (entity.get("keywords") or [])]
    return problems


def expand(data) -> list[tuple[str, str]]:
    """Replace each Marvel Champions entity's `card:` by what the card gives; (path, message) of each problem."""
    if not isinstance(data, dict) or data.get("game") != GAME or not isinstance(data.get("entities"), dict):
        return []
    wanted = [(eid, spec) for eid, spec in data["entities"].items() if isinstance(spec, dict) and "card" in spec]
    cards: dict[str, dict] = {}
    problems = _expand_entities(wanted, cards) if wanted else []
    return problems + _abilities_from_cards(data, cards)


def _expand_entities(wanted: list, cards: dict) -> list[tuple[str, str]]:
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
            problems.append((path, NO_CARDS))
            continue
        card, found_problems = _find(value, source, path)
        problems += found_problems
        if card is not None:
            del spec["card"]
            cards[eid] = card
            problems += _fill(spec, card, path)
    return problems


def _abilities_from_cards(data: dict, cards: dict[str, dict]) -> list[tuple[str, str]]:
    """`from_card: N` on an ability of an entity given by `card:`: the Nth bold trigger of the card, as the card
    reader reads it, fills the ability's timing, form, label, `on` and `do` where the ability does not write
    them. What the reader could not read is refused at the `from_card:` line, saying what to write."""
    abilities = data.get("abilities")
    if not isinstance(abilities, dict):
        return []
    problems = []
    for aid, spec in abilities.items():
        if not isinstance(spec, dict) or "from_card" not in spec:
            continue
        path = f"abilities.{aid}.from_card"
        number = spec.pop("from_card")
        owner = spec.get("card")
        card = cards.get(owner) if isinstance(owner, str) else None
        if card is None:
            problems.append((path, f"reads the card of the ability's `card:` entity, which must be given by "
                                   f"`card: CODE`; {owner!r} is not" if owner is not None else
                                   "reads the card of the ability's `card:` entity: write `card: ENTITY`"))
            continue
        read = read_abilities(card.get("text", ""), card["name"])
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(read):
            problems.append((path, f"card {card['code']} has {len(read)} triggered abilities the reader reads: "
                                   f"from_card is 1 to {len(read)}, got {number!r}" if read else
                                   f"card {card['code']} has no triggered ability the reader reads"))
            continue
        problems += [(path, f"card {card['code']}, ability {number} ({read[number - 1].trigger}): {message}")
                     for message in _prefill(spec, read[number - 1], card["name"])]
    return problems


def _prefill(spec: dict, ability: ReadAbility, card_name: str) -> list[str]:
    """Fill what the scenario does not write from the read ability; a message for each hole it leaves. The label
    names the card: a trace of several cards' "Forced Response (After …)" must say whose triggers."""
    missing = []
    reasons = {name: "; ".join(hole.reason for hole in ability.holes if hole.field == name)
               for name in ("form", "event", "subject", "condition")}
    if "timing" not in spec:
        if ability.timing:
            spec["timing"] = ability.timing
        else:
            missing.append(f"the card reader could not read its timing class ({reasons['form']}): write `timing`")
    spec.setdefault("label", f"{card_name}: {ability.trigger}" + (f" ({ability.clause})" if ability.clause else ""))
    if "form" not in spec:
        if ability.form:
            spec["form"] = ability.form
        elif reasons["form"] and ability.timing and "if" not in spec:
            missing.append(f"the card reader could not read the restriction its trigger names ({reasons['form']}): "
                           "write it as `form` or as an `if` condition")
    if "on" not in spec and spec.get("timing", ability.timing) != "when-revealed":
        if not ability.event or reasons["event"]:
            missing.append(f"the card reader could not read its event ({reasons['event'] or 'no clause'}): "
                           "write `on`")
        elif reasons["subject"]:
            missing.append(f"the card reader could not name who the event is about ({reasons['subject']}): "
                           "write `on`")
        else:
            pattern: dict = {"event": ability.event}
            roles = [(SUBJECT_FIELD[ability.event], ability.subject)]
            if ability.target and ability.event in OTHER_FIELD:
                roles.append((OTHER_FIELD[ability.event], ability.target))
            unnamed = [role for _, role in roles if role and role_value(role) is None]
            if unnamed:
                missing.append(f"the card reader could not name the {' and the '.join(unnamed)} (an entity of "
                               "your scenario): write `on`")
            else:
                pattern.update({name: role_value(role) for name, role in roles if role})
                spec["on"] = pattern
    if "do" not in spec:
        effect = ability.effect
        if effect is None or not effect.read:
            missing.append(f"the card reader could not read its effect ({effect_unread(effect) if effect else 'none'}): "
                           "write `do`")
        else:
            ops = scenario_ops(effect, ability.trigger_fields())
            unnamed = find_role_holes(ops)
            if unnamed:
                missing.append(f"the card reader read its effect ({', '.join(effect.keys())}) but could not "
                               f"{'; '.join(unnamed)}: write `do`")
            else:
                spec["do"] = ops
    return missing + _prefill_condition(spec, ability, reasons["condition"])


def _prefill_condition(spec: dict, ability: ReadAbility, unread: str) -> list[str]:
    """`if` from a trait the clause names (Traits), where the scenario writes none; or why it must write one."""
    if "if" in spec:
        return []
    if unread:
        return [f"the card reader could not read a condition ({unread}): write `if` "
                "(`if: true` when it does not matter to the scenario)"]
    if ability.condition:
        spec["if"] = ability.condition
    return []
