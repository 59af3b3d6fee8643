"""Defend, Defense: a triggered ability labeled as a defense (`kind: defense`, "Hero Interrupt (defense)").

"When a player initiates a triggered ability labeled as a defense … during an enemy attack, that player’s identity
becomes the defender and is considered to have defended the attack if there is not already a defender. • The
player’s identity is considered to be the defender as soon as the defense-labeled ability begins resolving. …
• Playing a defense-labeled ability is not a basic defense and does not cause a hero to reduce the amount of damage
dealt by that hero’s DEF. • Unless specified by the ability’s text, a hero does not exhaust when using a
defense-labeled ability. • The defending player may resolve any number of defense abilities during an enemy attack
… • Once a player resolves a defense ability during an enemy attack, no other player can resolve defense abilities
for that same attack. • Defense-labeled abilities can be played during an attack by a player whose ally is
defending that attack. In that case, the player’s identity does not become the defender. • A player can trigger
abilities labeled as a defense outside of an attack if the ability’s triggering condition is met. When triggered
this way, the player’s identity is not considered to have defended an attack."

The ability's first op is this step (`DEFENSE_BEGINS`, put there by windows.add_trigger): it finds the enemy attack under way (the last one begun),
and with no defender yet makes the player's identity its defender — a `defends` event joined to the attack, whose
responses resolve after the attack ends ("Abilities that trigger after a character defends an attack resolve after
that attack ends"), no DEF, no exhaust (villain.activation_resolve_step reads `defense_label`). A defense ability of
a player while another player is defending is not modelled (it would not be initiated): the run stops, saying so.
"When your hero defends" interrupts are not opened by a defense ability (its `defends` has no when window here).
"""
from __future__ import annotations

from typing import Any

from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.windows import add_event, record, update_record

DEFENSE_LABELS = ("defense", "defence")
DEFENSE_BEGINS = "defense-label-begins"  # windows.add_trigger puts it first in the ability's ops


def _enemy_attack(res: Any) -> tuple | None:
    """(node, n, record) of the enemy attack under way (the last begun), or None."""
    for key in reversed(state.ATTACKS.get(res)):
        node_key, n = key.rsplit(".", 1)
        node = next((x for x in res.nodes if str(x.key) == node_key), None)
        rec = record(node, int(n)) if node is not None else None
        if rec and rec.get("kind") == "activation" and rec["data"].get("mode") == "attack":
            return node, int(n), rec
    return None


def begins_step(res: Any, node: Any, data: dict) -> None:
    """The defense-labeled ability begins resolving: who defends the attack under way, if any."""
    ability = res.scenario.abilities[data["ability"]]
    player = node.you
    found = _enemy_attack(res)
    if found is None:
        res.step("note", f"{ability.label} is labeled as a defense and resolves outside of an enemy attack: "
                         f"{possessive(res.name(player))} identity is not considered to have defended an attack",
                 rule=rule(res, "defense-label-outside"))
        return
    act_node, n, act = found
    enemy = act["data"]["enemy"]
    defender = act.get("defender")
    if defender is None:
        update_record(act_node, n, defender=player, defense_label=True)
        res.step("phase", f"{ability.label} is labeled as a defense and begins resolving during {possessive(res.name(enemy))} "
                          f"attack, which has no defender: {res.name(player)} becomes the defender and is considered "
                          "to have defended the attack", rule=rule(res, "defense-label"))
        res.step("note", f"it is not a basic defense: {possessive(res.name(player))} DEF will not reduce the damage, and "
                         f"{res.name(player)} does not exhaust", rule=rule(res, "defense-label-no-def"))
        from adjudicator.timing.marvel_champions.encounter import defending_player_is_target
        defending_player_is_target(res, act_node, n, player)
        target = record(act_node, n)["data"]["target"]  # in the attack's when window: its `attacks` names him too
        update_record(act_node, n, when=tuple({**e, "target": target} if e["event"] == "attacks" else e
                                              for e in record(act_node, n)["when"]))
        # answered in the attack's after window only (not now): after the attack ends
        add_event(act_node, n, {"event": "defends", "by": player, "target": enemy})
        res.step("note", f"{res.name(player)} defends against {res.name(enemy)}: what answers this defence resolves "
                         "after the attack ends", rule=rule(res, "defended-after-attack"))
        return
    owner = res.model.owner_or_you(res, defender)
    if defender == player:
        res.step("note", f"{res.name(player)} is already the defender of {possessive(res.name(enemy))} attack: "
                         f"{ability.label} resolves as another of the defending player's defense abilities",
                 rule=rule(res, "defense-label-many"))
        return
    if owner == player:
        res.step("note", f"{res.name(defender)}, an ally of {res.name(player)}, is defending "
                         f"{possessive(res.name(enemy))} attack: {possessive(res.name(player))} identity does not "
                         "become the defender", rule=rule(res, "defense-label-ally"))
        return
    raise ResolutionStopped(
        f"not modelled: {ability.label} is labeled as a defense, and {res.name(defender)} of another player is defending "
        f"{possessive(res.name(enemy))} attack (Defend, Defense: “Only one player at a time can defend against an enemy "
        "attack”): the model does not take back an ability already initiated", "error")
