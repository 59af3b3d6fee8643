"""What validation looks for anywhere in a scenario's plain data, gathered in one walk.

Every scenario checked (tens of thousands in the typo sweeps) had its data walked four times over: for the
events its `emit` ops name, for a hole, for the properties its abilities and start write or read, and for its own
counters' names. One walk now gathers all of it, in the order each separate walk found it (a set's order can
show in a "did you mean"); paths are written only where something is found (holes.py, own_words.py)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from adjudicator.scenario.holes import HOLE_PREFIX, is_hole
from adjudicator.scenario.own_words import ENTITY_PROP_RE as OWN_PROP_RE
from adjudicator.scenario.own_words import FREE_TEXT, NOT_PROPERTIES

ENTITY_PROP_RE = re.compile(r"\b[a-z0-9][a-z0-9-]*\.([a-z][a-z0-9_]*)")
REFERENCING = ("abilities", "start")  # where the properties a scenario writes or reads are looked for
OWN_COUNTING = ("abilities", "start", "expect")  # where its own counters are written and read (own_words.py)
FOUND_AT = frozenset(("prop", "gain", "lose", "state"))  # the keys whose item itself writes or reads a property


@dataclass
class DataFacts:
    has_hole: bool = False
    emitted_events: set = field(default_factory=set)  # the `event` of every `emit` op
    emit_fields: set = field(default_factory=set)  # the fields every `emit` op names
    written: set = field(default_factory=set)  # property names abilities and start write (written_props)
    referenced: set = field(default_factory=set)  # ... write or read (referenced_props)
    own_written: set = field(default_factory=set)  # own_words' writes, names only
    own_read: set = field(default_factory=set)  # own_words' reads, names only


def _written(key, item):
    """`prop: P`, and the resources a `gain`/`lose` op names (`gain: {who: you, P: 1}`)."""
    if key == "prop" and isinstance(item, str):
        return (item,)
    if key in ("gain", "lose") and isinstance(item, dict):
        return tuple(k for k in item if isinstance(k, str) and k not in ("who", "as"))
    return ()


def _entity_props_read(text):
    """The P of every `ENTITY.P` in a text (none without a dot: most words are looked at no further)."""
    return ENTITY_PROP_RE.findall(text) if "." in text else ()


def _own_reads_in(text: str, read: set) -> None:
    for match in OWN_PROP_RE.finditer(text):
        if not text[match.start():].startswith(NOT_PROPERTIES):
            read.add(match.group(1))


def _own_found(key, item, facts: DataFacts) -> None:
    """own_words._found_at, names only."""
    if key == "prop" and isinstance(item, str):
        facts.own_written.add(item)
    elif key in ("gain", "lose") and isinstance(item, dict):
        facts.own_written.update(k for k in item if isinstance(k, str) and k not in ("who", "as"))
    elif key == "state" and isinstance(item, dict):
        for name in item:
            if isinstance(name, str) and name.count(".") == 1 and name.split(".")[0] not in NOT_PROPERTIES:
                facts.own_read.add(name.split(".")[1])


def _text(text: str, ref: bool, own: bool, facts: DataFacts) -> None:
    if HOLE_PREFIX in text and is_hole(text):
        facts.has_hole = True
    if "." in text:
        if ref:
            facts.referenced.update(ENTITY_PROP_RE.findall(text))
        if own:
            _own_reads_in(text, facts.own_read)


def _walk(node, ref: bool, own: bool, facts: DataFacts) -> None:  # noqa: C901 (the four walks' checks, fused)
    if not (ref or own):
        _plain(node, facts)
    elif isinstance(node, dict):
        if "emit" in node:
            _note_emit(node, facts)
        for key, item in node.items():
            if key in FOUND_AT:
                if ref and key != "state":
                    found = _written(key, item)
                    facts.written.update(found)
                    facts.referenced.update(found)
                if own:
                    _own_found(key, item, facts)
            if isinstance(item, str):
                if "." in item or HOLE_PREFIX in item:  # a plain word (most of them) holds nothing looked for
                    _text(item, ref, own and key not in FREE_TEXT, facts)
            elif isinstance(item, (dict, list)):
                _walk(item, ref, own and key not in FREE_TEXT, facts)
    else:
        for item in node:
            if isinstance(item, str):
                if "." in item or HOLE_PREFIX in item:
                    _text(item, ref, own, facts)
            elif isinstance(item, (dict, list)):
                _walk(item, ref, own, facts)


def _note_emit(node: dict, facts: DataFacts) -> None:
    """An `emit` op's event and fields, wherever in the data a mapping holds one."""
    emit = node.get("emit")
    if isinstance(emit, dict):
        if isinstance(emit.get("event"), str):
            facts.emitted_events.add(emit["event"])
        facts.emit_fields.update(emit)


def _plain(node, facts: DataFacts) -> None:
    """_walk where no property is looked for (the entities, the choices …): emits and holes only, the most
    walked part of a scenario's data, so kept short."""
    if isinstance(node, dict):
        if "emit" in node:
            _note_emit(node, facts)
        node = node.values()
    for item in node:
        if isinstance(item, str):
            if HOLE_PREFIX in item and is_hole(item):
                facts.has_hole = True
        elif isinstance(item, (dict, list)):
            _plain(item, facts)


def data_facts(data: dict) -> DataFacts:
    """The facts of a scenario's data (a mapping), its top-level keys each walked in the scope it is read in."""
    facts = DataFacts()
    emit = data.get("emit")
    if isinstance(emit, dict):
        if isinstance(emit.get("event"), str):
            facts.emitted_events.add(emit["event"])
        facts.emit_fields.update(emit)
    for key, item in data.items():
        ref, own = key in REFERENCING, key in OWN_COUNTING
        if isinstance(item, str):
            _text(item, ref, own, facts)
        elif isinstance(item, (dict, list)):
            _walk(item, ref, own, facts)
    return facts
