"""Every word of every fixture scenario, typed one letter wrong (test_typo_sweep.py).

Unlike typos.py, which lists the fields that hold a closed word, this walks everything: every mapping key,
every one-word value, every word of an expression (an entity and the property it reads, `trigger.FIELD`,
`result.NAME`, a filter's key and value). A word is free only where FREE says so, with the reason; any
other must be refused at its line with "did you mean" naming it. One typo per (game, list, word), where
the list is where the word sits (`deal_damage.target`, `entities.*.zone`, `expr:path-head` …), keeps it fast.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from adjudicator.expr import ExpressionError, compile_expression
from tests.adjudicator import corpus

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures" / "scenarios"
WORD_RE = re.compile(r"^[a-z][a-z0-9_-]*$")
NUMBERED_RE = re.compile(r"^([a-z][a-z-]*) (\d+|\([^()]*\))$")  # "retaliate 1", "teamwork (hydra)"

# Where a word is the scenario's own, or free text: (the list's name or its last key) -> why it is free.
FREE = {
    "title": "a title is free text",
    "description": "a description is free text",
    "label": "a label is free text: how a step names its ability or effect",
    "name": "a card's name is free text, the user's own copy",
    "subtitle": "a card's subtitle is free text",
    "key:entities": "an entity's id is the scenario's own name for it (its references are swept)",
    "key:abilities": "an ability's id is the scenario's own name for it (its references are swept)",
    "as": "`as: NAME` names a result of the scenario's own (its `result.NAME` reads are swept)",
    "emit.event": "an `emit` op names an event of the scenario's own",
}


@dataclass(frozen=True)
class Site:
    """One word at one place, and how to type it wrong there."""

    path: str  # where the checker names it (for a key: the path the typo's key will have, less the key)
    keys: tuple  # how to reach the value (or, for a key, the mapping holding it) in the data
    word: str
    list_name: str  # where the word sits, for sampling and for FREE
    how: str  # "key", "value" (the whole string, with `suffix`), "expr" (a substring of an expression)
    suffix: str = ""
    pattern: str = ""  # for "expr": the regex whose group 1 is the word, first match replaced


def _list_name(keys: tuple) -> str:
    """`deal_damage.target` for (..., "do", 0, "deal_damage", "target"): the last two names, without indices."""
    names = [str(k) for k in keys if not isinstance(k, int)]
    if len(names) >= 2 and names[0] in ("entities", "abilities") and len(names) == 3:
        return f"{names[0]}.*.{names[2]}"
    return ".".join(names[-2:])


def _key_list(keys: tuple) -> str:
    """The list a mapping's key is from: `key:entity` (an entity's property), `key:ability`, `key:deal_damage`
    (an op's field), `key:on` …"""
    if len(keys) == 2 and keys[0] in ("entities", "abilities"):
        return "key:entity" if keys[0] == "entities" else "key:ability"
    names = [str(k) for k in keys if not isinstance(k, int)]
    return f"key:{names[-1]}" if names else "key:top"


CALL_RE = re.compile(r"\b(count|nearest)\(([^()]*)\)")
ARGUMENT_RE = re.compile(r"([a-z][a-z0-9_]*)\s*=\s*\"?([^,\")]*)")


def _filters(text: str) -> list[tuple[str, str, str]]:
    """(function, key, value) of each count(…)/nearest(…) filter, read here rather than from the parser the
    checker uses (docs/expressions.md: a filter is `key=value`, the value one word, a number or quoted text)."""
    return [(function, key, value.strip()) for function, arguments in CALL_RE.findall(text)
            for key, value in ARGUMENT_RE.findall(arguments)]


def _expression_sites(text: str, path: str, keys: tuple, out: list) -> None:
    try:
        expr = compile_expression(text)
    except ExpressionError:
        return
    for segments in sorted(expr.paths):
        head = re.escape(segments[0])
        rest = "".join(r"\." + re.escape(s) for s in segments[1:])
        out.append(Site(path, keys, segments[0], "expr:path-head", "expr",
                        pattern=rf"(?<![a-z0-9_.-])({head}){rest}(?![a-z0-9_-])"))
        if len(segments) > 1:
            kind = {"trigger": "expr:trigger-field", "result": "expr:result-name"}.get(segments[0], "expr:property")
            before = r"\.".join(re.escape(s) for s in segments[:-1])
            out.append(Site(path, keys, segments[-1], kind, "expr",
                            pattern=rf"(?<![a-z0-9_.-]){before}\.({re.escape(segments[-1])})(?![a-z0-9_-])"))
    for function, key, value in _filters(text):
        out.append(Site(path, keys, key, "expr:filter-key", "expr",
                        pattern=rf"{function}\([^()]*?(?<![a-z0-9_])({re.escape(key)})\s*="))
        if WORD_RE.match(value):
            out.append(Site(path, keys, value, f"expr:filter {key}=", "expr",
                            pattern=rf"{function}\([^()]*?(?<![a-z0-9_]){re.escape(key)}\s*=\s*\"?({re.escape(value)})"
                                    r"(?![a-z0-9_-])"))


def sites(data) -> list[Site]:
    """Every word of a scenario's data that a typo could hit."""
    out: list[Site] = []
    _walk(data, "", (), out)
    return out


def _walk(value, path: str, keys: tuple, out: list) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            kpath = f"{path}.{key}" if path else str(key)
            if isinstance(key, str) and WORD_RE.match(key):
                out.append(Site(path, keys, key, _key_list(keys), "key"))
            _walk(item, kpath, keys + (key,), out)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _walk(item, f"{path}[{i}]", keys + (i,), out)
    elif isinstance(value, str):
        list_name = _list_name(keys)
        if WORD_RE.match(value):
            out.append(Site(path, keys, value, list_name, "value"))
        elif NUMBERED_RE.match(value.strip().lower()):
            word, number = NUMBERED_RE.match(value.strip().lower()).groups()
            out.append(Site(path, keys, word, list_name, "value", suffix=f" {number}"))
        elif any(ch in value for ch in "(.=<>") and len(value) < 300:
            _expression_sites(value, path, keys, out)


def typo(word: str) -> str:
    """One letter wrong, deterministic: the middle letter dropped (a word of three or more letters), else the
    last letter doubled."""
    if len(word) >= 3:
        mid = len(word) // 2
        return word[:mid] + word[mid + 1:]
    return word + word[-1]


def mutated(data, site: Site, wrong: str):
    """A copy of the data with the word at `site` typed `wrong`, and the path the checker should name: only the
    mappings and lists on the way to the word are copied, the rest is shared with `data` (validation never
    changes what it checks: test_vocabulary_typos.py holds it to that; copying each fixture whole for each of
    its typos was a twentieth of the sweep)."""
    route = site.keys[:-1] if site.how != "key" else site.keys
    copied = holder = _copy_one(data)
    for key in route:
        holder[key] = _copy_one(holder[key])
        holder = holder[key]
    if site.how == "key":
        items = list(holder.items())
        holder.clear()
        holder.update((wrong if k == site.word else k, v) for k, v in items)
        return copied, f"{site.path}.{wrong}" if site.path else wrong
    last = site.keys[-1]
    if site.how == "value":
        holder[last] = wrong + site.suffix
    else:
        text = holder[last]
        match = re.search(site.pattern, text)
        holder[last] = text[:match.start(1)] + wrong + text[match.end(1):]
    return copied, site.path


def _copy_one(value):
    """A mapping or list copied one level (its items shared)."""
    return dict(value) if isinstance(value, dict) else list(value)


def free_reason(site: Site) -> str | None:
    last = site.list_name.rsplit(".", 1)[-1]
    return FREE.get(site.list_name) or FREE.get(last) or FREE.get(site.list_name.split(":")[0])


def load(path: Path):
    """parse_text's data of the fixture: a copy of the one parse this test process makes (tests/adjudicator/corpus.py)."""
    return corpus.source_data(path)


def sampled(paths=None):
    """(fixture, data, site, typo) once per (game, list, word): the first place it is found, in path order;
    a typo that is itself a word of the same fixture (a valid word) is skipped."""
    seen: set[tuple] = set()
    for fixture in paths or sorted(FIXTURES.rglob("*.yaml")):
        data = load(fixture)
        found = sites(data)
        words = None
        for site in found:
            game = data.get("game")
            if (game, site.list_name, site.word) in seen:
                continue
            seen.add((game, site.list_name, site.word))
            words = words if words is not None else {other.word for other in found}
            wrong = typo(site.word)
            if wrong in words:
                continue
            yield fixture, data, site, wrong


def outcome(validate, invalid, data, site: Site, wrong: str) -> str:
    """refused (at its line, with "did you mean" naming the word), elsewhere, unnamed (at its line, without
    naming the word), or silent (it validates)."""
    changed, path = mutated(data, site, wrong)
    try:
        validate(changed)
    except invalid as exc:
        here = [p for p in exc.problems if p.path == path or p.path.startswith((path + ".", path + "["))]
        if not here:
            return "elsewhere"
        if any("did you mean" in p.message and repr(site.word) in p.message for p in here):
            return "refused"
        return "unnamed"
    return "silent"
