"""The flowchart's sequences as ops, the player's side: playing a card or using an ability, a basic
power, changing form and the end of the player phase (the villain's side is in
villain.py), and the shared ops given their when windows.

Each sequence records a `phase` step per numbered step of the flowchart (citing
it) and runs its game occurrences through windows.py, so each
opens its own when and after windows in turn. Later steps are pending ops that
work out what they do when their turn comes (who is engaged, which card is on
top of the encounter deck), never in advance.
"""
from dataclasses import replace

from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.opdefs import amount_of, entities_of, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import counted, possessive
from adjudicator.timing.marvel_champions import (
    alliance,
    attaching,
    cannot,
    card_keywords,
    limits,
    obligations,
    resources,
    state,
    team_up,
    turns,
    unique,
)
from adjudicator.timing.marvel_champions.control import controller_of
from adjudicator.timing.marvel_champions.durations import expire
from adjudicator.timing.marvel_champions.effects import retaliate_node
from adjudicator.timing.marvel_champions.out_of_game import double_sided_destination, out_of_game_note
from adjudicator.timing.marvel_champions.copies import are_copies, copy_title
from adjudicator.timing.marvel_champions.encounter_deck import take_top
from adjudicator.timing.marvel_champions.happenings import attack_info, forbidden, refused_by_cannot, target_restriction
from adjudicator.scenario.model import Op
from adjudicator.timing.marvel_champions.keywords import cards_needed, has_keyword, keyword_value, status_cards
from adjudicator.timing.marvel_champions.targets import no_valid_target
from adjudicator.timing.marvel_champions.table import (
    crisis_blocks,
    facedown_attached,
    in_hand,
    in_play,
    main_scheme,
    number,
    player_order,
)
from adjudicator.timing.marvel_champions.rules import PLAY_ZONES
from adjudicator.timing.marvel_champions.values import stat
from adjudicator.timing.marvel_champions.windows import internal, occurrence_op, push, schedule
from adjudicator.timing.base import rule

POWER_NAMES = {"atk": "ATK", "thw": "THW", "rec": "REC"}


def step(name, **data):
    return internal("_mc_step", step=name, data=data)


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
    data = {"target": target, "amount": amount_of(res, node, args["amount"], op)}
    if args.get("above_maximum"):
        data["above_maximum"] = True
    schedule(res, node, "heal", data)


def _builtin(res, node, op, events, label):
    if not events:
        BUILTIN[op.name].run(res, node, op.args, op)  # it will do nothing, and say so
        return
    schedule(res, node, "builtin-op", {"op": op, "events": tuple(events), "label": label})


def verb_with_windows(res, node, args, op):
    card = entity_of(res, node, args["card"], "card", op)
    verb, origin = VERB_ORIGINS[op.name]
    props = res.entities[card]
    if facedown_attached(props) and props.get("zone", "play") in PLAY_ZONES:
        res.step("note", f"{res.name(card)} is attached face down to {res.name(props['attached_to'])}: it is out of "
                         f"play, and nothing can {op.name} it", rule=rule(res, "facedown-attached-out-of-play"))
        return
    if op.name == "discard" and in_play(res, card):  # Discard: from a play area too (leaving.py)
        schedule(res, node, "discard-from-play", {"card": card})
        return
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
             f"{res.name(who)} draws {counted(len(cards), 'card')}")


def move_with_windows(res, node, args, op):
    card = entity_of(res, node, args["card"], "card", op)
    props = res.entities[card]
    if args["to"] not in PLAY_ZONES and card_keywords.permanent_stays(res, node, card, "move"):  # Permanent
        return
    where = "from the game" if args["to"] == "removed" else f"to {res.zone_name(args['to'])}"
    if args["to"] not in PLAY_ZONES and cannot.stays_in_play(res, card, f"the removal of {res.name(card)} {where}"):
        return
    if args["to"] in PLAY_ZONES and unique.put_into_play_fails(res, card):  # Unique Icon: a unique minion
        return
    if args["to"] in PLAY_ZONES and unique.player_copy_fails(res, card):  # Unique Icon: another unique card (a reading)
        return
    to = double_sided_destination(res, card, args["to"])  # Double-Sided Card: removed from the game instead
    if to != args["to"]:
        args = {**args, "to": to}
        op = replace(op, args=args)
    events = []
    why = attaching.failed_check(res, card) if args["to"] in PLAY_ZONES and not in_play(res, card) else None
    if why:  # Attach To: it stays where it was
        attaching.say_failed(res, card, why, f"it stays where it was ({res.zone_name(props.get('zone') or 'play')})")
        return
    if args["to"] == "removed" and props.get("zone") == "removed" and not args.get("owner"):
        res.step("note", f"{res.name(card)} is already removed from the game: nothing changes",
                 rule=rule(res, "removed"))  # the words `remove_from_game` (its other spelling) says
        return
    if props.get("zone") != args["to"] or args.get("owner"):
        events = [{"event": "moved", "card": card, "from": props.get("zone"), "to": args["to"],
                   "who": props.get("owner")}]
        out_of_game_note(res, card, args["to"])  # Set Aside, Removed from the Game: what the zone is
    _builtin(res, node, op, events, f"{res.name(card)} moves to {res.zone_name(args['to'])}")


