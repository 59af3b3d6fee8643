"""Game End: the Heroes at 7 victory points, the Villains at 9, at most 2 civilians left in Manhattan
(all immediately), or the end of the turn in which a player drew the last card of their deck (the
player with more victory points wins). The resolution stops at the end (timing/base.py `end_game`):
nothing attacks, triggers or happens afterwards.
"""
from adjudicator.engine.opdefs import pile_of
from adjudicator.timing.base import end_game, game_ended, rule
from adjudicator.timing.skirmish import board
from adjudicator.timing.skirmish import state

WIN_AT = {"heroes": 7, "villains": 9}
MANHATTAN_SLOTS = 3  # "In each of the three areas in Manhattan, place one set of 4 civilian markers"
MANHATTAN_END = 2


def win(res, player, text, rule_name):
    if game_ended(res):
        return
    if player is not None:
        res.entities[player]["winner"] = True
    res.emit({"event": "game_won", "who": player})
    end_game(res, text, rule(res, rule_name))


def check_score(res):
    """The Heroes win at 7 victory points, the Villains at 9: the game ends immediately."""
    for player in res.scenario.players:
        side = board.faction(res, player)
        if side in WIN_AT and board.number(res.entities[player], "vp") >= WIN_AT[side]:
            win(res, player, f"{res.name(player)} have {res.entities[player]['vp']} victory points: the game ends "
                             f"immediately, and {res.name(player)} win", f"game-end-{side}")
            return


def check_civilians(res):
    """At most 2 civilian markers left in Manhattan: the Heroes win. Counted over the three Manhattan
    slots; a scenario with fewer cannot count them, and says so once."""
    slots = [s for s, p in res.entities.items() if p.get("type") == "slot" and p.get("location") == "manhattan"]
    if len(slots) < MANHATTAN_SLOTS:
        if not state.CIVILIANS_UNCOUNTED_SAID.get(res):
            state.CIVILIANS_UNCOUNTED_SAID.set(res, True)
            res.step("note", f"the scenario has {len(slots)} of Manhattan's {MANHATTAN_SLOTS} slots, so the "
                             "civilian markers left in Manhattan cannot be counted: that game end is not checked",
                     rule=rule(res, "game-end-civilians"))
        return
    left = sum(board.number(res.entities[s], "civilians") for s in slots)
    if left > MANHATTAN_END:
        return
    heroes = next((p for p in res.scenario.players if board.faction(res, p) == "heroes"), None)
    win(res, heroes, f"only {left} civilian markers are left in Manhattan: the game ends immediately, and "
                     f"{res.name(heroes)} win", "game-end-civilians")


def drawn(res, who):
    """A player who has drawn the last card of their deck ends the game at the end of this turn."""
    if who is None or pile_of(res, who, "deck") or state.LAST_CARD_DRAWN.get(res, who):
        return
    state.LAST_CARD_DRAWN.set(res, who, True)
    res.step("note", f"{res.name(who)} has drawn the last card of their deck: the game ends at the end of this turn",
             rule=rule(res, "game-end-last-card"))


def end_of_turn(res, who):
    """The end of a turn: if a player drew their last card during it, the game ends and the player with
    more victory points (the side the marker is on) wins; with the marker at 0 nobody has more."""
    drew = [p for p in res.scenario.players if state.LAST_CARD_DRAWN.get(res, p)]
    if not drew:
        return
    ahead = [p for p in res.scenario.players if board.number(res.entities[p], "vp") > 0]
    others = [p for p in res.scenario.players if p != ahead[0]] if ahead else []
    if ahead and all(board.number(res.entities[p], "vp") < res.entities[ahead[0]]["vp"] for p in others):
        win(res, ahead[0], f"the turn in which {res.name(drew[0])} drew their last card ends: the game ends, and "
                           f"{res.name(ahead[0])}, with more victory points, win", "game-end-last-card")
        return
    win(res, None, f"the turn in which {res.name(drew[0])} drew their last card ends: the game ends with neither "
                   "player ahead on victory points, and the rulebook names no winner for that", "game-end-last-card")
