"""The rules' own effects that answer an occurrence in its windows, as pending effects like any
ability's: keywords (piercing, quickstrike), status cards (stunned, confused, tough) and delayed
effects. `found(...)` lists those that answer one priority of one window; the internal ops here
are what they do. Each cites the rule that makes it.
"""
from dataclasses import dataclass

from adjudicator.engine.patterns import fields_match
from adjudicator.grammar import possessive
from adjudicator.timing.marvel_champions import cannot, state, teamwork
from adjudicator.timing.marvel_champions.happenings import attack_keywords
from adjudicator.timing.marvel_champions.keywords import (
    has_keyword,
    is_status,
    keyword_value,
    set_status_cards,
    status_cards,
)
from adjudicator.timing.marvel_champions.table import in_play, main_scheme
from adjudicator.timing.marvel_champions.values import modified
from adjudicator.timing.marvel_champions.windows import home_record, internal, record, schedule, update_record

ENEMIES = ("villain", "minion")


@dataclass(frozen=True)
class BuiltinEffect:
    base: str  # its effect id before numbering, e.g. "tough:black-cat"
    kind: str  # its family in the tree: keyword, status, replacement (it replaces the occurrence), delayed
    label: str
    card: str | None
    you: str | None
    ops: tuple
    event: dict | None
    says: str  # the trigger step's sentence
    rule: str | None = None  # the rule that makes it answer here (default: its priority's)


def found(res, home, n, rec, window, level, events):
    """The rules' own effects answering occurrence n at this priority of this window."""
    if window == "when" and level == 1:
        return piercing(res, rec, events)
    if window == "when" and level == 2:
        return status(res, rec, events) + tough(res, rec, events)
    if window == "after" and level == 0 and not res.model.keywords_are_abilities(res):
        return delayed(res, events)
    if res.model.keywords_are_abilities(res):  # ruleset "1.8": quickstrike, incite and surge are abilities
        if window == "after" and level == 1:  # 1.8: "1. Constant abilities, delayed effects, and lasting effects."
            return delayed(res, events)  # hinder: the card entered play with its threat (encounter.Reveal)
        if window == "after" and level == 5:
            return incite(res, events) + surge(res, home, n, rec, events)
        if window == "after" and level == 6:
            discard_revealed_treachery(res, events)
            return quickstrike(res, events) + retaliate(res, rec, events) + teamwork.effects(res, events, BuiltinEffect)
        return []
    if window == "after" and level == 1:
        return (quickstrike(res, events) + incite(res, events) + hinder(res, events)
                + teamwork.effects(res, events, BuiltinEffect))
    return []


def _you(res, card):
    return res.model.owner_or_you(res, card) or res.current_player


# -- keywords ----------------------------------------------------------------------------------------------
def piercing(res, rec, events):
    """Piercing: an attack with piercing discards the attacked character's tough status cards before
    dealing damage (a keyword: priority 1, before the status cards)."""
    attack = rec["data"].get("attack") if rec["kind"] == "damage" else None
    if not attack or "piercing" not in attack.get("keywords", ()):
        return []
    by = attack["by"]
    out = []
    for event in events:
        target = event.get("target")
        if event["event"] == "damage_dealt" and status_cards(res, target, "tough"):
            out.append(BuiltinEffect(
                f"piercing:{by}", "keyword", f"Piercing of {res.name(by)}", by, _you(res, target),
                (internal("_mc_piercing", target=target),), event,
                f"Piercing of {res.name(by)} (a keyword, priority 1): {possessive(res.name(target))} tough status cards are "
                "discarded before the damage is dealt", "piercing"))
    return out


def quickstrike(res, events):
    """Quickstrike: after a minion with quickstrike engages a player in hero form, it attacks them (a
    keyword: priority 1 of the after window, before responses)."""
    out = []
    for event in events:
        minion, who = event.get("card"), event.get("who")
        if event["event"] != "engaged" or not has_keyword(res, minion, "quickstrike"):
            continue
        if res.entities.get(who, {}).get("form", "hero") != "hero":
            continue
        if res.model.keywords_are_abilities(res):
            says = (f"Quickstrike of {res.name(minion)} (a forced response, priority 4a — after any When Revealed "
                    f"ability of the minion): it engaged {res.name(who)}, who is in hero form, so it attacks them")
            rule = "rr18-quickstrike-after-when-revealed"
        else:
            says = (f"Quickstrike of {res.name(minion)} (a keyword, priority 1): it engaged {res.name(who)}, who "
                    "is in hero form, so it attacks them")
            rule = "quickstrike"
        out.append(BuiltinEffect(
            f"quickstrike:{minion}", "keyword", f"Quickstrike of {res.name(minion)}", minion, who,
            (internal("_mc_quickstrike", minion=minion, target=who),), event, says, rule))
    return out


