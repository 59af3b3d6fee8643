"""How the Marvel Champions ops are read and checked (docs/ops-marvel-champions.md).

Each reader reads an op's fields with the readers of adjudicator.scenario, so
a bad field is reported with its path (`start.do[0].activate.mode`) and what
was expected, before anything resolves.
"""
from adjudicator.engine.builtin_ops import read_emit_op
from adjudicator.scenario.readers import (
    read_amount,
    read_bool,
    read_fields,
    read_limit,
    read_ops,
    read_ref,
    read_refs,
    read_text,
    read_zone,
)
from adjudicator.scenario.vocabulary import describe, suggest
from adjudicator.timing.marvel_champions.vocabulary import ATTACK_KEYWORDS, ENTITY_VOCABULARIES, STATUSES
from adjudicator.timing.marvel_champions.rules import FORMS
from adjudicator.timing.marvel_champions.resources import read_spend, read_types

POWERS = ("atk", "thw", "rec")
MODES = ("attack", "scheme")
DURATIONS = ("attack", "turn", "phase", "round")
PLAYER_ORDER = "in-player-order"  # `each_player.order`: the effect says "in player order"
KEYWORDS = ENTITY_VOCABULARIES[0]


def _one_of(values):
    def read(c, v, p):
        if v not in values:
            c.problem(p, f"expected one of: {', '.join(values)}, got {describe(v)}{suggest(v, values)}")
        return v
    return read


def _limit(c, v, p):
    """`limit: {times: X, per: PERIOD}` on an action (`use_ability`): its printed "Limit X per [period]"."""
    from adjudicator.timing.marvel_champions.limits import PERIODS
    return read_limit(c.problem, p, v, PERIODS)


def _pairs(what_key, what_value, reader):
    """A mapping KEY-ENTITY -> value, read as a tuple of pairs (ordered as written)."""
    def read(c, v, p):
        if not isinstance(v, dict):
            c.problem(p, f"expected a mapping of {what_key} to {what_value}, got {describe(v)}")
            return ()
        return tuple((c.entity_ref(k, f"{p}.{k}", allow_special=False, allow_trigger=False), reader(c, x, f"{p}.{k}"))
                     for k, x in v.items())
    return read


def _card_list(c, v, p):
    if not isinstance(v, list):
        c.problem(p, f"expected a list of cards, got {describe(v)}")
        return ()
    return tuple(c.entity_ref(x, f"{p}[{i}]") for i, x in enumerate(v))


def _occur_op(c, body, path):
    """`occur`: `emit` (an event with its fields, as the `emit` op writes it) and optional `do`."""
    if not c.keys(body, path, {"emit", "do"}, ("emit",)) or "emit" not in body:
        return {}
    args = {"emit": read_emit_op(c, body["emit"], f"{path}.emit")}
    if "do" in body:
        args["do"] = c.ops(body["do"], f"{path}.do")
    return args


def _basic_power_op(c, body, path):
    args = c.fields(body, path, {"character": (read_ref, True), "power": (_one_of(POWERS), True),
                                 "target": (read_ref, False)})
    if isinstance(body, dict):
        if body.get("power") == "atk" and "target" not in body:
            c.problem(f"{path}.target", "is required for an ATK power (the enemy attacked)")
        if body.get("power") == "rec" and "target" in body:
            c.problem(f"{path}.target", "a REC power has no target: the character heals itself")
    return args


def _keyword(c, v, p):
    """A keyword as a card prints it: `piercing`, or a numbered one, `retaliate 1` (vocabulary.py)."""
    problem = KEYWORDS.check(v, "Marvel Champions", "marvel-champions")
    if problem:
        c.problem(p, problem)
        return ""
    return " ".join(v.strip().lower().split())


def _attack_keywords(c, v, p):
    if not isinstance(v, list):
        c.problem(p, f"expected a list of the attack's keywords ({', '.join(ATTACK_KEYWORDS)}), got {describe(v)}")
        return ()
    for i, word in enumerate(v):
        if word not in ATTACK_KEYWORDS:
            c.problem(f"{p}[{i}]", f"expected one of: {', '.join(ATTACK_KEYWORDS)}, got {describe(word)}"
                                   f"{suggest(word, ATTACK_KEYWORDS)}")
    return tuple(v)


