"""Ops a card's text does inside an effect: damage to several characters at once, prevention, an
attack, status cards and keywords given, a minion engaged, an encounter card revealed, delayed and
lasting effects. Each is an occurrence with its windows, or changes what one will do; the rule each
rests on is cited by its steps. Documented in docs/ops-marvel-champions.md.
"""
from adjudicator.engine.opdefs import amount_of, entities_of, entity_of, ref_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import counted, possessive
from adjudicator.timing.marvel_champions import state, unique
from adjudicator.timing.marvel_champions.durations import duration_tag, next_key, not_under_way
from adjudicator.timing.marvel_champions.keywords import has_keyword, set_status_cards, status_cards
from adjudicator.timing.marvel_champions.encounter_deck import refill, take_top
from adjudicator.timing.marvel_champions.hit_points_end import defeat_the_spent
from adjudicator.timing.marvel_champions.scenario_ops import find_op
from adjudicator.timing.marvel_champions.table import encounter_deck
from adjudicator.timing.marvel_champions.values import NAMES
from adjudicator.timing.marvel_champions.villain import activation_op, initiate
from adjudicator.timing.marvel_champions.windows import (
    fell_short,
    home_record,
    internal,
    occurrence_op,
    push,
    record,
    schedule,
    update_record,
)
from adjudicator.timing.base import rule

STATUS_WORDS = {"stunned": "stun-give", "confused": "confuse-give", "tough": "tough"}
ENEMIES = ("villain", "minion")


# -- damage ------------------------------------------------------------------------------------------------
def deal_damage(res, node, args, op):
    """`deal_damage`: one occurrence, whatever the number of characters (Triggering Condition: one
    interrupt window and one response window); each character's damage is dealt, then taken, on its
    own (Damage, Prevent). The characters are dealt it at the same time, so `any_order` orders nothing."""
    targets = entities_of(res, node, args["to"], "to", op)
    source = ref_of(res, node, args["source"]) if args.get("source") else None
    base = amount_of(res, node, args["amount"], op)
    if args.get("critical"):
        res.step("note", "Marvel Champions has no critical damage: it is dealt as any other",
                 rule=rule(res, "damage-dealt-then-taken"))
    if args.get("any_order") and len(targets) > 1:
        res.step("note", "the damage is dealt to every character at once, in one occurrence: there is no order to "
                         "choose", rule=rule(res, "one-window"))
    schedule(res, node, "damage", {"hits": tuple((t, base) for t in dict.fromkeys(targets)), "source": source})


def prevent(res, node, args, op):
    """`prevent`: some or all of the damage a character would take is prevented (Prevent) — the damage
    whose dealing or taking this effect interrupts (the character is the trigger's target unless named)."""
    home, n, rec = home_record(res, node)
    if rec is not None and rec["kind"] == "place-threat" and state.WINDOW.get(node) == "when":
        prevent_threat(res, node, home, n, rec, args, op)
        return
    if rec is not None and rec["kind"] == "together":  # effects joined by “and”: each part prevented on its own
        if node.trigger_dict().get("event") == "threat_placed" and state.WINDOW.get(node) == "when":
            scheme = node.trigger_dict().get("target")
            part = next((p for kind, p in rec["data"]["parts"] if kind == "place-threat" and p["scheme"] == scheme), None)
            if part is not None:
                prevent_threat(res, node, home, n, {**rec, "data": part}, args, op)
                return
        hits = tuple(hit for kind, part in rec["data"]["parts"] if kind == "damage" for hit in part["hits"])
        rec = {**rec, "kind": "damage", "data": {**rec["data"], "hits": hits}} if hits else None
    if rec is None or rec["kind"] not in ("damage", "take") or state.WINDOW.get(node) != "when":
        res.step("note", f"{node.label} prevents nothing: it does not interrupt damage being dealt or taken, nor "
                         "threat being placed", rule=rule(res, "prevent"))
        return
    target = entity_of(res, node, args["target"], "target", op) if args.get("target") else \
        node.trigger_dict().get("target")
    amount = args["amount"] if args["amount"] == "all" else amount_of(res, node, args["amount"], op)
    hits = [hit[0] for hit in rec["data"]["hits"]]
    if target not in hits or amount == 0:
        res.step("note", f"{node.label} prevents nothing: no damage is being dealt to {res.name(target)}",
                 rule=rule(res, "prevent"))
        return
    prevented = dict(rec.get("prevented", ()))
    before = prevented.get(target, 0)
    prevented[target] = "all" if "all" in (amount, before) else before + amount
    update_record(home, n, prevented=tuple(sorted(prevented.items())))
    what = "all the damage" if amount == "all" else f"{amount} of the damage"
    res.step("op", f"{what} {res.name(target)} would take is prevented (the damage dealt stays what it is)",
             rule=rule(res, "prevent-not-dealt"))


