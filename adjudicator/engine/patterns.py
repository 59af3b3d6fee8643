"""Matching an event (or a computation) against a scenario's pattern: one definition for every model."""


def matcher_matches(res, matcher, value, this, you):
    """One field: a reference (this/you/current/next or an id), any of several, `{type: T}`, or a literal."""
    def ref(name):
        if name == "current":
            return res.model.current_hero(res)
        if name == "next":
            return res.model.next_hero(res)
        return {"this": this, "you": you}.get(name, name)

    if matcher.kind == "ref":
        return value == ref(matcher.value)
    if matcher.kind == "any":
        return value in {ref(r) for r in matcher.value}
    if matcher.kind == "type":
        return isinstance(value, str) and value in res.entities and res.entities[value].get("type") == matcher.value
    return value == matcher.value


def fields_match(res, fields, values, this, you):
    """Every (field, matcher) of a pattern holds for `values` (an event or a computation's context)."""
    return all(matcher_matches(res, matcher, values.get(name), this, you) for name, matcher in fields)
