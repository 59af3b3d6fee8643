"""Indirect damage (Indirect Damage): a player — or a group of players — divides the damage among the
characters they may give it to, and each character's share is damage dealt to it.

The division is the player's choice: the scenario states it (`assign`), or the model offers every
division the entry allows (exploring gives one outcome each; otherwise the first, said in a step).
The shares are dealt at once, as one occurrence (Damage, with its windows: tough, prevent, the
defeats), as `deal_damage` to several characters is.
"""
from adjudicator.engine.choice import ChoicePoint
from adjudicator.engine.opdefs import amount_of, entities_of, entity_of, ref_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.leaving import allies_of
from adjudicator.timing.marvel_champions.table import in_play, number
from adjudicator.timing.marvel_champions.windows import schedule

# Exploring offers at most this many divisions (a note says when there are more).
MOST_DIVISIONS = 200


def deal_indirect_damage(res, node, args, op) -> None:
    """`deal_indirect_damage`: `amount` indirect damage to a player (`to`), or among a group of players
    (a list), divided as they choose (`assign`, or explored), no character assigned more than would
    defeat it; then each share is dealt as one occurrence of damage."""
    players = list(dict.fromkeys(entities_of(res, node, args["to"], "to", op)))
    not_players = [p for p in players if not res.model.is_player(res, p)]
    if not_players:
        raise ResolutionStopped(f"error: {op.path}.to: {', '.join(res.name(p) for p in not_players)} "
                                "is not a player: indirect damage is dealt to a player, who divides it among "
                                "their characters", "error")
    amount = amount_of(res, node, args["amount"], op)
    source = ref_of(res, node, args["source"]) if args.get("source") else None
    shares = divide(res, node, players, amount, args.get("assign"), op)
    if shares:
        schedule(res, node, "damage", {"hits": shares, "source": source})


def divide(res, node, players, amount, assign, op) -> tuple:
    """The shares (character, amount) of `amount` indirect damage dealt to `players`, as they divide it
    (`assign`, or their choice), each above 0; () when nothing is dealt (a step says why)."""
    group = len(players) > 1
    entry = rule(res, "indirect-group" if group else "indirect-player")
    who = " and ".join(res.name(p) for p in players)
    characters = friendly_characters(res) if group else characters_of(res, players[0])
    if amount <= 0:
        res.step("note", f"no indirect damage is dealt to {who} (amount {amount})", rule=entry)
        return ()
    if not characters:
        res.step("note", f"{who} {'control' if group else 'controls'} no character in play: the {amount} indirect "
                         "damage cannot be assigned, and nothing is dealt", rule=entry)
        return ()
    caps = {c: room(res, c) for c in characters}
    total = amount
    if all(cap is not None for cap in caps.values()) and sum(caps.values()) < amount:
        total = sum(caps.values())
        res.step("note", f"{possessive(who)} characters can be assigned only {total} of the {amount} indirect damage "
                         f"without being assigned more than would defeat them: the other {amount - total} is not "
                         "assigned, and is not dealt (a reading: the entry allows no other assignment)",
                 rule=rule(res, "indirect-limit"))
    if total <= 0:
        return ()
    shares = None
    if assign:
        shares = _stated(res, node, assign, op, characters, caps, total, who, group, amount)
    if shares is None:
        shares = _chosen(res, node, characters, caps, total, who, group)
    else:
        said = ", ".join(f"{res.name(c)} {n}" for c, n in shares if n)
        res.step("phase", f"{who} {'divide' if group else 'divides'} the {total} indirect damage as the scenario "
                          f"says: {said}", rule=entry)
    return tuple((c, n) for c, n in shares if n)


def characters_of(res, player) -> list:
    """The characters a player controls in play: their identity, then their allies (as listed)."""
    identity = [player] if in_play(res, player) else []
    return identity + allies_of(res, player)


def friendly_characters(res) -> list:
    """Friendly characters in play ("Friendly is a blanket term that refers to cards the players control"):
    every player's identity and allies, in player order."""
    out: list = []
    for player in res.scenario.players:
        out += characters_of(res, player)
    return out


def room(res, character):
    """The most indirect damage the character may be assigned: what would defeat it — its remaining hit
    points, "assessed without accounting for interactions with other abilities" (no tough, no prevention);
    None for a character with no hit points given."""
    props = res.entities[character]
    hp = props.get("hp")
    if not isinstance(hp, int) or isinstance(hp, bool):
        return None
    return max(0, hp - number(props, "damage"))


