"""How each built-in op's fields are read and checked (the contract's "Ops" table).

Every reader takes the checker `c` (scenario._Checker: it records problems with
their paths), the raw value and its path, and returns the validated value.
Timing models use the same readers for their own ops (`TimingModel.extra_ops`).
"""
from adjudicator.scenario.vocabulary import EVENT_RE, ID_RE, PROP_RE, SPECIAL_REFS, describe


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
    def read(c, body, path):
        return c.fields(body, path, schema, shorthand)
    return read


def read_resource_op(c, body, path):
    """gain / lose: `who`, exactly one resource with its amount, optional `as` to keep the actual amount."""
    if not c.keys(body, path, set(body) if isinstance(body, dict) else set(), ("who",)):
        return {}
    args = {"who": c.entity_ref(body["who"], f"{path}.who")} if "who" in body else {}
    resources = [k for k in body if k not in ("who", "as")]
    if len(resources) != 1:
        c.problem(path, f"name exactly one resource with its amount (e.g. heroism: 2); got {resources or 'none'}")
        return args
    res = resources[0]
    if not isinstance(res, str) or not PROP_RE.match(res):
        c.problem(f"{path}.{res}", "is not a resource name")
        return args
    args["resource"] = res
    args["amount"] = c.amount(body[res], f"{path}.{res}")
    if "as" in body:
        args["as"] = read_name(c, body["as"], f"{path}.as")
    return args


def read_draw_op(c, body, path):
    args = c.fields(body, path, {"who": (read_ref, True), "count": (read_amount, False), "cards": (read_cards, False),
                                 "as": (read_name, False)})
    if isinstance(body, dict) and ("count" in body) == ("cards" in body):
        c.problem(path, "needs exactly one of `count` (from the top of the deck) or `cards` (which cards)")
    return args


def read_emit_op(c, body, path):
    if not isinstance(body, dict) or "event" not in body:
        c.problem(f"{path}.event", "is required")
        return {}
    event = body["event"]
    if not isinstance(event, str) or not EVENT_RE.match(event):
        c.problem(f"{path}.event", f"expected an event name (lowercase letters, digits, '_', '-'), got {describe(event)}")
    args = {"event": event}
    for key, value in body.items():
        if key == "event":
            continue
        fpath = f"{path}.{key}"
        if not isinstance(key, str) or not PROP_RE.match(key):
            c.problem(fpath, "is not a field name")
        elif isinstance(value, str) and (value in SPECIAL_REFS or value in c.entities or value.startswith("trigger.")):
            args[key] = ("ref", c.entity_ref(value, fpath))
        elif isinstance(value, (bool, int, str)):
            args[key] = ("value", value)
        else:
            c.problem(fpath, f"expected an entity reference or a plain value, got {describe(value)}")
    return args


def read_choose_op(c, body, path):
    if not c.keys(body, path, {"options", "pick", "label"}, ("options",)):
        return {}
    options = body["options"]
    out = {}
    if not isinstance(options, dict) or not options:
        c.problem(f"{path}.options", "expected a mapping of option name to ops")
    else:
        for name, ops in options.items():
            if not isinstance(name, str) or not ID_RE.match(name):
                c.problem(f"{path}.options.{name}", "option names are ids")
                continue
            out[name] = c.ops(ops, f"{path}.options.{name}")
    pick = body.get("pick", next(iter(out), None))
    if pick != "explore" and (not isinstance(pick, str) or pick not in out):
        c.problem(f"{path}.pick", f"expected one of the options ({', '.join(out)}) or explore, got {pick!r}")
    label = c.text(body.get("label", "choice"), f"{path}.label", 200, one_line=True)
    return {"options": tuple(out.items()), "pick": pick, "label": label}


def read_set_op(c, body, path):
    args = c.fields(body, path, {"target": (read_ref, True), "prop": (read_name, True), "value": (read_set_value, True)})
    return args


def read_set_value(c, v, p):
    if isinstance(v, str) and not any(ch in v for ch in " +*()<>=.") and not v.isdigit():
        return ("text", v)
    return ("amount", c.amount(v, p))


def read_gain_defense_op(c, body, path):
    if isinstance(body, dict):
        return c.fields(body, path, {"amount": (read_amount, True)})
    return {"amount": c.amount(body, path)}


def read_card_op(c, body, path):
    return c.fields(body, path, {"card": (read_ref, True)}, shorthand="card")


OP_SPECS = {
    "deal_damage": read_fields({"to": (read_refs, True), "amount": (read_amount, True), "source": (read_ref, False),
                            "critical": (read_bool, False), "any_order": (read_bool, False)}),
    "assault": read_fields({"by": (read_ref, True), "target": (read_refs, True), "critical": (read_bool, False)}),
    "threaten": read_fields({"by": (read_ref, True), "target": (read_ref, True), "move": (read_bool, False), "to": (read_block, False),
                         "critical": (read_bool, False)}),
    "attack": read_fields({"by": (read_ref, True), "target": (read_ref, True), "amount": (read_amount, True)}),
    "heal": read_fields({"target": (read_ref, True), "amount": (read_amount, True)}),
    "gain": read_resource_op,
    "lose": read_resource_op,
    "gain_defense": read_gain_defense_op,
    "move": read_fields({"card": (read_ref, True), "to": (read_zone, True), "owner": (read_ref, False), "block": (read_block, False)}),
    "draw": read_draw_op,
    "discard": read_card_op,
    "dismiss": read_card_op,
    "trash": read_card_op,
    "destroy": read_card_op,
    "play": read_fields({"card": (read_ref, True), "to": (read_zone, False), "on": (read_ref, False), "block": (read_block, False)}),
    "defeat": read_fields({"target": (read_ref, True)}, shorthand="target"),
    "overcome": read_fields({"target": (read_ref, True)}, shorthand="target"),
    "emit": read_emit_op,
    "say": read_text,
    "if": read_fields({"cond": (read_expr, True), "then": (read_ops, True), "else": (read_ops, False)}),
    "cost": read_fields({"pay": (read_ops, True), "then": (read_ops, True)}),
    "choose": read_choose_op,
    "set": read_set_op,
}
