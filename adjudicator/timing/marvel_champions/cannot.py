"""“Cannot” (the word is absolute): a lasting effect that forbids a card a game function — “cannot ready”,
“cannot attack”, “cannot thwart”, “cannot defend”, “cannot be healed”, an enemy's “cannot scheme”, “cannot
activate” and “cannot be attacked”, a scheme's “threat cannot be removed”, and any card's “cannot take damage”,
“cannot be defeated”, “cannot leave play” — kept in the resolution's flags and checked where that function
happens (the op, the player phase's ready step, an enemy activation, an attack's defender step, a player's
attack or thwart, the taking of damage, threat removed, a defeat, a discard or a move out of play) and as a play
is declared (targets.py: Target, "A target is not valid for an ability if that ability would cause the
target to perform a game function that another ability says the target cannot perform"). Written with the
`cannot` op (cannot_ops.py); ended with the other lasting effects (durations.py)."""
from __future__ import annotations

from typing import Any

from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.state import CANNOT
from adjudicator.timing.marvel_champions.table import in_play

# the game functions a `cannot` may forbid, each with its words
FUNCTIONS: dict[str, str] = {"ready": "ready", "attack": "attack", "thwart": "thwart", "defend": "defend",
                             "be_healed": "be healed", "scheme": "scheme", "activate": "activate",
                             "take_damage": "take damage", "be_defeated": "be defeated", "leave_play": "leave play",
                             "be_attacked": "be attacked", "have_threat_removed": "have threat removed"}
# the functions only a hero or an ally performs in the model, and those only an enemy performs (its activations)
# or undergoes (a player's attack: the model checks “cannot be attacked” for an attack-labeled ability or a basic
# attack, which only a hero or an ally makes)
PLAYER_SIDE = ("thwart", "defend")
ENEMY_SIDE = ("scheme", "activate", "be_attacked")
SCHEMES = ("main-scheme", "side-scheme")
SCHEME_SIDE = ("have_threat_removed",)  # “threat cannot be removed from this scheme”: a scheme's only


def forbidding(res: Any, card: str, function: str) -> dict | None:
    """The first lasting effect under way that says `card` cannot perform `function`, else None."""
    return next((e for e in CANNOT.get(res) if e["card"] == card and e["function"] == function), None)


def why(res: Any, card: str, function: str) -> str | None:
    """“Web Trap: Rhino cannot ready”, or None when nothing forbids it."""
    effect = forbidding(res, card, function)
    if effect is None:
        return None
    return f"{effect['label']}: {res.name(card)} cannot {FUNCTIONS[function]}"


def activation_forbidden(res: Any, enemy: str, mode: str) -> str | None:
    """Why the enemy's activation in `mode` (attack or scheme) cannot happen — “cannot attack”, “cannot scheme”
    or “cannot activate” (Activation: "Whenever an enemy attacks or schemes, it is considered to have
    activated") — else None."""
    return why(res, enemy, mode) or why(res, enemy, "activate")


def damage_not_taken(res: Any, card: str) -> str | None:
    """Why `card` takes none of the damage dealt to it (“cannot take damage”), else None."""
    return why(res, card, "take_damage") if in_play(res, card) else None


def threat_kept(res: Any, scheme: str | None) -> str | None:
    """Why no threat can be removed from `scheme` (“threat cannot be removed from this scheme”), else None."""
    return why(res, scheme, "have_threat_removed") if scheme and in_play(res, scheme) else None


def unattackable(res: Any, target: str | None) -> str | None:
    """Why `target` cannot be attacked (“cannot be attacked”), else None (Target: "A target that cannot be
    attacked is not a valid target for an attack-labeled ability")."""
    return why(res, target, "be_attacked") if target and in_play(res, target) else None


def attack_refused(res: Any, character: str, target: str | None) -> bool:
    """A hero's or ally's attack (a basic attack, an attack-labeled ability) on a target that cannot be attacked:
    refused as a ruling quoting Target, and the character does not attack (nor exhaust for a basic attack, which
    is refused before its cost). True if refused."""
    forbidden = unattackable(res, target)
    if forbidden is None:
        return False
    res.refuse_play(f"{possessive(res.name(character))} attack on {res.name(target)}", forbidden,
                    rule(res, "target-cannot-be-attacked"), f"{res.name(character)} does not attack", done="be made")
    return True


def no_damage_target(res: Any, target: str) -> str | None:
    """Why `target` is no valid target of an ability whose only effect on it is damage, else None: from ruleset
    1.7 on, a character that cannot take damage (the ruling of 30 April 2026,
    ruling-damage-only-abilities-need-a-target-that-can-take-damage, on Target's "A target is not valid for an
    ability if no part of that ability can affect that target"). Before 1.7 it is valid, and the damage is dealt
    and not taken (a reading)."""
    forbidden = damage_not_taken(res, target)
    if forbidden is None or not res.model.since(res, "1.7"):
        return None
    return (f"{forbidden}, and an ability that only deals it damage cannot target it (from ruleset 1.7: the "
            "ruling of 30 April 2026)")


def basic_attack_refused(res: Any, character: str, target: str | None) -> bool:
    """From ruleset 1.7 on, a basic attack cannot target an enemy that cannot take damage ("A basic attack is a
    game function held to the same rule", the same ruling): refused as a ruling quoting Target, and the
    character does not exhaust. True if refused."""
    why_not = no_damage_target(res, target) if target else None
    if why_not is None:
        return False
    res.refuse_play(f"{possessive(res.name(character))} basic attack on {res.name(target)}", why_not,
                    rule(res, "target-no-part"), f"{res.name(character)} does not exhaust and does not attack",
                    done="be initiated")
    return True


def stays_in_play(res: Any, card: str, play: str, defeat: bool = False) -> bool:
    """Whether a “cannot leave play” effect — or, for a defeat, “cannot be defeated” — keeps `card` in play: then
    `play` ("the discard of the Goon") is refused as a ruling quoting “Cannot” or Leaves Play (the card stays as
    it is) and True. A defeat is refused for a card that cannot leave play (a reading: Leaves Play names
    defeating a character among the means by which a card leaves play, and Defeat discards or removes the card
    defeated)."""
    if not in_play(res, card):
        return False
    undefeatable = why(res, card, "be_defeated") if defeat else None
    forbidden = undefeatable or why(res, card, "leave_play")
    if forbidden is None:
        return False
    kept = "its damage stays on it" if defeat and res.entities[card].get("damage") else "it stays as it is"
    res.refuse_play(play, forbidden, rule(res, "cannot" if undefeatable else "cannot-leave-play"),
                    f"{res.name(card)} stays in play ({kept})", done="be made")
    return True


def ending(res: Any, tags: tuple) -> list[str]:
    """The `cannot` effects whose duration is one of `tags` end now; their labels, for the step saying so."""
    effects = CANNOT.get(res)
    ended = [e for e in effects if e["until"] in tags]
    if ended:
        CANNOT.set(res, tuple(e for e in effects if e["until"] not in tags))
    return [f"{e['label']} ({res.name(e['card'])} cannot {FUNCTIONS[e['function']]})" for e in ended]
