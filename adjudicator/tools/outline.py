"""Outline mode: a quick timing dispute written as an indented outline, compiled to a scenario.

    Wrangler uses Social Networking's Galvanize
      Odysseus draws Scientific Genius [alert]
      Odysseus draws Rapid Processing [alert]
        Wrangler draws Flurry of Fists [alert]
    order: Rapid Processing

Each line is one effect and indentation says which effect caused it: a child is
triggered by an event its parent's ops emit, and its [tag] is its timing class
(no tag: a when effect). The first line is the starting effect. The result is an
ordinary scenario (`emit` ops, one ability and one card per line) that resolves
and draws like any other, so the rules it is resolved by are the engine's, not
this module's. See docs/outline-mode.md. Plain Python: never imports Django.
"""
import re
import unicodedata
from dataclasses import dataclass, field

import yaml

from adjudicator.api import adjudicate
from adjudicator.limits import Limits
from adjudicator.timing.registry import available as game_slugs
from adjudicator.api import load_scenario
from adjudicator.timing import model_for

DEFAULT_GAME = "union-city-alliance"
# The games whose timing classes an outline's tags mean: Union City Alliance, and the plain stack to compare.
# Other games' windows and immediate effects need their own ops: write those scenarios in the editor.
OUTLINE_GAMES = ("union-city-alliance", "stack")
MAX_CHARS = 10_000
MAX_EFFECT_LINES = 200
MAX_LINE_CHARS = 200
MAX_DEPTH = 20
MAX_ID_CHARS = 48
MAX_PROBLEMS = 50
HEADER_KEYS = ("game", "order", "title", "players")

# Tags that form effects, and what a parent does to trigger a child of that class.
TRIGGERED_BY_EVENT = ("when", "phase-start", "phase-end", "triggered")
TAG_ALIASES = {"phase start": "phase-start", "phase end": "phase-end", "start of phase": "phase-start",
               "end of phase": "phase-end"}
NOT_EFFECTS = {
    "modifier": "a modifier is not an effect: it changes a value as it is computed and never joins a chain "
                "(Modifiers), so it has no line in an outline",
}
# Where a line's card sits, so that its ability is live (scenario-format.md, "Abilities").
CARD_ZONE = {"alert": "hand", "rally": "hand", "counter": "hand", "gambit": "active"}
OPENS_PHASE = ("counter", "gambit")


@dataclass(frozen=True)
class OutlineProblem:
    line: int | None
    message: str

    def __str__(self):
        return f"line {self.line}: {self.message}" if self.line else self.message

    def as_dict(self):
        return {"line": self.line, "message": self.message}


class OutlineInvalid(Exception):
    """The outline cannot be compiled; `problems` lists each with its line number."""

    def __init__(self, problems):
        self.problems = list(problems)[:MAX_PROBLEMS]
        super().__init__("; ".join(str(p) for p in self.problems))


@dataclass
class EffectLine:
    number: int  # 1-based line number in the outline text
    indent: int
    label: str
    tag: str | None
    parent: "EffectLine | None" = None
    children: list = field(default_factory=list)
    id: str = ""
    hero: str | None = None  # counters/gambits: the hero whose Counter/Gambit phase they are used in

    @property
    def timing(self):
        return self.tag or "when"

    @property
    def effect_id(self):
        return "start" if self.parent is None else self.id


@dataclass(frozen=True)
class Compiled:
    """An outline compiled: the scenario as data and as YAML text, and which line became which effect."""

    document: dict
    text: str
    lines: tuple  # EffectLine, in outline order (the first is the start)
    game: str

    def line_of(self, effect_id):
        """The outline line number of an effect id (`start`, an ability id, `ID#2`), or None."""
        base = effect_id.split("#")[0]
        for line in self.lines:
            if line.effect_id == base:
                return line.number
        return None

    def label_of(self, effect_id):
        base = effect_id.split("#")[0]
        for line in self.lines:
            if line.effect_id == base:
                return line.label
        return None


