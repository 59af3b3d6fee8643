"""Validation of the Marvel Skirmish ops and of the board they act on, with the path of each problem.

The ops (ops.py) are read by these when the scenario checker meets them. A scenario that uses any of them also has its board
checked once: two players (heroes and villains), slots with a location and a
distinct order, and every card in play in a slot of a side, with its health,
one card to a slot.
"""
from adjudicator.scenario.readers import read_amount, read_bool, read_ref, read_refs
from adjudicator.scenario.vocabulary import SPECIAL_REFS, describe, suggest
from adjudicator.timing.skirmish.board import FACTIONS, LOCATIONS

COLORS = ("red", "yellow", "green", "blue")

PHASES = ("recruitment", "draw")


def _players(c):
    players = c.data.get("players") if isinstance(c.data, dict) else None
    return [p for p in players if isinstance(p, str)] if isinstance(players, list) else []


def _player(c, value, path):
    """One of the two players (a side of the board), or you/current."""
    ref = c.entity_ref(value, path, allow_trigger=False)
    if ref and ref not in SPECIAL_REFS and ref not in _players(c):
        c.problem(path, f"{ref!r} is not one of the players ({', '.join(_players(c)) or 'none listed'}); "
                        "a side of the board is a player")
    return ref


def _slot(c, value, path):
    """A slot id: an entity of `type: slot`."""
    if not isinstance(value, str) or value not in c.entities:
        slots = [e for e, props in c.entities.items() if props.get("type") == "slot"]
        c.problem(path, f"no slot {value!r}{suggest(value, slots)}; a slot is an entity with type: slot, a location "
                        "and an order")
        return value
    kind = c.entities[value].get("type")
    if kind != "slot":
        c.problem(path, f"{value!r} is a {kind}, not a slot (an entity with type: slot)")
    return value


def _one_time_uses(c, value, path):
    """One-time effects used during the phase: `[{ability: ID, before: SLOT}, …]`, each a `one-time`
    ability, used when the phase reaches that slot (before the attack from it, or from the next slot)."""
    abilities = c.data.get("abilities") if isinstance(c.data, dict) else None
    abilities = abilities if isinstance(abilities, dict) else {}
    if not isinstance(value, list):
        c.problem(path, f"expected a list of {{ability: ID, before: SLOT}}, got {describe(value)}")
        return ()
    uses = []
    for index, entry in enumerate(value):
        where = f"{path}[{index}]"
        if not isinstance(entry, dict) or set(entry) != {"ability", "before"}:
            c.problem(where, "expected {ability: ID, before: SLOT}: the one-time ability, and the slot whose "
                             f"attack it comes before; got {describe(entry)}")
            continue
        spec = abilities.get(entry["ability"])
        if not isinstance(spec, dict) or spec.get("timing") != "one-time":
            one_time = [a for a, s in abilities.items() if isinstance(s, dict) and s.get("timing") == "one-time"]
            c.problem(f"{where}.ability", f"{entry['ability']!r} is not an ability of timing one-time"
                                          f"{suggest(entry['ability'], one_time)} (only a one-time effect is used at "
                                          "a point the player decides)")
        uses.append((entry["ability"], _slot(c, entry["before"], f"{where}.before")))
    return tuple(uses)


def _phase(c, value, path):
    if value not in PHASES:
        c.problem(path, f"expected one of: {', '.join(PHASES)} (the attack phase is the attack_phase op), "
                        f"got {describe(value)}{suggest(value, PHASES)}")
    return value


def _needs_health(c, card, path):
    props = c.entities.get(card) if isinstance(card, str) else None
    if props is not None and not _positive(props.get("health")):
        c.problem(path, f"{card!r} has no health: a card put on the board needs `health` "
                        "(the damage that defeats it)")


def _positive(value):
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def check_board(c):
    """The board every Skirmish op acts on; checked once per scenario."""
    if getattr(c, "skirmish_board_checked", False):
        return
    c.skirmish_board_checked = True
    players = _players(c)
    if len(players) != 2:
        c.problem("players", "a Marvel Skirmish scenario needs two players, one per side of the board "
                             "(e.g. [villains, heroes])")
    else:
        factions = []
        for player in players:
            props = c.entities.get(player, {})
            faction = props.get("faction") or player
            if faction not in FACTIONS:
                c.problem(f"entities.{player}.faction", "is required: heroes or villains (unless the player's "
                                                        "id is heroes or villains)")
            factions.append(faction)
        if len(set(factions)) == 1 and factions[0] in FACTIONS:
            c.problem("players", "one player is the heroes, the other the villains")
    orders = {}
    for sid, props in c.entities.items():
        if props.get("type") != "slot":
            continue
        if props.get("location") not in LOCATIONS:
            c.problem(f"entities.{sid}.location", f"expected one of: {', '.join(LOCATIONS)}, "
                                                  f"got {describe(props.get('location'))}"
                                                  f"{suggest(props.get('location'), LOCATIONS)}")
        order = props.get("order")
        if not _positive(order):
            c.problem(f"entities.{sid}.order", "is required: the slot's place from the Manhattan edge, 1 or more")
        elif order in orders:
            c.problem(f"entities.{sid}.order", f"{order} is also the order of slot {orders[order]!r}")
        else:
            orders[order] = sid
    taken = {}
    for cid, props in c.entities.items():
        if props.get("zone") != "board" or props.get("type") == "slot":
            continue
        _check_card_in_play(c, cid, props, players, taken)


