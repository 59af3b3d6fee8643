"""The Valiant Universe attack sequence: every attack card, then every defense, then the damage that remains.

An `attack_sequence` op opens a sequence node (a node with `phase` data, which
the engine drives through `run_phase`/`end_phase`). The sequence plays the
attacker's cards one by one, each as its own effect, deciding by the rules
whether it may be played (one card attack, one more per Chainable); then the
defender's answers, each as its own effect (a counterattack opens a nested
sequence back at the attacker, who may answer it in turn); then, when every
defense has resolved, the remaining damage of each attack lands in the order
the attacks were played, and a Sector that an attack moves moves only if that
attack's damage landed.

The sequence's data lives in `node.phase` (plain data, so a resolution can be
copied and compared). Nested values are never changed in place: a change
builds a new tuple or dict, so copies made for exploration never share state.
"""
from adjudicator.engine.ops import _entity
from adjudicator.errors import ResolutionStopped
from adjudicator.model import Op
from adjudicator.timing import valiant_facility as facility


def rule(res, name):
    return res.model.rules[name]


# -- opening a sequence ---------------------------------------------------------------------------------
def attack_sequence_op(res, node, args, op):
    """The op: resolve every reference now (before anything changes), then open the sequence."""
    env = res.env(node)
    attacker = _who(env, args["attacker"], f"{op.path}.attacker")
    defender = _who(env, args["defender"], f"{op.path}.defender")
    items = plain_items(res, env, args["attacks"])
    entries = plain_entries(res, env, args["defenses"])
    label = args.get("label") or f"{res.name(attacker)} attacks {res.name(defender)}"
    seq = open_sequence(res, node.key, attacker, defender, items, entries, counterattack=False,
                        base=f"attack:{attacker}", kind="attack", label=label, why="all-cards-first")
    node.children.append(seq.key)
    res.step("op", f"{label}: the attack begins once {node.label} has finished", rule=rule(res, "all-cards-first"))


def _who(env, value, path):
    found = env.ref(value)
    if found is None or found not in env.res.entities:
        raise ResolutionStopped(f"error: {path}: {value!r} names nobody here", "error")
    return found


def plain_items(res, env, items):
    out = []
    for item in items:
        if "superhero" in item:
            out.append({"superhero": _who(env, item["superhero"], f"{item['path']}.superhero"),
                        "target": _who(env, item["target"], f"{item['path']}.target"),
                        "amount": res.evaluate(item["amount"], env, f"{item['path']}.amount"),
                        "path": item["path"]})
            continue
        read = {"play": item["play"], "timing": item["timing"], "path": item["path"], "target": None,
                "origin": None}
        for key in ("target", "origin"):
            if item.get(key):
                read[key] = _who(env, item[key], f"{item['path']}.{key}")
        out.append(read)
    return tuple(out)


def plain_entries(res, env, entries):
    out = []
    for entry in entries:
        read = dict(entry)
        read["attacks"] = plain_items(res, env, entry["attacks"])
        read["defenses"] = plain_entries(res, env, entry["defenses"])
        out.append(read)
    return tuple(out)


def open_sequence(res, parent, attacker, defender, items, entries, counterattack, base, kind, label, why):
    """A sequence node under `parent`; the engine begins it once `parent` has finished."""
    node = res.new_node(base=base, kind=kind, label=label, parent=parent, edge="nested", you=attacker,
                        trigger=(("by", attacker), ("who", defender)), rule=rule(res, why))
    node.phase = {
        "attacker": attacker, "defender": defender, "counterattack": counterattack,
        "items": items, "entries": entries, "stage": "open", "next": 0,
        "may_attack": True,  # a card attack may be played now (checked against the turn when it opens)
        "last": None,  # what was played last: "attack" (a card-based attack), "superhero" or "chainable"
        "attacks": (),  # one record per attack made, in the order played
        "played": (),  # (card, zone it goes to when the sequence is over)
    }
    return node


# -- records of the attacks made ------------------------------------------------------------------------
def record_of(res, node):
    """(sequence node, index, record) of the attack a card node makes or a defense node answers."""
    key, index = node.extra.get("sequence"), node.extra.get("attack")
    if key is None or index is None:
        return None
    seq = res.nodes[key]
    return seq, index, seq.phase["attacks"][index]


