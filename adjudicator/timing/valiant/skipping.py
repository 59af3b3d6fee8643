"""Skipping Turn (Superhero Abilities): a player with at least five cards in hand at the start of their
turn may skip it: no Superhero actions, the whole hand discarded, a new Ability at once (the lowest level
available), and the turn is over (the end of a turn follows, as `end_turn` does it)."""
from adjudicator.engine.opdefs import entity_of, pile_of
from adjudicator.grammar import counted, possessive
from adjudicator.timing.valiant import turn
from adjudicator.timing.valiant import state
from adjudicator.timing.valiant.facility import SETUP_ABILITIES
from adjudicator.timing.base import rule

NEEDED = 5
LEVELS = ("hero", "super", "legend")  # a Power card tier's levels, lowest first


def _acted(res, player):
    """Whether the player's Organization or Superheroes have already acted this turn."""
    heroes = [h for h, p in res.entities.items() if p.get("type") == "superhero" and p.get("owner") == player]
    return any(fact.get(res, player) for fact in state.PLAYER_ACTIONS) or \
        any(fact.get(res, hero) for hero in heroes for fact in state.SUPERHERO_ACTIONS)


def _locked_abilities(res, player):
    heroes = {h for h, p in res.entities.items() if p.get("type") == "superhero" and p.get("owner") == player}
    return [a for a, p in sorted(res.entities.items())
            if p.get("type") == "ability" and p.get("owner") in heroes and p.get("unlocked") is False]


def _refused(res, player, why, rule_name):
    res.step("note", f"{res.name(player)} cannot skip the turn to gain an Ability: {why}; nothing is discarded, "
                     "no Ability is gained and the turn goes on", rule=rule(res, rule_name))


def _ability_refused(res, player, ability):
    """Why the named Ability cannot be the one gained (None if it can)."""
    props = res.entities[ability]
    if props.get("type") != "ability" or ability not in _locked_abilities(res, player):
        return f"{res.name(ability)} is not an Ability still locked on one of {possessive(res.name(player))} Power cards"
    levels = [res.entities[a].get("level") for a in _locked_abilities(res, player)]
    known = [LEVELS.index(level) for level in levels if level in LEVELS]
    level = props.get("level")
    if level in LEVELS and known and LEVELS.index(level) > min(known):
        return (f"{res.name(ability)} is a {level}-level Ability, and the new Ability must be the lowest level "
                f"available ({LEVELS[min(known)]})")
    return None


def skip_turn_op(res, node, args, op):
    player = entity_of(res, node, args["player"], "player", op)
    ability = entity_of(res, node, args["ability"], "ability", op) if args.get("ability") else None
    hand = pile_of(res, player, "hand")
    if _acted(res, player):
        return _refused(res, player, f"{res.name(player)} has already taken actions this turn, and a skipped turn "
                                     "takes none", "skip-turn")
    if len(hand) < NEEDED:
        return _refused(res, player, f"{res.name(player)} has {counted(len(hand), 'card')} in hand, fewer than {NEEDED}",
                        "skip-turn-five")
    why = _ability_refused(res, player, ability) if ability else None
    if why:
        return _refused(res, player, why, "skip-turn")
    res.step("op", f"{res.name(player)} skips the turn: no Superhero actions, and all {len(hand)} cards in hand "
                   f"are discarded ({NEEDED} are needed; with more, all go)", rule=rule(res, "skip-turn-five"))
    for card in hand:
        res.move(card, "discard", verb="discarded", who=player)
    props = res.entities[player]
    props["abilities"] = (props.get("abilities", SETUP_ABILITIES) or 0) + 1
    if ability:
        res.entities[ability]["unlocked"] = True
        level = res.entities[ability].get("level")
        said = f"{res.name(ability)}" + ("" if level in LEVELS else " (its `level` is not given: that it is the "
                                                                   "lowest available is not checked)")
    else:
        said = "an Ability of the player's choice, the lowest level available (name it with `ability`)"
    res.step("op", f"{res.name(player)} immediately gains a new Superhero Ability: {said}; "
                   f"{props['abilities']} unlocked", rule=rule(res, "skip-turn"))
    res.emit({"event": "ability_activated", "who": player, "amount": props["abilities"]})
    res.step("note", f"{possessive(res.name(player))} turn is over", rule=rule(res, "skip-turn"))
    turn.end_turn(res, player, args.get("roll") and res.evaluate(args["roll"], res.env(node), f"{op.path}.roll"),
                  entity_of(res, node, args["shutdown"], "shutdown", op) if args.get("shutdown") else None, ())
