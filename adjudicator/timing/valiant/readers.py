"""Validation of the Valiant Universe ops (docs/ops-valiant-universe.md), with a path in every message.

The readers check what can be known before anything resolves: that an attack
names an attack or Chainable action, a defense a defense or Counterattack
Defense action, that `against` names an attack of the same sequence, that a
target is a Sector, a Superhero or an Organization. What depends on the game
state (is the card in hand, is a chain open) is the timing model's to decide.
"""
from adjudicator.scenario.readers import read_amount, read_bool, read_fields, read_ref
from adjudicator.scenario.vocabulary import describe, suggest

TARGET_TYPES = ("sector", "superhero", "organization")
ATTACK_CLASSES = ("attack", "chainable")
DEFENSE_CLASSES = ("defense", "counterattack")
PLAYED_CLASSES = ("heal", "augment")  # actions played on their own, outside an attack (play_action)
DIRECTIONS = ("up", "down", "left", "right")


def _raw_abilities(c):
    data = c.data if isinstance(c.data, dict) else {}
    abilities = data.get("abilities")
    return abilities if isinstance(abilities, dict) else {}


def _timing_of(c, aid):
    spec = _raw_abilities(c).get(aid)
    return spec.get("timing") if isinstance(spec, dict) else None


def _action(c, value, path, allowed):
    """An ability id whose timing class is one of `allowed`; returns (id, timing) or (None, None)."""
    wanted = " or ".join(allowed)
    if not isinstance(value, str) or value not in c.ability_ids:
        c.problem(path, f"no ability {value!r}" + suggest(str(value), c.ability_ids)
                  + f" (expected the id of an ability of timing {wanted})")
        return None, None
    timing = _timing_of(c, value)
    if timing not in allowed:
        c.problem(path, f"{value!r} has timing {timing!r}; here it must be an ability of timing {wanted}")
        return None, None
    return value, timing


def _typed_ref(c, value, path, types, what):
    """An entity reference; a plain entity id must be of one of `types`."""
    ref = c.entity_ref(value, path)
    if ref in c.entities and c.entities[ref].get("type") not in types:
        c.problem(path, f"{ref!r} has type {c.entities[ref].get('type')!r}; {what}")
    return ref


def _target(c, value, path):
    return _typed_ref(c, value, path, TARGET_TYPES,
                      "an attack targets a Sector, a Superhero or an Opponent "
                      "(type sector, superhero or organization)")


def _sector(c, value, path):
    return _typed_ref(c, value, path, ("sector",), "expected a Sector (type sector)")


def _ability(c, value, path):
    return _typed_ref(c, value, path, ("ability",), "expected an Ability of a Power card (type ability)")


def _organization(c, value, path):
    return _typed_ref(c, value, path, ("organization",), "expected a player's Organization (type organization)")


def _list(c, value, path, what):
    if not isinstance(value, list):
        c.problem(path, f"expected a list of {what}, got {describe(value)}")
        return []
    return value


def _placed(c, ref, path, what):
    """A Sector (or the Sector a Superhero stands on) whose attack geometry is checked: it needs its place."""
    props = c.entities.get(ref) if isinstance(ref, str) else None
    if props is not None and props.get("type") == "superhero":
        if props.get("sector") is None:
            c.problem(path, f"{ref!r} needs its `sector`: {what} is checked from the Sector it stands on")
            return
        ref, props = props.get("sector"), c.entities.get(props.get("sector")) or None
    if props is None or props.get("type") != "sector":
        return
    if "level" not in props or "column" not in props:
        c.problem(path, f"{ref!r} needs its level and column: {what} is checked against the Facility's grid "
                        "(valiant-universe#card-action-icons-continued)")