def update_record(seq, index, **changes):
    attacks = list(seq.phase["attacks"])
    attacks[index] = {**attacks[index], **changes}
    seq.phase["attacks"] = tuple(attacks)


def _add(seq, key, value):
    seq.phase[key] = seq.phase[key] + (value,)


# -- the driver -----------------------------------------------------------------------------------------
def run_sequence(res, seq):
    """Making an Attack: the attacker plays every card of the attack before the target player may
    defend. Order of Damage Resolution: then every defense resolves; the damage comes last."""
    data = seq.phase
    name = res.name
    if data["stage"] == "open":
        data["stage"] = "attacks"
        if not data["counterattack"] and res.flags.get(f"card-attack:{data['attacker']}"):
            data["may_attack"] = False
        res.step("phase", f"{name(data['attacker'])} plays every card of the attack before "
                          f"{name(data['defender'])} may defend", rule=rule(res, "all-cards-first"), effect=seq)
    if data["stage"] == "attacks":
        while data["next"] < len(data["items"]):
            item = data["items"][data["next"]]
            data["next"] += 1
            key = play_attack_item(res, seq, item)
            if key is not None:
                return key
        data["stage"], data["next"] = "defenses", 0
        if not data["attacks"]:
            data["stage"] = "done"
            res.step("phase", "no attack was made: there is nothing to defend against",
                     rule=rule(res, "all-cards-first"), effect=seq)
            return None
        made = ", ".join(r["label"] for r in data["attacks"])
        res.step("phase", f"every attack card is down (attacks: {made}); {name(data['defender'])} defends, and "
                          "every defense resolves before any damage lands",
                 rule=rule(res, "order-of-damage-resolution"), effect=seq)
    if data["stage"] == "defenses":
        while data["next"] < len(data["entries"]):
            entry = data["entries"][data["next"]]
            data["next"] += 1
            key = play_defense_entry(res, seq, entry)
            if key is not None:
                return key
        data["stage"] = "damage"
    return None


def refusal(res, card, player):
    """Why `player` cannot play `card` now (None if they can)."""
    props = res.entities.get(card) or {}
    if props.get("owner") != player:
        return f"{res.name(card)} is not {res.name(player)}'s card"
    if res.entities[player].get("eliminated"):
        return f"{res.name(player)} is out of the game"
    if props.get("zone") != "hand":
        return f"{res.name(card)} is not in {res.name(player)}'s hand (it is in {props.get('zone')})"
    return None


def _refuse(res, seq, what, why, rule_name):
    res.step("note", f"{what} cannot be played: {why}", rule=rule(res, rule_name), effect=seq)
    return None


def keywords(res, card):
    return res.entities.get(card, {}).get("keywords", ()) or ()


def play_attack_item(res, seq, item):
    data = seq.phase
    player = data["attacker"]
    if "superhero" in item:
        return _superhero_attack(res, seq, item)
    ability = res.scenario.abilities[item["play"]]
    what = f"{ability.label} ({res.name(ability.card)})"
    why = refusal(res, ability.card, player)
    if why:
        return _refuse(res, seq, what, why, "card-actions")
    if ability.timing == "chainable":
        if data["last"] == "superhero":
            return _refuse(res, seq, what, "the Chainable keyword never works with a Superhero attack",
                           "chainable-superhero")
        if data["last"] != "attack":
            return _refuse(res, seq, what, "a Chainable card is played right after a card-based attack (it lets "
                                           "one more attack card follow)", "chainable-another-card")
        data["may_attack"], data["last"] = True, "chainable"
        _add(seq, "played", (ability.card, "discard"))
        return _card_node(res, seq, ability, "chainable", item, None, "chainable-another-card").key
    if not data["may_attack"]:
        if not data["attacks"] and res.flags.get(f"card-attack:{player}"):
            why = f"{res.name(player)} has already made this turn's card attack"
        else:
            why = "no chain is open (one card attack a turn, and one more only right after a Chainable)"
        return _refuse(res, seq, what, why, "two-attacks")
    target = item["target"]
    if data["counterattack"] and facility.organization_of(res, target) != data["defender"]:
        return _refuse(res, seq, what, f"counterattack damage must target the attacking Opponent, "
                                       f"{res.name(data['defender'])}", "counterattack-target")
    chainable = "chainable" in keywords(res, ability.card)
    first_of_counterattack = data["counterattack"] and not data["attacks"]
    data["may_attack"], data["last"] = chainable, "attack"
    if not data["counterattack"]:
        res.flags[f"card-attack:{player}"] = True
    _add(seq, "played", (ability.card, "hand" if first_of_counterattack else "discard"))
    record = _record(res, seq, ability.id, ability.card, ability.label, target, item["origin"], ability.id)
    record["counter"] = "counter" in keywords(res, ability.card)
    record["chainable"] = chainable
    _add(seq, "attacks", record)
    return _card_node(res, seq, ability, "attack", item, len(data["attacks"]) - 1, "all-cards-first").key


