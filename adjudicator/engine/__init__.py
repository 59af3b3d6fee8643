"""Resolution of a scenario: pending work as data, choices, exploration.

`explore()` resolves a scenario with its choices, branching wherever the
chooser's decisions are to be explored, and returns each distinct outcome.
"""
from adjudicator.engine.explore import explore  # noqa: F401
