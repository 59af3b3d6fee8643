"""What a Valiant card's effect does while an attack sequence runs (attack.py drives it).

The internal ops a card's effect runs around its own `do` (it is played, its
attack is declared, its Chainable opens a chain, a defense is played, a
Counterattack Defense opens a counterattack), and the ops a scenario writes in
attack and defense actions: `deal_damage` inside an attack only aims damage,
`reduce` and `redirect` change the damage of the attack a defense answers,
`move_sector` inside an attack waits for that attack's damage to land.
"""
from adjudicator.engine.opdefs import entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import possessive
from adjudicator.timing.valiant import facility as facility
from adjudicator.timing.valiant import state
from adjudicator.timing.valiant import game_end
from adjudicator.timing.valiant.coherence import lose_coherence
from adjudicator.timing.valiant.attack import open_sequence, record_of, rule, update_record


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
    """Superhero Actions: 1 damage, increased by Abilities (cumulative) and cards; against a Superhero it
    cannot be reduced in any way."""
    seq, index, record = record_of(res, node)
    parts = [("the base Superhero attack", 1)] + [(res.name(a), n) for a, n in record["bonuses"]]
    amount = max(0, sum(n for _, n in parts))
    update_record(seq, index, parts=((record["target"], amount),) if amount > 0 else (), potential=amount)
    sums = " + ".join(f"{n} ({what})" for what, n in parts)
    res.step("op", f"{record['label']} on {res.name(record['target'])}: {sums} = {amount} damage",
             rule=rule(res, "superhero-damage"))
    if record["bonuses"]:
        res.step("note", "every unlocked Ability adds to it: Abilities are cumulative",
                 rule=rule(res, "abilities-cumulative"))
    if record["hero_to_hero"]:
        res.step("note", "Superhero-to-Superhero damage cannot be reduced in any way", rule=rule(res, "superhero-attack"))
    res.emit({"event": "attack_declared", "card": record["card"], "by": record["by"], "target": record["target"],
              "who": record["who"], "amount": amount})


def boost_op(res, node, args, op):
    """`boost: N` in a card played with the Superhero icon: the Superhero attack it enhances deals N more."""
    amount = res.evaluate(args["amount"], res.env(node), f"{op.path}.amount")
    found = record_of(res, node)
    if found is None or state.KIND.get(node) != "superhero":
        res.step("note", "boost works only in a card played with the Superhero icon as part of a Superhero "
                         "attack: nothing changes", rule=rule(res, "superhero-icon"))
        return
    seq, index, record = found
    total = sum(a for _, a in record["parts"]) + amount
    update_record(seq, index, parts=((record["target"], max(0, total)),), potential=max(0, total))
    res.step("op", f"{node.label} adds {amount}: {record['label']} now deals {max(0, total)} damage",
             rule=rule(res, "superhero-damage"))


def defend(res, node, args, op):
    found = record_of(res, node)
    against = found[2] if found else None
    text = f"against {against['label']}" if against else "as a Counterattack Defense"
    res.step("op", f"{res.name(node.you)} plays {res.card_and_ability(node.card, node.label, node.you)} {text}",
             rule=rule(res, "order-of-damage-resolution"))
    if node.kind == "defense" and res.entities[node.you].get("lowest_coherence"):
        res.step("note", f"{res.name(node.you)} holds the Lowest Coherence token, whose holder applies additional "
                         "rules when using Standard Defense cards; this rulebook text does not say what they are, "
                         "so none is applied", rule=rule(res, "lowest-coherence-defense"))
    key = state.SEQUENCE.get(node)
    res.emit({"event": "defense_played", "card": node.card, "who": node.you,
              "against": against["card"] if against else None,
              "by": res.nodes[key].phase["attacker"] if key is not None else None})


def counterattack(res, node, args, op):
    """Counterattack Defense: its text effects resolve, the card is discarded, then a single card-based
    attack (more only with Chainable) is made against the attacking Opponent, who may answer it in turn."""
    seq = res.nodes[state.SEQUENCE.get(node)]
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
    if node is not None and state.KIND.get(node) == "attack" and node.ability:
        seq, index, record = record_of(res, node)
        update_record(seq, index, parts=record["parts"] + ((target, amount),))
        res.step("op", f"{amount} damage aimed at {res.name(target)}", rule=rule(res, "order-of-damage-resolution"))
        return
    why = f"dealt directly by {node.label}" if node is not None else "dealt directly"
    lose_coherence(res, target, amount, source or (node.card if node else None), why)
    game_end.settle(res)


def answered_attack(res, node, what):
    found = record_of(res, node)
    if found is None or state.KIND.get(node) not in ("defense", "counterattack"):
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
        res.step("note", f"{record['label']} has no damage left to reduce",
                 rule=rule(res, "order-of-damage-resolution"))
        return
    parts, left = [], cut
    for target, part in record["parts"]:
        taken = min(part, left)
        left -= taken
        parts.append((target, part - taken))
    update_record(seq, index, parts=tuple(parts))
    res.step("op", f"{node.label} reduces {possessive(record['label'])} damage {remaining} -> {remaining - cut}",
             rule=rule(res, "standard-defense"))
    res.emit({"event": "damage_reduced", "card": record["card"], "by": node.card, "amount": cut})


def redirect_op(res, node, args, op):
    to = entity_of(res, node, args["to"], "to", op)
    only = entity_of(res, node, args["from"], "from", op) if args.get("from") else None
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
    res.step("op", f"{node.label} shifts {possessive(record['label'])} damage from {res.name(moved[0])} to {res.name(to)}",
             rule=rule(res, "order-of-damage-resolution"))
    res.emit({"event": "damage_redirected", "card": record["card"], "by": node.card, "from": moved[0], "to": to})


def move_sector_op(res, node, args, op):
    """In an attack, the move waits for the damage (it happens only if the damage lands); elsewhere it
    happens at once. The direction is the attack's direction of effect unless `direction` says."""
    sector = entity_of(res, node, args["sector"], "sector", op)
    spaces = res.evaluate(args.get("spaces", 1), res.env(node), f"{op.path}.spaces")
    in_attack = state.KIND.get(node) == "attack" and node.ability
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
                   f"{possessive(record['label'])} damage lands", rule=rule(res, "sector-movement-and-damage"))


INTERNAL_OPS = {
    "valiant:play": play_card,
    "valiant:declare": declare,
    "valiant:chain": chain,
    "valiant:superhero-attack": superhero_attack,
    "valiant:defend": defend,
    "valiant:counterattack": counterattack,
}
