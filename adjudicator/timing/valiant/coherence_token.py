"""The Lowest Coherence token: to the first player damaged, then, at the end of a turn, to the player with
the lowest Coherence (if lower than its holder's, and never on a tie). Its holder is the Organization
with `lowest_coherence: true`.
"""
from adjudicator.timing.base import rule


def holder(res):
    found = sorted(p for p in res.scenario.players if res.entities[p].get("lowest_coherence"))
    return found[0] if found else None


def first_damaged(res, org):
    """As soon as the first player is damaged, they receive the token (a scenario in which no player holds
    it is one in which nobody has been damaged yet)."""
    if holder(res) is not None or org not in res.scenario.players:
        return
    res.entities[org]["lowest_coherence"] = True
    res.step("op", f"{res.name(org)} is the first player damaged: {res.name(org)} receives the Lowest Coherence "
                   "token", rule=rule(res, "lowest-coherence-first"))
    res.emit({"event": "token_moved", "who": org})


def move_lowest_coherence_token(res):
    """At the end of a turn the token moves to the player with the lowest Coherence, if someone now has
    less than its holder; never on a tie (nor when two players tie for the lowest). A holder who has
    been eliminated passes it to the lowest of those left."""
    have = holder(res)
    left = [p for p in res.scenario.players if not res.entities[p].get("eliminated")]
    if have is None or not left:
        return
    coherence = {p: res.entities[p].get("coherence", 0) or 0 for p in left}
    lowest = min(coherence.values())
    at_lowest = [p for p in left if coherence[p] == lowest]
    if have in at_lowest:
        return
    if len(at_lowest) > 1:
        res.step("note", f"{' and '.join(res.name(p) for p in at_lowest)} tie for the lowest Coherence "
                         f"({lowest}): the Lowest Coherence token stays with {res.name(have)}",
                 rule=rule(res, "lowest-coherence-moves"))
        return
    res.entities[have].pop("lowest_coherence", None)
    res.entities[at_lowest[0]]["lowest_coherence"] = True
    res.step("op", f"{res.name(at_lowest[0])} now has the lowest Coherence ({lowest}): the Lowest Coherence token "
                   f"moves from {res.name(have)}", rule=rule(res, "lowest-coherence-moves"))
    res.emit({"event": "token_moved", "who": at_lowest[0]})