def _record(res, seq, key, card, label, target, origin, ability):
    data = seq.phase
    hero_attack = ability is None
    return {"key": key, "card": card, "ability": ability, "label": label, "by": data["attacker"],
            "who": data["defender"], "target": target, "origin": origin, "parts": (), "moves": (),
            "potential": 0, "superhero": hero_attack, "counter": False, "chainable": False,
            "hero_to_hero": hero_attack and res.entities.get(target, {}).get("type") == "superhero"}


def _card_node(res, seq, ability, kind, item, index, why):
    data = seq.phase
    trigger = {"by": data["attacker"], "who": data["defender"], "card": ability.card}
    if item.get("target"):
        trigger["target"] = item["target"]
    tail = {"attack": (Op("valiant:declare", {}, f"{item['path']}.declare"),),
            "chainable": (Op("valiant:chain", {}, f"{item['path']}.chain"),)}[kind]
    node = res.new_node(
        base=ability.id, kind=kind, label=ability.label, parent=seq.key, edge="when", ability=ability.id,
        card=ability.card, you=data["attacker"], trigger=tuple(sorted(trigger.items())),
        ops=(Op("valiant:play", {}, f"{item['path']}.play"),) + tuple(ability.do) + tail, rule=rule(res, why),
    )
    node.extra.update({"valiant": kind, "sequence": seq.key, "attack": index})
    return node


def _superhero_attack(res, seq, item):
    data = seq.phase
    hero, player = item["superhero"], data["attacker"]
    what = f"{res.name(hero)}'s Superhero attack"
    if res.entities[hero].get("owner") != player:
        return _refuse(res, seq, what, f"{res.name(hero)} is not {res.name(player)}'s Superhero", "card-actions")
    if data["counterattack"]:
        return _refuse(res, seq, what, "a counterattack is made with cards only", "counterattack-cards-only")
    if res.flags.get(f"superhero-attack:{player}"):
        return _refuse(res, seq, what, "a Superhero attacks once a turn", "superhero-once")
    res.flags[f"superhero-attack:{player}"] = True
    data["last"] = "superhero"  # the Chainable keyword never works with a Superhero attack
    record = _record(res, seq, hero, hero, what, item["target"], None, None)
    record["amount"] = item["amount"]
    _add(seq, "attacks", record)
    node = res.new_node(
        base=f"superhero-attack:{hero}", kind="attack", label=what, parent=seq.key, edge="when", card=hero,
        you=player, trigger=tuple(sorted({"by": player, "who": data["defender"], "card": hero,
                                          "target": item["target"]}.items())),
        ops=(Op("valiant:superhero-attack", {}, f"{item['path']}.superhero"),),
        rule=rule(res, "superhero-once"),
    )
    node.extra.update({"valiant": "attack", "sequence": seq.key, "attack": len(data["attacks"]) - 1})
    return node.key


