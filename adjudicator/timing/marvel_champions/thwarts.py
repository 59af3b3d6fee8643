"""An ability labeled as a thwart (Thwart): `thwart: {by: CHARACTER, scheme: SCHEME, amount: N, additional: M}`.

"If a triggered ability is labeled as a thwart—such as “Hero Action (thwart)”—resolving that ability is
considered to thwart the specified scheme. Unless specified by the ability’s text, a hero does not exhaust
when using such an ability." The thwart is one occurrence: its when window (`thwarts` {by, target}: a
confused character's is replaced by the removal of its confused card, Confused), then the threat it removes
(an occurrence of its own, with its windows), then the responses to the thwart. A modifier of `thwart`
(`modifies: {value: thwart, who: CHARACTER}`) changes `amount`, not `additional`: "each of those instances that
does not use the word “additional” is increased by the specified amount".

Target: "A target is not valid for an ability if no part of that ability can affect that target" and "A
target that cannot be thwarted is not a valid target for a thwart-labeled ability": a scheme out of play,
one with no threat, or the main scheme while a crisis icon is in play, is no target, and the thwart is
refused as a ruling (so is one on the main scheme while a minion with patrol is engaged with the player).
Confused: "A confused character can attempt to thwart or use a thwart ability even if there are no schemes
that can be thwarted": a confused character's thwart is not refused, and its confused card is discarded.
"""
from __future__ import annotations

from typing import Any

from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import cannot
from adjudicator.timing.marvel_champions.happenings import Happening, forbidden, refused_by_cannot
from adjudicator.timing.marvel_champions.keywords import is_status
from adjudicator.timing.marvel_champions.table import crisis_blocks, in_play, number
from adjudicator.timing.marvel_champions.values import modified
from adjudicator.timing.marvel_champions.windows import occurrence_op, schedule


def thwart_op(res: Any, node: Any, args: dict, op: Any) -> None:
    """`thwart`: a thwart-labeled ability's thwart of one scheme."""
    by = entity_of(res, node, args["by"], "by", op)
    scheme = entity_of(res, node, args["scheme"], "scheme", op)
    amount = amount_of(res, node, args["amount"], op)
    additional = amount_of(res, node, args["additional"], op, "additional") if "additional" in args else 0
    schedule(res, node, "player-thwart", {"by": by, "scheme": scheme, "amount": amount, "additional": additional})


def unthwartable(res: Any, by: str, scheme: str) -> tuple[str, str] | None:
    """Why `scheme` is no valid target of `by`'s thwart-labeled ability, and the rule that says so, else None."""
    if not in_play(res, scheme):
        return (f"{res.name(scheme)} is not in play", "target-in-play")
    crisis = crisis_blocks(res, scheme, by)
    if crisis:
        return (f"{res.name(crisis)} has a crisis icon and is in play, so threat cannot be removed from "
                f"{res.name(scheme)}: it cannot be thwarted", "target-cannot-be-thwarted")
    kept = cannot.threat_kept(res, scheme)
    if kept:  # “threat cannot be removed from this scheme” (cannot.py): as a crisis icon, it cannot be thwarted
        return (f"{kept}: it cannot be thwarted", "target-cannot-be-thwarted")
    if number(res.entities[scheme], "threat") <= 0:
        return (f"{res.name(scheme)} has no threat: no part of the ability can affect it", "target-no-part")
    return None


class PlayerThwart(Happening):
    """A thwart-labeled ability of a hero or ally: the thwart's when window, the threat it removes (with its
    own windows), then the responses to the thwart."""

    anchors = ("thwart-labeled", "thwart-labeled", "occurrence-after")

    def check(self, res, node, data):
        by, scheme = data["by"], data["scheme"]
        if not in_play(res, by):
            return f"{res.name(by)} is not in play: it does not thwart"
        if refused_by_cannot(res, by, "thw", scheme):
            return True
        if is_status(res, by, "confused"):
            return None  # Confused: it may attempt the thwart; its confused card is discarded instead
        if forbidden(res, by, "thw", scheme):
            return True
        invalid = unthwartable(res, by, scheme)
        if invalid is None:
            return None
        why, name = invalid
        res.refuse_play(f"{possessive(res.name(by))} thwart of {res.name(scheme)}", why, rule(res, name),
                        f"{res.name(by)} does not thwart", done="be initiated")
        return True

    def events(self, res, node, data):
        return ({"event": "thwarts", "by": data["by"], "target": data["scheme"]},)

    def label(self, res, data):
        return f"{res.name(data['by'])} thwarts {res.name(data['scheme'])}"

    def happen(self, res, node, n, rec):
        res.emit(dict(rec["when"][0]))
        data = rec["data"]
        amount = modified(res, "thwart", data["amount"], {"who": data["by"], "target": data["scheme"]})
        additional = data.get("additional", 0)
        if additional:
            res.step("note", f"{additional} additional threat is removed with it, not increased on its own",
                     rule=rule(res, "thwart-increase"))
        res.step("phase", f"{possessive(res.name(data['by']))} thwart removes {amount + additional} threat from "
                          f"{res.name(data['scheme'])} (a hero does not exhaust for it unless its text says so)",
                 rule=rule(res, "thwart-labeled-no-exhaust"))
        return (occurrence_op("remove-threat", {"scheme": data["scheme"], "amount": amount + additional,
                                                "by": data["by"]}),)


KINDS = {"player-thwart": PlayerThwart()}
