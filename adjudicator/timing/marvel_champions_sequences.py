"""The flowchart's sequences as ops: playing a card or using an ability, a basic power, an enemy
activation, the villain phase, changing form and the end of the player phase.

Each sequence records a `phase` step per numbered step of the flowchart (citing
it) and runs its game occurrences through marvel_champions_windows, so each
opens its own when and after windows in turn. Later steps are pending ops that
work out what they do when their turn comes (who is engaged, which card is on
top of the encounter deck), never in advance.
"""
from adjudicator.engine.ops import OPS, _amount, _entity
from adjudicator.errors import ResolutionStopped
from adjudicator.timing import marvel_champions_windows as windows
from adjudicator.timing.marvel_champions_happenings import in_play, number
from adjudicator.timing.marvel_champions_windows import internal, occurrence_op, push, record, schedule

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
    emit = args["emit"]
    event = {"event": emit["event"]}
    for field, (kind, value) in ((k, v) for k, v in emit.items() if k != "event"):
        event[field] = res.env(node).ref(value) if kind == "ref" else value
    schedule(res, node, "occur", {"event": event, "do": args.get("do", ())})


def card_occurrence(kind):
    def run(res, node, args, op):
        schedule(res, node, kind, {"card": _entity(res, node, args["card"], "card", op)})
    return run


def threat_occurrence(kind):
    def run(res, node, args, op):
        scheme = _entity(res, node, args["scheme"], "scheme", op)
        amount = _amount(res, node, args["amount"], op)
        by = _entity(res, node, args["by"], "by", op) if args.get("by") else None
        schedule(res, node, kind, {"scheme": scheme, "amount": amount, "by": by})
    return run


# -- the shared ops, each an occurrence with both windows ------------------------------------------------
VERB_ORIGINS = {"discard": ("discarded", "hand"), "dismiss": ("dismissed", "active"), "trash": ("trashed", None),
                "destroy": ("destroyed", None)}


def emit_with_windows(res, node, args, op):
    """`emit`: the event is an occurrence like any other (as `occur` without `do`)."""
    occur(res, node, {"emit": args}, op)


def heal_with_windows(res, node, args, op):
    target = _entity(res, node, args["target"], "target", op)
    schedule(res, node, "heal", {"target": target, "amount": _amount(res, node, args["amount"], op)})


def _builtin(res, node, op, events, label):
    if not events:
        OPS[op.name](res, node, op.args, op)  # it will do nothing, and say so
        return
    schedule(res, node, "builtin-op", {"op": op, "events": tuple(events), "label": label})


def verb_with_windows(res, node, args, op):
    card = _entity(res, node, args["card"], "card", op)
    verb, origin = VERB_ORIGINS[op.name]
    props = res.entities[card]
    events = [] if origin and props.get("zone") != origin else \
        [{"event": verb, "card": card, "who": props.get("owner")}]
    _builtin(res, node, op, events, f"{res.name(card)} is {verb}")


def draw_with_windows(res, node, args, op):
    who = _entity(res, node, args["who"], "who", op)
    if args.get("cards"):
        cards = [_entity(res, node, c, "cards", op) for c in args["cards"]]
    else:
        deck = sorted((c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == "deck"),
                      key=lambda c: (res.entities[c].get("position") or 10**6, c))
        cards = deck[:max(0, _amount(res, node, args["count"], op, "count"))]
    _builtin(res, node, op, [{"event": "drawn", "card": c, "who": who} for c in cards],
             f"{res.name(who)} draws {len(cards)} card(s)")


def move_with_windows(res, node, args, op):
    card = _entity(res, node, args["card"], "card", op)
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
    card = _entity(res, node, args["card"], "card", op)
    who = _entity(res, node, args["who"], "who", op) if args.get("who") else \
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
    character = _entity(res, node, args["character"], "character", op)
    power = args["power"]
    if power == "rec":
        target = None
    elif args.get("target"):
        target = _entity(res, node, args["target"], "target", op)
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


# -- Enemy Activations --------------------------------------------------------------------------------
def activation_op(res, enemy, target, mode=None, boost=None, defender=None, scheme=None):
    """The occurrence of one activation: an attack against a hero in hero form, a scheme against one in
    alter-ego form (Villain Phase 2.1); a villain is dealt one boost card."""
    mode = mode or ("scheme" if res.entities[target].get("form") == "alter-ego" else "attack")
    if boost is None:
        boost = 1 if res.entities[enemy].get("type") == "villain" else 0
    if mode == "scheme":
        scheme = scheme or main_scheme(res)
        if scheme is None:
            raise ResolutionStopped(f"error: {res.name(enemy)} schemes but there is no main scheme in play", "error")
    after = "attack-damage-after" if mode == "attack" else "threat-after"
    data = {"enemy": enemy, "target": target, "mode": mode, "boost": boost, "defender": defender, "scheme": scheme}
    return occurrence_op("activation", data, anchors=("activation-when", "activation-resolve", after))


