"""Tug of War's one op, `pull`, and the event it emits."""
from adjudicator.engine.events import EventDef, sentence
from adjudicator.engine.opdefs import OpDef, amount_of, entity_of
from adjudicator.scenario.readers import read_amount, read_fields, read_ref

# The first sentence whose fields the event carries (a scenario may `emit` it with some missing)
PULLED = EventDef("pulled", ("who", "amount"), sentence("{who} pulls {amount}", "{who} pulls", raw=("amount",)))


def pull(res, node, args, op):
    """Pulling: the rope moves toward the player who pulls (the first player is +, the second -)."""
    who = entity_of(res, node, args["who"], "who", op)
    strength = amount_of(res, node, args["amount"], op)
    if strength <= 0:
        res.step("note", f"{res.name(who)} pulls with no strength: nothing happens",
                 rule=res.model.rule("doing-nothing"))
        return
    rope = next(e for e, props in res.entities.items() if props.get("type") == "rope")
    toward = 1 if who == res.scenario.players[0] else -1
    res.entities[rope]["mark"] = res.entities[rope].get("mark", 0) + toward * strength
    res.step("op", f"the rope moves {strength} toward {res.name(who)}", rule=res.model.rules["pulling"])
    res.emit({"event": "pulled", "who": who, "amount": strength})


OP_DEFS = (
    OpDef("pull", read_fields({"who": (read_ref, True), "amount": (read_amount, True)}), pull, (PULLED,),
          doc="a player pulls the rope", example={"pull": {"who": "you", "amount": 2}}),
)
