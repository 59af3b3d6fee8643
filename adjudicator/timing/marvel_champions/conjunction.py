"""“And” (`and: [OPS]`): effects of different kinds joined by “and” resolve at once.

“And”: "The word “and” indicates that two or more effects within an ability resolve simultaneously.
Individual effects connected by “and” are not dependent on each other. Resolve as much of each effect as
possible." Each op of `and` is worked out as it would be on its own (its targets, its amounts, the notes it
gives); the occurrences they would start become one occurrence: one when window for all their events, each
part happening in turn with nothing between, then one after window (what each brings about — damage taken, a
defeat — follows, as for that part alone). A part that cannot happen (a target out of play) is left out, and
the others still happen. Damage to several characters is already one occurrence (`deal_damage`); `and` is for
effects of different kinds. "Each effect connected by “and” can be canceled or prevented independently": a
cancel answering one part's events cancels that part alone, and `prevent` works on a damage part as on damage.
"""
from __future__ import annotations

from typing import Any

from adjudicator.errors import ResolutionStopped
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.happenings import Happening
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.windows import (
    MARK_NAME,
    happening_of,
    occurrence_op,
    push,
    record,
    update_record,
)

ABLE = state.AND_ABLE

# the occurrences a part may be: those whose happening reads only its own data and events
PARTS = ("damage", "place-threat", "remove-threat", "status", "exhaust", "ready", "heal")


def and_op(res: Any, node: Any, args: dict, op: Any) -> None:
    """`and`: run each part as it would run alone, gather the occurrences they start, start them as one."""
    depth = len(node.frames)
    for part in args["do"]:
        res.model.op(part.name).run(res, node, part.args, part)
    if len(node.frames) == depth:  # no part starts anything: each has said why
        return
    if len(node.frames) != depth + 1:
        raise ResolutionStopped(f"error: {op.path}: its parts must each start one occurrence", "error")
    frame = node.frames.pop()
    started = [o for o in frame[0] if o.name != MARK_NAME]
    bad = [o for o in started if o.name != "_mc_occ" or o.args["kind"] not in PARTS or o.args["join"] is not None]
    if bad:
        raise ResolutionStopped(f"error: {op.path}: “and” joins {', '.join(p.name for p in args['do'])}; it joins "
                                "only damage, threat placed or removed, status cards, exhausting, readying and "
                                "healing", "error")
    parts = tuple((o.args["kind"], o.args["data"]) for o in started)
    if len(parts) == 1:
        push(res, node, started)
        return
    res.step("phase", f"the {len(parts)} effects joined by “and” resolve simultaneously: one occurrence, with one "
                      "window before and one after", rule=rule(res, "and"))
    push(res, node, [occurrence_op("together", {"parts": parts})])


class Together(Happening):
    """Occurrences joined by “and”: one when window for all their events, each happening in turn, then one after
    window. A part that cannot happen is left out (“Resolve as much of each effect as possible”): the parts are
    checked once, as it starts (a part's check may say why in a step), and only those that can happen go on."""

    def check(self, res, node, data):
        able = []
        for kind, part in data["parts"]:
            why = happening_of(res, kind).check(res, node, part)
            if not why:
                able.append((kind, part))
            elif why is not True:
                res.step("note", f"{why}; the other effects joined by “and” still resolve", rule=rule(res, "and-apart"))
        ABLE.set(node, tuple(able))
        if not able:
            return "none of the effects joined by “and” can resolve"
        return None

    def events(self, res, node, data):
        return tuple(e for kind, part in ABLE.get(node) for e in happening_of(res, kind).events(res, node, part))

    def started(self, res, node, n):
        parts = ABLE.take(node)
        events = tuple(happening_of(res, kind).events(res, node, part) for kind, part in parts)
        update_record(node, n, data={**record(node, n)["data"], "parts": parts}, part_events=events)

    def cancel_part(self, res, canceller, home, n, rec, reason, verb) -> bool:
        """“Each effect connected by “and” can be canceled or prevented independently”: a cancel answering the
        events of one part (of two or more left) cancels that part alone; what waits to answer it is dropped."""
        trigger = canceller.trigger_dict()
        parts, events = rec["data"]["parts"], rec.get("part_events", ())
        hit = [i for i, evs in enumerate(events) if any(_same(e, trigger) for e in evs)]
        if len(parts) < 2 or len(hit) != 1:
            return False
        i = hit[0]
        label = happening_of(res, parts[i][0]).label(res, parts[i][1])
        left = parts[:i] + parts[i + 1:]
        update_record(home, n, data={**rec["data"], "parts": left}, label=self.label(res, {"parts": left}),
                      part_events=events[:i] + events[i + 1:],
                      when=tuple(e for e in rec["when"] if not any(_same(e, x) for x in events[i])))
        dropped = [k for k in home.children if res.nodes[k].status == "pending"
                   and state.OCCURRENCE.get(res.nodes[k]) == n
                   and any(_same(x, res.nodes[k].trigger_dict()) for x in events[i])]
        for k in dropped:
            res.nodes[k].status = "dropped"
        also = f" ({', '.join(res.label_of(k, dropped) for k in dropped)} will not resolve)" if dropped else ""
        res.step("note", f"{label} is {verb} alone — {reason}: it does not happen, and nothing else interrupts or "
                         f"responds to it; the other effects joined by “and” still resolve{also}",
                 rule=rule(res, "and-cancel-apart"), effect=canceller)
        return True

    def label(self, res, data):
        return " and ".join(happening_of(res, kind).label(res, part) for kind, part in data["parts"])

    def happen(self, res, node, n, rec):
        later: list = []
        for kind, part in rec["data"]["parts"]:
            happening = happening_of(res, kind)
            events = happening.events(res, node, part)
            later += happening.happen(res, node, n, {**rec, "kind": kind, "data": part, "when": events})
        return tuple(later)


def _same(event: dict, other: dict) -> bool:
    """Whether two events are the same one (every field of `event` agrees)."""
    return bool(other) and all(other.get(k) == v for k, v in event.items())


KINDS = {"together": Together()}
