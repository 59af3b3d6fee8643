"""The closed-vocabulary words of a scenario, and one-letter typos of them (test_vocabulary_typos.py).

Which fields hold a word from a closed list is written here from the format's docs
(docs/scenario-format.md, "Closed vocabularies"), not read from the declarations the
checker uses: a word the checker forgot must still be found and mutated.
"""
import copy
import re
from dataclasses import dataclass

OP_LISTS = ("do", "pay", "then", "else")
# Games whose rulebook lists its keywords (Marvel Champions' Rules Reference, "Keywords"; Valiant's
# "Keywords"). Union City Alliance's keywords "don't do anything by themselves" and name any group of
# cards (Raptor, Gangster …), Marvel Skirmish's rulebook has none: there an entity's keyword is an open
# word, closed only where an expression's `keyword=` filter names it.
CLOSED_KEYWORD_GAMES = ("marvel-champions", "valiant-universe")
# Marvel Champions' Rules Reference lists its card types ("Card Types"); the other games' `type`s are the
# scenario format's own words for what an entity is (a hero, a sector, a slot, a note …).
CLOSED_TYPE_GAMES = ("marvel-champions",)
# Marvel Champions lists an entity's property names (docs/scenario-format.md, "Entity property names"): a
# property's name is a closed word too (a scenario's own counter, which its abilities write or read, may not
# be written one letter wrong either: its typo is a property nothing reads).
CLOSED_PROPERTY_GAMES = ("marvel-champions",)
FILTER_RE = re.compile(r"keyword=([a-z][a-z0-9-]*)")
# Zones are open words (a scenario names its own decks and piles), closed only against the zones its game's
# rules name (the model's `zone_names`: a typo of one of those is refused, any other name is the scenario's).
ZONE_FIELDS = ("to", "from", "zone")
GAME = [None]  # the game of the scenario being walked


def _zones():
    from adjudicator.timing import registry

    return {slug: cls.zone_names for slug, cls in registry.model_classes().items()}


ZONES = _zones()
# Marvel Champions' form_changed and status_given events carry a form (hero, alter-ego: "Form, Change Form")
# and a status (stunned, confused, tough: "Status Cards").
EVENT_FIELD_WORDS = {"marvel-champions": {"form": ("hero", "alter-ego"), "status": ("stunned", "confused", "tough")}}
NUMBERED_WORD = r"^([a-z-]+) (\d+)$"


@dataclass(frozen=True)
class Word:
    path: str  # where it is, as the checker names it (`entities.shocker.keywords[0]`)
    keys: tuple  # how to reach it in the data
    word: str  # the word (for a numbered keyword, the word without its number)
    kind: str  # which vocabulary: keyword, timing, event, op, attack-keyword, status, form, …
    is_key: bool = False  # an op's name is the key of its one-key map
    suffix: str = ""  # what follows the word in the value (" 1" of "retaliate 1")


def _walk_ops(ops, path, keys, out):
    if not isinstance(ops, list):
        return
    for i, item in enumerate(ops):
        if not isinstance(item, dict) or len(item) != 1:
            continue
        (name, body), = item.items()
        opath, okeys = f"{path}[{i}]", keys + (i,)
        out.append(Word(f"{opath}.{name}", okeys + (name,), name, "op", is_key=True))
        _walk_body(name, body, f"{opath}.{name}", okeys + (name,), out)


def _walk_body(name, body, path, keys, out):
    if not isinstance(body, dict):
        return
    for key, value in body.items():
        kpath, kkeys = f"{path}.{key}", keys + (key,)
        if key in OP_LISTS:
            _walk_ops(value, kpath, kkeys, out)
        elif key == "on" and isinstance(value, dict):
            _walk_pattern(value, kpath, kkeys, out)
        elif key == "emit" and isinstance(value, dict):
            continue  # an emit names its own event (open)
        elif name == "attack" and key == "keywords" and isinstance(value, list):
            for i, word in enumerate(value):
                out.append(Word(f"{kpath}[{i}]", kkeys + (i,), word, "attack-keyword"))
        elif name == "give_status" and key == "status":
            out.append(Word(kpath, kkeys, value, "status"))
        elif name == "gain_keyword" and key == "keyword":
            out.append(_keyword(value, kpath, kkeys))
        elif key in ZONE_FIELDS and isinstance(value, str) and value in ZONES.get(GAME[0], ()):
            out.append(Word(kpath, kkeys, value, "zone"))
        elif key == "until" and isinstance(value, str):
            out.append(Word(kpath, kkeys, value, "duration"))
        elif key == "modifies" and isinstance(value, dict) and isinstance(value.get("value"), str):
            out.append(Word(f"{kpath}.value", kkeys + ("value",), value["value"], "modifier-value"))


def _walk_pattern(pattern, path, keys, out):
    if isinstance(pattern.get("event"), str):
        out.append(Word(f"{path}.event", keys + ("event",), pattern["event"], "event"))
    for key in ZONE_FIELDS:
        if pattern.get(key) in ZONES.get(GAME[0], ()):
            out.append(Word(f"{path}.{key}", keys + (key,), pattern[key], "zone"))
    for key, words in EVENT_FIELD_WORDS.get(GAME[0], {}).items():
        if pattern.get(key) in words:
            out.append(Word(f"{path}.{key}", keys + (key,), pattern[key], "event-field"))


def _keyword(value, path, keys):
    import re

    match = re.match(NUMBERED_WORD, value.strip().lower()) if isinstance(value, str) else None
    if match:
        return Word(path, keys, match.group(1), "keyword", suffix=f" {match.group(2)}")
    return Word(path, keys, value, "keyword")