# -- Play a Card / Use an Ability ---------------------------------------------------------------------
def play_card(res, node, args, op):
    """Play a Card 1: declare the card; it must be in hand and its cost payable, or nothing happens."""
    _play(res, node, args, op, use=False)


def use_ability(res, node, args, op):
    """Use an Ability 1: declare it; its card must be in play and its cost payable."""
    _play(res, node, args, op, use=True)


def _controlled_by_another(res, card, who):
    """Action: a player triggers action abilities only on cards they control (control.controller_of: its owner
    unless its control changed) or on encounter cards, and not on an obligation in another player's play area.
    (why, rule name) when `card` is another player's, else None."""
    props = res.entities[card]
    holder = obligations.holder(res, card)
    if holder and holder != who:
        return (f"{res.name(card)} is an obligation in {possessive(res.name(holder))} play area: only "
                f"{res.name(holder)} can trigger its abilities, not {res.name(who)}", "obligation-only-holder")
    owner = card if res.model.is_player(res, card) else controller_of(res, card) or props.get("owner")
    if not owner or owner == who or not res.model.is_player(res, owner):
        return None
    if props.get("type") == "obligation":
        return (f"{res.name(card)} is an obligation in {possessive(res.name(owner))} play area, and {res.name(who)} "
                "cannot trigger its action", "action-obligation")
    return (f"{res.name(card)} is controlled by {res.name(owner)}, not {res.name(who)}: a player can only trigger "
            "action abilities on cards they control or on encounter cards", "action-control")


def _play(res, node, args, op, use):
    card = entity_of(res, node, args["card"], "card", op)
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else \
        (res.model.owner_or_you(res, card) or node.you or res.current_player)
    props = res.entities[card]
    verb = "using" if use else "playing"
    res.step("phase", f"{res.name(who)} declares {verb} {res.name(card)}", rule=rule(res, "declare"))
    play = f"{possessive(res.name(who))} {'use of' if use else 'play of'} {res.name(card)}"

    def refuse(why, rule_name):
        """Declare Intent found it cannot be done: a ruling, and the rest of the scenario goes on."""
        where = "in play" if use else f"in {possessive(res.name(who))} hand"
        if (props.get("zone") != "hand" and not use) or (use and not in_play(res, card)):
            where = f"where it is ({props.get('zone') or 'play'})"
        res.refuse_play(play, why, rule(res, rule_name),
                        f"{res.name(card)} is not {'used' if use else 'played'}: no cost is paid, and it stays {where}",
                        done="be declared")

    if turns.out_of_turn(res, node, who, play, action=use or props.get("type") == "event",
                         requested=bool(args.get("requested")),
                         instead=f"{res.name(card)} is not {'used' if use else 'played'}: no cost is paid, and it stays "
                                 + ("in play" if use else f"in {possessive(res.name(who))} hand"
                                    if props.get("zone") == "hand" else f"where it is ({props.get('zone') or 'play'})"),
                         done="be declared"):
        return
    peril = state.PERIL.get(res)
    if peril and who != peril.who:
        return refuse(f"{res.name(peril.who)} is resolving {res.name(peril.card)}, which has peril, so {res.name(who)} "
                      f"cannot {'use' if use else 'play'} cards", "peril")
    if guarded(res, node, card, who, tuple(args.get("do", ())), use):
        return
    problem = _declare_problem(res, node, args, card, who, use)
    if problem:
        return refuse(*problem)
    pay = tuple(args.get("pay", ()))
    unpaid = [p.name for p in pay if not res.model.can_pay(res, node, p)]
    if unpaid:
        return refuse(f"its cost ({', '.join(unpaid)}) cannot be paid in full", "cost-unpayable")
    payers = alliance.payer_problem(res, node, card, who, pay, use)  # Cost; Alliance: who may pay
    if payers:
        return refuse(*payers)
    payment = resources.plan(res, node, args, card, who, use, op) if resources.wanted(res, args, card, use, who) else None
    if isinstance(payment, tuple):
        return refuse(*payment)
    to = args.get("to") or ("discard" if props.get("type") == "event" else "play")
    limit = args.get("limit") if use else None
    if limit:
        limits.count_action(res, card, limit)
    count_toward_maximum(res, card, use)
    if not use:
        state.BEING_PLAYED.set(res, card, True)  # until it leaves the hand (Played.happen, .replaced)
    push(res, node, [step("pay", pay=pay, use=use, card=card, written=args.get("cost_written", True), spend=payment),
                     occurrence_op("played", {"card": card, "who": who, "to": to, "do": tuple(args.get("do", ())),
                                              "use": use})])