def prevent_threat(res, node, home, n, rec, args, op) -> None:
    """`prevent` in an interrupt to threat being placed: "When threat is prevented, reduce the amount of threat
    being assigned before it is placed on the scheme" (Prevent). The placement then places what is left."""
    if args.get("target"):
        res.step("note", f"{node.label}: threat is prevented on the scheme it is being placed on; the `target` "
                         "written is not used", rule=rule(res, "prevent-threat"))
    amount = args["amount"] if args["amount"] == "all" else amount_of(res, node, args["amount"], op)
    before = rec.get("prevented_threat", 0)
    total = "all" if "all" in (amount, before) else before + amount
    update_record(home, n, prevented_threat=total)
    what = "all the threat" if amount == "all" else f"{amount} of the threat"
    res.step("op", f"{what} being placed on {res.name(rec['data']['scheme'])} is prevented: it will not be placed",
             rule=rule(res, "prevent-threat"))


# -- attacks ---------------------------------------------------------------------------------------------
def attack(res, node, args, op):
    """`attack`: an enemy's attack is an activation, with every step and window of one (Activation:
    "Some card abilities can also cause enemies to attack or scheme. These are also considered
    activations."); a hero's or ally's is an attack-labeled ability: the attack, its damage with
    its own windows, retaliate, then the responses to the attack (Attack (Player Action))."""
    by = entity_of(res, node, args["by"], "by", op)
    targets = tuple(dict.fromkeys(entities_of(res, node, args["target"], "target", op)))
    target = targets[0]
    if res.entities[by].get("type") in ENEMIES:
        if len(targets) > 1:
            raise ResolutionStopped(f"error: {op.path}.target: {res.name(by)} is an enemy, whose attack has one "
                                    f"target (a player or a character), not {len(targets)}", "error")
        if "amount" in args:
            res.step("note", f"{res.name(by)} attacks with its ATK (and boost): an enemy's attack deals no amount "
                             "of its own, so the `amount` written is not used", rule=rule(res, "attack-by-card"))
        boost = amount_of(res, node, args["boost"], op, "boost") if "boost" in args else None
        defender = entity_of(res, node, args["defender"], "defender", op) if args.get("defender") else None
        res.step("phase", f"{res.name(by)} attacks because a card says so: an activation like any other",
                 rule=rule(res, "activation-by-card"))
        discard_activating_treachery(res, node, op)
        initiate(res, node, activation_op(res, by, target, "attack", boost, defender, keywords=args.get("keywords", ()),
                                          handoff=when_defeated_handoff(res, node, op),
                                          indirect=op.path if args.get("indirect") else None))
        return
    if args.get("indirect"):
        raise ResolutionStopped(f"error: {op.path}.indirect: {res.name(by)} is no enemy: `indirect` is an enemy "
                                "attack's (Indirect Damage)", "error")
    if "amount" not in args:
        res.step("note", f"{possessive(res.name(by))} attack needs the damage it deals (`amount`)", rule=rule(res, "attack-labeled"))
        return
    amount = amount_of(res, node, args["amount"], op)
    additional = amount_of(res, node, args["additional"], op, "additional") if "additional" in args else 0
    schedule(res, node, "player-attack", {"by": by, "targets": targets, "amount": amount, "additional": additional,
                                          "keywords": tuple(args.get("keywords", ()))})


