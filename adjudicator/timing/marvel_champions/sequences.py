"""The flowchart's sequences as ops, the player's side: playing a card or using an ability, a basic
power, changing form and the end of the player phase (the villain's side is in
villain.py), and the shared ops given their when windows.

Each sequence records a `phase` step per numbered step of the flowchart (citing
it) and runs its game occurrences through windows.py, so each
opens its own when and after windows in turn. Later steps are pending ops that
work out what they do when their turn comes (who is engaged, which card is on
top of the encounter deck), never in advance.
"""
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.timing.marvel_champions import windows as windows
from adjudicator.timing.marvel_champions.happenings import in_play, number
from adjudicator.timing.marvel_champions.windows import internal, occurrence_op, push, schedule

POWER_NAMES = {"atk": "ATK", "thw": "THW", "rec": "REC"}


def step(name, **data):
    return internal("_mc_step", step=name, data=data)


def rule(res, name):
    return res.model.rules[name]


# -- finding things on the table ---------------------------------------------------------------------
def player_order(res):
    """The players in turn order, starting with the first player."""
    players = list(res.scenario.players)
    if res.current_player in players:
        at = players.index(res.current_player)
        players = players[at:] + players[:at]
    return players


def encounter_deck(res):
    cards = [c for c, p in res.entities.items() if p.get("zone") == "encounter-deck"]
    return sorted(cards, key=lambda c: (res.entities[c].get("position") or 10**6, c))


def top_encounter_card(res):
    deck = encounter_deck(res)
    return deck[0] if deck else None


def main_scheme(res):
    for card, props in res.entities.items():
        if props.get("type") == "main-scheme" and in_play(res, card):
            return card
    return None


def in_hand(res, who):
    return [c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == "hand"]


# -- generic occurrences ------------------------------------------------------------------------------
def occur(res, node, args, op):
    """`occur`: the scenario's own occurrence, with both windows and what it brings about."""
    emit = args["emit"]
    event = {"event": emit["event"]}
    for field, (kind, value) in ((k, v) for k, v in emit.items() if k != "event"):
        event[field] = res.env(node).ref(value) if kind == "ref" else value
    for field in res.model.events().get(event["event"], ()):
        event.setdefault(field, None)  # a known event carries all its fields, if only as "nobody"
    schedule(res, node, "occur", {"event": event, "do": args.get("do", ())})


def card_occurrence(kind):
    def run(res, node, args, op):
        schedule(res, node, kind, {"card": entity_of(res, node, args["card"], "card", op)})
    return run


def threat_occurrence(kind):
    def run(res, node, args, op):
        scheme = entity_of(res, node, args["scheme"], "scheme", op)
        amount = amount_of(res, node, args["amount"], op)
        by = entity_of(res, node, args["by"], "by", op) if args.get("by") else None
        schedule(res, node, kind, {"scheme": scheme, "amount": amount, "by": by})
    return run


# -- the shared ops, each an occurrence with both windows ------------------------------------------------
VERB_ORIGINS = {"discard": ("discarded", "hand"), "dismiss": ("dismissed", "active"), "trash": ("trashed", None),
                "destroy": ("destroyed", None)}


def emit_with_windows(res, node, args, op):
    """`emit`: the event is an occurrence like any other (as `occur` without `do`)."""
    occur(res, node, {"emit": args}, op)


def heal_with_windows(res, node, args, op):
    target = entity_of(res, node, args["target"], "target", op)
    schedule(res, node, "heal", {"target": target, "amount": amount_of(res, node, args["amount"], op)})


def _builtin(res, node, op, events, label):
    if not events:
        BUILTIN[op.name].run(res, node, op.args, op)  # it will do nothing, and say so
        return
    schedule(res, node, "builtin-op", {"op": op, "events": tuple(events), "label": label})


def verb_with_windows(res, node, args, op):
    card = entity_of(res, node, args["card"], "card", op)
    verb, origin = VERB_ORIGINS[op.name]
    props = res.entities[card]
    events = [] if origin and props.get("zone") != origin else \
        [{"event": verb, "card": card, "who": props.get("owner")}]
    _builtin(res, node, op, events, f"{res.name(card)} is {verb}")


def draw_with_windows(res, node, args, op):
    who = entity_of(res, node, args["who"], "who", op)
    if args.get("cards"):
        cards = [entity_of(res, node, c, "cards", op) for c in args["cards"]]
    else:
        deck = sorted((c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == "deck"),
                      key=lambda c: (res.entities[c].get("position") or 10**6, c))
        cards = deck[:max(0, amount_of(res, node, args["count"], op, "count"))]
    _builtin(res, node, op, [{"event": "drawn", "card": c, "who": who} for c in cards],
             f"{res.name(who)} draws {len(cards)} card(s)")


