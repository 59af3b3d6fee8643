"""The contract's output (scenario-format.md, "Output") from finished resolutions."""
from adjudicator.engine.warnings import collect as collect_warnings
from adjudicator.engine.warnings import trigger_checks
from adjudicator.expect import check_outcome, check_overall
from adjudicator.summary import what_happened


def plain(value):
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    return value


def final_state(res):
    return {eid: {k: plain(v) for k, v in props.items()} for eid, props in res.entities.items()}


def start_state(scenario):
    """The entities as the scenario sets them up, before anything resolves."""
    return {eid: {k: plain(v) for k, v in dict(props).items()} for eid, props in scenario.entities.items()}


def tree(res):
    """Effects as nodes (numbered by resolution order) and how each came about as edges."""
    nodes, edges, ids = [], [], {}
    ordered = sorted(res.nodes, key=lambda n: (n.n is None, n.n or 0, n.key))
    for node in ordered:
        ident = node.id or f"{node.base} (not resolved)"
        while ident in ids.values():
            ident += "'"
        ids[node.key] = ident
    for node in ordered:
        nodes.append({
            "id": ids[node.key], "label": node.label, "kind": node.kind, "n": node.n, "depth": node.depth,
            "path": node.path, "card": node.card, "chosen": node.chosen, "rule": node.rule,
            "status": node.status if node.status != "running" else "done",
        })
    for node in ordered:
        if node.parent is not None:
            kind = node.edge if node.edge in ("phase", "nested") else "when"
            edges.append({"from": ids[node.parent], "to": ids[node.key], "kind": kind})
        if node.precedes is not None:
            edges.append({"from": ids[node.key], "to": ids[node.precedes], "kind": "first"})
    return {"nodes": nodes, "edges": edges}


def decisions(res):
    out = {}
    for kind, label in res.decisions:
        out.setdefault({"order": "order", "modifier": "modifier_order", "choose": "choose"}[kind], []).append(label)
    return out


def outcome(scenario, res, orders_reaching, own=True):
    """One outcome; `own` False: only orders the scenario's own choices do not pick reach it, and its
    `expect` (written for those choices) does not speak of them."""
    state = final_state(res)
    failures = check_outcome(scenario, res, state) if own else []
    return {
        "choices": decisions(res),
        "orders_reaching": orders_reaching,
        "resolution_order": list(res.order),
        "steps": list(res.steps),
        "state": state,
        "tree": tree(res),
        "expect": {"passed": not failures, "failures": failures},
        "by_own_choices": own,
        "warnings": collect_warnings(res),
        "trigger_checks": trigger_checks(res),
        "what_happened": what_happened(start_state(scenario), state, res.model.zone_words,
                                       res.model.bookkeeping_props),
    }


def output(scenario, model, results, total, explored, own=None):
    """The contract's output. `own`: how many of the leading outcomes the scenario's own choices reach
    (engine.explore.own_choices_first), when exploring was forced beyond them; None: all of them."""
    beyond = own is not None
    own = len(results) if own is None else own
    outcomes = [outcome(scenario, res, count, index < own) for index, (res, count) in enumerate(results)]
    overall = check_overall(scenario, [res for res, _ in results[:own]], own)
    passed = not overall and all(o["expect"]["passed"] for o in outcomes)
    return {
        "format": 1,
        "game": scenario.game,
        "model": model.slug,
        "title": scenario.title,
        "outcomes": outcomes,
        "explored": {"orders": total, "distinct_outcomes": len(outcomes), "truncated": False,
                     "explored": explored, "beyond_choices": beyond},
        "expect": {"passed": passed, "failures": overall, "checked": bool(scenario.expect)},
    }