def _prevent_amount(c, v, p):
    """How much is prevented: a number, an expression, or `all`."""
    if v == "all":
        return "all"
    if isinstance(v, str) and v.replace("-", "").isalpha() and v not in c.entities:
        c.problem(p, f"expected an amount (a number or an expression) or `all`, got {describe(v)}"
                     f"{suggest(v, ('all',))}")
        return 0
    return c.amount(v, p)


def _delayed_op(c, body, path):
    """`delayed`: `on` (an event pattern: its timing point), `do` (ops), optional `label`."""
    if not c.keys(body, path, {"on", "do", "label"}, ("on", "do")):
        return {}
    args = {"on": c.pattern(body["on"], f"{path}.on"), "do": c.ops(body["do"], f"{path}.do")}
    if "label" in body:
        args["label"] = c.text(body["label"], f"{path}.label", 200, one_line=True)
    return args


def _lasting_op(c, body, path):
    """`lasting`: `modifies` and `by` as a modifier writes them, `until` (attack, phase or round), `label`."""
    if not c.keys(body, path, {"modifies", "by", "until", "label"}, ("modifies", "by", "until")):
        return {}
    args = {"modifies": c.modifier_pattern(body["modifies"], f"{path}.modifies"),
            "by": c.modifier_change(body["by"], f"{path}.by"),
            "until": _one_of(DURATIONS)(c, body["until"], f"{path}.until")}
    if args["by"] is not None and args["by"].how == "prevent_first":
        c.problem(f"{path}.by.prevent_first", "a lasting effect adds, subtracts, multiplies, divides or sets a value")
    if "label" in body:
        args["label"] = c.text(body["label"], f"{path}.label", 200, one_line=True)
    return args


def _each_player_op(c, body, path):
    """`each_player`: `do` (ops each player resolves), `order` (`in-player-order`, or the players in the
    first player's chosen order; absent: the first player decides, as `choices.order` says)."""
    if not c.keys(body, path, {"do", "order"}, ("do",)):
        return {}
    args = {"do": c.ops(body["do"], f"{path}.do")}
    order = body.get("order")
    if isinstance(order, list):
        args["order"] = tuple(c.entity_ref(x, f"{path}.order[{i}]", allow_special=False, allow_trigger=False)
                              for i, x in enumerate(order))
    elif order is not None:
        if order != PLAYER_ORDER:
            c.problem(f"{path}.order", f"expected {PLAYER_ORDER} or a list of the players, got {describe(order)}"
                                       f"{suggest(order, (PLAYER_ORDER,))}")
        args["order"] = order
    return args


def _attack_op(c, body, path):
    args = c.fields(body, path, {"by": (read_ref, True), "target": (read_refs, True), "amount": (read_amount, False),
                                 "additional": (read_amount, False), "keywords": (_attack_keywords, False),
                                 "boost": (read_amount, False), "defender": (read_ref, False),
                                 "indirect": (read_bool, False),
                                 "assign": (_pairs("character", "its share", read_amount), False)})
    if isinstance(body, dict) and "assign" in body and not body.get("indirect"):
        c.problem(f"{path}.assign", "divides indirect damage: write it with `indirect: true`")
    return args


def _choose_count(c, v, p):
    """How many a `choose_targets` chooses: a number from 1, or `any` ("any number")."""
    if v == "any":
        return v
    if isinstance(v, bool) or not isinstance(v, int) or v < 1:
        c.problem(p, f"expected a number from 1, or any, got {describe(v)}{suggest(str(v), ('any',))}")
    return v


def _chosen(c, v, p):
    """The game elements chosen: a list, which may be empty ("any number" chooses none)."""
    if not isinstance(v, list):
        c.problem(p, f"expected a list of the game elements chosen (may be empty), got {describe(v)}")
        return ()
    return tuple(c.entity_ref(x, f"{p}[{i}]") for i, x in enumerate(v))


def _and_op(c, body, path):
    """`and: [OPS]`: two or more effects joined by “and” (conjunction.py)."""
    if not isinstance(body, list) or len(body) < 2:
        c.problem(path, f"expected a list of two or more ops joined by “and”, got {describe(body)}")
        return {"do": ()}
    return {"do": read_ops(c, body, path)}