def move_with_windows(res, node, args, op):
    card = entity_of(res, node, args["card"], "card", op)
    props = res.entities[card]
    events = []
    if props.get("zone") != args["to"] or args.get("owner"):
        events = [{"event": "moved", "card": card, "from": props.get("zone"), "to": args["to"],
                   "who": props.get("owner")}]
    _builtin(res, node, op, events, f"{res.name(card)} moves to {args['to']}")


# -- Play a Card / Use an Ability ---------------------------------------------------------------------
def play_card(res, node, args, op):
    """Play a Card 1: declare the card; it must be in hand and its cost payable, or nothing happens."""
    _play(res, node, args, op, use=False)


def use_ability(res, node, args, op):
    """Use an Ability 1: declare it; its card must be in play and its cost payable."""
    _play(res, node, args, op, use=True)


def _play(res, node, args, op, use):
    card = entity_of(res, node, args["card"], "card", op)
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else \
        (res.model.owner_or_you(res, card) or node.you or res.current_player)
    props = res.entities[card]
    verb = "using" if use else "playing"
    res.step("phase", f"{res.name(who)} declares {verb} {res.name(card)}", rule=rule(res, "declare"))
    if use and not in_play(res, card):
        res.step("note", f"{res.name(card)} is not in play: its ability cannot be used", rule=rule(res, "declare"))
        return
    if not use and props.get("zone") != "hand":
        res.step("note", f"{res.name(card)} is not in hand: it cannot be played", rule=rule(res, "declare"))
        return
    pay = tuple(args.get("pay", ()))
    unpaid = [p.name for p in pay if not res.model.can_pay(res, node, p)]
    if unpaid:
        res.step("note", f"its cost ({', '.join(unpaid)}) cannot be paid in full: it cannot be done",
                 rule=rule(res, "declare"))
        return
    to = args.get("to") or ("discard" if props.get("type") == "event" else "play")
    push(res, node, [step("pay", pay=pay, use=use, card=card),
                     occurrence_op("played", {"card": card, "who": who, "to": to, "do": tuple(args.get("do", ())),
                                              "use": use})])


def pay_step(res, node, data):
    """Play a Card 2: pay the costs — resources for a card (2.1), what is left of "->" for an
    ability or event (2.2); each part paid is itself an occurrence."""
    if not data["pay"]:
        res.step("phase", f"{res.name(data['card'])} costs nothing to pay", rule=rule(res, "pay-costs"))
        return
    name = "pay-arrow-costs" if data["use"] else "pay-resources"
    res.step("phase", f"the cost of {res.name(data['card'])} is paid", rule=rule(res, name))
    push(res, node, data["pay"])


# -- Using a Basic Power ------------------------------------------------------------------------------
def basic_power(res, node, args, op):
    """Using a Basic Power 1: the character exhausts (an exhausted one cannot use a basic power)."""
    character = entity_of(res, node, args["character"], "character", op)
    power = args["power"]
    if power == "rec":
        target = None
    elif args.get("target"):
        target = entity_of(res, node, args["target"], "target", op)
    else:
        target = main_scheme(res)
        if target is None:
            raise ResolutionStopped(f"error: {op.path}.target: no main scheme in play to thwart", "error")
    res.step("phase", f"{res.name(character)} uses a basic {POWER_NAMES[power]} power",
             rule=rule(res, "basic-power-step"))
    if not in_play(res, character) or res.entities[character].get("exhausted"):
        res.step("note", f"{res.name(character)} is exhausted or not in play: it cannot use a basic power",
                 rule=rule(res, "power-exhaust"))
        return
    data = {"character": character, "power": power, "target": target}
    push(res, node, [
        occurrence_op("exhaust", {"card": character}, anchors=("power-exhaust",) * 3),
        occurrence_op("basic-power", data),
        step("consequential", **data),
    ])


def power_resolve_step(res, node, data):
    """Using a Basic Power 3: deal the damage, remove the threat or heal — an occurrence with its own
    when window (3.1), resolution with any defeat (3.2) and after window (3.3)."""
    character, power, target = data["character"], data["power"], data["target"]
    props = res.entities[character]
    anchors = ("power-damage-when", "power-damage", "power-damage-after")
    value = number(props, power)
    res.step("phase", f"{res.name(character)}'s {POWER_NAMES[power]} is {value}", rule=rule(res, "power-resolve"))
    if power == "atk":
        schedule(res, node, "damage", {"target": target, "amount": value, "source": character,
                                       "defeat_anchors": ("power-damage", "power-damage", "power-damage-after")},
                 anchors=anchors)
    elif power == "thw":
        schedule(res, node, "remove-threat", {"scheme": target, "amount": value, "by": character}, anchors=anchors)
    else:
        schedule(res, node, "heal", {"target": character, "amount": value}, anchors=anchors)


