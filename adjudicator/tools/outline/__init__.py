"""Outline mode: a quick timing dispute written as an indented outline, compiled to a scenario.

    Atomic Kaiju assaults Odysseus for 5 damage
      Nuclear Breath trashes a Union card
      Odysseus uses Trojan Horse: gains 2 defense [counter]

Each line is one effect and indentation says which effect caused it; a line's [tag] is its timing class in
the game's own words (games.py), and the few phrases that carry numbers (damage, defense) are read exactly or
refused with the words pointed at (phrases.py). The result is an ordinary scenario that resolves and draws
like any other, so the rules it is resolved by are the timing model's, not this package's. See
docs/outline-mode.md. Plain Python: never imports Django.
"""
from dataclasses import dataclass, field

from adjudicator.api import adjudicate, load_scenario
from adjudicator.engine.events import plain_event
from adjudicator.limits import Limits
from adjudicator.tools.outline.reader import (  # noqa: F401 (the package's public names)
    MAX_CHARS,
    MAX_DEPTH,
    MAX_EFFECT_LINES,
    MAX_ID_CHARS,
    MAX_LINE_CHARS,
    MAX_PROBLEMS,
    OutlineInvalid,
    OutlineProblem,
    Reader,
    actor_of,
    slug,
)

DEFAULT_GAME = "union-city-alliance"


@dataclass(frozen=True)
class Compiled:
    """An outline compiled: the scenario as data and as YAML text, and which line became which effect."""

    document: dict
    text: str
    lines: tuple  # EffectLine, in outline order (the first is the start)
    game: str
    linking: dict = field(default_factory=dict)  # event name -> sentence: the events that only link lines
    cards: tuple = ()  # {line, code, name, fields}: each card a line took from the rules library

    def step_text(self, step):
        """A step's text for a person: an event the compilation added only to link a line to the lines under
        it is said as those lines ("… causes Nuclear Breath trashes a Union card (line 2)"), wherever a step
        names it, not by its made-up name ("cause nuclear breath trashes a union card happens")."""
        text = step["text"]
        said = [(plain_event(None, {"event": name}), sentence) for name, sentence in self.linking.items()]
        said += [(f"this {name} event", sentence) for name, sentence in self.linking.items()]  # Skirmish's words
        for made_up, sentence in sorted(said, key=lambda pair: -len(pair[0])):
            text = text.replace(made_up, sentence)
        return text

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


def outline_games():
    """{slug: OutlineGame class} of the games an outline can be written for, in display order."""
    from adjudicator.tools.outline.games import registered_games

    return registered_games()


def compile_outline(text, game=None):
    """Compile outline text to a scenario (`Compiled`); raises OutlineInvalid with every problem's line.

    `game` overrides the outline's own `game:` line (e.g. to resolve the same outline on a plain stack).
    """
    from adjudicator.tools.outline.compiler import Compiler

    if isinstance(text, str):
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    reader = Reader(text, game).read()
    if reader.problems and not reader.lines:
        raise OutlineInvalid(reader.problems)
    return Compiler(reader, outline_games()).compile(text)


def resolve_outline(text, limits=None, game=None, model=None):
    """Compile and resolve: (Compiled, the contract's output). Raises OutlineInvalid or ResolutionStopped.

    `model`: resolve under this timing model instead of the scenario's own (`stack`: the plain stack laid
    over the outline's game, which keeps every rule of that game but timing). `game="stack"` means that
    too: the outline read as its own game, resolved on the plain stack (an outline whose own line is
    `game: stack` is read with the stack's own tags)."""
    if game == "stack" and model is None:
        game, model = None, "stack"
    compiled = compile_outline(text, game)
    limits = limits or Limits()
    scenario, _ = load_scenario(compiled.text, limits, "yaml")
    return compiled, adjudicate(scenario, model, limits)
