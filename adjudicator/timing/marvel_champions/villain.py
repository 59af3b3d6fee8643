"""The flowchart's sequences as ops, the villain's side: an enemy activation (attack or scheme) and
the villain phase, each numbered step a `phase` step citing it (see sequences.py)."""
from adjudicator.engine.opdefs import amount_of, entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import counted, possessive
from adjudicator.timing.marvel_champions import cannot, card_keywords, limits, state
from adjudicator.timing.marvel_champions.durations import expire
from adjudicator.timing.marvel_champions.encounter_deck import take_top
from adjudicator.timing.marvel_champions.happenings import attack_info, retaliate_step
from adjudicator.timing.marvel_champions.indirect import divide
from adjudicator.timing.marvel_champions.scenario_ops import find_op
from adjudicator.timing.marvel_champions.keywords import has_keyword
from adjudicator.timing.marvel_champions.rules import AFTER_LEVELS
from adjudicator.timing.marvel_champions.sequences import rule, step
from adjudicator.timing.marvel_champions.table import (
    eliminated,
    in_play,
    main_scheme,
    number,
    player_order,
    players_in_game,
)
from adjudicator.timing.marvel_champions.values import stat
from adjudicator.timing.marvel_champions.activation_end import end_activation
from adjudicator.timing.marvel_champions.windows import (
    internal,
    occurrence_op,
    push,
    record,
    schedule,
    trigger_levels,
    update_record,
)


# -- Enemy Activations --------------------------------------------------------------------------------
def activation_op(res, enemy, target, mode=None, boost=None, defender=None, scheme=None, keywords=(), resume=None,
                  handoff=None, indirect=None):
    """The occurrence of one activation: an attack against a hero in hero form, a scheme against one in
    alter-ego form (Villain Phase 2.1), or an attack against an ally a card names (Attacks Against
    Allies); a villain, or a minion with villainous, is dealt one boost card. `resume`: the window
    whose remaining responses may be used once the attack has been initiated (quickstrike). `handoff`:
    (effect key, occurrence) the rest of the attack waits for once it has been initiated (an attack that
    is a When Defeated ability's last effect: encounter.hand_off). `indirect`: the path of the `attack` op whose
    attack deals indirect damage (its `assign`), else None."""
    ally = res.entities[target].get("type") == "ally"
    mode = mode or ("attack" if ally or res.entities[target].get("form") != "alter-ego" else "scheme")
    if boost is None:
        boosted = res.entities[enemy].get("type") == "villain" or has_keyword(res, enemy, "villainous")
        boost = 1 if boosted else 0
    if mode == "scheme":
        scheme = scheme or main_scheme(res)
        if scheme is None:
            raise ResolutionStopped(f"error: {res.name(enemy)} schemes but there is no main scheme in play", "error")
    after = "attack-damage-after" if mode == "attack" else "threat-after"
    data = {"enemy": enemy, "target": target, "mode": mode, "boost": boost, "defender": defender, "scheme": scheme,
            "keywords": tuple(keywords), "resume": resume, "handoff": handoff}
    if indirect:
        data["indirect"] = indirect
    return occurrence_op("activation", data, anchors=("activation-when", "activation-resolve", after))


def initiate(res, node, activation):
    """Push an activation (an `activation_op`) to run next in this effect. Under ruleset "1.8" one initiated
    while another is under way waits: it "resolves after the current activation has finished resolving", and
    "All abilities triggered by the initial activation resolve before subsequent activations initiate"
    (Activation): it is kept, as data, on the activation under way, which starts it as it closes (encounter.py)."""
    under_way = state.ACTIVATIONS.get(res) if res.model.activations_wait(res) else ()
    if not under_way:
        push(res, node, [activation])
        return
    home_key, n = under_way[-1]
    home = res.nodes[home_key]
    rec = record(home, n)
    waiting = tuple(rec.get("waiting", ()))
    update_record(home, n, waiting=waiting + (dict(activation.args),))
    enemy = res.name(activation.args["data"]["enemy"])
    res.step("phase", f"{possessive(enemy)} activation is initiated during another one ({rec['label']}): it resolves "
                      "after that activation has finished resolving, once every ability it triggered has resolved "
                      "(ruleset 1.8)", rule=rule(res, "rr18-activation-waits"))