def _declare_problem(res, node, args, card, who, use):
    """Declare Intent's checks after peril and guard, in order: why the play or use cannot be declared and the
    rule that says so, or None."""
    props = res.entities[card]
    form = args.get("form")
    if form and res.entities.get(who, {}).get("form", "hero") != form:
        trigger = ("Hero" if form == "hero" else "Alter-Ego") + " Action"
        return (f"wrong form: {res.name(who)} is in {res.entities.get(who, {}).get('form', 'hero')} form, and "
                f"{possessive(res.name(card))} {trigger} can only be used in {form} form", "form-trigger")
    if use and not in_play(res, card):
        return (f"{res.name(card)} is not in play: its ability cannot be used", "declare")
    others = _controlled_by_another(res, card, who) if use else None
    if others:
        return tuple(others)
    limit = args.get("limit") if use else None
    used_up = limits.action_used_up(res, card, limit) if limit else None
    if used_up:
        return (f"{possessive(res.name(card))} action: {used_up}", "limit")
    if not use and props.get("zone") != "hand":
        return (f"{res.name(card)} is not in hand", "declare")
    copy = None if use else unique.unique_copy_in_play(res, card)
    if copy and res.entities[card].get("subtitle"):  # Copy: the same title and subtitle
        return (f"{copy_title(res, card)} is unique, and a copy of it (the same title and subtitle: "
                f"{copy_title(res, copy)}) is in play", "unique")
    if copy:
        return (f"{res.name(card)} is unique, and {res.name(copy)}, a copy by title, is in play", "unique")
    namesake = None if use else unique.unsubtitled_namesake_in_play(res, card)
    if namesake:
        with_one, without = (card, namesake) if res.entities[card].get("subtitle") else (namesake, card)
        return (f"{copy_title(res, card)} is a unique ally, and {copy_title(res, namesake)}, a unique ally with its "
                f"title, is in play: {copy_title(res, with_one)} has a subtitle and {res.name(without)} has none, so "
                "they cannot coexist", "unique-subtitle-none")
    teamed = None if use else team_up.missing(res, card)  # Team-Up: a play restriction
    if teamed:
        return (teamed, "team-up")
    maximum = over_maximum(res, card, use)
    if maximum:
        return (maximum, "max-ability" if use else "max")
    why = None if use else attaching.failed_check(res, card, who)  # Attach To, checked as it is declared
    if why:
        return (f"{res.name(card)} cannot be attached: {why} (a reading: a played card's “attach to” is checked as "
                "it is declared, and it stays in hand)", "attach-to-fails")
    per_player = None if use else over_maximum_per_player(res, card, who)
    if per_player:
        return (per_player, "max-player")
    invalid = no_valid_target(res, node, tuple(args.get("do", ())), card)
    if invalid:
        return (invalid, "no-valid-target")
    return None


# Max: the periods a "Max X per [period]" counts over, each an entity property (`max_per_round` …)
MAX_PERIODS = ("round", "phase", "game")


def _maximum_key(res, card, use, period) -> str:
    """The count a card's “Max X per [period]” keeps: the plays (or uses) of every copy by title (Copy) in this
    round, this phase of this round (the player or the villain phase), or this game."""
    title = copy_title(res, card)
    when = {"round": f"{state.ROUND.get(res)}", "phase": f"{state.ROUND.get(res)}-{state.PHASE.get(res)}",
            "game": "game"}[period]
    return f"{when}:{'use' if use else 'play'}:{title}" if period == "round" else \
        f"{period}:{when}:{'use' if use else 'play'}:{title}"


def _maxima(res, card):
    """(period, X) of each “Max X per [period]” the card has."""
    for period in MAX_PERIODS:
        limit = res.entities[card].get(f"max_per_{period}")
        if isinstance(limit, int) and not isinstance(limit, bool):
            yield period, limit


