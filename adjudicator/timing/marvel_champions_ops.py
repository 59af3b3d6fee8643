"""Validation of the Marvel Champions ops and the events they emit (docs/ops-marvel-champions.md).

Each validator reads an op's fields with the readers of adjudicator.scenario, so
a bad field is reported with its path (`start.do[0].activate.mode`) and what
was expected, before anything resolves.
"""
from adjudicator.scenario import _amount, _describe, _emit_op, _ops, _ref, _simple, _text, _zone

POWERS = ("atk", "thw", "rec")
MODES = ("attack", "scheme")

# Events the Marvel Champions ops emit, with their fields (for ability patterns).
EXTRA_EVENTS = {
    "attacks": ("by", "target"),
    "schemes": ("by", "target"),
    "thwarts": ("by", "target"),
    "recovers": ("by",),
    "defends": ("by", "target"),
    "threat_placed": ("target", "amount", "by"),
    "threat_removed": ("target", "amount", "by"),
    "scheme_completed": ("target",),
    "stage_advanced": ("card", "stage"),
    "exhausted": ("card",),
    "readied": ("card",),
    "boost_dealt": ("card", "by"),
    "boost_flipped": ("card", "by", "amount"),
    "encounter_dealt": ("card", "who"),
    "revealed": ("card", "who"),
    "used": ("card", "who"),
    "form_changed": ("who", "form"),
}


def _one_of(values):
    def read(c, v, p):
        if v not in values:
            c.problem(p, f"expected one of: {', '.join(values)}, got {_describe(v)}")
        return v
    return read


def _pairs(what_key, what_value, reader):
    """A mapping KEY-ENTITY -> value, read as a tuple of pairs (ordered as written)."""
    def read(c, v, p):
        if not isinstance(v, dict):
            c.problem(p, f"expected a mapping of {what_key} to {what_value}, got {_describe(v)}")
            return ()
        return tuple((c.entity_ref(k, f"{p}.{k}", allow_special=False, allow_trigger=False), reader(c, x, f"{p}.{k}"))
                     for k, x in v.items())
    return read


def _card_list(c, v, p):
    if not isinstance(v, list):
        c.problem(p, f"expected a list of cards, got {_describe(v)}")
        return ()
    return tuple(c.entity_ref(x, f"{p}[{i}]") for i, x in enumerate(v))


def _occur_op(c, body, path):
    """`occur`: `emit` (an event with its fields, as the `emit` op writes it) and optional `do`."""
    if not c.keys(body, path, {"emit", "do"}, ("emit",)) or "emit" not in body:
        return {}
    args = {"emit": _emit_op(c, body["emit"], f"{path}.emit")}
    if "do" in body:
        args["do"] = c.ops(body["do"], f"{path}.do")
    return args


def _basic_power_op(c, body, path):
    args = c.fields(body, path, {"character": (_ref, True), "power": (_one_of(POWERS), True),
                                 "target": (_ref, False)})
    if isinstance(body, dict):
        if body.get("power") == "atk" and "target" not in body:
            c.problem(f"{path}.target", "is required for an ATK power (the enemy attacked)")
        if body.get("power") == "rec" and "target" in body:
            c.problem(f"{path}.target", "a REC power has no target: the character heals itself")
    return args


EXTRA_OPS = {
    "occur": _occur_op,
    "cancel": _simple({"reason": (_text, False)}, shorthand="reason"),
    "exhaust": _simple({"card": (_ref, True)}, shorthand="card"),
    "ready": _simple({"card": (_ref, True)}, shorthand="card"),
    "place_threat": _simple({"scheme": (_ref, True), "amount": (_amount, True), "by": (_ref, False)}),
    "remove_threat": _simple({"scheme": (_ref, True), "amount": (_amount, True), "by": (_ref, False)}),
    "play_card": _simple({"card": (_ref, True), "who": (_ref, False), "pay": (_ops, False), "do": (_ops, False),
                          "to": (_zone, False)}),
    "use_ability": _simple({"card": (_ref, True), "who": (_ref, False), "pay": (_ops, False),
                            "do": (_ops, False)}),
    "basic_power": _basic_power_op,
    "activate": _simple({"enemy": (_ref, True), "target": (_ref, True), "mode": (_one_of(MODES), False),
                         "boost": (_amount, False), "defender": (_ref, False), "scheme": (_ref, False)}),
    "villain_phase": _simple({"villain": (_ref, True), "scheme": (_ref, False),
                              "defenders": (_pairs("enemy", "its defender", _ref), False)}),
    "change_form": _simple({"hero": (_ref, True)}, shorthand="hero"),
    "end_player_phase": _simple({"discard": (_pairs("player", "the cards they discard", _card_list), False)}),
}
