"""What a Union City Alliance scenario needs before it resolves: a card underneath another names its host,
an attached card its card, and one entity at most gives the current issue."""
from adjudicator.scenario.vocabulary import suggest
from adjudicator.timing.union_city import attached, underneath


def scenario_problems(data, entities):
    """A card underneath another names its host (`under: HOST`) and has no zone of its own; the
    current issue is one entity of type issue, with its number."""
    problems = attached.check(entities) + underneath.check_moves_under(data if isinstance(data, dict) else {})
    issues = sorted(eid for eid, props in entities.items() if isinstance(props, dict) and props.get("type") == "issue")
    for eid in issues[1:]:
        problems.append((f"entities.{eid}.type", f"one entity gives the current issue; {issues[0]} already does"))
    for eid in issues[:1]:
        number = entities[eid].get("number")
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 4:
            problems.append((f"entities.{eid}.number", f"expected the current issue, 1 to 4, got {number!r}"))
    problems += _block_without_zone(data, entities)
    for card, props in sorted(entities.items()):
        if not isinstance(props, dict) or "under" not in props:
            continue
        host = props["under"]
        if host not in entities or host == card:
            problems.append((f"entities.{card}.under", f"expected the id of the card it lies under, got {host!r}"
                                                       f"{suggest(str(host), [e for e in entities if e != card])}"))
        if props.get("zone") not in (None, "under"):
            problems.append((f"entities.{card}.zone", "a card underneath another is in no zone of its own: "
                                                      "leave out `zone` (or write `zone: under`)"))
    return problems


IN_PLAY = ("Glossary, In play: \"A card that is on any block, space, hero active area or villain zone is considered "
           "in play.\"")


def _block_without_zone(data, entities):
    """A card (or a block) given a `block` is on the board: the format has no default zone in this game, so
    one without `zone` would be in no zone, and its abilities would silently never work. Refused at its
    line, saying what to write. A hero (its standee) has a block and no zone; a card underneath another
    has none of its own (checked below)."""
    players = data.get("players") if isinstance(data, dict) and isinstance(data.get("players"), list) else []
    problems = []
    for card, props in sorted(entities.items()):
        if not isinstance(props, dict) or "block" not in props or "zone" in props or "under" in props:
            continue
        if props.get("type") == "hero" or card in players:
            continue
        problems.append((f"entities.{card}.block", f"a card on a block is in play, on the board ({IN_PLAY}): "
                                                   "write `zone: board` beside its block"))
    return problems