def over_maximum(res, card, use) -> str | None:
    """Max: "“Max X per [period]” imposes a maximum across all copies of a card (by title) for all players";
    why this play (use) would go beyond one of the card's maxima in its period, else None. A play counts once it
    is declared and its costs can be paid, even if its effects are then cancelled ("If an effect with a maximum
    is canceled, the card is still counted toward the maximum")."""
    for period, limit in _maxima(res, card):
        done = state.PLAYED_IN_ROUND.get(res, _maximum_key(res, card, use, period))
        if done < limit:
            continue
        title = copy_title(res, card)
        times = "once" if done == 1 else f"{done} times"
        return (f"“Max {limit} per {period}”: copies of {title} have been {'used' if use else 'played'} {times} this "
                f"{period}, by any player")
    return None


def count_toward_maximum(res, card, use) -> None:
    for period, _ in _maxima(res, card):
        key = _maximum_key(res, card, use, period)
        state.PLAYED_IN_ROUND.set(res, key, state.PLAYED_IN_ROUND.get(res, key) + 1)


def over_maximum_per_player(res, card, who) -> str | None:
    """Max: "“Max 1 per player” is player specific, and restricts the number of copies of that card that each
    player may control in play at a given time": why `who` cannot play `card` (they control as many copies by
    title in play as its `max_per_player`), else None (control: control.controller_of)."""
    limit = res.entities[card].get("max_per_player")
    if not isinstance(limit, int) or isinstance(limit, bool):
        return None
    title = copy_title(res, card)
    copies = [c for c in sorted(res.entities) if c != card and are_copies(res, card, c)
              and in_play(res, c) and res.model.owner_or_you(res, c) == who]
    if len(copies) < limit:
        return None
    return (f"“Max {limit} per player”: {res.name(who)} controls {' and '.join(res.name(c) for c in copies)}, "
            f"{'a copy' if len(copies) == 1 else 'copies'} of {title} in play")


def guarded(res, node, card, who, ops, use):
    """Guard, at Declare Intent ("verify that it can be done"): a card whose text attacks only a villain
    without guard cannot be played (or its ability used) while a minion with guard is engaged with its
    player; it stays where it is, and what comes after the play goes on. A text that also attacks something
    else can be played, and its attack on the villain is checked when it comes (the Melee FAQ: defeat the
    minion with the first sentence, and the second may damage the villain). True if refused."""
    guards = [m for m, p in res.entities.items() if p.get("type") == "minion" and p.get("engaged") == who
              and in_play(res, m) and has_keyword(res, m, "guard")]
    targets = []
    for attack in _attacks_within(ops):
        try:
            targets += entities_of(res, node, attack.args["target"], "target", attack)
        except ResolutionStopped:
            return False  # a target known only as it resolves: checked then
    barred = [t for t in targets if res.entities.get(t, {}).get("type") == "villain" and not has_keyword(res, t, "guard")]
    if not guards or not targets or len(barred) < len(targets):
        return False
    target = barred[0]
    where = "in play" if use else f"in {possessive(res.name(who))} hand"
    res.step("note", f"{res.name(guards[0])} has guard and is engaged with {res.name(who)}: {res.name(card)} would "
                     f"attack {res.name(target)}, a villain without guard", rule=rule(res, "guard"))
    res.refuse_play(f"{possessive(res.name(who))} {'use of' if use else 'play of'} {res.name(card)}",
                    f"{res.name(card)} would attack {res.name(target)} while {res.name(guards[0])} (guard) is engaged "
                    f"with {res.name(who)}", rule(res, "declare"),
                    f"the play is not declared, no cost is paid, and {res.name(card)} stays {where}", done="be declared")
    return True


def _ops_within(ops, names):
    """Every op named in `names` in `ops` and the ops nested in their fields, depth first."""
    for op in ops:
        if not isinstance(op, Op):
            continue
        if op.name in names:
            yield op
        for value in (op.args.values() if isinstance(op.args, dict) else ()):
            nested = value if isinstance(value, tuple) else (value,)
            yield from _ops_within(tuple(v for v in nested if isinstance(v, Op)), names)
            for item in nested:
                if isinstance(item, tuple):
                    yield from _ops_within(item, names)


def _attacks_within(ops):
    """Every `attack` op in `ops` and the ops nested in their fields, depth first."""
    for op in ops:
        if not isinstance(op, Op):
            continue
        if op.name == "attack":
            yield op
        for value in (op.args.values() if isinstance(op.args, dict) else ()):
            nested = value if isinstance(value, tuple) else (value,)
            yield from _attacks_within(tuple(v for v in nested if isinstance(v, Op)))
            for item in nested:
                if isinstance(item, tuple):
                    yield from _attacks_within(item)