def closed_words(data):  # noqa: C901 (one branch per place a scenario holds a closed word)
    """Every closed-vocabulary word of a scenario's data, with its path."""
    out = []
    GAME[0] = data.get("game")
    zones = ZONES.get(GAME[0], ())
    filtered = set(FILTER_RE.findall(repr(data)))
    for eid, entity in (data.get("entities") or {}).items():
        if not isinstance(entity, dict):
            continue
        for i, word in enumerate(entity.get("keywords") or ()):
            if data.get("game") in CLOSED_KEYWORD_GAMES or word in filtered:
                out.append(_keyword(word, f"entities.{eid}.keywords[{i}]", ("entities", eid, "keywords", i)))
        if entity.get("zone") in zones:
            out.append(Word(f"entities.{eid}.zone", ("entities", eid, "zone"), entity["zone"], "zone"))
        if data.get("game") in CLOSED_TYPE_GAMES and isinstance(entity.get("type"), str):
            out.append(Word(f"entities.{eid}.type", ("entities", eid, "type"), entity["type"], "type"))
        if isinstance(entity.get("form"), str):
            out.append(Word(f"entities.{eid}.form", ("entities", eid, "form"), entity["form"], "form"))
        if data.get("game") in CLOSED_PROPERTY_GAMES:
            out.extend(Word(f"entities.{eid}.{prop}", ("entities", eid, prop), prop, "property", is_key=True)
                       for prop in entity if isinstance(prop, str))
    for aid, ability in (data.get("abilities") or {}).items():
        if not isinstance(ability, dict):
            continue
        path, keys = f"abilities.{aid}", ("abilities", aid)
        for i, zone in enumerate(ability.get("zones") or ()):
            if zone in zones:
                out.append(Word(f"{path}.zones[{i}]", keys + ("zones", i), zone, "zone"))
        if isinstance(ability.get("timing"), str):
            out.append(Word(f"{path}.timing", keys + ("timing",), ability["timing"], "timing"))
        if isinstance(ability.get("on"), dict) and ability.get("timing") != "first":
            _walk_pattern(ability["on"], f"{path}.on", keys + ("on",), out)
        if isinstance(ability.get("modifies"), dict) and isinstance(ability["modifies"].get("value"), str):
            out.append(Word(f"{path}.modifies.value", keys + ("modifies", "value"), ability["modifies"]["value"],
                            "modifier-value"))
        _walk_ops(ability.get("do"), f"{path}.do", keys + ("do",), out)
    start = data.get("start")
    if isinstance(start, dict):
        _walk_ops(start.get("do"), "start.do", ("start", "do"), out)
    _walk_filters(data, "", (), out)
    return out


def _walk_filters(value, path, keys, out):
    """`keyword=WORD` inside an expression (nearest(…)): the word is one some entity must carry."""
    if isinstance(value, dict):
        for key, item in value.items():
            _walk_filters(item, f"{path}.{key}" if path else str(key), keys + (key,), out)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _walk_filters(item, f"{path}[{i}]", keys + (i,), out)
    elif isinstance(value, str) and path not in ("description", "title") and "(" in value:
        for word in FILTER_RE.findall(value):
            out.append(Word(path, keys, word, "keyword-filter", suffix=value))


def typos(word):
    """Three one-letter typos of a word, deterministic: the middle letter dropped, two middle letters
    swapped, the middle letter changed (the last two may be the same word: such are skipped)."""
    if len(word) < 3:
        return []
    mid = len(word) // 2
    changed = "x" if word[mid] != "x" else "z"
    found = [word[:mid] + word[mid + 1:], word[:mid - 1] + word[mid] + word[mid - 1] + word[mid + 1:],
             word[:mid] + changed + word[mid + 1:]]
    unique = []
    for typo in found:
        if typo != word and typo not in unique:
            unique.append(typo)
    return unique


def plain_copy(data):
    """A copy of plain parsed data (dicts, lists and immutable leaves) sharing nothing mutable with it: what
    copy.deepcopy gives for such data, without its bookkeeping (which took a sixth of the typo test's time)."""
    if isinstance(data, dict):
        return {key: plain_copy(value) for key, value in data.items()}
    if isinstance(data, list):
        return [plain_copy(value) for value in data]
    return data if isinstance(data, str | int | float | None) else copy.deepcopy(data)  # bool is an int


def _path_copy(data, keys):
    """`data` with each mapping and list on the way down `keys` copied (one level each), the rest shared: a
    change at the end of the path leaves `data` as it was. Validation never changes the data it checks
    (test_vocabulary_typos checks that), so sharing the rest is safe; copying the whole fixture for each of
    50,000 typos was a tenth of the typo test's time."""
    copied = data.copy()
    holder = copied
    for key in keys:
        holder[key] = holder[key].copy()
        holder = holder[key]
    return copied


def mutated(data, found, typo):
    """A copy of `data` with `found`'s word replaced by `typo` (`data` itself unchanged); and the path the
    typo is at."""
    copied = _path_copy(data, found.keys[:-1])
    holder = copied
    for key in found.keys[:-1]:
        holder = holder[key]
    last = found.keys[-1]
    if found.is_key:
        body = holder.pop(last)
        holder[typo] = body
        return copied, found.path[: -len(last)] + typo
    if found.kind == "keyword-filter":
        holder[last] = found.suffix.replace(f"keyword={found.word}", f"keyword={typo}")
        return copied, found.path
    holder[last] = typo + found.suffix
    return copied, found.path