def read_items(c, value, path, counterattack, attacker=None):
    """The attack cards (and Superhero attacks) in the order the attacker plays them."""
    items = []
    for i, item in enumerate(_list(c, value, path, "attacks")):
        ipath = f"{path}[{i}]"
        if not isinstance(item, dict) or ("play" in item) == ("superhero" in item):
            c.problem(ipath, "expected {play: ACTION, target: …, origin: …} (an attack or Chainable action) "
                             "or {superhero: HERO, target: …, amount: …}")
            continue
        if "superhero" in item:
            if "amount" in item:
                c.problem(f"{ipath}.amount", "a Superhero attack's damage is computed: 1, plus each unlocked "
                                             "Ability with `superhero_damage` (entities of type ability owned by "
                                             "the Superhero), plus the cards in `cards` (valiant-universe#actions)")
            if not c.keys(item, ipath, {"superhero", "target", "cards", "amount"}, ("superhero", "target")):
                continue
            target = _target(c, item["target"], f"{ipath}.target")
            if (c.entities.get(target) or {}).get("type") == "organization":
                c.problem(f"{ipath}.target", "a Superhero attacks a Sector or another Superhero, never an "
                                             "Organization (valiant-universe#actions)")
            cards = tuple(_action(c, v, f"{ipath}.cards[{j}]", ("superhero",))[0]
                          for j, v in enumerate(_list(c, item.get("cards", []), f"{ipath}.cards",
                                                      "Superhero-icon actions")))
            items.append({"superhero": _superhero(c, item["superhero"], f"{ipath}.superhero"), "target": target,
                          "cards": cards, "path": ipath})
            continue
        if not c.keys(item, ipath, {"play", "target", "origin"}, ("play",)):
            continue
        aid, timing = _action(c, item["play"], f"{ipath}.play", ATTACK_CLASSES)
        read = {"play": aid, "timing": timing, "path": ipath}
        if timing == "attack":
            if "target" not in item:
                c.problem(f"{ipath}.target", "is required: the Sector, Superhero or Opponent the attack targets")
            else:
                read["target"] = _target(c, item["target"], f"{ipath}.target")
                _placed(c, read["target"], f"{ipath}.target", "where the attack reaches")
            if "origin" not in item:
                c.problem(f"{ipath}.origin", "is required: the attacker's own Sector the attack originates from "
                                             "(valiant-universe#making-an-attack)")
            else:
                read["origin"] = _sector(c, item["origin"], f"{ipath}.origin")
                _placed(c, read["origin"], f"{ipath}.origin", "where the attack reaches")
        elif timing == "chainable":
            for key in ("target", "origin"):
                if key in item:
                    c.problem(f"{ipath}.{key}", "a Chainable action has no target or origin: it lets one more "
                                                "attack card follow")
        items.append(read)
    return tuple(items)


def _attack_keys(items):
    return {item.get("play") or item.get("superhero"): item for item in items}


def read_entries(c, value, path, items, defender=None):
    """The defender's answers, in the order played, each naming the attack it answers."""
    attacks = _attack_keys(items)
    entries = []
    for i, entry in enumerate(_list(c, value, path, "defenses")):
        epath = f"{path}[{i}]"
        if not isinstance(entry, dict) or ("play" in entry) == ("counter" in entry):
            c.problem(epath, "expected {play: DEFENSE, against: ATTACK} or {counter: ATTACK, attacks: […]} "
                             "(an attack card played as a counterattack against a Counter card)")
            continue
        if "counter" in entry:
            entries.append(_read_counter(c, entry, epath, attacks, defender))
            continue
        if not c.keys(entry, epath, {"play", "against", "attacks", "defenses"}, ("play",)):
            continue
        aid, timing = _action(c, entry["play"], f"{epath}.play", DEFENSE_CLASSES)
        read = {"play": aid, "timing": timing, "against": None, "attacks": (), "defenses": (), "path": epath}
        if "against" in entry:
            read["against"] = _against(c, entry["against"], f"{epath}.against", attacks)
        elif timing == "defense":
            c.problem(f"{epath}.against", "is required: each attack is defended against separately, so a "
                                          "defense names the attack it answers")
        if timing == "defense":
            for key in ("attacks", "defenses"):
                if key in entry:
                    c.problem(f"{epath}.{key}", "only a counterattack has attacks of its own")
        elif timing == "counterattack":
            read["attacks"] = read_items(c, entry.get("attacks", []), f"{epath}.attacks", counterattack=True,
                                         attacker=defender)
            if "defenses" in entry and not read["attacks"]:
                c.problem(f"{epath}.defenses", "answers a counterattack that makes no attack: give `attacks`")
            read["defenses"] = read_entries(c, entry.get("defenses", []), f"{epath}.defenses", read["attacks"],
                                            defender=_counter_defender(c, defender))
        entries.append(read)
    return tuple(entries)


def _counter_defender(c, counterattacker):
    """Who answers a counterattack: the Organization it is made against (the other one of the sequence)."""
    return getattr(c, "valiant_sides", {}).get(counterattacker)


