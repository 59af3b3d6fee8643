"""When effects and what triggers them: the classes' triggers, a trigger's condition, where a card's
ability works (Cards entering and leaving play, Triggers affecting damage), and an Alert that waits.

Each function takes the model first, so a model laid over this one (the plain stack) keeps its own hooks.
"""
from adjudicator.engine.patterns import fields_match
from adjudicator.scenario.model import Matcher, Pattern
from adjudicator.timing.union_city import attached, defeats, spaces, state, underneath

RALLY_ZONES = ("hand", "active", "discard", "deck")


def event_happened(model, res, event):
    """When Effects: abilities whose trigger matches the event join the chain as when effects
    of the effect that caused it. Starting Triggers and Resolving Effects: a trigger's
    condition is checked now, when it triggers, not when it resolves."""
    for ability in res.scenario.abilities.values():
        trigger_rule = _trigger_rule(model, res, ability, event)
        if trigger_rule is None:
            continue
        you = model.you_for(res, ability, event)
        if ability.on is not None and not isinstance(ability.on, tuple) and hasattr(ability.on, "fields"):
            if not fields_match(res, ability.on.fields, event, ability.card, you):
                continue
        live_by = model.live_by(res, ability, event)
        if live_by is None:
            continue
        if ability.timing == "alert" and res.entities.get(event.get("who") or "", {}).get("taken_out"):
            res.step("note", f"{ability.label} is not used: {res.name(event.get('who'))} is taken out",
                     rule=model.rules["while-taken-down"])
            continue
        if live_by != "zone":
            trigger_rule = model.rules[live_by]
        if ability.condition is not None:
            env = res.env(None, trigger=event)
            env.this, env.you = ability.card, you
            if not res.evaluate(ability.condition, env, f"abilities.{ability.id}.if", as_bool=True):
                res.step("note", f"{ability.label} does not trigger: its condition "
                                 f"`{ability.condition.source}` is false now",
                         rule=model.rules["starting-triggers-and-resolving-effects"])
                continue
        if _declined(model, res, ability, trigger_rule):
            continue
        model.add_trigger(res, ability, you, event, trigger_rule)
    if event["event"] == "damage_taken":
        defeats.check_damage_thresholds(model, res, event)
    if event["event"] == "moved":
        underneath.follow(res, event)
    if event["event"] in ("moved", "taken_down"):
        attached.follow(res, event)
    if event["event"] == "played":
        spaces.explored(res, event)


def _declined(model, res, ability, trigger_rule):
    """True (with a step) when the player declines an optional ability; a rally is never optional."""
    if ability.timing == "rally" and ability.optional:
        _rally_not_optional(model, res, ability)
        return False
    if ability.optional and ability.id in res.scenario.choices.decline:
        res.step("note", f"{ability.label} is optional and the player declines it", rule=trigger_rule)
        return True
    return False


def _rally_not_optional(model, res, ability):
    """Glossary, Rally: "Rally effects are not optional." A rally written `optional: true` resolves all the
    same; declining it is a play the rules forbid (refused as a ruling, with a warning)."""
    rule = model.rules["rally-not-optional"]
    if ability.id in res.scenario.choices.decline:
        res.refuse_play(f"declining {ability.label}", "Rally effects are not optional",
                        rule, "it resolves all the same", done="be done")
    else:
        res.step("note", f"{ability.label} is written as optional, but Rally effects are not optional: "
                         "it resolves all the same", rule=rule)


def _trigger_rule(model, res, ability, event):
    """Which rule makes `ability` trigger on `event`, or None."""
    name = event["event"]
    timing = ability.timing
    if timing in ("when", "phase-start", "phase-end"):
        if ability.on is not None and ability.on.event == name:
            return model.rules["start-and-end-of-phase-effects" if timing != "when" else "when-effects"]
        return None
    if timing == "defeat" and name == "defeated" and event.get("target") == ability.card:
        return model.rules["defeat-effect"]
    if timing == "overcome" and name == "overcome" and event.get("target") == ability.card:
        return model.rules["overcome-effect"]
    if timing == "debut" and name == "played" and event.get("card") == ability.card:
        return model.rules["debuts"]
    if timing == "alert" and name == "moved" and event.get("card") == ability.card and event.get("to") == "hand":
        return model.rules["alert"]
    if timing == "rally" and name == "moved" and event.get("card") == ability.card \
            and event.get("to") in RALLY_ZONES and not state.RALLIED.get(res, ability.card):
        state.RALLIED.set(res, ability.card, True)
        return model.rules["rally"]
    return None


def implied_pattern(ability):
    """The event each class waits for without an `on`: for a defeat, overcome, debut, alert or rally, the
    card's own defeat, overcome, play, draw into the hand, or arrival in a hero's area or deck (else None)."""
    this = Matcher("ref", "this")
    implied = {
        "defeat": Pattern("defeated", (("target", this),)),
        "overcome": Pattern("overcome", (("target", this),)),
        "debut": Pattern("played", (("card", this),)),
        "alert": Pattern("moved", (("card", this), ("to", Matcher("literal", "hand")))),
        "rally": Pattern("moved", (("card", this), ("to", Matcher("any", RALLY_ZONES)))),
    }
    return implied.get(ability.timing)


def remember_alert_card(ability, node):
    """An alert's effect remembers the card whose alert it is (the Alert re-check reads it)."""
    if ability.timing == "alert":
        state.ALERT_CARD.set(node, ability.card)


def live_by(res, ability, event):
    """Why the ability works now ("zone", or the rule that keeps it live), or None.

    An ability works only while its card is in one of its zones. Cards entering and leaving
    play: a card that is moving counts as in both zones for the triggers of that move.
    Triggers affecting damage: a when effect about damage its card deals still applies to that
    damage after the card has left play."""
    if ability.zones is None:
        return "zone"
    card = res.entities.get(ability.card, {})
    if card.get("zone") in ability.zones:
        return "zone"
    moving = res.transit.get(ability.card)
    if moving and (moving[0] in ability.zones or moving[1] in ability.zones):
        return "cards-entering-and-leaving-play"
    if event and event["event"] in ("damage_dealt", "damage_taken") and event.get("source") == ability.card \
            and ability.on is not None and any(f == "source" and m.kind == "ref" and m.value == "this"
                                               for f, m in ability.on.fields):
        return "triggers-affecting-damage"
    return None


def recheck_waiting(model, res, node):
    """Alert: an Alert that waited for `node` is dropped if its card has left the hand."""
    for key in node.children:
        child = res.nodes[key]
        card = state.ALERT_CARD.get(child)
        if card and child.status == "pending" and res.entities[card].get("zone") != "hand":
            child.status = "dropped"
            # "still in the hand once the effect has finished" is part of the Alert's trigger
            if not any(n.ability == child.ability and n.status != "dropped" for n in res.nodes):
                res.triggered.discard(child.ability)
            res.step("note", f"{child.label} is not used: {res.name(card)} left the hand before "
                             f"{node.label} finished", rule=model.rules["alert"], effect=node)