def activate(res, node, args, op):
    enemy = _entity(res, node, args["enemy"], "enemy", op)
    target = _entity(res, node, args["target"], "target", op)
    boost = _amount(res, node, args["boost"], op, "boost") if "boost" in args else None
    defender = _entity(res, node, args["defender"], "defender", op) if args.get("defender") else None
    scheme = _entity(res, node, args["scheme"], "scheme", op) if args.get("scheme") else None
    push(res, node, [activation_op(res, enemy, target, args.get("mode"), boost, defender, scheme)])


def activation_boost_step(res, node, data):
    """Enemy Activations 2: a villain is dealt its boost card(s) face down."""
    act = record(node, data["act"])
    count, enemy = act["data"]["boost"], act["data"]["enemy"]
    if count <= 0:
        return
    cards = encounter_deck(res)[:count]
    res.step("phase", f"{res.name(enemy)} is dealt {count} boost card(s) face down", rule=rule(res, "boost"))
    if len(cards) < count:
        res.step("note", "the encounter deck has too few cards for every boost card", rule=rule(res, "boost"))
    push(res, node, [occurrence_op("boost-dealt", {"card": card, "enemy": enemy, "act": data["act"]})
                     for card in cards])


def activation_defender_step(res, node, data):
    """Enemy Activations 3: against an attack, a player may declare a defender."""
    act = record(node, data["act"])
    defender, enemy = act["data"]["defender"], act["data"]["enemy"]
    res.step("phase", f"{res.name(defender)} is declared as the defender against {res.name(enemy)}",
             rule=rule(res, "defender"))
    schedule(res, node, "defends", {"defender": defender, "enemy": enemy, "act": data["act"]})


def activation_flip_step(res, node, data):
    """Enemy Activations 4: the boost cards are turned face up one at a time, each with its windows."""
    act = record(node, data["act"])
    if not act["boosts"]:
        return
    res.step("phase", f"{res.name(act['data']['enemy'])}'s boost cards are turned face up, one at a time",
             rule=rule(res, "flip-boosts"))
    push(res, node, [occurrence_op("boost-flip", {"card": card, "enemy": act["data"]["enemy"], "act": data["act"]})
                     for card in act["boosts"]])


def activation_resolve_step(res, node, data):
    """Enemy Activations 5 (Part 2): a scheme places SCH plus boost in threat on the main scheme
    (5.a); an attack deals ATK plus boost, less the defender's DEF, to the defender — or, if the
    attack is undefended (no defender, or the defender has left play), to the hero (5.b)."""
    n = data["act"]
    act = record(node, n)
    enemy, target = act["data"]["enemy"], act["data"]["target"]
    props = res.entities[enemy]
    if act["data"]["mode"] == "scheme":
        amount = number(props, "sch") + act["boost"]
        scheme = act["data"]["scheme"]
        res.step("phase", f"{res.name(enemy)} schemes: SCH {number(props, 'sch')} + boost {act['boost']} = "
                          f"{amount} threat on {res.name(scheme)}", rule=rule(res, "scheme"))
        schedule(res, node, "place-threat", {"scheme": scheme, "amount": amount, "by": enemy}, join=n,
                 anchors=("threat-when", "threat-placed", "threat-after"))
        return
    atk = number(props, "atk") + act["boost"]
    defender = act["defender"]
    if defender is not None and in_play(res, defender):
        defense = number(res.entities[defender], "def")
        amount = max(0, atk - defense)
        victim = defender
        text = (f"{res.name(enemy)} attacks: ATK {number(props, 'atk')} + boost {act['boost']} - "
                f"{res.name(defender)}'s DEF {defense} = {amount} damage to {res.name(defender)}")
    else:
        amount, victim = atk, target
        why = ""
        if act["data"]["defender"]:
            why = f"{res.name(act['data']['defender'])} is no longer defending, so the attack is undefended: "
        text = (f"{why}{res.name(enemy)} attacks: ATK {number(props, 'atk')} + boost {act['boost']} = {amount} "
                f"damage to {res.name(target)}")
    res.step("phase", text, rule=rule(res, "attack"))
    schedule(res, node, "damage", {"target": victim, "amount": amount, "source": enemy,
                                   "defeat_anchors": ("attack-damage", "attack-damage", "attack-damage-after")},
             join=n, anchors=("attack-damage-when", "attack-damage", "attack-damage-after"))