# -- reading the text -------------------------------------------------------------------------------
def slug(text, limit=MAX_ID_CHARS):
    """A scenario id from a name: ASCII, lower case, words joined by '-', cut at a word boundary."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    ascii_text = re.sub(r"['’.]", "", ascii_text).lower()
    value = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")
    if len(value) > limit:
        value = value[:limit].rsplit("-", 1)[0] if "-" in value[:limit] else value[:limit]
    return value or "effect"


def _words(text):
    """Lower-case words of a name or line, for matching `order:` names against lines."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.findall(r"[a-z0-9]+", re.sub(r"['’.]", "", ascii_text).lower())


def _contains(words, phrase):
    n = len(phrase)
    return n > 0 and any(words[i:i + n] == phrase for i in range(len(words) - n + 1))


def _split_tag(text):
    """(label, tag or None, raw tag text) of a line; the tag is a trailing [..]."""
    match = re.search(r"\[([^\[\]]*)\]\s*$", text)
    if not match:
        return text.strip(), None, None
    raw = match.group(1).strip()
    name = " ".join(raw.lower().replace("_", " ").split())
    name = TAG_ALIASES.get(name, name.replace(" ", "-"))
    return text[:match.start()].strip(), name, raw


def actor_of(label, players=()):
    """Who a line is about: a declared player it begins with, else its leading capitalised words
    ("Lady Sunbeam uses Blinding Flash" -> "Lady Sunbeam"; "Odysseus's Trojan Horse" -> "Odysseus")."""
    low = label.lower()
    for name in sorted(players, key=len, reverse=True):
        if low == name.lower() or low.startswith(name.lower() + " ") or low.startswith(name.lower() + "'"):
            return name
    words = []
    for token in label.split():
        if not token[:1].isupper():
            break
        possessive = re.match(r"^(.*?)['’]s?$", token)
        if possessive and possessive.group(1):
            words.append(possessive.group(1))
            break
        words.append(token)
    return " ".join(words) or None


class _Reader:
    def __init__(self, text, game=None):
        self.text = text
        self.problems = []
        self.headers = {}
        self.lines = []
        self.game_override = game

    def problem(self, line, message):
        self.problems.append(OutlineProblem(line, message))

    def read(self):
        if not isinstance(self.text, str):
            raise OutlineInvalid([OutlineProblem(None, "the outline must be text")])
        if len(self.text) > MAX_CHARS:
            raise OutlineInvalid([OutlineProblem(
                None, f"the outline is {len(self.text)} characters; at most {MAX_CHARS}")])
        raw_lines = self.text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        stack = []  # open EffectLines, outermost first
        for number, raw in enumerate(raw_lines, start=1):
            stripped = raw.strip()
            if not stripped or stripped.startswith("#"):
                continue
            lead = raw[:len(raw) - len(raw.lstrip())]
            if "\t" in lead:
                self.problem(number, "indent with spaces, not tabs (a tab's width is anyone's guess)")
                continue
            indent = len(lead)
            if indent == 0 and self._header(number, stripped):
                continue
            if len(stripped) > MAX_LINE_CHARS:
                self.problem(number, f"the line is {len(stripped)} characters; at most {MAX_LINE_CHARS}")
                continue
            if len(self.lines) >= MAX_EFFECT_LINES:
                self.problem(number, f"too many effects: an outline has at most {MAX_EFFECT_LINES} lines")
                break
            self._effect(number, indent, stripped, stack)
        if not self.lines and not self.problems:
            self.problem(None, "the outline is empty: write the effect that starts things on the first line, "
                               "and indent under it the effects it causes")
        return self

    def _header(self, number, text):
        match = re.match(r"^([A-Za-z]+)\s*:\s*(.*)$", text)
        if not match or match.group(1).lower() not in HEADER_KEYS:
            return False
        key, value = match.group(1).lower(), match.group(2).strip()
        if key in self.headers:
            self.problem(number, f"`{key}:` is given twice (first on line {self.headers[key][0]})")
        elif not value:
            self.problem(number, f"`{key}:` needs a value")
        else:
            self.headers[key] = (number, value)
        return True

    def _effect(self, number, indent, text, stack):
        label, tag, raw_tag = _split_tag(text)
        if not label:
            self.problem(number, "the line has a timing class but no effect: write what happens before the [tag]")
            return
        popped = None
        while stack and stack[-1].indent > indent:
            popped = stack.pop()
        if stack and stack[-1].indent == indent:
            stack.pop()  # a sibling of the line above at this level
        elif popped is not None:
            levels = ", ".join(str(s.indent) for s in stack + [popped])
            self.problem(number, f"the indentation ({indent} spaces) matches no line above it; "
                                 f"line up with one of the levels above ({levels} spaces)")
            return
        parent = stack[-1] if stack else None
        if parent is None and self.lines:
            self.problem(number, f"only the first line (line {self.lines[0].number}) is unindented: it is the "
                                 "effect that starts things; indent this line under the effect that causes it")
            return
        if parent is None and indent > 0:
            self.problem(number, "the first effect is the one that starts things: do not indent it")
            return
        if len(stack) >= MAX_DEPTH:
            self.problem(number, f"nested more than {MAX_DEPTH} deep")
            return
        line = EffectLine(number, indent, label, tag, parent)
        if parent is not None:
            parent.children.append(line)
        self.lines.append(line)
        stack.append(line)
        if raw_tag is not None:
            self._check_tag(line, raw_tag)

    def _check_tag(self, line, raw_tag):
        if line.parent is None:
            self.problem(line.number, f"the first line starts things, so it has no timing class: remove [{raw_tag}]")
            return
        if line.tag in NOT_EFFECTS:
            self.problem(line.number, NOT_EFFECTS[line.tag])


# -- compiling ---------------------------------------------------------------------------------------
class _Compiler:
    def __init__(self, reader):
        self.reader = reader
        self.problem = reader.problem
        self.lines = reader.lines
        self.headers = reader.headers
        self.players = []  # (id, name) in turn order
        self.entities = {}
        self.phase_owner = {}  # hero id -> the line whose damage opens its phase

    def game(self):
        game = self.reader.game_override or self.headers.get("game", (None, DEFAULT_GAME))[1].strip().lower()
        model = _model(game) if game in OUTLINE_GAMES else None
        if model is None:
            where = self.headers.get("game", (None,))[0]
            available = [g for g in OUTLINE_GAMES if _model(g) is not None]
            other = " (write scenarios of other games in the editor)" if game in game_slugs() else ""
            self.problem(where, f"outline mode has no timing model for game {game!r}; expected one of: "
                                f"{', '.join(available)}{other}")
            return None
        return model

    def check_tags(self, model):
        game = model.slug
        tags = [c for c in model.classes if c not in NOT_EFFECTS]
        for line in self.lines[1:]:
            if line.tag is not None and line.tag not in tags and line.tag not in NOT_EFFECTS:
                self.problem(line.number, f"unknown timing class [{line.tag}] for {game}; expected one of: "
                                          f"{', '.join(tags)} (no tag means a when effect)")

    def assign_ids(self):
        taken = set()
        if "players" in self.headers:
            number, value = self.headers["players"]
            for name in [n.strip() for n in value.split(",") if n.strip()]:
                pid = slug(name)
                if pid in taken:
                    self.problem(number, f"the player {name!r} is listed twice")
                    continue
                taken.add(pid)
                self.players.append((pid, name))
        names = [name for _, name in self.players]
        for line in self.lines[1:]:
            if line.timing in OPENS_PHASE:
                hero = actor_of(line.label, names)
                if hero is None:
                    self.problem(line.number, f"a {line.timing} line begins with the hero who uses it, e.g. "
                                              "\"Odysseus uses Trojan Horse [counter]\"")
                    continue
                hid = slug(hero)
                line.hero = hid
                if hid not in taken:
                    taken.add(hid)
                    self.players.append((hid, hero))
        for line in self.lines:
            base = slug(line.label)
            candidate, n = base, 1
            while candidate in taken or candidate == "start":
                n += 1
                candidate = f"{base[:MAX_ID_CHARS - len(str(n)) - 1]}-{n}"
            taken.add(candidate)
            line.id = candidate

    def check_phases(self):
        """One Counter/Gambit phase per hero: a counter in hand is usable in every phase of its hero,
        so counters listed under two different effects could not be kept apart."""
        for line in self.lines[1:]:
            if line.hero is None:
                continue
            owner = self.phase_owner.setdefault(line.hero, line.parent)
            if owner is not line.parent:
                first = next(c for c in owner.children if c.hero == line.hero)
                self.problem(line.number, f"{dict(self.players)[line.hero]} already uses counters/gambits in the "
                                          f"phase opened under line {owner.number} (line {first.number}); an outline "
                                          "gives each hero one Counter/Gambit phase")

    def ops_of(self, line):
        """What a line's effect does: emit the event each child listens for (in line order), and deal
        damage to a hero once for the counters/gambits used in that hero's phase."""
        ops, damaged = [], set()
        for child in line.children:
            card = child.id
            if child.timing in TRIGGERED_BY_EVENT:
                ops.append({"emit": {"event": f"cause-{child.id}"}})
            elif child.timing in ("alert", "rally"):
                ops.append({"emit": {"event": "moved", "card": card, "from": "deck", "to": "hand"}})
            elif child.timing == "debut":
                ops.append({"emit": {"event": "played", "card": card}})
            elif child.timing in ("defeat", "overcome"):
                verb = "defeated" if child.timing == "defeat" else "overcome"
                ops.append({"emit": {"event": verb, "target": card}})
            elif child.timing in OPENS_PHASE and child.hero not in damaged:
                damaged.add(child.hero)
                ops.append({"deal_damage": {"to": child.hero, "amount": 1}})
        return ops

    def ability_of(self, line):
        ability = {"card": line.id, "timing": line.timing, "label": line.label, "kind": line.id}
        if line.timing in TRIGGERED_BY_EVENT:
            ability["on"] = {"event": f"cause-{line.id}"}
        elif line.timing == "first":
            ability["on"] = {"effect": line.parent.id}
        ability["do"] = self.ops_of(line)
        return ability

    def card_of(self, line):
        card = {"type": "card", "name": line.label, "zone": CARD_ZONE.get(line.timing, "board")}
        if line.hero:
            card["owner"] = line.hero
        return card

    def order_choice(self):
        if "order" not in self.headers:
            return None
        number, value = self.headers["order"]
        if value.lower() in ("explore", "listed"):
            return value.lower()
        chosen = []
        for name in [n.strip() for n in value.split(",") if n.strip()]:
            phrase = _words(name)
            matches = [ln for ln in self.lines if ln.id == name or _contains(_words(ln.label), phrase)]
            if not matches:
                self.problem(number, f"no effect line mentions {name!r}; name a branch by words of its line")
            elif len(matches) > 1:
                where = ", ".join(str(ln.number) for ln in matches)
                self.problem(number, f"{name!r} matches lines {where}; use more of the line you mean")
            elif matches[0].parent is None:
                self.problem(number, f"{name!r} is the starting effect, which always comes first; "
                                     "`order:` names branches")
            elif matches[0].id in chosen:
                self.problem(number, f"{name!r} is named twice")
            else:
                chosen.append(matches[0].id)
        return chosen

    def compile(self, source_text):
        model = self.game()
        game = model.slug if model else None
        if model:
            self.check_tags(model)
        self.assign_ids()
        self.check_phases()
        order = self.order_choice()
        problems = self.reader.problems
        if problems or game is None:
            raise OutlineInvalid(sorted(problems, key=lambda p: p.line or 0))
        start, rest = self.lines[0], self.lines[1:]
        for pid, name in self.players:
            self.entities[pid] = {"type": "hero", "name": name}
        for line in rest:
            self.entities[line.id] = self.card_of(line)
        title = self.headers.get("title", (None, f"Outline: {start.label}"))[1]
        doc = {"format": 1, "game": game, "title": title[:200],
               "description": "Compiled from this outline:\n\n" + source_text.strip() + "\n"}
        if self.players:
            doc["players"] = [pid for pid, _ in self.players]
        doc["entities"] = self.entities
        if rest:
            doc["abilities"] = {line.id: self.ability_of(line) for line in rest}
        doc["start"] = {"label": start.label, "kind": start.id, "do": self.ops_of(start)}
        counters = [line.id for line in rest if line.timing in OPENS_PHASE]
        choices = {}
        if order is not None:
            choices["order"] = order
        if counters:
            choices["counters"] = counters
        if choices:
            doc["choices"] = choices
        return Compiled(document=doc, text=to_yaml(doc), lines=tuple(self.lines), game=game)


def _model(game):
    """The timing model of a game, or None when there is none (or its module does not load)."""
    if game not in game_slugs():
        return None
    try:
        return model_for(game)
    except Exception:  # a model still being written must not break outlines of the other games
        return None


_BaseDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's emitter when the wheel has it


class _Dumper(_BaseDumper):
    """Block style for the structure, flow style for small leaf maps; `on:` stays a plain key."""


_Dumper.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in _BaseDumper.yaml_implicit_resolvers.items()
}
for _first in "tTfF":
    _Dumper.yaml_implicit_resolvers.setdefault(_first, []).insert(
        0, ("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")))


def _represent_text(dumper, value):
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _represent_text)


def to_yaml(doc):
    return yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=1000,
                     default_flow_style=None)


def compile_outline(text, game=None):
    """Compile outline text to a scenario (`Compiled`); raises OutlineInvalid with every problem's line.

    `game` overrides the outline's own `game:` line (e.g. to resolve the same outline on a plain stack).
    """
    if isinstance(text, str):
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    reader = _Reader(text, game).read()
    if reader.problems and not reader.lines:
        raise OutlineInvalid(reader.problems)
    return _Compiler(reader).compile(text)


def resolve_outline(text, limits=None, game=None):
    """Compile and resolve: (Compiled, the contract's output). Raises OutlineInvalid or ResolutionStopped."""
    compiled = compile_outline(text, game)
    limits = limits or Limits()
    scenario, _ = load_scenario(compiled.text, limits, "yaml")
    return compiled, adjudicate(scenario, None, limits)