def pay_step(res, node, data):
    """Play a Card 2: pay the costs — resources for a card (2.1), what is left of "->" for an
    ability or event (2.2); each part paid is itself an occurrence. A play the model made (an event's
    ability used from hand) whose scenario gives no cost says so rather than call the card free. A payment
    with resources is resources.py's."""
    if data.get("spend") is not None:
        resources.pay_step(res, node, data)
        return
    if not data["pay"] and not data.get("written", True):
        res.step("phase", f"the scenario gives no cost for playing {res.name(data['card'])}: none is paid (a reading: "
                          "its costs are paid, and the scenario does not say what they are)", rule=rule(res, "pay-costs"))
        return
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
    if turns.out_of_turn(res, node, res.model.owner_or_you(res, character) or character,
                         f"{possessive(res.name(character))} basic {POWER_NAMES[power]} power", action=False,
                         instead="the power is not used", done="be used"):
        return
    if not in_play(res, character) or res.entities[character].get("exhausted"):
        res.refuse_play(f"{possessive(res.name(character))} basic {POWER_NAMES[power]} power",
                        f"{res.name(character)} is exhausted or not in play", rule(res, "power-exhaust"),
                        "the power is not used", done="be used")
        return
    if res.entities[character].get(power) == "-":
        res.refuse_play(f"{possessive(res.name(character))} basic {POWER_NAMES[power]} power",
                        f"{possessive(res.name(character))} {power.upper()} is a dash (–)", rule(res, "dash"),
                        "the power is not used, and the character does not exhaust", done="be used")
        return
    if wrong_form_for(res, character, power):
        return
    attempt = status_attempt(res, character, power, target)  # Stun, Confuse: the attempt needs no valid target
    if attempt is not None:
        if refused_by_cannot(res, character, power, target):
            return
    elif forbidden(res, character, power, target) or no_threat_to_remove(res, character, power, target):
        return
    elif power == "atk" and cannot.basic_attack_refused(res, character, target):
        return
    data = {"character": character, "power": power, "target": target, "key": op.path}
    if attempt:  # kept for the power's check, should the status card be gone by then (happenings.BasicPower)
        data["attempt_despite"] = attempt
    push(res, node, [
        occurrence_op("exhaust", {"card": character}, anchors=("power-exhaust",) * 3),
        occurrence_op("basic-power", data),
        step("consequential", **data),
    ])


# Player Turn: the form an identity must be in to use each basic power (ATK and THW hero, REC alter-ego)
POWER_FORMS = {"atk": "hero", "thw": "hero", "rec": "alter-ego"}


def wrong_form_for(res, character, power) -> bool:
    """Player Turn: a player may "Use their alter-ego’s basic recovery (if in alter-ego form) or their hero’s
    basic attack or thwart power (if in hero form)". An identity in the other form is refused, as a ruling
    (it does not exhaust); an ally has no form. True if refused."""
    props = res.entities[character]
    form = props.get("form")
    if props.get("type") != "hero" or form is None or form == POWER_FORMS[power]:
        return False
    res.refuse_play(f"{possessive(res.name(character))} basic {POWER_NAMES[power]} power",
                    f"{res.name(character)} is in {form} form, and that power is used in {POWER_FORMS[power]} form",
                    rule(res, "power-form"), "the power is not used, and nothing exhausts", done="be used")
    return True


# Stun, Confuse: the status card a basic power's attempt discards instead (power -> status, rule names)
STATUS_ATTEMPTS = {"atk": ("stunned", "stunned-attempt", "an attack", "attacked"),
                   "thw": ("confused", "confused-attempt", "a thwart", "thwarted")}


def status_attempt(res, character, power, target) -> str | None:
    """Stun: "A stunned character can attempt to attack or use an attack ability even if there are no enemies
    that can be attacked"; Confuse, the same for a confused character's thwart (and Attack (Player Action),
    Thwart: a basic attack or thwart may be initiated "if that character is stunned/confused"). Whether the
    character's status card will replace this basic attack or thwart: then what would keep the target from
    being attacked or thwarted (Target, guard, patrol, no threat) does not stop the attempt — its cost is paid
    and the status card is discarded instead (effects.status) — and a step says so where it would have. None if
    no status card replaces it, else what would have kept the target from it ("" if nothing)."""
    status, rule_name, attempt, done = STATUS_ATTEMPTS.get(power, (None, "", "", ""))
    if status is None or status_cards(res, character, status) < cards_needed(res, character, status):
        return None
    why = target_restriction(res, character, power, target) or ""
    if why:
        res.step("note", f"{res.name(character)} is {status} and may attempt {attempt} though "
                         f"{res.name(target)} could not be {done} ({why}): its cost is paid and the {status} card is "
                         "discarded instead", rule=rule(res, rule_name))
    return why


