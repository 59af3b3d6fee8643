"""The board's two shared tracks (victory points, artifacts) and the civilians of Manhattan.

Reading (docs/ops-marvel-skirmish.md): each track has one marker, and scoring moves it toward the
scorer ("advance the victory point marker one space in your direction"). A player's `vp` (or
`artifact`) is how far the marker stands on their side; at most one of the two has any, and scoring
while the marker is on the opponent's side first takes it back toward the centre. The artifact track's
length is an entity of `type: artifact-track` with `last` (spaces from the centre to the last space)
and `arrow` (spaces from the centre to the arrow on each side); its face-up tiles are artifacts in
`zone: sanctum`, the face-down stack `zone: artifact-stack` (by `position`, top first).
"""
from adjudicator.grammar import counted, possessive
from adjudicator.timing.skirmish import board, game_end
from adjudicator.timing.skirmish import state
from adjudicator.timing.base import rule

TRACKS = {"vp": "victory point marker", "artifact": "artifact marker"}
FACTION_NAMES = {"heroes": "the Heroes", "villains": "the Villains"}


def advance(res, who, track, amount, rule_name):
    """Move the track's marker `amount` spaces toward `who` (their `vp` or `artifact` goes up, or the
    opponent's down first); then the game end (victory points) or the end of the artifact track."""
    name = res.name
    if amount <= 0:
        res.step("note", f"the {TRACKS[track]} does not move: {name(who)} scores nothing here",
                 rule=rule(res, "doing-nothing"))
        return 0
    other = board.opponent(res, who)
    mine, theirs = board.number(res.entities[who], track), board.number(res.entities.get(other, {}), track)
    back = min(theirs, amount)
    ahead = amount - back
    res.entities[who][track] = mine + ahead
    if other is not None:
        res.entities[other][track] = theirs - back
    moved = f"{amount} space{'s' if amount != 1 else ''}"
    was = f"{name(other)} {theirs} -> {theirs - back}, " if back else ""
    res.step("op", f"the {TRACKS[track]} moves {moved} toward {name(who)}: {was}{name(who)} {mine} -> {mine + ahead}",
             rule=rule(res, rule_name))
    if back:
        res.emit({"event": "lost", "who": other, "resource": track, "amount": back})
    if ahead:
        res.emit({"event": "gained", "who": who, "resource": track, "amount": ahead})
    if track == "vp":
        game_end.check_score(res)
    elif ahead:
        artifact_track_end(res, who)
    return amount


def track_of(res):
    found = sorted(t for t, p in res.entities.items() if p.get("type") == "artifact-track")
    return found[0] if found else None


def artifact_track_end(res, who):
    """Sanctum Sanctorum: at the last space the player takes one of the two face-up tiles, the other goes
    face down to the bottom of the stack, two new tiles are revealed, and the marker moves to the arrow
    on the opponent's side."""
    track = track_of(res)
    if track is None:
        if not state.NO_TRACK_SAID.get(res):
            state.NO_TRACK_SAID.set(res, True)
            res.step("note", "the artifact track's length is not given (no entity of type artifact-track says "
                             "its last space): whether the marker reached its last space is not checked",
                     rule=rule(res, "artifact-track-end"))
        return
    props = res.entities[track]
    last, arrow = board.number(props, "last"), board.number(props, "arrow")
    if board.number(res.entities[who], "artifact") < last:
        return
    name = res.name
    face_up = pile(res, "sanctum")
    wanted = props.get("take")
    taken = wanted if wanted in face_up else (face_up[0] if face_up else None)
    if taken is None:
        res.step("note", "the marker reached the last space, but no artifact tile is face up",
                 rule=rule(res, "artifact-track-end"))
    else:
        how = "" if wanted in face_up else " (the player's choice: a scenario names it with the track's `take`)"
        res.step("op", f"the artifact marker reaches the last space: {name(who)} takes {name(taken)}{how}",
                 rule=rule(res, "artifact-track-end"))
        res.entities[taken].pop("position", None)
        res.move(taken, "play", verb="artifact_taken", who=who, owner=who)
        for other_tile in [t for t in face_up if t != taken]:
            bottom = 1 + max([board.number(res.entities[t], "position") for t in pile(res, "artifact-stack")] or [0])
            res.entities[other_tile]["position"] = bottom
            res.move(other_tile, "artifact-stack")
    revealed = pile(res, "artifact-stack")[:2]
    for place, tile in enumerate(revealed, start=1):
        res.entities[tile]["position"] = place
        res.move(tile, "sanctum")
    opponent = board.opponent(res, who)
    res.entities[who]["artifact"] = 0
    if opponent is not None:
        res.entities[opponent]["artifact"] = arrow
    res.step("op", f"{counted(len(revealed), 'new tile')} revealed; the artifact marker moves to the arrow on "
                   f"{possessive(name(opponent))} side ({arrow} space{'s' if arrow != 1 else ''} from the centre)",
             rule=rule(res, "artifact-track-reset"))


def pile(res, zone):
    return sorted((t for t, p in res.entities.items() if p.get("type") == "artifact" and p.get("zone") == zone),
                  key=lambda t: (board.number(res.entities[t], "position") or 10**6, t))


# -- Manhattan -----------------------------------------------------------------------------------------
def manhattan_bonus(res, who, slot):
    """Manhattan: the Villains get 1 victory point; the Heroes free one of the slot's civilians, or get 1
    victory point when none is left. A permanent effect may keep the Heroes from getting a civilian
    (Red Hulk): reading, they then get neither (the victory point is only for a slot with none left)."""
    props = res.entities[slot]
    if board.faction(res, who) != "heroes":
        advance(res, who, "vp", 1, "manhattan-villains")
        return
    left = board.number(props, "civilians")
    if left <= 0:
        advance(res, who, "vp", 1, "manhattan-none-left")
        return
    freed = res.compute("gain", 1, {"who": who, "resource": "civilians", "slot": slot, "slot_civilians": left})
    if freed <= 0:
        res.step("note", f"{res.name(who)} may not take a civilian marker from {res.name(slot)}, and {left} are "
                         "still there, so no victory point either", rule=rule(res, "manhattan-none-left"))
        return
    props["civilians"] = left - 1
    res.entities[who]["civilians"] = board.number(res.entities[who], "civilians") + 1
    res.step("op", f"{res.name(who)} free a civilian from {res.name(slot)} ({left} -> {left - 1} left there)",
             rule=rule(res, "manhattan"))
    res.emit({"event": "gained", "who": who, "resource": "civilians", "amount": 1})
    game_end.check_civilians(res)
