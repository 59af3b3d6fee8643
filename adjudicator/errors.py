"""The two ways a scenario can fail, kept apart because callers answer them differently.

`ScenarioInvalid` is the author's mistake (CLI exit 2, API 400): every problem
with the path of the field it is about (`ModelUnfit`: a model asked for that
cannot resolve it; `InputStopped`: a resolution its input stopped). `ResolutionStopped`
is a resolution that does not end — a trigger loop or a limit reached (CLI exit 3,
API 422); one of kind "error" is the input's fault and reaches callers as InputStopped.
"""
import re
from dataclasses import dataclass

_PATH_AT_START = re.compile(r"^((?:start|abilities)(?:\.[A-Za-z0-9_-]+|\[\d+\])+): (.*)$", re.S)


@dataclass(frozen=True)
class Problem:
    path: str
    message: str
    line: int | None = None

    def __str__(self):
        where = self.path or "(document)"
        return f"{where}: {self.message}"

    def as_dict(self):
        data = {"path": self.path, "message": self.message}
        if self.line is not None:
            data["line"] = self.line
        return data


class ScenarioInvalid(Exception):
    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("; ".join(str(p) for p in self.problems))


class ModelUnfit(ScenarioInvalid):
    """A timing model asked for (`model` or `compare`) cannot resolve this scenario: it lacks an op or
    a timing class the scenario uses (adjudicator.engine.fit). An input problem: API 400, CLI exit 2."""

    def __init__(self, field, slug, title, lacks):
        self.field, self.slug, self.title, self.lacks = field, slug, title, list(lacks)
        super().__init__([Problem(field, lack.message) for lack in self.lacks])

    def headline(self):
        return f"the timing model {self.title} ({self.slug}) cannot resolve this scenario"

    def as_dict(self):
        return {"error": self.headline(), "field": self.field, "model": self.slug,
                "lacks": [lack.as_dict() for lack in self.lacks], "problems": [p.as_dict() for p in self.problems]}


class ResolutionStopped(Exception):
    """A loop (`loop: a -> b -> a`) or a limit (`limit: ...`), with a message naming it."""

    def __init__(self, message, kind="limit"):
        self.kind = kind
        super().__init__(message)


class InputStopped(ScenarioInvalid, ResolutionStopped):
    """A resolution stopped by the scenario's input where the checker could not see it before (a reference
    that names nobody when the op runs, a rule's precondition the scenario does not meet: kind "error").
    An input problem like any other (CLI exit 2, API 400), at the path its message names, never a 422.
    Still a ResolutionStopped of kind "error" for callers that catch those (its text is the same)."""

    def __init__(self, stopped):
        self.stopped = stopped
        text = str(stopped)
        said = text[len("error: "):] if text.startswith("error: ") else text
        match = _PATH_AT_START.match(said)
        path, message = (match.group(1), match.group(2)) if match else (getattr(stopped, "path", None) or "", said)
        ScenarioInvalid.__init__(self, [Problem(path, f"cannot be resolved: {message}")])
        self.kind = "error"
        self.args = (text,)

    def located(self, source):
        """The same problems with their lines in `source` (a ScenarioText), where it has them."""
        located = InputStopped(self.stopped)
        located.problems = [Problem(p.path, p.message, p.line or (source.line_of(p.path) if p.path else None))
                            for p in self.problems]
        return located
