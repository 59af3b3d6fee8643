"""Replacement effects as the Rules Reference has them (Replacement Effect; “Would”): `replace` in an
interrupt says what happens instead of the occurrence it interrupts.

The replacement is initiated where the interrupt resolves, and from then on no further interrupt to the
original occurrence may be used (“Would”; Interrupt); it resolves in the occurrence's place, when "it is
time to resolve the triggering condition itself", as an effect of its own whose ops are occurrences with
their own windows; the occurrence does not happen and its after window never opens. Of several
replacements initiated against one occurrence, the most recent is used.
"""
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import shares, state
from adjudicator.timing.marvel_champions.scenario_ops import find_op
from adjudicator.timing.marvel_champions.windows import nested_edge, record, share_reading, update_record


def replace_op(res, node, args, op) -> None:
    """`replace`: the occurrence whose when window this effect resolves in will be replaced by `do`."""
    n, window = state.OCCURRENCE.get(node), state.WINDOW.get(node)
    home = res.nodes[node.parent] if node.parent is not None else None
    rec = record(home, n) if home is not None and n is not None else None
    if rec is None or window != "when" or rec["cancelled"]:
        res.step("note", f"{node.label} has nothing to replace: it does not resolve in the interrupt window of an "
                         "occurrence still to come", rule=rule(res, "replacement"))
        return
    label = args.get("label") or f"the replacement effect of “{node.label}”"
    target = shares.share_of(res, node, rec)
    if target is not None:
        replace_share(res, node, home, n, rec, target, label, op)
        return
    earlier = rec.get("replacement")
    update_record(home, n, replacement={"op": op.path, "card": node.card, "you": node.you, "trigger": node.trigger,
                                        "label": label, "base": f"instead:{node.base}"})
    if earlier:
        res.step("note", f"{earlier['label']} is no longer the replacement used: {label}, initiated later against "
                         f"the same {rec['label']}, is the one used", rule=rule(res, "replacement-most-recent"))
    res.step("op", f"{label} is initiated: it will resolve instead of {rec['label']}, when that would resolve",
             rule=rule(res, "replacement"))
    dropped = [k for k in home.children if res.nodes[k].status == "pending"
               and state.OCCURRENCE.get(res.nodes[k]) == n and not replaces(res.nodes[k])]
    for k in dropped:
        res.nodes[k].status = "dropped"
    names = f" ({', '.join(res.label_of(k, dropped) for k in dropped)} will not resolve)" if dropped else ""
    res.step("note", f"{rec['label']} is changed by a replacement effect: no further interrupts to it may be "
                     f"used{names}", rule=rule(res, "would-replaced"))


def replace_share(res, node, home, n, rec, target, label, op) -> None:
    """`replace` in an interrupt to one character's damage in damage dealt to several at once: that share
    alone is replaced (shares.py); the others' damage still happens, with its windows."""
    what = shares.share_words(res, rec, target)
    how = shares.stopped(rec).get(target, {})
    if "cancelled" in how:
        res.step("note", f"{node.label} has nothing to replace: {what} was cancelled", rule=rule(res, "replacement"))
        return
    spec = {"op": op.path, "card": node.card, "you": node.you, "trigger": node.trigger, "label": label,
            "base": f"instead:{node.base}"}
    if "replacement" in how:
        res.step("note", f"{how['replacement']['label']} is no longer the replacement used: {label}, initiated later "
                         f"against {what}, is the one used", rule=rule(res, "replacement-most-recent"))
    res.step("op", f"{label} is initiated: it will resolve instead of {what}, when that would resolve",
             rule=rule(res, "replacement"))
    dropped = shares.stop_share(res, home, n, rec, target, {"replacement": spec}, keep=replaces)
    names = f" ({', '.join(res.label_of(k, dropped) for k in dropped)} will not resolve)" if dropped else ""
    res.step("note", f"{what} is changed by a replacement effect: no further interrupts to it may be used{names}",
             rule=rule(res, "would-replaced"))
    share_reading(res, rec, target)


def replaces(node) -> bool:
    """Whether an effect is a replacement effect: one of its own ops is `replace` (the others waiting in the
    window are dropped once a replacement is initiated; these may still be initiated, and the most recent is
    used: a reading of Replacement Effect's bullet beside “Would”'s)."""
    return any(getattr(op, "name", None) == "replace" for op in (node.ops or ()))


def resolve_instead(res, home, rec) -> None:
    """The occurrence's turn has come and a replacement was initiated against it: the replacement resolves
    instead, as an effect of its own (its ops each an occurrence with its windows), right now."""
    spec = rec["replacement"]
    replacing = find_op(res.scenario, spec["op"])
    res.step("phase", f"it is time for {rec['label']} to resolve: it is replaced, and does not happen (nothing "
                      f"responds to it); {spec['label']} resolves instead", rule=rule(res, "replacement"))
    entry = rule(res, "replacement")
    child = res.new_node(base=spec["base"], kind="instead", label=spec["label"], parent=home.key, edge=nested_edge(home),
                         card=spec["card"], you=spec["you"], trigger=spec["trigger"],
                         ops=tuple(replacing.args["do"]) if replacing is not None else (), rule=entry)
    state.place(child, None, "when", 1)
    home.children.append(child.key)
