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

The internal ops each card's effect runs are in actions.py.

The sequence's data lives in `node.phase` (plain data, so a resolution can be
copied and compared). Nested values are never changed in place: a change
builds a new tuple or dict, so copies made for exploration never share state.
"""
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import possessive
from adjudicator.scenario.model import Op
from adjudicator.timing.valiant import facility as facility
from adjudicator.timing.valiant import state
from adjudicator.timing.valiant import game_end, legality
from adjudicator.timing.valiant.coherence import lose_coherence
from adjudicator.timing.base import rule


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
    goes_on = f", and {node.label} goes on once it is over" if node.label != label else ""  # not said twice
    res.step("op", f"{label}: the attack is made now{goes_on}", rule=rule(res, "all-cards-first"))


def _who(env, value, path):
    found = env.ref(value)
    if found is None or found not in env.res.entities:
        raise ResolutionStopped(f"error: {path}: {value!r} names nobody here", "error")
    return found


def plain_items(res, env, items):
    out = []
    for item in items:
        if "superhero" in item:
            hero = _who(env, item["superhero"], f"{item['path']}.superhero")
            out.append({"superhero": hero, "target": _who(env, item["target"], f"{item['path']}.target"),
                        "path": item["path"]})
            # the cards played with the Superhero icon to enhance this attack, each its own effect after it
            out += [{"enhance": aid, "superhero": hero, "path": f"{item['path']}.cards[{i}]"}
                    for i, aid in enumerate(item.get("cards", ()))]
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
        "played": (),  # (card, zone it goes to when the sequence is over, played in a counterattack)
    }
    return node


# -- records of the attacks made ------------------------------------------------------------------------
def record_of(res, node):
    """(sequence node, index, record) of the attack a card node makes or a defense node answers."""
    key, index = state.SEQUENCE.get(node), state.ATTACK.get(node)
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
    if game_end.game_over(res):
        return None
    if data["stage"] == "open":
        data["stage"] = "attacks"
        if not data["counterattack"] and state.CARD_ATTACKED.get(res, data['attacker']):
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
        return f"{res.name(card)} is not {possessive(res.name(player))} card"
    if res.entities[player].get("eliminated"):
        return f"{res.name(player)} is out of the game"
    if props.get("zone") != "hand":
        return f"{res.name(card)} is not in {possessive(res.name(player))} hand (it is in {props.get('zone')})"
    return None


def _refuse(res, seq, what, why, rule_name, card=None, instead="the attack is not made"):
    """A play the rules forbid is a ruling (Resolution.refuse_play): the card is not played and stays where
    it is, a Superhero attack is not made, and the rest of the sequence goes on."""
    if card is None:
        res.refuse_play(what, why, rule(res, rule_name), instead, effect=seq, done="be made")
        return None
    props = res.entities.get(card, {})
    zone, owner = props.get("zone"), props.get("owner")
    where = (f"in {possessive(res.name(owner))} hand" if zone == "hand" and owner
             else f"where it is ({zone or 'no zone'})")
    res.refuse_play(what, why, rule(res, rule_name), f"it is not played, and {res.name(card)} stays {where}",
                    effect=seq)
    return None


def keywords(res, card):
    return res.entities.get(card, {}).get("keywords", ()) or ()


def play_attack_item(res, seq, item):
    data = seq.phase
    player = data["attacker"]
    if "enhance" in item:
        return _superhero_card(res, seq, item)
    if "superhero" in item:
        return _superhero_attack(res, seq, item)
    ability = res.scenario.abilities[item["play"]]
    what = f"{ability.label} ({res.name(ability.card)})"
    why = refusal(res, ability.card, player)
    if why:
        return _refuse(res, seq, what, why, "card-actions", card=ability.card)
    if ability.timing == "chainable":
        if data["last"] == "superhero":
            return _refuse(res, seq, what, "the Chainable keyword never works with a Superhero attack",
                           "chainable-superhero", card=ability.card)
        if data["last"] != "attack":
            return _refuse(res, seq, what, "a Chainable card is played right after a card-based attack (it lets "
                                           "one more attack card follow)", "chainable-another-card", card=ability.card)
        data["may_attack"], data["last"] = True, "chainable"
        _add(seq, "played", (ability.card, "discard", data["counterattack"]))
        return _card_node(res, seq, ability, "chainable", item, None, "chainable-another-card").key
    if not data["may_attack"]:
        if not data["attacks"] and state.CARD_ATTACKED.get(res, player):
            why = f"{res.name(player)} has already made this turn's card attack"
        else:
            why = "no chain is open (one card attack a turn, and one more only right after a Chainable)"
        return _refuse(res, seq, what, why, "two-attacks", card=ability.card)
    target = item["target"]
    if data["counterattack"] and facility.organization_of(res, target) != data["defender"]:
        return _refuse(res, seq, what, f"counterattack damage must target the attacking Opponent, "
                                       f"{res.name(data['defender'])}", "counterattack-target", card=ability.card)
    illegal = legality.card_attack(res, ability, player, item["origin"], target)
    if illegal:
        return _refuse(res, seq, what, *illegal, card=ability.card)
    chainable = "chainable" in keywords(res, ability.card)
    first_of_counterattack = data["counterattack"] and not data["attacks"]
    data["may_attack"], data["last"] = chainable, "attack"
    if not data["counterattack"]:
        state.CARD_ATTACKED.set(res, player, True)
    _add(seq, "played", (ability.card, "hand" if first_of_counterattack else "discard", data["counterattack"]))
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
        beyond = legality.next_in_line(res, item.get("origin"), item["target"])
        if beyond:
            trigger["next_in_line"] = beyond
    tail = {"attack": (Op("valiant:declare", {}, f"{item['path']}.declare"),),
            "chainable": (Op("valiant:chain", {}, f"{item['path']}.chain"),)}[kind]
    node = res.new_node(
        base=ability.id, kind=kind, label=ability.label, parent=seq.key, edge="when", ability=ability.id,
        card=ability.card, you=data["attacker"], trigger=tuple(sorted(trigger.items())),
        ops=(Op("valiant:play", {}, f"{item['path']}.play"),) + tuple(ability.do) + tail, rule=rule(res, why),
    )
    state.place_in_sequence(node, kind, seq.key, index)
    return node


def _superhero_attack(res, seq, item):
    """Superhero Actions: a Superhero attacks once a turn, from the Sector it stands on, a Sector there or
    orthogonally adjacent, or a Superhero in its Sector (farther only with range). Its damage is 1, plus
    each unlocked Ability that adds to it, plus each card played with the Superhero icon (below)."""
    data = seq.phase
    hero, player = item["superhero"], data["attacker"]
    what = f"{possessive(res.name(hero))} Superhero attack"
    if res.entities[hero].get("owner") != player:
        return _refuse(res, seq, what, f"{res.name(hero)} is not {possessive(res.name(player))} Superhero", "card-actions")
    if data["counterattack"]:
        return _refuse(res, seq, what, "a counterattack is made with cards only", "counterattack-cards-only")
    if state.SUPERHERO_ATTACKED.get(res, player):
        return _refuse(res, seq, what, "a Superhero attacks once a turn", "superhero-once")
    illegal = legality.superhero_attack(res, hero, item["target"])
    if illegal:
        return _refuse(res, seq, what, *illegal)
    state.SUPERHERO_ATTACKED.set(res, player, True)
    data["last"] = "superhero"  # the Chainable keyword never works with a Superhero attack
    record = _record(res, seq, hero, hero, what, item["target"], res.entities[hero].get("sector"), None)
    record["bonuses"] = _ability_bonuses(res, hero)
    _add(seq, "attacks", record)
    node = res.new_node(
        base=f"superhero-attack:{hero}", kind="attack", label=what, parent=seq.key, edge="when", card=hero,
        you=player, trigger=tuple(sorted({"by": player, "who": data["defender"], "card": hero,
                                          "target": item["target"]}.items())),
        ops=(Op("valiant:superhero-attack", {}, f"{item['path']}.superhero"),),
        rule=rule(res, "superhero-once"),
    )
    state.place_in_sequence(node, "attack", seq.key, len(data["attacks"]) - 1)
    return node.key


def _ability_bonuses(res, hero):
    """The hero's unlocked Abilities that add to its attack damage ((ability, amount), by id): entities of
    type ability with `owner: HERO` and `superhero_damage: N` (Abilities are cumulative)."""
    found = []
    for aid, props in sorted(res.entities.items()):
        amount = props.get("superhero_damage")
        if props.get("type") == "ability" and props.get("owner") == hero and props.get("unlocked", True) \
                and isinstance(amount, int) and not isinstance(amount, bool) and amount:
            found.append((aid, amount))
    return tuple(found)


def _superhero_card(res, seq, item):
    """A card played with the Superhero icon as part of the Superhero's attack (Nano Swarm's Super
    Strength): its own effect, after the attack it enhances, its ops (`boost`) changing that attack."""
    data = seq.phase
    ability = res.scenario.abilities[item["enhance"]]
    what = f"{ability.label} ({res.name(ability.card)})"
    index = next((i for i in range(len(data["attacks"]) - 1, -1, -1)
                  if data["attacks"][i]["superhero"] and data["attacks"][i]["card"] == item["superhero"]), None)
    if index is None:
        return _refuse(res, seq, what, f"{res.name(item['superhero'])} made no Superhero attack here to enhance",
                       "superhero-icon", card=ability.card)
    why = refusal(res, ability.card, data["attacker"])
    if why:
        return _refuse(res, seq, what, why, "card-actions", card=ability.card)
    _add(seq, "played", (ability.card, "discard", False))
    node = res.new_node(
        base=ability.id, kind="superhero", label=ability.label, parent=seq.key, edge="when", ability=ability.id,
        card=ability.card, you=data["attacker"],
        trigger=tuple(sorted({"by": data["attacker"], "who": data["defender"], "card": item["superhero"],
                              "target": data["attacks"][index]["target"]}.items())),
        ops=(Op("valiant:play", {}, f"{item['path']}.play"),) + tuple(ability.do), rule=rule(res, "superhero-icon"),
    )
    state.place_in_sequence(node, "superhero", seq.key, index)
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
        return _refuse(res, seq, what, why, "card-actions", card=ability.card)
    if entry["against"] is not None:
        if index is None:
            return _refuse(res, seq, what, f"{entry['against']} was not played, so there is nothing to answer",
                           "separate-attacks", card=ability.card)
        answered = data["attacks"][index]
        if facility.organization_of(res, answered["target"]) != player:
            return _refuse(res, seq, what, f"{answered['label']} does not target {res.name(player)}",
                           "separate-attacks", card=ability.card)
        if answered["hero_to_hero"] and ability.timing == "defense":
            return _refuse(res, seq, what, "Superhero-to-Superhero damage cannot be reduced in any way",
                           "superhero-attack", card=ability.card)
    kind = ability.timing
    ops = (Op("valiant:play", {}, f"{entry['path']}.play"), Op("valiant:defend", {}, f"{entry['path']}.defend"))
    ops += tuple(ability.do)
    if kind == "counterattack":
        ops += (Op("valiant:counterattack", {"attacks": entry["attacks"], "defenses": entry["defenses"]},
                   f"{entry['path']}.counterattack"),)
    else:
        _add(seq, "played", (ability.card, "discard", False))
    trigger = {"by": data["attacker"], "who": player}
    if index is not None:
        trigger.update(card=data["attacks"][index]["card"], target=data["attacks"][index]["target"])
    node = res.new_node(
        base=ability.id, kind=kind, label=ability.label, parent=seq.key, edge="when", ability=ability.id,
        card=ability.card, you=player, trigger=tuple(sorted(trigger.items())), ops=ops,
        rule=rule(res, "counterattack-defense" if kind == "counterattack" else "separate-attacks"),
    )
    state.place_in_sequence(node, kind, seq.key, index)
    return node.key


def _counter_keyword(res, seq, entry, index):
    """Counter: an Opponent may answer an attack made with a Counter card by playing an attack card
    as though it had the Counterattack Defense icon."""
    data = seq.phase
    what = f"{possessive(res.name(data['defender']))} counterattack"
    if index is None:
        return _refuse(res, seq, what, f"{entry['counter']} was not played, so there is nothing to answer",
                       "counter", instead="no counterattack is made")
    answered = data["attacks"][index]
    if not answered["counter"]:
        return _refuse(res, seq, what, f"{res.name(answered['card'])} has no Counter keyword (only a "
                                       "Counterattack Defense opens a counterattack against it)", "counter",
                           instead="no counterattack is made")
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
    unless its damage was blocked completely (by defenses, or nullified by Armor: a reading); damage
    to a Sector of no player changes no Coherence but is not blocked, so that Sector moves. Organization Elimination: a
    player whose Coherence one attack brought to 0 is eliminated once all of that attack's damage has
    landed (several at once, when it hit several players)."""
    data = seq.phase
    if data["stage"] == "done":
        return
    data["stage"] = "done"
    if game_end.game_over(res):
        return
    res.step("phase", "every defense has resolved: the damage that remains lands, in the order the attacks "
                      "were played", rule=rule(res, "order-of-damage-resolution"), effect=seq)
    for record in data["attacks"]:
        dealt = False  # some of its damage got past the defenses and Armor (blocked completely: not)
        for target, amount in record["parts"]:
            if amount > 0:
                report = {}
                lose_coherence(res, target, amount, record["card"], record["label"],
                               unreducible=record["hero_to_hero"], report=report)
                dealt = dealt or not report.get("blocked")
        if not dealt and record["potential"] > 0:
            res.step("note", f"{record['label']}: all of its damage was blocked", effect=seq,
                     rule=rule(res, "order-of-damage-resolution"))
        for sector, spaces, delta in record["moves"]:
            if dealt:
                facility.move_sector(res, sector, spaces, delta, record["by"])
            else:
                res.step("note", f"{res.name(sector)} does not move: {record['label']} must deal damage to move it",
                         rule=rule(res, "sector-movement-and-damage"), effect=seq)
        if game_end.settle(res):
            return
    for card, zone, in_counterattack in data["played"]:
        if res.entities[card].get("zone") == "play":
            if zone == "hand":
                res.step("note", f"{res.name(card)} made the counterattack: now that the counterattack and the "
                                 "defenses against it have resolved, it goes back to the hand",
                         rule=rule(res, "counterattack-to-hand"), effect=seq)
            elif in_counterattack:
                res.step("note", f"{res.name(card)} was played beyond the first attack card of the counterattack: "
                                 "it is discarded", rule=rule(res, "counterattack-beyond-first"), effect=seq)
            res.move(card, zone)