def no_threat_to_remove(res, character, power, target):
    """Thwart: "A character can only initiate a basic thwart if there is a scheme with at least one threat
    for the character to remove or if that character is confused." The scheme is the one the thwart names
    (a reading: the player chooses the scheme as they initiate it); the main scheme's threat is none the
    character can remove while a crisis icon is in play (Crisis Icon; a reading of "for the character to
    remove"). The thwart is refused as a ruling: True if refused, None if allowed."""
    if power != "thw" or status_cards(res, character, "confused") >= cards_needed(res, character, "confused"):
        return None
    threat = number(res.entities.get(target, {}), "threat") if in_play(res, target) else 0
    crisis = crisis_blocks(res, target)
    kept = cannot.threat_kept(res, target)  # “threat cannot be removed from this scheme” (cannot.py)
    if threat > 0 and not crisis and not kept:
        return None
    why = (f"{res.name(target)} has no threat for {res.name(character)} to remove" if threat <= 0 else
           f"a crisis icon is in play ({res.name(crisis)}), so no player can remove threat from {res.name(target)}"
           if crisis else f"{kept}: there is no threat on it for {res.name(character)} to remove")
    res.refuse_play(f"{possessive(res.name(character))} basic thwart of {res.name(target)}", why,
                    rule(res, "thwart-needs-threat"),
                    f"{res.name(character)} does not exhaust and does not thwart", done="be initiated")
    if crisis:
        res.step("note", f"no threat can leave {res.name(target)} while {res.name(crisis)} is in play",
                 rule=rule(res, "crisis"))
    return True


