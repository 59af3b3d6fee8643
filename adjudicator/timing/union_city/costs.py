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


def exert(res, hero, resource, amount, rule, *, action, amount_words=None):
    """`amount` of a resource leaves the hero's pool (Glossary, Exerting: "Removing some amount of a resource from
    your pool") for an attack or a maneuver; a hero whose pool the scenario does not give is taken to have it, with
    a step saying so."""
    props = res.entities[hero]
    pool = props.get(resource)
    word = resource.capitalize()
    if pool is None:
        res.step("note", f"the scenario gives no {word} for {res.name(hero)}: the {amount_words or amount} {word} "
                         f"{action} exerts is taken as in the pool", rule=rule)
        return
    props[resource] = pool - amount
    res.step("note", f"{res.name(hero)} exerts {amount} {word} ({pool} in the pool, {pool - amount} left)", rule=rule)