def last_effect_of(res, node, op):
    """Whether `op` is the last effect of the triggered ability `node` runs (the last op of its `do`)."""
    if node.ability is None:
        return False
    ability = res.scenario.abilities[node.ability]
    return bool(ability.do) and ability.do[-1].path == op.path


def discard_activating_treachery(res, node, op):
    """Treachery: "If a treachery causes one or more enemies to activate as its last effect, that treachery
    card is considered resolved and is discarded at the start of those activations." """
    card = node.card
    props = res.entities.get(card, {})
    if node.kind != "when-revealed" or props.get("type") != "treachery" or props.get("zone") != "play" \
            or not last_effect_of(res, node, op):
        return
    if res.model.activations_wait(res):  # ruleset "1.8": after those activations, by the last step of its reveal
        res.step("note", f"{res.name(card)} makes an enemy activate as its last effect: it is discarded after that "
                         "activation has resolved (ruleset 1.8)", rule=rule(res, "rr18-treachery-activates-last"))
        return
    res.step("phase", f"{res.name(card)} makes an enemy activate as its last effect: it has resolved, and is "
                      "discarded as the activation starts", rule=rule(res, "treachery-activates-last"))
    res.move(card, "encounter-discard", verb="discarded")


def when_defeated_handoff(res, node, op):
    """An attack that is the last effect of a When Defeated ability: (the effect key, the occurrence) whose
    after window the rest of the attack waits for, once it has been initiated; else None. "A defeated card
    leaves play after its “When Defeated” ability is resolved", and the ability has resolved once its last
    effect has been initiated (a reading, as the Rules Reference reads a treachery: "If a treachery causes one
    or more enemies to activate as its last effect, that treachery card is considered resolved and is
    discarded at the start of those activations"; as quickstrike's attack initiates and the rest follows
    the windows: the Widow's Bite FAQ)."""
    if node.kind != "when-defeated" or not last_effect_of(res, node, op):
        return None
    if res.model.activations_wait(res):  # ruleset "1.8": the ability has resolved once the attack has
        res.step("note", f"the attack is the last effect of {node.label}: the ability is resolved once the attack has "
                         "fully resolved, so the defeated card leaves play after it (ruleset 1.8)",
                 rule=rule(res, "rr18-activation-initiator-resolved"))
        return None
    home, n, rec = home_record(res, node)
    if rec is None or rec["kind"] != "defeat":
        return None
    while rec["join"] is not None:  # the defeat's responses are those of the occurrence it is joined to
        n = rec["join"]
        rec = record(home, n)
    return (home.key, n)


# -- status cards and keywords ----------------------------------------------------------------------------
def give_status(res, node, args, op):
    """`give_status`: a stunned, confused or tough status card placed on a character (Status Cards), at
    most one of each (two stunned or confused with steady); a stalwart character cannot be stunned or
    confused."""
    target = entity_of(res, node, args["target"], "target", op)
    kind = args["status"]
    schedule(res, node, "status", {"target": target, "status": kind},
             anchors=("occurrence-when", STATUS_WORDS[kind], "occurrence-after"))


def gain_keyword(res, node, args, op):
    """`gain_keyword`: the card functions as if it had the keyword ("Gains"), for good or `until` the end
    of the attack, phase or round (a lasting effect). Gaining stalwart removes stunned and confused cards."""
    card = entity_of(res, node, args["card"], "card", op)
    keyword = args["keyword"]
    name = keyword.split()[0]
    if has_keyword(res, card, name) and not any(ch.isdigit() for ch in keyword):
        res.step("note", f"{res.name(card)} already has {name}: another instance has no effect",
                 rule=rule(res, "keyword-instances"))
        return
    tag = duration_tag(res, args.get("until"))
    if args.get("until") and tag is None:
        res.step("note", f"{not_under_way(args['until'])}: {res.name(card)} gains {keyword} for nothing",
                 rule=rule(res, "lasting-only-during" if args["until"] == "turn" else "lasting-expires"))
        return
    key = next_key(res, "gained")
    state.GAINED.set(res, state.GAINED.get(res) + (state.Gained(key, card, keyword, tag),))
    until = f" until the end of the {args['until']}" if args.get("until") else ""
    res.step("op", f"{res.name(card)} gains {keyword}{until}", rule=rule(res, "gains"))
    if name == "stalwart":
        cleared = [s for s in ("stunned", "confused") if status_cards(res, card, s)]
        for kind in cleared:
            set_status_cards(res, card, kind, 0)
        if cleared:
            res.step("op", f"{possessive(res.name(card))} {' and '.join(cleared)} status cards are removed",
                     rule=rule(res, "stalwart-gained"))