# -- Villain Phase ------------------------------------------------------------------------------------
def villain_phase(res, node, args, op):
    villain = _entity(res, node, args["villain"], "villain", op)
    scheme = _entity(res, node, args["scheme"], "scheme", op) if args.get("scheme") else main_scheme(res)
    if scheme is None:
        raise ResolutionStopped(f"error: {op.path}: no main scheme in play (give `scheme`)", "error")
    defenders = tuple((_entity(res, node, e, "defenders", op), _entity(res, node, d, "defenders", op))
                      for e, d in args.get("defenders", ()))
    data = {"villain": villain, "scheme": scheme, "defenders": defenders}
    push(res, node, [step(name, **data) for name in
                     ("accelerate", "activate", "deal", "hazard", "reveal", "pass")])


def accelerate_step(res, node, data):
    """Villain Phase 1: threat equal to the main scheme's acceleration, its acceleration tokens and
    every acceleration icon in play goes on the main scheme."""
    scheme = data["scheme"]
    props = res.entities[scheme]
    base, tokens = number(props, "acceleration", 1), number(props, "acceleration_tokens")
    icons = sum(number(p, "acceleration_icons") for c, p in res.entities.items() if in_play(res, c))
    res.step("phase", f"Accelerate: {base} + {tokens} token(s) + {icons} icon(s) = {base + tokens + icons} threat "
                      f"on {res.name(scheme)}", rule=rule(res, "accelerate"))
    schedule(res, node, "place-threat", {"scheme": scheme, "amount": base + tokens + icons, "by": None},
             anchors=("accelerate",) * 3)


def activate_step(res, node, data):
    """Villain Phase 2: in player order, the villain activates against each player, then every minion
    engaged with that player."""
    res.step("phase", "Activate: in player order, the villain, then the minions engaged with that player",
             rule=rule(res, "activate"))
    push(res, node, [step("activate-player", player=p, **data) for p in player_order(res)])


def _defender_for(res, data, enemy):
    for who, defender in data["defenders"]:
        if who == enemy and in_play(res, defender) and not res.entities[defender].get("exhausted"):
            return defender
    return None


def activate_player_step(res, node, data):
    """Villain Phase 2.1: against a hero in hero form the villain attacks; in alter-ego form, it schemes."""
    player, villain = data["player"], data["villain"]
    if res.entities[player].get("zone") == "defeated":
        res.step("note", f"{res.name(player)} has been defeated: nothing activates against them",
                 rule=rule(res, "activate"))
        return
    form = res.entities[player].get("form", "hero")
    mode = "scheme" if form == "alter-ego" else "attack"
    res.step("phase", f"{res.name(player)} is in {form} form: {res.name(villain)} {mode}s",
             rule=rule(res, "attack-or-scheme"))
    push(res, node, [activation_op(res, villain, player, mode, defender=_defender_for(res, data, villain)),
                     step("activate-minions", done=(), **data)])


def activate_minions_step(res, node, data):
    player = data["player"]
    engaged = [c for c, p in res.entities.items() if p.get("type") == "minion" and p.get("engaged") == player
               and in_play(res, c) and c not in data["done"]]
    if not engaged or res.entities[player].get("zone") == "defeated":
        return
    minion = engaged[0]
    form = res.entities[player].get("form", "hero")
    mode = "scheme" if form == "alter-ego" else "attack"
    res.step("phase", f"{res.name(minion)}, engaged with {res.name(player)}, activates: it {mode}s",
             rule=rule(res, "activate"))
    push(res, node, [activation_op(res, minion, player, mode, defender=_defender_for(res, data, minion)),
                     step("activate-minions", **{**data, "done": data["done"] + (minion,)})])


def _deal(res, node, players, rule_name):
    deck = encounter_deck(res)
    dealt = list(zip(players, deck))
    if len(dealt) < len(players):
        res.step("note", "the encounter deck runs out: not every card can be dealt", rule=rule(res, rule_name))
    push(res, node, [occurrence_op("encounter-dealt", {"card": card, "who": who}, anchors=(rule_name,) * 3)
                     for who, card in dealt])


