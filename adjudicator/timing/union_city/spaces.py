"""Spaces and blocks: a space (a place on the board with no block yet) holds cards, written with
`space: [x, y]` instead of `block`. Its cards are in play but in range of nothing (the model's
`distance`); nothing moves to a space; when a block is played there (the space explored), the cards
on the space are on the new block.
"""


def is_space(res, position):
    """Whether `position` is a space: a card lies there with `space` and no block has been played there."""
    position = tuple(position)
    on_space = any(tuple(p.get("space") or ()) == position for p in res.entities.values())
    block_there = any(p.get("type") == "block" and tuple(p.get("block") or ()) == position
                      and p.get("zone") == "board" for p in res.entities.values())
    return on_space and not block_there


def move_refused(res, node, args, op):
    """True (with a step quoting the rule) when a `move` would put a card on a space."""
    if not args.get("block") or not is_space(res, args["block"]):
        return False
    x, y = args["block"]
    res.step("note", f"{x},{y} is a space, not a block: nothing moves there, so {op.name} does nothing",
             rule=res.model.rules["space-move"])
    return True


def explored(res, event):
    """A block played on a space: the cards on the space are now on the new block."""
    props = res.entities.get(event.get("card"), {})
    if event.get("event") != "played" or props.get("type") != "block" or props.get("block") is None:
        return
    position = tuple(props["block"])
    cards = sorted(c for c, p in res.entities.items() if tuple(p.get("space") or ()) == position)
    if not cards:
        return
    for card in cards:
        res.entities[card].pop("space", None)
        res.entities[card]["block"] = position
    names = [res.name(c) for c in cards]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    res.step("note", f"{res.name(event['card'])} is set up on the space at {position[0]},{position[1]}: "
                     f"{listed} {'is' if len(names) == 1 else 'are'} now on the new block",
             rule=res.model.rules["space-explored"])