def _check_card_in_play(c, cid, props, players, taken):
    path = f"entities.{cid}"
    side = props.get("side") or props.get("owner")
    if side not in players:
        c.problem(f"{path}.side", f"a card on the board needs `side` (or `owner`): one of the players "
                                  f"({', '.join(players)}), got {describe(side)}{suggest(side, players)}")
    if not _positive(props.get("health")):
        c.problem(f"{path}.health", "is required for a card on the board: the damage that defeats it, 1 or more")
    if "under" in props:
        host = props["under"]
        if c.entities.get(host, {}).get("zone") != "board":
            on_board = [e for e, p in c.entities.items() if p.get("zone") == "board"]
            c.problem(f"{path}.under", f"{host!r} is not a card on the board{suggest(host, on_board)}")
        return
    slot = props.get("slot")
    if slot is None:
        c.problem(f"{path}.slot", "is required for a card on the board (or `under` for a card under another)")
        return
    _slot(c, slot, f"{path}.slot")
    if (slot, side) in taken:
        c.problem(f"{path}.slot", f"slot {slot!r} on the {side} side already holds {taken[(slot, side)]!r}: "
                                  "each slot holds one card")
    taken[(slot, side)] = cid


def _op(schema, shorthand=None, check=None):
    """A reader for one op: its fields by `schema`, then `check(c, body, path)`, then the board."""
    def read(c, body, path):
        args = c.fields(body, path, schema, shorthand)
        if check and isinstance(body, dict):
            check(c, body, path)
        check_board(c)
        return args
    # what the editor's reference panel lists (as scenario.readers.read_fields declares it; op_fields.py says
    # what each field is)
    read.fields = {name: bool(required) for name, (_, required) in schema.items()}
    read.shorthand = shorthand
    return read


def _check_place(c, body, path):
    if ("slot" in body) == ("under" in body):
        c.problem(path, "needs exactly one of `slot` (an empty slot) or `under` (the hero Doctor Strange "
                        "goes under)")
    if "under" in body and "side" in body:
        c.problem(f"{path}.side", "a card placed under another goes to that card's side; leave `side` out")
    _needs_health(c, body.get("card"), f"{path}.card")


def _check_take_over(c, body, path):
    _needs_health(c, body.get("card"), f"{path}.card")


def _colors(c, value, path):
    if not isinstance(value, list) or not all(isinstance(v, str) and v in COLORS for v in value):
        c.problem(path, f"expected a list of civilian marker colors ({', '.join(COLORS)}), got {describe(value)}")
        return ()
    return tuple(value)


def _card_list(c, value, path):
    if not isinstance(value, list):
        c.problem(path, f"expected a list of cards, got {describe(value)}")
        return ()
    return tuple(c.entity_ref(v, f"{path}[{i}]") for i, v in enumerate(value))


def _check_recruit(c, body, path):
    if "slot" in body and "under" in body:
        c.problem(path, "give at most one of `slot` or `under`")
    card = c.entities.get(body.get("card")) if isinstance(body.get("card"), str) else None
    if card is not None and card.get("type") != "battleground":
        _needs_health(c, body.get("card"), f"{path}.card")


READERS = {
    "place": _op({"card": (read_ref, True), "slot": (_slot, False), "under": (read_ref, False), "side": (_player, False),
                  "immediate": (read_bool, False), "max_cost": (read_amount, False), "replace": (read_bool, False),
                  "pay": (_card_list, False)},
                 check=_check_place),
    "attack_phase": _op({"who": (_player, True), "use": (_one_time_uses, False)}, shorthand="who"),
    "attack_with": _op({"card": (read_ref, True), "bonus": (read_bool, False), "adjacent_to": (read_ref, False)},
                       shorthand="card"),
    "move_damage": _op({"from": (read_ref, True), "to": (read_ref, True), "amount": (read_amount, True)}),
    "relocate": _op({"card": (read_ref, True), "slot": (_slot, True)}),
    "take_over": _op({"card": (read_ref, True), "slot": (_slot, True)}, check=_check_take_over),
    "damage_each": _op({"amount": (read_amount, True), "source": (read_ref, False), "side": (_player, False),
                        "opposed": (read_bool, False), "not_opposite": (read_ref, False), "except": (read_refs, False)}),
    "begin_phase": _op({"phase": (_phase, True), "who": (_player, True)}),
    "recruit": _op({"card": (read_ref, True), "slot": (_slot, False), "under": (read_ref, False),
                    "pay": (_card_list, False), "civilians": (_colors, False)}, check=_check_recruit),
    "replace": _op({"card": (read_ref, True)}, shorthand="card"),
    "draw_phase": _op({"who": (_player, True)}, shorthand="who"),
    "end_turn": _op({"who": (_player, True)}, shorthand="who"),
}
