"""Reading scenario text (YAML or JSON) safely, with a line for every field path.

Only plain data comes out: YAML is composed with PyYAML's safe loader, aliases
(which allow "billion laughs" documents) and duplicate keys are refused, and
the document size is bounded before any parsing. The path → line map lets the
editor point each validation message at its line.
"""
import json
import re

import yaml

from adjudicator.errors import Problem, ScenarioInvalid
from adjudicator.limits import too_large_message


try:  # libyaml when the wheel has it
    from yaml import CSafeLoader as _BaseLoader
except ImportError:
    from yaml import SafeLoader as _BaseLoader


class _StrictSafeLoader(_BaseLoader):
    """A safe loader that refuses duplicate keys instead of keeping the last one."""


def _construct_mapping(loader, node, deep=False):
    loader.flatten_mapping(node)
    seen = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, bool)) or key is None:
            raise yaml.constructor.ConstructorError(
                None, None, "mapping keys must be plain text", key_node.start_mark
            )
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark
            )
        seen[key] = True
    return {
        loader.construct_object(k, deep=deep): loader.construct_object(v, deep=deep) for k, v in node.value
    }


_StrictSafeLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)

# YAML 1.1 reads `on`, `off`, `yes`, `no` as booleans, which would turn the contract's
# `on:` key into True. Only `true` and `false` are booleans here (as in YAML 1.2).
_StrictSafeLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in _BaseLoader.yaml_implicit_resolvers.items()
}
for _first in "tTfF":
    _StrictSafeLoader.yaml_implicit_resolvers.setdefault(_first, []).insert(
        0, ("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"))
    )


def _line_map(node, path="", lines=None):
    """Map every field path (`abilities.roid-rage.on.event`) to its 1-based line."""
    if lines is None:
        lines = {}
    lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = str(key_node.value)
            child = f"{path}.{key}" if path else key
            lines[child] = key_node.start_mark.line + 1
            _line_map(value_node, child, lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _line_map(item, f"{path}[{index}]", lines)
    return lines


class _RepeatedJsonKey(ValueError):
    pass


def _json_pairs(pairs):
    result = {}
    for key, value in pairs:
        if key in result:
            raise _RepeatedJsonKey(f"duplicate key {key!r}")
        result[key] = value
    return result


def _first_repeated_key(text):
    """(key, line) of the first key that an object of this JSON text gives twice, in the order of the text (as
    YAML's loader finds it), or None. json.loads only says which key; this walk finds where. It reads up to that
    key only, and json.loads has already read all of that without an error."""
    objects = []  # for each open container: the keys of an object so far, or None for an array
    wants_key = False
    at = 0
    while at < len(text):
        char = text[at]
        if char == '"':
            key, end = json.decoder.scanstring(text, at + 1)
            if wants_key:
                if key in objects[-1]:
                    return key, text.count("\n", 0, at) + 1
                objects[-1].add(key)
            wants_key, at = False, end
            continue
        if char in "{[":
            objects.append(set() if char == "{" else None)
        elif char in "}]" and objects:
            objects.pop()
        if char in "{,:}]":
            wants_key = char in "{," and bool(objects) and objects[-1] is not None
        at += 1
    return None


class ScenarioText:
    """Parsed scenario data plus where each path sits in the text."""

    def __init__(self, data, lines=None, fmt="yaml"):
        self.data = data
        self.lines = lines or {}
        self.format = fmt

    def line_of(self, path):
        """The line of `path`, or of its nearest ancestor that has one."""
        while path:
            if path in self.lines:
                return self.lines[path]
            cut = max(path.rfind("."), path.rfind("["))
            path = path[:cut] if cut > 0 else ""
        return self.lines.get("")


def _refuse_anchors(text):
    """ScenarioInvalid at the first YAML anchor or alias. An anchor is written with `&`, an alias with `*`: text
    with neither has none, and is not parsed an extra time to find out (a scenario is read at every check and
    resolution; that parse was a quarter of reading one)."""
    if "&" not in text and "*" not in text:
        return
    for event in yaml.parse(text, Loader=_BaseLoader):
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            line = event.start_mark.line + 1
            raise ScenarioInvalid([Problem("", "YAML anchors and aliases are not allowed", line)])


def parse_text(text, max_bytes=200_000, fmt=None):  # noqa: C901 (one guard per way a document is refused, each its own message)
    """Parse YAML or JSON text into plain data, or raise ScenarioInvalid."""
    if isinstance(text, bytes):
        if len(text) > max_bytes:
            raise ScenarioInvalid([Problem("", too_large_message("the scenario", len(text), max_bytes))])
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            problem = Problem("", f"document is not UTF-8 text ({exc.reason} at byte {exc.start})")
            raise ScenarioInvalid([problem]) from exc
    size = len(text.encode("utf-8"))
    if size > max_bytes:
        raise ScenarioInvalid([Problem("", too_large_message("the scenario", size, max_bytes))])
    if "\x00" in text:
        raise ScenarioInvalid([Problem("", "document contains a NUL byte")])
    if not text.strip():
        raise ScenarioInvalid([Problem("", "document is empty")])
    if fmt is None:
        fmt = "json" if text.lstrip().startswith("{") else "yaml"
    if fmt == "json":
        try:
            return ScenarioText(json.loads(text, object_pairs_hook=_json_pairs), {}, "json")
        except RecursionError:
            raise ScenarioInvalid([Problem("", "document is nested too deeply")]) from None  # no deep traceback
        except _RepeatedJsonKey as exc:
            found = _first_repeated_key(text)
            message, line = (f"duplicate key {found[0]!r}", found[1]) if found else (str(exc), None)
            raise ScenarioInvalid([Problem("", f"not valid JSON: {message}", line)]) from exc
        except ValueError as exc:
            line = getattr(exc, "lineno", None)
            raise ScenarioInvalid([Problem("", f"not valid JSON: {exc}", line)]) from exc
    try:
        _refuse_anchors(text)
        loader = _StrictSafeLoader(text)
        try:
            node = loader.get_single_node()  # composed once: for the data and for the line map
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except ScenarioInvalid:
        raise
    except RecursionError:
        raise ScenarioInvalid([Problem("", "document is nested too deeply")]) from None  # no deep traceback
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = mark.line + 1 if mark else None
        reason = getattr(exc, "problem", None) or str(exc)
        raise ScenarioInvalid([Problem("", f"not valid YAML: {reason}", line)]) from exc
    return ScenarioText(data, _line_map(node) if node is not None else {}, "yaml")
