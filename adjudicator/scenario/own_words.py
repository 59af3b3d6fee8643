"""A scenario's own counters: a property one side writes and no side reads is a typo of the one that is read.

A scenario may keep counters of its own (`set: {target: spider-man, prop: threat_seen, value: …}`, read as
`spider-man.threat_seen` in an expression or an `expect` state). Typed one letter wrong on one side, each side
would go its own way without a word: the write sets a counter nothing reads, the read reads 0. So a property
written and read nowhere else, one letter from one that is read (or declared on an entity), is refused where
it is written; one read and written or declared nowhere, one letter from one that is, is refused where it is
read. A property the game knows (its `entity_properties`, its `numeric_props`) is never the scenario's own.
"""
from __future__ import annotations

import re

from adjudicator.scenario.vocabulary import one_letter_apart, suggest

ENTITY_PROP_RE = re.compile(r"(?<![a-z0-9_.-])[a-z0-9][a-z0-9-]*\.([a-z][a-z0-9_]*)")
NOT_PROPERTIES = ("trigger", "result")  # `trigger.FIELD`, `result.NAME` are no entity's property
FREE_TEXT = ("label", "description", "title", "say", "name", "note")  # prose, never read as an expression


def _places(value, path: str, written: list, read: list) -> None:
    """(property, path) of every write (`prop: P`; `gain`/`lose`'s resource) and read (`ENTITY.P` in text, an
    `expect` state's `ENTITY.P`) under `value`. (A path is written only where something may be found under it, a
    mapping, a list or a text with a dot: every scenario checked is walked, and most of its values are words.)"""
    if isinstance(value, dict):
        for key, item in value.items():
            special = key in ("prop", "gain", "lose", "state")
            walked = key not in FREE_TEXT and (isinstance(item, (dict, list)) or (isinstance(item, str) and "." in item))
            if not (special or walked):
                continue
            kpath = f"{path}.{key}" if path else str(key)
            if special:
                _found_at(key, item, kpath, written, read)
            if walked:
                _places(item, kpath, written, read)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            if isinstance(item, (dict, list)) or (isinstance(item, str) and "." in item):
                _places(item, f"{path}[{i}]", written, read)
    elif isinstance(value, str) and "." in value:
        for match in ENTITY_PROP_RE.finditer(value):
            if not value[match.start():].startswith(NOT_PROPERTIES):
                read.append((match.group(1), path))


def _found_at(key, item, kpath: str, written: list, read: list) -> None:
    """The writes and reads `key: item` itself makes (`prop: P`, `gain: {P: 1}`, an `expect` state's `ENTITY.P`)."""
    if key == "prop" and isinstance(item, str):
        written.append((item, kpath))
    elif key in ("gain", "lose") and isinstance(item, dict):
        written.extend((k, f"{kpath}.{k}") for k in item if isinstance(k, str) and k not in ("who", "as"))
    elif key == "state" and isinstance(item, dict):
        for name in item:
            if isinstance(name, str) and name.count(".") == 1 and name.split(".")[0] not in NOT_PROPERTIES:
                read.append((name.split(".")[1], f"{kpath}.{name}"))


def any_own_counter_problem(data: dict, written: set[str], read: set[str], game_props: set[str]) -> bool:
    """Whether own_counter_problems finds any, from the names alone (data_facts.py gathers them in its one walk):
    the paths are walked for only where one is found."""
    declared = None  # the entities' property names, gathered only for a name the rest does not meet
    for used, met_by in ((written, read), (read, written)):
        for prop in used:
            if prop in met_by or prop in game_props:
                continue
            if declared is None:
                raw = data.get("entities")
                declared = {name for entity in (raw.values() if isinstance(raw, dict) else ())
                            if isinstance(entity, dict) for name in entity}
            if prop in declared:
                continue
            if any(one_letter_apart(prop, p) for p in met_by | declared):
                return True
    return False


def own_counter_problems(data: dict, game_props: set[str]) -> list[tuple[str, str]]:
    """(path, message) of each of the scenario's own counters written on one side and read on the other one
    letter apart (module docstring)."""
    if not isinstance(data, dict):
        return []
    written: list = []
    read: list = []
    _places({key: data.get(key) for key in ("abilities", "start", "expect") if key in data}, "", written, read)
    raw = data.get("entities")
    entities: dict = raw if isinstance(raw, dict) else {}
    declared = {prop for entity in entities.values() if isinstance(entity, dict) for prop in entity}
    written_names = {prop for prop, _ in written}
    read_names = {prop for prop, _ in read}
    found = []
    # (the names used so, the names they must meet, what is said of one that meets none but is a letter from one)
    sides = ((written, read_names, ("writes {!r}, which nothing reads{}: a counter of its own is written and read "
                                    "under one name")),
             (read, written_names, "reads {!r}, which nothing writes or declares{}: it would read 0"))
    for used, met_by, said in sides:
        for prop, path in used:
            if prop in met_by or prop in declared or prop in game_props:
                continue
            near = [p for p in met_by | declared if one_letter_apart(prop, p)]
            if near:
                found.append((path, "the scenario " + said.format(prop, suggest(prop, near))))
    return found
