"""Organization Elimination and Winning the Game.

An Organization whose Coherence reaches 0 is eliminated; the damage of the attack that did it lands in
full first, so one attack can eliminate several players at once. Every elimination shuts a Sector down
and resets the Facility for the players still in the game (one shutdown and reset per player eliminated:
"every time a player is eliminated"). The last player left wins; if every player left was eliminated at
once, the Facility won. Then the game is over and nothing more happens (timing/base.py `end_game`).
"""
from adjudicator.grammar import possessive
from adjudicator.timing.base import end_game, game_ended, rule
from adjudicator.timing.valiant import facility
from adjudicator.timing.valiant import state


def game_over(res):
    """Whether the game has ended (a winner, or the Facility won): then nothing more happens."""
    return game_ended(res)


def settle(res):
    """Eliminate every Organization brought to 0 since the last check; True if the game is over."""
    if game_ended(res):
        return True
    reached = state.AT_ZERO.take(res)
    if not reached:
        return False
    name = res.name
    for org in reached:
        res.entities[org]["eliminated"] = True
        res.step("phase", f"{possessive(name(org))} Coherence is 0: {name(org)} is eliminated",
                 rule=rule(res, "organization-elimination"))
        res.emit({"event": "eliminated", "who": org})
    left = [p for p in res.scenario.players if not res.entities[p].get("eliminated")]
    if not left:
        together = " and ".join(name(o) for o in reached)
        for facility_id in sorted(f for f, p in res.entities.items() if p.get("type") == "facility"):
            res.entities[facility_id]["winner"] = True
        res.emit({"event": "game_won", "who": None})
        end_game(res, f"{together} were eliminated at once, and no player is left: the Facility won!",
                 rule(res, "facility-won"))
        return True
    if len(left) == 1:
        res.entities[left[0]]["winner"] = True
        res.emit({"event": "game_won", "who": left[0]})
        end_game(res, f"{name(left[0])} is the last player remaining: {name(left[0])} wins",
                 rule(res, "winner"))
        return True
    for org in reached:
        res.step("phase", f"{name(org)} is out: the Facility shuts down a Sector and resets, for the "
                          f"{len(left)} players still in the game", rule=rule(res, "elimination-reset"))
        facility.shutdown_and_reset(res, None)
    return False
