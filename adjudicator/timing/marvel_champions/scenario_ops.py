"""The scenario's ops found by their path: an effect that runs later (a delayed effect, a replacement, an
attack's indirect damage) keeps the path of its op, not the op, so that records stay plain data."""
from adjudicator.scenario.model import Op


def find_op(scenario, path):
    """The op of the scenario at `path` (ops are data: a delayed effect keeps where its ops are)."""
    def walk(ops):
        for op in ops:
            if op.path == path:
                return op
            for value in (op.args.values() if isinstance(op.args, dict) else ()):
                for nested in _op_lists(value):
                    found = walk(nested)
                    if found is not None:
                        return found
        return None

    found = walk(scenario.start.do)
    for ability in scenario.abilities.values():
        found = found or walk(ability.do)
    return found


def _op_lists(value):
    if isinstance(value, tuple) and value and all(isinstance(v, Op) for v in value):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            if isinstance(item, tuple):
                yield from _op_lists(item)
