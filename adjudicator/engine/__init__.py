"""Resolution of a scenario: pending work as data, choices, exploration.

`resolve()` runs one resolution with the scenario's choices; `explore()`
tries every order the chooser could pick and reports the distinct outcomes.
"""
from adjudicator.engine.explore import explore, resolve  # noqa: F401