def deal_step(res, node, data):
    """Villain Phase 3: each player is dealt one face-down encounter card."""
    res.step("phase", "Deal: one face-down encounter card to each player", rule=rule(res, "deal"))
    _deal(res, node, player_order(res), "deal")


def hazard_step(res, node, data):
    """Villain Phase 3.1: one more encounter card per hazard icon in play, in player order."""
    hazards = sum(number(p, "hazard") for c, p in res.entities.items() if in_play(res, c))
    if hazards <= 0:
        return
    order = player_order(res)
    res.step("phase", f"{hazards} hazard icon(s): {hazards} more encounter card(s), dealt in player order",
             rule=rule(res, "hazard"))
    _deal(res, node, [order[i % len(order)] for i in range(hazards)], "hazard")


def reveal_step(res, node, data):
    """Villain Phase 4: in player order, each player reveals their face-down encounter cards, one at a
    time, until none is left."""
    if not data.get("going"):
        res.step("phase", "Reveal: in player order, each player reveals their face-down encounter cards",
                 rule=rule(res, "reveal"))
    for player in player_order(res):
        cards = [c for c, p in res.entities.items() if p.get("zone") == "facedown" and p.get("dealt_to") == player]
        if cards:
            card = min(cards, key=lambda c: (number(res.entities[c], "dealt"), c))
            push(res, node, [occurrence_op("reveal", {"card": card, "who": player}),
                             step("reveal", **{**data, "going": True})])
            return


def pass_step(res, node, data):
    """Villain Phase 5: the first player token passes to the next player; the villain phase ends."""
    order = player_order(res)
    following = order[1] if len(order) > 1 else order[0] if order else None
    if following is None:
        return
    res.current_player = following
    res.flags["mc:first-player"] = following
    res.step("phase", f"Pass: the first player token goes to {res.name(following)}; the villain phase ends",
             rule=rule(res, "pass"))


# -- Player Phase -------------------------------------------------------------------------------------
def change_form(res, node, args, op):
    """Player Phase 1.1.4: a hero changes form at most once per turn."""
    hero = _entity(res, node, args["hero"], "hero", op)
    if res.flags.get(f"mc:form-changed:{hero}"):
        res.step("note", f"{res.name(hero)} has already changed form this turn", rule=rule(res, "change-form"))
        return
    res.flags[f"mc:form-changed:{hero}"] = True
    schedule(res, node, "form", {"who": hero})


def end_player_phase(res, node, args, op):
    chosen = tuple((_entity(res, node, who, "discard", op), tuple(_entity(res, node, c, "discard", op) for c in cards))
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
    "activation-boost": activation_boost_step,
    "activation-defender": activation_defender_step,
    "activation-flip": activation_flip_step,
    "activation-resolve": activation_resolve_step,
    "accelerate": accelerate_step,
    "activate": activate_step,
    "activate-player": activate_player_step,
    "activate-minions": activate_minions_step,
    "deal": deal_step,
    "hazard": hazard_step,
    "reveal": reveal_step,
    "pass": pass_step,
    "end-discard": end_discard_step,
    "end-draw": end_draw_step,
    "end-ready": end_ready_step,
}


def step_op(res, node, args, op):
    if not windows.game_is_over(res):
        STEPS[args["step"]](res, node, args["data"])


HANDLERS = {
    "occur": occur,
    "cancel": windows.cancel_op,
    "exhaust": card_occurrence("exhaust"),
    "ready": card_occurrence("ready"),
    "place_threat": threat_occurrence("place-threat"),
    "remove_threat": threat_occurrence("remove-threat"),
    "play_card": play_card,
    "use_ability": use_ability,
    "basic_power": basic_power,
    "activate": activate,
    "villain_phase": villain_phase,
    "change_form": change_form,
    "end_player_phase": end_player_phase,
    # the shared ops that change the game, given their when windows
    "emit": emit_with_windows,
    "heal": heal_with_windows,
    "discard": verb_with_windows,
    "dismiss": verb_with_windows,
    "trash": verb_with_windows,
    "destroy": verb_with_windows,
    "draw": draw_with_windows,
    "move": move_with_windows,
    # internal ops (never written in a scenario)
    "_mc_mark": windows.mark_op,
    "_mc_occ": windows.occ_op,
    "_mc_open": windows.open_op,
    "_mc_level": windows.level_op,
    "_mc_happen": windows.happen_op,
    "_mc_close": windows.close_op,
    "_mc_status": windows.status_op,
    "_mc_step": step_op,
}
