"""An enemy activation that ends early (Activation; Attack (Enemy Activation)): the enemy has left play, or a
villain's new stage has another title (villain_stage.py). Apart from villain.py, which builds on the
happenings that end activations."""
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.windows import record, update_record


def end_activation(res, node, n, why):
    """The activation recorded at `n` ends at once: no further step of it resolves; what answers the attack
    after it follows the ruleset (1.8: as normal; earlier: not “after it attacks”)."""
    act = record(node, n)
    if act is None or act.get("ended"):
        return
    update_record(node, n, ended=True)
    res.step("note", f"{why}: its activation ends at once, and no further step of it resolves",
             rule=rule(res, "activation-ends"))
    _answers_to_an_early_end(res, node, n, act)


def ended_before_its_damage(res, node, n):
    """The attack recorded at `n`, whose activation has ended while its damage was worked out but not yet dealt
    (a villain's new stage with another title, defeated in the damage's when window): the damage is never dealt,
    and what answers the attack is that of an attack ended before its damage."""
    update_record(node, n, dealt=False)
    _answers_to_an_early_end(res, node, n, record(node, n))


def _answers_to_an_early_end(res, node, n, act):
    """What answers an attack that ended before its damage was dealt, by the ruleset (Attack (Enemy Activation))."""
    if act["data"]["mode"] == "attack" and not act.get("dealt") and res.model.keywords_are_abilities(res):
        res.step("note", "the attack ended before its damage was dealt: what answers “after it attacks” or “after a "
                         "character defends” resolves as normal (ruleset 1.8)", rule=rule(res, "rr18-attack-ended-early"))
    elif act["data"]["mode"] == "attack" and not act.get("dealt"):
        kept = tuple(e for e in act["events"] if e["event"] != "attacks")
        update_record(node, n, events=kept)
        res.step("note", "the attack ended before its damage was dealt: what answers “after it attacks” does not "
                         "trigger" + (", what answers “after a character defends” does" if kept else ""),
                 rule=rule(res, "attack-ended-early"))