def start_waiting(res, node, n, rec):
    """The activations that waited for this one (ruleset "1.8", `initiate`) start now, once it has finished
    resolving and its after window has closed: one at once; several as effects of their own, waiting together,
    in the order the first player picks ("If multiple activations are initiated this way, the first player
    decides the order in which they are resolved": exploring gives each order)."""
    key = (node.key, n)
    state.ACTIVATIONS.set(res, tuple(a for a in state.ACTIVATIONS.get(res) if a != key))
    waiting = tuple(rec.get("waiting", ()))
    if not waiting:
        return
    several = len(waiting) > 1
    res.step("phase", f"{rec['label']} has finished resolving, with every ability it triggered: the "
                      f"activation{'s' if several else ''} initiated during it now resolve{'' if several else 's'}"
                      + (", in the order the first player picks" if several else ""),
             rule=rule(res, "rr18-activation-waits-abilities"))
    if not several:
        push(res, node, [internal("_mc_occ", **waiting[0])])
        return
    for args in waiting:
        enemy = args["data"]["enemy"]
        child = res.new_node(
            base=f"activation:{enemy}", kind="activation", label=f"{possessive(res.name(enemy))} waiting activation",
            parent=node.key, edge="nested" if node.parent is not None else "when", card=enemy,
            you=res.current_player, trigger=(), ops=(internal("_mc_occ", **args),),
            rule=rule(res, "rr18-activation-waits-order"))
        state.place(child, None, "after", WAITING_LEVEL)
        node.children.append(child.key)
        res.step("trigger", f"{possessive(res.name(enemy))} activation waits with the others initiated during "
                            f"{rec['label']}: the first player decides the order they resolve in",
                 rule=rule(res, "rr18-activation-waits-order"))


WAITING_LEVEL = 6  # several waiting activations wait together, ordered by the first player (none other waits then)


def quickstrike_op(res, node, args, op):
    """Quickstrike: the minion attacks the player it engaged — an activation; once the attack has been
    initiated, the responses still waiting for the engagement may be used (Widow's Bite FAQ)."""
    resume = (node.parent, state.OCCURRENCE.get(node)) if state.OCCURRENCE.get(node) is not None else None
    if res.model.keywords_are_abilities(res):
        # Ruleset "1.8": quickstrike is a forced response, resolved whole before the responses to the same
        # engagement (1.8's Widow's Bite answer: "so Quickstrike resolves first"); nothing resumes early.
        resume = None
    initiate(res, node, activation_op(res, args["minion"], args["target"], "attack", resume=resume))


def going(res, node, n):
    """Whether the activation goes on: it ends at once, with no further step, if the activating enemy
    has left play (Activation); an attack that ends before its damage is dealt has no responses to
    the attack, only to a defence (Attack (Enemy Activation))."""
    act = record(node, n)
    if act is None or act.get("ended"):
        return False
    enemy = act["data"]["enemy"]
    if in_play(res, enemy):
        return True
    end_activation(res, node, n, f"{res.name(enemy)} has left play")
    return False


def activate(res, node, args, op):
    """`activate`: one enemy activation against a player (Enemy Activations 1-5)."""
    enemy = entity_of(res, node, args["enemy"], "enemy", op)
    target = entity_of(res, node, args["target"], "target", op)
    boost = amount_of(res, node, args["boost"], op, "boost") if "boost" in args else None
    defender = entity_of(res, node, args["defender"], "defender", op) if args.get("defender") else None
    scheme = entity_of(res, node, args["scheme"], "scheme", op) if args.get("scheme") else None
    initiate(res, node, activation_op(res, enemy, target, args.get("mode"), boost, defender, scheme))


