"""The value of a count(…)/nearest(…) filter, checked once every entity is read.

`count(owner=spider-mn)` compares each entity's `owner` with the text "spider-mn", finds none, and counts 0
without a word. A filter's value names an entity (`owner`, `controller`, `attached_to` …), a card type of the
game's closed list (`type`, Marvel Champions' "Card Types"), a trait or a word some entity carries: a value
that no entity carries, that is no entity and no word the scenario writes elsewhere, and that is one letter
from such a word, is a typo, refused at its line with "did you mean". (`to=` is an entity, checked where the
call is read; `keyword=` and `zone=` are checked against their own lists.)
"""
from __future__ import annotations

from dataclasses import dataclass

from adjudicator.scenario.vocabulary import SPECIAL_REFS, Vocabulary, one_letter_apart, suggest


@dataclass(frozen=True)
class ValueFilter:
    function: str  # count or nearest
    key: str  # the filter's name: a property, `trait`, or a filter the game works out (`controller`)
    value: str
    path: str  # where the expression is


def _carried(entities: dict, key: str) -> set[str]:
    """The values the entities carry for `key` as written (a trait: each of their traits, case folded)."""
    if key == "trait":
        return {str(trait).casefold() for props in entities.values() for trait in props.get("traits") or ()}
    return {str(props[key]) for props in entities.values() if key in props and not isinstance(props[key], list)}


def filter_value_problems(filters: list[ValueFilter], entities: dict, vocabularies: tuple,
                          written: set[str], keys: set[str], game: str, slug: str) -> list[tuple[str, str]]:
    """(path, message) of each filter whose name is a typo (one letter from a filter's own word or a property,
    `keys`, and none itself: `zon=board`), or whose value is: of a closed list's word (`type=evnt`), or one
    letter from an entity or a value some entity carries, and itself none of them nor a word the scenario
    writes elsewhere (`written`: a value an op may set)."""
    found = []
    closed = {v.prop: v for v in vocabularies if isinstance(v, Vocabulary) and not v.is_list and not v.open}
    keys = keys | {key for props in entities.values() for key in props}
    for each in filters:
        near = [key for key in keys if one_letter_apart(each.key, key)]
        if each.key not in keys and near:
            found.append((each.path, f"{each.function}({each.key}=…): {each.key!r} is no filter of this game and "
                                      f"no entity's property{suggest(each.key, near)}; the filter would match "
                                      "nothing"))
            continue
        value = each.value if each.key != "trait" else each.value.casefold()
        shown = f"{each.function}({each.key}={each.value})"
        if each.key in closed:
            message = closed[each.key].check(value, game, slug)
            if message:
                found.append((each.path, f"{shown}: {message}"))
            continue
        carried = _carried(entities, each.key)
        if value.isdigit() or value in carried or value in entities or value in SPECIAL_REFS or value in written:
            continue
        known = sorted(carried | set(entities) | set(SPECIAL_REFS))
        if any(one_letter_apart(value, word) for word in known):
            what = "a trait no entity has" if each.key == "trait" else f"no entity, nor any entity's {each.key}"
            found.append((each.path, f"{shown}: {each.value!r} is {what}{suggest(value, known)}; the filter "
                                     "would match nothing"))
    return found
