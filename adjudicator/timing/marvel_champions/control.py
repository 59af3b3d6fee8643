"""Ownership and Control: who owns a card, who controls it, and an ability that changes its control.

A card's `owner` is the player whose deck held it (no owner: an encounter card, the scenario's). "Cards
enter play under their owner’s control", so a card's controller is its owner unless:
- it is in play with a `controller` (a change of control: `take_control`, or written by the scenario);
- it is an upgrade attached to a card another player controls ("Upgrades attached to a card controlled
  by a player other than the upgrade’s owner are controlled by that other player").
Out of play, "A player controls the cards in their own out-of-play areas": its owner's.

`take_control: {card, who, until}` is an occurrence with its windows (`control_taken` {card, who, from}): the card
keeps its state and goes to the new controller's play area; the upgrades and attachments on it follow; a
scenario-specific player card (`scenario_card: true`) gets the new controller as its owner. Leaving play
ends a change of control, and the card goes to its owner's out-of-play area (removed from the game when
its owner has been eliminated): `left_play`.
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import entity_of
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.scenario.vocabulary import suggest
from adjudicator.timing.marvel_champions.rules import PLAY_ZONES
from adjudicator.timing.marvel_champions.table import REMOVED, eliminated, in_play, number
from adjudicator.timing.marvel_champions.windows import schedule

# Cards that are a player: their identity is never another player's (Identity; "each player controls one").
NOT_TAKEN = ("hero", "villain", "main-scheme")


def controller_of(res: Any, card: str | None, _seen: tuple[str, ...] = ()) -> str | None:
    """The player who controls `card` now (a hero: itself), or None (the scenario's, or no player's)."""
    if card is None or card in _seen:
        return None
    if res.model.is_player(res, card):
        return card
    props = res.entities.get(card)
    if not props:
        return None
    if in_play(res, card):
        taken = props.get("controller")
        if taken and res.model.is_player(res, taken):
            return taken
        if props.get("type") == "upgrade" and props.get("attached_to"):
            host = controller_of(res, props["attached_to"], _seen + (card,))
            if host and host != props.get("owner"):
                return host
    owner = props.get("owner")
    return owner if owner and res.model.is_player(res, owner) else None


def controls(res: Any, player: str, card: str) -> bool:
    """Whether `player` controls `card` in play ("only refers to cards in play currently under that player’s
    control")."""
    return in_play(res, card) and controller_of(res, card) == player


def attached_to(res: Any, card: str) -> list[str]:
    """The cards in play attached to `card`, and those attached to them, in a fixed order."""
    found: list[str] = []
    hosts = [card]
    while hosts:
        host = hosts.pop(0)
        more = sorted(c for c, p in res.entities.items() if p.get("attached_to") == host and in_play(res, c)
                      and c not in found and c != card)
        found += more
        hosts += more
    return found


def take_control_op(res: Any, node: Any, args: dict, op: Any) -> None:
    """`take_control`: an occurrence (its windows) unless the card cannot change control, said in a step."""
    card = entity_of(res, node, args["card"], "card", op)
    who = entity_of(res, node, args["who"], "who", op)
    props = res.entities[card]
    if not res.model.is_player(res, who):
        res.step("note", f"{res.name(who)} is not a player: nothing takes control of {res.name(card)}",
                 rule=rule(res, "control-change"))
        return
    if props.get("type") in NOT_TAKEN:
        res.step("note", f"{res.name(card)} is a {props.get('type')} card: no ability here changes its control, "
                         "and nothing happens", rule=rule(res, "control-change"))
        return
    if not in_play(res, card):
        res.step("note", f"{res.name(card)} is not in play: a player controls the cards in their own out-of-play "
                         "areas, and control of it does not change", rule=rule(res, "control-out-of-play"))
        return
    if controller_of(res, card) == who:
        res.step("note", f"{res.name(who)} already controls {res.name(card)}: its control does not change",
                 rule=rule(res, "control-change"))
        return
    schedule(res, node, "control", {"card": card, "who": who, "until": args.get("until")})


def change_control(res: Any, card: str, who: str, until: str | None = None) -> str | None:
    """The change itself (ControlChange.happen): the card keeps its state, goes to `who`'s play area, its
    upgrades and attachments follow; a scenario-specific player card's owner becomes `who`. The player who
    controlled it before, or None."""
    props = res.entities[card]
    before = controller_of(res, card)
    props["controller"] = who
    kept = [f"{number(props, 'damage')} damage"] if number(props, "damage") else []
    kept += [name for name in ("exhausted", "stunned", "confused", "tough") if props.get(name)]
    state_text = f" ({', '.join(kept)})" if kept else ""
    res.step("op", f"{res.name(who)} takes control of {res.name(card)}: it keeps its state{state_text} and moves to "
                   f"{possessive(res.name(who))} play area", rule=rule(res, "control-same-state"))
    following = attached_to(res, card)
    for other in following:
        res.entities[other]["controller"] = who
    if following:
        res.step("note", f"{', '.join(res.name(c) for c in following)} "
                         f"{'is' if len(following) == 1 else 'are'} on {res.name(card)}: "
                         f"{'it changes' if len(following) == 1 else 'they change'} control to {res.name(who)} too",
                 rule=rule(res, "control-attachments"))
    if props.get("scenario_card") and props.get("owner") != who:
        props["owner"] = who
        res.step("note", f"{res.name(card)} is a scenario-specific player card: {res.name(who)} becomes its owner "
                         "until the game ends or another player takes control of it",
                 rule=rule(res, "control-scenario-card"))
    lasts = (f"until the end of this {until}, or while {res.name(card)} remains in play if that is sooner" if until
             else f"as long as {res.name(card)} remains in play (no duration is given)")
    res.step("note", f"the change lasts {lasts}", rule=rule(res, "control-lasts"))
    return before


def left_play(res: Any, card: str, to: str | None) -> None:
    """Ownership and Control: a card that changed control and leaves play has its control change end; it is
    placed in its owner's equivalent out-of-play area — each such zone here is its owner's (`owner`) — or
    removed from the game if its owner is no longer in the game. The placement is no game occurrence:
    nothing answers it."""
    props = res.entities[card]
    taken = props.pop("controller", None)
    if taken is None or taken == props.get("owner"):
        return
    owner = props.get("owner")
    if to == REMOVED:
        return
    if owner and res.model.is_player(res, owner) and eliminated(res, owner):
        props["zone"] = REMOVED
        res.step("note", f"{res.name(card)} had changed control and has left play: its owner {res.name(owner)} is no "
                         "longer in the game, so it is removed from the game (no ability can answer this placement)",
                 rule=rule(res, "control-leaves-play"))
        return
    whose = f"{possessive(res.name(owner))}" if owner else "the scenario's"
    res.step("note", f"{res.name(card)} had changed control ({res.name(taken)}) and has left play: it is placed in "
                     f"{whose} {res.zone_name(to) if to else 'out-of-play area'}, its owner's (no ability can answer this "
                     "placement)",
             rule=rule(res, "control-leaves-play"))


def scenario_problems(data: dict, entities: dict) -> list[tuple[str, str]]:
    """What the checker refuses in an entity's control properties: a `controller` or `play_area` that is not a
    player (nor an `engaged`, the player a minion is engaged with; a `dealt_to`, the player or enemy a card was
    dealt to, names an entity: one naming none would be ignored), a `controller` on a card out of play (a player controls the cards in their own out-of-play areas)."""
    players = set(data.get("players") or ()) | {e for e, p in entities.items() if p.get("type") == "hero"}
    problems = []
    for eid, props in entities.items():
        for prop in ("controller", "play_area", "engaged"):
            value = props.get(prop)
            if value is not None and value not in players:
                problems.append((f"entities.{eid}.{prop}", f"{value!r} is not a player of this scenario: `{prop}` "
                                 f"names a player{suggest(str(value), sorted(players))}"))
        dealt_to = props.get("dealt_to")
        if dealt_to is not None and dealt_to not in entities:
            problems.append((f"entities.{eid}.dealt_to", f"{dealt_to!r} is no entity of this scenario: `dealt_to` "
                             f"names the player or enemy the card was dealt to{suggest(str(dealt_to), entities)}"))
        if props.get("controller") is not None and props.get("zone", "play") not in PLAY_ZONES:
            problems.append((f"entities.{eid}.controller", f"{eid} is in {props.get('zone')!r}, out of play: a player "
                             "controls the cards in their own out-of-play areas, so a card out of play has no other "
                             "controller (Ownership and Control)"))
    return problems