def play_defense_entry(res, seq, entry):
    """Each attack is defended against separately: a defense names the attack it answers."""
    data = seq.phase
    player = data["defender"]
    index = next((i for i, r in enumerate(data["attacks"])
                  if r["key"] == (entry.get("against") or entry.get("counter"))), None)
    if "counter" in entry:
        return _counter_keyword(res, seq, entry, index)
    ability = res.scenario.abilities[entry["play"]]
    what = f"{ability.label} ({res.name(ability.card)})"
    why = refusal(res, ability.card, player)
    if why:
        return _refuse(res, seq, what, why, "card-actions")
    if entry["against"] is not None:
        if index is None:
            return _refuse(res, seq, what, f"{entry['against']} was not played, so there is nothing to answer",
                           "separate-attacks")
        answered = data["attacks"][index]
        if facility.organization_of(res, answered["target"]) != player:
            return _refuse(res, seq, what, f"{answered['label']} does not target {res.name(player)}",
                           "separate-attacks")
        if answered["hero_to_hero"] and ability.timing == "defense":
            return _refuse(res, seq, what, "Superhero-to-Superhero damage cannot be reduced in any way",
                           "superhero-attack")
    kind = ability.timing
    ops = (Op("valiant:play", {}, f"{entry['path']}.play"), Op("valiant:defend", {}, f"{entry['path']}.defend"))
    ops += tuple(ability.do)
    if kind == "counterattack":
        ops += (Op("valiant:counterattack", {"attacks": entry["attacks"], "defenses": entry["defenses"]},
                   f"{entry['path']}.counterattack"),)
    else:
        _add(seq, "played", (ability.card, "discard"))
    trigger = {"by": data["attacker"], "who": player}
    if index is not None:
        trigger.update(card=data["attacks"][index]["card"], target=data["attacks"][index]["target"])
    node = res.new_node(
        base=ability.id, kind=kind, label=ability.label, parent=seq.key, edge="when", ability=ability.id,
        card=ability.card, you=player, trigger=tuple(sorted(trigger.items())), ops=ops,
        rule=rule(res, "counterattack-defense" if kind == "counterattack" else "separate-attacks"),
    )
    node.extra.update({"valiant": kind, "sequence": seq.key, "attack": index})
    return node.key


def _counter_keyword(res, seq, entry, index):
    """Counter: an Opponent may answer an attack made with a Counter card by playing an attack card
    as though it had the Counterattack Defense icon."""
    data = seq.phase
    what = f"{res.name(data['defender'])}'s counterattack"
    if index is None:
        return _refuse(res, seq, what, f"{entry['counter']} was not played, so there is nothing to answer",
                       "counter")
    answered = data["attacks"][index]
    if not answered["counter"]:
        return _refuse(res, seq, what, f"{res.name(answered['card'])} has no Counter keyword (only a "
                                       "Counterattack Defense opens a counterattack against it)", "counter")
    nested = open_sequence(res, seq.key, data["defender"], data["attacker"], entry["attacks"], entry["defenses"],
                           counterattack=True, base=f"counterattack:{data['defender']}", kind="counterattack",
                           label=f"{res.name(data['defender'])} counterattacks {res.name(data['attacker'])}",
                           why="counter")
    res.step("phase", f"{res.name(answered['card'])} has the Counter keyword: {res.name(data['defender'])} answers "
                      f"{answered['label']} with an attack card as a counterattack", rule=rule(res, "counter"),
             effect=seq)
    res.emit({"event": "counterattack_opened", "card": answered["card"], "by": data["defender"],
              "target": data["attacker"]})
    return nested.key


# -- the damage step ------------------------------------------------------------------------------------
def end_sequence(res, seq):
    """Order of Damage Resolution: the remaining damage lands on the target, attack by attack in the
    order the cards were played. Sector Movement and Damage: an attack that moves a Sector moves it
    only if its damage landed; damage blocked completely moves nothing."""
    data = seq.phase
    if data["stage"] == "done":
        return
    data["stage"] = "done"
    res.step("phase", "every defense has resolved: the damage that remains lands, in the order the attacks "
                      "were played", rule=rule(res, "order-of-damage-resolution"), effect=seq)
    for record in data["attacks"]:
        landed = 0
        for target, amount in record["parts"]:
            if amount > 0:
                facility.lose_coherence(res, target, amount, record["card"], record["label"])
                landed += amount
        if landed == 0 and record["potential"] > 0:
            res.step("note", f"{record['label']}: all of its damage was blocked", effect=seq,
                     rule=rule(res, "order-of-damage-resolution"))
        for sector, spaces, delta in record["moves"]:
            if landed > 0:
                facility.move_sector(res, sector, spaces, delta, record["by"])
            else:
                res.step("note", f"{res.name(sector)} does not move: {record['label']} must deal damage to move it",
                         rule=rule(res, "sector-movement-and-damage"), effect=seq)
    for card, zone in data["played"]:
        if res.entities[card].get("zone") == "play":
            if zone == "hand":
                res.step("note", f"{res.name(card)} made the counterattack: it goes back to the hand",
                         rule=rule(res, "counterattack-kept"), effect=seq)
            res.move(card, zone)


