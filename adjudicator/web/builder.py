"""The editor's form builder: scenario data <-> a flat form for the common case, and back to YAML.

The form covers what most disputes need: the game, title and players; entities
(type, name, owner, zone and integer properties); abilities (card, timing class,
trigger pattern, condition, ops, and a modifier's change); the starting effect.
`cites`, `current`, `ruleset`, `choices` and `expect` are carried through untouched. Ops
stay YAML (one small text per ability), since they nest. A document using
anything else (lists on entities, ability zones or ranges, a start with extra
keys...) cannot be shown as the form: `form_from_data` says why, and the page
shows the form read-only with that note.
"""
import json
import re

import yaml

from adjudicator.errors import Problem
from adjudicator.scenario.source import parse_text

TOP_FORM_KEYS = ("format", "game", "title", "description", "players", "entities", "abilities", "start")
KEPT_KEYS = ("cites", "current", "ruleset", "choices", "expect")
ENTITY_TEXT_KEYS = ("card", "type", "name", "owner", "zone")  # card: a Marvel Champions card code or name
ABILITY_TEXT_KEYS = ("card", "timing", "label", "if")
ABILITY_KEYS = set(ABILITY_TEXT_KEYS) | {"optional", "on", "do", "modifies", "by", "once"}
START_TEXT_KEYS = ("label", "by", "kind", "use", "you")
START_KEYS = set(START_TEXT_KEYS) | {"do"}
PAIR_RE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*?)\s*$")


class NotRepresentable(Exception):
    """The document uses something the form has no field for; the message says what."""


# -- data -> form ----------------------------------------------------------------------------------

def form_from_data(data):
    """(form dict, "") when the form can show `data`, else (None, why not)."""
    try:
        return _form(data), ""
    except NotRepresentable as why:
        return None, str(why)


def _form(data):
    if not isinstance(data, dict):
        raise NotRepresentable("the document is not a mapping of keys to values")
    for key in data:
        if key not in TOP_FORM_KEYS and key not in KEPT_KEYS:
            raise NotRepresentable(f"the form has no field for the top-level key {key!r}")
    if data.get("format", 1) != 1:
        raise NotRepresentable("the form writes format 1 only")
    players = data.get("players", [])
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise NotRepresentable("players is not a list of ids")
    return {
        "game": _text(data.get("game", ""), "game"),
        "title": _text(data.get("title", ""), "title"),
        "description": _text(data.get("description", ""), "description"),
        "players": ", ".join(players),
        "entities": [_entity(eid, e) for eid, e in _mapping(data.get("entities", {}), "entities").items()],
        "abilities": [_ability(aid, a) for aid, a in _mapping(data.get("abilities", {}), "abilities").items()],
        "start": _start(data.get("start", {})),
        "kept": {key: data[key] for key in KEPT_KEYS if key in data},
    }


def _mapping(value, where):
    if not isinstance(value, dict):
        raise NotRepresentable(f"{where} is not a mapping")
    return value


def _text(value, where):
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise NotRepresentable(f"{where} is not text")
    return str(value)


def _scalar(value):
    return not isinstance(value, (list, dict)) and value is not None


def flow(value):
    """One value as the form shows it: plain text where that reads back the same, else YAML flow."""
    if isinstance(value, str):
        if value and value == value.strip() and not re.search(r"[,=\[\]{}\"'#:]", value) \
                and _read_value(value) == value:
            return value
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, dict)):
        text = yaml.dump(value, Dumper=_Dumper, default_flow_style=True, width=10**6, allow_unicode=True).strip()
    else:
        text = "true" if value is True else "false" if value is False else str(value)
    if _read_value(text) != value:
        raise NotRepresentable(f"the value {value!r} cannot be written in the form")
    return text


def _read_value(text):
    from adjudicator.errors import ScenarioInvalid

    try:
        return parse_text(text, 10_000, "yaml").data
    except ScenarioInvalid:
        return _UNREADABLE


