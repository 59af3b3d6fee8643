"""Whether a timing model can resolve a scenario written for another: what it lacks, named.

A scenario is checked against its own game when it is loaded. Resolving it under
another model (to compare) needs that model to run every op the scenario writes
(read the same way) and to accept every timing class its abilities have; a model
that cannot is refused up front with what it lacks, instead of stopping halfway
or leaving abilities silently unused.
"""
from dataclasses import dataclass

from adjudicator.scenario.model import Op


@dataclass(frozen=True)
class Lack:
    """One thing the scenario needs that a model does not have."""

    what: str  # "op" | "timing class" | "check"
    name: str  # the op or class (for a check: the field path)
    where: str  # the path in the scenario that needs it
    message: str

    def as_dict(self):
        return {"what": self.what, "name": self.name, "where": self.where, "message": self.message}


def written_ops(scenario):
    """Every op the scenario writes, nested ones included, in document order."""
    found = []

    def walk(value):
        if isinstance(value, Op):
            found.append(value)
            walk(value.args)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, (tuple, list)):
            for item in value:
                walk(item)

    walk(scenario.start.do)
    for ability in scenario.abilities.values():
        walk(ability.do)
    return found


def reads_alike(theirs, ours, op):
    """The same reader, or two readers of one op where one adds fields to the other (`read.extends`,
    `read.added`) and this op writes none of the fields the model's reader lacks."""
    if theirs.read is ours.read:
        return True
    if getattr(theirs.read, "extends", theirs.read) is not getattr(ours.read, "extends", ours.read):
        return False
    lacking = set(getattr(ours.read, "added", ())) - set(getattr(theirs.read, "added", ()))
    return hasattr(op.args, "keys") and not lacking & set(op.args.keys())


def lacks(model, scenario, own):
    """What `model` lacks to resolve `scenario`, whose own game's model is `own` (empty: it can)."""
    if model.slug == scenario.game:
        return []
    found, seen = [], set()
    refused = dict(model.refused_ops)  # built-in op -> why the game has no such thing
    for op in written_ops(scenario):
        theirs, ours = model.op(op.name), own.op(op.name)
        if op.name in refused:
            reason = f"{model.title} has no op “{op.name}”: {refused[op.name]}"
        elif theirs is None or theirs.internal:
            reason = f"{model.title} has no op “{op.name}”"
        elif ours is not None and not reads_alike(theirs, ours, op):
            reason = f"{model.title} reads the op “{op.name}” with other fields"
        else:
            continue
        if ("op", op.name) not in seen:
            seen.add(("op", op.name))
            found.append(Lack("op", op.name, op.path, f"{reason} (used at {op.path})"))
    for ability in scenario.abilities.values():
        if model.accepts_ability(ability) or ("class", ability.timing) in seen:
            continue
        seen.add(("class", ability.timing))
        found.append(Lack("timing class", ability.timing, f"abilities.{ability.id}.timing",
                          f"{model.title} has no timing class “{ability.timing}”, which {ability.label} has "
                          f"(abilities.{ability.id}.timing)"))
    if not found and scenario.source is not None:
        entities = {eid: dict(props) for eid, props in scenario.entities.items()}
        for path, message in model.check_scenario(scenario.source, entities, dict(scenario.abilities)):
            found.append(Lack("check", path, path, f"Under {model.title}, {path}: {message}"))
    return found
