"""Field readers for ops: how one field of an op is read and checked.

Every reader takes the checker `c` (validation._Checker: it records problems
with their paths), the raw value and its path, and returns the validated value.
`read_fields(schema)` makes the reader of an op whose body is a field map. The
built-in ops (engine/builtin_ops.py) and each game's ops (timing/<game>/ops.py)
are read with these.
"""
from adjudicator.scenario.vocabulary import ID_RE, PROP_RE, describe, suggest


def read_ref(c, v, p):
    return c.entity_ref(v, p)


def read_refs(c, v, p):
    return c.refs(v, p)


def read_amount(c, v, p):
    return c.amount(v, p)


def read_bool(c, v, p):
    return c.boolean(v, p)


def read_zone(c, v, p):
    if not isinstance(v, str) or not ID_RE.match(v):
        c.problem(p, f"expected a zone name (hand, active, deck, discard, trash, board …), got {describe(v)}")
    else:
        c.zone_name(v, p)
    return v


def read_name(c, v, p):
    if not isinstance(v, str) or not PROP_RE.match(v):
        c.problem(p, f"expected a name (lowercase letters, digits, '_'), got {describe(v)}")
    return v


def read_text(c, v, p):
    return c.text(v, p, 1000)


def read_ops(c, v, p):
    return c.ops(v, p)


def read_expr(c, v, p):
    return c.expression(v, p)


def read_block(c, v, p):
    if not isinstance(v, list) or len(v) != 2 or not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        c.problem(p, "expected [x, y], two integers")
        return None
    return tuple(v)


def read_cards(c, v, p):
    if not isinstance(v, list) or not v:
        c.problem(p, "expected a list of card ids")
        return ()
    return tuple(c.entity_ref(x, f"{p}[{i}]") for i, x in enumerate(v))


def read_fields(schema, shorthand=None):
    keys = (set(schema), [name for name, (_, required) in schema.items() if required])  # made once, not per op read

    def read(c, body, path):
        return c.fields(body, path, schema, shorthand, keys)
    # what the editor's reference panel lists: the fields (name -> required) and the one a scalar fills
    read.fields = {name: bool(required) for name, (_, required) in schema.items()}
    read.shorthand = shorthand
    return read


def read_limit(problem, path, value, periods) -> tuple:
    """`limit: {times: X, per: PERIOD}`, a printed "Limit X per [period]" (on an ability, or on the op that
    uses one): (times, period), or () after reporting through `problem(path, message)`."""
    if not isinstance(value, dict) or set(value) != {"times", "per"}:
        problem(path, f"expected {{times: X, per: PERIOD}}, got {describe(value)}")
        return ()
    times, per = value["times"], value["per"]
    if not isinstance(times, int) or isinstance(times, bool) or times < 1:
        problem(f"{path}.times", f"expected a number of times, 1 or more, got {describe(times)}")
        return ()
    if per not in periods:
        problem(f"{path}.per", f"unknown period {describe(per)}{suggest(per, periods)}; expected one of: "
                               f"{', '.join(periods)}")
        return ()
    return (times, per)