_UNREADABLE = object()


def _pairs(mapping, where, skip=()):
    """{"event": "attacked", "target": "this"} -> "event=attacked, target=this"."""
    mapping = _mapping(mapping, where)
    return ", ".join(f"{k}={flow(v)}" for k, v in mapping.items() if k not in skip)


def _entity(eid, entity):
    entity = _mapping(entity, f"entities.{eid}")
    row = {"id": str(eid), **{k: "" for k in ENTITY_TEXT_KEYS}}
    shown = set()
    for key in ENTITY_TEXT_KEYS:
        if isinstance(entity.get(key), str) and entity[key] == entity[key].strip() and entity[key]:
            row[key] = entity[key]
            shown.add(key)
    row["props"] = _pairs(entity, f"entities.{eid}", skip=shown)
    return row


def _ops_text(ops, where):
    if not isinstance(ops, list):
        raise NotRepresentable(f"{where} is not a list of ops")
    return dump(ops).rstrip("\n") if ops else "[]"


def _ability(aid, ability):
    ability = _mapping(ability, f"abilities.{aid}")
    row = {"id": str(aid)}
    for key in ABILITY_TEXT_KEYS:
        row[key] = _text(ability.get(key, ""), f"abilities.{aid}.{key}")
    for key in ("optional", "once"):
        if not isinstance(ability.get(key, False), bool):
            raise NotRepresentable(f"abilities.{aid}.{key} is not true or false")
        row[key] = ability.get(key, False)
    row["on"] = _pairs(ability.get("on", {}), f"abilities.{aid}.on")
    row["modifies"] = _pairs(ability.get("modifies", {}), f"abilities.{aid}.modifies")
    row["change"] = _pairs(ability.get("by", {}), f"abilities.{aid}.by")
    row["do"] = _ops_text(ability["do"], f"abilities.{aid}.do") if "do" in ability else ""
    row["more"] = _pairs(ability, f"abilities.{aid}", skip=ABILITY_KEYS)
    return row


def _start(start):
    start = _mapping(start, "start")
    for key in start:
        if key not in START_KEYS:
            raise NotRepresentable(f"start uses {key!r}, which the form has no field for")
    row = {key: _text(start.get(key, ""), f"start.{key}") for key in START_TEXT_KEYS}
    row["do"] = _ops_text(start["do"], "start.do") if "do" in start else ""
    return row


# -- form -> data ----------------------------------------------------------------------------------

def data_from_form(form, max_bytes=200_000):  # noqa: C901 (one block per form section, read straight down)
    """The scenario data a form describes; returns (data, problems). Ops texts are parsed safely."""
    problems = []
    if not isinstance(form, dict):
        return None, [Problem("", "the form must be a JSON object")]

    def field(source, key):
        value = source.get(key, "") if isinstance(source, dict) else ""
        return value.strip() if isinstance(value, str) else ""

    data = {"format": 1, "game": field(form, "game"), "title": field(form, "title")}
    kept = form.get("kept") if isinstance(form.get("kept"), dict) else {}
    if "ruleset" in kept:
        data["ruleset"] = kept["ruleset"]
    if field(form, "description"):
        data["description"] = field(form, "description")
    if "cites" in kept:
        data["cites"] = kept["cites"]
    players = [p.strip() for p in field(form, "players").split(",") if p.strip()]
    if players:
        data["players"] = players
    if "current" in kept:
        data["current"] = kept["current"]
    data["entities"] = {}
    for i, row in enumerate(_rows(form, "entities")):
        eid = field(row, "id") or f"entity-{i + 1}"
        entity = {k: field(row, k) for k in ENTITY_TEXT_KEYS if field(row, k)}
        entity.update(_parse_pairs(field(row, "props"), f"entities.{eid}", problems))
        data["entities"][eid] = entity
    abilities = {}
    for i, row in enumerate(_rows(form, "abilities")):
        aid = field(row, "id") or f"ability-{i + 1}"
        ability = {k: field(row, k) for k in ("card", "timing", "label") if field(row, k)}
        if field(row, "on"):
            ability["on"] = _parse_pairs(field(row, "on"), f"abilities.{aid}.on", problems)
        if field(row, "if"):
            ability["if"] = field(row, "if")
        if field(row, "modifies"):
            ability["modifies"] = _parse_pairs(field(row, "modifies"), f"abilities.{aid}.modifies", problems)
        if field(row, "change"):
            ability["by"] = _parse_pairs(field(row, "change"), f"abilities.{aid}.by", problems)
        if row.get("once") is True:
            ability["once"] = True
        if row.get("optional") is True:
            ability["optional"] = True
        if field(row, "do"):
            ability["do"] = _parse_ops(field(row, "do"), f"abilities.{aid}.do", problems, max_bytes)
        ability.update(_parse_pairs(field(row, "more"), f"abilities.{aid}", problems))
        abilities[aid] = ability
    if abilities:
        data["abilities"] = abilities
    start_row = form.get("start") if isinstance(form.get("start"), dict) else {}
    start = {k: field(start_row, k) for k in START_TEXT_KEYS if field(start_row, k)}
    if field(start_row, "do"):
        start["do"] = _parse_ops(field(start_row, "do"), "start.do", problems, max_bytes)
    data["start"] = start
    for key in ("choices", "expect"):
        if key in kept:
            data[key] = kept[key]
    return data, problems


