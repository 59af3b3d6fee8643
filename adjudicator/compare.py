"""One situation under two timing models, side by side: what differs in order and in outcome."""


def differences(this, other):
    """Compare two outputs (each the contract's output) by their first outcomes and outcome counts."""
    a, b = this["outcomes"][0], other["outcomes"][0]
    order_a, order_b = a["resolution_order"], b["resolution_order"]
    first = next((i for i, (x, y) in enumerate(zip(order_a, order_b)) if x != y), None)
    if first is None and len(order_a) != len(order_b):
        first = min(len(order_a), len(order_b))
    state = []
    for entity in sorted(set(a["state"]) | set(b["state"])):
        props_a, props_b = a["state"].get(entity, {}), b["state"].get(entity, {})
        for prop in sorted(set(props_a) | set(props_b)):
            va, vb = props_a.get(prop), props_b.get(prop)
            if va != vb and not ({va, vb} <= {None, 0, False}):
                state.append({"entity": entity, "prop": prop, "this": va, "other": vb})
    return {
        "interrupts": {"this": interruptions(a), "other": interruptions(b)},
        "order": {"this": order_a, "other": order_b, "first_difference": first,
                  "only_this": [e for e in order_a if e not in order_b],
                  "only_other": [e for e in order_b if e not in order_a]},
        "state": state,
        "outcomes": {"this": len(this["outcomes"]), "other": len(other["outcomes"])},
        "same": first is None and not state and len(this["outcomes"]) == len(other["outcomes"])
        and interruptions(a) == interruptions(b),
    }


def interruptions(outcome):
    """Pairs [outer, inner]: `inner` began after `outer` began but finished before `outer` finished."""
    begun, finished, pairs = [], set(), []
    for step in outcome["steps"]:
        if step["kind"] == "begin":
            begun.append(step["effect"])
        elif step["kind"] == "end":
            finished.add(step["effect"])
            for outer in begun:
                if outer != step["effect"] and outer not in finished and begun.index(outer) < begun.index(step["effect"]):
                    pairs.append([outer, step["effect"]])
    return pairs


def describe(diff, this_model, other_model):
    """Plain sentences for a person."""
    lines = []
    order = diff["order"]
    if order["first_difference"] is None:
        lines.append("The effects resolve in the same order.")
    else:
        i = order["first_difference"]
        lines.append(f"The orders part at effect {i + 1}: {this_model} resolves "
                     f"{(order['this'][i:i + 1] or ['nothing'])[0]}, {other_model} resolves "
                     f"{(order['other'][i:i + 1] or ['nothing'])[0]}.")
        if order["only_this"]:
            lines.append(f"Only under {this_model}: {', '.join(order['only_this'])}.")
        if order["only_other"]:
            lines.append(f"Only under {other_model}: {', '.join(order['only_other'])}.")
    for model, mine, theirs in ((this_model, "this", "other"), (other_model, "other", "this")):
        for outer, inner in diff["interrupts"][mine]:
            if [outer, inner] not in diff["interrupts"][theirs]:
                lines.append(f"Under {model}, {inner} resolves in the middle of {outer}.")
    for change in diff["state"]:
        lines.append(f"{change['entity']}.{change['prop']}: {change['this']!r} under {this_model}, "
                     f"{change['other']!r} under {other_model}.")
    counts = diff["outcomes"]
    if counts["this"] != counts["other"]:
        lines.append(f"{counts['this']} distinct outcome(s) under {this_model}, {counts['other']} under {other_model}.")
    if diff["same"]:
        lines.append("Same order, same outcome.")
    return lines