# -- the internal ops of a card's effect ----------------------------------------------------------------
def play_card(res, node, args, op):
    res.move(node.card, "play", verb="played", who=node.you, extra={"to": "play"})


def declare(res, node, args, op):
    seq, index, record = record_of(res, node)
    potential = sum(amount for _, amount in record["parts"])
    update_record(seq, index, potential=potential)
    where = f" from {res.name(record['origin'])}" if record["origin"] else ""
    res.step("op", f"{res.name(record['by'])} attacks {res.name(record['target'])}{where} with {record['label']}: "
                   f"{potential} damage, which waits until every defense has resolved",
             rule=rule(res, "order-of-damage-resolution"))
    res.emit({"event": "attack_declared", "card": record["card"], "by": record["by"], "target": record["target"],
              "who": record["who"], "amount": potential})
    if record["counter"]:
        res.step("note", f"{res.name(record['card'])} has the Counter keyword: {res.name(record['who'])} may answer "
                         "it with an attack card as a counterattack", rule=rule(res, "counter"))
    if record["chainable"]:
        _chain(res, node, f"{res.name(record['card'])} has the Chainable keyword: another attack card may follow "
                          "at once", "chainable")


def chain(res, node, args, op):
    _chain(res, node, f"{res.name(node.card)} is played for its Chainable: one more attack card may follow",
           "chainable-another-card")


def _chain(res, node, text, rule_name):
    res.step("op", text, rule=rule(res, rule_name))
    res.emit({"event": "chain_extended", "card": node.card, "by": node.you})


def superhero_attack(res, node, args, op):
    seq, index, record = record_of(res, node)
    amount = record["amount"]
    update_record(seq, index, parts=((record["target"], amount),) if amount > 0 else (), potential=max(0, amount))
    unreducible = " (Superhero against Superhero: it cannot be reduced in any way)" if record["hero_to_hero"] else ""
    res.step("op", f"{record['label']} on {res.name(record['target'])}: {amount} damage{unreducible}",
             rule=rule(res, "superhero-attack"))
    res.emit({"event": "attack_declared", "card": record["card"], "by": record["by"], "target": record["target"],
              "who": record["who"], "amount": max(0, amount)})


def defend(res, node, args, op):
    found = record_of(res, node)
    against = found[2] if found else None
    text = f"against {against['label']}" if against else "as a Counterattack Defense"
    res.step("op", f"{res.name(node.you)} plays {res.name(node.card)} ({node.label}) {text}",
             rule=rule(res, "order-of-damage-resolution"))
    res.emit({"event": "defense_played", "card": node.card, "who": node.you,
              "against": against["card"] if against else None})


def counterattack(res, node, args, op):
    """Counterattack Defense: its text effects resolve, the card is discarded, then a single card-based
    attack (more only with Chainable) is made against the attacking Opponent, who may answer it in turn."""
    seq = res.nodes[node.extra["sequence"]]
    data = seq.phase
    res.move(node.card, "discard", verb="discarded")
    if not args["attacks"]:
        res.step("note", f"no attack card follows {node.label}: the counterattack is its text alone",
                 rule=rule(res, "counterattack-defense"))
        return
    nested = open_sequence(res, node.key, data["defender"], data["attacker"], args["attacks"], args["defenses"],
                           counterattack=True, base=f"counterattack:{data['defender']}", kind="counterattack",
                           label=f"{res.name(data['defender'])} counterattacks {res.name(data['attacker'])}",
                           why="counterattack-defense")
    node.children.append(nested.key)
    res.emit({"event": "counterattack_opened", "card": node.card, "by": data["defender"], "target": data["attacker"]})


# -- ops a scenario writes in attack and defense actions ------------------------------------------------
def route_damage(res, target, amount, source):
    """`deal_damage` in an attack adds to that attack's damage, which lands after the defenses; anywhere
    else (a defense's text, a start effect) it is dealt directly: it is not an attack to defend against."""
    node = res.nodes[res.current] if res.current is not None else None
    if node is not None and node.extra.get("valiant") == "attack" and node.ability:
        seq, index, record = record_of(res, node)
        update_record(seq, index, parts=record["parts"] + ((target, amount),))
        res.step("op", f"{amount} damage aimed at {res.name(target)}", rule=rule(res, "order-of-damage-resolution"))
        return
    why = f"dealt directly by {node.label}" if node is not None else "dealt directly"
    facility.lose_coherence(res, target, amount, source or (node.card if node else None), why)