def retaliate(res, rec, events):
    """Ruleset "1.8": retaliate X is "Forced Response: After this character is attacked, deal X damage to the
    attacker." (1.8's Retaliate X): it waits in the attack's after window with the other forced abilities,
    in the first player's order (1.8's Attack (Enemy Activation), 6a), if its character is still in play
    after the attack; an attack with ranged ignores it. The character attacked is known once the attack
    has reached its damage (an attack that ended before it has no retaliate)."""
    out = []
    for event in events:
        attacked, attacker = event.get("attacked"), event.get("by")
        if event["event"] != "attacks" or attacked is None or attacker is None:
            continue
        x = keyword_value(res, attacked, "retaliate")
        if x <= 0:
            continue
        name = res.name(attacked)
        if "ranged" in attack_keywords(res, attacker, tuple(rec["data"].get("keywords", ()))):
            res.step("note", f"the attack has ranged: {possessive(name)} retaliate {x} is ignored",
                     rule=res.model.rules["ranged"])
            continue
        if not in_play(res, attacked):
            res.step("note", f"{name} is not in play after the attack: no retaliate",
                     rule=res.model.rules["rr18-retaliate-in-play"])
            continue
        if not in_play(res, attacker):
            res.step("note", f"{res.name(attacker)} has left play: retaliate has no one to damage",
                     rule=res.model.rules["rr18-retaliate"])
            continue
        says = (f"Retaliate {x} of {name} (a forced response, priority 4a): it was attacked and is in play after the "
                f"attack, so it deals {x} damage to {res.name(attacker)} — in the first player's order with the other "
                "forced abilities after the attack and its damage (Attack (Enemy Activation), 6a: “in any order”)")
        out.append(BuiltinEffect(
            f"retaliate:{attacked}", "keyword", f"Retaliate {x} of {name}", attacked, _you(res, attacked),
            (internal("_mc_deal", hits=((attacker, x),), source=attacked),), event, says, "rr18-retaliate"))
    return out


def incite(res, events):
    """Incite X: when a card with incite X is revealed, X threat goes on the main scheme (a keyword:
    priority 1 of the reveal's after window, before the card's When Revealed abilities at priority 5)."""
    out = []
    for event in events:
        card, who = event.get("card"), event.get("who")
        x = keyword_value(res, card, "incite") if event["event"] == "revealed" else 0
        if x <= 0:
            continue
        if res.model.keywords_are_abilities(res):
            says = (f"Incite {x} of {res.name(card)} (a When Revealed ability, priority 3): it was revealed, so {x} "
                    "threat goes on the main scheme")
            rule = "rr18-incite"
        else:
            says = (f"Incite {x} of {res.name(card)} (a keyword, priority 1): it was revealed, so {x} threat goes on "
                    "the main scheme")
            rule = "incite"
        out.append(BuiltinEffect(
            f"incite:{card}", "keyword", f"Incite {x} of {res.name(card)}", card, who,
            (internal("_mc_keyword_threat", on="main", amount=x, card=card),), event, says, rule))
    return out


def discard_revealed_treachery(res, events):
    """Reveal, version 1.8 (ruleset "1.8"): "4. If the card is a treachery, discard it." — the last step of
    the reveal, once its When Revealed abilities (priority 5) have resolved, and before any response to
    the reveal: "Responses (both forced and non-forced) to any step of the revealing of an encounter card
    are not resolved until after all steps of the reveal process have been completed." (Reveal)"""
    for event in events:
        card = event.get("card")
        if event["event"] != "revealed" or res.entities.get(card, {}).get("type") != "treachery":
            continue
        if res.entities[card].get("zone") != "play":
            continue
        res.step("note", f"{res.name(card)} is a treachery: the last step of its reveal discards it, before the "
                         "responses to the reveal", rule=res.model.rules["rr18-reveal-treachery-discarded"])
        res.move(card, "encounter-discard", verb="discarded")


