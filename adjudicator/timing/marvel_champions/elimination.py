"""Player Elimination: a player whose identity is defeated leaves the game, in the Rules Reference's
four steps; when no player is left, the game ends and the players lose.

The defeat of an identity (happenings.Defeat) removes it from the game and brings about these steps
as ops of the defeat, before its after window: the first player token passes on, the engaged minions
engage the next player (each an engagement with its windows), then every card the player owns —
hand, deck, discard pile, cards in play — is removed from the game, so their abilities no longer work.
The rest of the ability that defeated them still resolves (unless no player is left).
"""
from adjudicator.grammar import possessive
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.control import controller_of
from adjudicator.timing.marvel_champions.keywords import has_keyword
from adjudicator.timing.marvel_champions.leaving import discard_pile
from adjudicator.timing.marvel_champions.out_of_game import double_sided_destination
from adjudicator.timing.marvel_champions.table import REMOVED, eliminated, in_play
from adjudicator.timing.marvel_champions.windows import game_over, internal, occurrence_op
from adjudicator.timing.base import rule



def next_player(res, player):
    """The next player clockwise (the scenario's order of `players`) who is still in the game."""
    players = list(res.scenario.players)
    if player not in players:
        return None
    at = players.index(player)
    for other in players[at + 1:] + players[:at]:
        if not eliminated(res, other):
            return other
    return None


def eliminate(res, player):
    """The identity is removed from the game (Defeat), and the player is eliminated: the ops of steps 1-4."""
    res.entities[player]["zone"] = REMOVED
    res.step("phase", f"{res.name(player)} is defeated: the identity is removed from the game, and "
                      f"{res.name(player)} is eliminated", rule=rule(res, "hit-points-player"))
    following = next_player(res, player)
    ops = []
    if res.current_player == player and following is not None:
        res.current_player = following
        state.FIRST_PLAYER.set(res, following)
        res.step("phase", f"{res.name(player)} had the first player token: it passes to {res.name(following)}",
                 rule=rule(res, "elimination-token"))
    minions = [c for c, p in res.entities.items()
               if p.get("type") == "minion" and p.get("engaged") == player and in_play(res, c)]
    if minions and following is not None:
        res.step("phase", f"the minions engaged with {res.name(player)} engage {res.name(following)}, keeping their "
                          "damage, counters and status cards", rule=rule(res, "elimination-minions"))
        ops += [occurrence_op("engage", {"minion": m, "who": following}) for m in minions]
    return tuple(ops) + (internal("_mc_step", step="eliminated", data={"player": player}),)


def in_play_area(res, player) -> list[str]:
    """The cards in play in the player's play area (Ownership and Control): those they control (control.
    controller_of: owned, taken, or an upgrade on a character of theirs), an obligation given to them
    (`play_area`), and what is attached to any of these."""
    area = {c for c, p in res.entities.items() if c != player and in_play(res, c)
            and (controller_of(res, c) == player or p.get("play_area") == player)}
    attached = {c for c, p in res.entities.items() if in_play(res, c) and p.get("attached_to") in area | {player}}
    return sorted(area | attached)


def others_cards_in_play_area(res, player) -> list[str]:
    """Player Elimination 3: the cards in the player's play area they do not own (another player's, or the
    scenario's: an obligation given to them, an encounter attachment), and — a reading — each encounter card
    dealt to them facedown and not yet revealed ("places it facedown in front of them", Deal): it is the
    scenario's, so it goes to the encounter discard pile, unrevealed."""
    facedown = [c for c, p in res.entities.items() if p.get("zone") == "facedown" and p.get("dealt_to") == player]
    return sorted([c for c in in_play_area(res, player) if res.entities[c].get("owner") != player] + facedown)


def kept_by_another(res, player, card) -> bool:
    """A card the player owns in play in another player's play area (taken control of, or attached to their
    character): it is not in the eliminated player's play area, and stays (Ownership and Control: when it
    leaves play, its owner being out of the game, it is removed from the game)."""
    other = controller_of(res, card)
    return in_play(res, card) and other is not None and other != player and not eliminated(res, other)


def eliminated_step(res, node, data):
    """Player Elimination 3-4: every game element of the player's is removed from the game; then, if no
    player is left, the game ends and the players lose."""
    player = data["player"]
    owned = sorted(c for c, p in res.entities.items() if p.get("owner") == player and p.get("zone") != REMOVED
                   and not kept_by_another(res, player, c))
    others = others_cards_in_play_area(res, player)
    if others:
        permanent = [c for c in others if has_keyword(res, c, "permanent")]
        res.step("phase", f"{', '.join(res.name(c) for c in others)} {'is' if len(others) == 1 else 'are'} in "
                          f"{possessive(res.name(player))} play area, but not theirs: "
                          "each is placed in its owner's discard pile (a reading: placed, not discarded, so nothing "
                          "answers a discard)", rule=rule(res, "elimination-others-cards"))
        if permanent:
            res.step("note", f"{', '.join(res.name(c) for c in permanent)} {'has' if len(permanent) == 1 else 'have'} "
                             "the permanent keyword, and is placed all the same",
                     rule=rule(res, "permanent-eliminated"))
        for card in others:  # Double-Sided Card: one that would enter the discard pile is removed instead
            res.move(card, double_sided_destination(res, card, discard_pile(res, card)[0]))
    else:
        res.step("note", "no card in their play area is owned by another player or by the scenario (their play "
                         "area: the cards they control, an obligation given to them, what is attached to these)",
                 rule=rule(res, "elimination-others-cards"))
    kept = sorted(c for c, p in res.entities.items() if p.get("owner") == player and kept_by_another(res, player, c))
    if kept:
        res.step("note", f"{', '.join(res.name(c) for c in kept)} {'is' if len(kept) == 1 else 'are'} "
                         f"{possessive(res.name(player))} but in another player's play area, under their control: "
                         f"{'it stays' if len(kept) == 1 else 'they stay'} in play there, and will be removed from "
                         "the game when leaving play", rule=rule(res, "control-leaves-play"))
    for card in owned:
        res.entities[card]["zone"] = REMOVED
    if owned:
        res.step("phase", f"{', '.join(res.name(c) for c in owned)} {'is' if len(owned) == 1 else 'are'} removed "
                          f"from the game with the rest of {possessive(res.name(player))} game elements: "
                          "their abilities no longer work", rule=rule(res, "elimination-remove"))
    left = [p for p in res.scenario.players if not eliminated(res, p)]
    if not left:
        res.step("phase", "every player has been eliminated: the game ends and the players lose",
                 rule=rule(res, "elimination-all"))
        game_over(res, "the players have lost")
        return
    res.step("note", f"{', '.join(res.name(p) for p in left)} go{'es' if len(left) == 1 else ''} on playing; the "
                     "ability under way resolves in full", rule=rule(res, "elimination-partway"))