READERS = {
    "occur": _occur_op,
    "cancel": read_fields({"reason": (read_text, False), "effects": (read_ref, False)}, shorthand="reason"),
    "exhaust": read_fields({"card": (read_ref, True)}, shorthand="card"),
    "ready": read_fields({"card": (read_ref, True)}, shorthand="card"),
    "place_threat": read_fields({"scheme": (read_ref, True), "amount": (read_amount, True), "by": (read_ref, False)}),
    "remove_threat": read_fields({"scheme": (read_ref, True), "amount": (read_amount, True), "by": (read_ref, False)}),
    "play_card": read_fields({"card": (read_ref, True), "who": (read_ref, False), "pay": (read_ops, False),
                              "do": (read_ops, False), "to": (read_zone, False), "form": (_one_of(FORMS), False),
                              "spend": (read_spend, False), "requested": (read_bool, False)}),
    "use_ability": read_fields({"card": (read_ref, True), "who": (read_ref, False), "pay": (read_ops, False),
                                "do": (read_ops, False), "form": (_one_of(FORMS), False),
                                "limit": (_limit, False), "spend": (read_spend, False),
                                "resource_cost": (read_types, False), "requested": (read_bool, False)}),
    "basic_power": _basic_power_op,
    "activate": read_fields({"enemy": (read_ref, True), "target": (read_ref, True), "mode": (_one_of(MODES), False),
                         "boost": (read_amount, False), "defender": (read_ref, False), "scheme": (read_ref, False)}),
    "villain_phase": read_fields({"villain": (read_ref, True), "scheme": (read_ref, False),
                              "defenders": (_pairs("enemy", "its defender", read_ref), False)}),
    "change_form": read_fields({"hero": (read_ref, True), "by_card": (read_bool, False)}, shorthand="hero"),
    "end_player_phase": read_fields({"discard": (_pairs("player", "the cards they discard", _card_list), False)}),
    "end_turn": read_fields({"who": (read_ref, False),
                             "discard": (_pairs("player", "the cards they discard", _card_list), False)},
                            shorthand="who"),
    "each_player": _each_player_op,
    "attack": _attack_op,
    "prevent": read_fields({"amount": (_prevent_amount, True), "target": (read_ref, False)}, shorthand="amount"),
    "give_status": read_fields({"target": (read_ref, True), "status": (_one_of(STATUSES), True)}),
    "gain_keyword": read_fields({"card": (read_ref, True), "keyword": (_keyword, True),
                                 "until": (_one_of(DURATIONS), False)}),
    "engage": read_fields({"minion": (read_ref, True), "who": (read_ref, False)}),
    "reveal": read_fields({"who": (read_ref, False), "card": (read_ref, False)}),
    "deal_indirect_damage": read_fields({"to": (read_refs, True), "amount": (read_amount, True),
                                         "source": (read_ref, False),
                                         "assign": (_pairs("character", "its share", read_amount), False)}),
    "deal_encounter": read_fields({"who": (read_ref, False), "count": (read_amount, False)}, shorthand="who"),
    "otherwise": read_fields({"do": (read_ops, True), "else": (read_ops, True)}),
    "may": read_fields({"do": (read_ops, True), "who": (read_ref, False), "label": (read_text, False),
                        "pick": (_one_of(("resolve", "decline", "explore")), False)}),
    "move_threat": read_fields({"from": (read_ref, True), "to": (read_ref, True), "amount": (read_amount, True)}),
    "and": _and_op,
    "choose_targets": read_fields({"from": (read_refs, True), "count": (_choose_count, False),
                                   "chosen": (_chosen, True), "do": (read_ops, True)}),
    "thwart": read_fields({"by": (read_ref, True), "scheme": (read_ref, True), "amount": (read_amount, True),
                           "additional": (read_amount, False)}),
    "move_damage": read_fields({"from": (read_ref, True), "to": (read_ref, True), "amount": (read_amount, True)}),
    "then": read_fields({"do": (read_ops, True), "then": (read_ops, True)}),
    "this_way": read_fields({"do": (read_ops, True), "then": (read_ops, True)}),
    "flip": read_fields({"card": (read_ref, True)}, shorthand="card"),
    "where_x": read_fields({"is": (read_amount, True), "do": (read_ops, True)}),
    "replace": read_fields({"do": (read_ops, True), "label": (read_text, False)}),
    "delayed": _delayed_op,
    "lasting": _lasting_op,
    # Heal: "unless the effect explicitly states it can bring the character above its maximum"
    "heal": read_fields({"target": (read_ref, True), "amount": (read_amount, True),
                         "above_maximum": (read_bool, False)}),
}