def surge(res, home, n, rec, events):
    """Surge as version 1.8 defines it (ruleset "1.8"): a When Revealed ability, "Deal yourself 1 facedown
    encounter card" (priority 5 of the reveal's after window). Cancelling the card's When Revealed effects
    cancels it with them. The card dealt is revealed as any card dealt: in the villain phase, after this
    one and the responses to it (Reveal, Deal); dealt outside the villain phase, it waits face down."""
    out = []
    for event in events:
        card, who = event.get("card"), event.get("who")
        if event["event"] != "revealed" or not has_keyword(res, card, "surge"):
            continue
        update_record(home, n, surge_seen=True)  # a surge gained later is dealt at the reveal's close
        if card in rec.get("effects_cancelled", ()):
            res.step("note", f"Surge of {res.name(card)} is a When Revealed ability of the card: its effects are "
                             "cancelled with the card's When Revealed effects, so no card is dealt",
                     rule=res.model.rules["rr18-surge"])
            continue
        out.append(BuiltinEffect(
            f"surge:{card}", "keyword", f"Surge of {res.name(card)}", card, who,
            (internal("_mc_surge_deal", who=who, card=card),), event,
            f"Surge of {res.name(card)} (a When Revealed ability, priority 3): {res.name(who)} deals themself 1 "
            "facedown encounter card", "rr18-surge"))
    return out


def surge_deal_op(res, node, args, op):
    """Surge (ruleset "1.8"): the player is dealt the top encounter card face down — an occurrence like any
    card dealt; it is revealed once this card and the responses to it have resolved (Surge)."""
    deal_surge_card(res, node, args["who"], args["card"])


def deal_surge_card(res, node, who, card):
    """Surge (ruleset "1.8"): the top encounter card dealt face down to `who` (Deal)."""
    from adjudicator.timing.marvel_champions.encounter_deck import take_top

    args = {"who": who, "card": card}
    extra = take_top(res)
    if extra is None:
        res.step("note", "Surge: the encounter deck is empty", rule=res.model.rules["rr18-surge"])
        return
    res.step("note", f"Surge: the card is dealt face down to {res.name(args['who'])}, not revealed now: it joins "
                     "the cards they reveal in the villain phase, after "
                     f"{res.name(args['card'])} and the responses to its reveal", rule=res.model.rules["rr18-deal-queue"])
    schedule(res, node, "encounter-dealt", {"card": extra, "who": args["who"]})


def hinder(res, events):
    """Hinder X: when a card with hinder X enters play — revealed from the encounter deck, or put into play by a
    card (1.5's entry says "enters play": a reading, docs/rulings.md) — X threat is placed on it (a keyword:
    priority 1 of the reveal's, or the move's, after window)."""
    out = []
    for event in events:
        card, who = event.get("card"), event.get("who")
        put = event["event"] == "moved" and bool(card) and state.HINDER_PUT.get(res, card)
        x = keyword_value(res, card, "hinder") if event["event"] == "revealed" or put else 0
        if x <= 0 or not in_play(res, card):
            continue
        how = ("it was put into play, not revealed (a reading: 1.5's entry says “enters play”, where the Keywords "
               "list's summary says “reveals”)" if put else "it entered play")
        out.append(BuiltinEffect(
            f"hinder:{card}", "keyword", f"Hinder {x} of {res.name(card)}", card, who,
            (internal("_mc_keyword_threat", on="card", amount=x, card=card),), event,
            f"Hinder {x} of {res.name(card)} (a keyword, priority 1): {how}, so {x} threat is placed on it",
            "hinder"))
    return out


def keyword_threat_op(res, node, args, op):
    """Incite and hinder place their threat: an occurrence with its windows like any threat placed."""
    scheme = main_scheme(res) if args["on"] == "main" else args["card"]
    if scheme is None:
        res.step("note", "there is no main scheme in play: the incite threat has nowhere to go",
                 rule=res.model.rules["incite"])
        return
    schedule(res, node, "place-threat", {"scheme": scheme, "amount": args["amount"], "by": None})


# -- status cards ----------------------------------------------------------------------------------------
STOPS = {"attacks": ("stunned", "by"), "schemes": ("confused", "by"), "thwarts": ("confused", "by")}