# -- engagement and revealing ---------------------------------------------------------------------------------
def engage(res, node, args, op):
    """`engage`: a minion engages a player (Engage) — an occurrence with its windows (quickstrike
    answers it); a minion out of play is put into play engaged with them."""
    minion = entity_of(res, node, args["minion"], "minion", op)
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else node.you or res.current_player
    if who is None:  # Engaged: a minion is engaged with a player
        raise ResolutionStopped(f"error: {op.path}.who: no player for {res.name(minion)} to engage (give `who`, or "
                                "the scenario's `players`)", "error")
    if unique.put_into_play_fails(res, minion):  # Unique Icon: a unique minion whose title is in play
        return
    schedule(res, node, "engage", {"minion": minion, "who": who})


def reveal(res, node, args, op):
    """`reveal`: a player reveals an encounter card because a card says so — the top of the encounter
    deck unless `card` names one — and resolves it as in the villain phase (Reveal); surge waits for
    the end of the effect that revealed it."""
    who = entity_of(res, node, args["who"], "who", op) if args.get("who") else node.you or res.current_player
    if who is None:  # Reveal: "a player flips the card faceup" and resolves it; a minion engages that player
        raise ResolutionStopped(f"error: {op.path}.who: no player reveals the card (give `who`, or the scenario's "
                                "`players`)", "error")
    card = entity_of(res, node, args["card"], "card", op) if args.get("card") else take_top(res)
    if card is None:
        res.step("note", "the encounter deck is empty: nothing is revealed", rule=rule(res, "reveal-by-ability"))
        return
    res.step("phase", f"{res.name(who)} reveals {res.name(card)} because a card says so: it resolves as a card "
                      "revealed in the villain phase does", rule=rule(res, "reveal-by-ability"))
    push(res, node, [occurrence_op("reveal", {"card": card, "who": who, "by_ability": True})])


# -- delayed and lasting effects ------------------------------------------------------------------------------
def delayed(res, node, args, op):
    """`delayed`: an effect that will resolve once, right after its timing point (`on`), before the
    responses to it (Delayed Effect)."""
    key = next_key(res, "delayed")
    label = args.get("label") or f"{node.label}: delayed effect"
    entry = {"key": key, "base": node.card or "start", "on": args["on"], "op": op.path,
             "card": node.card, "you": node.you, "label": label}
    state.DELAYED.set(res, state.DELAYED.get(res) + (entry,))
    res.step("op", f"{label} will resolve after the next “{args['on'].event}” that matches",
             rule=rule(res, "delayed"))


def delayed_op(res, node, args, op):
    """A delayed effect resolves: its ops (it is not a new triggered ability)."""
    entries = state.DELAYED.get(res)
    entry = next((e for e in entries if e["key"] == args["key"]), None)
    if entry is None:
        return
    state.DELAYED.set(res, tuple(e for e in entries if e["key"] != args["key"]))
    ops = find_op(res.scenario, entry["op"]).args["do"]
    node.frames.append([ops, 0])


