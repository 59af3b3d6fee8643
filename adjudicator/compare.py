"""One situation under two timing models, side by side: what differs in order and in outcome."""

from adjudicator.grammar import possessive
from adjudicator.timing.registry import model_classes


def differences(this, other):
    """Compare two outputs (each the contract's output) by their first outcomes and outcome counts."""
    a, b = this["outcomes"][0], other["outcomes"][0]
    order_a, order_b = a["resolution_order"], b["resolution_order"]
    # strict=False: one order may be a prefix of the other; the next line takes that case
    first = next((i for i, (x, y) in enumerate(zip(order_a, order_b, strict=False)) if x != y), None)
    if first is None and len(order_a) != len(order_b):
        first = min(len(order_a), len(order_b))
    state = []
    for entity in sorted(set(a["state"]) | set(b["state"])):
        props_a, props_b = a["state"].get(entity, {}), b["state"].get(entity, {})
        for prop in sorted(set(props_a) | set(props_b)):
            va, vb = props_a.get(prop), props_b.get(prop)  # absent, 0 and False (== 0) all mean unset
            if va != vb and not (unset(va) and unset(vb)):
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


class Names:
    """How a person names what an output's ids stand for: effects by their labels (from the trees),
    entities by their names (from the final states)."""

    def __init__(self, *outputs):
        self.effects, self.entities, self.results = {}, {}, {}
        self.abilities: dict = {}  # ability id -> label, where the caller has the scenario (names_for, the CLI)
        for output in outputs:
            model = model_classes().get(output.get("game", ""))
            self.results.update(model.result_words if model else {})  # `result.x` said as "X"
            for outcome in output.get("outcomes", []):
                for node in outcome.get("tree", {}).get("nodes", []):
                    self.effects.setdefault(node["id"], node.get("label") or node["id"])
                for entity, props in outcome.get("state", {}).items():
                    self.entities.setdefault(entity, props.get("name") or props.get("label") or entity)

    def effect(self, ident):
        return self.effects.get(ident, ident)

    def entity(self, ident):
        return self.entities.get(ident, ident)

    def owner(self, ident):
        """"Plucky Interns'", "Wrangler's"."""
        return possessive(self.entity(ident))

    def choice(self, kind, value):
        """A decision as the output records it (effect ids, entity ids, ability ids, under its kind: `order`,
        `modifier_order`, `choose`) in a person's words; the pages and the CLI's text both say it so."""
        if kind == "modifier_order":
            return " then ".join(self.abilities.get(a, a) for a in str(value).split(" then "))
        if kind == "order":
            if value in self.effects:
                return self.effect(value)
            head, sep, tail = str(value).rpartition(": ")
            if sep:
                return f"{head}: " + ", ".join(self.entity(e) for e in tail.split(", "))
            return self.effect(value)
        return str(value)

    def value(self, value):
        if value is None:
            return "nothing"
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, str):
            return self.entities.get(value, value)
        if isinstance(value, list):
            return ", ".join(self.value(v) for v in value) or "none"
        return str(value)


def describe(diff, this_model, other_model, names=None):
    """Plain sentences for a person: effects by their labels, entities by their names, models by their
    titles (`names`: a Names of the two outputs)."""
    names = names or Names()
    label = names.effect
    lines = []
    order = diff["order"]
    if order["first_difference"] is None:
        lines.append("The effects begin in the same order.")
    else:
        i = order["first_difference"]
        this_one = label(order["this"][i]) if i < len(order["this"]) else "nothing"
        other_one = label(order["other"][i]) if i < len(order["other"]) else "nothing"
        lines.append(f"The orders part at effect {i + 1}: {this_one} under {this_model}, "
                     f"{other_one} under {other_model}.")
        if order["only_this"]:
            lines.append(f"Only under {this_model}: {', '.join(label(e) for e in order['only_this'])}.")
        if order["only_other"]:
            lines.append(f"Only under {other_model}: {', '.join(label(e) for e in order['only_other'])}.")
    for model, mine, theirs in ((this_model, "this", "other"), (other_model, "other", "this")):
        for outer, inner in diff["interrupts"][mine]:
            if [outer, inner] not in diff["interrupts"][theirs]:
                lines.append(f"Under {model}, {label(inner)} resolves in the middle of {label(outer)}.")
    for change in diff["state"]:
        lines.append(f"{names.owner(change['entity'])} {change['prop'].replace('_', ' ')}: "
                     f"{names.value(change['this'])} under {this_model}, {names.value(change['other'])} under "
                     f"{other_model}.")
    counts = diff["outcomes"]
    if counts["this"] != counts["other"]:
        lines.append(f"{counts['this']} distinct outcome{'s' if counts['this'] != 1 else ''} under {this_model}, "
                     f"{counts['other']} under {other_model}.")
    if diff["same"]:
        lines.append("Same order, same outcome.")
    return lines


def unset(value):
    """Absent, 0 and False (== 0) all mean unset; a list (a block) is a value like any other."""
    return value is None or (not isinstance(value, (list, dict)) and value == 0)
