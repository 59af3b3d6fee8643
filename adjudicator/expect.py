"""Checking what the author says must happen against an outcome."""


def is_subsequence(wanted, order):
    it = iter(order)
    return all(any(item == got for got in it) for item in wanted)


def check_expectation(exp, res, plain_state):
    failures = []
    if exp.order and not is_subsequence(exp.order, res.order):
        failures.append(f"order: expected {list(exp.order)} in this order within the resolution order "
                        f"{res.order}")
    for entity, prop, value in exp.state:
        props = plain_state.get(entity, {})
        got = res.model.zone_of(props) if prop == "zone" and entity in plain_state else props.get(prop)
        want = list(value) if isinstance(value, tuple) else value
        if got != want and not (got is None and want in (0, False)):
            failures.append(f"state: expected {entity}.{prop} = {want!r}, got {got!r}")
    for aid in exp.not_triggered:
        if aid in res.triggered:
            failures.append(f"not_triggered: {aid} triggered")
    for aid in exp.triggered:
        if aid not in res.triggered:
            failures.append(f"triggered: {aid} never triggered")
    return failures


def check_outcome(scenario, res, plain_state):
    """Failures for one outcome: every plain expectation, and every case whose `when` applies."""
    failures = []
    for index, exp in enumerate(scenario.expect):
        if scenario.expect_cases:
            if not case_applies(exp, res):
                continue
            failures += [f"case {index + 1}: {f}" for f in check_expectation(exp, res, plain_state)]
        else:
            failures += check_expectation(exp, res, plain_state)
    return failures


def modifier_orders(res):
    return [label.split(" then ") for kind, label in res.decisions if kind == "modifier"]


def case_applies(exp, res):
    if exp.when_order and not is_subsequence(exp.when_order, res.order):
        return False
    if exp.when_modifier_order is not None:
        return any(order == list(exp.when_modifier_order) for order in modifier_orders(res)) or \
            any(is_subsequence(exp.when_modifier_order, order) for order in modifier_orders(res))
    return True


def check_overall(scenario, resolutions, distinct):
    """Failures about the exploration as a whole: outcome counts, cases no outcome reached."""
    failures = []
    for index, exp in enumerate(scenario.expect):
        if exp.distinct_outcomes is not None and exp.distinct_outcomes != distinct:
            failures.append(f"distinct_outcomes: expected {exp.distinct_outcomes}, got {distinct}")
        if scenario.expect_cases and not any(case_applies(exp, res) for res in resolutions):
            what = list(exp.when_order or ()) or list(exp.when_modifier_order or ())
            failures.append(f"case {index + 1}: no outcome resolves in the order {what}")
    return failures
