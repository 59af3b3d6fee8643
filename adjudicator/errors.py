"""The two ways a scenario can fail, kept apart because callers answer them differently.

`ScenarioInvalid` is the author's mistake (CLI exit 2, API 400): every problem
with the path of the field it is about. `ResolutionStopped` is a resolution
that does not end — a trigger loop or a limit reached (CLI exit 3, API 422).
"""
from dataclasses import dataclass


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


class ResolutionStopped(Exception):
    """A loop (`loop: a -> b -> a`) or a limit (`limit: ...`), with a message naming it."""

    def __init__(self, message, kind="limit"):
        self.kind = kind
        super().__init__(message)