def _read_counter(c, entry, path, attacks, defender=None):
    if not c.keys(entry, path, {"counter", "attacks", "defenses"}, ("counter", "attacks")):
        return {"counter": None, "attacks": (), "defenses": (), "path": path}
    against = _against(c, entry["counter"], f"{path}.counter", attacks)
    if against and "superhero" in attacks.get(against, {}):
        c.problem(f"{path}.counter", f"{against!r} is a Superhero attack; the Counter keyword is on a card")
    items = read_items(c, entry["attacks"], f"{path}.attacks", counterattack=True, attacker=defender)
    if items and items[0].get("timing") != "attack" and "superhero" not in items[0]:
        c.problem(f"{path}.attacks[0]", "the card played as the Counter must be an attack action")
    if not items and isinstance(entry["attacks"], list):
        c.problem(f"{path}.attacks", "must name the attack card played as the Counter")
    return {"counter": against, "attacks": items,
            "defenses": read_entries(c, entry.get("defenses", []), f"{path}.defenses", items,
                                     defender=_counter_defender(c, defender)), "path": path}


def _against(c, value, path, attacks):
    if not isinstance(value, str) or value not in attacks:
        named = ", ".join(str(k) for k in attacks if k) or "none"
        c.problem(path, f"{value!r} is not an attack of this sequence (its attacks: {named})"
                        f"{suggest(value, [k for k in attacks if k])}")
        return None
    if attacks[value].get("timing") == "chainable":
        c.problem(path, f"{value!r} is a Chainable action, not an attack: there is no damage to answer")
        return None
    return value


def _own_attack(c, attacker):
    """The refusal of an Organization defending against itself, saying how an attack on one's own Sector
    (Making an Attack, "Damage Your Own Sectors") is written: the attacks' targets say whose Sectors are hit,
    and `defender` names the other Organization, the one the defense step turns to."""
    others = sorted(e for e, p in c.entities.items() if p.get("type") == "organization" and e != attacker)
    name = f"`defender: {others[0]}`" if len(others) == 1 else "`defender:` another Organization"
    return ("an Organization does not defend against its own attack; to damage one of its own Sectors "
            "(\"a player can damage their own Sectors\"), target that Sector in `attacks` and write "
            f"{name}: the targets say whose Sectors are hit, and the defender is the Organization the defense step "
            "turns to (write no `defenses` if it does not answer)")


def read_attack_sequence(c, body, path):
    if not c.keys(body, path, {"attacker", "defender", "attacks", "defenses", "label"}, ("attacker", "defender",
                                                                                           "attacks")):
        return {}
    attacker = _organization(c, body["attacker"], f"{path}.attacker")
    defender = _organization(c, body["defender"], f"{path}.defender")
    if attacker and attacker == defender:
        c.problem(f"{path}.defender", _own_attack(c, attacker))
    c.valiant_sides = {attacker: defender, defender: attacker}
    items = read_items(c, body["attacks"], f"{path}.attacks", counterattack=False, attacker=attacker)
    if isinstance(body["attacks"], list) and not body["attacks"]:
        c.problem(f"{path}.attacks", "must play at least one attack")
    label = c.text(body.get("label", ""), f"{path}.label", 200, one_line=True) if "label" in body else ""
    return {"attacker": attacker, "defender": defender, "attacks": items,
            "defenses": read_entries(c, body.get("defenses", []), f"{path}.defenses", items, defender=defender),
            "label": label}


def _defense_list(c, value, path):
    return tuple(_action(c, v, f"{path}[{i}]", DEFENSE_CLASSES)[0]
                 for i, v in enumerate(_list(c, value, path, "defense actions")))


def _two_sectors(c, value, path):
    sectors = _list(c, value, path, "two Sectors")
    if len(sectors) != 2:
        c.problem(path, "expected exactly two Sectors, the two that swap places")
        return ()
    found = tuple(_sector(c, v, f"{path}[{i}]") for i, v in enumerate(sectors))
    if found[0] == found[1]:
        c.problem(path, "a Sector does not swap with itself")
    return found


def _direction(c, value, path):
    if value not in DIRECTIONS:
        c.problem(path, f"expected one of: {', '.join(DIRECTIONS)}, got {describe(value)}{suggest(value, DIRECTIONS)}")
    return value


def _reduce(c, body, path):
    if isinstance(body, dict):
        return c.fields(body, path, {"amount": (read_amount, True)})
    return {"amount": c.amount(body, path)}


