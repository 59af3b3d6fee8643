"""One character's share of damage dealt to several characters at once, cancelled or replaced on its own.

Damage dealt to several characters at once is one occurrence (one interrupt window, one response window),
but each character's damage is a triggering condition of its own (Triggering Condition: "If a single game
occurrence creates multiple triggering conditions …, those triggering conditions are handled with a single
interrupt window and a single response window"). An interrupt that answers one character's damage and
cancels or replaces it stops that triggering condition only (Interrupt: "further interrupts to the original
triggering condition cannot be triggered"): that character is dealt nothing, nothing else answers its
damage, and the others' damage still happens, with its windows. A replaced share's replacement resolves
when the occurrence happens, as an effect of its own (a reading: docs/ops-marvel-champions.md).
"""
from typing import Any

from adjudicator.timing.marvel_champions import state


def share_of(res: Any, effect: Any, rec: dict) -> Any:
    """The character whose share of a damage occurrence to several characters `effect` answers (its
    trigger's target, one of them), or None when the occurrence has one character or the trigger names none."""
    targets = res.model.happenings[rec["kind"]].share_targets(rec["data"])
    if len(targets) < 2:
        return None
    target = effect.trigger_dict().get("target")
    return target if target in targets else None


def stopped(rec: dict) -> dict:
    """target -> what stopped its share: {"cancelled": reason} or {"replacement": spec}."""
    return dict(rec.get("shares_stopped", ()))


def stop_share(res: Any, home: Any, n: int, rec: dict, target: Any, how: dict, keep=None) -> list:
    """Record that `target`'s share of occurrence n is stopped (`how`); nothing further interrupts it (its
    events leave the when window) and the effects still waiting that answer it are dropped, except those
    `keep` accepts. Returns the dropped effects' keys."""
    shares = stopped(rec)
    shares[target] = how
    state.RECORD.set(home, n, {**rec, "shares_stopped": tuple(shares.items()),
                                "when": tuple(e for e in rec["when"] if e.get("target") != target)})
    dropped = [k for k in home.children if res.nodes[k].status == "pending"
               and state.OCCURRENCE.get(res.nodes[k]) == n
               and res.nodes[k].trigger_dict().get("target") == target
               and not (keep is not None and keep(res.nodes[k]))]
    for k in dropped:
        res.nodes[k].status = "dropped"
    return dropped


def is_whole(res: Any, rec: dict) -> bool:
    """Whether every character's share of the occurrence was stopped (then the occurrence does not happen)."""
    targets = res.model.happenings[rec["kind"]].share_targets(rec["data"])
    return bool(targets) and set(targets) <= set(stopped(rec))


def share_words(res: Any, rec: dict, target: Any) -> str:
    """ "the damage to Black Cat in <the occurrence>" """
    return f"the damage to {res.name(target)} in {rec['label']}"