def activation_boost_step(res, node, data):
    """Enemy Activations 2: a villain is dealt its boost card(s) face down."""
    if not going(res, node, data["act"]):
        return
    act = record(node, data["act"])
    count, enemy = act["data"]["boost"], act["data"]["enemy"]
    if count <= 0:
        return
    res.step("phase", f"{res.name(enemy)} is dealt {counted(count, 'boost card')} face down", rule=rule(res, "boost"))
    push(res, node, [step("boost-one", act=data["act"], enemy=enemy) for _ in range(count)])


def boost_one_step(res, node, data):
    """One boost card from the top of the encounter deck (refilled if it is empty: Encounter Deck)."""
    if not going(res, node, data["act"]):
        return
    card = take_top(res)
    if card is None:
        res.step("note", "no encounter card is left to deal as a boost card", rule=rule(res, "boost"))
        return
    push(res, node, [occurrence_op("boost-dealt", {"card": card, "enemy": data["enemy"], "act": data["act"]})])


def activation_defender_step(res, node, data):
    """Enemy Activations 3: against an attack, a player may declare a defender."""
    if not going(res, node, data["act"]):
        return
    act = record(node, data["act"])
    defender, enemy = act["data"]["defender"], act["data"]["enemy"]
    if act.get("defense_label") and act.get("defender") not in (None, defender):  # a defense ability's defender
        res.refuse_play(f"{possessive(res.name(defender))} defence against {res.name(enemy)}",
                        f"{res.name(act['defender'])} is already defending this attack, by a defense-labeled ability",
                        rule(res, "defend-hero-only-one"), f"{res.name(defender)} does not exhaust, and "
                        f"{res.name(act['defender'])} stays the defender (a reading: the identity a defense ability "
                        "made the defender is a hero defending)", done="be declared")
        update_record(node, data["act"], data={**act["data"], "defender": None})
        return
    refusal = defender_refusal(res, defender)
    if refusal is not None:
        why, rule_name = refusal
        instead = (f"{res.name(defender)} does not exhaust, and " if rule_name in ("dash", "cannot", "defender-hero-form")
                   else "")
        res.refuse_play(f"{possessive(res.name(defender))} defence against {res.name(enemy)}", why,
                        rule(res, rule_name), f"{instead}the attack is undefended", done="be declared")
        update_record(node, data["act"], data={**act["data"], "defender": None})
        return
    res.step("phase", f"{res.name(defender)} is declared as the defender against {res.name(enemy)}",
             rule=rule(res, "defender"))
    schedule(res, node, "defends", {"defender": defender, "enemy": enemy, "act": data["act"]}, join=data["act"])


def defender_refusal(res, defender) -> tuple[str, str] | None:
    """Why the rules forbid `defender` to defend (and the rule that says so), else None: a hero whose DEF is a
    dash (Dash (Value)), an identity in alter-ego form (Defend: "A hero can use their basic defense power"), a card not in play or exhausted (it cannot exhaust to defend: Attack (Enemy
    Activation) 2, Exhausted), one a “cannot defend” effect forbids (cannot.py)."""
    props = res.entities[defender]
    if props.get("type") == "hero" and props.get("def") == "-":
        return (f"{possessive(res.name(defender))} DEF is a dash (–)", "dash")
    if props.get("type") == "hero" and props.get("form") == "alter-ego":
        return (f"{res.name(defender)} is in alter-ego form, not a hero: only a hero defends with the basic defense "
                "power (a reading, with Basic Power: “Generally, only heroes have defense power”)", "defender-hero-form")
    if not in_play(res, defender):
        return (f"{res.name(defender)} is not in play: it cannot exhaust to defend", "defender-in-play")
    if props.get("exhausted"):
        return (f"{res.name(defender)} is exhausted: it cannot exhaust to defend", "defender-exhausted")
    forbidden = cannot.why(res, defender, "defend")
    return (forbidden, "cannot") if forbidden else None


def activation_flip_step(res, node, data):
    """Enemy Activations 4: the boost cards are turned face up one at a time, each with its windows."""
    if not going(res, node, data["act"]):
        return
    act = record(node, data["act"])
    if not act["boosts"]:
        return
    res.step("phase", f"{possessive(res.name(act['data']['enemy']))} boost cards are turned face up, one at a time",
             rule=rule(res, "flip-boosts"))
    push(res, node, [occurrence_op("boost-flip", {"card": card, "enemy": act["data"]["enemy"], "act": data["act"]})
                     for card in act["boosts"]])