def _superhero(c, value, path):
    return _typed_ref(c, value, path, ("superhero",), "expected a Superhero (type superhero)")


def _played_action(c, body, path):
    if isinstance(body, dict):
        if not c.keys(body, path, {"action"}, ("action",)):
            return {}
        body, path = body["action"], f"{path}.action"
    aid, timing = _action(c, body, path, PLAYED_CLASSES)
    return {"action": aid}


def _manipulation_action(c, value, path):
    """An action of timing augment (the Manipulation icon), played to remove another player's Augment."""
    return _action(c, value, path, ("augment",))[0]


def _card_for_sale(c, value, path):
    return _typed_ref(c, value, path, ("card",), "a purchase buys a card (type card, zone sector)")


def _purchase_discards(c, value, path):
    """Purchase Actions: any 2 cards from the hand are discarded for one purchase."""
    cards = _list(c, value, path, "cards")
    if len(cards) != 2:
        c.problem(path, "a purchase discards exactly 2 cards from the hand")
        return ()
    found = tuple(_typed_ref(c, v, f"{path}[{i}]", ("card",), "expected a card (type card)")
                  for i, v in enumerate(cards))
    if found[0] == found[1]:
        c.problem(path, "name two different cards to discard")
    return found


def read_shift_line(c, body, path):
    """Standard Shift: exactly one of `level` or `block` (1-5), a direction along it, `spaces` (1)."""
    args = c.fields(body, path, {"level": (read_amount, False), "block": (read_amount, False),
                                 "direction": (_direction, True), "spaces": (read_amount, False)})
    if not isinstance(body, dict):
        return args
    lines = [k for k in ("level", "block") if k in body]
    if len(lines) != 1:
        c.problem(path, "name exactly one line: `level: N` (shifts right or left) or `block: N` (shifts up or down)")
        return args
    line = lines[0]
    value = body[line]
    if not (isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 5):
        c.problem(f"{path}.{line}", f"expected 1 to 5, got {describe(value)}")
    allowed = ("left", "right") if line == "level" else ("up", "down")
    if body.get("direction") in DIRECTIONS and body["direction"] not in allowed:
        c.problem(f"{path}.direction", f"a {'Level' if line == 'level' else 'Block'} shifts {' or '.join(allowed)}")
    spaces = body.get("spaces", 1)
    if not (isinstance(spaces, int) and not isinstance(spaces, bool) and 1 <= spaces <= 4):
        c.problem(f"{path}.spaces", f"expected 1 to 4, got {describe(spaces)}")
    return args


READERS = {
    "shift_line": read_shift_line,
    "superhero_move": read_fields({"superhero": (_superhero, True), "sector": (_sector, True),
                                   "defenses": (_defense_list, False)}),
    "push": read_fields({"superhero": (_superhero, True), "target": (_superhero, True), "sector": (_sector, True),
                         "defenses": (_defense_list, False)}),
    "purchase": read_fields({"player": (_organization, True), "card": (_card_for_sale, True),
                             "discard": (_purchase_discards, False), "free": (read_bool, False),
                             "anywhere": (read_bool, False)}),
    "attack_sequence": read_attack_sequence,
    "reduce": _reduce,
    "boost": _reduce,
    "play_action": _played_action,
    "remove_augment": read_fields({"player": (_organization, True), "with": (_manipulation_action, True),
                                   "discard": (read_ref, True)}),
    "redirect": read_fields({"to": (_target, True), "from": (read_ref, False)}),
    "move_sector": read_fields({"sector": (_sector, True), "spaces": (read_amount, False),
                            "direction": (_direction, False)}),
    "shut_down": read_fields({"sector": (_sector, True)}, shorthand="sector"),
    "swap_sectors": read_fields({"sectors": (_two_sectors, True)}, shorthand="sectors"),
    "enter_sector": read_fields({"superhero": (_superhero, True), "sector": (_sector, True),
                             "defenses": (_defense_list, False)}),
    "skip_turn": read_fields({"player": (_organization, True), "ability": (_ability, False),
                              "roll": (read_amount, False), "shutdown": (_sector, False)}, shorthand="player"),
    "end_turn": read_fields({"player": (_organization, True), "roll": (read_amount, False),
                         "shutdown": (_sector, False), "defenses": (_defense_list, False)},
                        shorthand="player"),
}
