"""The ops, events and sequence steps of Ownership and Control and of the keywords beside it (control.py,
restricted.py, card_keywords.py), declared together and merged into ops.py's lists."""
from adjudicator.engine import events as ev
from adjudicator.engine.events import EventDef
from adjudicator.engine.opdefs import OpDef
from adjudicator.scenario.readers import read_amount, read_fields, read_ref
from adjudicator.timing.marvel_champions.readers import DURATIONS, _one_of
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import card_keywords, control, restricted, unique
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.villain import activation_op, initiate

def teamwork_op(res, node, args, op) -> None:
    """Teamwork (Trait): each minion of the team still in play and engaged activates against its player, in
    order (teamwork.py says why that order)."""
    team = [m for m in args["team"] if in_play(res, m) and res.entities[m].get("engaged")]
    if len(team) > 1:
        res.step("note", f"the activations come in this order: {', '.join(res.name(m) for m in team)} (the minion "
                         "that entered first, then the scenario's order: a reading, the text gives none)",
                 rule=rule(res, "teamwork"))
    for minion in team:
        initiate(res, node, activation_op(res, minion, res.entities[minion]["engaged"]))


CONTROL_EVENTS = (
    EventDef("control_taken", ("card", "who", "from"),
             ev.sentence("{who} takes control of {card}", "control of {card} changes")),
)

_TAKEN = CONTROL_EVENTS[0]

CONTROL_OP_DEFS = (
    OpDef("take_control", read_fields({"card": (read_ref, True), "who": (read_ref, True),
                                       "until": (_one_of(DURATIONS), False)}), control.take_control_op,
          (_TAKEN,),
          doc="a player takes control of a card in play (Ownership and Control): it keeps its state, moves to "
              "their play area, and what is attached to it follows",
          example={"take_control": {"card": "ally", "who": "you"}}),
    OpDef("_mc_teamwork", None, teamwork_op),  # internal: the activations Teamwork (Trait) causes
    OpDef("remove_counters", read_fields({"card": (read_ref, True), "amount": (read_amount, False)}, shorthand="card"),
          card_keywords.remove_counters_op,
          doc="remove all-purpose counters from a card (a use of Uses (X “type”)): the last one off makes it "
              "leave play once the effect has resolved",
          example={"remove_counters": {"card": "support", "amount": 1}}),
)

CONTROL_STEPS = {"restricted": restricted.restricted_step, card_keywords.USES_EMPTY: card_keywords.uses_empty_step,
                 unique.REVEAL_NEW: unique.reveal_new_step}