def activation_resolve_step(res, node, data):
    """Enemy Activations 5 (Part 2): a scheme places SCH plus boost in threat on the main scheme
    (5.a); an attack deals ATK plus boost — less a defending hero's DEF — to the defender, or, if the
    attack is undefended (no defender, or the defender has left play), to the character attacked
    (5.b). The damage has its own windows; the responses to the attack come once it is dealt."""
    n = data["act"]
    if not going(res, node, n):
        return
    act = record(node, n)
    enemy, target = act["data"]["enemy"], act["data"]["target"]
    if act["data"]["mode"] == "scheme":
        sch = stat(res, enemy, "sch", {"target": target})
        amount = sch + act["boost"]
        scheme = act["data"]["scheme"]
        res.step("phase", f"{res.name(enemy)} schemes: SCH {sch} + boost {act['boost']} = "
                          f"{amount} threat on {res.name(scheme)}", rule=rule(res, "scheme"))
        # the activation, should its enemy leave play or its villain be defeated before the threat is placed
        data = {"scheme": scheme, "amount": amount, "by": enemy, "act": n}
        if res.entities[enemy].get("type") == "villain":
            # what the amount was worked out from (PlaceThreat, resumed_amount)
            update_record(node, n, worked_out=(number(res.entities[enemy], "stage", 1), act["boost"], 0,
                                               {"target": target}))
        schedule(res, node, "place-threat", data, join=n, anchors=("threat-when", "threat-placed", "threat-after"))
        return
    defender = act["defender"]
    defended = defender is not None and in_play(res, defender)
    atk = stat(res, enemy, "atk", {"target": target, "undefended": not defended})
    total, less = atk + act["boost"], 0  # less: a defending hero's DEF
    if defended and act.get("defense_label") and res.entities[defender].get("type") == "hero":
        amount, victim = total, defender  # Defend, Defense: not a basic defense, no DEF (defense_label.py)
        text = (f"{res.name(enemy)} attacks: ATK {atk} + boost {act['boost']} = {amount} damage to "
                f"{res.name(defender)}, the defender by a defense-labeled ability (no DEF: not a basic defense)")
    elif defended and res.entities[defender].get("type") == "hero":
        less = defense = stat(res, defender, "def")
        amount, victim = max(0, total - defense), defender
        text = (f"{res.name(enemy)} attacks: ATK {atk} + boost {act['boost']} - {possessive(res.name(defender))} DEF "
                f"{defense} = {amount} damage to {res.name(defender)}")
    elif defended:
        amount, victim = total, defender
        text = f"{res.name(enemy)} attacks: ATK {atk} + boost {act['boost']} = {amount} damage to {res.name(defender)}, " \
               "the ally defending"
    else:
        amount, victim = total, target
        why = ""
        if act["data"]["defender"]:
            why = f"{res.name(act['data']['defender'])} is no longer defending, so the attack is undefended: "
        text = f"{why}{res.name(enemy)} attacks: ATK {atk} + boost {act['boost']} = {amount} damage to {res.name(target)}"
    res.step("phase", text, rule=rule(res, "attack"))
    update_record(node, n, dealt=True, attacked=victim)
    if res.entities[enemy].get("type") == "villain":
        # what the amount was worked out from, should the villain be defeated before it is dealt (happenings.Damage)
        update_record(node, n, worked_out=(number(res.entities[enemy], "stage", 1), act["boost"], less,
                                           {"target": target, "undefended": not defended}))
    # "The defending ally is considered to have been attacked" (or the identity, undefended): the
    # responses to the attack see who was
    update_record(node, n, events=tuple({**e, "attacked": victim} if e["event"] == "attacks" else e
                                        for e in act["events"]))
    attack = attack_info(res, enemy, act["data"].get("keywords", ()), undefended=not defended, act=n)
    # ruleset "1.8": the responses to the damage share the attack's after window (Attack (Enemy Activation), 6)
    joined = n if res.model.retaliate_is_a_response(res) else None
    if joined is not None:
        res.step("note", "what answers the attack's damage (taken, dealt, a defeat) waits for the attack's own after "
                         "window: the forced abilities after the attack and its damage resolve there in any order, then "
                         "the others (ruleset 1.8)", rule=rule(res, "rr18-attack-forced-any-order"))
    hits: tuple = ((victim, amount),)
    if act["data"].get("indirect"):
        hits = _indirect_hits(res, node, act, victim, amount)
        if not hits:
            return
    schedule(res, node, "damage", {"hits": hits, "source": enemy, "attack": attack,
                                   "defeat_anchors": ("attack-damage", "attack-damage", "attack-damage-after"),
                                   "take_anchors": ("tough", "attack-damage", "attack-damage-after")},
             join=joined, anchors=("attack-damage-when", "attack-damage", "attack-damage-after"))


