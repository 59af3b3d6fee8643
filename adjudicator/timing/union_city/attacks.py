"""Attack an Enemy: "Choose an enemy on your block and exert any amount of Might to deal it that much
damage. You can only attack each enemy once during your Action phase. You can split your Might to attack
multiple enemies using multiple attack actions, as long as each individual enemy is only attacked once."

The `attack` op of this game is that action: a play the section forbids (a taken-out hero attacking, a
target that is not an enemy on the attacker's block, a second attack on the same enemy, more Might than the
pool holds) is refused as a ruling (Resolution.refuse_play: a step quoting the rule, a `refused-play`
warning) and deals no damage; otherwise the Might is exerted from the hero's pool (`might`), then the
damage is dealt as the built-in attack deals it. The scenario's attacks are all of one Action phase, the
attacker's; an enemy already attacked in it before the scenario starts says `attacked: true`. Readings,
each shown in a step when a scenario relies on it: a hero or enemy with no `block` is taken to be on the
other's block; a hero with no `might` is taken to have the Might the attack exerts.
"""
from dataclasses import replace

from adjudicator.engine.builtin_ops import BUILTIN, damage
from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.grammar import possessive
from adjudicator.timing.union_city import state
from adjudicator.timing.union_city.costs import exert

NO_DAMAGE = "no Might is exerted and no damage is dealt"


def attack(res, node, args, op):
    """Attack an Enemy, checked in the order the section states it: the enemy chosen (on your block, not
    yet attacked this Action phase), then the Might exerted, then the damage dealt. Every value is computed
    before anything changes (an op stopped for a decision is run again)."""
    attacker = entity_of(res, node, args["by"], "by", op)
    target = entity_of(res, node, args["target"], "target", op)
    amount = amount_of(res, node, args["amount"], op)
    refusal = _refusal(res, attacker, target, amount)
    if refusal is not None:
        why, rule_name = refusal
        res.refuse_play(f"{possessive(res.name(attacker))} attack on {res.name(target)}", why,
                        res.model.rules[rule_name], NO_DAMAGE, done="be made")
        return
    dealt = res.compute("damage", amount, {"target": target, "source": attacker, "critical": False, "attack": True})
    _say_missing_blocks(res, attacker, target)
    state.ATTACKED.set(res, f"{attacker}:{target}", True)
    exert(res, attacker, "might", amount, res.model.rules["attack-an-enemy"], action="this attack")
    res.emit({"event": "attacked", "by": attacker, "target": target, "amount": dealt})
    damage(res, target, dealt, attacker, False)


def _refusal(res, attacker, target, amount):
    """Why the section forbids this attack and the rule that says so, or None (nothing is changed here)."""
    hero, enemy = res.entities[attacker], res.entities[target]
    if hero.get("taken_out"):
        return f"{res.name(attacker)} is taken out and cannot exert resources", "while-taken-down"
    if enemy.get("type") != "enemy" or enemy.get("zone") not in (None, "board", "space"):
        return f"{res.name(target)} is not an enemy in play", "attack-an-enemy"
    if enemy.get("space") is not None or enemy.get("under"):
        return f"{res.name(target)} is not on a block", "attack-an-enemy"
    here, there = hero.get("block"), enemy.get("block")
    if here is not None and there is not None and list(here) != list(there):
        return (f"{res.name(target)} is on block {there[0]},{there[1]} and {res.name(attacker)} on block "
                f"{here[0]},{here[1]}: an attack chooses an enemy on your block"), "attack-an-enemy"
    if state.ATTACKED.get(res, f"{attacker}:{target}") or enemy.get("attacked"):
        return f"{res.name(target)} has already been attacked this Action phase", "attack-once"
    if amount < 0:
        return f"{amount} is not an amount of Might to exert", "attack-an-enemy"
    pool = hero.get("might")
    if pool is not None and amount > pool:
        return (f"it would exert {amount} Might and {res.name(attacker)} has {pool} in the pool: the attack "
                "exerts Might as its cost (Glossary, Exerting)"), "costs"
    return None


def _say_missing_blocks(res, attacker, target):
    """A step when the scenario gives no block to check "an enemy on your block" against."""
    missing = [res.name(e) for e in (attacker, target) if res.entities[e].get("block") is None]
    if missing:
        res.step("note", f"the scenario gives no block for {' and '.join(missing)}: {res.name(target)} is taken "
                         f"to be on {possessive(res.name(attacker))} block", rule=res.model.rules["attack-an-enemy"])


def op_defs(game_ops):
    """The game's ops with `attack` as the Attack an Enemy action (the built-in reader, this handler)."""
    ops = [op for op in game_ops if op.name != "attack"]
    return tuple(ops) + (replace(BUILTIN["attack"], run=attack,
                                 doc="a hero attacks an enemy on their block, exerting that much Might "
                                     "(once an enemy each Action phase)"),)