def _rows(form, key):
    rows = form.get(key)
    return [r for r in rows if isinstance(r, dict)] if isinstance(rows, list) else []


def split_pairs(text):
    """Split "a=1, b=[1, 2], c=\"x, y\"" at the commas that are not inside brackets or quotes."""
    parts, depth, quote, current = [], 0, None, []
    for char in text:
        if quote:
            quote = None if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char in "[{":
            depth += 1
        elif char in "]}":
            depth = max(0, depth - 1)
        elif char == "," and depth == 0:
            parts.append("".join(current))
            current = []
            continue
        current.append(char)
    parts.append("".join(current))
    return [p.strip() for p in parts if p.strip()]


def _parse_pairs(text, where, problems):
    out = {}
    for part in split_pairs(text):
        match = PAIR_RE.match(part)
        if not match:
            problems.append(Problem(where, f"{part!r} is not name=value"))
            continue
        key, raw = match[1], match[2]
        value = _read_value(raw) if raw else ""
        if value is _UNREADABLE or value is None:
            problems.append(Problem(f"{where}.{key}", f"cannot read the value {raw!r}"))
            continue
        out[key] = value
    return out


def _parse_ops(text, where, problems, max_bytes):
    from adjudicator.errors import ScenarioInvalid

    try:
        ops = parse_text(text, max_bytes, "yaml").data
    except ScenarioInvalid as exc:
        problems.extend(Problem(where, f"ops: {p.message}") for p in exc.problems)
        return []
    if isinstance(ops, dict):
        ops = [ops]
    if not isinstance(ops, list):
        problems.append(Problem(where, "expected a list of ops, e.g. - draw: {who: you, count: 1}"))
        return []
    return ops


# -- YAML out --------------------------------------------------------------------------------------

class _Dumper(yaml.SafeDumper):
    """Writes `on:` bare (this project reads YAML booleans as true/false only) and long text folded."""


_Dumper.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeDumper.yaml_implicit_resolvers.items()
}
for _first in "tTfF":
    _Dumper.yaml_implicit_resolvers.setdefault(_first, []).insert(
        0, ("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")))


def _str(dumper, value):
    if len(value) > 80 and "\n" not in value.strip():
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=">")
    return dumper.represent_scalar("tag:yaml.org,2002:str", value)


_Dumper.add_representer(str, _str)


def dump(data):
    """YAML in the style of fixtures/scenarios: blocks outside, flow style for small leaf mappings."""
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, default_flow_style=None, allow_unicode=True,
                     width=100)
