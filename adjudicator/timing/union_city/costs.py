"""Costs ("X to Y", "X. If you do, Y"): whether the part before can be done in full."""
from adjudicator.timing.union_city.defeats import GONE_ZONES


def can_pay(res, node, op):
    """Costs ("X to Y", "X. If you do, Y"): the part before can be done in full, or Y does not happen."""
    env = res.env(node)
    args = op.args
    if op.name in ("discard", "dismiss"):
        card = env.ref(args["card"])
        zone = "hand" if op.name == "discard" else "active"
        return card in res.entities and res.entities[card].get("zone") == zone
    if op.name in ("trash", "destroy"):
        card = env.ref(args["card"])
        return card in res.entities and res.entities[card].get("zone") not in GONE_ZONES
    if op.name == "lose":
        who = env.ref(args["who"])
        need = res.evaluate(args["amount"], env)
        return (res.entities.get(who, {}).get(args["resource"], 0) or 0) >= need
    if op.name == "draw" and "count" in args:
        who = env.ref(args["who"])
        need = res.evaluate(args["count"], env)
        have = sum(1 for p in res.entities.values() if p.get("owner") == who and p.get("zone") == "deck")
        return have >= need
    return True
