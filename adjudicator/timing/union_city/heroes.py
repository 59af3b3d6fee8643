""""You" and the heroes: whose a card is, who "you" is for an effect, and who the current and next hero
are while a hero is taken out (While taken down).

Each function takes the model first, so a model laid over this one (the plain stack) keeps its own hooks.
"""
from adjudicator.timing import facts
from adjudicator.timing.union_city import state
from adjudicator.timing.union_city.taken_out import SUPPORT

HERO_AREAS = ("hand", "active", "discard")


def is_hero(res, entity):
    """A player, or an entity of type hero."""
    return entity in res.scenario.players or res.entities.get(entity, {}).get("type") == "hero"


def owner_or_you(res, card):
    """The hero a card is, or the hero who owns it; None for a card no hero owns."""
    if card is None:
        return None
    if is_hero(res, card):
        return card
    owner = res.entities.get(card, {}).get("owner")
    return owner if owner and is_hero(res, owner) else None


def you_for(model, res, ability, event):
    """"You": on a card in a hero's hand, active area or discard pile, that hero; for a defeat or
    overcome effect, whoever defeated or overcame it; for a when effect, whoever caused the
    trigger; otherwise the current player."""
    card = res.entities.get(ability.card, {})
    owner = card.get("owner")
    moving = res.transit.get(ability.card)
    in_area = card.get("zone") in HERO_AREAS or (moving and (moving[0] in HERO_AREAS or moving[1] in HERO_AREAS))
    if model.is_hero(res, ability.card):
        return ability.card
    if owner and model.is_hero(res, owner) and in_area:
        return owner
    if ability.timing in ("defeat", "overcome") and event and event.get("by"):
        return event["by"]
    if event is not None:
        for field in ("who", "by"):
            if event.get(field) and model.is_hero(res, event[field]):
                return event[field]
        if event.get("causer"):
            return event["causer"]
    return model.current_hero(res)


def current_hero(model, res):
    """While taken down: on a taken-out hero's turn, what affects the current hero affects the next
    hero instead."""
    current = res.current_player
    if not res.entities.get(current, {}).get("taken_out"):
        return current
    found = _hero_after(res, current)
    _say_skipped(model, res, current, found, "the current hero", "taken-out-current")
    return found


def you_on_a_taken_out_turn(model, res, node):
    """Your turn while taken out: on a taken-out hero's turn, "when anything would affect "you" or the
    current hero, it affects the next hero instead" (While taken down: "If anything specifically affects
    you as the current hero, it affects the next hero instead"). So the starting effect (and a first
    effect before it) whose "you" is the taken-out current hero has the hero found as the current hero
    for "you", as it does for `current`; with one hero left, that hero is the next hero too and may be
    affected twice. Not their own Support action, the one thing they still do themselves."""
    start = res.nodes[node.precedes] if node.precedes is not None else node
    hero = node.you
    if start.parent is not None or hero is None or hero != res.current_player:
        return
    if not res.entities.get(hero, {}).get("taken_out") or facts.EFFECT_KIND.get(start) == SUPPORT:
        return
    instead = _hero_after(res, hero)
    if instead == hero:  # every hero is taken out: nobody to affect instead
        return
    node.you = instead
    res.step("note", f"{res.name(hero)} is taken out: what affects \"you\" on their turn affects "
                     f"{res.name(instead)} instead", rule=model.rules["taken-out-you"], effect=node)


def next_hero(model, res):
    """While taken down: a taken-out hero is ignored as "the next hero"; with one hero left, that hero
    is the next hero too (and may be affected twice)."""
    current = model.current_hero(res)
    players = list(res.scenario.players)
    if current not in players:
        return None
    following = players[players.index(current) + 1:] + players[:players.index(current) + 1]
    found = next((p for p in following if not res.entities.get(p, {}).get("taken_out")), None)
    skipped = [p for p in following[:following.index(found)] if p != current] if found else []
    for hero in skipped:
        _say_skipped(model, res, hero, found, "the next hero", "taken-out-next")
    if found == current and skipped and not state.SKIPPED_SAID.get(res, f"{found}:taken-out-last") \
            and res.current is not None:
        state.SKIPPED_SAID.set(res, f"{found}:taken-out-last", True)
        res.step("note", f"{res.name(found)} is the only hero left: they are the next hero too, and can be "
                         "affected twice", rule=model.rules["taken-out-last"])
    return found


def _hero_after(res, hero):
    players = list(res.scenario.players)
    if hero not in players:
        return hero
    following = players[players.index(hero) + 1:] + players[:players.index(hero)]
    return next((p for p in following if not res.entities.get(p, {}).get("taken_out")), hero)


def _say_skipped(model, res, hero, instead, as_what, rule_name):
    if state.SKIPPED_SAID.get(res, f"{hero}:{rule_name}") or res.current is None:
        return
    state.SKIPPED_SAID.set(res, f"{hero}:{rule_name}", True)
    res.step("note", f"{res.name(hero)} is taken out: {res.name(instead)} is {as_what} instead",
             rule=model.rules[rule_name])