def answered_attack(res, node, what):
    found = record_of(res, node)
    if found is None or node.extra.get("valiant") not in ("defense", "counterattack"):
        res.step("note", f"{what} works only in a defense that answers an attack: nothing changes",
                 rule=rule(res, "order-of-damage-resolution"))
        return None
    if found[2]["hero_to_hero"]:
        res.step("note", f"{what}: Superhero-to-Superhero damage cannot be reduced in any way",
                 rule=rule(res, "superhero-attack"))
        return None
    return found


def reduce_op(res, node, args, op):
    amount = res.evaluate(args["amount"], res.env(node), f"{op.path}.amount")
    found = answered_attack(res, node, "reduce")
    if found is None:
        return
    seq, index, record = found
    remaining = sum(a for _, a in record["parts"])
    cut = max(0, min(amount, remaining))
    if cut == 0:
        res.step("note", f"{record['label']} has no damage left to reduce", rule=rule(res, "order-of-damage-resolution"))
        return
    parts, left = [], cut
    for target, part in record["parts"]:
        taken = min(part, left)
        left -= taken
        parts.append((target, part - taken))
    update_record(seq, index, parts=tuple(parts))
    res.step("op", f"{node.label} reduces {record['label']}'s damage {remaining} -> {remaining - cut}",
             rule=rule(res, "standard-defense"))
    res.emit({"event": "damage_reduced", "card": record["card"], "by": node.card, "amount": cut})


def redirect_op(res, node, args, op):
    to = _entity(res, node, args["to"], "to", op)
    only = _entity(res, node, args["from"], "from", op) if args.get("from") else None
    found = answered_attack(res, node, "redirect")
    if found is None:
        return
    seq, index, record = found
    moved = [t for t, a in record["parts"] if a > 0 and (only is None or t == only) and t != to]
    if not moved:
        res.step("note", f"{record['label']} has no damage to shift", rule=rule(res, "order-of-damage-resolution"))
        return
    parts = tuple((to if (t in moved) else t, a) for t, a in record["parts"])
    update_record(seq, index, parts=parts)
    res.step("op", f"{node.label} shifts {record['label']}'s damage from {res.name(moved[0])} to {res.name(to)}",
             rule=rule(res, "order-of-damage-resolution"))
    res.emit({"event": "damage_redirected", "card": record["card"], "by": node.card, "from": moved[0], "to": to})


def move_sector_op(res, node, args, op):
    """In an attack, the move waits for the damage (it happens only if the damage lands); elsewhere it
    happens at once. The direction is the attack's direction of effect unless `direction` says."""
    sector = _entity(res, node, args["sector"], "sector", op)
    spaces = res.evaluate(args.get("spaces", 1), res.env(node), f"{op.path}.spaces")
    in_attack = node.extra.get("valiant") == "attack" and node.ability
    record = record_of(res, node)[2] if in_attack else None
    if args.get("direction"):
        delta = facility.DIRECTIONS[args["direction"]]
    elif record is not None and record["origin"]:
        delta = facility.direction_of_effect(res, record["origin"], record["target"])
    else:
        raise ResolutionStopped(f"error: {op.path}: give `direction` (up, down, left, right), or play the attack "
                                "with an `origin` so the direction of effect is known", "error")
    if record is None:
        facility.move_sector(res, sector, spaces, delta, node.you)
        return
    seq, index, record = record_of(res, node)
    update_record(seq, index, moves=record["moves"] + ((sector, spaces, delta),))
    res.step("op", f"{res.name(sector)} is to move {spaces} {facility.DIRECTION_NAMES[delta]} if "
                   f"{record['label']}'s damage lands", rule=rule(res, "sector-movement-and-damage"))


INTERNAL_OPS = {
    "valiant:play": play_card,
    "valiant:declare": declare,
    "valiant:chain": chain,
    "valiant:superhero-attack": superhero_attack,
    "valiant:defend": defend,
    "valiant:counterattack": counterattack,
}