def lasting(res, node, args, op):
    """`lasting`: a modifier for a while — until the end of the attack, the phase or the round — treated
    as a constant ability meanwhile (Lasting Effects), whether or not its card is still in play."""
    if args["modifies"] is None or args["by"] is None:
        return
    tag = duration_tag(res, args["until"])
    if tag is None:
        res.step("note", f"{not_under_way(args['until'])}: the lasting effect lasts for nothing",
                 rule=rule(res, "lasting-only-during" if args["until"] == "turn" else "lasting"))
        return
    if tag[0] == "turn" and node.you and node.you != tag[1]:
        res.step("note", f"“until the end of your turn”, made by {res.name(node.you)} in {possessive(res.name(tag[1]))} "
                         f"turn: a reading, it lasts until the end of the turn under way", rule=rule(res, "lasting-expires"))
    env = res.env(node)
    amount = res.evaluate(args["by"].amount, env, f"{op.path}.by")
    label = args.get("label") or node.label
    effect = {"key": next_key(res, "lasting"), "value": args["modifies"].event, "fields": args["modifies"].fields,
              "how": args["by"].how, "amount": amount, "card": node.card, "you": node.you, "until": tag,
              "label": label}
    state.LASTING.set(res, state.LASTING.get(res) + (effect,))
    res.step("op", f"{label}: {change_text(res, effect)} until the end of the {args['until']}",
             rule=rule(res, "lasting"))
    if effect["value"] == "hp":  # “Gets” and Modifiers: fewer hit points may leave a character none, at once
        defeat_the_spent(res, f"{label} has begun", begins=True)


def change_text(res, effect):
    """"Rhino's ATK is set to 1", "+2 damage dealt by Rhino" …, for a person."""
    fields = dict(effect["fields"])
    who = next((m.value for m in (fields.get("who"), fields.get("target"), fields.get("source")) if m is not None
                and m.kind == "ref"), None)
    name = NAMES.get(effect["value"], effect["value"])
    amount = effect["amount"]
    change = {"add": f"+{amount}", "subtract": f"-{amount}", "multiply": f"×{amount}", "divide": f"÷{amount}",
              "set": f"set to {amount}"}
    owner = f"{possessive(res.name({'this': effect['card'], 'you': effect['you']}.get(who, who)))} " if who else ""
    return f"{owner}{name} {change[effect['how']]}"


def discard_top(res, node, args, op):
    """`discard_top: {deck, count}`: the top `count` cards of the encounter deck (`deck: encounter`) or of
    a player's deck are discarded, one occurrence, placed one at a time in the deck's order (Discard).
    An encounter deck that empties first fulfils the ability: it does not go on with the deck made
    again from the discard pile (Encounter Deck), which happens at once, with its acceleration token."""
    count = amount_of(res, node, args["count"], op, "count")
    encounter = args["deck"] == "encounter"
    if encounter:
        who = entity_of(res, node, args["who"], "who", op) if args.get("who") else node.you
        cards, pile, whose = encounter_deck(res), "encounter-discard", "the encounter deck"
    else:
        who = entity_of(res, node, args["deck"], "deck", op)
        cards = sorted((c for c, p in res.entities.items() if p.get("owner") == who and p.get("zone") == "deck"),
                       key=lambda c: (res.entities[c].get("position") or 10**6, c))
        pile, whose = "discard", f"{possessive(res.name(who))} deck"
    taken = cards[:max(0, count)]
    res.step("op", f"the top {counted(count, 'card')} of {whose} {'is' if count == 1 else 'are'} discarded, one at "
                   f"a time in the deck's order: {', '.join(res.name(c) for c in taken) or 'none'}",
             rule=rule(res, "discard-from-deck"))
    ops = []
    if taken:
        ops.append(occurrence_op("moves", {"cards": tuple((who, c) for c in taken), "to": pile,
                                           "verb": "discarded", "label": f"the top of {whose} is discarded",
                                           "on_top": True},
                                 anchors=("discard-from-deck",) * 3))
    if len(taken) < count:
        if encounter:
            ops.append(internal("_mc_step", step="encounter-refill", data={"taken": len(taken)}))
        else:
            res.step("note", f"{whose} has only {len(taken)}: that many are discarded", rule=rule(res, "discard-from-deck"))
            fell_short(res, node, f"{len(taken)} of the {count} cards are discarded")
    push(res, node, ops)


def encounter_refill_step(res, node, data):
    """Encounter Deck: an encounter deck emptied by a discard fulfils it, and is made again from its discard
    pile at once."""
    res.step("note", f"the encounter deck is empty after {data['taken']}: the ability is fulfilled, and does not go "
                     "on with the newly shuffled encounter deck", rule=rule(res, "encounter-discard-fulfilled"))
    if not encounter_deck(res):
        refill(res)