def consequential_step(res, node, data):
    """Using a Basic Power 5: an ally then takes consequential damage, one per icon of the power it
    used — last, after every response to the attack or thwart."""
    character, power = data["character"], data["power"]
    props = res.entities[character]
    if props.get("type") != "ally" or power == "rec":
        return
    icons = number(props, f"{power}_consequential")
    if not in_play(res, character):
        res.step("note", f"{res.name(character)} has left play: no consequential damage",
                 rule=rule(res, "consequential-damage"))
        return
    res.step("phase", f"{res.name(character)} takes consequential damage for its {icons} "
                      f"{POWER_NAMES[power]} icon(s)", rule=rule(res, "consequential-damage"))
    schedule(res, node, "damage", {"target": character, "amount": icons, "source": None},
             anchors=("consequential-damage",) * 3)


# -- Player Phase -------------------------------------------------------------------------------------
def change_form(res, node, args, op):
    """Player Phase 1.1.4: a hero changes form at most once per turn."""
    hero = entity_of(res, node, args["hero"], "hero", op)
    if res.flags.get(f"mc:form-changed:{hero}"):
        res.step("note", f"{res.name(hero)} has already changed form this turn", rule=rule(res, "change-form"))
        return
    res.flags[f"mc:form-changed:{hero}"] = True
    schedule(res, node, "form", {"who": hero})


def end_player_phase(res, node, args, op):
    """`end_player_phase`: discard, draw and ready, in that order (Player Phase 2)."""
    chosen = tuple((entity_of(res, node, who, "discard", op), tuple(entity_of(res, node, c, "discard", op) for c in cards))
                   for who, cards in args.get("discard", ()))
    push(res, node, [step("end-discard", chosen=chosen), step("end-draw"), step("end-ready")])


def end_discard_step(res, node, data):
    """Player Phase 2.1: in player order, each player discards the cards they choose, and must end
    at or below their hand size (the cards last in their hand go first)."""
    res.step("phase", "End of the player phase: in player order, discard down to hand size",
             rule=rule(res, "discard-to-hand-size"))
    chosen = dict(data["chosen"])
    ops = []
    for player in player_order(res):
        hand = in_hand(res, player)
        cards = [c for c in chosen.get(player, ()) if c in hand]
        size = res.entities[player].get("hand_size")
        if isinstance(size, int):
            for card in reversed(hand):
                if len(hand) - len(cards) <= size:
                    break
                if card not in cards:
                    cards.append(card)
        if cards:
            ops.append(occurrence_op("moves", {"cards": tuple((player, c) for c in cards), "to": "discard",
                                               "verb": "discarded", "label": f"{res.name(player)} discards"},
                                     anchors=("discard-to-hand-size",) * 3))
    push(res, node, ops)


def end_draw_step(res, node, data):
    """Player Phase 2.2: all players at once draw up to their hand size."""
    draws = []
    for player in player_order(res):
        size = res.entities[player].get("hand_size")
        if not isinstance(size, int):
            continue
        deck = sorted((c for c, p in res.entities.items() if p.get("owner") == player and p.get("zone") == "deck"),
                      key=lambda c: (res.entities[c].get("position") or 10**6, c))
        draws += [(player, c) for c in deck[:max(0, size - len(in_hand(res, player)))]]
    res.step("phase", "Draw up to hand size, all players at once", rule=rule(res, "draw-to-hand-size"))
    if draws:
        schedule(res, node, "moves", {"cards": tuple(draws), "to": "hand", "verb": "drawn",
                                      "label": "the players draw up to their hand size"},
                 anchors=("draw-to-hand-size",) * 3)


def end_ready_step(res, node, data):
    """Player Phase 2.3: all players at once ready their exhausted cards."""
    players = set(res.scenario.players)
    cards = tuple(c for c, p in res.entities.items() if p.get("exhausted") and in_play(res, c)
                  and (c in players or p.get("owner") in players))
    res.step("phase", "Ready every exhausted card, all players at once", rule=rule(res, "ready-cards"))
    for player in players:
        res.flags.pop(f"mc:form-changed:{player}", None)
    if cards:
        schedule(res, node, "ready-all", {"cards": cards})


STEPS = {
    "pay": pay_step,
    "power-resolve": power_resolve_step,
    "consequential": consequential_step,
    "end-discard": end_discard_step,
    "end-draw": end_draw_step,
    "end-ready": end_ready_step,
}