def status(res, rec, events):
    """Status cards (priority 2): a stunned character's attack and a confused one's scheme or thwart is
    replaced by the removal of the status card."""
    out = []
    for event in events:
        if event["event"] not in STOPS:
            continue
        kind, field = STOPS[event["event"]]
        who = event.get(field)
        if not who or not is_status(res, who, kind):
            continue
        enemy = res.entities.get(who, {}).get("type") in ENEMIES
        rule = {("stunned", True): "stunned-enemy", ("stunned", False): "stunned-player",
                ("confused", True): "confused-enemy", ("confused", False): "confused-player"}[(kind, enemy)]
        out.append(BuiltinEffect(
            f"{kind}:{who}", "replacement", f"{res.name(who)} is {kind}", who, _you(res, who),
            (internal("_mc_status", status=kind, target=who),), event,
            f"{res.name(who)} is {kind} (a status card, priority 2, replaces it): {describe(res, event)}", rule))
    return out


def tough(res, rec, events):
    """A tough status card prevents all the damage a character would take, and is discarded instead
    (Tough). When it acts is the ruleset's (model.tough_point): before interrupts to the dealing of
    damage (1.5, as the shipped Rules Reference prints it), or when the damage would be taken, after
    interrupts to the dealing (1.6, a reading). Overkill damage, which has no dealing window of its
    own, meets the tough card when it would be taken, under either ruleset."""
    at_dealing = res.model.tough_point(res) == "dealt"
    if rec["kind"] == "damage" and at_dealing:
        prevented = dict(rec.get("prevented", ()))
        hits = [(e["target"], _would_take(res, e, prevented.get(e["target"], 0)),
                 "before any interrupt to the dealing of the damage (ruleset 1.5)", "damage-tough-first")
                for e in events if e["event"] == "damage_dealt"]
    elif rec["kind"] == "take":
        unchecked = {hit[0]: hit[6] for hit in rec["data"]["hits"] if not hit[3]}
        # the events of the taking already count the modifiers and the prevention so far
        if res.model.keywords_are_abilities(res):  # 1.8 says it: a forced interrupt to the taking of damage
            taking = ("as the damage would be taken, after the interrupts to its dealing (ruleset 1.8: it resolves "
                      "like a forced interrupt “when this character would take damage”)", "rr18-tough")
        else:
            taking = ("as the damage would be taken, after the interrupts to its dealing "
                      f"(ruleset {res.model.ruleset(res)}, a reading)", "tough")
        hits = [(e["target"], e["amount"],
                 "as the overkill damage would be taken (it has no dealing window of its own)"
                 if unchecked[e["target"]] and at_dealing else taking[0], taking[1])
                for e in events if e["event"] == "damage_taken" and e["target"] in unchecked]
    else:
        return []
    out = []
    for target, would, when, rule in hits:
        if would <= 0 or not is_status(res, target, "tough") or target in rec.get("tough", ()):
            continue
        out.append(BuiltinEffect(
            f"tough:{target}", "status", f"{possessive(res.name(target))} tough status card", target, _you(res, target),
            (internal("_mc_tough", target=target),), None,
            f"{res.name(target)} has a tough status card (priority 2): it prevents the damage {when}", rule))
    return out


def _would_take(res, dealt, prevented):
    """What the character would take of the damage event `dealt`, as things stand (no step said)."""
    if prevented == "all" or cannot.damage_not_taken(res, dealt["target"]):
        return 0
    context = {"target": dealt["target"], "source": dealt.get("source")}
    return max(0, modified(res, "damage_taken", dealt["amount"], context, say=False) - prevented)


# -- delayed effects ----------------------------------------------------------------------------------------
def delayed(res, events):
    """Delayed effects whose timing point is one of these events resolve now, before responses, and
    only once (Delayed Effect)."""
    out = []
    for entry in state.DELAYED.get(res):
        pattern = entry["on"]
        event = next((e for e in events if e["event"] == pattern.event
                      and fields_match(res, pattern.fields, e, entry["card"], entry["you"])), None)
        if event is None:
            continue
        if res.model.keywords_are_abilities(res):
            says = (f"{entry['label']} (a delayed effect, priority 1 with the constant abilities) resolves now, "
                    f"before responses: {describe(res, event)}")
            rule = "rr18-delayed-as-constant"
        else:
            says = f"{entry['label']} (a delayed effect) resolves now, before responses: {describe(res, event)}"
            rule = "delayed"
        out.append(BuiltinEffect(
            f"delayed:{entry['base']}", "delayed", entry["label"], entry["card"], entry["you"],
            (internal("_mc_delayed", key=entry["key"]),), event, says, rule))
    return out