def _stated(res, node, assign, op, characters, caps, total, who, group, amount):
    """The scenario's division, as (character, share) in the characters' order, or None when the entry
    forbids it (a refused play, quoting the sentence it breaks; the division is then the player's to make)."""
    shares: dict = {}
    for ref, value in assign:
        character = entity_of(res, node, ref, "assign", op)
        shares[character] = shares.get(character, 0) + amount_of(res, node, value, op, "assign")
    play = f"the division of {possessive(who)} {amount} indirect damage"
    instead = ("the division is made as the player may choose it instead (one of the divisions the entry allows, "
               "below)")
    outside = [c for c in shares if c not in characters]
    if outside:
        whose = "friendly characters in play" if group else f"characters {who} controls in play"
        res.refuse_play(play, f"{', '.join(res.name(c) for c in outside)} {'is' if len(outside) == 1 else 'are'} "
                              f"not among the {whose}", rule(res, "indirect-group" if group else "indirect-player"),
                        instead, done="be made")
        return None
    negative = [c for c, n in shares.items() if n < 0]
    over = [c for c, n in shares.items() if caps[c] is not None and n > caps[c]]
    if negative or over:
        why = (f"{res.name(negative[0])} is assigned a negative amount" if negative else
               f"{res.name(over[0])} is assigned {shares[over[0]]}, more than the {caps[over[0]]} that would "
               "defeat it")
        res.refuse_play(play, why, rule(res, "indirect-limit"), instead, done="be made")
        return None
    if sum(shares.values()) != total:
        res.refuse_play(play, f"it assigns {sum(shares.values())} damage, not the {total} dealt",
                        rule(res, "indirect-group" if group else "indirect-player"), instead, done="be made")
        return None
    return tuple((c, shares.get(c, 0)) for c in characters)


def _chosen(res, node, characters, caps, total, who, group):
    """The player's division, offered as a choice: every division the entry allows, the identity's largest
    share first; exploring gives one outcome each, else the first (said in the step)."""
    options = divisions(characters, caps, total)
    entry = rule(res, "indirect-group" if group else "indirect-player")
    if len(options) > MOST_DIVISIONS:
        res.step("note", f"{len(options)} divisions are possible: only the first {MOST_DIVISIONS} are offered "
                         "(write `assign` for another)", rule=entry)
        options = options[:MOST_DIVISIONS]
    labels = tuple(", ".join(f"{res.name(c)} {n}" for c, n in zip(characters, split, strict=True) if n) for split in options)
    if len(options) == 1:
        res.step("phase", f"{who} {'divide' if group else 'divides'} the {total} indirect damage the only way the "
                          f"entry allows: {labels[0]}", rule=entry)
        return tuple(zip(characters, options[0], strict=True))
    at = (node.id or node.base) if node is not None else ""
    point = ChoicePoint("choose", labels, tuple(range(len(labels))), entry, at, labels)
    index = res.decide(point)
    res.decisions.append(("choose", f"{possessive(who)} division of the indirect damage: {labels[index]}"))
    how = ("" if res.policy.explores_choices else
           f" (the scenario does not say: the first of {len(options)} divisions; write `assign`, or explore "
           "for every one)")
    res.step("choice", f"{who} {'choose' if group else 'chooses'} how to divide the {total} indirect damage "
                       f"(one of {len(options)} divisions): {labels[index]}{how}", rule=entry)
    return tuple(zip(characters, options[index], strict=True))


def divisions(characters, caps, total, most=MOST_DIVISIONS + 1) -> list:
    """Ways to divide `total` among the characters, none above its cap, in a fixed order (the first
    character's — the identity's — share largest first, then the next's), at most `most` of them."""
    out: list = []

    def walk(i, left, split):
        if len(out) >= most:
            return
        if i == len(characters) - 1:
            cap = caps[characters[i]]
            if cap is None or left <= cap:
                out.append(split + (left,))
            return
        rest = [caps[c] for c in characters[i + 1:]]
        least = 0 if any(cap is None for cap in rest) else max(0, left - sum(rest))
        cap = caps[characters[i]]
        for n in range(min(left, cap) if cap is not None else left, least - 1, -1):
            walk(i + 1, left - n, split + (n,))

    walk(0, total, ())
    return out