def _indirect_hits(res, node, act, victim, amount) -> tuple:
    """Indirect Damage: "If an enemy’s attack deals indirect damage, the indirect damage is dealt during step four
    of the enemy activation (after player’s have the opportunity to defend against the attack)": the attack's
    damage, worked out as any attack's (a reading: a defending hero's DEF still counts), is dealt as indirect damage
    to the attacked player, who divides it among the characters they control; "Only the defending character, or
    the attacked player’s identity if the attack was undefended, is considered to have been attacked"."""
    op = find_op(res.scenario, act["data"]["indirect"])
    player = res.model.owner_or_you(res, act["data"]["target"]) or act["data"]["target"]
    res.step("phase", f"the attack deals indirect damage: the {amount} damage is dealt to {res.name(player)}, who "
                      "divides it among the characters they control (a defending hero's DEF counts, as for any "
                      "attack: a reading)", rule=rule(res, "indirect-attack"))
    res.step("note", f"only {res.name(victim)} is considered attacked, whoever is assigned the damage",
             rule=rule(res, "indirect-attacked"))
    return divide(res, node, [player], amount, op.args.get("assign") if op is not None else None, op)


def activation_retaliate_step(res, node, data):
    """Retaliate X of the character attacked (the defender, or the one the undefended attack hit)."""
    act = record(node, data["act"])
    if act is None or act.get("ended") or not act.get("dealt"):
        return
    keywords = attack_info(res, act["data"]["enemy"], act["data"].get("keywords", ()))["keywords"]
    push(res, node, [retaliate_step(res, act["data"]["enemy"], (act["attacked"],), keywords)])


def activation_resume_step(res, node, data):
    """Widow's Bite FAQ: keywords go before responses, so quickstrike's attack is initiated first; once
    it has been, the responses to the engagement that are still waiting may be used."""
    home_key, n = data["home"], data["n"]
    home = res.nodes[home_key]
    rec = record(home, n)
    if rec is None:
        return
    later = [level for level in AFTER_LEVELS if level > 1 and ("after", level) not in rec.get("done", ())]
    if not later:
        return
    res.step("phase", f"the attack has been initiated: what answers {rec['label']} may now be used",
             rule=rule(res, "widows-bite-faq"))
    for group in res.model.priority_groups(later):
        trigger_levels(res, node, n, rec, "after", group, home=home)
    update_record(home, n, done=tuple(rec.get("done", ())) + tuple(("after", level) for level in later))


# -- Villain Phase ------------------------------------------------------------------------------------
def villain_phase(res, node, args, op):
    """`villain_phase`: its five steps, each worked out when its turn comes (Villain Phase 1-5)."""
    villain = entity_of(res, node, args["villain"], "villain", op)
    scheme = entity_of(res, node, args["scheme"], "scheme", op) if args.get("scheme") else main_scheme(res)
    if scheme is None:
        raise ResolutionStopped(f"error: {op.path}: no main scheme in play (give `scheme`)", "error")
    defenders = tuple((entity_of(res, node, e, "defenders", op), entity_of(res, node, d, "defenders", op))
                      for e, d in args.get("defenders", ()))
    data = {"villain": villain, "scheme": scheme, "defenders": defenders}
    state.PHASE.set(res, "villain")
    push(res, node, [step(name, **data) for name in
                     ("accelerate", "activate", "deal", "hazard", "reveal", "pass", "end-villain-phase")])