def describe(res, event):
    return res.model.describe_event(res, event)


# -- what they do (internal ops) ----------------------------------------------------------------------------
def piercing_op(res, node, args, op):
    target = args["target"]
    res.entities[target]["tough"] = False
    res.step("op", f"{possessive(res.name(target))} tough status cards are discarded before the damage is dealt",
             rule=res.model.rules["piercing"])


def status_op(res, node, args, op):
    """The status card is removed instead of the occurrence (all of them for a steady character)."""
    kind, target = args["status"], args["target"]
    if has_keyword(res, target, "steady"):
        set_status_cards(res, target, kind, 0)
        res.step("op", f"{possessive(res.name(target))} {kind} status cards are all removed instead (steady)",
                 rule=res.model.rules["steady-removes-all"])
        return
    set_status_cards(res, target, kind, status_cards(res, target, kind) - 1)
    res.step("op", f"{possessive(res.name(target))} {kind} status card is removed instead",
             rule=res.model.rules["timing-status"])


def tough_op(res, node, args, op):
    """One tough status card is discarded, and the damage to that character is all prevented."""
    target = args["target"]
    home, n, rec = home_record(res, node)
    set_status_cards(res, target, "tough", status_cards(res, target, "tough") - 1)
    if rec is not None:
        update_record(home, n, tough=tuple(rec.get("tough", ())) + (target,))
    res.step("op", f"{res.name(target)} discards a tough status card: all the damage it would take is prevented",
             rule=res.model.rules["tough"])
    if rec is not None and rec["kind"] == "take" and res.model.keywords_are_abilities(res):
        _no_more_interrupts_to_taking(res, home, n, rec, target)


def _no_more_interrupts_to_taking(res, home, n, rec, target) -> None:
    """Ruleset "1.8": the tough card "resolves like the triggered ability: “Forced Interrupt: When this character
    would take damage, remove a tough status card from it instead.”" (Tough) — a replacement — and "If an interrupt
    changes (via a replacement effect) or cancels an imminent triggering condition, further interrupts to the
    original triggering condition cannot be triggered" (Interrupt): what would still interrupt this character's
    taking of the damage does not trigger (its damage taken leaves the when window; those waiting are dropped)."""
    rec = record(home, n)
    state.RECORD.set(home, n, {**rec, "when": tuple(e for e in rec["when"]
                                                    if not (e.get("event") == "damage_taken" and e.get("target") == target))})
    dropped = [k for k in home.children if res.nodes[k].status == "pending" and state.OCCURRENCE.get(res.nodes[k]) == n
               and res.nodes[k].trigger_dict().get("target") == target]
    for k in dropped:
        res.nodes[k].status = "dropped"
    res.step("note", f"{possessive(res.name(target))} tough card replaced the damage it would take: no further interrupt "
                     f"to {possessive(res.name(target))} taking of this damage can trigger"
             + (f" ({', '.join(res.nodes[k].label for k in dropped)} no longer can)" if dropped else ""),
             rule=res.model.rules["interrupt-replaced"])


def retaliate_node(res, node, attacked, attacker, x):
    """Retaliate X, as an effect of its own (`retaliate:CHARACTER`): X damage to the attacker."""
    rule = res.model.rules["retaliate"]
    child = res.new_node(
        base=f"retaliate:{attacked}", kind="keyword", label=f"Retaliate {x} of {res.name(attacked)}",
        parent=node.key, edge="nested" if node.parent is not None else "when", card=attacked,
        you=_you(res, attacked), trigger=(("by", attacker), ("event", "attacks"), ("target", attacked)),
        ops=(internal("_mc_deal", hits=((attacker, x),), source=attacked),), rule=rule,
    )
    state.place(child, None, "after", 1)
    node.children.append(child.key)
    res.step("trigger", f"Retaliate {x} of {res.name(attacked)} (a keyword): it was attacked and survived, so it "
                        f"deals {x} damage to {res.name(attacker)}, after the responses to the damage and before "
                        "those to the attack", rule=res.model.rules["retaliate-order"])


def deal_op(res, node, args, op):
    """Damage the rules deal (retaliate): an occurrence like any other."""
    schedule(res, node, "damage", {"hits": tuple(args["hits"]), "source": args["source"]})
