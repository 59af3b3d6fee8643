"""Bounds that keep every resolution finite; the web and CLI pass the configured values."""
import time
from dataclasses import dataclass, replace

from adjudicator.errors import ResolutionStopped


@dataclass(frozen=True)
class Limits:
    max_document_bytes: int = 200_000
    max_entities: int = 500
    max_steps: int = 20_000
    max_depth: int = 200
    max_orders: int = 100_000
    max_seconds: float = 10.0

    @classmethod
    def from_mapping(cls, mapping):
        known = {k: v for k, v in (mapping or {}).items() if k in cls.__dataclass_fields__}
        return replace(cls(), **known)

    def describe(self):
        return ", ".join(f"{k}={getattr(self, k)}" for k in self.__dataclass_fields__)


def cpu_seconds() -> float:
    """This thread's CPU time: what `max_seconds` counts. A resolution waiting for the CPU on a busy machine (a
    job at a lower priority, a neighbour's burst) spends none of it, so whether it finishes does not depend on
    the machine's load; a wall-clock bound on a stuck job is the web job's (adjudicator/web/jobs.py)."""
    return time.thread_time()


class CpuBudget:
    """`limits.max_seconds` of this thread's CPU time from now; `check()` raises the limit, naming it."""

    def __init__(self, limits: Limits, doing: str = ""):
        self.limits = limits
        self.doing = doing  # "exploring " or ""
        self.until = cpu_seconds() + limits.max_seconds

    def spent(self) -> bool:
        return cpu_seconds() > self.until

    def check(self) -> None:
        if self.spent():
            raise ResolutionStopped(f"limit: {self.doing}used more than {self.limits.max_seconds:g} seconds of CPU "
                                    "time (max_seconds)", "limit")


def too_large_message(what: str, size: int, cap: int) -> str:
    """One sentence for a text over its size cap, said the same way wherever it is refused (the CLI, the
    editor's live check, Resolve, the API): "The scenario is 250,031 bytes; at most 200,000 bytes are accepted." """
    return f"{what[:1].upper()}{what[1:]} is {size:,} bytes; at most {cap:,} bytes are accepted."