def power_resolve_step(res, node, data):
    """Using a Basic Power 3: deal the damage, remove the threat or heal — an occurrence with its own
    when window (3.1), resolution with any defeat (3.2) and after window (3.3)."""
    character, power, target = data["character"], data["power"], data["target"]
    anchors = ("power-damage-when", "power-damage", "power-damage-after")
    value = stat(res, character, power, {"target": target} if target else {})
    res.step("phase", f"{possessive(res.name(character))} {POWER_NAMES[power]} is {value}", rule=rule(res, "power-resolve"))
    if power == "atk":
        schedule(res, node, "damage", {"hits": ((target, value),), "source": character,
                                       "attack": attack_info(res, character),
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
    if state.NO_CONSEQUENTIAL.take(node, data['key']):
        res.step("note", f"{res.name(character)} did not {'attack' if power == 'atk' else 'thwart'} (a status card "
                         "took its place): no consequential damage",
                 rule=rule(res, "stunned-not-attacked" if power == "atk" else "confused-not-thwarted"))
        return
    icons = number(props, f"{power}_consequential")
    if not in_play(res, character):
        res.step("note", f"{res.name(character)} has left play: no consequential damage",
                 rule=rule(res, "consequential-damage"))
        return
    res.step("phase", f"{res.name(character)} takes consequential damage for its {icons} "
                      f"{POWER_NAMES[power]} {'icon' if icons == 1 else 'icons'}, last of all", rule=rule(res, "consequential-last"))
    schedule(res, node, "damage", {"hits": ((character, icons),), "source": None},
             anchors=("consequential-damage",) * 3)


def retaliate_step_run(res, node, data):
    """Retaliate X: after a character with retaliate is attacked — once the responses to the damage it
    took have resolved, before those to the attack — it deals X damage to the attacker, if it survived
    the attack; an attack with ranged ignores retaliate."""
    attacker = data["attacker"]
    for attacked in data["attacked"]:
        x = keyword_value(res, attacked, "retaliate")
        if x <= 0:
            continue
        if "ranged" in data["keywords"]:
            res.step("note", f"the attack has ranged: {possessive(res.name(attacked))} retaliate {x} is ignored",
                     rule=rule(res, "ranged"))
            continue
        if not in_play(res, attacked):
            res.step("note", f"{res.name(attacked)} did not survive the attack: no retaliate",
                     rule=rule(res, "retaliate-survive"))
            continue
        if not in_play(res, attacker):
            res.step("note", f"{res.name(attacker)} has left play: retaliate has no one to damage",
                     rule=rule(res, "retaliate"))
            continue
        retaliate_node(res, node, attacked, attacker, x)


def event_resolved_step(res, node, data):
    """Event: once its effects have resolved, the event card goes to its owner's discard pile."""
    card = data["card"]
    if res.entities[card].get("zone") != "resolving":
        return
    res.step("phase", f"{res.name(card)} has resolved: it goes to the discard pile now",
             rule=rule(res, "event-discarded-after"))
    res.move(card, data["to"])


def text_begins_step(res, node, data):
    """A played or used card's text begins to resolve in this effect: its ops are that card's ability
    (Permanent: "except by card abilities in the same set"), and the player who plays or uses it resolves it,
    so its "you" is that player (You, Your), whoever started the effect: a minion it puts into play engages
    them (Minion), the damage it deals to "you" is theirs."""
    state.TEXT_OF.set(node, state.TEXT_OF.get(node) + (data["card"],))
    state.TEXT_YOU.set(node, state.TEXT_YOU.get(node) + (node.you,))
    who = data.get("who")
    if who and who != node.you:
        res.step("note", f"{res.name(who)} resolves {possessive(res.name(data['card']))} text: “you” is "
                         f"{res.name(who)}" + (f", not {res.name(node.you)}" if node.you else ""),
                 rule=rule(res, "you-resolving"))
        node.you = who


def text_ends_step(res, node, data):
    """The played or used card's text has resolved: the effect's "you" is again what it was before it."""
    state.TEXT_OF.set(node, state.TEXT_OF.get(node)[:-1])
    before = state.TEXT_YOU.get(node)
    if before:
        node.you = before[-1]
        state.TEXT_YOU.set(node, before[:-1])


def event_from_hand_step(res, node, data):
    """Play, Put Into Play: an event's ability used from its owner's hand is the card being played —
    placed on the table, its ability resolved, then put in its owner's discard pile."""
    card = data["card"]
    owner = res.entities[card].get("owner")
    res.step("note", f"using {possessive(res.name(card))} {data['timing']} from {possessive(res.name(owner))} hand is playing "
                     f"{res.name(card)}: its costs are paid, its ability resolves as the played card's effects, then "
                     "it goes to its owner's discard pile", rule=rule(res, "event-played"))


def surges_step(res, node, data):
    """Surge: once the effect that revealed a card with surge has ended, the player reveals one more
    (official ruling: ruling-surge-waits-for-the-effect-that-revealed-it)."""
    waiting = state.SURGES.get(node)
    if not waiting:
        return
    who, rest = waiting[0], waiting[1:]
    state.SURGES.set(node, rest)
    card = take_top(res)
    if card is None:
        res.step("note", "Surge: the encounter deck is empty", rule=rule(res, "surge"))
    else:
        res.step("phase", f"Surge: the effect that revealed the card has ended, so {res.name(who)} reveals one "
                          "more encounter card", rule=rule(res, "surge-after"))
        push(res, node, [occurrence_op("reveal", {"card": card, "who": who, "by_ability": True})])
    if rest:
        node.frames.insert(0, [(internal("_mc_step", step="surges", data={}),), 0])


# -- Player Phase -------------------------------------------------------------------------------------
def change_form(res, node, args, op):
    """Player Phase 1.1.4 and Form: a player changes form voluntarily at most once per turn; a change a
    card ability causes (`by_card`, or any `change_form` in a triggered ability's text) does not count
    against it, and is not limited by it."""
    hero = entity_of(res, node, args["hero"], "hero", op)
    if args.get("by_card") or node.ability is not None:
        res.step("note", f"a card ability changes {possessive(res.name(hero))} form: it does not count against the "
                         "one voluntary change of the turn", rule=rule(res, "form-by-card"))
        schedule(res, node, "form", {"who": hero})
        return
    if turns.out_of_turn(res, node, hero, f"{possessive(res.name(hero))} change of form", action=False,
                         instead=f"{res.name(hero)} stays in {res.entities[hero].get('form', 'hero')} form",
                         done="happen", rule_name="change-form-own-turn"):
        return
    if state.FORM_CHANGED.get(res, hero):
        res.step("note", f"{res.name(hero)} has already changed form voluntarily this turn: not again",
                 rule=rule(res, "change-form"))
        return
    state.FORM_CHANGED.set(res, hero, True)
    schedule(res, node, "form", {"who": hero})


def end_player_phase(res, node, args, op):
    """`end_player_phase`: discard, draw and ready, in that order (Player Phase 2). In a scenario played in
    turns the phase ends after the last turn, not by this op (turns.py)."""
    if op.name == "end_player_phase" and turns.end_player_phase_refused(res):
        return
    turns.end_of_player_phase(res, node, args.get("discard", ()), op)


def end_phase_step(res, node, data):
    """End of Player Phase 4-5: what lasts until the end of the player phase ends; then the "when/after
    the player phase ends" effects (an occurrence with both windows)."""
    expire(res, (("phase", "player"),), "the player phase has ended")
    limits.period_ends(res, ("phase",), "the player phase has ended", rule(res, "limit"))
    schedule(res, node, "phase-end", {"events": ({"event": "phase_ended", "phase": "player"},),
                                      "label": "the player phase ends"}, anchors=("player-phase-ends",) * 3)


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
            picked = []
            for card in reversed(hand):
                if len(hand) - len(cards) - len(picked) <= size:
                    break
                if card not in cards:
                    picked.append(card)
            if picked:
                res.step("note", f"{res.name(player)} is over their hand size of {size} and "
                                 f"must choose {counted(len(picked), 'more card')} to discard; the scenario lists no "
                                 f"such choice, so the model discards the last in hand ({', '.join(res.name(c) for c in picked)}), "
                                 "standing in for it (list the cards under `end_player_phase: {discard: …}`)",
                         rule=rule(res, "hand-size-choose"))
                cards += picked
        if cards:
            ops.append(occurrence_op("moves", {"cards": tuple((player, c) for c in cards), "to": "discard",
                                               "verb": "discarded", "label": f"{res.name(player)} discards"},
                                     anchors=("discard-to-hand-size",) * 3))
    push(res, node, ops)


def end_draw_step(res, node, data):
    """Player Phase 2.2: all players at once draw up to their hand size."""
    draws, short = [], []
    for player in player_order(res):
        size = res.entities[player].get("hand_size")
        if not isinstance(size, int):
            continue
        deck = sorted((c for c, p in res.entities.items() if p.get("owner") == player and p.get("zone") == "deck"),
                      key=lambda c: (res.entities[c].get("position") or 10**6, c))
        # Hand Size: one card at a time, an obligation drawn going to the play area (Obligation: replaced)
        taken, left = obligations.refill_cards(res, deck, max(0, size - len(in_hand(res, player))))
        draws += [(player, c) for c in taken]
        if taken and left:  # Player Deck: the deck empties, and the draw goes on from the new one
            short.append(step("player-deck-draw-goes-on", who=player, left=left, refill=True))
    res.step("phase", "Draw up to hand size, all players at once", rule=rule(res, "draw-to-hand-size"))
    if draws:
        schedule(res, node, "moves", {"cards": tuple(draws), "to": "hand", "verb": "drawn", "refill": True,
                                      "label": "the players draw up to their hand size"},
                 anchors=("draw-to-hand-size",) * 3)
        push(res, node, short)


def end_ready_step(res, node, data):
    """Player Phase 2.3: all players at once ready their exhausted cards."""
    players = set(res.scenario.players)
    cards = tuple(c for c, p in res.entities.items() if p.get("exhausted") and in_play(res, c)
                  and (c in players or p.get("owner") in players))
    res.step("phase", "Ready every exhausted card, all players at once", rule=rule(res, "ready-cards"))
    for player in players:
        state.FORM_CHANGED.clear(res, player)
    for card in cards:  # “cannot ready” (cannot.py): the ready step passes that card by
        forbidden = cannot.why(res, card, "ready")
        if forbidden:
            res.step("note", f"{forbidden}: it stays exhausted", rule=rule(res, "cannot"))
    cards = tuple(c for c in cards if not cannot.why(res, c, "ready"))
    if cards:
        schedule(res, node, "ready-all", {"cards": cards})


def effects_cancelled_step(res, node, data):
    """Cancel: an ability whose effects were cancelled is still regarded as initiated; its effects do not
    resolve. A treachery's: the card is still regarded as revealed, and still goes to the encounter
    discard pile (its keywords, such as surge, still apply)."""
    card = data["card"]
    res.step("note", f"{node.label} is regarded as initiated, but its effects were cancelled: they do not resolve",
             rule=rule(res, "cancel-effects"))
    if res.entities.get(card, {}).get("type") == "treachery":
        res.step("note", f"{res.name(card)} is still regarded as revealed, and still goes to the encounter discard "
                         "pile", rule=rule(res, "cancel-treachery"))


STEPS = {
    "effects-cancelled": effects_cancelled_step,
    "retaliate": retaliate_step_run,
    "event-resolved": event_resolved_step,
    "text-begins": text_begins_step,
    "text-ends": text_ends_step,
    "event-from-hand": event_from_hand_step,
    "surges": surges_step,
    "pay": pay_step,
    "power-resolve": power_resolve_step,
    "consequential": consequential_step,
    "end-discard": end_discard_step,
    "end-draw": end_draw_step,
    "end-ready": end_ready_step,
    "end-phase": end_phase_step,
}
