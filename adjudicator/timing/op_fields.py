"""What an op's field is, for people: the editor's reference panel shows it beside each field's name.

COMMON holds the format's words, the same in every op that takes them (`card`, `amount`, `cond` …); a game
declares what its own ops' fields are, and any field whose meaning there is its own, as `op_field_docs` on
its timing model ({(op, field): text}, in timing/<game>/op_fields.py). A test
(tests/adjudicator/web/test_reference_fields.py) keeps every field of every op of every game described.
"""

COMMON = {
    "card": "the card it acts on (an entity id, `this`, `trigger.card` …)",
    "target": "the entity it is aimed at",
    "amount": "how much: a number or an expression",
    "who": "the player who does it (default: you)",
    "by": "the entity doing it",
    "source": "the entity the damage comes from (omitted: unsourced)",
    "critical": "true for critical damage",
    "any_order": "true when the text names no order: the players choose it",
    "cond": "the condition, read when the op resolves",
    "then": "the ops resolved next (for `if`: when the condition holds)",
    "else": "the ops resolved when the condition does not hold",
    "pay": "the ops that pay the cost, resolved first",
    "do": "the ops it resolves",
    "block": "the block it goes to, as [x, y]",
    "owner": "who owns the card once moved",
    "on": "the entity it is played on",
    "specific": "true when the text names this very card (Union City Alliance, docs/scenario-format.md)",
    "count": "how many cards",
    "deck": "the deck it acts on",
    "label": "how the step names it",
    "until": "how long it lasts",
    "from": "where it comes from",
    "scheme": "the scheme it acts on",
    "under": "the card it goes under",
    "attached_to": "the card or hero it is attached to",
}


# The format's ops whose field means something of its own there (docs/scenario-format.md, "Ops").
CORE = {
    ("deal_damage", "to"): "the entity dealt the damage",
    ("move", "to"): "the zone it moves to",
    ("play", "to"): "the zone it is played to (default: board)",
    ("threaten", "to"): "[x, y]: the block the enemy moves to, instead of the hero's",
    ("threaten", "move"): "false: the enemy does not move",
    ("play_top", "deck"): "the zone played from (`city-deck`, `union-deck` …)",
    ("play_top", "count"): "how many cards (default 1)",
    ("play_top", "to"): "the zone they are played to (default: board)",
    ("reveal_top", "deck"): "the zone revealed from",
    ("reveal_top", "count"): "how many cards",
    ("reveal_top", "to"): "where they go face up (default: revealed), for the next ops to play or trash",
}


def describe_field(model, op: str, field: str) -> str:
    """What the op's field is: the game's own word for it, else the format's ("" when neither says)."""
    return getattr(model, "op_field_docs", {}).get((op, field)) or CORE.get((op, field)) or COMMON.get(field, "")