def end_villain_phase_step(res, node, data):
    """Villain Phase 6-7: what lasts until the end of the villain phase or of the round ends; then the
    "when/after the [villain] phase ends" and "when/after the round ends" effects (one occurrence)."""
    state.PHASE.set(res, "player")
    state.ROUND.set(res, state.ROUND.get(res) + 1)  # "Max X per round" counts afresh (sequences.over_maximum)
    expire(res, (("phase", "villain"), ("round",)), "the villain phase and the round have ended",
           "lasting-end-of-villain-phase")
    limits.period_ends(res, ("phase", "round"), "the villain phase and the round have ended", rule(res, "limit"))
    res.step("phase", "the villain phase and the round end: what lasted until then is over, and what happens "
                      "“when/after the phase ends” or “when/after the round ends” resolves now",
             rule=rule(res, "lasting-before-end-of-round"))
    card_keywords.discard_temporary(res, node)  # Temporary: discarded at the end of the round
    schedule(res, node, "phase-end", {"events": ({"event": "phase_ended", "phase": "villain"},
                                                 {"event": "round_ended"}),
                                      "label": "the villain phase and the round end"},
             anchors=("villain-phase-ends",) * 3)


def accelerate_step(res, node, data):
    """Villain Phase 1: threat equal to the main scheme's acceleration, every acceleration token in play
    (on the main scheme or on another card: Acceleration Token) and every acceleration icon in play goes
    on the main scheme."""
    scheme = data["scheme"]
    props = res.entities[scheme]
    base, tokens = number(props, "acceleration", 1), number(props, "acceleration_tokens")
    icons = sum(number(p, "acceleration_icons") for c, p in res.entities.items() if in_play(res, c))
    elsewhere = {c: number(p, "acceleration_tokens") for c, p in res.entities.items()
                 if c != scheme and in_play(res, c) and number(p, "acceleration_tokens")}
    if elsewhere:
        res.step("note", "acceleration tokens on other cards count too: "
                         + ", ".join(f"{counted(n, 'token')} on {res.name(c)}" for c, n in elsewhere.items()),
                 rule=rule(res, "acceleration-token-elsewhere"))
        tokens += sum(elsewhere.values())
    res.step("phase", f"Accelerate: {base} + {counted(tokens, 'token')} + {counted(icons, 'icon')} = {base + tokens + icons} threat "
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
    if eliminated(res, player):
        res.step("note", f"{res.name(player)} has been eliminated: nothing activates against them",
                 rule=rule(res, "activate"))
        return
    form = res.entities[player].get("form", "hero")
    mode = "scheme" if form == "alter-ego" else "attack"
    res.step("phase", f"{res.name(player)} is in {form} form: {res.name(villain)} {mode}s",
             rule=rule(res, "attack-or-scheme"))
    push(res, node, [activation_op(res, villain, player, mode, defender=_defender_for(res, data, villain)),
                     step("activate-minions", done=(), **data)])


def activate_minions_step(res, node, data):
    """Villain Phase 2b: each minion engaged with the player activates against them, in the order of that
    player's choice (Activation); the player chooses among those engaged when the step begins, and again
    among any that engage them meanwhile. Under `choices.order: explore` every order is explored."""
    player = data["player"]
    engaged = [c for c, p in res.entities.items() if p.get("type") == "minion" and p.get("engaged") == player
               and in_play(res, c) and c not in data["done"]]
    if not engaged or eliminated(res, player):
        return
    queue = [m for m in data.get("queue", ()) if m in engaged]
    new = [m for m in engaged if m not in queue]
    if len(new) > 1:
        new = res.order_of(new, "damage-order", rule(res, "minion-order"),
                           f"{res.name(player)} chooses the order the minions engaged with them activate in")
    queue += new
    minion = queue[0]
    form = res.entities[player].get("form", "hero")
    mode = "scheme" if form == "alter-ego" else "attack"
    res.step("phase", f"{res.name(minion)}, engaged with {res.name(player)}, activates: it {mode}s",
             rule=rule(res, "activate"))
    push(res, node, [activation_op(res, minion, player, mode, defender=_defender_for(res, data, minion)),
                     step("activate-minions", **{**data, "done": data["done"] + (minion,),
                                                 "queue": tuple(queue[1:])})])


def _deal(res, node, players, rule_name):
    push(res, node, [step("deal-one", who=who, rule_name=rule_name) for who in players])


def deal_one_step(res, node, data):
    """One encounter card dealt face down to a player, from the top of the encounter deck (refilled if it
    is empty: Encounter Deck)."""
    left = data.get("left", 1)  # the cards still to deal, this one included (`deal_encounter`'s count)
    card = take_top(res)
    if card is None:
        short = f" ({left:,} of the {data['count']:,} not dealt)" if left > 1 else ""
        res.step("note", f"no encounter card is left to deal to {res.name(data['who'])}{short}",
                 rule=rule(res, data["rule_name"]))
        return
    then = [step("deal-one", **{**data, "left": left - 1})] if left > 1 else []
    push(res, node, [occurrence_op("encounter-dealt", {"card": card, "who": data["who"]},
                                   anchors=(data["rule_name"],) * 3)] + then)


def deal_step(res, node, data):
    """Villain Phase 3: each player is dealt one face-down encounter card."""
    res.step("phase", "Deal: one face-down encounter card to each player", rule=rule(res, "deal"))
    _note_eliminated(res, "is dealt no encounter card")
    _deal(res, node, players_in_game(res), "deal")


def _note_eliminated(res, what: str) -> None:
    for player in player_order(res):
        if eliminated(res, player):
            res.step("note", f"{res.name(player)} has been eliminated and {what}", rule=rule(res, "elimination-out"))


def hazard_step(res, node, data):
    """Villain Phase 3.1: one more encounter card per hazard icon in play, in player order."""
    hazards = sum(number(p, "hazard") for c, p in res.entities.items() if in_play(res, c))
    if hazards <= 0:
        return
    order = players_in_game(res)
    if not order:
        return
    res.step("phase", f"{counted(hazards, 'hazard icon')}: {hazards} more {'encounter card' if hazards == 1 else 'encounter cards'}, dealt in player order",
             rule=rule(res, "hazard"))
    _deal(res, node, [order[i % len(order)] for i in range(hazards)], "hazard")


def reveal_step(res, node, data):
    """Villain Phase 4: in player order, each player reveals their face-down encounter cards, one at a
    time, until none is left."""
    if not data.get("going"):
        res.step("phase", "Reveal: in player order, each player reveals their face-down encounter cards",
                 rule=rule(res, "reveal"))
    done = data.get("done", ())
    for player in player_order(res):
        cards = [c for c, p in res.entities.items() if p.get("zone") == "facedown" and p.get("dealt_to") == player
                 and c not in done]
        if cards:
            card = min(cards, key=lambda c: (number(res.entities[c], "dealt"), c))
            push(res, node, [occurrence_op("reveal", {"card": card, "who": player}),
                             step("reveal", **{**data, "going": True, "done": done + (card,)})])
            return


def pass_step(res, node, data):
    """Villain Phase 5: the first player token passes to the next player still in the game; the villain
    phase ends."""
    order = players_in_game(res)
    following = order[1] if len(order) > 1 else order[0] if order else None
    if following is None:
        return
    res.current_player = following
    state.FIRST_PLAYER.set(res, following)
    res.step("phase", f"Pass: the first player token goes to {res.name(following)}; the villain phase ends",
             rule=rule(res, "pass"))


STEPS = {
    "boost-one": boost_one_step,
    "deal-one": deal_one_step,
    "activation-resume": activation_resume_step,
    "activation-retaliate": activation_retaliate_step,
    "end-villain-phase": end_villain_phase_step,
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
}
